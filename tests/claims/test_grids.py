"""Grid tables drawn with box characters or +---+ rules are read as tables."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.grids import grid_tables
from watcher.rules import Vocabulary

FANCY = (
    "╒════════╤═══════════╤═══════════╤═══════════╕\n"
    "│ Metric │ Mean      │ P50       │ P99       │\n"
    "╞════════╪═══════════╪═══════════╪═══════════╡\n"
    "│ TTFT   │ 120.5 ms  │ 118.25 ms │ 240.75 ms │\n"
    "├────────┼───────────┼───────────┼───────────┤\n"
    "│ TPOT   │ 12.5 ms   │ 12.25 ms  │ 19.75 ms  │\n"
    "╘════════╧═══════════╧═══════════╧═══════════╛"
)

ASCII = (
    "+--------+-------------+\n"
    "| engine | tok/s       |\n"
    "+========+=============+\n"
    "| vllm   | 1210.5      |\n"
    "+--------+-------------+\n"
    "| sglang | 1304.25     |\n"
    "+--------+-------------+"
)


def test_a_box_drawn_grid_becomes_a_pipe_table() -> None:
    lines = [line for line in grid_tables(FANCY).split("\n") if line]
    assert lines[0] == "| Metric | Mean      | P50       | P99       |"
    assert lines[1] == "|---|---|---|---|"
    assert len(lines) == 4


def test_every_cell_of_a_wide_grid_row_keeps_its_rows_metric(vocab: Vocabulary) -> None:
    got = [(c.value, c.metric) for c in extract_claims(FANCY, vocab)]
    assert got == [
        (120.5, "ttft"),
        (118.25, "ttft"),
        (240.75, "ttft"),
        (12.5, "tpot"),
        (12.25, "tpot"),
        (19.75, "tpot"),
    ]


def test_an_ascii_grid_with_its_unit_in_the_header(vocab: Vocabulary) -> None:
    got = [(c.value, c.engine) for c in extract_claims(ASCII, vocab)]
    assert got == [(1210.5, "vllm"), (1304.25, "sglang")]


def test_text_without_a_grid_is_unchanged() -> None:
    text = "| a | b |\n|---|---|\n| 1 | 2 |\nA + B - C is not a rule."
    assert grid_tables(text) == text


def test_box_rows_copied_without_their_borders_are_still_a_table(vocab: Vocabulary) -> None:
    """The middle of a tool's box-drawn table, pasted without rules or header: each row
    names its own measure and unit, so its first value is that measure's figure."""
    text = (
        "Only the mean is printed for throughput:\n"
        "│     Prompt Length (tokens) │   1024.00 │   1024.00 │    0.00 │\n"
        "│ Output Token Throughput (tokens/sec) │  3,210.75 │     N/A │   N/A │\n"
        "│ Request Rate (requests/sec) │      2.40 │       N/A │     N/A │\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(3210.75, "output_tok_s")]


def test_pipe_rows_without_a_rule_are_left_alone() -> None:
    text = "a | b | c\n1 | 2 | 3\n"
    assert grid_tables(text) == text
