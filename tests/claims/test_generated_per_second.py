"""A token rate with its phase between the token and the second: "58.2 tokens generated per
second". Reading rules §4: units vary ("a token rate of 969 per second")."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("58.2 tokens generated per second on the 3090.", [(58.2, "decode_tok_s")]),
        ("It reaches 40 tokens decoded a second with llama.cpp.", [(40.0, "decode_tok_s")]),
        ("Roughly 75 tokens produced every second on an M3 Max.", [(75.0, "decode_tok_s")]),
        ("About 31 tokens output per second at batch 1.", [(31.0, "decode_tok_s")]),
    ],
)
def test_a_phase_between_token_and_second(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "120 tokens generated in 3 s of wall time.",  # a count and a duration, no rate given
        "It generated 512 tokens per request.",  # a length per request
    ],
)
def test_no_rate_without_the_second(text: str, vocab: Vocabulary) -> None:
    assert all(m != "decode_tok_s" or v not in (120.0, 512.0) for v, m in _read(text, vocab))
