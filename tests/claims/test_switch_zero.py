"""A method's switch set to nought ("MTP=0") is the method turned off: plain decoding.

Reading rules §2: negation counts ("speculative decoding disabled" is AR), and a with/without
pair's off side is AR. A switch written with its value is the same negation as "MTP=off".
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "On vLLM with an H100: MTP=0 gives 30 tok/s, MTP=1 gives 45 tok/s.",
            [(30.0, "ar"), (45.0, "mtp")],
        ),
        (
            "| setting | decode (tok/s) |\n|---|---|\n"
            "| **MTP off** (`MTP=0`) | 30 |\n| **MTP on** (`MTP=2`) | 45 |\n",
            [(30.0, "ar"), (45.0, "mtp")],
        ),
        (
            "SGLang on H200, EAGLE=0: 80 tok/s, EAGLE=1: 120 tok/s.",
            [(80.0, "ar"), (120.0, "eagle")],
        ),
        ("llama.cpp on an M2 Max, Medusa = 0 → 40 tok/s", [(40.0, "ar")]),
    ],
)
def test_a_method_set_to_nought_is_plain_decoding(
    vocab: Vocabulary, text: str, want: list[tuple[float, str]]
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("vLLM on H100 with MTP (accept=0.8) reaches 80 tok/s.", [(80.0, "mtp")]),
        ("SGLang on H200 with EAGLE=0.7 acceptance reaches 120 tok/s.", [(120.0, "eagle")]),
        ("SGLang on H200 with EAGLE=2 reaches 120 tok/s.", [(120.0, "eagle")]),
    ],
)
def test_a_method_set_to_a_share_or_a_count_stays_on(
    vocab: Vocabulary, text: str, want: list[tuple[float, str]]
) -> None:
    assert _modes(text, vocab) == want
