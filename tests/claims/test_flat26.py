"""Tables flattened into whitespace: a header of unit-named columns, then every row's figures.

Reading rules §2 (a cell's scope is its row with its headers) and §4 (units): a web table
that lost its markup and its line breaks is read as the table it was (``header_runs``), and
nothing else that ends in a run of numbers is. A precision that ends one variant of a model
id the page also names bare is that variant's, not the page's (``variant_ids``).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.header_runs import unrun_tables
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestOneLineTables:
    """Must fire: a header cut at its units, then rows of that many figures."""

    def test_a_load_column_then_unit_named_columns(self, vocab: Vocabulary) -> None:
        text = (
            "Serving results on our cluster.\n\n"
            "Concurrency Time to First Token (ms) Output Throughput (tok/s) "
            "1 85 61.5 4 120 230.4 16 310 802.7"
        )
        got = _read(text, vocab)
        assert (85.0, "ttft", 1) in got
        assert (802.7, "output_tok_s", 16) in got
        assert (310.0, "ttft", 16) in got
        assert all(v not in (1.0, 4.0, 16.0) for v, _, _ in got)  # the loads are no figures

    def test_stacked_brackets_end_one_name(self, vocab: Vocabulary) -> None:
        """ "(TTFT)(second)", "(per minute) (RPM)": brackets in a row close one name."""
        text = (
            "Batch size Time to First Token (TTFT)(second) Requests (per minute) (RPM) "
            "Decode Speed (tokens/second) 1 0.21 12 48.5 8 0.35 70 44.1"
        )
        got = _read(text, vocab)
        assert (0.21, "ttft", 1) in got
        assert (0.35, "ttft", 8) in got
        assert any(v == 44.1 and c == 8 for v, _, c in got)

    def test_prose_before_the_header_stays_above(self) -> None:
        line = "We measured it on one node: TTFT (ms) TPOT (ms) 120 14.2 135 15.0"
        out = unrun_tables(line)
        assert "We measured it on one node:" in out
        assert "| TTFT (ms) | TPOT (ms) |" in out
        assert "| 135 | 15.0 |" in out

    def test_unit_words_end_names(self) -> None:
        out = unrun_tables("Concurrency TTFT ms Throughput tok/s 1 40 55.1 8 62 310.5")
        assert "| Concurrency | TTFT ms | Throughput tok/s |" in out
        assert "| 8 | 62 | 310.5 |" in out


class TestHeaderOverLinesOfFigures:
    """A flattened header over lines of figures alone: the header's cut must give each line's
    count of figures, so the line breaks and the names agree."""

    def test_rows_one_per_line(self, vocab: Vocabulary) -> None:
        text = (
            "Concurrency Time to First Token (TTFT)(second) Token-level Throughput "
            "(tokens/second) Request-level Latency (second)\n"
            "1 0.05 58.0 5.1\n"
            "2 0.06 114.8 5.3\n"
            "4 0.07 224.0 5.4\n"
        )
        got = _read(text, vocab)
        assert (0.05, "ttft", 1) in got
        assert (5.4, "e2e_latency", 4) in got
        assert (224.0, "output_tok_s", 4) in got

    def test_lines_that_disagree_with_the_header(self) -> None:
        """Must not fire: three names over lines of four figures, or of uneven counts."""
        text = "Concurrency TTFT (ms) Throughput (tok/s)\n1 40 55.1 9\n8 62 310.5 9\n"
        assert unrun_tables(text) == text
        text = "Concurrency TTFT (ms) Throughput (tok/s)\n1 40 55.1\n8 62 310.5 9\n"
        assert unrun_tables(text) == text


class TestNotOneLineTables:
    """Must not fire: prose lists, versions, dates, spec sheets, rows that do not fill."""

    def test_a_prose_list_of_numbers(self) -> None:
        line = "The scores for runs were 12 15 18 21 24 30 across the week."
        assert unrun_tables(line) == line
        line = "Seeds used (for each run) (fixed): 1 2 3 4 5 6"
        assert unrun_tables(line) == line

    def test_version_strings_and_dates(self) -> None:
        line = "Tested versions (vLLM) (SGLang) 0.6.3 0.3.5 0.6.4 0.3.6"
        assert unrun_tables(line) == line
        line = "Release dates (old) (new) 2024-05-01 2024-06-01 2024-07-01 2024-08-01"
        assert unrun_tables(line) == line

    def test_a_spec_sheet_of_one_row(self) -> None:
        line = "Memory (GB) Bandwidth (GB/s) TDP (W) 24 1008 450"
        assert unrun_tables(line) == line

    def test_a_spec_sheet_of_two_cards(self, vocab: Vocabulary) -> None:
        """A card's capacity, bandwidth and power are no claims, however they are laid out."""
        text = "GPU specs. VRAM (GB) Memory Bandwidth (GB/s) TDP (W) 24 1008 450 48 960 300"
        assert extract_claims(text, vocab) == []

    def test_a_count_that_is_no_whole_number_of_rows(self) -> None:
        line = "Concurrency TTFT (ms) Throughput (tok/s) 1 40 55.1 8 62 310.5 16"
        assert unrun_tables(line) == line

    def test_a_load_column_that_does_not_rise(self) -> None:
        """Dealt off by one, the "load" cells are no rising whole numbers."""
        line = "Concurrency TTFT (ms) Throughput (tok/s) 40 1 55.1 32 8 310.5"
        assert unrun_tables(line) == line

    def test_a_header_with_numbered_names(self) -> None:
        """ "Batch 1 Batch 8": names holding numbers are not cut by units alone."""
        line = "Engine Batch 1 (tok/s) Batch 8 (tok/s) 40 300 42 310"
        assert unrun_tables(line) == line

    def test_a_single_unit_named_column(self) -> None:
        line = "Throughput (tok/s) over time 10 20 30 40 50 60"
        assert unrun_tables(line) == line

    def test_fenced_code_and_pipe_lines_stay(self) -> None:
        text = "```\nConcurrency TTFT (ms) Throughput (tok/s) 1 40 55.1 8 62 310.5\n```"
        assert unrun_tables(text) == text
        line = "| Concurrency TTFT (ms) Throughput (tok/s) 1 40 55.1 8 62 310.5 |"
        assert unrun_tables(line) == line


class TestVariantPrecision:
    """A precision ending one model id's variant stays that variant's."""

    def test_the_bare_id_named_too(self, vocab: Vocabulary) -> None:
        text = (
            "acme.llama-3-70b-instruct serves every region except one; "
            "acme.llama-3-70b-instruct-fp8-dynamic serves that region only.\n\n"
            "- Results for acme.llama-3-70b-instruct in every other region.\n\n"
            "It decodes at 52.5 tok/s for one user."
        )
        got = [c for c in extract_claims(text, vocab) if c.value == 52.5]
        assert got and got[0].precision is None

    def test_the_variant_alone_keeps_its_precision(self, vocab: Vocabulary) -> None:
        """Must not fire: the page names only the fp8 id, so its precision is the page's."""
        text = (
            "acme.llama-3-70b-instruct-fp8-dynamic serves every region.\n\n"
            "It decodes at 52.5 tok/s for one user."
        )
        got = [c for c in extract_claims(text, vocab) if c.value == 52.5]
        assert got and got[0].precision == "FP8"


class TestContextSizedRows:
    """Single-spaced rows keyed by a context size ("4K 881.5 65.9 71.9 GB") under a header
    whose first word names that key, with the next table's caption right under them."""

    TEXT = (
        "Model A (40 GB on disk)\n\n"
        "Context Prompt Processing (t/s) Generation (t/s) Peak Memory\n"
        "4K 812.5 61.2 44.1 GB\n"
        "16K 1,104.3 57.9 46.0 GB\n"
        "32K 990.7 50.4 49.8 GB\n"
        "Model B (60 GB on disk)\n\n"
        "Some closing words."
    )

    def test_each_column_keeps_its_metric(self, vocab: Vocabulary) -> None:
        got = {(c.value, c.metric) for c in extract_claims(self.TEXT, vocab)}
        assert (812.5, "prefill_tok_s") in got
        assert (1104.3, "prefill_tok_s") in got
        assert (61.2, "decode_tok_s") in got
        assert (49.8, "memory") in got

    def test_rows_of_other_keys_stay_prose(self, vocab: Vocabulary) -> None:
        """Must not fire: a row opening with a plain number and a unit cell is no size key."""
        text = (
            "Context Prompt Processing (t/s) Generation (t/s) Peak Memory\n"
            "4 812.5 61.2 44.1 GB\n"
            "16 1,104.3 57.9 46.0 GB\n"
            "32 990.7 50.4 49.8 GB\n"
        )
        got = {(c.value, c.metric) for c in extract_claims(text, vocab)}
        assert (812.5, "prefill_tok_s") not in got

    def test_a_prose_line_under_prose_is_no_caption(self, vocab: Vocabulary) -> None:
        """Must not fire: three lines of prose and one more are no table over a caption."""
        text = "We ran it.\nIt was fast.\nThen we slept.\nThe end came at 12 tok/s."
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert got == [(12.0, "decode_tok_s")]


class TestGluedRunsOfMetrics:
    """A glued table of metric rows against parallel runs ("MetricRun A Run B")."""

    TEXT = (
        "MetricRun A Run B\n"
        "Total Duration410.52 s305.17 s\n"
        "Token Throughput0.21 tps0.33 tps\n"
        "Time to First Token (TTFT)71.40 s60.08 s\n"
        "Disk Reads8,412 IOPS11,230 IOPS\n"
    )

    def test_each_run_is_a_column(self, vocab: Vocabulary) -> None:
        got = {(c.value, c.metric) for c in extract_claims(self.TEXT, vocab)}
        assert {(410.52, "e2e_latency"), (305.17, "e2e_latency")} <= got
        assert {(0.21, "decode_tok_s"), (0.33, "decode_tok_s")} <= got
        assert {(71.4, "ttft"), (60.08, "ttft")} <= got

    def test_runs_glued_to_each_other(self, vocab: Vocabulary) -> None:
        text = self.TEXT.replace("MetricRun A Run B", "MetricRun BRun C")
        got = {(c.value, c.metric) for c in extract_claims(text, vocab)}
        assert (305.17, "e2e_latency") in got

    def test_rows_named_by_models_stay_refused(self, vocab: Vocabulary) -> None:
        """Must not fire: under a "Model" corner a name may end in a digit ("Draft-7201.10":
        "Draft-7" or "Draft-72"?), so an unsettled split is still refused."""
        text = (
            "ModelThroughputLatency\n"
            "Draft-7201.10 tokens/s12 ms\n"
            "Qwen2140.50 tokens/s15 ms\n"
            "Llama3120.40 tokens/s18 ms\n"
        )
        got = {c.value for c in extract_claims(text, vocab)}
        assert not {201.1, 7201.1, 140.5, 2140.5} & got

    def test_names_of_unlike_columns_stay_whole(self) -> None:
        from watcher.claims.glued_runs import parallel_names

        assert parallel_names(["Metric", "Run A Run B"]) == ["Metric", "Run A", "Run B"]
        assert parallel_names(["Method", "Throughput", "Speedup"]) == [
            "Method",
            "Throughput",
            "Speedup",
        ]
        assert parallel_names(["Model", "Run Alpha Run Beta"]) == ["Model", "Run Alpha Run Beta"]


class TestFlaggedRows:
    """A single-spaced row naming its run's flags after a figure ("64K fa 686GB")."""

    HEAD = "Engine Context Peak Memory (GB) Prompt Rate (tokens/s) Eval Rate (tokens/s)\n"

    def test_the_flag_joins_the_row_name(self) -> None:
        from watcher.claims.flat import flat

        text = (
            self.HEAD + "llama.cpp 64K 716 25.58 4.36\n"
            "llama.cpp 32K 610 26.10 4.52\n"
            "ik_llama.cpp 64K fa 686 43.44 2.05\n"
            "ik_llama.cpp 64K mla+CUDA fail fail fail\n"
        )
        got = flat(text)
        assert got is not None
        _, _, rows, _ = got
        assert len(rows) == 4
        assert rows[2][0] == "ik_llama.cpp fa" and rows[2][-1] == "2.05"
        assert rows[3][-1] == "fail"

    def test_the_flagged_rows_figures_keep_their_columns(self, vocab: Vocabulary) -> None:
        text = (
            self.HEAD + "llama.cpp 64K 716 25.58 4.36\n"
            "llama.cpp 32K 610 26.10 4.52\n"
            "ik_llama.cpp 64K fa q8kv 550 46.65 1.77\n"
        )
        got = {(c.value, c.metric) for c in extract_claims(text, vocab)}
        assert (46.65, "prefill_tok_s") in got
        assert (1.77, "decode_tok_s") in got

    def test_words_that_stand_anywhere_else_end_the_table(self) -> None:
        """Must not fire: extra words before the first figure, after the last, or more
        than a few, are no flag of the row."""
        from watcher.claims.row_flags import flagged_row

        want = ("T", "F", "F", "F")
        at_end = [("T", ["a"]), ("F", ["1"]), ("F", ["2"]), ("F", ["3"]), ("T", ["x"])]
        assert flagged_row([at_end], want) is None
        long = [("T", ["a"]), ("F", ["1"]), ("T", ["w", "x", "y", "z"]), ("F", ["2"]), ("F", ["3"])]
        assert flagged_row([long], want) is None
        inside = [("T", ["a"]), ("F", ["1"]), ("T", ["fa"]), ("F", ["2"]), ("F", ["3"])]
        assert flagged_row([inside], want) == [
            ("T", ["a", "fa"]),
            ("F", ["1"]),
            ("F", ["2"]),
            ("F", ["3"]),
        ]
