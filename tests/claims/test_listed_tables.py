"""Pipe tables whose every line was made a list item (``listed_tables``).

Reading rules §2: a table row is read with its headers; a table bulleted line by line is
still one table, so its bare numbers take the unit and metric its header names. The tables
are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.claims.listed_tables import unlisted_tables
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_bulleted_speed_table_is_read_under_its_header(vocab: Vocabulary) -> None:
    text = (
        "### Inference Speed\n\n"
        "Average speed of generating 1024 and 4096 tokens on one L4.\n\n"
        "- | Precision | Speed (1024 tokens) | Speed (4096 tokens) |\n"
        "- | --------- | :-----------------: | :-----------------: |\n"
        "- | FP16 | 22.4 | 20.9 |\n"
        "- | INT8 | 27.8 | 24.1 |\n"
    )
    got = _by_value(text, vocab)
    assert got[22.4].metric == "decode_tok_s" and got[22.4].precision == "FP16"
    assert got[24.1].metric == "decode_tok_s" and got[24.1].precision == "INT8"
    assert got[20.9].hardware == "L4"


def test_asterisk_bullets_after_a_lead_in_line(vocab: Vocabulary) -> None:
    text = (
        "Numbers from our runs:\n"
        "* | Engine | Throughput | TTFT p50 |\n"
        "* |---|---|---|\n"
        "* | vLLM | 905.5 | 41 |\n"
        "* | TGI | 712.0 | 58 |\n"
    )
    got = _by_value(text, vocab)
    assert got[905.5].engine == "vllm" and got[905.5].unit == "tok/s"
    assert got[58].metric == "ttft" and got[58].engine == "tgi"


def test_a_bulleted_score_table_stays_unread(vocab: Vocabulary) -> None:
    text = (
        "- | Precision | MMLU | C-Eval | GSM8K | HumanEval |\n"
        "- | --- | --- | --- | --- | --- |\n"
        "- | BF16 | 58.2 | 61.0 | 52.4 | 33.5 |\n"
        "- | INT4 | 57.6 | 60.3 | 50.9 | 31.1 |\n"
    )
    assert extract_claims(text, vocab) == []


def test_bulleted_lines_without_a_separator_are_a_list() -> None:
    """Items that each hold pipes but no separator row are a list of lines, left as is."""
    text = "- | a | b |\n- | c | d |\n- | e | f |\n"
    assert unlisted_tables(text) == text


def test_only_the_bulleted_rows_lose_their_markers() -> None:
    text = "Intro\n\n- | A | B |\n- |---|---|\n- | 1 | 2 |\n- plain item\n"
    assert unlisted_tables(text) == "Intro\n\n| A | B |\n|---|---|\n| 1 | 2 |\n- plain item\n"
