"""A keyed value written as a range keeps both ends (reading rules §4: ranges keep both ends).

"Tokens per second: 30-40 TPS" and "decode_tps: 30 to 40" name the unit in the key; the value
after it is a range, not its lower end alone. A date after a key is no range.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_a_unit_key_before_a_range_keeps_both_ends(vocab: Vocabulary) -> None:
    text = (
        "Hosted endpoint, measured over a week:\n- Tokens per second: 30-40 TPS\n- Peak: 52 tok/s\n"
    )
    got = sorted((c.value, c.value_min, c.value_max) for c in extract_claims(text, vocab))
    assert got == [(35.0, 30.0, 40.0), (52.0, None, None)]


def test_a_word_key_naming_the_unit_keeps_both_ends(vocab: Vocabulary) -> None:
    text = "decode_tps: 120 to 140\nbuilt: 2024-05-01\n"
    (claim,) = extract_claims(text, vocab)
    assert (claim.value_min, claim.value_max) == (120.0, 140.0)
