"""Two token rates of two phases under one unit ("3670.42 pp / 82.74 tg tok/s"): the first
borrows the unit written after the second, and its own phase word says which rate it is
(reading rules §4: a unit may be stated once; a prefill figure is never a decode figure).
Without two different phase words a far-apart pair stays unread. Sentences written for these
tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]


@pytest.mark.parametrize(
    "text",
    [
        "GPT-OSS-20B on one GB10: 3670.42 pp / 82.74 tg tok/s with llama.cpp",
        "GPT-OSS-20B on one GB10: pp 3670.42 / tg 82.74 tok/s with llama.cpp",
        "GPT-OSS-20B on one GB10: pp512: 3670.42 / tg128: 82.74 tok/s with llama.cpp",
    ],
)
def test_the_first_rate_takes_its_own_phase(text: str, vocab: Vocabulary) -> None:
    assert _rates(text, vocab) == [(3670.42, "prefill_tok_s"), (82.74, "decode_tok_s")]


@pytest.mark.parametrize(
    "text",
    [
        "GPT-OSS-20B on one GB10: 3670 / 82.74 tok/s with llama.cpp",  # no phase words
        "GPT-OSS-20B on one GB10: 3670 tg / 82.74 tg tok/s with llama.cpp",  # one phase twice
        "GPT-OSS-20B on one GB10: build 4112 / 82.74 tg tok/s with llama.cpp",  # a build
    ],
)
def test_without_two_phases_the_far_number_is_no_rate(text: str, vocab: Vocabulary) -> None:
    assert _rates(text, vocab) == [(82.74, "decode_tok_s")]
