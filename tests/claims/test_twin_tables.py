"""A table that repeats the header of the table right above it takes that table's caption unit.

Reading rules §1 and §4: a table's unit may be stated only in its context; two tables of one
measurement with the same header cell for cell share the caption stated over the first, even
when a remark stands between them. A table with another header, or one far down the page,
does not.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_FIRST = (
    "Mean time per output token (ms) for each card:\n\n"
    "| card | 8B FP16 | 8B INT4 | 70B INT4 |\n|---|---|---|---|\n| L40S | 21.4 | 11.2 | 64.1 |\n\n"
)


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None]]:
    return {c.value: (c.metric, c.hardware) for c in extract_claims(text, vocab)}


class TestATableRepeatingTheHeaderAboveTakesItsUnit:
    def test_the_second_table_under_a_question_reads_as_the_first(self, vocab: Vocabulary) -> None:
        text = _FIRST + (
            "Why are two cards no faster than one here?\n\n"
            "| card | 8B FP16 | 8B INT4 | 70B INT4 |\n|---|---|---|---|\n"
            "| 2x A100 | 18.3 | 12.9 | 48.6 |\n"
        )
        got = _read(text, vocab)
        assert got[18.3] == ("tpot", "A100")
        assert got[48.6] == ("tpot", "A100")
        assert got[21.4] == ("tpot", "L40S")

    def test_another_header_takes_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a table naming other columns is another measurement."""
        text = _FIRST + (
            "And the prompts we used:\n\n"
            "| card | prompt | runs | seed |\n|---|---|---|---|\n"
            "| A100 | chat | 12 | 42 |\n"
        )
        got = _read(text, vocab)
        assert 12 not in got and 42 not in got

    def test_a_table_far_below_takes_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a page's later part is not the first table's context."""
        filler = "Some unrelated discussion of the setup follows here.\n\n" * 40
        text = (
            _FIRST
            + filler
            + (
                "| card | 8B FP16 | 8B INT4 | 70B INT4 |\n|---|---|---|---|\n"
                "| 2x A100 | 18.3 | 12.9 | 48.6 |\n"
            )
        )
        got = _read(text, vocab)
        assert 18.3 not in got and 48.6 not in got
