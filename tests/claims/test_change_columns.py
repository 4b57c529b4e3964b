"""Columns of before/after pairs whose unit only the table's change column names.

LABELLING: "(3.3-->6.2)" is two figures; reading rules §4: a unit may sit only in a table
header. A column whose every cell is a pair of bare figures joined by an arrow is a change
column, and a "Δ aggregate tok/s" column beside it names the unit both sides are in. A
change column in percent lends no unit, and a lone arrow cell under a plain column keeps
its old reading.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_pairs_take_the_unit_the_delta_column_names(vocab: Vocabulary) -> None:
    text = (
        "Measured on one L40S at batch=4 after the fix:\n\n"
        "| Model | sampled | greedy | Δ aggregate tok/s |\n"
        "|---|---|---|---|\n"
        "| Mistral-7B | 41.2 → **70.3** | 44.0 → **75.9** | +71-72% |\n"
        "| Phi-3-mini | 88.5 → **97.1** | 90.2 → **99.8** | +10% |\n"
    )
    assert _read(text, vocab) == [
        (41.2, "output_tok_s"),
        (44.0, "output_tok_s"),
        (70.3, "output_tok_s"),
        (75.9, "output_tok_s"),
        (88.5, "output_tok_s"),
        (90.2, "output_tok_s"),
        (97.1, "output_tok_s"),
        (99.8, "output_tok_s"),
    ]


def test_a_change_column_in_multiples_lends_no_unit(vocab: Vocabulary) -> None:
    text = (
        "| Model | sampled | greedy | Δ (x) |\n"
        "|---|---|---|---|\n"
        "| Mistral-7B | 41.2 → 70.3 | 44.0 → 75.9 | 1.7x |\n"
        "| Phi-3-mini | 88.5 → 97.1 | 90.2 → 99.8 | 1.1x |\n"
    )
    assert [v for v, _ in _read(text, vocab) if v > 30] == []  # only the multiples are read


def test_a_column_of_pairs_with_its_own_unit_reads_both_sides(vocab: Vocabulary) -> None:
    text = (
        "| Model | Decode tok/s |\n"
        "|---|---|\n"
        "| Mistral-7B | 41.2 → 70.3 |\n"
        "| Phi-3-mini | 88.5 → 97.1 |\n"
    )
    assert [v for v, _ in _read(text, vocab)] == [41.2, 70.3, 88.5, 97.1]


def test_a_lone_pair_under_a_plain_column_keeps_its_reading(vocab: Vocabulary) -> None:
    text = "| Model | Decode tok/s |\n|---|---|\n| Phi-3 mini | 40.2 → 44.9 |\n"
    assert _read(text, vocab) == [(40.2, "decode_tok_s")]  # as before: one row is no column
