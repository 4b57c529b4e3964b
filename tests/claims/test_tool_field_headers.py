"""A table whose column headers are the fields one engine's program prints (Ollama's
``--verbose`` statistics) names that engine for every figure of the table (LABELLING: the
verbose block pasted without naming Ollama is ``ollama``; the output format names the tool)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

VERBOSE_TABLE = (
    "| total duration | prompt eval duration | prompt eval rate | eval duration | eval rate |\n"
    "|---|---|---|---|---|\n"
    "| 8.6s | 85ms | 267.55 tokens/s | 4.6s | 137.60 tokens/s |\n"
    "| 8.7s | 86ms | 268.55 tokens/s | 4.7s | 138.60 tokens/s |\n"
)


def test_every_row_of_a_verbose_statistics_table_is_ollamas(vocab: Vocabulary) -> None:
    claims = extract_claims(VERBOSE_TABLE, vocab)
    rates = [c for c in claims if c.metric in ("decode_tok_s", "prefill_tok_s")]
    assert {c.value for c in rates} == {267.55, 137.6, 268.55, 138.6}
    assert all(c.engine == "ollama" for c in rates)


def test_a_header_naming_another_engine_too_gives_the_tool_no_table(vocab: Vocabulary) -> None:
    text = (
        "| prompt eval duration | vLLM tok/s |\n|---|---|\n| 85ms | 137.60 |\n| 86ms | 138.60 |\n"
    )
    claims = extract_claims(text, vocab)
    assert claims and all(c.engine == "vllm" for c in claims)


def test_a_table_whose_header_names_no_program_field_has_no_engine(vocab: Vocabulary) -> None:
    text = (
        "| total time | prompt rate | generation rate |\n"
        "|---|---|---|\n"
        "| 8.6s | 267.55 tokens/s | 137.60 tokens/s |\n"
        "| 8.7s | 268.55 tokens/s | 138.60 tokens/s |\n"
    )
    claims = extract_claims(text, vocab)
    assert claims and all(c.engine is None for c in claims)


def test_a_column_naming_an_engine_keeps_it_beside_the_tool_field(vocab: Vocabulary) -> None:
    text = (
        "| prompt eval duration | llama.cpp tok/s | ollama tok/s |\n"
        "|---|---|---|\n"
        "| 85ms | 137.60 | 120.10 |\n"
    )
    got = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert got.get(120.1) == "ollama"
    assert got.get(137.6) != "ollama"
