"""An engine named inside a quoted block ("> ...": a quoted reply, a card's callout) names the
quote's own setup, not the figures of the page outside it."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_TABLE = "## Results\n\n| Model | Latency (TPOT) |\n|---|---|\n| Tiny 2B | 29ms |\n"


def test_an_engine_in_a_callout_is_not_the_tables(vocab: Vocabulary) -> None:
    text = (
        "> Note: running this checkpoint through vLLM gives no speed gain over a dense model.\n\n"
        + _TABLE
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_an_engine_stated_outside_any_quote_still_sets_up_the_table(vocab: Vocabulary) -> None:
    text = "All runs below use vLLM on one GPU.\n\n" + _TABLE
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "vllm"


def test_a_figure_inside_the_quote_keeps_the_quotes_engine(vocab: Vocabulary) -> None:
    text = "> With vLLM on my box:\n>\n> - decode: 41.5 tok/s\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "vllm"
