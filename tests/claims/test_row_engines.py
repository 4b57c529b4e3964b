"""When a table's rows name the engine each ran on, a row naming none has none: the page's
engine is not its (reading rules §2: the table row decides first)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_PAGE = "All of our runs use vLLM on one H100.\n\n"


def test_a_row_naming_no_engine_among_rows_that_do_has_none(vocab: Vocabulary) -> None:
    text = _PAGE + (
        "| Method | tok/s |\n|---|---|\n| Plain SGLang | 41.0 |\n| Our custom drafter | 63.5 |\n"
    )
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "sglang"), (63.5, None)]


def test_rows_naming_no_engine_take_the_pages(vocab: Vocabulary) -> None:
    text = _PAGE + "| Method | tok/s |\n|---|---|\n| Plain | 41.0 |\n| EAGLE-3 | 63.5 |\n"
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "vllm"), (63.5, "vllm")]
