"""A table's metric said once above it (reading rules §1 and §4): a heading or a lead-in
sentence names what the bare figures of a table measure, when the header names only its
columns. Tables of our own; cases of the same layout that must give nothing sit beside them."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None, int | None]]:
    return [(c.value, c.metric, c.mode, c.concurrency) for c in extract_claims(text, vocab)]


_TABLE = (
    "| Task | Medusa | EAGLE |\n|---|---|---|\n| chat | 141.2 | 152.8 |\n| code | 133.5 | 160.4 |\n"
)


class TestMetricHeadingAboveTable:
    def test_a_speed_heading_gives_the_bare_cells_their_metric(self, vocab: Vocabulary) -> None:
        got = _got(f"Some words about the drafters.\n\nGeneration speed\n\n{_TABLE}", vocab)
        assert (141.2, "decode_tok_s", "medusa", None) in got
        assert (160.4, "decode_tok_s", "eagle", None) in got
        assert len(got) == 4

    def test_the_lead_in_over_the_heading_gives_its_load(self, vocab: Vocabulary) -> None:
        text = (
            "The numbers below were all taken at batch size 1.\n\n"
            "Throughput comparison\n\n"
            f"{_TABLE}"
        )
        got = _got(text, vocab)
        assert (152.8, "decode_tok_s", "eagle", 1) in got
        assert (133.5, "decode_tok_s", "medusa", 1) in got

    def test_an_image_placeholder_between_heading_and_table(self, vocab: Vocabulary) -> None:
        got = _got(f"Throughput comparison\n\nimage\n\n{_TABLE}", vocab)
        assert (141.2, "decode_tok_s", "medusa", None) in got

    def test_a_lead_in_sentence_that_names_the_metric(self, vocab: Vocabulary) -> None:
        text = f"The table below reports decode throughput for each drafter.\n\n{_TABLE}"
        got = _got(text, vocab)
        assert (152.8, "decode_tok_s", "eagle", None) in got

    def test_a_lead_in_whose_load_names_a_size(self, vocab: Vocabulary) -> None:
        text = f"All numbers below are decode throughput at batch size 1.\n\n{_TABLE}"
        got = _got(text, vocab)
        assert (141.2, "decode_tok_s", "medusa", 1) in got

    def test_a_heading_of_lengths_or_counts_gives_nothing(self, vocab: Vocabulary) -> None:
        assert _got(f"Throughput run count\n\n{_TABLE}", vocab) == []
        assert _got(f"Context length at full speed\n\n{_TABLE}", vocab) == []

    def test_other_measures_above_the_table_give_nothing(self, vocab: Vocabulary) -> None:
        for heading in (
            "Mean accepted length",
            "Accuracy",
            "Speedup over plain decoding",
            "Results",
            "Peak memory",
        ):
            assert _got(f"{heading}\n\n{_TABLE}", vocab) == [], heading

    def test_a_figure_bearing_sentence_is_no_lead_in(self, vocab: Vocabulary) -> None:
        text = f"Below, our best throughput run reached 160 tok/s on one card.\n\n{_TABLE}"
        assert [v for v, *_ in _got(text, vocab)] == [160.0]

    def test_a_header_that_names_its_own_measure_keeps_it(self, vocab: Vocabulary) -> None:
        text = (
            "Throughput on one card\n\n"
            "| Model | Output len | Batch | Throughput (tok/s) |\n|---|---|---|---|\n"
            "| 8B | 128 | 16 | 2310 |\n| 70B | 128 | 8 | 512 |\n"
        )
        assert sorted(v for v, *_ in _got(text, vocab)) == [512.0, 2310.0]


class TestSpacedTableWithAChangeColumn:
    """A table pasted with single spaces whose last column is a signed change, the better
    side named first ("EAGLE +8.3%"), is still a table; the change holds no figure."""

    def test_rows_with_a_change_cell(self, vocab: Vocabulary) -> None:
        text = (
            "Decode throughput\n\n"
            "Task Medusa EAGLE Gap\n"
            "chat 141.20 152.80 EAGLE +8.2%\n"
            "code 133.50 160.40 EAGLE +20.1%\n"
            "math 150.10 149.30 Medusa +0.5%\n"
        )
        got = _got(text, vocab)
        assert (141.2, "decode_tok_s", "medusa", None) in got
        assert (149.3, "decode_tok_s", "eagle", None) in got
        assert len(got) == 6

    def test_a_change_table_of_acceptance_gives_nothing(self, vocab: Vocabulary) -> None:
        text = (
            "Mean accepted length\n\n"
            "Task Medusa EAGLE Gap\n"
            "chat 2.91 3.30 EAGLE +13.4%\n"
            "code 3.02 3.41 EAGLE +12.9%\n"
            "math 2.75 3.12 EAGLE +13.5%\n"
        )
        assert _got(text, vocab) == []


class TestLeadInOfASection:
    """A lead-in states the metric of its section's tables, past the model-name headings
    between it and each table, not of the next table alone."""

    _PAGE = (
        "## Serving results\n\n"
        "The tables below list the output throughput (tokens per sec) of each model.\n"
        "Every run kept the default scheduler settings.\n\n"
        "### Mistral 7B\n\n"
        "| Input, output | H100 | B200 |\n|---|---|---|\n"
        "| 128, 128 | 1,204.5 | 2,110.7 |\n| 128, 2048 | 1,012.3 | 1,870.2 |\n\n"
        "### Qwen 14B\n\n"
        "| Input, output | H100 | B200 |\n|---|---|---|\n"
        "| 128, 128 | 640.8 | 1,190.4 |\n"
    )

    def test_every_table_of_the_section_takes_the_lead_in(self, vocab: Vocabulary) -> None:
        got = _got(self._PAGE, vocab)
        assert (1204.5, "output_tok_s", None, None) in got
        assert (1190.4, "output_tok_s", None, None) in got
        assert len(got) == 6

    def test_a_figure_in_prose_ends_the_lead_in_s_reach(self, vocab: Vocabulary) -> None:
        text = self._PAGE.replace(
            "Every run kept the default scheduler settings.",
            "An earlier run reached 900 tok/s on one card.",
        )
        assert [v for v, *_ in _got(text, vocab)] == [900.0]

    def test_a_heading_naming_another_measure_ends_it(self, vocab: Vocabulary) -> None:
        text = self._PAGE.replace("### Qwen 14B", "### Qwen 14B accuracy")
        assert sorted(v for v, *_ in _got(text, vocab)) == [1012.3, 1204.5, 1870.2, 2110.7]

    def test_a_header_setting_a_size_is_no_count(self, vocab: Vocabulary) -> None:
        text = (
            "The reported metric is output throughput (tokens per sec).\n\n"
            "Llama 8B\n\n"
            "| Input, output | H100 TP Size=1 | H100 TP Size=2 |\n|---|---|---|\n"
            "| 128, 128 | 1,204.5 | 2,110.7 |\n"
        )
        assert sorted(v for v, *_ in _got(text, vocab)) == [1204.5, 2110.7]
