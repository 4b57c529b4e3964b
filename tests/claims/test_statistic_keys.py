"""A table header or row label that names a spread, a percent change, a rank or a target
says what its numbers are: how runs differ, place, changed or ought to do, never a run's
measurement (docs/READING_RULES.md §4; §2 for targets). The measured columns beside them
stay claims. A bandwidth column ("GB/sec") is a spec, whatever the page's rate unit."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.stat_keys import names_statistic
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_stddev_row_under_a_rate_caption_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "Decode on one RTX 4090 (tok/s):\n\n| Metric | FP16 | INT4 |\n|---|---|---|\n"
        "| **Mean TPS** | 12.1 | 31.2 |\n| **TPS Stddev** | 0.17 | 1.18 |\n"
    )
    assert _read(text, vocab) == [(12.1, "decode_tok_s"), (31.2, "decode_tok_s")]


def test_a_comparison_with_a_target_row_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "| Metric | FP16 | INT4 |\n|---|---|---|\n| Decode (tok/s) | 16.0 | 32.0 |\n"
        "| vs Kiosk Target (10 TPS) | 1.6x | 3.2x |\n"
    )
    assert _read(text, vocab) == [(16.0, "decode_tok_s"), (32.0, "decode_tok_s")]


def test_a_rank_column_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "Token generation (tok/s):\n\n| Backend | Avg Rank (lower is better) |\n|---|---|\n"
        "| Vulkan | 1.5 |\n| ROCm | 2.25 |\n"
    )
    assert _read(text, vocab) == []


def test_a_target_column_beside_measured_columns(vocab: Vocabulary) -> None:
    text = (
        "| Model | End-to-end throughput (tok/s) | Target end-to-end throughput (tok/s) |\n"
        "|---|---|---|\n| Llama 8B | 135 | 140 |\n"
    )
    assert _read(text, vocab) == [(135.0, "decode_tok_s")]


def test_a_bandwidth_column_is_a_spec_not_a_rate(vocab: Vocabulary) -> None:
    text = (
        "| Model | Tokens/sec | Throughput (GB/sec) |\n|---|---|---|\n"
        "| Llama 7B | 43.59 | 194.93 |\n"
    )
    assert _read(text, vocab) == [(43.59, "decode_tok_s")]


def test_near_misses_stay_claims(vocab: Vocabulary) -> None:
    # a drafter's target model, a mean column and a row named for a ranked model still count
    text = "| Draft | Target model tok/s | Mean tok/s |\n|---|---|---|\n| 1B | 45.5 | 44.0 |\n"
    assert _read(text, vocab) == [(45.5, "decode_tok_s"), (44.0, "decode_tok_s")]


def test_names_statistic_reads_words_not_parts_of_words() -> None:
    assert names_statistic("TPS Stddev", row=True)
    assert names_statistic("pp512 Δ% (median)", row=True)
    assert names_statistic("1st") and names_statistic("Avg Rank")
    assert not names_statistic("Avg Rank", row=True)  # a row's first cell may be a name
    assert not names_statistic("stdout tok/s")
    assert not names_statistic("Target model")
    assert not names_statistic("Target: H100")
    assert not names_statistic("Standard decode (tok/s)")


def test_a_spread_key_of_a_json_line_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        '{"mean_ttft_ms": 875.2, "std_ttft_ms": 40.29, "mean_tpot_ms": 30.3, "std_tpot_ms": 0.05}\n'
    )
    assert _read(text, vocab) == [(875.2, "ttft"), (30.3, "tpot")]


def test_a_row_in_frames_or_sentences_a_second_is_no_token_rate(vocab: Vocabulary) -> None:
    text = (
        "| Model | Batch | End-to-end throughput |\n|---|---|---|\n"
        "| ResNet-50 (fps) | 20 | 2070 |\n| BERT-Large (sen/s) | 12 | 362 |\n"
        "| Falcon-7B decode (t/s) | 32 | 135 |\n"
    )
    assert [v for v, _ in _read(text, vocab)] == [135.0]


def test_a_rank_setting_is_no_placing(vocab: Vocabulary) -> None:
    # "rank=4" is a setting with its value, no placing
    text = "| Item | Baseline | NKAT rank=4 |\n|---|---|---|\n| tok/s | 70.0 | 62.3 |\n"
    assert [v for v, _ in _read(text, vocab)] == [70.0, 62.3]


@pytest.mark.parametrize(
    "text",
    [
        "| engine | ttft | 1000/tpot |\n|---|---|---|\n| vllm | 1.3s | 14tok/s |\n",
        "| 并发 | TTFT (ms) | 1000/TPOT (tok/s) |\n|---|---|---|\n| 4 | 812 | 14.2 |\n",
        "| conc | 1000 / median_TPOT |\n|---|---|\n| 1 | 47.3 tok/s |\n",
    ],
)
def test_a_rate_given_only_as_1000_over_tpot_is_the_reported_decode_rate(
    vocab: Vocabulary, text: str
) -> None:
    # where a table gives its speed only as 1000/TPOT in tok/s, that is the rate it reports
    assert "decode_tok_s" in [m for _, m in _read(text, vocab)]


def test_a_tpot_column_in_ms_stays_a_per_token_time(vocab: Vocabulary) -> None:
    text = "| engine | TPOT (ms) |\n|---|---|\n| vllm | 71.4 |\n"
    assert _read(text, vocab) == [(71.4, "tpot")]
