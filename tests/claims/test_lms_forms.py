"""Latency, memory and speedup figures in the forms texts write them (reading rules §4).

The texts here are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _claims(text: str, vocab: Vocabulary, source: str | None = None) -> list[Claim]:
    return extract_claims(text, vocab, source=source)


def test_a_flattened_bench_rows_size_unit_is_no_key_of_the_params_after_it(
    vocab: Vocabulary,
) -> None:
    """ "3.56 GiB 6.74 B": GiB closes the size column; 6.74 (billions of parameters) is no
    size, though "GiB 6.74" looks like a log line's "key value"."""
    text = (
        "model size params backend ngl test t/s\n"
        "llama 7B Q4_0 3.56 GiB 6.74 B CUDA 99 tg128 88.10 ± 0.31\n"
        "llama 13B Q4_0 6.86 GiB 13.02 B CUDA 99 tg128 51.20 ± 0.12\n"
    )
    got = _claims(text, vocab)
    assert not [c for c in got if c.value in (6.74, 13.02)]
    # a key before its own unit in brackets still reads: "peak_mem(GB) 21.5"
    log = "step_time 0.41 tokens_per_sec 61.3 peak_mem(GB) 21.5 world_size 1\n"
    assert [c.metric for c in _claims(log, vocab) if c.value == 21.5] == ["memory"]


def test_figures_in_a_cell_share_the_unit_written_after_the_last(vocab: Vocabulary) -> None:
    """ "0.71 / 0.66 s" is two times in seconds, "1,810 + 512 MB kv" two sizes in MB."""
    text = (
        "| release | first TTFT | repeat TTFT |\n"
        "|---|---|---|\n"
        "| v3.1 | 5.12s | 0.71 / 0.66s |\n\n"
        "| Item | old | new |\n"
        "|---|---|---|\n"
        "| VRAM used | 1,810 + 512 MB kv | 1,810 + 2,048 MB kv |\n"
    )
    got = [(c.value, c.metric) for c in _claims(text, vocab)]
    for want in [(0.71, "ttft"), (0.66, "ttft"), (512.0, "memory"), (2048.0, "memory")]:
        assert want in got
    assert got.count((1810.0, "memory")) == 2
    # "41/ 16380 MiB" is used of total; "| VRAM | 16 + 16 GB |" the cards' capacity
    text = "| GPU | VRAM |\n|---|---|\n| 2x 4060 Ti | 16 + 16 GB |\n| 1x 4080 | 41/ 16380 MiB |\n"
    sizes = [c.value for c in _claims(text, vocab) if c.metric == "memory"]
    assert 16.0 not in sizes and 41.0 not in sizes and 16380.0 not in sizes


def test_emphasised_ends_of_a_range_of_multiples_stay_one_range(vocab: Vocabulary) -> None:
    """ "**2.1x** to **4.8x**" is the range "2.1x to 4.8x"; from ... to is still a change."""
    text = "The new kernels give speedups of **2.1x** to **4.8x** on Graviton CPUs.\n"
    got = [(c.value, c.value_min, c.value_max) for c in _claims(text, vocab)]
    assert got == [(3.45, 2.1, 4.8)]
    text = "Tuning moved the speedup from **1.4x** to **2.2x** on Graviton CPUs.\n"
    assert [c.value for c in _claims(text, vocab)] == [1.4, 2.2]


def test_a_price_ratio_is_no_speedup(vocab: Vocabulary) -> None:
    """ "8x more expensive", "4.5x cheaper": prices are no claims (reading rules §4)."""
    text = "The 405B model is 2x slower here, and still 8x more expensive than the 70B.\n"
    assert [c.value for c in _claims(text, vocab)] == [2.0]
    text = "Hosting it on the L40S came out 4.5x cheaper per token than the H100.\n"
    assert _claims(text, vocab) == []


def test_a_word_cut_by_the_window_after_a_time_is_read_whole(vocab: Vocabulary) -> None:
    """ "(+1.92% slower)": a short look after "47.31s" must not read "slo" as an SLO."""
    text = "  • Wall time: 46.42s → 47.31s (+1.92% slower)\n"
    got = [(c.value, c.metric) for c in _claims(text, vocab)]
    assert got == [(46.42, "e2e_latency"), (47.31, "e2e_latency")]
