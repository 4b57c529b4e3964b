"""A rate read as one stream's that is far above its own run's 1000 / TPOT is many streams' sum
(per_token_rates.py; LABELLING.md, twenty-fifth pass: a card's 947 tok/s against the ~71 one
stream makes at 14.07 ms, recipes' cells at 5.5-7.1 times 1/TPOT, are ``output_tok_s``). A
stated load, per-user or decode words, and a rate in running prose keep one stream's reading."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


class TestFarAboveOnePerTpot:
    """Must fire: no one stream makes several times 1000 / TPOT."""

    def test_summary_table_of_serving_configs(self, vocab: Vocabulary) -> None:
        text = (
            "| Setup | Output tok/s | TPOT p50 (ms) |\n|---|---|---|\n"
            "| Baseline | 812 | 16.3 |\n| With draft | 760 | 17.9 |\n"
        )
        assert _rates(text, vocab) == [(812.0, "output_tok_s"), (760.0, "output_tok_s")]

    def test_key_lines_of_one_report(self, vocab: Vocabulary) -> None:
        text = (
            "Our numbers for the 8-card node:\n\n"
            "- Output tok/s: 1204\n- TPOT median (ms): 22.5\n- TTFT median (ms): 310\n"
        )
        assert _rates(text, vocab) == [(1204.0, "output_tok_s")]

    def test_throughput_column_beside_mean_tpot(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Throughput (tok/s) | Mean TPOT (ms) | Mean TTFT (ms) |\n"
            "|---|---|---|---|\n| Qwen3-32B | 655.4 | 31.2 | 140 |\n"
        )
        assert _rates(text, vocab) == [(655.4, "output_tok_s")]

    def test_inter_token_latency_as_the_pace(self, vocab: Vocabulary) -> None:
        text = "Throughput: 2310 tok/s\nITL (ms): 11.8\n"
        assert _rates(text, vocab) == [(2310.0, "output_tok_s")]


class TestOneStreamKept:
    """Must not fire: the rate names one stream, a load of one is stated, or it is near 1/TPOT."""

    def test_per_user_rate(self, vocab: Vocabulary) -> None:
        text = (
            "| Setup | Output tok/s/user | TPOT p50 (ms) |\n|---|---|---|\n"
            "| Baseline | 812 | 16.3 |\n"
        )
        assert _rates(text, vocab) == [(812.0, "decode_tok_s")]

    def test_single_stream_words(self, vocab: Vocabulary) -> None:
        text = "single-stream decode 159.2 tok/s at TPOT 16.8 ms\n"
        assert _rates(text, vocab) == [(159.2, "decode_tok_s")]

    def test_concurrency_one_row(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | Output tok/s | TPOT (ms) |\n|---|---|---|\n| 1 | 160 | 16.3 |\n"
        assert _rates(text, vocab) == [(160.0, "decode_tok_s")]

    def test_decode_named(self, vocab: Vocabulary) -> None:
        text = "Decode throughput: 410 tok/s\nTPOT (ms): 20.0\n"
        assert _rates(text, vocab) == [(410.0, "decode_tok_s")]

    def test_one_request_stated_above(self, vocab: Vocabulary) -> None:
        text = "num requests: 1\nmean_tpot: 29.3 ms\nthroughput: 529.9 tokens/s\n"
        assert _rates(text, vocab) == [(529.9, "decode_tok_s")]

    def test_token_generation_column(self, vocab: Vocabulary) -> None:
        text = (
            "| Prompt | PP/s | TG/s | TBT (ms) |\n|---|---|---|---|\n"
            "| 512 | 2698.9 | 106.5 | 53.1 |\n"
        )
        assert (106.5, "decode_tok_s") in _rates(text, vocab)

    def test_rate_in_running_prose(self, vocab: Vocabulary) -> None:
        text = "Generation speed was 420 tokens/s, and before the fix TPOT was 28 ms.\n"
        assert _rates(text, vocab) == [(420.0, "decode_tok_s")]

    def test_rate_a_little_above_one_per_tpot(self, vocab: Vocabulary) -> None:
        text = "| Setup | Output tok/s | TPOT p50 (ms) |\n|---|---|---|\n| Baseline | 75 | 16.0 |\n"
        assert _rates(text, vocab) == [(75.0, "decode_tok_s")]
