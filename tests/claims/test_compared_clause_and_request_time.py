"""A closed "与 X 相比" sets X as the baseline and opens the subject's clause, comma or not
(reading rules §2); one request's whole time is an end-to-end latency (§4, LABELLING)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "与 vLLM 相比 SGLang 提速 2.3 倍。",
        "与 vLLM 相比，SGLang 提速 2.3 倍。",
        "和 vLLM 相比 SGLang 在 H100 上快 2.3 倍。",
        "SGLang 相比 vLLM 提速 2.3 倍。",
    ],
)
def test_the_subject_after_a_closed_comparison(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.engine) for c in claims] == [("speedup", "sglang")]


def test_a_name_inside_the_comparison_is_the_baseline(vocab: Vocabulary) -> None:
    """Near miss: with no name after "相比", the compared engine is not the subject's."""
    claims = extract_claims("与 vLLM 相比提速 2.3 倍。", vocab)
    assert [c.engine for c in claims] == [None]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("vLLM finishes a request in 2.5 s (2500 ms) on H100.", 2.5),
        ("vLLM completes a single request in 3.1 s on H100.", 3.1),
        ("On H100 each request took 3.1 s with vLLM.", 3.1),
    ],
)
def test_one_requests_time_is_e2e(text: str, value: float, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.value, c.engine) for c in claims] == [("e2e_latency", value, "vllm")]


def test_many_requests_time_is_no_latency(vocab: Vocabulary) -> None:
    """Near miss: a batch's time ("100 requests in 30 s") is no request's latency."""
    assert extract_claims("vLLM processes 100 requests in 30 s on H100.", vocab) == []
