"""A figure called the plain run right after it, and a bracket that stays with its figure.

Reading rules §2: with/without pairs give the baseline AR; "baseline", "vanilla" and "normal
decoding" sides are AR; the nearest enclosing unit decides first. "50 tok/s (plain), 70 tok/s
(EAGLE-3)" read 50 as EAGLE and 70 as AR: "plain" was not read as the 50's own label, and
the words of the 50's closed bracket were read as the lead of the 70's clause.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("vLLM on H100: 50 tok/s (plain), 70 tok/s (EAGLE-3).", [(50.0, "ar"), (70.0, "eagle")]),
        (
            "vLLM on H100: 50 tok/s (baseline), 70 tok/s (EAGLE-3).",
            [(50.0, "ar"), (70.0, "eagle")],
        ),
        (
            "vLLM on H100: 50 tok/s plain, 70 tok/s with EAGLE-3.",
            [(50.0, "ar"), (70.0, "eagle")],
        ),
        (
            "llama.cpp on an RTX 4090: 50 tok/s plain and 70 tok/s with EAGLE-3.",
            [(50.0, "ar"), (70.0, "eagle")],
        ),
        ("SGLang on H200: 50 tok/s (original), 70 tok/s (MTP).", [(50.0, "ar"), (70.0, "mtp")]),
        (
            "Mit SGLang auf einer H200: 44 tok/s (vanilla), 81 tok/s (MTP).",
            [(44.0, "ar"), (81.0, "mtp")],
        ),
    ],
)
def test_the_plain_side_keeps_its_own_label(
    text: str, want: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the method's figure first: each keeps its own bracket
        ("vLLM on H100: 70 tok/s (EAGLE-3), 50 tok/s (plain).", [(70.0, "eagle"), (50.0, "ar")]),
        # "plain text" is no decoding
        ("EAGLE-3 on vLLM: 70 tok/s, in plain text output.", [(70.0, "eagle")]),
        # a bracket that names the method is the figure's own, whatever stands before it
        ("With MTP on SGLang (H200): 81 tok/s (MTP, 2 heads).", [(81.0, "mtp")]),
    ],
)
def test_a_method_figure_is_not_made_plain(
    text: str, want: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "vLLM on an H100: 70 tok/s with EAGLE-3, 50 tok/s without it.",
            [(70.0, "eagle"), (50.0, "ar")],
        ),
        (
            "MTP on SGLang (H200) gives 81 tok/s; 44 tok/s with it turned off.",
            [(81.0, "mtp"), (44.0, "ar")],
        ),
        (
            "Medusa heads on TGI (A100): 62 tok/s, and 38 tok/s w/o them.",
            [(62.0, "medusa"), (38.0, "ar")],
        ),
        # the negation does not end its clause: no method is switched off
        ("EAGLE-3 on vLLM (H100) reaches 70 tok/s without it being tuned.", [(70.0, "eagle")]),
    ],
)
def test_a_method_switched_off_by_a_pronoun(
    text: str, want: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    """§2: negation counts; "without it" after a figure switches off the method named before."""
    assert _modes(text, vocab) == want
