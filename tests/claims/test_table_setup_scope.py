"""A table's cells take their setup from the table: its header, its row, its own columns.

A byte rate under a header ("Link (GB/s)") is a hardware spec, a column of draft models'
names says a method ran without naming which figure column is its, and a card named in a
row takes no count from a sentence about the same card elsewhere on the page. The tables
here are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


def test_a_byte_rate_column_is_no_memory(vocab: Vocabulary) -> None:
    """ "Link (GB/s)" is a bandwidth, a hardware spec (reading rules §4), not a size."""
    text = (
        "| GPU | Link (GB/s) | Decode tok/s |\n"
        "|---|---|---|\n"
        "| L40S | 64 | 55.1 |\n"
        "| A10 | 32 | 31.7 |\n"
    )
    got = _by_value(text, vocab)
    assert got[55.1].metric == "decode_tok_s"
    assert 64 not in got and 32 not in got


def test_a_column_of_draft_model_names_leaves_the_other_columns_unnamed(
    vocab: Vocabulary,
) -> None:
    """A "Draft Model" column of names says a method ran, not that the system's own column
    is the plain model: only the column named a baseline is ``ar``."""
    text = (
        "| GPU | Target Model | Draft Model | Cypress tok/s | Baseline tok/s |\n"
        "|---|---|---|---|---|\n"
        "| A10 | big-13b | tiny-1b | 80.2 | 41.0 |\n"
        "| L4 | big-13b | tiny-1b | 70.6 | 36.4 |\n"
    )
    got = _by_value(text, vocab, title="Faster speculative decoding")
    assert got[80.2].mode == "speculative"
    assert got[41.0].mode == "ar"


def test_a_table_row_takes_no_count_from_a_mention_elsewhere(vocab: Vocabulary) -> None:
    """ "a single RTX 4090" in the intro gives no count to the rows of a later table that
    name the card (reading rules §2: the row with its headers is the unit)."""
    text = (
        "We show our server running a 70B model on a single RTX 4090.\n\n"
        "Results\n\n"
        "| GPU | Decode tok/s |\n"
        "|---|---|\n"
        "| RTX 4090 | 51.2 |\n"
        "| RTX 3090 | 40.1 |\n"
    )
    got = _by_value(text, vocab)
    assert got[51.2].hardware == "RTX 4090"
    assert got[51.2].gpu_count is None
