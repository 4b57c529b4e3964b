"""A bracketed number right after a phase word ("Prompt (1024) tok/s") names the test's length
in a column's name, not a rate (reading rules §4: prompt and output lengths are no claims)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Quant Prompt (1024) tok/s Generation (256) tok/s Size GB\n",
        "Columns: prefill (4096) tokens/s and decode (512) tokens/s, averaged over five runs.\n",
        "model | PP (512) t/s | TG (64) t/s\n",
    ],
)
def test_a_length_in_a_columns_name_is_no_rate(text: str, vocab: Vocabulary) -> None:
    assert _values(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Decode landed at (~35-45) tok/s on the laptop.", [40.0]),
        ("Generation (256 tokens) ran at 61.5 tok/s after the fix.", [61.5]),
        ("Throughput (batch 1): 88 tok/s for generation.", [88.0]),
    ],
)
def test_bracketed_rates_and_labels_still_read(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert _values(text, vocab) == want
