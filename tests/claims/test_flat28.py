"""Pipe table rows broken over several lines, each line closed by its pipe.

Reading rules §2 (a cell's scope is its row with its headers): a pasted web table that lost
its row breaks, its cells on successive lines each closed by "|", is read as the table it
was (``broken_rows``) when its width can be known and the lines dealt into rows of it one
way alone; any other run of pipe-closed lines is left as written.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.broken_rows import rejoined_rows
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestRejoined:
    """Must fire: the width is known and the lines deal into rows one way alone."""

    def test_one_cell_per_line_without_separator(self, vocab: Vocabulary) -> None:
        """A header of names right above a first row of a name and bare figures."""
        text = (
            "My laptop numbers, all with the same 7B file:\n"
            "Setting |\nPrompt t/s |\nGen t/s |\n"
            "Plain CPU |\n31.2 |\n9.8 |\n"
            "iGPU offload |\n142.6 |\n17.3 |\n"
            "That was all."
        )
        assert "| Plain CPU | 31.2 | 9.8 |" in rejoined_rows(text)
        got = _read(text, vocab)
        assert (142.6, "prefill_tok_s") in got
        assert (17.3, "decode_tok_s") in got
        assert (9.8, "decode_tok_s") in got

    def test_rows_broken_under_a_separator(self, vocab: Vocabulary) -> None:
        """The separator's dashes give the width; a row's cells fill it over two lines, and
        each figure keeps its own column's unit."""
        text = (
            "| Prompt set | TTFT (ms) | Decode (tok/s) |\n"
            "|---|---|---|\n"
            "| Short chats | 410 |\n"
            "655 |\n"
            "| Long chats | 288 |\n"
            "502 |\n"
        )
        out = rejoined_rows(text)
        assert "| Short chats | 410 | 655 |" in out
        assert "| Long chats | 288 | 502 |" in out
        got = _read(text, vocab)
        assert (655.0, "decode_tok_s") in got
        assert (288.0, "ttft") in got
        assert (502.0, "decode_tok_s") in got

    def test_header_broken_too(self, vocab: Vocabulary) -> None:
        """Header cells one per line above the separator, rows broken after two cells."""
        text = (
            "Item |\nSmall box |\nLarge box |\n---|---|---|\n"
            "Decode speed | 21 tokens/s |\n34 tokens/s |\n"
            "Load time | 4.5 s |\n7.25 s |\n"
        )
        out = rejoined_rows(text)
        assert "| Item | Small box | Large box |" in out
        assert "| Decode speed | 21 tokens/s | 34 tokens/s |" in out
        assert (34.0, "decode_tok_s") in _read(text, vocab)

    def test_rows_opened_by_their_pipe(self) -> None:
        """No separator: each row opens with its pipe, as wide as the first (the header)."""
        text = (
            "| Runtime |\nPrefill |\nDecode |\n"
            "| first build |\n~9000 tokens/s |\n~61 tokens/s |\n"
            "| second build |\n~7400 tokens/s |\n~66 tokens/s |\n"
        )
        out = rejoined_rows(text)
        assert "| first build | ~9000 tokens/s | ~61 tokens/s |" in out
        assert "| Runtime | Prefill | Decode |" in out


class TestLeftAlone:
    """Must not fire: the width is unknown, or the lines deal into rows no single way."""

    def test_a_row_overfills_the_separator(self) -> None:
        # x's row would hold four cells
        text = "| a | b | c |\n|---|---|---|\n| x | 1 |\n2 | 3 |\n| y | 4 |\n5 |\n"
        assert rejoined_rows(text) == text

    def test_a_row_opened_before_the_last_is_full(self) -> None:
        text = "| a | b | c |\n|---|---|---|\n| x | 1 |\n| y | 4 |\n5 |\n| z | 6 | 7 |\n"
        assert rejoined_rows(text) == text

    def test_a_last_row_left_short(self) -> None:
        text = "| a | b | c |\n|---|---|---|\n| x | 1 |\n2 |\n| y | 4 |\n"
        assert rejoined_rows(text) == text

    def test_stacked_cells_whose_width_the_first_row_does_not_match(self) -> None:
        """Three names above a row of a name and three figures: four wide or three?"""
        text = "Setting |\nPrompt |\nGen |\nCPU |\n31.2 |\n9.8 |\n4.4 |\nGPU |\n142.6 |\n17.3 |\n"
        assert rejoined_rows(text) == text

    def test_key_value_lines_closed_by_pipes(self) -> None:
        """A tool's summary pasted with a pipe after each line is no table."""
        text = "Successful requests: 20 |\nMean TTFT (ms): 562.28 |\nMedian TTFT (ms): 510.73 |\n"
        assert rejoined_rows(text) == text

    def test_a_table_already_one_row_per_line(self) -> None:
        text = "| a | b |\n|---|---|\n| x | 1 |\n| y | 2 |\n| z | 3 |\n"
        assert rejoined_rows(text) == text

    def test_fenced_code_is_left_alone(self) -> None:
        text = (
            "```\nSetting |\nPrompt t/s |\nGen t/s |\nCPU |\n31.2 |\n9.8 |\n"
            "GPU |\n1.0 |\n2 |\n```\n"
        )
        assert rejoined_rows(text) == text

    def test_words_alone_are_no_table_of_results(self) -> None:
        """Rows opened by their pipe but holding no figure: a comparison of words."""
        text = "| Item |\nA |\nB |\n| Language |\nPython |\nC++ |\n| License |\nMIT |\nApache |\n"
        assert rejoined_rows(text) == text
