"""Figures the reader used to miss or read with the wrong metric (recall): units given once
for several figures, tables cut short by the parser, multiples that lost their sign. Each
class is pinned by sentences of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_wider_table_under_a_note_keeps_all_its_columns(vocab: Vocabulary) -> None:
    """A note line right under a table starts the next table; that table may have more
    columns than the first, and its last column (a speedup) is read too."""
    text = (
        "| part | setup A | setup B |\n"
        "|---|---|---|\n"
        "| card | L40S | L40S x2 |\n"
        "Measured with the same prompts:\n"
        "| prompt | latency 1 card (ms) | latency 2 cards (ms) | speedup |\n"
        "|---|---|---|---|\n"
        "| short | 2100 | 1300 | 1.62x |\n"
        "| long | 9000 | 5200 | 1.73x |\n"
    )
    got = _got(text, vocab)
    assert (1.62, "speedup") in got
    assert (1.73, "speedup") in got
    assert (2100.0, "e2e_latency") in got


def test_a_bare_speedup_column_takes_the_better_neighbours_setup(vocab: Vocabulary) -> None:
    """A Speedup column naming nothing, right of two figure columns that divide to it, is
    the gain of the nearer column when that one holds the better figure."""
    text = (
        "Decode speed (t/s) on a 16-core desktop:\n\n"
        "| threads | Q8_0 | Q4_K_M | Speedup |\n"
        "|---|---|---|---|\n"
        "| 8 | 20.0 | 30.0 | 1.50 |\n"
    )
    speed = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.precision) for c in speed] == [(1.5, "Q4_K_M")]


def test_a_speedup_column_whose_near_side_is_worse_keeps_no_side(vocab: Vocabulary) -> None:
    """When the nearer column holds the worse figure, the multiple is the other side's."""
    text = (
        "| batch | Q4_K_M tok/s | Q8_0 tok/s | ratio speedup |\n"
        "|---|---|---|---|\n"
        "| 1 | 30.0 | 20.0 | 1.50x |\n"
    )
    speed = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.precision) for c in speed] == [(1.5, None)]
