"""Columns of bare numbers whose header names the metric without its unit (``column_units``).

Reading rules §4: a unit may sit only in a table header, and many headers drop it too,
naming the metric alone: a speed or throughput in Chinese, Japanese or Korean words, a
first-token latency in Chinese, a speed-up ratio, an end-to-end latency by its
abbreviation beside a statistic. Quality scores, sizes, prices, parameter counts and
context lengths named the same way stay unread. The tables are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_chinese_speed_column_is_a_token_rate(vocab: Vocabulary) -> None:
    text = (
        "## 推理性能\n\n"
        "| 模型 | 推理速度 | 显存 |\n"
        "|---|---|---|\n"
        "| Baichuan2-7B (FP16) | 36.4 | 15.2 |\n"
        "| Baichuan2-7B (INT8) | 44.9 | 8.1 |\n"
    )
    got = _by_value(text, vocab)
    assert got[36.4].metric == "decode_tok_s" and got[36.4].precision == "FP16"
    assert got[44.9].metric == "decode_tok_s" and got[44.9].precision == "INT8"
    assert 15.2 not in got and 8.1 not in got  # a bare VRAM column names no unit


def test_korean_and_japanese_speed_columns(vocab: Vocabulary) -> None:
    korean = "| 모델 | 속도 | 메모리 |\n|---|---|---|\n| Solar-10.7B | 27.3 | 21.5 |\n"
    got = _by_value(korean, vocab)
    assert got[27.3].metric == "decode_tok_s" and 21.5 not in got
    japanese = "| 量子化 | 生成速度 |\n|---|---|\n| Q5_K_M | 48.6 |\n| Q3_K_S | 61.2 |\n"
    got = _by_value(japanese, vocab)
    assert got[48.6].metric == "decode_tok_s" and got[61.2].precision == "Q3_K_S"


def test_a_first_token_latency_and_a_throughput_in_chinese(vocab: Vocabulary) -> None:
    text = "| 引擎 | 首字延迟 | 吞吐 |\n|---|---|---|\n| SGLang | 95 | 1830 |\n"
    got = _by_value(text, vocab)
    assert got[95].metric == "ttft" and got[95].engine == "sglang"
    assert got[1830].unit == "tok/s"


def test_a_chinese_speedup_column_is_a_multiple(vocab: Vocabulary) -> None:
    text = "| 模型 | 首字加速比 | 解码加速比 |\n|---|---|---|\n| GLM-4-9B | 2.73 | 1.42 |\n"
    got = _by_value(text, vocab)
    assert got[2.73].metric == "speedup" and got[1.42].metric == "speedup"


def test_an_e2e_column_beside_a_statistic_is_an_end_to_end_latency(vocab: Vocabulary) -> None:
    text = (
        "| engine | TTFT p50 | E2E p50 | E2E p99 |\n"
        "|---|---|---|---|\n"
        "| lmdeploy | 22.5 | 640.2 | 1011.8 |\n"
    )
    got = _by_value(text, vocab)
    assert got[22.5].metric == "ttft"
    assert got[640.2].metric == "e2e_latency" and got[1011.8].metric == "e2e_latency"


def test_an_e2e_column_alone_names_no_metric(vocab: Vocabulary) -> None:
    """ "E2E" alone may be a test suite's name: its bare numbers are no claim."""
    text = "| Suite | Unit | E2E |\n|---|---|---|\n| nightly | 412 | 37 |\n"
    assert extract_claims(text, vocab) == []


def test_a_speeds_comparison_rank_or_training_speed_is_no_rate(vocab: Vocabulary) -> None:
    text = (
        "| 模型 | 速度提升 | 相对速度 | 速度排名 | 训练速度 |\n"
        "|---|---|---|---|---|\n"
        "| InternLM2-7B | 1.6 | 0.83 | 2 | 3100 |\n"
    )
    assert extract_claims(text, vocab) == []


def test_a_request_throughput_in_chinese_is_no_token_rate(vocab: Vocabulary) -> None:
    text = "| 并发 | 请求吞吐 |\n|---|---|\n| 16 | 7.5 |\n"
    assert extract_claims(text, vocab) == []


def test_scores_sizes_prices_and_lengths_stay_unread(vocab: Vocabulary) -> None:
    """Quality scores, a card's memory and bandwidth, prices, parameter counts and context
    lengths named in a header without a unit are not performance figures."""
    scores = (
        "| 模型 | MMLU | GSM8K | 困惑度 | 准确率 |\n"
        "|---|---|---|---|---|\n"
        "| Qwen1.5-7B | 61.0 | 62.5 | 7.9 | 84.1 |\n"
    )
    specs = "| GPU | 显存 | 带宽 | 价格 |\n|---|---|---|---|\n| A800 | 80 | 2039 | 9800 |\n"
    model = "| 모델 | 파라미터 | 컨텍스트 길이 |\n|---|---|---|\n| Llama-3.1-8B | 8.0 | 128 |\n"
    for text in (scores, specs, model):
        assert extract_claims(text, vocab) == [], text
