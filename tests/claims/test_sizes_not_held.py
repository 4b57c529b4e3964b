"""Sizes that are no memory claim (docs/READING_RULES.md §4; LABELLING: "a tool's size column or
field describing the file is not", "a file size in a model card's table is not labelled, one in
a bullet list or sentence is `memory`", "written-out arithmetic … is not"): a
table's size column and a size worked out by the text's own product or quotient. Peak, used and
stated sizes stay."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.worked_sizes import is_worked_size
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return sorted(c.value for c in extract_claims(text, vocab) if c.metric == "memory")


def test_a_size_column_describes_the_file(vocab: Vocabulary) -> None:
    """ "| Model Size (GB) |" beside "| Peak Mem (GB) |": only the peak is the run's memory."""
    text = (
        "| Model | Precision | tok/s | Peak Mem (GB) | Model Size (GB) |\n"
        "|---|---|---|---|---|\n"
        "| Zeta-9B | bf16 | 61.2 | 19.4 | 18.1 |\n"
        "| Zeta-9B | int4 | 118.7 | 7.9 | 5.6 |\n"
    )
    assert _memory(text, vocab) == [7.9, 19.4]


def test_a_size_row_describes_the_file(vocab: Vocabulary) -> None:
    """A transposed table's "Model size" row is the files; its "VRAM used" row is the run's."""
    text = (
        "| Metric | FP16 | INT4 |\n"
        "|---|---|---|\n"
        "| Decode tok/s | 22.5 | 47.1 |\n"
        "| Model size | 13 GB | 4.3 GB |\n"
        "| VRAM used | 14.2 GB | 5.6 GB |\n"
    )
    assert _memory(text, vocab) == [5.6, 14.2]


@pytest.mark.parametrize(
    "text",
    [
        "The Zeta-9B checkpoint is 18.1 GB on disk.",
        "- Model size: 5.6 GB (int4)",
        "Peak memory reached 19.4 GB while decoding at 61 tok/s.",
    ],
)
def test_a_size_in_prose_or_a_field_line_stays(text: str, vocab: Vocabulary) -> None:
    """A model's size in a sentence or a bullet, and a peak, are `memory`."""
    assert len(_memory(text, vocab)) == 1


def test_a_kv_cache_column_with_size_stays(vocab: Vocabulary) -> None:
    """ "KV cache size" names the run's own cache: memory, though the key says "size"."""
    text = "| Context | KV cache size | tok/s |\n|---|---|---|\n| 8K | 1.3 GB | 40.2 |\n"
    assert _memory(text, vocab) == [1.3]


@pytest.mark.parametrize(
    "text",
    [
        "Memory math: 9B × 2 bytes = 18 GB in BF16.",
        "Memory math: a 9B model at 4-bit is 9 x 0.5 = 4.5 GB.",
        "KV cache = 2 × 40 layers × 5120 × 2 bytes × 4096 tokens ≈ 3.4 GB.",
        "The weights need 9B × 2 bytes ≈ 18 GB of memory.",
    ],
)
def test_worked_arithmetic_is_no_claim(text: str, vocab: Vocabulary) -> None:
    """A size that is the result of the writer's own product is arithmetic, not a footprint."""
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("- 30B Q4 = 18 GB, too big for one 16 GB card", "18"),
        ("Loading it needs about 60 GB (30B × 2 bytes).", "60"),
        ("Peak memory was 12.5 GB; 12.5 / 24 is about half the card.", "12.5"),
    ],
)
def test_a_stated_size_is_not_worked(text: str, value: str) -> None:
    """No operator before its "=" (or the sum after the size): the size is stated."""
    assert not is_worked_size(text, text.index(value))
