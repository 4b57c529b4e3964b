"""Engines named as another engine's kernels or as what a run did without name no engine of
the figure. The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "text, engine",
    [
        ("SGLang now ships TensorRT-LLM attention kernels: decoding is 2.5x faster.", "sglang"),
        (
            "With vLLM's fused MoE kernel ported, llama.cpp decodes Mixtral 2.5x faster.",
            "llama.cpp",
        ),
        ("Integrating TRT-LLM DSA kernels lifts DeepSeek throughput by 2.5x.", None),
        ("引入 TensorRT-LLM 算子后，SGLang 解码提速 2.5 倍。", "sglang"),
    ],
)
def test_an_engine_named_for_its_kernels_is_a_part_not_the_run(
    vocab: Vocabulary, text: str, engine: str | None
) -> None:
    """Reading rules §1: kernels taken from an engine are a component of the engine that ran
    (or of an unnamed one), not the server the figure was measured on."""
    assert _by_value(text, vocab)[2.5].engine == engine


@pytest.mark.parametrize(
    "text, engine",
    [
        ("Up to 2.5x more throughput without a TensorRT-LLM build step.", None),
        ("No need for vLLM: Ollama alone serves 2.5x more users per box.", "ollama"),
        ("Plain transformers, w/o llama.cpp, decodes at 2.5 tok/s on the CPU.", "transformers"),
    ],
)
def test_an_engine_the_run_did_without_is_not_its_engine(
    vocab: Vocabulary, text: str, engine: str | None
) -> None:
    """Reading rules §2: the "without" side is the other side; an engine left out never ran."""
    assert _by_value(text, vocab)[2.5].engine == engine


def test_both_sides_named_at_once_keep_the_engine(vocab: Vocabulary) -> None:
    """ "with and without TensorRT-LLM": the engine is one side of the comparison, and the
    multiple is what it adds."""
    got = _by_value("On H100, with and without TensorRT-LLM: 2.5x higher throughput.", vocab)
    assert got[2.5].engine == "tensorrt-llm"
    got = _by_value("TensorRT-LLM kernels aside, TensorRT-LLM itself runs 2.5x faster.", vocab)
    assert got[2.5].engine == "tensorrt-llm"


def test_a_kernel_of_the_engines_own_sentence_is_no_other_makers(vocab: Vocabulary) -> None:
    """ "On SGLang the new kernel gives ...": a function word between says the engine is where
    the kernel runs, not the kernel's maker."""
    got = _by_value("On SGLang the new kernel gives a 2.5x speedup.", vocab)
    assert got[2.5].engine == "sglang"
