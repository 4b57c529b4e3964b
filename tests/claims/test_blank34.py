"""Multiples the reader missed in texts where it read nothing at all (reading rules §4: a
speedup is a relative figure of a metric). A multiple named as a factor or a margin ("by a
factor of 2-3x", "by a margin of at least 4x") is a speedup like "by 3x"; one written straight
before the phase whose speed it multiplies ("1.6x prefill", "3x tg") is a speedup of that
phase. A multiple before a phase's steps, tokens or lengths counts things and stays no claim."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_factor_of_is_a_speedup(vocab: Vocabulary) -> None:
    text = "The new drafter accelerates generation on our serving stack by a factor of 2-3x."
    assert _read(text, vocab) == [(2.5, "speedup")]
    text = "Our kernel rewrite sped the whole decoding loop of the model up by a factor of 1.8x."
    assert _read(text, vocab) == [(1.8, "speedup")]


def test_margin_of_at_least_is_a_speedup(vocab: Vocabulary) -> None:
    text = "Which board wins? The newer one, and by a margin of at least 6x."
    assert _read(text, vocab) == [(6.0, "speedup")]
    text = "The ARM box came out ahead by a difference of about 3.5x."
    assert _read(text, vocab) == [(3.5, "speedup")]


def test_multiple_before_a_phase_is_a_speedup(vocab: Vocabulary) -> None:
    text = "Switching backends gave me 2.4x prefill and 1.3x decode on the same laptop."
    assert _read(text, vocab) == [(2.4, "speedup"), (1.3, "speedup")]
    text = "The fork shows 4x pp and 1.5x tg against mainline on my desktop."
    assert _read(text, vocab) == [(4.0, "speedup"), (1.5, "speedup")]
    text = "Reviewers quoted ~3× token generation for the new build."
    assert _read(text, vocab) == [(3.0, "speedup")]


def test_multiple_before_phase_counts_is_no_claim(vocab: Vocabulary) -> None:
    assert _read("The verifier runs 4x decode steps for every accepted draft.", vocab) == []
    assert _read("We feed 2x prefill tokens to warm the cache before serving.", vocab) == []
    assert _read("The scheduler splits work into 3x prefill chunks of equal size.", vocab) == []
