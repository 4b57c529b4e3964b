"""Two bare baseline numbers listed together after a comparison both take the rate's unit
("..., against 2.1 and 4.0 from disk"; reading rules §2: each side is a figure; §4: the unit
written once), unless the second brings a unit of its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_the_partner_of_a_bare_baseline_is_a_figure(vocab: Vocabulary) -> None:
    text = "The cached build decodes 7.9 tok/s, against 2.1 and 4.0 read from disk."
    assert _values(text, vocab) == [
        (7.9, "decode_tok_s"),
        (2.1, "decode_tok_s"),
        (4.0, "decode_tok_s"),
    ]


def test_a_partner_after_or_is_a_figure(vocab: Vocabulary) -> None:
    text = "Our kernel gives 118 tok/s, compared to 64 or 71 depending on the flags."
    assert [v for v, _ in _values(text, vocab)] == [118.0, 64.0, 71.0]
