"""A pasted thread's "review thread" author line (a comment on a line of the diff) starts a
post of its own: the engine a reviewer's quoted diff names is not the description's."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_BODY = (
    "alice · description · 2026-03-02\n"
    "Numbers for the new model family on my RTX 3060:\n\n"
    "| Model | Speed |\n|---|---|\n| 9B | 48.6 tok/s |\n\n"
)


def test_a_review_thread_line_parts_the_posts(vocab: Vocabulary) -> None:
    text = _BODY + (
        "bot · review thread · 2026-03-03\n"
        "results/rtx3060.md:4\n\n`llama-bench` tg128 was used for these numbers.\n"
    )
    claims = [c for c in extract_claims(text, vocab, source="acme/models#12") if c.value == 48.6]
    assert [c.engine for c in claims] == [None]


def test_the_description_keeps_the_engine_it_names_itself(vocab: Vocabulary) -> None:
    text = _BODY.replace("on my RTX 3060", "on my RTX 3060 with llama.cpp") + (
        "bot · review thread · 2026-03-03\nresults/rtx3060.md:4\n\nLooks good to me.\n"
    )
    claims = [c for c in extract_claims(text, vocab, source="acme/models#12") if c.value == 48.6]
    assert [c.engine for c in claims] == ["llama.cpp"]
