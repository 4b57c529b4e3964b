"""Tables mangled by HTML-to-text conversion are read as the tables they were.

A page's table copied without separators ("ModelDecodeLatency" over "Plain run41.50 tok/s
2.1ms") or unrolled one pipe cell per line keeps no figure in its row or column unless the
grid is rebuilt; a split that the table itself cannot confirm is refused, never guessed.
The texts are made up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.glued import glued_table, header_names
from watcher.claims.unrolled import unrolled_table
from watcher.rules import Vocabulary


def _found(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None]]:
    return {c.value: (c.metric, c.mode) for c in extract_claims(text, vocab)}


class TestGluedHeader:
    def test_camel_case_names_part(self) -> None:
        assert header_names("EngineDecode (tok/s)Speedup") == [
            "Engine",
            "Decode (tok/s)",
            "Speedup",
        ]

    def test_a_sentence_or_a_digit_is_no_header(self) -> None:
        assert header_names("vLLM runs fast on this box today") is None
        assert header_names("Model7BSpeed") is None


class TestGluedRows:
    TEXT = (
        "Measured on one RTX 4090 with llama.cpp:\n"
        "SetupDecodeSpeedup\n"
        "plain decoding baseline61.20 tok/s1.00x\n"
        "Medusa-2 heads-3122.40 tok/s2.00x\n"
        "Medusa-2 heads-5146.88 tok/s2.40x\n"
        "Numbers are means of five runs."
    )

    def test_rows_rebuilt_and_split_by_the_speedups(self, vocab: Vocabulary) -> None:
        got = _found(self.TEXT, vocab)
        assert got[61.2] == ("decode_tok_s", "ar")
        assert got[122.4][1] == "medusa"  # not 3122.4 nor 22.4
        assert got[146.88][1] == "medusa"
        assert got[2.4] == ("speedup", "medusa")
        assert 3122.4 not in got and 5146.88 not in got

    def test_baseline_row_named_with_its_engine_is_plain(self, vocab: Vocabulary) -> None:
        text = self.TEXT.replace("plain decoding baseline", "llama.cpp baseline")
        got = _found(text, vocab)
        assert got[61.2] == ("decode_tok_s", "ar")
        assert got[1.0] == ("speedup", "ar")

    def test_unconfirmed_split_is_refused(self) -> None:
        # no speedup column: "heads-3122.40" could be 3122.40, 122.40 or 22.40
        text = "SetupDecode\nbaseline61.20 tok/s\nMedusa-2 heads-3122.40 tok/s\n"
        assert glued_table(text) is None

    def test_rows_parted_by_spaces_are_no_glued_table(self) -> None:
        text = "SetupDecode\nbaseline 61.20 tok/s\nMedusa 122.40 tok/s\n"
        assert glued_table(text) is None


class TestUnrolledPipeCells:
    TEXT = (
        "Output throughput (tok/s) of the 8B model on H100 with vLLM, per tensor parallel size:\n"
        "Card |\n"
        "H100 |\n"
        "||\n"
        "|---|---|---|---|\n"
        "TP size |\n"
        "1 |\n"
        "2 |\n"
        "|\n"
        "Prompt/output |\n"
        "|||\n"
        "512/512 |\n"
        "3,410.50 |\n"
        "6,020.75 |\n"
        "|\n"
        "1024/256 |\n"
        "2,980.25 |\n"
        "5,450.00 |"
    )

    def test_grid_rebuilt_from_the_separator(self) -> None:
        out = unrolled_table(self.TEXT)
        assert out is not None
        assert "| 512/512 | 3,410.50 | 6,020.75 |  |" in out

    def test_setup_row_and_spanned_header_scope_each_column(self, vocab: Vocabulary) -> None:
        claims = {c.value: c for c in extract_claims(self.TEXT, vocab)}
        assert claims[3410.5].gpu_count == 1 and claims[6020.75].gpu_count == 2
        assert claims[5450.0].hardware == "H100" and claims[5450.0].gpu_count == 2
        assert 1.0 not in claims  # the TP size row is a header line, not a figure

    def test_row_dealt_off_by_a_cell_is_refused(self) -> None:
        # the header fills three columns where the separator says four
        text = "Card |\nH100 |\n|\n|---|---|---|---|\nA |\n1.5 |\n2.5 |\n|\nB |\n3.5 |\n"
        assert unrolled_table(text) is None


class TestGluedBetweenFigures:
    def test_name_spaced_but_figures_glued_is_glued(self, vocab: Vocabulary) -> None:
        text = (
            "BackendPrefillDecode\n"
            "llama.cpp (CUDA) 2,210.5 tok/s41.8 tok/s\n"
            "llama.cpp (Vulkan) 1,640.0 tok/s38.2 tok/s\n"
        )
        out = glued_table(text)
        assert out is not None
        assert "| llama.cpp (Vulkan) | 1,640.0 tok/s | 38.2 tok/s |" in out

    def test_figures_glued_with_no_unit_between_are_refused(self) -> None:
        text = "BackendPrefillDecode\nfirst build2210.541.8\nsecond build1640.038.2\n"
        assert glued_table(text) is None


class TestUnrolledAcrossParagraphs:
    def test_cells_parted_by_blank_lines_are_one_table(self, vocab: Vocabulary) -> None:
        text = TestUnrolledPipeCells.TEXT.replace("\n", "\n\n")
        claims = {c.value: c for c in extract_claims(text, vocab)}
        assert claims[2980.25].gpu_count == 1 and claims[5450.0].gpu_count == 2
        assert claims[5450.0].metric == "output_tok_s"


class TestSeveralTablesInOneParagraph:
    def test_each_unrolled_table_is_rebuilt(self) -> None:
        one = "\n".join(TestUnrolledPipeCells.TEXT.split("\n")[1:])
        out = unrolled_table(f"First model:\n{one}\nSecond model:\n{one}")
        assert out is not None
        assert out.count("| 512/512 | 3,410.50 | 6,020.75 |  |") == 2
        assert "Second model:" in out


class TestGluedSplitWithinTheRow:
    def test_second_rate_of_the_row_confirms_the_split(self) -> None:
        # no baseline row: each row's plain and drafted rates give its own speedup
        text = (
            "DrafterPlainDraftedSpeedup\n"
            "tiny-3350.0 tok/s105.0 tok/s2.10x\n"
            "tiny-1648.0 tok/s120.0 tok/s2.50x\n"
        )
        out = glued_table(text)
        assert out is not None
        assert "| tiny-33 | 50.0 tok/s | 105.0 tok/s | 2.10x |" in out
        assert "| tiny-16 | 48.0 tok/s | 120.0 tok/s | 2.50x |" in out


class TestGluedAfterABracket:
    def test_name_closed_by_a_bracket_needs_no_speedup(self, vocab: Vocabulary) -> None:
        text = (
            "Served on two L40S with SGLang:\n"
            "ModelDecodeFirst token\n"
            "Mistral 7B (INT8)97.25 tok/s52 ms\n"
            "Gemma 2 9B (FP16)71.80 tok/s64 ms\n"
        )
        got = {c.value: c for c in extract_claims(text, vocab)}
        assert got[97.25].metric == "decode_tok_s" and got[97.25].precision == "INT8"
        assert got[71.8].precision == "FP16"
        assert got[64.0].metric == "ttft"


class TestSetupRowsUnderTheHeader:
    def test_two_setup_rows_both_join_the_columns(self, vocab: Vocabulary) -> None:
        text = (
            "Output throughput (tok/s) with vLLM on H200:\n\n"
            "| Model | H200 | | |\n|---|---|---|---|\n"
            "| TP size | 1 | 2 | 2 |\n"
            "| Concurrency | 16 | 16 | 64 |\n"
            "| 70B FP8 | 1,210.4 | 2,050.9 | 4,480.2 |\n"
        )
        got = {c.value: c for c in extract_claims(text, vocab)}
        assert (got[1210.4].gpu_count, got[1210.4].concurrency) == (1, 16)
        assert (got[4480.2].gpu_count, got[4480.2].concurrency) == (2, 64)
        assert got[2050.9].hardware == "H200"
        assert 16.0 not in got and 64.0 not in got


class TestHyphenatedNumberIsNoFigure:
    def test_a_number_that_starts_a_compound_word_is_refused(self) -> None:
        # the speed and the size ran together ("4-bit" then "1706 GB" for 170 tok/s, 6 GB):
        # "4-bit" is a word, so the row has too few figures and the table is refused
        text = (
            "ModelCardFormatSpeed (tok/s)VRAM\n"
            "Qwen 2.5 7BRTX 3090 24GBQF3 4-bit1706 GB\n"
            "Llama 3.1 8BRTX 4080 16GBQF3 4-bit1425 GB\n"
        )
        assert glued_table(text) is None
