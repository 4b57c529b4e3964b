"""An app's runtime named alone in a table cell, on a page that says it used the app, is the
app's backend: the rows are the app's runs (LABELLING: LM Studio running its MLX engine is
lm-studio). A table naming the app in a cell compares it; a page that only mentions the app
without using it leaves the runtime its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

ROWS = (
    "| tok/s | model | type |\n|---|---|---|\n| 282 | qwen 2.5 | MLX |\n| 70 | qwen 2.5 | GGUF |\n"
)


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


def test_runtime_cells_under_a_page_using_lm_studio_are_lm_studios(vocab: Vocabulary) -> None:
    text = "Apple M4 Max 48GB, tokens/s, using LM Studio\n\n" + ROWS
    assert _engines(text, vocab) == {282: "lm-studio", 70: "lm-studio"}


def test_a_page_using_ollama_with_a_llama_cpp_column(vocab: Vocabulary) -> None:
    text = (
        "All runs in Ollama on an RTX 4090, tokens/s:\n\n"
        "| tok/s | model | runtime |\n|---|---|---|\n| 41 | qwen3 8b | llama.cpp |\n"
    )
    assert _engines(text, vocab) == {41: "ollama"}


def test_a_table_naming_the_app_in_a_cell_compares_engines(vocab: Vocabulary) -> None:
    text = (
        "Tested using LM Studio and others, tokens/s:\n\n"
        "| tok/s | engine |\n|---|---|\n| 282 | MLX |\n| 70 | LM Studio |\n"
    )
    got = _engines(text, vocab)
    assert got[282] == "mlx"
    assert got[70] == "lm-studio"


def test_an_app_compared_rather_than_used_leaves_the_runtime(vocab: Vocabulary) -> None:
    text = "We compare MLX against LM Studio's defaults (tokens/s):\n\n" + ROWS
    assert _engines(text, vocab)[282] == "mlx"
