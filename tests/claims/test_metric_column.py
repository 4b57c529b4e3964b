"""A row's metric named in a "Metric" column after the row's first cell (``metric_column``).

Reading rules §2: a table row, with its headers, is a figure's nearest unit; a cell under a
column headed "Metric" names what the row's figures measure, wherever that column stands.
The tables are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_metric_column_after_the_model_names_each_rows_metric(vocab: Vocabulary) -> None:
    text = (
        "| Model | Metric | vLLM | SGLang | Delta |\n"
        "|---|---|---|---|---|\n"
        "| Mistral-7B | TTFT | 0.52s | 0.47s | -9.6% |\n"
        "| Mistral-7B | TPOT | 14.2 ms | 13.1 ms | -7.7% |\n"
    )
    got = _by_value(text, vocab)
    assert got[0.52].metric == "ttft" and got[0.52].engine == "vllm"
    assert got[0.47].metric == "ttft" and got[0.47].engine == "sglang"
    assert got[14.2].metric == "tpot" and got[13.1].metric == "tpot"
    assert 9.6 not in got and 7.7 not in got


def test_a_metric_column_in_chinese(vocab: Vocabulary) -> None:
    text = "| 场景 | 指标 | 优化前 | 优化后 |\n|---|---|---|---|\n| 长文本 | TTFT | 2.8s | 1.9s |\n"
    got = _by_value(text, vocab)
    assert got[2.8].metric == "ttft" and got[1.9].metric == "ttft"


def test_a_row_shifted_under_the_metric_column_keeps_its_first_cell(vocab: Vocabulary) -> None:
    """A row that lost its first cell holds a figure under "Metric": its label is its first
    cell, as before."""
    text = (
        "| Round | Metric | Split A | Split B |\n"
        "|---|---|---|---|\n"
        "| Chat | TTFT | 2.41s | 2.38s |\n"
        "| Gen tok/s | 41.7 | 36.2 | |\n"
    )
    got = _by_value(text, vocab)
    assert got[2.41].metric == "ttft"
    assert got[41.7].metric == "decode_tok_s" and got[36.2].metric == "decode_tok_s"


def test_a_metric_column_of_scores_gives_no_claim(vocab: Vocabulary) -> None:
    """Quality scores named in a Metric column are not performance figures."""
    text = (
        "| Model | Metric | Base | Tuned |\n"
        "|---|---|---|---|\n"
        "| Gemma-2-9B | MMLU | 71.3 | 72.0 |\n"
        "| Gemma-2-9B | Accuracy | 0.81 | 0.84 |\n"
        "| Gemma-2-9B | Perplexity | 6.42 | 6.31 |\n"
    )
    assert extract_claims(text, vocab) == []


def test_a_metric_column_of_capacities_and_prices_gives_no_claim(vocab: Vocabulary) -> None:
    text = (
        "| Card | Metric | Value |\n"
        "|---|---|---|\n"
        "| L40S | Memory capacity | 48 |\n"
        "| L40S | Memory bandwidth | 864 |\n"
        "| L40S | Price per hour | 1.10 |\n"
    )
    assert extract_claims(text, vocab) == []
