"""Hosted services a text names by their maker or by their own engine's name (reading rules §3:
``vendor`` is a vendor's own code or hosted API). The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "text",
    [
        "With its fast mode, Anthropic delivers roughly 180 tokens/s.",
        "Anthropic's fast mode serves about 180 tok/s, up from 70 tok/s.",
        "Anthropic의 fast mode는 초당 180 토큰을 제공합니다.",
    ],
)
def test_a_maker_serving_only_its_own_models_names_its_service(
    vocab: Vocabulary, text: str
) -> None:
    """A maker whose models only it serves, named as the figure's subject, ran the figure on
    its own hosted service."""
    assert _by_value(text, vocab)[180].engine == "vendor"


@pytest.mark.parametrize(
    "text",
    [
        "We use Anthropic for chat at work. At home, Qwen3-8B decodes 180 tok/s.",
        "Our vLLM server exposes an Anthropic-compatible endpoint and reaches 180 tok/s.",
        "Qwen3-8B reaches 180 tok/s with llama.cpp, as fast as Anthropic.",
    ],
)
def test_a_maker_named_apart_or_as_an_interface_names_no_service(
    vocab: Vocabulary, text: str
) -> None:
    """The maker named in another sentence, as the interface another server speaks, or as a
    yardstick, is not where the figure ran."""
    assert _by_value(text, vocab)[180].engine != "vendor"


@pytest.mark.parametrize(
    "text",
    [
        "Compared to vLLM, Friendli Engine delivers 3.5x faster time to first token.",
        "On one A100, PeriFlow gives 3.5x lower latency than vLLM on two.",
        "FireAttention runs Mixtral 3.5x faster on 8 H100 GPUs.",
    ],
)
def test_a_companys_own_engine_is_vendor(vocab: Vocabulary, text: str) -> None:
    """LABELLING (batch 86): a company's own proprietary engine, named as its product, is
    ``vendor``."""
    assert _by_value(text, vocab)[3.5].engine == "vendor"


def test_a_companys_engine_as_the_baseline_is_not_the_subjects(vocab: Vocabulary) -> None:
    """Reading rules §2: the engine after "than" describes the baseline."""
    claims = _by_value("vLLM decodes 42 tok/s on one A100, 1.5x faster than PeriFlow.", vocab)
    assert claims[42].engine == "vllm"
    assert claims[1.5].engine == "vllm"
