"""A part's number is no run's (docs/READING_RULES.md §4): a multiple a reduction word follows
in Chinese, Japanese or Korean is of the quantity cut (compute, bytes), unless its clause
names a time; the latency of storage or the network is a spec of the machine."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_cjk_multiple_of_a_quantity_cut_is_no_speedup(vocab: Vocabulary) -> None:
    assert _read("→ GPU 연산 최대 6배 절감", vocab) == []
    assert _read("前缀缓存让计算量减少 4 倍。", vocab) == []
    assert _read("メモリ転送を3倍削減した。", vocab) == []


def test_a_cjk_multiple_of_a_time_cut_stays_a_speedup(vocab: Vocabulary) -> None:
    assert _read("SGLang 的延迟降低 3 倍。", vocab) == [(3.0, "speedup")]
    assert _read("RadixAttention으로 지연 시간 2배 감소", vocab) == [(2.0, "speedup")]
    assert _read("吞吐提升 2 倍。", vocab) == [(2.0, "speedup")]


def test_a_storage_or_network_latency_is_a_spec(vocab: Vocabulary) -> None:
    text = "存储:NVMe SSD本地缓存 + 分布式对象存储(延迟<1ms)\n\nTTFT 为 120 ms。\n"
    assert _read(text, vocab) == [(120.0, "ttft")]
    text = "Network latency 2 ms; TTFT was 180 ms on vLLM."
    assert _read(text, vocab) == [(180.0, "ttft")]
    assert _read("NVMe latency ~80 ms under load, decode at 30 ms/token.", vocab) == [
        (30.0, "tpot")
    ]
