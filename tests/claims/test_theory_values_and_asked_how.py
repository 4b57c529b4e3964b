"""A theoretical value is a bound worked out, not a run (docs/READING_RULES.md §2), but only
in its own clause: "but we measured 8 tok/s" after it is a run. A figure a writer asks how to
obtain ("curious about how to obtain ... 1000 tokens per second") is another's or a goal."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_theoretical_value_is_no_claim(vocab: Vocabulary) -> None:
    text = "There is still a gap to my calculated theoretical value of 10 tokens/s, fine by me."
    assert _read(text, vocab) == []


def test_a_run_after_but_is_read_after_a_theoretical_bound(vocab: Vocabulary) -> None:
    for words in ("theoretical max", "theoretical value"):
        text = f"The {words} was 10 tok/s but we measured 8 tok/s."
        assert _read(text, vocab) == [(8.0, "decode_tok_s")]


def test_asking_how_to_obtain_a_figure_is_no_claim(vocab: Vocabulary) -> None:
    text = "I am curious about how to obtain the test result of 1000 tokens per second."
    assert _read(text, vocab) == []


def test_asking_how_a_figure_was_measured_keeps_the_writers_run(vocab: Vocabulary) -> None:
    text = "I am curious how you measured 50 tok/s, since I get 30 tok/s."
    assert (30.0, "decode_tok_s") in _read(text, vocab)
