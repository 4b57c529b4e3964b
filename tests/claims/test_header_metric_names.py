"""Table headers that name the metric of their bare numbers, in the spellings tools use.

Reading rules §4: a unit may sit only in a table header, and serving tables often name the
metric alone. "ITL p50 TP=8, EP=4" is a per-token latency whatever setup follows the name,
"e2e_latency" the whole request's time, "TBT (ms)" (time between tokens) a per-token time,
"PP/s" and "TG/s" llama.cpp's prompt and generation rates, "median_decode_tok_s" a snake-case
field of a decode rate. A "Speed-up" row under latency columns holds ratios. Token counts,
batch sizes and words that are no metric stay unread.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestALatencyNameWithItsSetup:
    def test_itl_and_ttft_columns_with_parallelism(self, vocab: Vocabulary) -> None:
        text = (
            "SGLang on 4x H200:\n\nModel | Batch | ITL p99 TP=4, EP=2 | TTFT p99 TP=4, EP=2\n"
            "-- | -- | -- | --\nQwen3-235B FP8 | 1 | 0.0213 | 0.4471\n"
        )
        assert _read(text, vocab) == {0.0213: "tpot", 0.4471: "ttft"}

    def test_a_speed_up_row_under_latency_columns(self, vocab: Vocabulary) -> None:
        text = (
            "| Run | ITL p50 TP=2 | TTFT p50 TP=2 |\n|---|---|---|\n| old | 0.031 | 0.52 |\n"
            "| new | 0.022 | 0.41 |\n| Speed-up | 1.409 | 1.268 |\n"
        )
        got = _read(text, vocab)
        assert got[1.409] == "speedup" and got[1.268] == "speedup"
        assert got[0.022] == "tpot" and got[0.41] == "ttft"

    def test_a_snake_case_end_to_end_latency(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | e2e_latency | Output (tok/s) |\n|---|---|---|\n| 4 | 6.73 | 212.4 |\n"
        )
        assert _read(text, vocab)[6.73] == "e2e_latency"

    @pytest.mark.parametrize(
        ("header", "metric"),
        [
            ("TPOT p99 @ c=8", "tpot"),
            ("itl_p50", "tpot"),
            ("p99_ttft", "ttft"),
            ("TTFT_avg", "ttft"),
        ],
    )
    def test_a_statistic_or_load_beside_the_name(
        self, vocab: Vocabulary, header: str, metric: str
    ) -> None:
        text = f"| Engine | Batch | {header} |\n|---|---|---|\n| vLLM | 1 | 17.06 |\n"
        assert _read(text, vocab) == {17.06: metric}

    def test_a_latency_name_with_other_words_stays_unread(self, vocab: Vocabulary) -> None:
        """Must not fire: "TTFT budget" and "ITL change" name no run's latency."""
        text = (
            "| Tier | TTFT budget | ITL change | ttft_slo |\n|---|---|---|---|\n"
            "| gold | 0.25 | 0.004 | 0.3 |\n"
        )
        assert _read(text, vocab) == {}


class TestToolSpellingsOfAMetric:
    def test_pp_and_tg_per_second_columns(self, vocab: Vocabulary) -> None:
        text = (
            "| GPU | Prompt Tokens | PP/s | Generated Tokens | TG/s |\n|---|---|---|---|---|\n"
            "| RTX 3090 | 612 | 1874.21 | 401 | 96.35 |\n"
        )
        assert _read(text, vocab) == {1874.21: "prefill_tok_s", 96.35: "decode_tok_s"}

    def test_a_time_between_tokens_column(self, vocab: Vocabulary) -> None:
        text = "| Device | TTFT (ms) | TBT (ms) |\n|---|---|---|\n| Pixel 9 | 412.5 | 41.27 |\n"
        assert _read(text, vocab) == {412.5: "ttft", 41.27: "tpot"}

    def test_snake_case_rate_fields(self, vocab: Vocabulary) -> None:
        text = (
            "| gpu | num_ctx | median_decode_tok_s | median_prefill_tok_s |\n|---|---|---|---|\n"
            "| RTX 4080 | 8,192 | 141.07 | 6,512.9 |\n"
        )
        assert _read(text, vocab) == {141.07: "decode_tok_s", 6512.9: "prefill_tok_s"}

    def test_a_plain_s_header_is_still_seconds(self, vocab: Vocabulary) -> None:
        """Must not fire as a rate: "Load (s)" is a time, and a load time is no claim."""
        text = "| Model | Load (s) |\n|---|---|\n| qwen3 | 3.4 |\n"
        assert all(
            m != "prefill_tok_s" and m != "decode_tok_s" for m in _read(text, vocab).values()
        )


class TestABoundInACell:
    """Reading rules §4: a bound is read as its number, in a cell as in a sentence ("decodes at
    up to ~380 tok/s"): "| **up to ~380** |" under a tok/s header is 380."""

    def test_an_up_to_cell_under_a_rate_header(self, vocab: Vocabulary) -> None:
        text = (
            "| Workload | tok/s |\n|---|---:|\n| long context | **up to ~412** |\n| chat | 96 |\n"
        )
        assert _read(text, vocab) == {412: "decode_tok_s", 96: "decode_tok_s"}

    def test_an_up_to_cell_of_words_stays_unread(self, vocab: Vocabulary) -> None:
        """Must not fire: "up to you" holds no number."""
        text = "| Workload | tok/s |\n|---|---:|\n| long context | up to you |\n"
        assert _read(text, vocab) == {}
