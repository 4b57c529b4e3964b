"""The metamorphic rewrite ``unwrap`` (``benchmarks/perturb_markup.py``) joins only true wraps.

A hard-wrapped paragraph written on one line leaves every label alone (reading rules §2: the
sentence is the unit, not the line). Lines a writer meant as records of their own -- rows of a
whitespace table, a tool's log or ``key: value`` output, one-line claims that each end on a
figure, code pasted outside a fence -- are not wraps: joining them writes text no real page
holds, and a figure "lost" there says nothing about the reader.
"""

from __future__ import annotations

from tests.helpers import load_benchmark

unwrap = load_benchmark("perturb_markup").unwrap

# --------------------------------------------------------------------------- true wraps join


def test_a_paragraph_wrapped_at_72_columns_is_one_line() -> None:
    text = (
        "This release moves the attention kernels to the new tiling scheme, which\n"
        "keeps the working set in shared memory for longer sequences and removes\n"
        "two synchronisation points per layer.\n"
    )
    assert unwrap(text) == (
        "This release moves the attention kernels to the new tiling scheme, which keeps the"
        " working set in shared memory for longer sequences and removes two synchronisation"
        " points per layer.\n"
    )


def test_a_list_item_and_its_indented_continuation_are_one_line() -> None:
    text = (
        "- The scheduler now admits a queued prompt while earlier replies decode,\n"
        "  so time to first token under load drops by a third on one card.\n"
        "- Nothing else changes."
    )
    assert unwrap(text) == (
        "- The scheduler now admits a queued prompt while earlier replies decode, so time to"
        " first token under load drops by a third on one card.\n- Nothing else changes."
    )


def test_a_wrap_before_a_parenthesis_going_on_in_lower_case_joins() -> None:
    text = (
        "Prefill gets faster on every prompt length we measured on the test machine\n"
        "(longer prompts gain the most), decode is unchanged."
    )
    assert "\n" not in unwrap(text)


# --------------------------------------------------------------------- records stay apart


def test_rows_of_a_whitespace_table_stay_rows() -> None:
    text = (
        "Engine Context Weights Quant Prefill tok/s Decode tok/s relative speed\n"
        "ktransformers 8K 426GB 380GB Q4_K_M 83.02 8.66 1.986 reference build\n"
        "llama.cpp 64K 716GB 682GB Q4_K_M 25.58 4.36 1.000 reference build\n"
    )
    assert unwrap(text) == text


def test_a_tool_s_key_value_output_after_a_sentence_stays_apart() -> None:
    text = (
        "Here is what ollama run --verbose prints on my workstation with the new model\n"
        "total duration: 41.2s\n"
        "load duration: 12.4ms\n"
        "eval rate: 18.3 tokens/s"
    )
    assert unwrap(text) == text


def test_log_lines_stay_apart() -> None:
    text = (
        "ggml_cuda_init: found 2 CUDA devices on this host, both compute capability ready\n"
        "load_tensors: offloaded 49 of 49 layers to the GPU and kept the output layer\n"
    )
    assert unwrap(text) == text


def test_one_line_claims_that_open_alike_stay_apart() -> None:
    text = (
        "with the bf16 weights the server answers at 2310 tokens per second\n"
        "with the int8 weights the server answers at 3177 tokens per second"
    )
    assert unwrap(text) == text


def test_a_line_ending_on_a_figure_is_not_a_wrap() -> None:
    text = (
        "Prompt processing falls from 1900 to 240 tokens/s once I add a second 3060\n"
        "generation drops from 41 to 9 tokens/s as well"
    )
    assert unwrap(text) == text


def test_a_line_ending_on_a_path_or_name_is_not_a_wrap() -> None:
    text = (
        "load_backend: loaded the Vulkan backend from /opt/llama/lib/libggml-vulkan.so\n"
        "then the run stopped at the first prompt"
    )
    assert unwrap(text) == text
    text = (
        "diff --git a/docs/benchmarks/README.md b/docs/benchmarks/README.md\n"
        "index 3f2a9c1..88d0e4b 100644"
    )
    assert unwrap(text) == text


def test_code_pasted_outside_a_fence_stays_as_it_is() -> None:
    text = (
        "from transformers import AutoModelForCausalLM, AutoTokenizer, AutoProcessor\n"
        "from accelerate import init_empty_weights"
    )
    assert unwrap(text) == text


def test_a_line_wider_than_any_wrap_is_not_wrapped() -> None:
    text = (
        "I ran every model three times on the same machine and took the median of the runs,"
        " which is what the table below shows for each quantisation\n"
        "and the spread between runs stayed under two percent."
    )
    assert unwrap(text) == text


def test_the_next_word_would_have_fitted_so_the_break_is_the_writer_s() -> None:
    text = (
        "The numbers below come from a single run of the benchmark script on the box\n"
        "the first run warms the cache\n"
        "so we discard it and keep the second run, which is the one that is quoted below."
    )
    # "the" fits after the 76-column line within the paragraph's 81 columns: not a wrap
    assert unwrap(text).split("\n")[0] == text.split("\n")[0]
