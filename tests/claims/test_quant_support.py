"""A precision named as supported (a list of schemes, a capability) is no run's precision;
one named in the figure's own sentence, or as the post's setup, still is."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_list_of_schemes_an_engine_serves_gives_no_precision(vocab: Vocabulary) -> None:
    text = (
        "The server also loads GPTQ/AWQ checkpoints. On one A100 it decodes Mistral 7B at 95 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
    text = "Quantization support: FP8, INT8, AWQ, GPTQ\n\nOn one L40S it decodes at 71 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_a_capability_gives_no_precision(vocab: Vocabulary) -> None:
    text = (
        "On my RTX 3090 the engine answers 200 tokens in 3.1 seconds.\n\n"
        "A nice bonus: it allows 8-bit quantization, which halves the memory."
    )
    (claim,) = extract_claims(text, vocab, source="https://github.com/someone/tool/issues/4")
    assert claim.precision is None


def test_a_setup_naming_one_scheme_still_gives_it(vocab: Vocabulary) -> None:
    text = "We serve the AWQ checkpoint. On one A100 it decodes Mistral 7B at 95 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "INT4"
    (claim,) = extract_claims("With GPTQ/AWQ weights it decodes at 95 tok/s on an A100.", vocab)
    assert claim.precision == "INT4"


def test_a_chips_compute_at_a_precision_is_no_models_precision(vocab: Vocabulary) -> None:
    text = "The new node sustains 2,744 TFLOPS FP8.\n\nIt serves Llama 3 70B at 9,500 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
    text = "MI355X 的 FP8 性能接近 5000 TFLOPS。\n\n实测 Llama 3 70B 达到 9,500 tok/s。"
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
    text = "It ships FP8-optimized GEMMs.\n\nIt serves Llama 3 70B at 9,500 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_a_chinese_capability_gives_no_precision(vocab: Vocabulary) -> None:
    text = "这块显卡首次支持 FP8。\n\n实测 Llama 3 70B 达到 9,500 tok/s。"
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_a_model_served_at_fp8_keeps_it(vocab: Vocabulary) -> None:
    text = "We serve Llama 3 70B in FP8.\n\nIt reaches 9,500 tok/s on eight H100s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "FP8"
