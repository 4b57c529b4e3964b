"""A speed column beside a throughput column (speed_columns.py): in a table swept over loads that
prints both, the throughput is the server's sum over the row's requests and the speed each
request's own rate, so the speed stays ``decode_tok_s`` at any concurrency (reading rules §4).
A speed column alone under a load, or a throughput of requests, prompts or all tokens beside it,
is no such contrast and is left to the rest of the reader."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestSpeedBesideThroughputIsOneStream:
    def test_inference_speed_beside_token_throughput_at_each_load(self, vocab: Vocabulary) -> None:
        text = (
            "| Users | Inference Speed (tok/s) | Token Throughput (tok/s) |\n"
            "|---|---|---|\n| 1 | 41.2 | 40.8 |\n| 8 | 37.5 | 296.4 |\n| 32 | 29.1 | 911.7 |\n"
        )
        assert _got(text, vocab) == [
            (41.2, "decode_tok_s"),
            (40.8, "decode_tok_s"),
            (37.5, "decode_tok_s"),
            (296.4, "output_tok_s"),
            (29.1, "decode_tok_s"),
            (911.7, "output_tok_s"),
        ]

    def test_output_speed_beside_output_throughput_with_the_columns_swapped(
        self, vocab: Vocabulary
    ) -> None:
        text = (
            "| Concurrency | Output Throughput (tokens/s) | Output Speed (tokens/s) | TTFT (ms) |\n"
            "|---|---|---|---|\n| 16 | 702.3 | 46.9 | 180 |\n| 64 | 1,843.0 | 31.4 | 420 |\n"
        )
        got = _got(text, vocab)
        assert (46.9, "decode_tok_s") in got and (31.4, "decode_tok_s") in got
        assert (702.3, "output_tok_s") in got and (1843.0, "output_tok_s") in got

    def test_generation_speed_beside_a_chinese_throughput(self, vocab: Vocabulary) -> None:
        text = (
            "| 并发数 | 生成速度 (tokens/s) | 吞吐量 (tokens/s) |\n"
            "|---|---|---|\n| 4 | 52.6 | 208.1 |\n| 16 | 44.0 | 688.3 |\n"
        )
        got = _got(text, vocab)
        assert (52.6, "decode_tok_s") in got and (44.0, "decode_tok_s") in got
        assert (688.3, "output_tok_s") in got

    def test_a_batch_column_and_a_tput_column(self, vocab: Vocabulary) -> None:
        text = (
            "| Batch size | Decode speed (t/s) | Tput (t/s) |\n"
            "|---|---|---|\n| 24 | 18.3 | 431.9 |\n"
        )
        assert _got(text, vocab) == [(18.3, "decode_tok_s"), (431.9, "output_tok_s")]


class TestNoContrastNoChange:
    def test_a_speed_column_alone_under_a_load_stays_the_servers(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | Speed (tok/s) |\n|---|---|\n| 16 | 640.5 |\n| 32 | 1,012.8 |\n"
        assert _got(text, vocab) == [(640.5, "output_tok_s"), (1012.8, "output_tok_s")]

    def test_a_request_throughput_beside_a_speed_is_no_token_sum(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Speed (tok/s) | Request Throughput (req/s) |\n"
            "|---|---|---|\n| 16 | 640.5 | 2.1 |\n"
        )
        assert (640.5, "output_tok_s") in _got(text, vocab)

    def test_a_total_throughput_beside_a_speed_is_no_output_sum(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Output Speed (tok/s) | Total Throughput (tok/s) |\n"
            "|---|---|---|\n| 16 | 640.5 | 1,790.2 |\n"
        )
        assert (640.5, "output_tok_s") in _got(text, vocab)

    def test_a_total_or_prefill_speed_is_not_a_streams_rate(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Total Speed (tok/s) | Output Throughput (tok/s) |\n"
            "|---|---|---|\n| 16 | 2,410.0 | 655.0 |\n"
        )
        got = _got(text, vocab)
        assert (2410.0, "decode_tok_s") not in got
        text = (
            "| Concurrency | Prefill Speed (tok/s) | Output Throughput (tok/s) |\n"
            "|---|---|---|\n| 16 | 3,120.0 | 655.0 |\n"
        )
        got = _got(text, vocab)
        assert (3120.0, "decode_tok_s") not in got and (655.0, "output_tok_s") in got

    def test_a_speedup_column_is_no_speed(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Throughput (tok/s) | Speedup |\n|---|---|---|\n| 16 | 655.0 | 1.8x |\n"
        )
        got = _got(text, vocab)
        assert (655.0, "output_tok_s") in got
