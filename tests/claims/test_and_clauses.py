"""A bare "and" that opens a clause on a subject of its own parts the clauses' setups.

Reading rules §2: a figure takes its setup from its own clause first; the names of another
clause's setup do not leak. "The H200 delivers 70 tok/s and the A100 delivers 28 tok/s" has
two clauses as surely as its comma spelling; "SGLang and vLLM on a B200 reach ..." and
"70 tok/s on H200 and 28 tok/s on A100" join names and figures, not clauses.
"""

from __future__ import annotations

import re

import pytest

from watcher.claims import extract_claims
from watcher.claims.clause_marks import LATER_CLAUSE, NEW_CLAUSE
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None, int | None]]:
    out = []
    for c in extract_claims(text, vocab):
        j = c.to_json()
        out.append((j["value"], j["engine"], j["hardware"], j["concurrency"]))
    return out


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # must fire: the card of the "and" clause is its own figure's, not the first's
        (
            "In our runs the L40S pushes 64 tok/s and the RTX 4090 manages 51 tok/s.",
            [(64.0, None, "L40S", None), (51.0, None, "RTX 4090", None)],
        ),
        (
            "On a B200 vLLM generates 410 tok/s and on an H100 it generates 230 tok/s.",
            [(410.0, "vllm", "B200", None), (230.0, "vllm", "H100", None)],
        ),
        (
            "llama.cpp decodes 38 tok/s and Ollama gets 33 tok/s on the M2 Max.",
            [(38.0, "llama.cpp", None, None), (33.0, "ollama", "M2 Max", None)],
        ),
        # the load of the first clause stays there when the second names its own setup
        (
            "On H100 SGLang hits 95 tok/s at batch 1 and on L40S vLLM hits 41 tok/s.",
            [(95.0, "sglang", "H100", 1), (41.0, "vllm", "L40S", None)],
        ),
    ],
)
def test_and_opening_a_clause_parts_setups(
    text: str, want: list[tuple[float, str | None, str | None, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # must not fire: a noun-phrase "and" shares the setup's card
        (
            "SGLang and vLLM on a B200 reach 310 tok/s and 270 tok/s.",
            [(310.0, "B200"), (270.0, "B200")],
        ),
        # figures joined by "and", each with its own card after it
        (
            "vLLM serves 88 tok/s on an L40S and 61 tok/s on an A10.",
            [(88.0, "L40S"), (61.0, "A10")],
        ),
        # "and then" goes on with the same subject: the card after it is the sentence's
        (
            "SGLang reaches 70 tok/s and then reaches 90 tok/s on the H100.",
            [(70.0, "H100"), (90.0, "H100")],
        ),
    ],
)
def test_and_joining_names_or_figures_parts_nothing(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert [(v, h) for v, _, h, _ in _read(text, vocab)] == want


@pytest.mark.parametrize("pattern", [LATER_CLAUSE, NEW_CLAUSE])
@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("64 tok/s and the RTX 4090 manages", True),
        ("64 tok/s and on an H100 it generates", True),
        ("64 tok/s and vLLM gets", True),
        ("64 tok/s and it also reaches", True),
        ("64 tok/s and 51 tok/s", False),
        ("64 tok/s on H200 and 28 tok/s", False),
        ("64 tok/s and then reaches", False),
        ("64 tok/s and low latency", False),
    ],
)
def test_and_clause_mark(pattern: re.Pattern[str], text: str, fires: bool) -> None:
    assert (pattern.search(text) is not None) is fires
