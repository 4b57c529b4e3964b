"""Constructs that left whole texts unread: sentences in table cells, hyphens of other widths,
and Korean "in N seconds". Made-up text, each rule with a look-alike it must not fire on."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestSentencesInTableCells:
    """A cell holding a sentence is read as a sentence, within its row."""

    def test_figures_inside_a_cell_sentence_keep_their_own_units(self, vocab: Vocabulary) -> None:
        text = (
            "| Area | What we saw |\n"
            "|---|---|\n"
            "| Serving | On one L40S the server held about 52 tokens/s per user |\n"
            "| Drafting | Turning on EAGLE gave roughly 1.7x over plain decoding |\n"
        )
        got = extract_claims(text, vocab)
        assert [(c.value, c.metric) for c in got] == [(52.0, "decode_tok_s"), (1.7, "speedup")]
        assert got[0].hardware == "L40S"
        assert got[1].mode == "eagle"

    def test_a_cjk_sentence_in_a_cell_is_read(self, vocab: Vocabulary) -> None:
        text = (
            "| 项目 | 说明 |\n|---|---|\n"
            "| 接口 | 官方接口后续生成约 30-40 tokens/s,足够日常使用 |\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.value_min, claim.value_max) == (35.0, 30.0, 40.0)

    def test_spec_sentences_and_short_labels_stay_unread(self, vocab: Vocabulary) -> None:
        text = (
            "| Card | Notes |\n"
            "|---|---|\n"
            "| Alpha | Ships with 48 GB of GDDR7 and 1.8 TB/s of bandwidth |\n"
            "| Beta | Released in 2024 at a price of $1,999 per card |\n"
            "| Gamma | batch 8 12 t/s |\n"
        )
        assert _read(text, vocab) == []

    def test_a_note_beside_figure_cells_adds_nothing(self, vocab: Vocabulary) -> None:
        text = (
            "| Engine | Decode (tok/s) | Note |\n"
            "|---|---|---|\n"
            "| vLLM | 61.0 | same as the 61 tokens/s quoted in the post |\n"
        )
        assert _read(text, vocab) == [(61.0, "decode_tok_s")]


class TestHyphensOfOtherWidths:
    """A non-breaking hyphen or figure dash displays as "-": a range keeps both ends."""

    def test_a_range_with_a_non_breaking_hyphen(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("Decode ran at 45\u201165 tokens/s on the card.", vocab)
        assert (claim.value_min, claim.value_max) == (45.0, 65.0)

    def test_an_engine_name_with_a_non_breaking_hyphen(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("TensorRT\u2011LLM reached 90 tokens/s on one H100.", vocab)
        assert claim.engine == "tensorrt-llm"

    def test_a_hyphenated_date_stays_no_claim(self, vocab: Vocabulary) -> None:
        assert _read("Posted 2025\u201103\u201114 by the team.", vocab) == []


class TestKoreanSecondsInARunsTime:
    """A bare 초 is seconds in "in N seconds … generated" and "N seconds took", nowhere else."""

    def test_in_n_seconds_before_the_generation(self, vocab: Vocabulary) -> None:
        text = "이 모델은 2.5초만에 300 토큰 답변을 생성했다."
        assert _read(text, vocab) == [(2.5, "e2e_latency")]

    def test_took_n_seconds(self, vocab: Vocabulary) -> None:
        assert _read("전체 응답은 7.5 초가 걸렸습니다.", vocab) == [(7.5, "e2e_latency")]

    def test_japanese_in_n_seconds_before_the_generation(self, vocab: Vocabulary) -> None:
        assert _read("このモデルは2.5秒で300トークンを生成した。", vocab) == [(2.5, "e2e_latency")]

    def test_words_starting_with_cho_are_no_unit(self, vocab: Vocabulary) -> None:
        assert _read("요청 12 초과 시 거절되고 설정 3 초기화가 필요합니다.", vocab) == []

    def test_an_interval_is_no_run_time(self, vocab: Vocabulary) -> None:
        assert _read("10초에 한 번 로그를 남깁니다.", vocab) == []


class TestSpreadsheetRatioColumns:
    """A pasted spreadsheet: a spanning unit row over the names, a spacer column, "A over B"
    columns of ratios (speedups, in no unit) and a row of draft lengths (a setting)."""

    _TABLE = (
        "  | ITL ms |   |   |   |  \n"
        "-- | -- | -- | -- | -- | --\n"
        "BS 1 | vanilla | Medusa |   | Medusa over vanilla | note\n"
        "run A | 9.50 | 6.10 |   | 1.557 | ok\n"
        "Best K |   | 5 |   |   |  \n"
    )

    def test_the_spacer_column_leaves_the_names_row_a_header(self, vocab: Vocabulary) -> None:
        got = [(c.value, c.metric, c.mode) for c in extract_claims(self._TABLE, vocab)]
        assert (9.5, "tpot", "ar") in got
        assert (6.1, "tpot", "medusa") in got

    def test_a_column_named_a_over_b_holds_speedups(self, vocab: Vocabulary) -> None:
        got = [(c.value, c.metric) for c in extract_claims(self._TABLE, vocab)]
        assert (1.557, "speedup") in got
        assert (1.557, "tpot") not in got

    def test_a_row_of_draft_lengths_is_no_figure(self, vocab: Vocabulary) -> None:
        assert 5.0 not in [c.value for c in extract_claims(self._TABLE, vocab)]

    def test_a_names_row_ending_on_a_gap_is_data(self, vocab: Vocabulary) -> None:
        text = (
            "  | ITL ms |   |  \n-- | -- | -- | --\n"
            "BS 1 | vanilla | Medusa |  \nrun A | 9.50 | 6.10 |  \n"
        )
        got = [c.value for c in extract_claims(text, vocab)]
        assert 9.5 in got  # read as before, the names row folded as an ordinary one


class TestCostTimeNamesARunsTime:
    """ "cost time" / "time cost", as issues often print a run's time, is an end-to-end time."""

    def test_cost_time(self, vocab: Vocabulary) -> None:
        assert _read("generate cost time: 3.75 s on the A10", vocab) == [(3.75, "e2e_latency")]

    def test_time_cost(self, vocab: Vocabulary) -> None:
        assert _read("time cost 2.5s for the batch", vocab) == [(2.5, "e2e_latency")]

    def test_a_price_is_no_time(self, vocab: Vocabulary) -> None:
        assert _read("the cost was $3.75 per hour for the A10", vocab) == []


class TestKeyedCellsAndGluedSizes:
    """A cell "✅ Mem: 9.1G/24G 11.5 token/s" is read after its key; a size run into the rate
    after it ("24G11.5 token/s") is parted from it."""

    _TABLE = (
        "Board | Model-A | Model-B\n"
        "-- | -- | --\n"
        "Orin NX | ✅Mem:9.1G/24G11.50 token/s | ✅Mem:12.2G/24G4.25 token/s\n"
    )

    def test_the_rates_after_the_glued_sizes_are_read(self, vocab: Vocabulary) -> None:
        # "Mem:9.1G/24G": 9.1 GB in use is memory, the board's 24 GB is not (reading rules §4)
        assert _read(self._TABLE, vocab) == [
            (9.1, "memory"),
            (11.5, "decode_tok_s"),
            (12.2, "memory"),
            (4.25, "decode_tok_s"),
        ]

    def test_a_size_before_another_number_stays_whole(self, vocab: Vocabulary) -> None:
        assert _read("The server R4900G5 ships with 16G3 modules.", vocab) == []


class TestAFigureNamingItsInferencePhase:
    """A training word earlier in the sentence does not make a figure that names decoding or
    inference a training figure."""

    def test_a_decoding_speedup_after_a_training_clause(self, vocab: Vocabulary) -> None:
        text = "Training the draft head on our data gives 2.5x faster decoding on Llama 70B."
        assert _read(text, vocab) == [(2.5, "speedup")]

    def test_the_same_in_chinese(self, vocab: Vocabulary) -> None:
        text = "这种训练方法可为大模型带来 2 倍到 3 倍解码性能提升。"
        assert _read(text, vocab) == [(2.5, "speedup")]

    def test_a_training_speedup_stays_unread(self, vocab: Vocabulary) -> None:
        assert _read("Training the draft head runs 2.5x faster on 8 GPUs.", vocab) == []


class TestShortKeyedCells:
    """A keyed cell as short as "✅Mem:??/??5.82 token/s" is still read; a label is not."""

    def test_a_short_keyed_cell(self, vocab: Vocabulary) -> None:
        text = "Board | Model-A\n-- | --\nOrin AGX(32G) | ✅Mem:??/??5.82 token/s\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.metric, claim.hardware) == (
            5.82,
            "decode_tok_s",
            "Jetson AGX Orin",
        )

    def test_a_short_label_cell(self, vocab: Vocabulary) -> None:
        text = "Board | Note\n-- | --\nOrin AGX | Mem: 32G, fan 5 t/s\n"
        assert _read(text, vocab) == []
