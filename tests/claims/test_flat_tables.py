"""Web tables flattened to single spaces whose rows hold text cells among the figures.

A page's ``<table>`` copied as text keeps one row a line and one space between cells; the
rows' text cells (a checkpoint id, a draft model, the winner of a comparison) and the
header's names of several words are aligned by what every row shares, and the table is then
read as any other. The tables here are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.claims.flat import flat
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


def test_a_text_column_after_the_figures_and_a_row_name_of_two_words(vocab: Vocabulary) -> None:
    """A checkpoint id after the figures; "q8 g64" is one row name, "Prefill (512) tok/s"
    one column name; a score column names no unit and gives no claim."""
    text = (
        "Quant Accuracy Prefill (512) tok/s Decode tok/s Peak GB Checkpoint\n"
        "fp16 71.2 2210.4 41.3 14.6 acme/tiny-7b-fp16\n"
        "q8 g64 70.9 2305.1 66.8 7.9 acme/tiny-7b-q8-g64\n"
        "q4 69.0 2390.7 95.2 4.4 acme/tiny-7b-q4\n"
        "  • measured with mlx-lm on an M3 Max\n"
    )
    got = _by_value(text, vocab)
    assert got[41.3].metric == "decode_tok_s"
    assert got[2210.4].metric == "prefill_tok_s"
    assert got[14.6].metric == "memory"
    assert got[95.2].metric == "decode_tok_s"
    assert 71.2 not in got and 69.0 not in got


def test_text_columns_between_figures_and_a_model_number_in_the_row_name(
    vocab: Vocabulary,
) -> None:
    """ "Base Model Helper Model" are two text columns (each name ends at "Model"); "RTX 3090"
    is one row name though its number looks like a figure."""
    text = (
        "Card Link (GB/s) Base Model Helper Model Fast TPOT (ms/token) Baseline TPOT (ms/token)"
        " Speedup\n"
        "RTX 3090 24.0 Mixtral-8x7B Tiny-1B 41.2 88.0 2.14x\n"
        "RTX 3090 24.0 Yi-34B Tiny-1B 30.5 61.0 2.00x\n"
        "A6000 32.0 Yi-34B Tiny-1B 27.3 52.0 1.90x\n"
    )
    got = _by_value(text, vocab)
    assert got[41.2].metric == "tpot"
    assert got[88.0].metric == "tpot"
    assert got[2.14].metric == "speedup"
    assert 24.0 not in got  # a link's byte rate is a hardware spec


def test_a_winner_column_keeps_its_margin_in_its_cell(vocab: Vocabulary) -> None:
    """ "Draft +7.9%": the winner and its margin are one cell under "Winner"."""
    text = (
        "Task Draft tok/s Plain tok/s Winner\n"
        "Coding 130.5 121.0 Draft +7.9%\n"
        "Chat 98.2 99.0 Plain +0.8%\n"
        "Math 140.4 120.3 Draft +16.7%\n"
    )
    got = flat(text)
    assert got is not None
    _, header, rows, _ = got
    assert header == ["Task", "Draft tok/s", "Plain tok/s", "Winner"]
    assert rows[0] == ["Coding", "130.5", "121.0", "Draft +7.9%"]
    claims = _by_value(text, vocab)
    assert claims[130.5].metric == "decode_tok_s"
    assert claims[99.0].metric == "decode_tok_s"


def test_a_header_that_cuts_two_ways_is_no_table() -> None:
    """Five plain words over four cells: which two make one name is unknown, so nothing is
    read rather than a figure under the wrong column."""
    text = (
        "Alpha Beta Gamma Delta Epsilon\none 1.5 2.5 left\ntwo 3.5 4.5 right\nthree 5.5 6.5 left\n"
    )
    assert flat(text) is None


def test_rows_of_other_shapes_are_no_table() -> None:
    """Rows must share their cells' kinds; prose lines with figures are no rows."""
    text = (
        "Engine Decode tok/s Prefill tok/s Notes\n"
        "alpha 10.5 200.1 fine\n"
        "beta 11.5 fine 210.0\n"
        "gamma 12.5 220.2 fine\n"
    )
    assert flat(text) is None


def test_a_row_name_of_several_text_columns(vocab: Vocabulary) -> None:
    """ "Qwen-7B SGLang FP8" under "Model Engine Precision ...": three text columns, as the
    header's setup words say, not one name; the figures keep their own columns."""
    text = (
        "Run on one L40S:\n\n"
        "Model Engine Precision Decode tok/s Memory GB\n"
        "Mistral-7B vLLM FP8 88.5 8.2\n"
        "Mistral-7B SGLang FP8 93.1 8.1\n"
        "Qwen-7B vLLM BF16 61.7 15.9\n"
    )
    got = _by_value(text, vocab)
    assert (got[93.1].metric, got[93.1].engine, got[93.1].precision) == (
        "decode_tok_s",
        "sglang",
        "FP8",
    )
    assert got[15.9].metric == "memory"


def test_an_empty_cell_in_a_figure_column_keeps_the_table(vocab: Vocabulary) -> None:
    """ "N/A" and "OOM" stand where a figure would: the row keeps the table's shape and its
    other figures their columns."""
    text = (
        "Measured on one RTX 3090:\n\n"
        "Engine Decode tok/s Prefill tok/s Memory GB\n"
        "llama.cpp 41.5 1190.2 N/A\n"
        "ollama 39.8 OOM 10.7\n"
        "vllm 37.2 2105.9 11.3\n"
    )
    got = _by_value(text, vocab)
    assert got[41.5].metric == "decode_tok_s" and got[41.5].engine == "llama.cpp"
    assert got[10.7].metric == "memory" and got[10.7].engine == "ollama"
    assert got[2105.9].metric == "prefill_tok_s"


def test_a_unit_word_ends_each_column_name_of_a_plain_table(vocab: Vocabulary) -> None:
    """ "Engine Decode tok/s Memory GB" over a name and two figures: "Decode tok/s" and
    "Memory GB" are the two columns (each ends at its unit), not "Memory" and "GB"."""
    text = (
        "Measured on one L40S:\n\n"
        "Engine Decode tok/s Memory GB\n"
        "vLLM 118.4 9.2\n"
        "SGLang 127.9 9.1\n"
        "TGI 97.6 9.4\n"
    )
    got = _by_value(text, vocab)
    assert got[118.4].metric == "decode_tok_s" and got[118.4].engine == "vllm"
    assert got[9.4].metric == "memory"


def test_a_header_with_an_empty_corner(vocab: Vocabulary) -> None:
    """A header one name short of the columns left the corner above the row names empty:
    the names are the figure columns', not shifted one to the left."""
    text = (
        "On one L4:\n\n"
        "Decode tok/s Prefill tok/s\n"
        "vLLM 64.2 1410.8\n"
        "SGLang 70.3 1502.6\n"
        "TGI 55.0 1207.4\n"
    )
    got = _by_value(text, vocab)
    assert got[64.2].metric == "decode_tok_s"
    assert got[1410.8].metric == "prefill_tok_s"


def test_a_repeated_word_ends_parallel_column_names(vocab: Vocabulary) -> None:
    """ "Decode Speed Prefill Speed": the repeated "Speed" ends both names."""
    text = (
        "On one L4:\n\n"
        "Engine Decode Speed Prefill Speed\n"
        "vLLM 64.2 1410.8\n"
        "SGLang 70.3 1502.6\n"
        "TGI 55.0 1207.4\n"
    )
    got = _by_value(text, vocab)
    assert got[70.3].metric == "decode_tok_s"
    assert got[1502.6].metric == "prefill_tok_s"


def test_two_flattened_tables_in_one_paragraph(vocab: Vocabulary) -> None:
    """Two tables copied one under the other, each under its caption line, are both read."""
    text = (
        "Offloaded runs\n"
        "Card Link (GB/s) Decode tok/s Winner\n"
        "RTX 3090 24.0 41.2 ours\n"
        "RTX 3090 24.0 30.5 ours\n"
        "A6000 32.0 27.3 theirs\n"
        "On-chip runs\n"
        "Card Link (GB/s) Decode tok/s Winner\n"
        "A100 1,935 141.2 ours\n"
        "A100 1,935 130.5 ours\n"
        "H100 3,350 227.3 theirs\n"
    )
    got = _by_value(text, vocab)
    assert got[41.2].hardware == "RTX 3090"
    assert got[227.3].metric == "decode_tok_s" and got[227.3].hardware == "H100"
    assert 1935 not in got
