"""Markup that shows the same words reads as those words (reading rules §2: hidden text is not
text). A Markdown link reads as the words it shows: "[vLLM](https://github.com/vllm-project/
vllm)" in a sentence reads as "vLLM" there, and its address names nothing. A pipe table reads
the same however a formatter pads or aligns it: a narrow right-aligned column's delimiter
"--:" (as prettier writes it) opens a table under a note as "---" does."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]


# --- a link reads as its words ---------------------------------------------------------


def test_linked_rival_after_identical_to_names_no_setup(vocab: Vocabulary) -> None:
    plain = "Phi-4 runs token-identical to llama.cpp on a Jetson AGX Orin, at 31.5 tok/s decode."
    linked = plain.replace("llama.cpp", "[llama.cpp](https://github.com/ggml-org/llama.cpp)")
    assert _read(linked, vocab) == _read(plain, vocab) == [(31.5, "decode_tok_s", None)]


def test_decimal_multiples_after_a_link_stay_decimal(vocab: Vocabulary) -> None:
    text = (
        "On a DGX Spark, candle-serve is level with [SGLang](https://github.com/sgl-project/"
        "sglang) at a 1.004x mean prefill speedup and ahead on decode at 1.212x."
    )
    assert [v for v, _, _ in _read(text, vocab)] == [1.004, 1.212]


def test_planned_range_through_a_linked_engine_is_no_figure(vocab: Vocabulary) -> None:
    plain = "The first plan was FP8 plus EAGLE drafting via vLLM for ~90–130 tok/s."
    linked = plain.replace("vLLM", "[vLLM](https://github.com/vllm-project/vllm)")
    assert _read(linked, vocab) == _read(plain, vocab) == []


def test_link_with_a_title_reads_as_its_words(vocab: Vocabulary) -> None:
    text = (
        'Phi-4 runs token-identical to [llama.cpp](https://github.com/ggml-org/llama.cpp "repo")'
        " on a Jetson AGX Orin, at 31.5 tok/s decode."
    )
    assert _read(text, vocab) == [(31.5, "decode_tok_s", None)]


def test_linked_engine_that_ran_still_names_it(vocab: Vocabulary) -> None:
    text = (
        "[SGLang](https://github.com/sgl-project/sglang) serves Llama 3 8B at 4,200 tok/s"
        " on one H100."
    )
    assert _read(text, vocab) == [(4200.0, "output_tok_s", "sglang")]


def test_engine_only_in_a_link_address_names_none(vocab: Vocabulary) -> None:
    text = (
        "Our [ROCm fork](https://github.com/acme/vllm-rocm-fork) serves Llama 3 8B at"
        " 4,200 tok/s on one MI300X."
    )
    assert _read(text, vocab) == [(4200.0, "output_tok_s", None)]


def test_link_inside_a_code_span_stays_code(vocab: Vocabulary) -> None:
    from watcher.claims.link_text import visible_links

    assert visible_links("see `[vLLM](https://x.io/vllm)` here") == (
        "see `[vLLM](https://x.io/vllm)` here"
    )
    assert visible_links("![chart](https://x.io/a.png) and [vLLM](https://x.io/v)") == (
        "![chart](https://x.io/a.png) and vLLM"
    )
    assert visible_links("```\n[vLLM](https://x.io/v)\n```") == "```\n[vLLM](https://x.io/v)\n```"


# --- a padded table's "--:" delimiter --------------------------------------------------

_RIG = (
    "| Part | Spec |\n| --- | --- |\n| GPU | RTX 4090 24 GB |\n| Runtime | llama.cpp b4500 |\n"
    "All numbers are single-user decode rates.\nThe results\n"
)


def test_right_aligned_narrow_column_opens_the_next_table(vocab: Vocabulary) -> None:
    text = _RIG + (
        "|   # | Model         | Decode    |\n| --: | ------------- | --------- |\n"
        "|   1 | Qwen3 8B Q4   | 120 tok/s |\n|   2 | Llama 3 8B Q4 | 110 tok/s |"
    )
    assert _read(text, vocab) == [
        (120.0, "decode_tok_s", "llama.cpp"),
        (110.0, "decode_tok_s", "llama.cpp"),
    ]


def test_short_centred_and_left_delimiters_open_the_next_table(vocab: Vocabulary) -> None:
    text = _RIG + (
        "| # | Model | Speedup | Decode |\n| :-: | :-- | --: | --: |\n"
        "| 1 | Qwen3 8B Q4 | 1.5x | 120 tok/s |"
    )
    assert _read(text, vocab) == [
        (1.5, "speedup", "llama.cpp"),
        (120.0, "decode_tok_s", "llama.cpp"),
    ]


def test_same_table_with_long_delimiters_reads_alike(vocab: Vocabulary) -> None:
    text = _RIG + (
        "| # | Model | Decode |\n|---|---|---|\n"
        "| 1 | Qwen3 8B Q4 | 120 tok/s |\n| 2 | Llama 3 8B Q4 | 110 tok/s |"
    )
    assert _read(text, vocab) == [
        (120.0, "decode_tok_s", "llama.cpp"),
        (110.0, "decode_tok_s", "llama.cpp"),
    ]


def test_compact_short_delimiters_open_the_next_table(vocab: Vocabulary) -> None:
    text = _RIG + (
        "|Model|Batch|Throughput|\n|:--|--:|--:|\n"
        "|Qwen3 8B Q4|8|410 tok/s|\n|Qwen3 8B Q4|16|655 tok/s|"
    )
    assert [(v, m) for v, m, _ in _read(text, vocab)] == [
        (410.0, "output_tok_s"),
        (655.0, "output_tok_s"),
    ]
