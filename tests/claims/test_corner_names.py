"""A corner cell naming a token rate with its unit in brackets gives every bare cell that unit.

Reading rules §4: a unit may sit only in a table header; "| Throughput (tokens/s) | A100 |
H100 |" names the measure of the whole table in the cell above the row names. A corner naming
what the first column holds ("Model size (GB)", "Context (tokens)") lends nothing.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None]]:
    return {c.value: (c.metric, c.hardware) for c in extract_claims(text, vocab)}


class TestANamedCornerGivesItsUnit:
    def test_a_throughput_corner_over_card_columns(self, vocab: Vocabulary) -> None:
        text = "| Decode speed (tok/s) | L40S | H200 |\n|---|---|---|\n| FP8 | 61.5 | 118.2 |\n"
        assert _read(text, vocab) == {
            61.5: ("decode_tok_s", "L40S"),
            118.2: ("decode_tok_s", "H200"),
        }

    def test_a_corner_glued_to_its_bracket(self, vocab: Vocabulary) -> None:
        text = "| throughput(tokens/s) | L40S | H200 |\n|---|---|---|\n| INT4 | 72.3 | 140.9 |\n"
        assert set(_read(text, vocab)) == {72.3, 140.9}

    def test_a_size_corner_lends_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "Model size (GB)" heads the first column, not the cells beside it."""
        text = "| Model size (GB) | L40S | H200 |\n|---|---|---|\n| 16 | 61.5 | 118.2 |\n"
        assert _read(text, vocab) == {}

    def test_a_count_corner_lends_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a corner naming tokens without "/s" counts, it does not time."""
        text = "| Prompt rate (tokens) | L40S | H200 |\n|---|---|---|\n| chat | 61.5 | 118.2 |\n"
        assert _read(text, vocab) == {}
