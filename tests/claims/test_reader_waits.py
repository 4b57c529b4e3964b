"""A rate a sentence opens on to say how long a reader waits, and the wait it works out, are
no run (docs/READING_RULES.md §2; LABELLING: hypothetical arithmetic and hypothetical waits
are no claims): "At 13 tok/s, you wait ~77 ms between tokens". A run's own rate and a wait
the writer had stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_rate_opening_on_a_readers_wait_is_no_run(vocab: Vocabulary) -> None:
    text = "At 13 tok/s, you wait ~77 ms between tokens, barely interactive for chat."
    assert _read(text, vocab) == []
    text = "At 9 tokens/s, you wait about 110 ms for every token."
    assert _read(text, vocab) == []


def test_a_wait_written_with_a_tilde_is_the_readers(vocab: Vocabulary) -> None:
    text = "With the Q8 model you wait ~77 ms between tokens."
    assert _read(text, vocab) == []


def test_a_run_and_the_writers_wait_stay(vocab: Vocabulary) -> None:
    text = "At 13 tok/s, the Arc B580 with llama.cpp is the slowest card we tested."
    assert [v for v, _ in _read(text, vocab)] == [13.0]
    text = "With llama.cpp on the RTX 3090 the wait was ~77 ms between tokens."
    assert _read(text, vocab) == [(77.0, "tpot")]
