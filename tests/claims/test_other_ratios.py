"""Multiples of something other than a run's speed: a column or key naming a compression,
memory, bandwidth or cost ratio, and multiples set in apposition after a spec's figure
(docs/READING_RULES.md §4; LABELLING: quantization compression ratios are not speedups,
bandwidth ratios are specs). A speedup column beside them, and a multiple after a run's
rate, stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_compression_or_memory_ratio_column_is_no_speedup(vocab: Vocabulary) -> None:
    text = (
        "| Scheme | Compression ratio | Memory (vs FP16) | Speedup |\n|---|---|---|---|\n"
        "| INT4 | 4x | 0.25x | 2.3x |\n| FP8 | 2x | 0.5x | 1.4x |\n"
    )
    assert _read(text, vocab) == [(2.3, "speedup"), (1.4, "speedup")]
    text = "| 方案 | 压缩率 | 加速比 |\n|---|---|---|\n| W4A16 | 3.9x | 2.1x |\n"
    assert _read(text, vocab) == [(2.1, "speedup")]


def test_multiples_after_a_spec_figure_are_that_specs(vocab: Vocabulary) -> None:
    text = "One RTX 5090 has 1,792 GB/s of bandwidth, 2.4x the RTX 4080 and 1.8x the RTX 4090."
    assert _read(text, vocab) == []
    assert _read("It packs 2,250 TFLOPS of FP8, roughly 2.3x an H100.", vocab) == []


def test_a_multiple_after_a_runs_rate_stays(vocab: Vocabulary) -> None:
    text = "On one MI300X the server reached 2,400 tok/s, 1.7x the previous release."
    assert [m for _, m in _read(text, vocab)] == ["output_tok_s", "speedup"]


def test_a_price_multiple_in_japanese_or_chinese_is_no_speedup(vocab: Vocabulary) -> None:
    assert _read("値段は約 3 倍です。", vocab) == []
    assert _read("售价是 4080 的 1.6 倍。", vocab) == []
    assert _read("RTX 5090 的推理速度是 4090 的 1.4 倍。", vocab) == [(1.4, "speedup")]
