"""Memory in use written the short ways a monitor or a log writes it (docs/READING_RULES.md
§4: memory in use is a claim, a card's capacity never is): "Mem" for memory, a bare "G" glued
to a used-of-total pair ("280G/512G", "内存占用 903.6G/944G"), the first size the run's, the
second what the machine has."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "used"),
    [
        ("MEM USE: 41G/128G while the agent ran.", 41.0),
        ("显存占用: 19.5G/24G,生成速度 32 tokens/s", 19.5),
        ("Mem: 6.3 GB after the first reply.", 6.3),
    ],
)
def test_a_used_of_total_pair_or_mem_reads_the_use(
    text: str, used: float, vocab: Vocabulary
) -> None:
    """ "41G/128G": 41 GB in use, 128 GB the machine's (no claim); "Mem: 6.3 GB" is memory."""
    assert _memory(text, vocab) == [used]


@pytest.mark.parametrize(
    "text",
    [
        "#SBATCH --mem=64G\nsrun python bench.py",
        "The modem switches between 4G/5G bands under load.",
        "Our mem-bound kernel reads 12 GB/s from the cache.",
    ],
)
def test_a_setting_a_network_or_a_bandwidth_stays_unread(text: str, vocab: Vocabulary) -> None:
    """A scheduler's --mem setting, "4G/5G" networks and a bandwidth are no memory in use."""
    assert _memory(text, vocab) == []
