"""Sizes, multiples and rates that stand next to performance words and are no claim
(docs/READING_RULES.md §2 and §4), each class pinned by made-up texts in the shapes real
posts have, with a real figure beside the look-alike so that real figures stay read."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Free memory after warm-up: 9.6 GiB of 24 GiB.", []),
        ("nvidia-smi reports 31.4 GB free of 47.9 GB on the L40S.", []),
        ("The Q5 weights take about 30GB of VRAM, which leaves 10GB for the cache.", [(30.0, "memory")]),
        ("显存占用 17.5GB，剩余显存 6GB。", [(17.5, "memory")]),
        ("Peak VRAM was 20.3 GB with 3.7 GB left over.", [(20.3, "memory")]),
    ],
)
def test_memory_left_free_or_available_is_no_footprint(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """What a card still has free is no run's use; the use beside it stays."""
    assert _read(text, vocab) == want
