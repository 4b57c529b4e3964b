"""Under a caption stating the unit, a column named for a number of drafts, heads or drafted
tokens ("2 drafts", "3 heads", "k=4") is a run's column, like "1 draft" (reading rules §2,
§4: a header is the cell's context)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

CAPTION = "llama.cpp on RTX 4090, tok/s:\n\n"


def _table(name: str) -> str:
    return f"| model | no MTP | {name} |\n|---|---|---|\n| Qwen3 | 40 | 61 |\n| Llama | 30 | 45 |\n"


@pytest.mark.parametrize("name", ["1 draft", "2 drafts", "3 heads", "k=2", "K = 4"])
def test_a_draft_count_column_is_read(name: str, vocab: Vocabulary) -> None:
    claims = extract_claims(CAPTION + _table(name), vocab)
    assert [c.value for c in claims] == [40.0, 61.0, 30.0, 45.0]
    assert {c.hardware for c in claims} == {"RTX 4090"}


@pytest.mark.parametrize("name", ["Notes", "kernel"])
def test_a_column_of_no_run_stays_unread(name: str, vocab: Vocabulary) -> None:
    """Near misses: a column whose header names no variant takes no caption unit."""
    claims = extract_claims(CAPTION + _table(name), vocab)
    assert [c.value for c in claims] == [40.0, 30.0]


@pytest.mark.parametrize(
    ("names", "counts"), [(("TP=1", "TP=2"), (1, 2)), (("TP = 4", "TP = 8"), (4, 8))]
)
def test_a_column_per_tensor_parallel_size(
    names: tuple[str, str], counts: tuple[int, int], vocab: Vocabulary
) -> None:
    """ "| TP=1 | TP=2 |" under "vLLM on H100, tok/s:": a run per column, each its GPU count."""
    table = f"| model | {names[0]} | {names[1]} |\n|---|---|---|\n| Qwen3 | 40 | 61 |\n"
    claims = extract_claims("vLLM on H100, tok/s:\n\n" + table, vocab)
    assert [(c.value, c.gpu_count, c.hardware) for c in claims] == [
        (40.0, counts[0], "H100"),
        (61.0, counts[1], "H100"),
    ]


def test_a_negated_method_column_is_the_plain_one(vocab: Vocabulary) -> None:
    """ "| no MTP | 8 users |": "no MTP" is the plain column; the other is not made plain."""
    claims = extract_claims(CAPTION + _table("8 users"), vocab)
    assert [(c.value, c.mode, c.concurrency) for c in claims] == [
        (40.0, "ar", None),
        (61.0, None, 8),
        (30.0, "ar", None),
        (45.0, None, 8),
    ]


def test_a_column_beside_a_method_column_is_still_plain(vocab: Vocabulary) -> None:
    """Near miss: beside a named method, a baseline column is the plain model."""
    table = "| model | baseline | EAGLE-3 |\n|---|---|---|\n| Qwen3 | 40 | 61 |\n"
    claims = extract_claims(CAPTION + table, vocab)
    assert [(c.value, c.mode) for c in claims] == [(40.0, "ar"), (61.0, "eagle")]
