"""Flattened web tables of two rows, or with a row whose last cells are empty.

A page's table pasted as text keeps a header line of column names and one line per row. Two
rows are enough to be a table when the header names the unit of every figure column
("Decode tok/s", "TTFT (ms)") or the cells carry it ("41%"): no prose line puts the unit of
each of its numbers in the line above. A row may leave its last cells empty (a run with no
figure for the last column); the header still gives each of its cells its metric. Prose
lines that merely hold several numbers, and lists of settings, are no table.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_two_rows_under_a_header_naming_each_unit(vocab: Vocabulary) -> None:
    text = (
        "Single-user runs on one RTX 4090\n\n"
        "Build Decode tok/s TTFT (ms)\n"
        "Stock release 61.5 220\n"
        "Patched build 74.2 185\n"
    )
    assert _read(text, vocab) == [
        (61.5, "decode_tok_s"),
        (74.2, "decode_tok_s"),
        (185.0, "ttft"),
        (220.0, "ttft"),
    ]


def test_a_row_that_leaves_its_last_cell_empty(vocab: Vocabulary) -> None:
    text = (
        "Measured on a single L40S, one request at a time\n\n"
        "Setup Generation tok/s ITL (ms) Draft hit rate\n"
        "Plain decoding 88.1 11.35\n"
        "EAGLE-3 draft 131.6 7.60 64%\n"
        "Ngram lookup 97.3 10.28 31%\n"
    )
    got = _read(text, vocab)
    for value in (88.1, 131.6, 97.3):
        assert (value, "decode_tok_s") in got
    for value in (11.35, 7.6, 10.28):
        assert (value, "tpot") in got or (value, "itl") in got


def test_two_rows_whose_cells_carry_their_sizes(vocab: Vocabulary) -> None:
    text = (
        "Two quantisations side by side on an M2 Max\n\n"
        "Variant Prompt (t/s) Weights\n"
        "Q8 run 410.5 7.9GB\n"
        "Q4 run 455.0 4.4GB\n"
    )
    got = _read(text, vocab)
    assert (410.5, "prefill_tok_s") in got
    assert (455.0, "prefill_tok_s") in got


def test_two_prose_lines_with_numbers_are_no_table(vocab: Vocabulary) -> None:
    text = (
        "We changed three things in this release\n\n"
        "Fixed 12 crashes and 4 leaks\n"
        "Closed 30 issues in 2 weeks\n"
    )
    assert _read(text, vocab) == []


def test_a_list_of_settings_is_no_table(vocab: Vocabulary) -> None:
    text = "Server flags we used\n\nctx-size 8192 batch-size 512\nthreads 16 parallel 4\n"
    assert _read(text, vocab) == []


def test_two_rows_under_a_header_without_units_stay_unread(vocab: Vocabulary) -> None:
    text = (
        "Scores of the two builds\n\n"
        "Build Round one Round two\n"
        "Stock release 61.5 220\n"
        "Patched build 74.2 185\n"
    )
    assert _read(text, vocab) == []


def test_a_hedge_word_before_a_figure_stays_in_its_cell(vocab: Vocabulary) -> None:
    text = (
        "Local runs on a single RTX 3090\n\n"
        "Quant Gen tok/s Peak memory\n"
        "Q4_K_M 38.5 approx. 11GB\n"
        "Q5_K_M 34.0 roughly 13GB\n"
        "Q8_0 27.9 about 19GB\n"
    )
    got = _read(text, vocab)
    for value in (38.5, 34.0, 27.9):
        assert (value, "decode_tok_s") in got
    for value in (11.0, 13.0, 19.0):
        assert (value, "memory") in got


def test_hedged_prose_lines_are_no_table(vocab: Vocabulary) -> None:
    text = (
        "Meetup notes\n\n"
        "Attendance was 40 about 25 stayed late\n"
        "Sessions ran 3 around 2 were recorded\n"
        "Talks took 12 roughly 9 had slides\n"
    )
    assert _read(text, vocab) == []


def test_a_hedged_rate_in_a_two_row_table(vocab: Vocabulary) -> None:
    text = (
        "Offline batch job on two A100s\n\n"
        "Scheduler Prefill (tok/s) Decode (tok/s)\n"
        "Old queue around 5200 approx. 41.3\n"
        "New queue around 6100 approx. 47.9\n"
    )
    got = _read(text, vocab)
    assert (5200.0, "prefill_tok_s") in got
    assert (6100.0, "prefill_tok_s") in got
    assert any(v == 41.3 for v, _ in got)
    assert any(v == 47.9 for v, _ in got)


def test_a_hedge_written_in_chinese_before_a_size(vocab: Vocabulary) -> None:
    text = (
        "单卡 RTX 4090 测试\n\n"
        "量化 速度 (tok/s) 峰值内存 (GB)\n"
        "Q4_K_M 52.1 约 14\n"
        "Q8_0 40.6 约 24\n"
        "FP16 25.3 约 41\n"
    )
    got = _read(text, vocab)
    for value in (14.0, 24.0, 41.0):
        assert (value, "memory") in got
