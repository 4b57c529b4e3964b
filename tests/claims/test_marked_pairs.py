"""A before/after pair keeps its first side when the text marks it up: the second number set
in bold ("41 → **58 tok/s**"), both sides bold, or the arrow written as an HTML entity that a
Markdown renderer displays as ">" (reading rules §2: from/to pairs; §4: read as displayed)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_the_first_side_of_a_change_to_a_bold_result_is_read(vocab: Vocabulary) -> None:
    text = "The new sampler takes decode from 41 → **58 tok/s** on the test prompt."
    assert _values(text, vocab) == [(41.0, "decode_tok_s"), (58.0, "decode_tok_s")]


def test_both_sides_bold_are_read(vocab: Vocabulary) -> None:
    text = "Generation moved **33** -> **47 tok/s** after the cache fix."
    assert _values(text, vocab) == [(33.0, "decode_tok_s"), (47.0, "decode_tok_s")]


def test_an_italic_result_keeps_its_baseline(vocab: Vocabulary) -> None:
    text = "Prompt processing went 812 -> *1,240 tok/s* with the new kernel."
    assert [v for v, _ in _values(text, vocab)] == [812.0, 1240.0]


def test_an_escaped_arrow_reads_as_the_arrow_it_displays(vocab: Vocabulary) -> None:
    text = "* batched sampling for a 3x speedup (21.5 -&gt; 64 tok/s) ([#42](https://x.test/42))"
    assert (21.5, "decode_tok_s") in _values(text, vocab)


def test_an_escaped_ampersand_joins_a_pair_as_displayed(vocab: Vocabulary) -> None:
    text = "Single-stream decode on the L4 was 38 &amp; 44 tok/s for the two quants."
    assert [v for v, _ in _values(text, vocab)] == [38.0, 44.0]
