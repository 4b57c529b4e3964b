"""A flattened table's row named by its unit ("Peak tok/s 16,794 14,899") holds one figure per
cell; a load keyed right before the unit ("B=1 tok/s 78.3") is the row's setting, never a rate.

Reading rules §4: the unit may stand before the number, as a label does; a setting's value is
no measurement. LABELLING: a "peak" throughput is the output of all streams. Each row of a
table is its own run: the row above lends a unit-named row no load.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, int | None]]:
    return {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}


class TestARowNamedByItsUnit:
    def test_every_cell_after_the_unit_is_a_figure(self, vocab: Vocabulary) -> None:
        got = _read("Qwen3 8B on RTX 4090\n\nDecode tok/s 78.3 52.9 44.2\n", vocab)
        assert set(got) == {78.3, 52.9, 44.2}
        assert all(m == "decode_tok_s" for m, _ in got.values())

    def test_thousands_are_read_whole(self, vocab: Vocabulary) -> None:
        """Must not read the "16" of "16,794" as the rate after the unit."""
        got = _read("Results on H200 with SGLang\nPeak tok/s 16,794 14,899\n", vocab)
        assert 16.0 not in got
        assert got[16794.0][0] == "output_tok_s" and got[14899.0][0] == "output_tok_s"

    def test_the_batch_before_the_unit_is_a_setting(self, vocab: Vocabulary) -> None:
        got = _read("Llama 3 8B on 1x H100 with vLLM\nB=1 tok/s 78.3 52.9\n", vocab)
        assert 1.0 not in got
        assert got[78.3] == ("decode_tok_s", 1) and got[52.9] == ("decode_tok_s", 1)

    def test_the_row_above_lends_no_load(self, vocab: Vocabulary) -> None:
        got = _read("Qwen3 8B on RTX 4090\n\nB=1 tok/s 50 40\nPeak tok/s 1,200 900\n", vocab)
        assert got[1200.0] == ("output_tok_s", None)
        assert got[50.0] == ("decode_tok_s", 1)

    def test_cells_part_at_spaces(self, vocab: Vocabulary) -> None:
        """Must not read "104 122" as one spaced thousand."""
        got = _read("Qwen3 8B on RTX 4090\n\nDecode t/s 104 122\n", vocab)
        assert set(got) == {104.0, 122.0}

    def test_an_empty_cell_holds_nothing(self, vocab: Vocabulary) -> None:
        got = _read("Qwen3 8B on RTX 4090\n\nDecode tok/s 78.3 - 44.2\n", vocab)
        assert set(got) == {78.3, 44.2}


class TestNearMisses:
    def test_prose_after_a_rate_is_no_row(self, vocab: Vocabulary) -> None:
        """Must not fire: "45 tok/s 12 34" is a figure, then other numbers."""
        got = _read("I got 45 tok/s 12 34 times\n", vocab)
        assert 12.0 not in got and 34.0 not in got

    def test_a_rate_keyed_by_its_metric_stays(self, vocab: Vocabulary) -> None:
        """Must not drop: "throughput=45 tok/s" is the figure, no load's value."""
        got = _read("Qwen3 8B on RTX 4090: throughput=45 tok/s\n", vocab)
        assert 45.0 in got

    def test_a_lone_rate_after_its_unit_stays(self, vocab: Vocabulary) -> None:
        got = _read("Qwen3 8B on RTX 4090\nGen TPS 45.2\n", vocab)
        assert 45.2 in got
