"""The plain side of a with/without pair and of two clauses of two decodings (reading rules
§2: "without draft" is AR, negation counts, and each figure takes its own setup).

- "without a draft" / "with no draft" / "without drafting" name plain decoding, as "without
  draft" does: the article does not make the drafter.
- "38 tok/s without a draft and 55 tok/s with a draft model": the negated name after the 38
  binds back to it, so the 55 takes the drafter named after it.
- "Plain decoding gave 20 tok/s and n-gram lookup gave 31": "gave", "yields", "showed" are
  verbs of a clause's own, so the method opening the second clause is the 31's alone.

Every sentence is our own; none is taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(vocab: Vocabulary, text: str) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        # "without a draft": plain decoding, before or after the figure
        ("With llama.cpp on an RTX 4090, without a draft we get 38 tok/s.", [(38.0, "ar")]),
        ("Without drafting, vLLM reaches 44 tok/s on an H100.", [(44.0, "ar")]),
        (
            "On the 3090, llama.cpp holds 27 tok/s without a draft and 41 tok/s with a "
            "draft model.",
            [(27.0, "ar"), (41.0, "speculative")],
        ),
        (
            "Our H100 box runs 62 tok/s without EAGLE and 97 tok/s with EAGLE.",
            [(62.0, "ar"), (97.0, "eagle")],
        ),
        # the second clause's method is the second figure's
        (
            "Plain decoding gave 20 tok/s and n-gram lookup gave 31 tok/s.",
            [(20.0, "ar"), (31.0, "ngram")],
        ),
        (
            "Vanilla decoding yields 18 tok/s and prompt lookup decoding yields 29 tok/s.",
            [(18.0, "ar"), (29.0, "ngram")],
        ),
        (
            "Without speculation we saw 23 tok/s and n-gram lookup showed 35 tok/s.",
            [(23.0, "ar"), (35.0, "ngram")],
        ),
        (
            "Normal decoding scored 16 tok/s and suffix decoding scored 26 tok/s.",
            [(16.0, "ar"), (26.0, "ngram")],
        ),
    ],
)
def test_plain_side_is_ar(vocab: Vocabulary, text: str, modes: list[tuple[float, str]]) -> None:
    assert _modes(vocab, text) == modes


@pytest.mark.parametrize(
    ("text", "modes"),
    [
        # a drafter stated, or no method at all: no plain side is made up
        (
            "With llama.cpp on an RTX 4090 we get 38 tok/s with a draft model.",
            [(38.0, "speculative")],
        ),
        ("llama.cpp on an RTX 4090 does 38 tok/s.", [(38.0, None)]),
        (
            "SGLang gets 120 tok/s with EAGLE-3 and 80 tok/s with Medusa.",
            [(120.0, "eagle"), (80.0, "medusa")],
        ),
        # one subject for both figures: the method holds for the sentence
        (
            "With EAGLE-3, SGLang gave 120 tok/s and vLLM gave 95 tok/s.",
            [(120.0, "eagle"), (95.0, "eagle")],
        ),
    ],
)
def test_no_plain_side_made_up(
    vocab: Vocabulary, text: str, modes: list[tuple[float, str]]
) -> None:
    assert _modes(vocab, text) == modes


@pytest.mark.parametrize(
    ("text", "engines"),
    [
        # a rival that a "with ... close behind" clause places is not the figure's engine
        ("vLLM gives 95 tok/s with SGLang close behind.", [(95.0, "vllm")]),
        ("On an H100, TGI holds 71 tok/s with vLLM trailing.", [(71.0, "tgi")]),
        ("SGLang pushes 130 tok/s with LMDeploy not far behind.", [(130.0, "sglang")]),
        # the rival's own figure still takes it
        (
            "vLLM gives 95 tok/s, with SGLang close behind at 90 tok/s.",
            [(95.0, "vllm"), (90.0, "sglang")],
        ),
        # "with" an engine, placed nowhere: the figure's own
        ("We get 95 tok/s with SGLang.", [(95.0, "sglang")]),
        ("We get 95 tok/s with SGLang behind a proxy.", [(95.0, "sglang")]),
    ],
)
def test_rival_placed_behind_is_not_the_engine(
    vocab: Vocabulary, text: str, engines: list[tuple[float, str]]
) -> None:
    assert [(c.value, c.engine) for c in extract_claims(text, vocab)] == engines
