"""A hosted service's documentation is not a run on the service (reading rules §1, §3). The
texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "The model was first listed in the official API docs. In my test it decodes 52 tok/s.",
        "模型只在官方 API 文档中更新了信息。我做了一个小测试，推理速度 52 tok/s。",
        "See the Gemini API documentation for limits. In my test it decodes 52 tok/s.",
    ],
)
def test_a_services_docs_set_no_engine(vocab: Vocabulary, text: str) -> None:
    """The service named as where something is documented is not where the figure ran."""
    assert _by_value(text, vocab)[52].engine is None


@pytest.mark.parametrize(
    "text",
    [
        "Through the official API, the model streams 52 tok/s.",
        "The Gemini API streams 52 tok/s; see its docs for limits.",
    ],
)
def test_a_service_named_for_the_run_keeps_it(vocab: Vocabulary, text: str) -> None:
    """The service named as what ran the figure stays its engine."""
    assert _by_value(text, vocab)[52].engine == "vendor"
