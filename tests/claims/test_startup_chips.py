"""Start-ups' inference chips are hardware as written (reading rules §3, LABELLING: chip
start-ups). Made-up sentences, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text, chip",
    [
        ("On its CS-3 system the model decodes at 1,800 tokens/s per user.", "WSE-3"),
        ("A NorthPole card decodes the 8B model at 1,800 tokens/s.", "NorthPole"),
        ("The d-Matrix server decodes the 8B model at 1,800 tokens/s.", "d-Matrix"),
        ("Eight Etched Sohu chips decode the 70B model at 1,800 tokens/s.", "Sohu"),
        ("On two R9700 cards the 30B model decodes at 1,800 tokens/s.", "Radeon AI PRO R9700"),
        # the company alone stays the company's hardware
        ("Cerebras decodes the 70B model at 1,800 tokens/s per user.", "Cerebras"),
    ],
)
def test_a_named_chip_is_its_hardware(vocab: Vocabulary, text: str, chip: str) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == chip


def test_a_news_site_named_sohu_is_no_chip(vocab: Vocabulary) -> None:
    """Sohu is also a Chinese news portal: the bare word names no chip."""
    (claim,) = extract_claims("据 Sohu 报道，该模型每秒生成 1800 tokens/s。", vocab)
    assert claim.hardware is None
