"""Table headers spread over more than one row or line.

Reading rules §4: a unit may sit only in a table header; the header is every row or line
that names the columns, not only the line above the separator.

- A hand-written table of setups by metric puts its second header row ("| | Memory | TPS |")
  first among the body rows: each column is its setup and that metric together, and a column
  no setup heads describes the row's model (its size), not a run.
- A count of devices in a column header ("4xDCU (64GB)") names that column's run, as a
  card's name does, so a caption's unit reaches its cells.
- A dataset viewer's header, copied with each column's type and summary and wrapped over
  lines ("model stringclasses 7" / "values | ..."), names its columns by their first word.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None, int | None]]:
    return {c.value: (c.metric, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)}


class TestAMetricRowUnderASetupHeader:
    def test_each_column_is_its_card_and_metric(self, vocab: Vocabulary) -> None:
        text = (
            "| | | RTX 3060 | A100 |\n|---|---|---|---|\n| | Size | tok/s | tok/s |\n"
            "| mistral:7b | 4.1 GB | 61.4 | 118.9 |\n| phi3:14b | 7.9 GB | 27.3 | 66.05 |\n"
        )
        got = _read(text, vocab)
        assert got == {
            61.4: ("decode_tok_s", "RTX 3060", None),
            118.9: ("decode_tok_s", "A100", None),
            27.3: ("decode_tok_s", "RTX 3060", None),
            66.05: ("decode_tok_s", "A100", None),
        }

    def test_a_first_row_of_figures_is_no_metric_row(self, vocab: Vocabulary) -> None:
        """Must not fire: a header with no unit over rows of figures stays unread."""
        text = "| | | RTX 3060 | A100 |\n|---|---|---|---|\n| mistral:7b | 4 | 61.4 | 118.9 |\n"
        assert _read(text, vocab) == {}

    def test_a_row_of_words_that_name_no_metric(self, vocab: Vocabulary) -> None:
        """Must not fire: "| | Family | Notes | Notes |" names no unit; nothing is read."""
        text = (
            "| | | RTX 3060 | A100 |\n|---|---|---|---|\n| | Family | Notes | Notes |\n"
            "| mistral:7b | 7 | 61.4 | 118.9 |\n"
        )
        assert _read(text, vocab) == {}


class TestACountOfDevicesNamesAColumn:
    def test_a_count_times_an_unknown_device(self, vocab: Vocabulary) -> None:
        text = (
            "Qwen3-8B 吞吐 (TPS)\n\n| BS | 1xH20 (96GB) | 8xDCU (64GB) |\n|---|---|---|\n"
            "| 1 | 51.3 | 20.7 |\n"
        )
        got = _read(text, vocab)
        assert got[51.3][1:] == ("H20", 1)
        assert got[20.7][0] == "decode_tok_s" and got[20.7][2] == 8

    def test_a_column_of_words_stays_unread(self, vocab: Vocabulary) -> None:
        """Must not fire: "Notes" names neither a device nor a unit."""
        text = (
            "Qwen3-8B 吞吐 (TPS)\n\n| BS | 1xH20 (96GB) | Notes |\n|---|---|---|\n"
            "| 1 | 51.3 | 2 |\n"
        )
        assert 2 not in _read(text, vocab)


class TestADatasetViewerHeader:
    def test_a_wrapped_header_names_its_columns(self, vocab: Vocabulary) -> None:
        text = (
            "Datasets:\nmodel stringclasses 4\nvalues | gpu stringclasses 1\nvalue | "
            "ctx int64 2k 32k | tokens_per_sec float64 12.1 4.3k |\n|---|---|---|---|\n"
            "llama3-8b | RTX 4070 | 4,096 | 88.72 |\n"
        )
        assert _read(text, vocab) == {88.72: ("decode_tok_s", "RTX 4070", None)}

    def test_an_ordinary_line_above_a_table_is_left(self, vocab: Vocabulary) -> None:
        """Must not fire: a line of prose above a header is no viewer header; the table's own
        header still reads (its "int64" word is no column type)."""
        text = "We cast ids to int64 first.\n| model | ctx |\n|---|---|\n| llama3-8b | 4,096 |\n"
        assert _read(text, vocab) == {}
