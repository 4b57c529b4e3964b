"""Tables written the other way round: the rewrite ``table-transposed`` and the reader on it.

Writers lay one comparison out either way: engines across the top and metrics down the side,
or the reverse. Reading rules §2: a cell's setup comes from its row and its column header, so
a grid of figures between two sets of names reads the same turned round. The rewrite
(``benchmarks/perturb_tables.py``) turns only such grids; a record table, whose setup sits in
a body column, is left as written.
"""

from __future__ import annotations

from tests.helpers import load_benchmark

transposed = load_benchmark("perturb_tables").table_transposed

# ------------------------------------------------------------------------------ the rewrite


def test_a_grid_of_engines_by_metric_is_turned_round() -> None:
    text = "On one H100:\n\n| | H100 tok/s |\n|---|---|\n| vLLM | 1250 |\n| SGLang | 980 |\n"
    assert transposed(text) == (
        "On one H100:\n\n|  | vLLM | SGLang |\n|---|---|---|\n| H100 tok/s | 1250 | 980 |\n"
    )


def test_turning_twice_gives_the_table_back() -> None:
    text = (
        "| Engine | Decode tok/s | TTFT ms |\n|---|---|---|\n"
        "| vLLM | 95 | 41 |\n| SGLang | 102 | 38 |"
    )
    assert transposed(transposed(text)) == text


def test_a_record_table_with_a_setup_column_is_left_alone() -> None:
    text = "| Engine | GPU | tok/s |\n|---|---|---|\n| vLLM | H100 | 95 |\n| SGLang | A100 | 60 |"
    assert transposed(text) == text


def test_a_first_column_naming_a_card_twice_is_left_alone() -> None:
    text = "| GPU | Cards | tok/s |\n|---|---|---|\n| H100 | 1 | 95 |\n| H100 | 2 | 180 |"
    assert transposed(text) == text


def test_a_first_column_of_figures_is_left_alone() -> None:
    text = "| Batch, len | ORT | Torch |\n|---|---|---|\n| 1, 16 | 134 | 25 |\n| 4, 16 | 52 | 10 |"
    assert transposed(text) == text


def test_a_notes_column_is_left_alone() -> None:
    text = "| Engine | tok/s | Note |\n|---|---|---|\n| vLLM | 95 | eager |\n| SGL | 99 | fast |"
    assert transposed(text) == text


def test_a_table_in_code_or_wider_than_eight_columns_turned_is_left_alone() -> None:
    fenced = "```\n| | A | B |\n|---|---|---|\n| x | 1 | 2 |\n```"
    assert transposed(fenced) == fenced
    tall = "| Model | tok/s |\n|---|---|\n" + "\n".join(f"| m{k} | {k} |" for k in range(8))
    assert transposed(tall) == tall
