"""Decoding modes and precisions spelt as other writers spell them.

The rewrites of ``benchmarks/perturb_names.py`` swap a mention for another real spelling of
the same canonical name (reading rules §3) and touch nothing a writer would not respell: code,
URLs, a repository's or a file's name, a flag's value, a table's column names.

A drafter switched off in a plain-decoding name of its own ("no spec", "w/o spec decode",
"without draft", "no SD") is the run's condition, as "no speculative decoding" is (reading
rules §2: negation counts), even listed among the run's other conditions in brackets and on a
page that names no drafting method.
"""

from __future__ import annotations

import pytest

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.rules import Vocabulary

NAMES = load_benchmark("perturb_names").NAMES

# --------------------------------------------------------------------------- the rewrites


def test_eagle_versions_are_hyphenated_or_run_together() -> None:
    text = "EAGLE-3 on vLLM beats Eagle-3 on SGLang and eagle3 elsewhere; EAGLE alone too."
    assert NAMES["mode-spellings"](text) == (
        "EAGLE3 on vLLM beats EAGLE-3 on SGLang and EAGLE-3 elsewhere; Eagle alone too."
    )


def test_names_in_code_urls_and_model_repositories_stay() -> None:
    text = (
        "Run `--speculative-config eagle3` with Qwen3-8B-FP8 from "
        "https://huggingface.co/Qwen/Qwen3-8B-FP8 at --dtype bfloat16 (torch_dtype: bfloat16)."
    )
    for rewrite in NAMES.values():
        assert rewrite(text) == text


def test_a_fenced_block_stays() -> None:
    text = "```\nFP8 EAGLE-3 MTP 120 tok/s\n```"
    for rewrite in NAMES.values():
        assert rewrite(text) == text


def test_mtp_is_spelt_out_in_a_sentence_only() -> None:
    text = "MTP adds 0.1 GiB of VRAM.\n\nBenchmark Eagle3 MTP Difference\n| MTP | 30 |"
    assert NAMES["mode-words"](text) == (
        "Multi-token prediction adds 0.1 GiB of VRAM.\n\n"
        "Benchmark Eagle3 MTP Difference\n| MTP | 30 |"
    )


def test_a_text_that_spells_the_abbreviation_out_is_left_alone() -> None:
    text = "Multi-token prediction (MTP) doubles decode speed on the H200."
    assert NAMES["mode-words"](text) == text


def test_speculative_decoding_shortened_and_back() -> None:
    text = "Speculative decoding helps; spec decode was off."
    assert NAMES["spec-short"](text) == "Spec decoding helps; speculative decoding was off."


def test_precision_case_swaps_both_ways_but_not_glued_names() -> None:
    text = "FP8 beats bf16 and q4_k_m; model-Q4_K_M.gguf and fp8_e4m3 stay."
    assert NAMES["precision-case"](text) == (
        "fp8 beats BF16 and Q4_K_M; model-Q4_K_M.gguf and fp8_e4m3 stay."
    )


def test_precision_words_only_after_a_preposition_and_never_in_a_spec_row() -> None:
    text = "Weights in BF16, compared with fp16; served in float16.\nFP16 TFLOPS: 165"
    assert NAMES["precision-words"](text) == (
        "Weights in bfloat16, compared with float16; served in FP16.\nFP16 TFLOPS: 165"
    )


# ------------------------------------------------------- a drafter switched off, by name

SWITCHED_OFF = [
    "Profiled on 8x H100 with SGLang (batch 16, no spec decoding, CUDA graphs on).\n\n"
    "End to end the change gives 412 tok/s per user, up from 380 tok/s.",
    "Setup (vLLM 0.9, TP4, w/o spec decode, chunked prefill) on 4x H200.\n\n"
    "Decode now runs at 95 tok/s for a single stream.",
    "We reran it on an RTX 4090 with llama.cpp (Q4_K_M, without draft, flash attention).\n\n"
    "Generation: 128 tok/s.",
    "Numbers below are from 2x A100 with vLLM (TP2, no SD, prefix caching off).\n\n"
    "Single-request decode reaches 71 tok/s.",
]


@pytest.mark.parametrize("text", SWITCHED_OFF)
def test_a_drafter_switched_off_in_the_setup_is_plain_decoding(
    text: str, vocab: Vocabulary
) -> None:
    claims = extract_claims(text, vocab)
    assert claims
    assert all(c.mode == "ar" for c in claims)


def test_plain_decoding_described_still_names_no_mode(vocab: Vocabulary) -> None:
    text = (
        "During autoregressive decoding each token needs a full forward pass.\n\n"
        "On 8x H100 with vLLM the model decodes at 60 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_a_plain_label_listed_among_topics_names_no_mode(vocab: Vocabulary) -> None:
    text = (
        "This post covers (quantization, vanilla decoding, prefix caching) on vLLM.\n\n"
        "On 8x H100 the model decodes at 60 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_a_method_listed_among_features_names_no_mode(vocab: Vocabulary) -> None:
    text = (
        "vLLM supports (continuous batching, speculative decoding, LoRA).\n\n"
        "On 8x H100 the model decodes at 60 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None
