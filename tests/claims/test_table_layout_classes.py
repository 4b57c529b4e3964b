"""One table, many layouts: a table read right as a pipe table is read alike however pasted.

Every table shape (GFM pipe table with or without outer pipes, HTML ``<table>``, aligned
tool output in a code block, tab-separated lines copied from a page) becomes one grid read
by one cell reader (``watcher.claims.grid``). Each class pins one way layouts used to part,
with tables of its own (not taken from the evaluation set), and cases that must stay apart.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Rows = list[list[str]]


def _pipe(rows: Rows) -> str:
    lines = ["| " + " | ".join(r) + " |" for r in rows]
    lines.insert(1, "|" + "---|" * len(rows[0]))
    return "\n".join(lines)


def _bare_pipe(rows: Rows) -> str:
    """GitHub's table without outer pipes, under a "-- | --" separator."""
    lines = [" | ".join(c or " " for c in r) for r in rows]
    lines.insert(1, " | ".join("--" for _ in rows[0]))
    return "\n".join(lines)


def _html(rows: Rows) -> str:
    head = "<tr>" + "".join(f"<th>{c}</th>" for c in rows[0]) + "</tr>"
    body = ["<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows[1:]]
    return "<table>\n" + "\n".join([head, *body]) + "\n</table>"


def _aligned(rows: Rows) -> str:
    """Tool output: columns padded with spaces, in a code block."""
    wide = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, wide, strict=True)).rstrip() for r in rows]
    return "```\n" + "\n".join(lines) + "\n```"


def _tabbed(rows: Rows) -> str:
    """A web page's table copied as text: one row a line, cells parted by tabs."""
    return "\n".join("\t".join(r) for r in rows)


LAYOUTS: dict[str, Callable[[Rows], str]] = {
    "bare-pipe": _bare_pipe,
    "html": _html,
    "aligned": _aligned,
    "tabbed": _tabbed,
}


def _read(text: str, vocab: Vocabulary) -> list[tuple[object, ...]]:
    return [
        (c.metric, c.value, c.engine, c.hardware, c.precision, c.concurrency)
        for c in extract_claims(text, vocab)
    ]


def _same_in_every_layout(
    vocab: Vocabulary, rows: Rows, above: str = "", below: str = ""
) -> list[tuple[object, ...]]:
    """The pipe table's claims, asserted equal to those of every other layout (a table
    without outer pipes cannot open a row with an empty cell: GitHub reads it shifted)."""
    want = _read(f"{above}\n\n{_pipe(rows)}\n\n{below}", vocab)
    for name, lay in LAYOUTS.items():
        if name == "bare-pipe" and any(not r[0] for r in rows):
            continue
        got = _read(f"{above}\n\n{lay(rows)}\n\n{below}", vocab)
        assert got == want, name
    return want


class TestGroupedRowsShiftedLeft:
    """A grouped table whose rows dropped the group's empty cell reads alike in every layout."""

    ROWS: ClassVar[Rows] = [
        ["Model", "# GPU", "Precision", "Batch Size", "Throughput (tokens/sec)"],
        ["Qwen2 7B", "1", "fp8", "64", "5,120"],
        ["1", "fp8", "128", "7,340", ""],
        ["Qwen2 72B", "4", "fp8", "64", "1,905"],
        ["8", "fp8", "128", "3,377", ""],
    ]

    def test_each_row_keeps_its_column(self, vocab: Vocabulary) -> None:
        """The shifted row's throughput is read as throughput, with its batch size."""
        got = _same_in_every_layout(vocab, self.ROWS)
        values = {v: conc for _m, v, _e, _h, _p, conc in got}
        assert values[7340] == 128 and values[3377] == 128

    def test_a_row_with_its_group_cell_is_left_alone(self, vocab: Vocabulary) -> None:
        """Rows that keep their group cell empty are under their columns already."""
        rows = [
            ["Model", "Batch", "Decode tok/s"],
            ["Phi-3 mini", "1", "88.5"],
            ["", "8", "412.0"],
        ]
        got = _same_in_every_layout(vocab, rows)
        assert sorted(v for _m, v, *_ in got) == [88.5, 412.0]


class TestEmphasisedCells:
    """Bold cells read as GitHub shows them, in HTML and tabbed text as in a pipe table."""

    def test_bold_figures_and_names(self, vocab: Vocabulary) -> None:
        """'**141.2**' under a tok/s header is 141.2 tok/s whatever the layout."""
        rows = [
            ["Engine", "Card", "Decode (tok/s)"],
            ["**vLLM**", "H100", "**141.2**"],
            ["SGLang", "H100", "*150.9*"],
        ]
        got = _same_in_every_layout(vocab, rows)
        assert {(v, e) for _m, v, e, *_ in got} == {(141.2, "vllm"), (150.9, "sglang")}


class TestTwoColumnTables:
    """A table of two columns (a name and its figure) is a table in every layout."""

    def test_names_over_figures(self, vocab: Vocabulary) -> None:
        """'arm / decode tok/s' over two rows of runs, as tool output prints it."""
        rows = [
            ["arm", "decode tok/s (3 runs)"],
            ["MTP k=3", "96.1 / 97.4 / 97.0"],
            ["baseline", "71.2 / 70.8 / 71.5"],
        ]
        got = _same_in_every_layout(vocab, rows, above="Qwen3 8B on one RTX 4090 with vLLM.")
        assert sorted(v for _m, v, *_ in got) == [70.8, 71.2, 71.5, 96.1, 97.0, 97.4]

    def test_units_only_in_the_header(self, vocab: Vocabulary) -> None:
        """'Quant | RAM (GB)' rows: the bare numbers take the header's unit."""
        rows = [["Quant", "RAM usage (GB)", "Generation tok/s"], ["Q4", "2.6", "131.4"]]
        rows += [["Q8", "4.9", "98.7"]]
        got = _same_in_every_layout(vocab, rows)
        assert {(m, v) for m, v, *_ in got} == {
            ("memory", 2.6),
            ("memory", 4.9),
            ("decode_tok_s", 131.4),
            ("decode_tok_s", 98.7),
        }


class TestHeaderNames:
    """A header names its columns by words or sizes, never by a measure."""

    def test_model_sizes_name_columns(self, vocab: Vocabulary) -> None:
        """'1.5B (tok/s)' is a column of a 1.5B model's speeds, not a figure of 1.5."""
        rows = [
            ["GPU", "1.5B (tok/s)", "7B (tok/s)", "14B (tok/s)"],
            ["RTX 4090", "310.2", "128.4", "70.1"],
            ["M2 Ultra", "190.0", "94.1", "55.0"],
        ]
        got = _same_in_every_layout(vocab, rows, above="llama.cpp Q4_0 decode")
        assert len(got) == 6 and {h for _m, _v, _e, h, *_ in got} == {"RTX 4090", "M2 Ultra"}


class TestApproximateCells:
    """'~1,700' and '<40' cells are their numbers under their headers' units, in every layout."""

    def test_approximate_and_bounded_cells(self, vocab: Vocabulary) -> None:
        """Output throughput and TTFT columns keep their metrics, the load from the caption."""
        rows = [
            ["Engine", "Output throughput (tok/s)", "TTFT (ms)"],
            ["vLLM", "~1,700", "~45"],
            ["SGLang", "≈1,950", "<40"],
        ]
        got = _same_in_every_layout(vocab, rows, above="8x H100, 64 concurrent requests")
        assert {(m, v, conc) for m, v, _e, _h, _p, conc in got} == {
            ("output_tok_s", 1700, 64),
            ("ttft", 45, 64),
            ("output_tok_s", 1950, 64),
            ("ttft", 40, 64),
        }


class TestCellsWithNotes:
    """Cells that open with a figure and carry a note ('~62 tok/s (Q4_K_M)'), beside a row
    of words, are a table whatever the layout."""

    def test_figures_with_notes_and_a_row_of_words(self, vocab: Vocabulary) -> None:
        """The engines are the columns' names; the row of words gives no figure."""
        rows = [
            ["Dimension", "Ollama", "vLLM"],
            ["Single-user speed (Mistral 7B)", "~58 tok/s (Q4_K_M)", "~66 tok/s (FP16)"],
            ["Best fit", "laptops, quick tests", "serving many users"],
        ]
        got = _same_in_every_layout(vocab, rows)
        assert {(v, e) for _m, v, e, *_ in got} == {(58, "ollama"), (66, "vllm")}


class TestCellsAsShown:
    """A cell reads as GitHub shows it: inline tags, code marks and escapes leave it."""

    def test_a_line_break_in_a_header_parts_two_words(self, vocab: Vocabulary) -> None:
        """'prompt<br>tok/s' is the prompt phase's rate in a pipe table as in HTML."""
        rows = [["Model", "prompt<br>tok/s", "gen<br>tok/s"], ["Llama 3 8B", "1,402", "88.3"]]
        got = _same_in_every_layout(vocab, rows, above="llama.cpp on RTX 4090")
        assert {(m, v) for m, v, *_ in got} == {("prefill_tok_s", 1402), ("decode_tok_s", 88.3)}

    def test_code_marks_and_bold_tags_leave_the_figure(self, vocab: Vocabulary) -> None:
        """'`45.2`' and '<b>51.0</b>' under a tok/s header are figures."""
        rows = [["Model", "tok/s"], ["`llama3:8b`", "`45.2`"], ["qwen2:7b", "<b>51.0</b>"]]
        got = _same_in_every_layout(vocab, rows, above="ollama on M2 Max")
        assert sorted(v for _m, v, *_ in got) == [45.2, 51.0]

    def test_escaped_underscores_name_the_precision(self, vocab: Vocabulary) -> None:
        """'Q4\\_K\\_M' is shown as Q4_K_M."""
        rows = [["Quant", "Decode (tok/s)"], ["Q4\\_K\\_M", "61.5"], ["Q8\\_0", "44.0"]]
        got = _same_in_every_layout(vocab, rows, above="llama.cpp on RTX 3060")
        assert {(v, p) for _m, v, _e, _h, p, _c in got} == {(61.5, "Q4_K_M"), (44.0, "Q8_0")}


class TestEmptyCells:
    """Empty cells keep every other cell under its own column, in every layout."""

    def test_an_empty_cell_leaves_the_row_a_table_row(self, vocab: Vocabulary) -> None:
        """'Llama 3 8B<tab>88.1<tab>' is a row of three columns, not a name-value pair."""
        rows = [
            ["Model", "A100 (tok/s)", "H100 (tok/s)"],
            ["Llama 3 8B", "88.1", ""],
            ["Mistral 7B", "", "131.9"],
        ]
        got = _same_in_every_layout(vocab, rows, above="Single stream, vLLM 0.6.")
        assert {(v, h) for _m, v, _e, h, *_ in got} == {(88.1, "A100"), (131.9, "H100")}

    def test_a_group_row_of_one_name_keeps_the_table_whole(self, vocab: Vocabulary) -> None:
        """'Llama 3 8B<tab><tab>' (a group's row, its other cells empty) cuts no table."""
        rows = [
            ["Model", "GPU", "Decode tok/s"],
            ["Llama 3 8B", "", ""],
            ["", "RTX 4090", "128.4"],
            ["", "RTX 3090", "101.2"],
            ["Qwen2 7B", "", ""],
            ["", "RTX 4090", "120.3"],
        ]
        got = _same_in_every_layout(vocab, rows, above="llama.cpp Q4_K_M")
        assert [(v, h) for _m, v, _e, h, *_ in got] == [
            (128.4, "RTX 4090"),
            (101.2, "RTX 3090"),
            (120.3, "RTX 4090"),
        ]

    def test_an_unnamed_last_column_of_notes(self, vocab: Vocabulary) -> None:
        """A last column without a name ('fastest') does not undo the table."""
        rows = [
            ["Model", "RTX 4090 (tok/s)", ""],
            ["Llama 3 8B", "128.4", "fastest"],
            ["Qwen2 7B", "120.1", ""],
        ]
        got = _same_in_every_layout(vocab, rows, above="llama.cpp b3000")
        assert sorted(v for _m, v, *_ in got) == [120.1, 128.4]

    def test_name_value_lines_stay_pairs(self, vocab: Vocabulary) -> None:
        """Two tabbed 'name<tab>figure' lines under a caption are values, not a table."""
        text = "Decode (tok/s) on one RTX 4090 with llama.cpp\n\nQ4_0\t150.2\nQ8_0\t97.5\n"
        got = {(c.metric, c.value) for c in extract_claims(text, vocab)}
        assert got == {("decode_tok_s", 150.2), ("decode_tok_s", 97.5)}

    def test_key_lines_of_a_spec_are_no_header(self, vocab: Vocabulary) -> None:
        """'Memory:<tab>64 GB' above version pairs is a machine's spec, not a table's header."""
        text = (
            "Hardware:\n  Chip:\tApple M3 Max\n  Memory:\t64 GB\n"
            "  Firmware:\t10151.1.1\n  Loader:\t10151.1.1\n"
        )
        assert [c for c in extract_claims(text, vocab) if c.metric == "memory"] == []


class TestTabbedTablePieces:
    """A tab-separated table keeps its header and rows when pasting split it."""

    def test_an_empty_corner_opens_the_header_line(self, vocab: Vocabulary) -> None:
        """A header line led by a tab (the empty corner) is the table's header, not code."""
        text = (
            "Compared on one RTX 3090:\n\n"
            "\tv1\tv2\n"
            "VRAM (MiB)\t9,120\t9,488\n"
            "generation (tok/s)\t31.5\t38.2\n"
        )
        got = {(c.metric, c.value) for c in extract_claims(text, vocab)}
        assert got == {
            ("memory", 9120),
            ("memory", 9488),
            ("decode_tok_s", 31.5),
            ("decode_tok_s", 38.2),
        }

    def test_an_empty_row_does_not_cut_the_table(self, vocab: Vocabulary) -> None:
        """A blank spacer row between groups leaves the rows below under the same header."""
        rows = [
            ["Model", "Batch Size", "Throughput (out tok/s)"],
            ["Mistral 7B", "256", "9,310"],
            ["", "", ""],
            ["Mixtral 8x7B", "128", "4,472"],
        ]
        got = _same_in_every_layout(vocab, rows, above="All runs on 8x H100 with TensorRT-LLM.")
        assert {(m, v) for m, v, *_ in got} == {("output_tok_s", 9310), ("output_tok_s", 4472)}

    def test_a_separator_row_starts_the_next_table(self, vocab: Vocabulary) -> None:
        """'---<tab>---' under a second header is a separator row, not a thematic break."""
        text = (
            "llama.cpp on RTX 4090:\n\n"
            "Model\tDecode (tok/s)\nLlama 3 8B\t128.4\n"
            "Model\tPrefill (tok/s)\n---\t---\nLlama 3 8B\t5,120\n"
        )
        got = {(c.metric, c.value) for c in extract_claims(text, vocab)}
        assert got == {("decode_tok_s", 128.4), ("prefill_tok_s", 5120)}

    def test_a_new_table_after_a_blank_line_keeps_its_own_header(self, vocab: Vocabulary) -> None:
        """A second table of other columns below the first is not read as its rows."""
        text = (
            "Model\tDecode (tok/s)\tCard\n"
            "Llama 3 8B\t101.3\tRTX 4090\n"
            "\n"
            "Model\tPrefill (tok/s)\tCard\n"
            "Llama 3 8B\t5,410\tRTX 4090\n"
        )
        got = {(c.metric, c.value) for c in extract_claims(text, vocab)}
        assert got == {("decode_tok_s", 101.3), ("prefill_tok_s", 5410)}


class TestLoneRow:
    """A row pasted alone, shown as a header, is a row's text in a pipe table and in HTML."""

    def test_a_header_of_figures_is_a_row(self, vocab: Vocabulary) -> None:
        """'Llama2 | EXL2 4.0 bpw | 7B | 164 t/s' with no rows under it: one figure."""
        above = "Speeds on one RTX 3090 with exllamav2:\n\n"
        cells = ["Llama2", "EXL2 4.0 bpw", "7B", "**164 t/s**"]
        pipe = " | ".join(cells) + "\n" + " | ".join("--" for _ in cells) + "\n"
        html = "<table>\n<tr>" + "".join(f"<th>{c}</th>" for c in cells) + "</tr>\n</table>\n"
        want = [("decode_tok_s", 164.0, "exllamav2", "RTX 3090", None, None)]
        assert _read(above + pipe, vocab) == want
        assert _read(above + html, vocab) == want


class TestNotATable:
    """Aligned text that is no table of figures stays prose."""

    @pytest.mark.parametrize(
        "code",
        [
            "```\nOptions:\n  --port PORT      port to listen on\n  --host HOST      address\n```",
            "```\nname      value\nthreads   eight\nmode      fast\n```",
        ],
    )
    def test_aligned_words_give_no_claims(self, vocab: Vocabulary, code: str) -> None:
        """Columns of words (a help text, settings) hold no figure."""
        assert extract_claims(code, vocab) == []

    def test_timing_log_lines_stay_log_lines(self, vocab: Vocabulary) -> None:
        """Gapped log lines ("eval time =  9120.55 ms / 255 runs (...)") are no table: a
        header never holds a measure, so each line keeps its own rates."""
        text = (
            "```\n"
            "llama_print_timings:        load time =     812.40 ms\n"
            "llama_print_timings: prompt eval time =     402.11 ms /    18 tokens "
            "(   22.34 ms per token,    44.76 tokens per second)\n"
            "llama_print_timings:        eval time =    9120.55 ms /   255 runs   "
            "(   35.77 ms per token,    27.96 tokens per second)\n"
            "```"
        )
        got = {(c.metric, c.value) for c in extract_claims(text, vocab)}
        assert ("decode_tok_s", 27.96) in got and ("prefill_tok_s", 44.76) in got


def _flattened(rows: Rows) -> str:
    """A page's table copied as text with its cell borders lost: one space between cells."""
    return "\n".join(" ".join(r) for r in rows)


class TestTablesKeyedByAFigure:
    """A sweep table whose first column is a figure (its concurrency), copied from a page with
    its borders lost, reads as its pipe twin; "Concurrent" heads the load column."""

    ROWS: ClassVar[Rows] = [
        ["Concurrent", "Output tok/s", "TTFT (ms)", "TPOT (ms)"],
        ["1", "277", "362", "2.91"],
        ["8", "1,881", "152", "3.96"],
        ["64", "8,120", "324", "6.74"],
    ]
    ABOVE = "Qwen3 8B on vLLM, one H100:\n\n"

    def test_flattened_rows_read_as_the_pipe_table(self, vocab: Vocabulary) -> None:
        pipe = _read(self.ABOVE + _pipe(self.ROWS), vocab)
        flat = _read(self.ABOVE + _flattened(self.ROWS), vocab)
        assert flat == pipe
        assert ("output_tok_s", 1881.0, "vllm", "H100", None, 8) in flat
        assert ("ttft", 324.0, "vllm", "H100", None, 64) in flat

    def test_lines_of_figures_under_a_sentence_are_no_table(self, vocab: Vocabulary) -> None:
        text = "We logged the runs below.\n1 277 362\n8 1881 152\n64 8120 324\n"
        assert extract_claims(text, vocab) == []


class TestCountWrittenOverSystemSize:
    """ "HGX B200" names the card, and a run the text says used two (a caption's "2 GPUs",
    "TP=2") used two; with nothing written, no count (LABELLING, twelfth pass Q3: "DGX"/"HGX"
    alone gives the GPU model but no GPU count)."""

    def test_the_written_count_wins(self, vocab: Vocabulary) -> None:
        text = (
            "Llama 3 8B (FP8, TP=2, 2 GPUs) on an NVIDIA HGX B200: 3,455 tok/s at concurrency 16."
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.hardware, claim.gpu_count) == ("B200", 2)

    def test_the_system_alone_gives_no_count(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("Llama 3 8B on an NVIDIA HGX B200: 3,455 tok/s.", vocab)
        assert (claim.hardware, claim.gpu_count) == ("B200", None)


class TestSpanningHeaderLine:
    """A header line naming only some columns over a line naming each spans the names under
    it ("TPOT ms" over "vanilla | Medusa"), aligned or tabbed as in a pipe table."""

    def test_each_column_takes_the_metric_it_sits_under(self, vocab: Vocabulary) -> None:
        rows = [
            ["", "ITL ms", "", "decode tok/s", ""],
            ["batch", "plain", "EAGLE-3", "plain", "EAGLE-3"],
            ["1", "31.2", "17.9", "32.0", "55.8"],
        ]
        got = _same_in_every_layout(vocab, rows, above="Measured on one A10G.")
        assert {(m, v) for m, v, *_ in got} == {
            ("tpot", 31.2),
            ("tpot", 17.9),
            ("decode_tok_s", 32.0),
            ("decode_tok_s", 55.8),
        }


class TestWordCellsInCode:
    """Rows typed left-aligned in a code block are a table even when their cells hold words
    or figures written with words, as the same rows in a pipe table are."""

    def test_each_column_keeps_its_method(self, vocab: Vocabulary) -> None:
        """Figures written with a word unit ("token/秒") under "Plain" and "EAGLE-3"."""
        rows = [["Model", "Plain", "EAGLE-3"], ["Qwen3 8B", "9.10 token/秒", "19.20 token/秒"]]
        for lay in (_pipe, _aligned):
            got = [(c.value, c.mode) for c in extract_claims(f"On one L40S:\n\n{lay(rows)}", vocab)]
            assert got == [(9.1, "ar"), (19.2, "eagle")], lay.__name__

    def test_a_spec_table_of_words_holds_no_claim(self, vocab: Vocabulary) -> None:
        """A machine's "32 GB DDR4 (2 x 16 GB)" in a setup table is a spec in every layout."""
        rows = [
            ["Part", "Box A", "Box B"],
            ["Card", "RTX 3060 12GB", "RTX 3090 24GB"],
            ["RAM", "32 GB DDR4 (2 x 16 GB)", "64 GB DDR5 (2 x 32 GB)"],
        ]
        assert _same_in_every_layout(vocab, rows) == []

    def test_two_columns_of_keys_and_values_stay_lines(self, vocab: Vocabulary) -> None:
        """'key:  value' lines are no table: each line keeps its own figure."""
        code = (
            "```\nk=1 (one draft token):    1.42x over plain decoding, steady\n"
            "acceptance by position:   about 45% at the first\n"
            "k=4 (four draft tokens):  crashed in the verify step\n```"
        )
        assert [(c.value, c.metric) for c in extract_claims(code, vocab)] == [(1.42, "speedup")]


class TestHtmlTableEdges:
    """What an HTML table leaves out reads as a pipe table with the same cells."""

    def test_a_short_row_is_filled_with_empty_cells(self, vocab: Vocabulary) -> None:
        """A row of fewer cells than the header, shifted left by a dropped group cell."""
        head = ["Model", "# GPU", "Batch Size", "Throughput (tokens/sec)"]
        rows = [["Qwen2 7B", "1", "64", "5,120"], ["1", "128", "7,340"]]
        pipe = _pipe([head, *rows])
        html = (
            "<table>\n<tr>"
            + "".join(f"<th>{c}</th>" for c in head)
            + "</tr>\n"
            + "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
            + "\n</table>\n"
        )
        assert _read(html, vocab) == _read(pipe, vocab)
        assert {v: conc for _m, v, _e, _h, _p, conc in _read(html, vocab)}[7340] == 128

    def test_the_line_above_a_table_leads_in_no_line_under_it(self, vocab: Vocabulary) -> None:
        """A caption above the table is the table's; the paragraph under it is apart."""
        above = "We compared vLLM and SGLang on two cards.\n\nllama.cpp on the RTX 3090"
        rows = [["Model", "Quant"], ["Llama 3 8B", "Q4_K_M"]]
        got = _same_in_every_layout(vocab, rows, above=above, below="The other run gave 45 tok/s")
        assert [(v, e) for _m, v, e, *_ in got] == [(45.0, None)]
