"""A throughput set against its own run's per-token latency (per_token_rates.py): a rate equal
to 1000 / TPOT is one stream's (decode_tok_s), as LABELLING.md's eleventh pass reads a script's
"Throughput" equal to 1/TPOT; a serving tool's named output or sum, a load above one, or a rate
far from 1/TPOT stays the server's output."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


class TestThroughputAtOnePerTpot:
    """Must fire: a keyed throughput whose value is 1000 / TPOT of its own report."""

    def test_keyed_lines_of_one_report(self, vocab: Vocabulary) -> None:
        text = (
            "Results of the eval script:\n"
            "- TTFT: 0.21 s\n"
            "- TPOT: 19.6 ms\n"
            "- Throughput (tok/s): 50.8\n"
            "- Peak memory: 9.1 GB\n"
        )
        assert _rates(text, vocab) == [(50.8, "decode_tok_s")]

    def test_latency_in_seconds_per_token(self, vocab: Vocabulary) -> None:
        text = (
            "Time per output token (s): 0.0312\nThroughput (tokens/s): 31.4\nTotal time: 16.2 s\n"
        )
        assert _rates(text, vocab) == [(31.4, "decode_tok_s")]

    def test_two_agreeing_paces_of_one_run(self, vocab: Vocabulary) -> None:
        text = "* Median ITL (ms): 33.0\n* Mean TPOT (ms): 33.6\n* Throughput (tok/s): 29.9\n"
        assert _rates(text, vocab) == [(29.9, "decode_tok_s")]


class TestLeftAsTheServersOutput:
    """Must not fire: a named output or sum, a load above one, a rate far from 1/TPOT."""

    def test_a_sum_or_a_peak_of_a_serving_tool(self, vocab: Vocabulary) -> None:
        text = "TPOT (ms): 21.40\nTotal token throughput (tok/s): 46.52\n"
        assert _rates(text, vocab) == [(46.52, "total_tok_s")]
        text = "TPOT (ms): 21.40\nPeak output token throughput (tok/s): 46.00\n"
        assert _rates(text, vocab) == [(46.0, "output_tok_s")]

    def test_output_throughput_far_above_one_per_tpot(self, vocab: Vocabulary) -> None:
        text = "TPOT (ms): 21.40\nOutput token throughput (tok/s): 465.20\n"
        assert _rates(text, vocab) == [(465.2, "output_tok_s")]


class TestTheServersOutputAtOnePerTpot:
    """The twenty-fifth pass: a serving tool's output rate at 0.90-1.03 of its own 1000/TPOT,
    with no load stated, is one stream's (the first token's wait puts it just below)."""

    def test_output_token_throughput_at_one_per_tpot(self, vocab: Vocabulary) -> None:
        text = "TPOT (ms): 21.40\nOutput token throughput (tok/s): 46.52\n"
        assert _rates(text, vocab) == [(46.52, "decode_tok_s")]

    def test_output_rate_just_below_one_per_tpot(self, vocab: Vocabulary) -> None:
        text = "Mean TPOT (ms): 23.37\nOutput throughput: 41.85 tok/s\n"
        assert _rates(text, vocab) == [(41.85, "decode_tok_s")]

    def test_a_stated_load_decides_first(self, vocab: Vocabulary) -> None:
        text = "Concurrency: 8\nTPOT (ms): 21.40\nOutput token throughput (tok/s): 46.52\n"
        assert _rates(text, vocab) == [(46.52, "output_tok_s")]

    def test_a_rate_many_times_one_per_tpot(self, vocab: Vocabulary) -> None:
        text = "- TPOT (ms): 20.0\n- Throughput (tok/s): 410\n"
        assert _rates(text, vocab) == [(410.0, "output_tok_s")]

    def test_latencies_before_and_after_a_change_are_no_one_pace(self, vocab: Vocabulary) -> None:
        text = "- TPOT went from 40 ms to 20 ms\n- Throughput (tok/s): 25.1\n"
        assert _rates(text, vocab) == [(25.1, "output_tok_s")]

    def test_a_tail_percentile_is_no_pace(self, vocab: Vocabulary) -> None:
        text = "- P99 TPOT (ms): 40.0\n- Throughput (tok/s): 25.1\n"
        assert _rates(text, vocab) == [(25.1, "output_tok_s")]

    def test_a_latency_lines_away_in_another_part_of_the_post(self, vocab: Vocabulary) -> None:
        text = "- TPOT (ms): 40.0\n- a\n- b\n- c\n- d\n- Throughput (tok/s): 25.1\n"
        assert (25.1, "decode_tok_s") not in _rates(text, vocab)

    def test_many_requests_keyed_in_the_report(self, vocab: Vocabulary) -> None:
        text = "Served run:\n\ntotal requests: 512\nmean_tpot: 12.0 ms\nthroughput: 83 tokens/s\n"
        assert (83.0, "decode_tok_s") not in _rates(text, vocab)
