"""A served model named apart from a figure whose own sentence names its card is no engine of
that figure. The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "text, title",
    [
        ("## Gemini\n\nAt first **Gemma 2 9B** hit **52 T/s** on the RTX 4060.", None),
        ("At first Gemma 2 9B hit 52 T/s on my RTX 4060.", "A week of local LLMs, with Claude"),
        (
            "GPT-4o is what we use at work. At home, Qwen3-8B reaches 52 tok/s on an M2 Max.",
            None,
        ),
    ],
)
def test_a_local_run_takes_no_service_from_a_served_model_named_elsewhere(
    vocab: Vocabulary, text: str, title: str | None
) -> None:
    """Reading rules §1: the figure's own sentence says where it ran; the maker's service,
    implied by its model named in a heading, a title or another sentence, is not it."""
    assert _by_value(text, vocab, title)[52].engine is None


@pytest.mark.parametrize(
    "text",
    [
        "Gemini 2.5 Flash answers at 52 tok/s.",
        "## Gemini\n\nIt answers at 52 tok/s.",
        "Through the API, GPT-4o streamed 52 tok/s to our H100 box.",
    ],
)
def test_a_served_models_own_figure_keeps_the_service(vocab: Vocabulary, text: str) -> None:
    """A figure naming the served model in its own sentence, or a figure naming no card
    under its heading, ran on the maker's service."""
    assert _by_value(text, vocab)[52].engine == "vendor"
