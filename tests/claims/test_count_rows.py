"""A row or column counting cores or threads is a spec or a setting, never a figure, even when
a caption gives the table a unit (reading rules §4), each pinned by tables written for it."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


_CAPTION = "All speeds below are in tok/s.\n"


@pytest.mark.parametrize(
    "text",
    [
        _CAPTION + "| Spec | RTX 4090 | RTX 3090 |\n|---|---|---|\n| GPU Cores | 16384 | 10496 |\n",
        _CAPTION + "| Spec | M4 Pro | M4 Max |\n|---|---|---|\n| CPU cores | 14 | 16 |\n",
        _CAPTION + "| | Laptop | Desktop |\n|---|---|---|\n| **P-cores** | 6 | 8 |\n",
        _CAPTION + "| | A100 | H100 |\n|---|---|---|\n| Threads | 8 | 16 |\n",
        _CAPTION + "| Spec | Chip A | Chip B |\n|---|---|---|\n| NPU | 16-core | 32-core |\n",
    ],
)
def test_a_row_counting_cores_or_threads_is_no_figure(text: str, vocab: Vocabulary) -> None:
    assert _values(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the same table's rate row still reads, beside its count row
        (
            "| Spec | RTX 4090 | RTX 3090 |\n|---|---|---|\n| GPU Cores | 16384 | 10496 |\n"
            "| Decode tok/s | 120 | 95 |\n",
            [120.0, 95.0],
        ),
        # a row named for a model or engine is no count, whatever the header says
        (
            _CAPTION
            + "| Model | RTX 4090 | RTX 3090 |\n|---|---|---|\n| Llama 3 8B | 120 | 95 |\n",
            [120.0, 95.0],
        ),
    ],
)
def test_rate_rows_beside_counts_still_read(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert _values(text, vocab) == want
