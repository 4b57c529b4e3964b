"""A figure said to run locally takes no hosted service named apart from it (reading rules §1,
§3). The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "## Gemini\n\nRun locally, Qwen3-8B decodes 52 tok/s.",
        "## Gemini\n\nローカルでQwen3-8Bは52 tok/sでした。",
        "## Gemini API\n\nFast and cheap.\n\n## Local models\n\n"
        "| Model | Speed (tok/s) |\n|---|---|\n| Qwen3-8B | 52 |\n",
    ],
)
def test_a_local_run_takes_no_service_named_before_it(vocab: Vocabulary, text: str) -> None:
    """The text says the run was local: the service above it is not where it ran."""
    assert _by_value(text, vocab)[52].engine is None


@pytest.mark.parametrize(
    "text",
    [
        "## Gemini\n\nQwen3-8B decodes 52 tok/s.",
        "## Groq API\n\nIt streams 52 tok/s, ten times what we get locally.",
        "Gemini 2.5 Flash answers at 52 tok/s, faster than any local model.",
    ],
)
def test_a_service_keeps_its_figure_where_no_local_run_is_said(
    vocab: Vocabulary, text: str
) -> None:
    """No local run stated, a local run as the yardstick, or the service named in the
    figure's own sentence: the figure is the service's."""
    assert _by_value(text, vocab)[52].engine == "vendor"
