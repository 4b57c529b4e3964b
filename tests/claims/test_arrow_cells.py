"""Table cells holding a before/after pair under a column that names the change.

LABELLING: "(3.3-->6.2)" is two figures, and each side of a pair takes its own setup. A
column headed by the change ("Old → New", "Before -> After") holds one run's figure on each
side of the arrow; a unit written once after the last side is both sides'. A header cut by as
many arrows gives each side its own part ("AR → MTP"). An arrow cell under a column that names
no change, or with words beside its figures, keeps its old reading.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_both_sides_of_a_change_cell_are_read_with_the_shared_unit(vocab: Vocabulary) -> None:
    text = (
        "Mistral 7B on a laptop CPU, five runs each:\n\n"
        "| Cache | Old build → New build | Change |\n"
        "|---|---|---|\n"
        "| fp16 | 21.40 → 23.05 tok/s | +8% |\n"
        "| q4 | 19.90 → 22.70 tok/s | +14% |\n"
    )
    assert _read(text, vocab) == [
        (19.9, "decode_tok_s"),
        (21.4, "decode_tok_s"),
        (22.7, "decode_tok_s"),
        (23.05, "decode_tok_s"),
    ]


def test_each_side_takes_its_own_part_of_an_arrow_header(vocab: Vocabulary) -> None:
    text = (
        "Gemma 3 12B on one L40S:\n\n"
        "| Prompt set | Plain → EAGLE-3 (tok/s) |\n"
        "|---|---|\n"
        "| chat | 38.5 -> 71.2 |\n"
    )
    modes = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert modes == {38.5: None, 71.2: "eagle"}


def test_an_arrow_cell_under_a_column_naming_no_change_keeps_its_reading(
    vocab: Vocabulary,
) -> None:
    text = "| Model | Decode speed |\n|---|---|\n| Phi-3 mini | 40.2 → 44.9 tok/s |\n"
    assert _read(text, vocab) == [(40.2, "decode_tok_s")]  # as before: the pair is not cut


def test_words_beside_an_arrow_side_keep_the_cell_whole(vocab: Vocabulary) -> None:
    text = "| Model | Before → After |\n|---|---|\n| Qwen 14B | 30 tok/s on 2 GPUs → 52 tok/s |\n"
    assert 52.0 not in [v for v, _ in _read(text, vocab)]  # the cell is not cut at its arrow
