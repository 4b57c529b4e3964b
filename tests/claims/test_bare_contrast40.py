"""A clause opened by "while"/"whereas" without a comma, or by "and" with its subject's card
between the subject and its verb, is another figure's: its engine is not the earlier figure's.

Reading rules §2: each figure takes its own setup, clause first. "The RTX 4090 gets 130 tok/s
while vLLM on an H100 manages 240 tok/s" names vLLM for the 240 alone; the reader gave it to
the 130 too, because "while" opened a clause only after a comma, and "and vLLM on an H100
manages" was not seen as a subject and its verb.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "first", "second", "engine"),
    [
        ("The RTX 4090 gets 130 tok/s while vLLM on an H100 manages 240 tok/s.", 130, 240, "vllm"),
        ("My M2 Max does 38 tok/s whereas SGLang on an H200 reaches 210 tok/s.", 38, 210, "sglang"),
        ("The 3090 hits 95 tok/s and TGI on an A100 gets 120 tok/s.", 95, 120, "tgi"),
        (
            "An L40S pushes 61 tok/s whilst LMDeploy on an H100 posts 150 tok/s.",
            61,
            150,
            "lmdeploy",
        ),
    ],
)
def test_a_later_clauses_engine_is_not_the_earlier_figures(
    text: str, first: float, second: float, engine: str, vocab: Vocabulary
) -> None:
    got = _engines(text, vocab)
    assert (got[first], got[second]) == (None, engine)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a gerund after "while" goes on with the same run
        ("We get 130 tok/s while serving with vLLM on an H100.", {130.0: "vllm"}),
        # the engine named for both before the figures
        (
            "With SGLang the H200 reaches 130 tok/s while the A100 reaches 90 tok/s.",
            {130.0: "sglang"},
        ),
        # the figure's own engine
        (
            "SGLang reaches 130 tok/s on an H100 while TGI does 90 tok/s.",
            {130.0: "sglang", 90.0: "tgi"},
        ),
        # a shared engine after both figures, no subject of its own
        (
            "We measured 70 tok/s on H200 and 28 tok/s on A100 with vLLM.",
            {70.0: "vllm", 28.0: "vllm"},
        ),
    ],
)
def test_an_engine_of_the_same_clause_stays(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    got = _engines(text, vocab)
    assert {v: got.get(v) for v in want} == want
