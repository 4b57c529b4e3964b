"""An engine a figure is set against is not the figure's engine from context (reading rules
§1, §2): "28x faster than llama.cpp" says the subject is not llama.cpp, so a llama.cpp run
named earlier in the paragraph does not give the figure that engine. Texts here are made
up."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_BASE_RUN = "Prefill on llama.cpp measures 10.3 tok/s with 64 cores. "


def _engines(text: str, vocab: Vocabulary, **kw: str) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab, **kw)}


def test_the_baselines_engine_does_not_reach_the_subjects_figures(vocab: Vocabulary) -> None:
    """The paragraph's llama.cpp run is the baseline's; the kernel's figures are not its."""
    text = _BASE_RUN + "With the new kernel we reach 286 tok/s, up to 28x faster than llama.cpp.\n"
    assert _engines(text, vocab) == {10.3: "llama.cpp", 286.0: None, 28.0: None}


def test_an_engine_the_sentence_does_not_set_against_still_reaches(vocab: Vocabulary) -> None:
    """Set against SGLang, the figures keep the paragraph's llama.cpp."""
    text = _BASE_RUN + "With the new kernel we reach 286 tok/s, up to 28x faster than SGLang.\n"
    assert _engines(text, vocab) == {10.3: "llama.cpp", 286.0: "llama.cpp", 28.0: "llama.cpp"}


def test_without_a_comparison_the_paragraph_engine_reaches(vocab: Vocabulary) -> None:
    text = _BASE_RUN + "With the new kernel we reach 286 tok/s.\n"
    assert _engines(text, vocab) == {10.3: "llama.cpp", 286.0: "llama.cpp"}


@pytest.mark.parametrize(
    "against",
    [
        "llama.cpp b4100",  # an earlier build of the same engine
        "stock llama.cpp",  # the same engine without the change
        "llama.cpp on an H100",  # another card: the comparison sets cards apart
    ],
)
def test_the_same_engine_set_against_itself_or_another_card_stays(
    vocab: Vocabulary, against: str
) -> None:
    text = _BASE_RUN + f"With the new kernel we reach 286 tok/s, up to 28x faster than {against}.\n"
    engines = _engines(text, vocab)
    assert engines[286.0] == "llama.cpp"
    assert engines[28.0] == "llama.cpp"


def test_a_hosted_service_set_against_is_no_other_services_rival(vocab: Vocabulary) -> None:
    """One hosted service as the baseline does not take ``vendor`` from another."""
    text = (
        "On OpenRouter, every model's speed is listed.\n\n"
        "As a rough baseline, GPT-4o runs at around 80 tok/s.\n"
    )
    assert _engines(text, vocab) == {80.0: "vendor"}
