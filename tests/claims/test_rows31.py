"""A text's lines split once and shared (``text_lines.Lines``), and the cheap checks put before
costly passes: each must answer as the work it spares would. The texts are made up here."""

from __future__ import annotations

import pytest

from watcher.claims.broken_rows import rejoined_rows
from watcher.claims.engine_parts import engine_parts
from watcher.claims.names import lexicon_for
from watcher.claims.text_lines import Lines, line_spans
from watcher.claims.units import _lines, _tables
from watcher.claims.wordmult import multiples_as_digits
from watcher.rules import Vocabulary

_TEXTS = [
    "",
    "\n",
    "one line",
    "two\nlines\n",
    "\n\nblank lines first\n\n\nand between\n",
    "| a | b |\n|---|---|\n| 1 | 2 |",
]


def _by_newlines(text: str, pos: int) -> tuple[int, int, int]:
    """Line number, start and end of the line holding ``pos``, counted the slow way."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text.count("\n", 0, pos), start, len(text) if end < 0 else end


@pytest.mark.parametrize("text", _TEXTS)
def test_each_position_finds_the_line_newlines_would(text: str) -> None:
    lines = Lines.of(text)
    for pos in range(len(text) + 1):
        line = lines.at(pos)
        assert (lines.index(pos), line.start, line.end) == _by_newlines(text, pos)


@pytest.mark.parametrize("text", _TEXTS)
def test_the_shared_lines_are_the_readers_lines(text: str) -> None:
    assert Lines.of(text).spans == line_spans(text) == _lines(text)
    assert [text[s.start : s.end] for s in line_spans(text)] == text.split("\n")


def test_a_kernel_library_row_is_found_with_the_lines_given_or_not(vocab: Vocabulary) -> None:
    text = (
        "| Backend | tok/s |\n|---|---|\n| vLLM | 41.0 |\n| FlashInfer | 44.2 |\n\n"
        "SGLang with the FlashInfer backend | 50 tok/s |\n"
    )
    found = lexicon_for(vocab).find("engine", text)
    given = engine_parts(text, found, Lines.of(text))
    assert given == engine_parts(text, found)
    assert [m.start for m in given] != []


def test_a_row_of_engine_cells_among_library_cells_names_no_engine(vocab: Vocabulary) -> None:
    text = "| Kernel | tok/s |\n|---|---|\n| FlashInfer | 41.0 |\n| Triton | 44.2 |\n"
    found = lexicon_for(vocab).find("engine", text)
    kept = engine_parts(text, found, Lines.of(text))
    assert all(text[m.start : m.end].lower() not in ("flashinfer", "triton") for m in kept)


def test_tables_are_found_as_before_from_cut_lines() -> None:
    text = "Decode on 1x H100:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nnote\n| c | d |\n| 3 | 4 |\n"
    tables = _tables(text, _lines(text))
    assert [(t.header_cells, len(t.rows)) for t in tables] == [(["a", "b"], 1)]
    assert text[tables[0].caption.start : tables[0].caption.end].strip() == "Decode on 1x H100:"


def test_a_run_of_tiny_tables_with_one_figure_line_each_is_left_as_written() -> None:
    text = "|a|t/s|\n|-|-|\n|1|2|\n\n" * 50
    assert rejoined_rows(text) is text


def test_a_broken_table_with_two_figure_rows_is_still_rebuilt() -> None:
    text = (
        "| Prompt set | TTFT (ms) | Decode (tok/s) |\n|---|---|---|\n"
        "| Short chats | 410 |\n655 |\n| Long chats |\n288 | 502 |\n"
    )
    assert "| Short chats | 410 | 655 |\n| Long chats | 288 | 502 |" in rejoined_rows(text)


def test_a_broken_table_with_one_figure_row_is_left_as_written() -> None:
    text = "| Prompt set | TTFT (ms) | Decode (tok/s) |\n|---|---|---|\n| Short chats | 410 |\n"
    text += "| 655 |\n"
    assert rejoined_rows(text) is text


@pytest.mark.parametrize(
    "text, want",
    [
        ("Es ist zwei mal schneller.", "Es ist 2 mal schneller."),
        ("C'est trois fois plus rapide.", "C'est 3 fois plus rapide."),
        ("Het is twee \u212aeer zo snel.", "Het is 2 \u212aeer zo snel."),  # a Kelvin sign K
        ("Быстрее в два раза.", "Быстрее в 2 раза."),
    ],
)
def test_multiple_words_are_still_read_as_digits(text: str, want: str) -> None:
    assert multiples_as_digits(text) == want


@pytest.mark.parametrize("text", ["zwei Karten, drei Läufe", "|a|t/s|\n|-|-|\n|1|2|\n"])
def test_a_text_with_no_times_word_is_left_as_written(text: str) -> None:
    assert multiples_as_digits(text) is text
