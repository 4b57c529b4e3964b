"""Throughput figures the reader used to miss outright (decode and output token rates in
prose, bullets and pasted lines): numbers written as a tool prints them, units spelled every
way the reading rules list. Each class is pinned by sentences of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_float_printed_with_all_its_digits_is_read_whole(vocab: Vocabulary) -> None:
    """Python prints a float with up to 17 significant digits; the number is read whole."""
    text = "My run printed `decode speed: 31.418592653589793 tokens/s` on the small model."
    assert (31.418592653589793, "decode_tok_s") in _got(text, vocab)
