"""A method named with its short name in brackets is one method, and the family word in its
sentence describes it (reading rules §3: the distinct name is the mode).
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        (
            "This PR wires multi-token prediction (MTP) into the server, turning on speculative"
            " decoding for 1.8x faster generation.",
            "mtp",
        ),
        (
            "We integrate prompt lookup decoding (PLD) as a speculative decoding backend and see"
            " 2.3x faster code edits.",
            "ngram",
        ),
        (
            "Die Multi-Token-Vorhersage (MTP) aktiviert spekulatives Decoding und bringt eine"
            " 1,9x schnellere Generierung.",
            "mtp",
        ),
    ],
)
def test_a_bracketed_short_name_is_the_same_method(text: str, mode: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "speedup" and claim.mode == mode


def test_two_methods_listed_stay_undecided(vocab: Vocabulary) -> None:
    text = "Medusa (heads) and EAGLE (a drafter) both use speculative decoding for 2x speed-ups."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode not in ("medusa", "eagle")
