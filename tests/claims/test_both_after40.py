"""A phrase closing a sentence with "both"/"all"/"each" gives its names to every figure before it.

Reading rules §2: the clause decides first, then the sentence; words closing the sentence after
its last clause state what both sides ran. "vLLM hits 2,900 tok/s and SGLang hits 3,400 tok/s,
both on one H100 at batch 64" gave the H100 to the 3,400 alone; "both with Q4_K_M" gave the
precision to the last figure alone.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "field", "want"),
    [
        (
            "vLLM 0.6.3 hits 2,900 tok/s and SGLang 0.3 hits 3,400 tok/s, both on one H100.",
            "hardware",
            "H100",
        ),
        (
            "SGLang reaches 3,400 tok/s vs 2,900 tok/s for vLLM, both on one H100.",
            "hardware",
            "H100",
        ),
        (
            "llama.cpp does 41 tok/s and Ollama does 38 tok/s, both with Q4_K_M on an M2 Pro.",
            "precision",
            "Q4_K_M",
        ),
        (
            "TGI gets 1,100 tok/s, vLLM 1,350 tok/s and SGLang 1,500 tok/s; all three on an L40S.",
            "hardware",
            "L40S",
        ),
    ],
)
def test_a_closing_both_phrase_names_every_figure(
    text: str, field: str, want: str, vocab: Vocabulary
) -> None:
    assert {getattr(c, field) for c in extract_claims(text, vocab)} == {want}


@pytest.mark.parametrize(
    ("text", "value", "want"),
    [
        # a figure whose own clause names its card keeps it
        (
            "vLLM does 2,900 tok/s on an A100 and SGLang 3,400 tok/s, both at batch 64.",
            2900.0,
            "A100",
        ),
        # no "both": a closing card after the second figure's clause stays that clause's
        ("vLLM does 2,900 tok/s and SGLang does 3,400 tok/s on an H100.", 2900.0, None),
    ],
)
def test_a_figures_own_card_or_no_both_phrase(
    text: str, value: float, want: str | None, vocab: Vocabulary
) -> None:
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got[value] == want
