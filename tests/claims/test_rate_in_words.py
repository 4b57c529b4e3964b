"""A rate a sentence opens on (after a connective) to put it into words or reading speed, and
a gain "left on the table", describe no run (docs/READING_RULES.md §2; LABELLING: numbers
worked out from a rate, words per second; "+10 TPS" differences). A run's own rate stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_rate_put_into_words_is_arithmetic(vocab: Vocabulary) -> None:
    assert _read("Thus at 30 tok/s, text appears at about 22 words per second.", vocab) == []
    assert _read("And at 15 TPS, output scrolls faster than people read.", vocab) == []


def test_a_gain_left_on_the_table_is_a_difference(vocab: Vocabulary) -> None:
    assert _read("Without batching you leave 40 tok/s on the table.", vocab) == []


def test_a_run_opened_with_a_connective_stays(vocab: Vocabulary) -> None:
    assert _read("So at 61 tok/s on my 4090, the chat felt snappy.", vocab) == [
        (61.0, "decode_tok_s")
    ]
