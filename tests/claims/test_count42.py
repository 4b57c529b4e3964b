"""The text's one single card counts a table's rows only when stated with the title or after
the table; one stated in the body above the table counts the prose figures, not the rows.

Reading rules §2 (a table's row is its own unit: "a single RTX 4090" in the intro counts no
row's card; "- Note: a single RTX 3090" above a table gives its rows no count) and §3 /
LABELLING (a title's "on a single RTX 3090" gives count 1 to the write-up's figures; a setup
section after the results, "All runs used a single RTX 4090", describes the runs above it).
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary

_ROWS = "| Engine | Decode tok/s |\n|---|---|\n| vLLM | 61.2 |\n| SGLang | 70.4 |\n"


def _counts(text: str, vocab: Vocabulary) -> dict[float, int | None]:
    return {c.value: c.gpu_count for c in extract_claims(text, vocab)}


def test_a_single_card_above_the_table_counts_no_row(vocab: Vocabulary) -> None:
    """Must not fire: the intro's single card, a heading and a caption away, counts no row."""
    for lead in [
        "All tests ran on a single RTX 3090 (24GB).",
        "测试在单个 RTX 3090 上完成。",
        "- Note: a single RTX 3090 was used.\n- Driver 550",
    ]:
        text = (
            f"# Qwen3-8B on the RTX 3090\n\n{lead}\n\n## Results\n\n"
            f"Decode speed by engine:\n\n{_ROWS}"
        )
        assert _counts(text, vocab) == {61.2: None, 70.4: None}, lead


def test_a_single_card_above_the_table_still_counts_prose_below(vocab: Vocabulary) -> None:
    """Must fire: the prose figure after the table takes the one card's count; rows do not."""
    text = (
        "# Qwen3-8B on the RTX 3090\n\nAll tests ran on a single RTX 3090 (24GB).\n\n"
        "## Results\n\nDecode speed by engine:\n\n" + _ROWS + "\n## Notes\n\n"
        "With speculative decoding the RTX 3090 reached 95 tok/s.\n"
    )
    assert _counts(text, vocab) == {61.2: None, 70.4: None, 95.0: 1}


@pytest.mark.parametrize(
    "tail",
    [
        "All runs used a single RTX 3090.",
        "Hardware: 1x RTX 3090 24GB.",
        "硬件:单个 NVIDIA RTX 3090 GPU。",
    ],
)
def test_a_single_card_after_the_table_counts_its_rows(tail: str, vocab: Vocabulary) -> None:
    """Must fire: a setup section after the results describes the runs above it."""
    text = f"# Qwen3-8B decode on the RTX 3090\n\n{_ROWS}\n## Setup\n\n{tail}\n"
    assert _counts(text, vocab) == {61.2: 1, 70.4: 1}


def test_a_statement_before_and_one_after_the_table_count_the_rows(vocab: Vocabulary) -> None:
    text = "Tested on a single RTX 3090.\n\n" + _ROWS + "\n## Setup\n\nGPU: one RTX 3090 24GB.\n"
    assert _counts(text, vocab) == {61.2: 1, 70.4: 1}


def test_a_two_card_count_anywhere_stops_the_rows_and_the_prose(vocab: Vocabulary) -> None:
    text = (
        "# Qwen3-8B decode on the RTX 3090\n\n" + _ROWS + "\n## Setup\n\n"
        "Most runs used a single RTX 3090; the vLLM one used two RTX 3090s.\n"
    )
    assert _counts(text, vocab) == {61.2: None, 70.4: None}
