"""Latency figures in every layout: time to first token, per-token latency and end-to-end
time (reading rules §4) read the same way in prose of several languages, sweep tables, pasted
benchmark output and JSON; every statistic (mean, median, p99) is labelled; a time that is a
setting or an objective is not. Each class is pinned by sentences of its own, not taken from
the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestGenericLatencyWordsYieldInEveryLanguage:
    """A bare latency word ("延迟", "レイテンシ", "지연") is the generic one: a per-token or
    first-token phrase that it qualifies names the metric, as "inter-token latency" does."""

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("在 H20 上,每个 token 的延迟约 25 毫秒。", [(25.0, "tpot")]),
            ("每个输出 token 耗时 20 毫秒。", [(20.0, "tpot")]),
            ("トークンあたりのレイテンシは 35 ミリ秒でした。", [(35.0, "tpot")]),
            ("토큰당 지연은 15ms였습니다.", [(15.0, "tpot")]),
            ("첫 토큰 지연 시간은 120ms입니다.", [(120.0, "ttft")]),
            ("第一个token的延迟是 300 毫秒。", [(300.0, "ttft")]),
        ],
    )
    def test_the_qualifying_phrase_names_the_metric(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        assert _read(text, vocab) == want

    def test_a_bare_latency_word_stays_the_whole_run(self, vocab: Vocabulary) -> None:
        """With nothing qualifying it, "延迟" and "지연" are the end-to-end time."""
        assert _read("整个请求的延迟为 2.5 秒。", vocab) == [(2.5, "e2e_latency")]
        assert _read("전체 지연은 3100ms였습니다.", vocab) == [(3100.0, "e2e_latency")]


class TestFirstTokenAndPerTokenInEuropeanLanguages:
    """ "bis zum ersten Token", "premier jeton", "pro Token", "par token", "между токенами"
    name the first-token and per-token times as their English words do."""

    @pytest.mark.parametrize(
        "text",
        [
            "Die Zeit bis zum ersten Token lag bei 180 ms, die Latenz pro Token bei 22 ms.",
            "Le temps jusqu'au premier jeton est de 180 ms et la latence par token de 22 ms.",
            "El tiempo hasta el primer token fue de 180 ms y la latencia por token de 22 ms.",
        ],
    )
    def test_both_times(self, text: str, vocab: Vocabulary) -> None:
        assert _read(text, vocab) == [(180.0, "ttft"), (22.0, "tpot")]

    def test_russian_gap_between_tokens(self, vocab: Vocabulary) -> None:
        assert _read("Задержка между токенами 20 мс.", vocab) == [(20.0, "tpot")]

    def test_a_bare_latency_stays_the_whole_run(self, vocab: Vocabulary) -> None:
        assert _read("Die Latenz der Anfrage lag bei 2,4 s.", vocab) == [(2.4, "e2e_latency")]


class TestATotalTimeColumn:
    """A column named "Total" with a time unit is the whole run's time (LABELLING: "Total
    time", koboldcpp's "Total:18.25s"); a total of tokens or of memory is not a time."""

    def test_total_seconds(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Tokens | Total (s) | tok/s |\n|---|---|---|---|\n| 8B | 512 | 6.2 | 82.6 |\n"
        )
        assert _read(text, vocab) == [(6.2, "e2e_latency"), (82.6, "decode_tok_s")]

    def test_a_total_of_tokens_is_no_time(self, vocab: Vocabulary) -> None:
        text = "| Model | Total (tokens) | tok/s |\n|---|---|---|\n| 8B | 512 | 82.6 |\n"
        assert _read(text, vocab) == [(82.6, "decode_tok_s")]


class TestClauseMarksInEveryScriptEndTheFigure:
    """A full-width comma ends a clause as "," does: the next clause's metric is its own."""

    def test_a_first_token_time_before_an_ideographic_comma(self, vocab: Vocabulary) -> None:
        text = "最初のトークンまでの時間は 0.5 秒、トークンあたりのレイテンシは 35 ミリ秒。"
        assert _read(text, vocab) == [(0.5, "ttft"), (35.0, "tpot")]

    def test_a_per_token_time_before_a_fullwidth_comma(self, vocab: Vocabulary) -> None:
        text = "首 token 时延 120 毫秒，每个 token 时延 18 毫秒。"
        assert _read(text, vocab) == [(120.0, "ttft"), (18.0, "tpot")]


class TestTheGapBetweenTokensIsPerTokenLatency:
    """The time between two tokens is the per-token latency, however it is phrased."""

    @pytest.mark.parametrize(
        "text",
        [
            "There are 28 ms between tokens on the L40S.",
            "The gap between consecutive tokens is 28 ms on the L40S.",
        ],
    )
    def test_a_gap_between_tokens(self, text: str, vocab: Vocabulary) -> None:
        assert _read(text, vocab) == [(28.0, "tpot")]

    def test_a_request_every_few_seconds_is_no_token_gap(self, vocab: Vocabulary) -> None:
        """A request sent every 2 s names a load, not a time per token."""
        assert _read("The client sends a request every 2 s.", vocab) == []


class TestPromptTimesPerTokenAreNotTpot:
    """A per-token time of the prompt is prompt processing (not labelled); the output's is."""

    def test_llama_server_timings(self, vocab: Vocabulary) -> None:
        text = '{"timings": {"prompt_per_token_ms": 3.77, "predicted_per_token_ms": 11.72}}'
        assert _read(text, vocab) == [(11.72, "tpot")]

    def test_a_prompt_column_beside_an_output_column(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Prompt time per token (ms) | Time per output token (ms) |\n"
            "|---|---|---|\n"
            "| 8B | 0.9 | 12.5 |\n"
        )
        assert _read(text, vocab) == [(12.5, "tpot")]


class TestLatencyColumnsOfSweepTables:
    """Units in the header or as a suffix in the cell; every statistic column is read."""

    def test_header_units_and_percentile_columns(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Mean TTFT (ms) | P99 ITL (ms) | Median TPOT (ms) |\n"
            "|---|---|---|---|\n"
            "| 1 | 41.3 | 12.8 | 10.4 |\n"
            "| 8 | 88.1 | 19.6 | 13.1 |\n"
        )
        got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
        assert got == [
            (41.3, "ttft", 1),
            (12.8, "tpot", 1),
            (10.4, "tpot", 1),
            (88.1, "ttft", 8),
            (19.6, "tpot", 8),
            (13.1, "tpot", 8),
        ]

    def test_seconds_and_milliseconds_in_the_cells(self, vocab: Vocabulary) -> None:
        text = (
            "| Batch | TTFT | TPOT | E2E latency |\n"
            "|---|---|---|---|\n"
            "| 16 | 0.45 s | 11.4 ms | 3.2 s |\n"
        )
        got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
        assert got == [(0.45, "ttft", "s"), (11.4, "tpot", "ms"), (3.2, "e2e_latency", "s")]

    def test_a_request_rate_column_is_no_latency(self, vocab: Vocabulary) -> None:
        text = "| QPS | Mean ITL (ms) |\n|---|---|\n| 2 | 11.2 |\n| 8 | 14.9 |\n"
        assert _read(text, vocab) == [(11.2, "tpot"), (14.9, "tpot")]

    def test_a_slo_column_is_no_latency(self, vocab: Vocabulary) -> None:
        """A column of objectives beside the measured one gives only the measured figures."""
        text = "| Model | TTFT SLO (ms) | TTFT (ms) |\n|---|---|---|\n| 8B | 200 | 143 |\n"
        assert _read(text, vocab) == [(143.0, "ttft")]


class TestLatencyInPastedBenchmarkOutput:
    """bench_serving / vllm bench serve and trtllm-bench blocks: mean, median and p99 alike."""

    def test_a_serving_benchmark_block(self, vocab: Vocabulary) -> None:
        text = (
            "```\n"
            "============ Serving Benchmark Result ============\n"
            "Benchmark duration (s):                  50.12\n"
            "Mean TTFT (ms):                          45.12\n"
            "P99 TTFT (ms):                           120.33\n"
            "Median ITL (ms):                         11.50\n"
            "P99 E2EL (ms):                           3100.50\n"
            "```\n"
        )
        assert _read(text, vocab) == [
            (45.12, "ttft"),
            (120.33, "ttft"),
            (11.5, "tpot"),
            (3100.5, "e2e_latency"),
        ]

    def test_a_config_block_pasted_beside_it_gives_nothing(self, vocab: Vocabulary) -> None:
        text = "```yaml\nrequest_timeout: 30s\nscrape_interval: 5s\nttft_slo_ms: 500\n```\n"
        assert _read(text, vocab) == []


class TestAPercentileAloneIsTheRequestLatency:
    """A time labelled only by a percentile ("P99 (ms)", "percentile95(ms)") is the latency
    of whole requests (LABELLING: unlabelled "P50/P99 Latency (ms)" is e2e_latency); a
    percentile beside a named metric keeps that metric."""

    def test_percentile_columns(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | P50 (ms) | P99 (ms) |\n|---|---|---|\n| 4 | 892 | 915 |\n"
        assert _read(text, vocab) == [(892.0, "e2e_latency"), (915.0, "e2e_latency")]

    def test_a_key_value_log_line_keeps_its_named_latency_only(self, vocab: Vocabulary) -> None:
        """benchmark.py's bare percentile keys are left out while the labels disagree."""
        text = "[BENCHMARK] batch_size 64 percentile95(ms) 4412.0 latency(ms) 4409.3 x 1"
        assert _read(text, vocab) == [(4409.3, "e2e_latency")]

    def test_a_percentile_label_in_prose(self, vocab: Vocabulary) -> None:
        assert _read("P99: 4.1 s and p95 = 880 ms.", vocab) == [
            (4.1, "e2e_latency"),
            (880.0, "e2e_latency"),
        ]

    def test_a_named_metric_wins(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | TTFT P99 (ms) |\n|---|---|\n| 4 | 140 |\n"
        assert _read(text, vocab) == [(140.0, "ttft")]

    def test_a_percentile_objective_is_no_claim(self, vocab: Vocabulary) -> None:
        assert _read("Our p99 target is 500 ms.", vocab) == []


class TestLatencyInJsonResults:
    """A statistic under a key naming the metric, its unit in the key or in the object."""

    def test_the_unit_in_the_key(self, vocab: Vocabulary) -> None:
        text = '{"ttft_ms": {"mean": 74.6, "p99": 90.2}, "itl_ms": {"median": 11.0}}'
        assert _read(text, vocab) == [(74.6, "ttft"), (90.2, "ttft"), (11.0, "tpot")]

    def test_the_unit_in_the_object(self, vocab: Vocabulary) -> None:
        """genai-perf's export: {"unit": "ms", "avg": ...}; counts and rates stay out."""
        text = (
            '{"time_to_first_token": {"unit": "ms", "avg": 16.2, "p99": 17.1},'
            ' "request_latency": {"unit": "ms", "avg": 499.2},'
            ' "request_throughput": {"unit": "requests/sec", "avg": 5.1},'
            ' "output_sequence_length": {"unit": "tokens", "avg": 128.0},'
            ' "request_timeout": {"unit": "s", "value": 600}}'
        )
        assert _read(text, vocab) == [(16.2, "ttft"), (17.1, "ttft"), (499.2, "e2e_latency")]

    def test_a_unit_stays_in_its_own_object(self, vocab: Vocabulary) -> None:
        """The unit of one object is not the next one's."""
        text = '{"ttft": {"unit": "ms", "avg": 16.2}, "itl": {"avg": 1.8}}'
        assert _read(text, vocab) == [(16.2, "ttft")]


class TestSettingTimesAreNotLatencies:
    """Timeouts, intervals, SLOs and budgets are settings or objectives, not measurements."""

    @pytest.mark.parametrize(
        "text",
        [
            "The server uses a request timeout of 600 s and a keep-alive interval of 15 s.",
            "The health check interval is 30 s and requests time out after 60 s.",
            "Our TTFT SLO is 200 ms for the chat tier.",
            "Set `TTFT_TARGET_MS=200` before starting vLLM.",
            "超时时间设为 60 秒。",
            "Model load time was 12.3 s on the A100.",
        ],
    )
    def test_no_claim(self, text: str, vocab: Vocabulary) -> None:
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("The target model's TTFT is 120 ms on vLLM.", [(120.0, "ttft")]),
            ("With a 600 s timeout, the TTFT was 95 ms.", [(95.0, "ttft")]),
            ("Despite retries, end-to-end latency was 2.4 s.", [(2.4, "e2e_latency")]),
        ],
    )
    def test_a_measurement_beside_a_setting_word_is_read(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        assert _read(text, vocab) == want
