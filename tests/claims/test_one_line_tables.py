"""A pipe table written on one line among prose (line breaks turned into spaces) is put
back on lines of its own, so each cell is read with its row and its header (reading rules
§2). A separator alone on its line is an ordinary table's and is left as written."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.one_line_tables import unflatten_tables
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]


def test_a_table_on_one_line_is_read_by_rows(vocab: Vocabulary) -> None:
    text = (
        "We ran two cards with the same prompt. | Workload | Card | Margin | |---|---|---| "
        "| Chat decode | H100 | 1.9x | | Long prompts | A100 | 1.3x | Next week: more runs."
    )
    got = _read(text, vocab)
    assert (1.9, "speedup", "H100") in got
    assert (1.3, "speedup", "A100") in got


def test_rows_are_dealt_by_the_separator_s_columns() -> None:
    text = "Intro. | GPU | Decode | |---|---| | RTX 4090 | 50 tok/s | | RTX 3090 | | Done."
    got = unflatten_tables(text)
    assert got.split("\n\n")[1].split("\n") == [
        "| GPU | Decode |",
        "|---|---|",
        "| RTX 4090 | 50 tok/s |",
        "| RTX 3090 | |",
    ]
    assert got.endswith("\n\nDone.")


def test_an_ordinary_table_and_stray_pipes_stay_as_written() -> None:
    table = "| GPU | Decode |\n|---|---|\n| RTX 4090 | 50 tok/s |\n"
    assert unflatten_tables(table) == table
    prose = "Use a | b | c as the pipe and --- as a rule; | x | y | is no table."
    assert unflatten_tables(prose) == prose


def test_a_header_that_does_not_fill_the_separator_is_left_alone() -> None:
    text = "Intro | GPU | |---|---|---| | RTX 4090 | 50 tok/s | 1 |"
    got = unflatten_tables(text)
    assert got == text


def test_a_repeated_row_ends_the_table_where_its_last_row_does() -> None:
    # the last row's text also stands earlier: the prose after the table follows the last
    # row, not the first copy of its text
    text = "Intro. | GPU | Decode | |---|---| | A100 | 50 | | A100 | 50 | Done."
    parts = unflatten_tables(text).split("\n\n")
    assert parts[1].split("\n")[2:] == ["| A100 | 50 |", "| A100 | 50 |"]
    assert parts[2:] == ["Done."]
