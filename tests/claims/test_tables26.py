"""Tables read with the setup their headers state, and units only where words name them.

Reading rules §2: a cell's nearest unit is its row with its headers; a column header stating
a load ("C=16") sets it for the column's cells, whatever the row's label says of how the run
decodes ("serial"). Reading rules §3-§4: "A100 x 2" counts cards (no multiple), an ordinal
"second" is no unit, and a per-token latency may be wrapped across a line ("ms per\\ntoken").
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.patterns import UNIT_ANYWHERE
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str, int | None]]:
    return {c.value: (c.metric, c.unit, c.concurrency) for c in extract_claims(text, vocab)}


_SWEEP = (
    "| path | C=1 | C=16 |\n|---|---|---|\n"
    "| {label} | 21.5 | 204.8 |\n| EAGLE-3 | 38.2 | 311.6 |\n\n"
    "Decode tok/s with SGLang on one H200.\n"
)


class TestAColumnsLoadOutweighsASerialRow:
    def test_a_serial_row_under_a_load_column(self, vocab: Vocabulary) -> None:
        got = _read(_SWEEP.format(label="serial (no drafting)"), vocab)
        assert got[204.8] == ("output_tok_s", "tok/s", 16)
        assert got[21.5][2] == 1

    def test_a_sequential_row_under_concurrent_columns(self, vocab: Vocabulary) -> None:
        text = (
            "| mode | 1 concurrent | 32 concurrent |\n|---|---|---|\n"
            "| sequential | 19.0 | 402.7 |\n\nAll figures tok/s, vLLM on an A100.\n"
        )
        got = _read(text, vocab)
        assert got[402.7] == ("output_tok_s", "tok/s", 32)

    def test_a_serial_row_without_a_load_column_stays_one_stream(self, vocab: Vocabulary) -> None:
        """Must not fire: no column states a load, so "serial" is the row's own."""
        text = (
            "| run | decode tok/s |\n|---|---|\n| serial | 44.1 |\n| 32 users | 1210.5 |\n\n"
            "vLLM on an H100.\n"
        )
        got = _read(text, vocab)
        assert got[44.1][0] == "decode_tok_s"

    def test_a_serial_sentence_keeps_its_own_load(self, vocab: Vocabulary) -> None:
        """Must not fire: in prose, "439 tok/s serial" beside 32 requests is one stream."""
        text = (
            "With vLLM on an H100, 32 concurrent requests deliver 341 tok/s in total, "
            "below the 439 tok/s serial."
        )
        got = _read(text, vocab)
        assert got[439][0] == "decode_tok_s" and got[439][2] == 1


class TestAnOrdinalSecondIsNoUnit:
    def test_a_question_heading_lends_no_seconds(self, vocab: Vocabulary) -> None:
        text = (
            "### Why is the second request slower?\n\n"
            "| request | latency |\n|---|---|\n| first | 1.2 |\n| other | 3.4 |\n"
        )
        got = _read(text, vocab)
        assert 1.2 not in got and 3.4 not in got

    def test_the_unit_named_in_seconds_still_counts(self, vocab: Vocabulary) -> None:
        """Must fire: "in seconds" over the table names its unit."""
        text = (
            "### Latency of each request, in seconds\n\n"
            "| request | latency |\n|---|---|\n| first | 1.2 |\n| other | 3.4 |\n"
        )
        got = _read(text, vocab)
        assert got[1.2][1] == "s" and got[3.4][1] == "s"

    def test_the_ordinal_and_the_measure(self) -> None:
        def units(s: str) -> list[str]:
            return [m.group(0) for m in UNIT_ANYWHERE.finditer(s)]

        assert units("Why is the second card slower?") == []
        assert units("Second GPU added") == []
        assert units("tokens per second") == ["tokens per second"]
        assert units("latency (second)") == ["second"]
        assert units("one second") == ["second"]


class TestACardCountIsNoMultiple:
    def test_cards_times_two_over_bare_cells(self, vocab: Vocabulary) -> None:
        text = (
            "| setup | 8B | 70B |\n|---|---|---|\n"
            "| A100 x 2 | 141.2 | 40.8 |\n| 4 x H100 | 228.5 | 77.9 |\n"
        )
        got = _read(text, vocab)
        assert all(v not in got for v in (141.2, 40.8, 228.5, 77.9))

    def test_cards_times_two_take_the_header_unit(self, vocab: Vocabulary) -> None:
        text = "| GPUs | decode tok/s |\n|---|---|\n| A100 x 2 | 141.2 |\n| H100 x 4 | 228.5 |\n"
        got = _read(text, vocab)
        assert got[141.2][:2] == ("decode_tok_s", "tok/s")

    def test_a_speedup_row_still_reads_multiples(self, vocab: Vocabulary) -> None:
        """Must fire: a row named for the speed-up in "x" holds multiples."""
        text = (
            "| setup | 8B | 70B |\n|---|---|---|\n"
            "| A100 x 2 | 141.2 | 40.8 |\n| speedup (x) | 1.5 | 1.2 |\n"
        )
        got = _read(text, vocab)
        assert got[1.5][:2] == ("speedup", "x")


class TestAPerTokenLatencyWrappedAcrossALine:
    def test_ms_per_then_token_on_the_next_line(self, vocab: Vocabulary) -> None:
        text = (
            "With vLLM on a single H100 we measured the decode latency of the 8B model at 12.5 "
            "ms per\ntoken, which is fine for chat.\n"
        )
        assert _read(text, vocab)[12.5][:2] == ("tpot", "ms")

    def test_seconds_per_then_token(self, vocab: Vocabulary) -> None:
        text = (
            "On the old laptop CPU the llama.cpp build managed a decode latency of 0.8 seconds "
            "per\ntoken for the 13B model.\n"
        )
        assert _read(text, vocab)[0.8][:2] == ("tpot", "s")

    def test_tokens_per_then_second(self, vocab: Vocabulary) -> None:
        text = (
            "With vLLM on a single H100 we measured the decode speed of the 8B model at 42.5 "
            "tokens per\nsecond, which is fine for chat.\n"
        )
        assert _read(text, vocab)[42.5][:2] == ("decode_tok_s", "tok/s")

    def test_a_line_ending_on_its_unit_keeps_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "512 tokens" closing a line is a count; the next line's "per
        second" opens its own key."""
        got = _read("prompt: 512 tokens\nper second: 45\n", vocab)
        assert 512 not in got

    def test_ms_per_request_is_no_per_token_latency(self, vocab: Vocabulary) -> None:
        """Must not fire: "ms per\\nrequest" is a request's time, not a per-token one."""
        text = (
            "With vLLM on a single H100 we measured the time to first token of the 8B model at "
            "120 ms per\nrequest, which is fine for chat.\n"
        )
        assert _read(text, vocab).get(120, ("",))[0] != "tpot"


class TestAnotherReadingOfTheRateTakesItsUnit:
    def test_a_sustained_column_beside_a_burst_rate(self, vocab: Vocabulary) -> None:
        text = (
            "| Runtime | Peak tok/s | Sustained (5 min) | Kept |\n|---|---|---|---|\n"
            "| llama.cpp / GPU | 61 | 29 | 48% |\n| MLX / GPU | 52 | 31 | 60% |\n"
        )
        got = _read(text, vocab)
        assert got[29][:2] == ("decode_tok_s", "tok/s")
        assert got[31][:2] == ("decode_tok_s", "tok/s")
        assert 48 not in got and 60 not in got

    def test_a_published_column_beside_the_measured_rate(self, vocab: Vocabulary) -> None:
        text = (
            "| Build | mean tok/s | stdev | v1 published |\n|---|---|---|---|\n"
            "| main | 88.41 | 0.21 | 88.0 |\n| patched | 97.10 | 0.33 | 96.5 |\n"
        )
        got = _read(text, vocab)
        assert got[88.0][:2] == ("decode_tok_s", "tok/s")
        assert 0.21 not in got and 0.33 not in got

    def test_a_count_or_a_far_figure_takes_no_unit(self, vocab: Vocabulary) -> None:
        """Must not fire: a count of tokens, or a figure far from the rate's size."""
        text = (
            "| GPU | Output tokens | tok/s | Peak power |\n|---|---|---|---|\n"
            "| RTX 4090 | 512 | 44.9 | 420 |\n| RTX 3090 | 1024 | 31.2 | 350 |\n"
        )
        got = _read(text, vocab)
        assert all(v not in got for v in (512, 1024, 420, 350))

    def test_two_rate_columns_lend_none(self, vocab: Vocabulary) -> None:
        """Must not fire: with two rates in the header, which one a bare column reads is
        not stated."""
        text = (
            "| GPU | prefill tok/s | decode tok/s | reported |\n|---|---|---|---|\n"
            "| A100 | 2100 | 41.0 | 40 |\n"
        )
        assert 40 not in _read(text, vocab)


class TestAPercentChangeWithItsMultiple:
    def test_the_bracketed_multiple_is_the_speedup(self, vocab: Vocabulary) -> None:
        text = (
            "| Phase | Before | After | Change |\n|---|---|---|---|\n"
            "| Decode | 21.0 tok/s | 44.3 tok/s | +111% (2.11×) |\n"
            "| Prefill | 900 tok/s | 1,350 tok/s | **+50% (1.5x)** |\n"
        )
        got = _read(text, vocab)
        assert got[2.11][:2] == ("speedup", "x")
        assert got[1.5][:2] == ("speedup", "x")

    def test_a_percentage_alone_or_with_a_note_is_no_multiple(self, vocab: Vocabulary) -> None:
        """Must not fire: "+111%" alone, or "(n=3)" after it, states no multiple."""
        text = (
            "| Phase | Before | After | Change |\n|---|---|---|---|\n"
            "| Decode | 21.0 tok/s | 44.3 tok/s | +111% |\n"
            "| Prefill | 900 tok/s | 1,350 tok/s | +50% (n=3) |\n"
        )
        got = _read(text, vocab)
        assert all(c[0] != "speedup" for c in got.values())
