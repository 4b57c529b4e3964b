"""An app and the engine it can run on, named as two sides of a pair in one sentence ("from
35 tok/s (Ollama) to 71 tok/s (llama.cpp)", "28 tok/s on Ollama → 64 on llama.cpp"), are two
runs, each with its engine, even when the sentence says "engine" or "backend": the engine is
no backend run under the app there. A sentence saying the app runs on it ("Ollama's llama.cpp
backend") still names the app's backend. Texts written for these tests, none from the
evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]


def test_a_switch_between_them_keeps_both(vocab: Vocabulary) -> None:
    text = (
        "On one RTX 4080, decode went from 35 tok/s (Ollama) to 71 tok/s (llama.cpp) after "
        "moving to a leaner engine.\n"
    )
    assert _engines(text, vocab) == ["ollama", "llama.cpp"]


def test_an_arrow_between_them_keeps_both(vocab: Vocabulary) -> None:
    text = "Swapping the backend took me from 28 tok/s on Ollama → 64 tok/s on llama.cpp.\n"
    assert _engines(text, vocab) == ["ollama", "llama.cpp"]


def test_a_version_between_them_is_no_pair(vocab: Vocabulary) -> None:
    text = "Ollama 0.12 ships its llama.cpp backend rebuilt, and decodes at 44 tok/s.\n"
    assert _engines(text, vocab) == ["ollama"]
