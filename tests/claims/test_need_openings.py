"""A clause that opens on "Need", its subject left out as notes leave it, names a bar still
to reach, not a run (docs/READING_RULES.md §2: goals and requirements are not measurements):
"**Gap:** Need 2.9-5.7x more improvement", "- Needs at least 20 tok/s for chat". A size a
model needs is its footprint and stays, and so does a run in the next sentence."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_need_opening_a_note_is_a_bar(vocab: Vocabulary) -> None:
    assert _read("**Gap:** Need 2.9-5.7x more improvement", vocab) == []
    text = "- Needs at least 20 tok/s for chat on the RTX 4090."
    assert _read(text, vocab) == []


def test_a_size_a_model_needs_stays(vocab: Vocabulary) -> None:
    text = "Need 24 GB of VRAM for the 32B model."
    assert _read(text, vocab) == [(24.0, "memory")]


def test_a_run_after_the_need_stays(vocab: Vocabulary) -> None:
    text = "We need 30 tok/s. Got 25 tok/s on the RTX 4090."
    assert _read(text, vocab) == [(25.0, "decode_tok_s")]
