"""A release of a project outside the rules' list: listed engines its notes name apart from a
figure (what it builds on, what it ships) are not the engine of the figure."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.names import lexicon_for
from watcher.claims.own_project import released_project
from watcher.rules import Vocabulary

_NOTES = (
    "First tagged release. Long prompts now stream their experts from disk through a cache "
    "built inside llama.cpp.\n\n"
    "Highlights\n\n"
    "- Mixtral 8x7B on a 16 GB laptop: 7.2 tok/s, against 3.1 tok/s memory-mapped.\n"
)


def test_an_engine_the_release_builds_on_is_not_its_figures_engine(vocab: Vocabulary) -> None:
    """ "inside llama.cpp" in an intro paragraph does not make the release's figures llama.cpp's."""
    claims = extract_claims(_NOTES, vocab, title="ssd-experts 0.2.0")
    assert [c.value for c in claims] == [7.2, 3.1]
    assert all(c.engine is None for c in claims)


def test_a_program_the_fork_ships_names_no_engine(vocab: Vocabulary) -> None:
    """A program a fork ships ("llama-server from the quill fork") names no engine."""
    text = (
        "Prebuilt llama-server from the quill fork. On one RTX 4090: 141 tok/s decode at "
        "short context.\n"
    )
    (claim,) = extract_claims(text, vocab, title="quill v3: faster prefill")
    assert claim.engine is None
    assert claim.hardware == "RTX 4090"


def test_a_title_engine_beside_the_project_is_a_rival(vocab: Vocabulary) -> None:
    """ "(2x Ollama)" in a release title names what the project is set against."""
    text = "Decode is back to 160 tok/s on an M2 Max after the cache fix.\n"
    (claim,) = extract_claims(text, vocab, title="latticework 0.3.0 (2x Ollama)")
    assert claim.engine is None


def test_the_figures_own_sentence_still_names_its_engine(vocab: Vocabulary) -> None:
    """A listed engine in the figure's own sentence is that figure's, release or not."""
    text = _NOTES + "- Baseline llama.cpp on the same laptop: 2.9 tok/s.\n"
    claims = extract_claims(text, vocab, title="ssd-experts 0.2.0")
    assert [c.engine for c in claims if c.value == 2.9] == ["llama.cpp"]


def test_without_a_release_title_the_page_engine_still_reaches(vocab: Vocabulary) -> None:
    """The same notes under a plain title keep the reader's page-level engine."""
    claims = extract_claims(_NOTES, vocab, title="Notes from my laptop")
    assert [c.engine for c in claims] == ["llama.cpp", "llama.cpp"]


@pytest.mark.parametrize(
    ("title", "own"),
    [
        ("ssd-experts 0.2.0", True),
        ("MFQ Studio 1.4.2 - Faster prefill", True),
        ("quill v3: faster prefill", True),
        ("rack-stack v0.2.0: four cards", True),
        ("Ollama v0.5.1", False),  # an engine's own release
        ("LM Studio 0.3.5", False),
        ("Release v0.33.0", False),  # the word for a release
        ("Llama 3.1 on a 4090", False),  # a model and its version, no release
        ("Notes from my laptop", False),
        ("", False),
    ],
)
def test_released_project(vocab: Vocabulary, title: str, own: bool) -> None:
    """Which titles open with a release of a project outside the vocabulary."""
    assert released_project(title, lexicon_for(vocab)) is own
