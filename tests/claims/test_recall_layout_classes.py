"""Figures the reader used to miss for how they are written or laid out (recall): a unit
spelled in a way the reader did not know, a table whose unit sits only in its header or
its caption. Each class is pinned by sentences and tables of our own, with cases of the
same shape that must give nothing (reading rules §4)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str, str]]:
    return [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]


class TestSecondsPerToken:
    """Reading rules §4: a per-token latency may be written in seconds ("s/token",
    "sec/tok", "seconds per token"); it is a TPOT whose unit is seconds."""

    def test_in_a_table_header(self, vocab: Vocabulary) -> None:
        text = (
            "| build | weights (MiB) | p50(s/token) |\n"
            "|---|---|---|\n"
            "| baseline | 14200 | 0.0412 |\n"
            "| fused | 14200 | 0.0316 |\n"
        )
        got = _got(text, vocab)
        assert (0.0412, "tpot", "s") in got
        assert (0.0316, "tpot", "s") in got

    def test_in_prose(self, vocab: Vocabulary) -> None:
        got = _got("On the laptop each step takes 0.21 sec/tok with the 7B model.", vocab)
        assert (0.21, "tpot", "s") in got
        got = _got("The old build needed about 1.4 seconds per token.", vocab)
        assert (1.4, "tpot", "s") in got

    def test_milliseconds_stay_milliseconds(self, vocab: Vocabulary) -> None:
        got = _got("Decoding runs at 23.5 ms/token on one card.", vocab)
        assert (23.5, "tpot", "ms") in got

    def test_a_request_time_or_a_rate_is_not_per_token(self, vocab: Vocabulary) -> None:
        got = _got("We measured 3.2 s per request and 41 tokens/s on the same box.", vocab)
        assert all(metric != "tpot" for _, metric, _ in got)
        assert (41.0, "decode_tok_s", "tok/s") in got

    def test_a_price_per_token_is_no_claim(self, vocab: Vocabulary) -> None:
        assert (
            _got("The hosted API bills $0.002 per token, and 0.5 cents per 1k tokens.", vocab) == []
        )


def _stack(*cells: str) -> str:
    """A page's table copied cell by cell: one cell a line, a blank line between."""
    return "\n\n".join(cells) + "\n"


class TestStackedCells:
    """A table copied from a web page one cell per line is still a table: its unit may sit
    only in its header (reading rules §4), and its rows take that unit."""

    def test_header_unit_reaches_each_row(self, vocab: Vocabulary) -> None:
        text = _stack(
            "Node",
            "Output throughput (tokens/s)",
            "Fastest node",
            "8,412.7",
            "Slowest node",
            "7,903.2",
            "Median node",
            "8,150.0",
        )
        got = _got(text, vocab)
        assert [v for v, _, _ in got] == [8412.7, 7903.2, 8150.0]
        assert all(unit == "tok/s" for _, _, unit in got)

    def test_three_columns(self, vocab: Vocabulary) -> None:
        text = _stack(
            "Prompt",
            "TTFT (ms)",
            "Decode (tok/s)",
            "short chat",
            "41",
            "96.5",
            "long summary",
            "380",
            "88.1",
        )
        got = _got(text, vocab)
        assert (41.0, "ttft", "ms") in got
        assert (96.5, "decode_tok_s", "tok/s") in got
        assert (380.0, "ttft", "ms") in got
        assert (88.1, "decode_tok_s", "tok/s") in got

    def test_a_table_of_context_lengths_or_prices_gives_nothing(self, vocab: Vocabulary) -> None:
        lengths = _stack("Model", "Context length (tokens)", "Small", "32,768", "Large", "131,072")
        assert _got(lengths, vocab) == []
        prices = _stack("Tier", "Price per 1M tokens (USD)", "Basic", "0.20", "Pro", "0.60")
        assert _got(prices, vocab) == []
        accept = _stack("Task", "Acceptance length", "Chat", "3.1", "Code", "3.6")
        assert _got(accept, vocab) == []

    def test_cells_with_their_own_units_or_prose_are_no_table(self, vocab: Vocabulary) -> None:
        specs = _stack("Card", "H200", "Memory", "141 GB", "Bandwidth", "4.8 TB/s")
        assert _got(specs, vocab) == []
        prose = _stack(
            "We first tried the small model.",
            "It was slow.",
            "Then came the release",
            "2024",
            "and the port",
            "2025",
        )
        assert _got(prose, vocab) == []

    def test_a_line_above_the_header_stays_a_caption(self, vocab: Vocabulary) -> None:
        text = _stack(
            "Measured on one node",
            "Run",
            "Decode (tok/s)",
            "cold",
            "52.0",
            "warm",
            "61.5",
        )
        got = _got(text, vocab)
        assert (52.0, "decode_tok_s", "tok/s") in got
        assert (61.5, "decode_tok_s", "tok/s") in got


def _rates(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.unit == "tok/s"]


class TestUnitGivenOnceForAnotherRun:
    """Reading rules §4: a unit may be written once for two runs' figures in a sentence,
    "X tok/s with A and Y with B"; the second run's number takes the first one's unit."""

    def test_and_or_with_a_condition(self, vocab: Vocabulary) -> None:
        assert _rates("It decodes 22.5 tok/s with the cache and 17.0 without it.", vocab) == [
            22.5,
            17.0,
        ]
        assert _rates("We saw 41 t/s on Q4_0 or 33 on Q8_0.", vocab) == [41.0, 33.0]

    def test_other_measures_may_stand_between(self, vocab: Vocabulary) -> None:
        text = "The laptop gives 7.2 tok/s in a 12 GB budget and 8.1 with no limit."
        assert _rates(text, vocab) == [7.2, 8.1]

    def test_a_chain_of_runs(self, vocab: Vocabulary) -> None:
        text = "Streaming gives 9.4 tok/s, against 3.1 with mmap, and 8.8 in 6 GB."
        assert _rates(text, vocab) == [9.4, 3.1, 8.8]

    def test_counts_and_times_do_not_take_the_unit(self, vocab: Vocabulary) -> None:
        assert _rates("We got 30 tok/s and 4 with errors.", vocab) == [30.0]
        assert _rates("It held 50 tok/s for 2 minutes and 30 seconds.", vocab) == [50.0]
        assert _rates("It reached 45 tok/s at batch 1 and 2 on the big card.", vocab) == [45.0]
        # a bare number with no condition after it is no run
        assert _rates("It does 45 tok/s and 40 more requests queue up.", vocab) == [45.0]

    def test_not_across_a_sentence_or_another_rate(self, vocab: Vocabulary) -> None:
        assert _rates("It does 45 tok/s. And 40 with the patch is our goal.", vocab) == [45.0]
        text = "A gives 45 tok/s, B gives 60 tok/s and 58 with MTP."
        assert _rates(text, vocab) == [45.0, 60.0, 58.0]


class TestFlattenedKeyValueRun:
    """Reading rules §4: "label: value" pairs flattened onto one line; a phase word that keys
    the next value ("Prefill:") names that value's metric, not the figure before it."""

    def test_next_key_is_not_this_figure_s_phase(self, vocab: Vocabulary) -> None:
        got = _got("Gen: 38.5 tok/s Prefill: 1450 tok/s TTFT: 95 ms", vocab)
        assert (38.5, "decode_tok_s", "tok/s") in got
        assert (1450.0, "prefill_tok_s", "tok/s") in got
        assert (95.0, "ttft", "ms") in got

    def test_a_phase_word_after_the_unit_still_names_it(self, vocab: Vocabulary) -> None:
        got = _got("We see 610 t/s prefill and 41 t/s generation on the desktop.", vocab)
        assert (610.0, "prefill_tok_s", "tok/s") in got
        assert (41.0, "decode_tok_s", "tok/s") in got


class TestCardThenDashThenFigure:
    """Reading rules §3-4: "RTX 4090 — 120 tok/s" names a card, then its figure; the dash
    parts them and is no range from the card's model number."""

    def test_em_dash_en_dash_and_hyphen(self, vocab: Vocabulary) -> None:
        for dash in ("—", "–", "-"):
            got = [
                (c.value, c.hardware)
                for c in extract_claims(f"- RTX 3080 {dash} 88 tok/s on the 8B model\n", vocab)
            ]
            assert got == [(88.0, "RTX 3080")], dash

    def test_a_real_range_stays_a_range(self, vocab: Vocabulary) -> None:
        claims = extract_claims("On the RTX 3080 it does 80 — 95 tok/s.", vocab)
        assert [(c.value_min, c.value_max) for c in claims] == [(80.0, 95.0)]

    def test_a_run_of_labels_with_the_unit_once(self, vocab: Vocabulary) -> None:
        claims = extract_claims(
            "Same prompt, 8B: llama.cpp: 52.4 tok/s, vLLM: 71.0, SGLang: 69.8", vocab
        )
        got = [(c.value, c.engine) for c in claims if c.unit == "tok/s"]
        assert got == [(52.4, "llama.cpp"), (71.0, "vllm"), (69.8, "sglang")]
        assert _rates("Q4_0: 38.2 tok/s | Q5_K_M: 33.0 | Q8_0: 26.4", vocab) == [38.2, 33.0, 26.4]

    def test_settings_and_other_measures_keep_their_values(self, vocab: Vocabulary) -> None:
        text = "Decode: 52 tok/s, TTFT: 110, Batch: 4, Acceptance: 3.2, context: 8192"
        assert _rates(text, vocab) == [52.0]
        assert _rates("Speed: 52 tok/s, threads: 16, year: 2025", vocab) == [52.0]
        # a far-off value is no figure of the same rate
        assert _rates("Gen: 52 tok/s, Qwen: 0.5", vocab) == [52.0]


class TestUnitBeforeItsNumber:
    """Reading rules §4: units vary; a token rate's unit may be written before its number,
    as a label is ("Gen TPS 45.2", "decode t/s ≈ 45")."""

    def test_unit_then_number(self, vocab: Vocabulary) -> None:
        assert _rates("On the 7900 XTX: gen TPS 47.5 with the Vulkan build.", vocab) == [47.5]
        assert _rates("decode t/s ≈ 31", vocab) == [31.0]
        got = _got("Prompt TPS 820, gen TPS 44.", vocab)
        assert (820.0, "prefill_tok_s", "tok/s") in got
        assert (44.0, "decode_tok_s", "tok/s") in got

    def test_not_after_another_figure_or_before_a_count(self, vocab: Vocabulary) -> None:
        assert _rates("We saw 30 tok/s 45 times in a row.", vocab) == [30.0]
        assert _rates("The TPS 2025 report covers 12 vendors.", vocab) == []
        assert _rates("Our t/s 3 users test was flaky.", vocab) == []


class TestCaptionedListWithDashes:
    """Reading rules §4: a unit stated once in a caption line reaches the "label — value"
    lines below it, as it reaches "label: value" lines."""

    def test_dash_parted_value_lines(self, vocab: Vocabulary) -> None:
        text = "Generation speed in tok/s on one card:\n\n- exllamav2 — 58\n- llama.cpp – 49\n"
        got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
        assert got == [(58.0, "exllamav2"), (49.0, "llama.cpp")]

    def test_lengths_and_prices_under_the_same_layout_give_nothing(self, vocab: Vocabulary) -> None:
        assert _got("Context window in tokens:\n\n- base — 8192\n- long — 131072\n", vocab) == []
        assert _got("Price per 1M tokens (USD):\n\n- base — 0.15\n- pro — 0.60\n", vocab) == []
        assert _got("Average acceptance length:\n\n- chat — 3.1\n- code — 3.7\n", vocab) == []


class TestTwoRowSpacedTableUnderUnitHeader:
    """Reading rules §4: a unit may sit only in a table header. A single-spaced table of
    two rows is a table when its header names the units in brackets."""

    def test_two_rows(self, vocab: Vocabulary) -> None:
        text = "Quant PP (t/s) TG (t/s)\nIQ4_XS 610.4 38.9\nQ6_K 598.2 29.7\n"
        got = _got(text, vocab)
        assert (610.4, "prefill_tok_s", "tok/s") in got
        assert (38.9, "decode_tok_s", "tok/s") in got
        assert (29.7, "decode_tok_s", "tok/s") in got

    def test_lengths_and_prices_give_nothing(self, vocab: Vocabulary) -> None:
        assert _got("Plan Window (tokens) Price (USD)\nlite 8192 0.2\nmax 32768 0.6\n", vocab) == []

    def test_two_plain_rows_stay_prose(self, vocab: Vocabulary) -> None:
        assert _got("Step one two\nRound 3 4\nRound 5 6\n", vocab) == []


class TestUnitRowUnderTheHeader:
    """Reading rules §4: a unit may sit only in a table header, here in a second header row
    of units alone under the column names."""

    def test_units_row(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Decode | TTFT |\n|---|---|---|\n| | tok/s | ms |\n"
            "| 8B | 131 | 88 |\n| 32B | 41 | 240 |\n"
        )
        got = _got(text, vocab)
        assert (131.0, "decode_tok_s", "tok/s") in got
        assert (88.0, "ttft", "ms") in got
        assert (240.0, "ttft", "ms") in got

    def test_units_row_of_lengths_or_prices_gives_nothing(self, vocab: Vocabulary) -> None:
        text = (
            "| Plan | Window | Price |\n|---|---|---|\n| | tokens | USD |\n"
            "| lite | 8192 | 0.2 |\n| max | 32768 | 0.6 |\n"
        )
        assert _got(text, vocab) == []

    def test_a_data_row_is_not_a_units_row(self, vocab: Vocabulary) -> None:
        text = "| Run | Decode (tok/s) |\n|---|---|\n| warm | 52 |\n| cold | 47 |\n"
        assert [v for v, _, _ in _got(text, vocab)] == [52.0, 47.0]

    def test_a_unit_column_gives_each_row_its_unit(self, vocab: Vocabulary) -> None:
        text = (
            "| Measure | Result | Unit |\n|---|---|---|\n| Generation speed | 61 | tok/s |\n"
            "| Time to first token | 240 | ms |\n| Context | 16384 | tokens |\n"
            "| Price | 0.4 | USD |\n"
        )
        got = _got(text, vocab)
        assert (61.0, "decode_tok_s", "tok/s") in got
        assert (240.0, "ttft", "ms") in got
        assert len(got) == 2
