"""A figure marked approximate by a word ("about", "roughly", "approximately") or a glued "≈"
reads as the same figure marked "~" in three more rules: a pair's second side
(``metric_words._PAIR_BEFORE``), the prefill word sought before a taken time (``metric``, through
``approx_words.tail``) and the worked arithmetic that stops a time metric being carried
(``carried_times._ARITHMETIC``)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.approx_words import tail
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> set[tuple[float, str | None]]:
    return {(c.to_json()["value"], c.to_json()["metric"]) for c in extract_claims(text, vocab)}


def test_tail_counts_a_word_mark_as_its_sign() -> None:
    assert tail("Prefill for ~10k tokens takes ~", 31) == "Prefill for ~10k tokens takes ~"
    assert tail("Prefill for about 10k tokens takes about ", 31).startswith("Prefill")
    assert tail("Prefill for approximately 10k tokens takes approximately ", 31).startswith("Pre")
    # a word inside another word is no mark, and counts in full
    assert tail("for stakeabout 10k tokens ", 10) == "0k tokens "
    assert tail("abc", 10) == "abc"


@pytest.mark.parametrize("mark", ["roughly ", "about ", "approximately "])
def test_an_arrow_pair_keeps_its_first_side_past_a_word_mark(vocab: Vocabulary, mark: str) -> None:
    text = f"With SGLang on 8x H200 the batch moved from {mark}1,900 → {mark}9,400 tok/s."
    got = {v for v, _ in _values(text, vocab)}
    assert {1900.0, 9400.0} <= got


def test_a_load_before_the_arrow_stays_no_side(vocab: Vocabulary) -> None:
    text = "With SGLang the decode rate at concurrency 8 → about 400 tok/s."
    assert {v for v, _ in _values(text, vocab)} == {400.0}


@pytest.mark.parametrize("mark", ["about ", "roughly ", "approximately "])
def test_a_prefill_time_past_word_marks_is_no_request_time(vocab: Vocabulary, mark: str) -> None:
    text = f"llama.cpp: Prefill for {mark}12k tokens takes {mark}20–25 seconds"
    assert not [m for _, m in _values(text, vocab) if m == "e2e_latency"]


def test_a_generation_time_past_word_marks_stays_a_request_time(vocab: Vocabulary) -> None:
    text = "Generation for about 12k tokens takes about 25 seconds with llama.cpp."
    assert (25.0, "e2e_latency") in _values(text, vocab)
    text = "Prefill was quick, but generating the whole answer takes about 30 s with llama.cpp."
    assert (30.0, "e2e_latency") in _values(text, vocab)


_CARRY = (
    "I run mistral on CPU only. Loading takes 50 seconds, and then short questions take "
    "around 20 seconds. "
)


@pytest.mark.parametrize(
    "last",
    [
        "Coding questions take ≈1 minute.",
        "Coding questions usually need ≈1 minute.",
        "Coding questions take ≈60 seconds.",
    ],
)
def test_a_glued_approx_sign_carries_the_time_metric(vocab: Vocabulary, last: str) -> None:
    assert (60.0, "e2e_latency") in _values(_CARRY + last, vocab)


def test_a_spaced_approx_sign_between_two_sides_stays_arithmetic(vocab: Vocabulary) -> None:
    assert {v for v, _ in _values(_CARRY + "Coding questions: t ≈ 1 minute.", vocab)} == {20.0}
    text = _CARRY + "Coding questions then take 3 × 20 ≈ 1 minute."
    assert 60.0 not in {v for v, _ in _values(text, vocab)}
