""" "Mainline" in a fork's text names the engine the fork comes from, when the text or its
repository says which; elsewhere it names nothing. A figure opening "(x against y)" is the
subject's, not the baseline's named before the bracket."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_mainline_column_in_a_fork_comparison_is_the_upstream_engine(
    vocab: Vocabulary,
) -> None:
    text = (
        "Compared with mainline `llama.cpp` on my laptop:\n\n"
        "| Test | t/s mainline | t/s (this PR) |\n|---|---|---|\n| tg128 | 12.5 | 17.25 |\n"
    )
    engines = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert engines == {12.5: "llama.cpp", 17.25: None}


def test_a_fork_repository_names_its_upstream(vocab: Vocabulary) -> None:
    text = "| Test | t/s mainline | t/s (PR) |\n|---|---|---|\n| tg128 | 12.5 | 17.25 |\n"
    claims = extract_claims(text, vocab, source="https://github.com/ikawrakow/ik_llama.cpp/pull/9")
    engines = {c.value: c.engine for c in claims}
    assert engines == {12.5: "llama.cpp", 17.25: None}


def test_mainline_with_no_fork_named_is_no_engine(vocab: Vocabulary) -> None:
    text = "| Test | t/s mainline | t/s (PR) |\n|---|---|---|\n| tg128 | 12.5 | 17.25 |\n"
    assert all(c.engine is None for c in extract_claims(text, vocab))


def test_a_pair_opened_by_against_starts_with_the_subject(vocab: Vocabulary) -> None:
    text = "Prefill on the 35B model: 1.9x vLLM (1648 t/s against 870)."
    engines = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert engines[1648] is None
