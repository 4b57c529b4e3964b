"""A figure stated before a tag question is stated, not asked.

"My decode speed is 38 tok/s, is that normal?" states 38 tok/s and asks only whether it is
normal; "Can it reach 1,000 tok/s, or is that impossible?" opens as a question and asks its
figure (reading rules §2: questions are not measurements, statements are). The sentences
here are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> set[float]:
    return {c.value for c in extract_claims(text, vocab)}


def test_a_figure_before_a_negated_tag_is_stated(vocab: Vocabulary) -> None:
    text = "With llama.cpp on my 3090 generation is about 27 tok/s, isn't that low?"
    assert _values(text, vocab) == {27.0}


def test_a_figure_before_is_that_normal_is_stated(vocab: Vocabulary) -> None:
    text = "On the A6000 the decode speed is 38 tok/s, is that expected?"
    assert _values(text, vocab) == {38.0}


def test_a_figure_before_right_is_stated(vocab: Vocabulary) -> None:
    assert _values("Prefill was 1,450 tok/s on the M2 Ultra, right?", vocab) == {1450.0}


def test_a_sentence_that_opens_as_a_question_still_asks(vocab: Vocabulary) -> None:
    assert _values("Can vLLM reach 900 tok/s on one L4, or is that unrealistic?", vocab) == set()
    assert _values("Is 12 tok/s normal here, isn't it too slow?", vocab) == set()
