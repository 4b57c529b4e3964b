"""Room set aside beside a run ("留出 377GB 空间", "预留 2GB") and what a card lacks ("an 11GB
deficit", "6 GB short of fitting") are no run's memory (LABELLING: headroom and a card's
capacity are not memory claims). A run's use stated beside them stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_room_set_aside_is_no_run(vocab: Vocabulary) -> None:
    assert _read("量化后可以为向量数据库预留 96GB 空间。", vocab) == []
    assert _read("- **省显存**: 为 KV cache 腾出 20GB", vocab) == []


def test_what_a_card_lacks_is_no_run(vocab: Vocabulary) -> None:
    assert _read("That leaves a 9 GB shortfall on the 4080, so layers spill to RAM.", vocab) == []
    assert _read("The 32B at Q8 is 7GB short of fitting on a single 3090.", vocab) == []


def test_a_runs_use_beside_them_stays(vocab: Vocabulary) -> None:
    text = "With llama.cpp the 14B used 10.2 GB on my 4070 Ti, a 1.8 GB shortfall for 32K context."
    assert _read(text, vocab) == [(10.2, "memory")]
    assert _read("实测峰值显存 21.4GB,为系统预留 2GB。", vocab) == [(21.4, "memory")]
