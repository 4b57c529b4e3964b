"""A plus set apart between words joins two items ("New UI + 95 tok/s decode"), as "and"
would; only a plus on the number ("+12 tok/s") or opening a bracket ("(+ 5 tok/s)") marks a
difference between runs (reading rules §4: read the number as displayed)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_spaced_plus_after_a_word_is_a_conjunction(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("v1.4 — Faster Loader + 95 tok/s Decode on the M2", vocab)
    assert (claim.value, claim.metric) == (95.0, "decode_tok_s")


def test_a_plus_heading_a_list_item_joins_too(vocab: Vocabulary) -> None:
    text = "Release highlights: quantised KV cache + 210 tok/s prefill on one L4."
    assert [c.value for c in extract_claims(text, vocab)] == [210.0]
