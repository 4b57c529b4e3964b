"""A method the figure's own clause says its run used beats one named in an earlier clause.

Reading rules §2: each figure takes its own setup, and the clause decides before the
sentence. In "50 tok/s, 70 with EAGLE-3, 90 with MTP" the 90 was run with MTP.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "On an RTX 4090 with llama.cpp we get 50 tok/s, 70 with EAGLE-3, 90 with MTP.",
        "SGLang on H100 runs EAGLE-3 at 70 tok/s, and 90 tok/s using MTP.",
        "SGLang auf H100: 70 tok/s mit EAGLE-3, 90 tok/s mit MTP.",
        "vLLM sur H100 : 70 tok/s avec EAGLE-3 ; 90 tok/s avec MTP.",
    ],
)
def test_the_method_a_later_clause_names_is_its_figures(vocab: Vocabulary, text: str) -> None:
    modes = _modes(text, vocab)
    assert modes[70.0] == "eagle"
    assert modes[90.0] == "mtp"


@pytest.mark.parametrize(
    ("text", "value", "want"),
    [
        # what the clause says it used is no method: the earlier clause's method stands
        ("vLLM on H100, EAGLE-3: 90 tok/s using CUDA graphs.", 90.0, "eagle"),
        # a method switched off after the figure is left to the negation rules
        ("EAGLE-3 on H100: 90 tok/s with MTP disabled.", 90.0, "ar"),
        # the method in the figure's own clause stands
        ("vLLM on H100 with MTP reaches 90 tok/s with EAGLE-style drafts.", 90.0, "mtp"),
    ],
)
def test_a_family_word_a_negation_or_an_own_method_stays(
    vocab: Vocabulary, text: str, value: float, want: str
) -> None:
    assert _modes(text, vocab)[value] == want
