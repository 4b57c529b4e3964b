"""``benchmarks/claims_misses.py``: where missed figures sit, counted on made-up texts."""

from __future__ import annotations

from tests.helpers import load_benchmark

MISSES = load_benchmark("claims_misses")


def test_layout_tells_table_rows_items_cells_and_code_apart() -> None:
    assert MISSES.layout_of("| Zeta | 4 | 61.2 |", in_code=False) == "pipe"
    assert MISSES.layout_of("- Zeta decodes at 61.2 tok/s", in_code=False) == "item"
    assert MISSES.layout_of("  **61.2**  ", in_code=False) == "cell"
    assert MISSES.layout_of("Zeta    4     61.2", in_code=False) == "aligned"
    assert MISSES.layout_of("Zeta    4     61.2", in_code=True) == "code"
    assert MISSES.layout_of("Zeta decodes at 61.2 tok/s.", in_code=False) == "prose"


def test_unit_names_the_first_kind_written_on_the_line() -> None:
    assert MISSES.unit_of("decodes at 61.2 t/s") == "rate"
    assert MISSES.unit_of("a 2.5x speedup") == "multiple"
    assert MISSES.unit_of("peak 12.3 GiB") == "memory"
    assert MISSES.unit_of("first token after 310 ms") == "time"
    assert MISSES.unit_of("| Zeta | 61.2 |") == "none"


def test_code_lines_mark_fenced_blocks_fences_included() -> None:
    lines = ["text", "```", "a 1", "```", "after"]
    assert MISSES.code_lines(lines) == [False, True, True, True, False]


def test_misses_are_placed_by_state_and_line() -> None:
    text = "Zeta decodes at 61.2 tok/s.\n\n| Chip | Speed |\n|---|---|\n| Theta | 48.5 |\n"
    labels = [
        {"value": 61.2, "metric": "decode_tok_s"},
        {"value": 48.5, "metric": "decode_tok_s"},
        {"value": 7.0, "metric": "speedup"},
    ]
    read_one = [{"value": 61.2, "metric": "decode_tok_s"}]
    placed = {lab["value"]: cell for lab, cell, _ in MISSES.place_misses(text, labels, read_one)}
    assert placed == {48.5: ("unread", "pipe", "none"), 7.0: ("unread", "absent", "none")}
    other = MISSES.place_misses(text, labels[:1], [{"value": 61.2, "metric": "output_tok_s"}])
    assert [cell for _, cell, _ in other] == [("other", "prose", "rate")]
    blank = MISSES.place_misses(text, labels[:2], [])
    assert [cell[0] for _, cell, _ in blank] == ["blank", "blank"]


def test_examples_are_refused_outside_tune(capsys) -> None:  # type: ignore[no-untyped-def]
    import pytest

    with pytest.raises(SystemExit) as stop:
        MISSES.main(["--parts", "heldout", "--examples", "unread,prose,rate"])
    assert stop.value.code == 2
    assert "needs --parts tune" in capsys.readouterr().err


def test_cells_count_figures_and_the_texts_they_lie_in(capsys) -> None:  # type: ignore[no-untyped-def]
    """A cell counts each figure, and each text once however many figures it holds there."""
    cells = MISSES.Cells(["tune"], ("state", "layout", "unit"))
    cells.add("tune", [("unread", "pipe", "none"), ("unread", "pipe", "none")])
    cells.add("tune", [("other", "prose", "rate"), ("unread", "pipe", "none")])
    assert cells.as_json() == {
        "tune": [
            {"state": "unread", "layout": "pipe", "unit": "none", "n": 3},
            {"state": "other", "layout": "prose", "unit": "rate", "n": 1},
        ]
    }
    cells.report(False, "missed figures", "misses")
    assert capsys.readouterr().out.splitlines() == [
        "tune: 4 missed figures",
        "  by state  unread 3, other 1",
        "  by layout pipe 3, prose 1",
        "  by unit   none 3, rate 1",
        "  commonest cells: figures, share of the misses, texts they lie in, cell",
        "       3  75.0%    2  unread,pipe,none",
        "       1  25.0%    1  other,prose,rate",
    ]
