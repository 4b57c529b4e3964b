"""A table split in two under one lead-in: the second half reads the first half's caption.

Model cards often print one measurement as two tables of the same shape (one per precision),
separated by a blank line only; the lead-in sentence above the first ("decode throughput
(tok/s) on one L40S") is the context of both (reading rules §1: what stands directly above).
A table of another shape after them is no half of the same statement.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_the_second_table_of_the_same_shape_takes_the_lead_in_unit(vocab: Vocabulary) -> None:
    text = (
        "The tables below give single-stream decode throughput (tok/s) on one L40S.\n\n"
        "| Prompt | Ours FP16 | Baseline FP16 |\n|---|---|---|\n| short | 88.2 | 40.1 |\n\n"
        "| Prompt | Ours INT4 | Baseline INT4 |\n|---|---|---|\n| short | 131.7 | 52.9 |\n\n"
        "| Model | Layers | Heads |\n|---|---|---|\n| small | 131 | 52 |\n"
    )
    got = {c.value: (c.metric, c.hardware) for c in extract_claims(text, vocab)}
    assert got[131.7] == got[52.9] == ("decode_tok_s", "L40S")
    assert 131 not in got and 52 not in got
