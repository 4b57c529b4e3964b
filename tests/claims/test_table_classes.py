"""Tables and pasted tool output: figures in cells, a row's setup from the rows around it.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_cell_of_repeated_runs_gives_each_run_under_its_header(vocab: Vocabulary) -> None:
    """'a / b / c' under one metric's header (its only '/' is the unit's) is three figures."""
    text = (
        "| setting | generation tok/s (three trials) |\n"
        "|---|---|\n"
        "| fused kernels | 88.2 / 87.9 / 88.6 |\n"
    )
    got = sorted(c.value for c in extract_claims(text, vocab) if c.metric == "decode_tok_s")
    assert got == [87.9, 88.2, 88.6]


def test_a_blank_first_cell_continues_the_label_of_the_row_above(vocab: Vocabulary) -> None:
    """A merged label cell flattened to text: the blank row keeps the quantisation above."""
    text = (
        "| Quant | Card | Speed |\n"
        "|---|---|---|\n"
        "| Q5_K_M | RTX 3060 | 31 tok/s |\n"
        "| | RX 7900 XTX | 44 tok/s |\n"
        "| Q8_0 | RTX 3060 | 19 tok/s |\n"
        "| | RX 7900 XTX | 27 tok/s |\n"
    )
    got = {c.value: c.precision for c in extract_claims(text, vocab)}
    assert got[44] == "Q5_K_M"
    assert got[27] == "Q8_0"


def test_a_baseline_row_beside_a_method_row_is_plain_decoding(vocab: Vocabulary) -> None:
    """Reading rules §2: a "baseline" row, like a baseline column, is autoregressive."""
    text = "| variant | tokens/s |\n|---|---|\n| EAGLE-3 draft | 141.5 |\n| baseline | 72.8 |\n"
    got = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert got[141.5] == "eagle"
    assert got[72.8] == "ar"


def test_a_load_in_one_column_header_is_that_columns_only(vocab: Vocabulary) -> None:
    """ "(bs=1)" in the speed column's header gives the speeds their load, not the memory."""
    text = (
        "| Model | Card | Decode tok/s (bs=1) | Peak VRAM (GB) |\n"
        "|---|---|---|---|\n"
        "| Phi-3 mini | RTX 4060 | 64.5 | 3.9 |\n"
    )
    got = {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}
    assert got[64.5] == ("decode_tok_s", 1)
    assert got[3.9] == ("memory", None)


def test_a_spaced_header_keeps_a_bracket_of_several_words_as_one_column(vocab: Vocabulary) -> None:
    """A page table pasted with single spaces: "(3 seeds, greedy)" is one column's note."""
    text = (
        "Build tok/s Accuracy (3 seeds, greedy)\n"
        "Q4_K_M 44.7 0.61\n"
        "Q5_K_M 39.2 0.63\n"
        "Q8_0 28.4 0.64\n"
    )
    got = {c.value: (c.metric, c.precision) for c in extract_claims(text, vocab)}
    assert got.get(44.7) == ("decode_tok_s", "Q4_K_M")
    assert got.get(28.4) == ("decode_tok_s", "Q8_0")
    assert 0.61 not in got


def test_a_multiple_in_a_row_takes_the_load_of_the_rows_run(vocab: Vocabulary) -> None:
    """A "vs baseline" multiple beside a figure under a "conc=8" column is of that run."""
    text = (
        "| Engine build | conc=8 | vs baseline |\n"
        "|---|---|---|\n"
        "| nightly | 1,310 tok/s | 1.64x |\n"
    )
    got = {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}
    assert got[1310] == ("output_tok_s", 8)
    assert got[1.64] == ("speedup", 8)


def test_repeated_runs_slashed_under_a_header_whose_slash_is_its_unit(vocab: Vocabulary) -> None:
    """ "| tok/s (run A / B) | 71.4 / 70.2 |": the header's only "/" outside the bracket is
    the unit's, and the bracket names the runs, not their units: each value is a rate."""
    text = (
        "| draft len | tok/s (run A / B) | accepted |\n|---|---|---|\n"
        "| 0 | 71.4 / 70.2 | |\n| 3 | 66.0 / 64.8 | 41 % |\n"
    )
    got = sorted((c.value, c.metric) for c in extract_claims(text, vocab))
    assert got == [
        (64.8, "decode_tok_s"),
        (66.0, "decode_tok_s"),
        (70.2, "decode_tok_s"),
        (71.4, "decode_tok_s"),
    ]


def test_two_metrics_slashed_in_a_header_still_part_the_cell(vocab: Vocabulary) -> None:
    text = "| Model | Throughput (req/s / tok/s) |\n|---|---|\n| 8B | 12.1 / 2400.5 |\n"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2400.5, "total_tok_s")]
