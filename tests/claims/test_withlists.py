"""A with / without pair written after a parallel pair of figures (``with_lists``), a pair of
labels "M / no M" before them, and figures joined by "vs" pairing with either.

Reading rules §2: with/without pairs give the "without" side AR (negation counts) and each
figure takes its own setup; §3: modes are distinct names. So "50 and 70 tok/s without and
with EAGLE-3" gives 50 ``ar`` and 70 ``eagle``. Texts are written for these tests, not taken
from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules.models import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vLLM on H100: 50 and 70 tok/s without and with EAGLE-3.", {50.0: "ar", 70.0: "eagle"}),
        (
            "On one H100, vLLM decodes 70 and 50 tok/s with and without EAGLE-3.",
            {70.0: "eagle", 50.0: "ar"},
        ),
        (
            "On an RTX 4090, llama.cpp decodes 95 / 41 tok/s with / without MTP.",
            {95.0: "mtp", 41.0: "ar"},
        ),
        (
            "SGLang gets 210 and 95 tok/s on H200, w/ and w/o EAGLE-3, respectively.",
            {210.0: "eagle", 95.0: "ar"},
        ),
        (
            "llama.cpp reports 38 and 61 tok/s without and with a draft model on an RTX 3090.",
            {38.0: "ar", 61.0: "speculative"},
        ),
    ],
)
def test_each_figure_takes_its_pair_members_state(
    vocab: Vocabulary, text: str, expected: dict[float, str]
) -> None:
    """The "without" member's figure is plain decoding, the "with" member's the method."""
    assert _modes(text, vocab) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the pair switches no drafting method: the sentence's mode stays
        (
            "vLLM on H100 with EAGLE-3 reaches 70 and 50 tok/s with and without quantization.",
            {70.0: "eagle", 50.0: "eagle"},
        ),
        (
            "SGLang on H200 with EAGLE-3 reaches 210 and 95 tok/s with and without CUDA graphs.",
            {210.0: "eagle", 95.0: "eagle"},
        ),
        # three figures, two members: counts disagree, nothing pairs
        (
            "vLLM on H100: 50, 60 and 70 tok/s without and with EAGLE-3.",
            {50.0: "eagle", 60.0: "eagle", 70.0: "eagle"},
        ),
        # another method named between the figures and the pair
        (
            "vLLM on H100 reaches 70 and 50 tok/s with MTP, with and without EAGLE-3.",
            {70.0: "mtp", 50.0: "mtp"},
        ),
        # a before/after pair is read as before
        ("On H100, vLLM went from 41 to 95 tok/s with MTP.", {41.0: "ar", 95.0: "mtp"}),
        # a question and a goal claim nothing
        ("Can vLLM on H100 reach 50 and 70 tok/s without and with EAGLE-3?", {}),
        ("We aim for 50 and 70 tok/s without and with EAGLE-3 on H100 with vLLM.", {}),
    ],
)
def test_near_misses_read_as_before(
    vocab: Vocabulary, text: str, expected: dict[float, str | None]
) -> None:
    """No method after the pair, counts that differ, a method between, or no claim at all."""
    assert _modes(text, vocab) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SGLang on H200, EAGLE-3 on vs off: 210 vs 95 tok/s", {210.0: "eagle", 95.0: "ar"}),
        (
            "SGLang on H200 reaches 210 vs 95 tok/s with vs without EAGLE-3.",
            {210.0: "eagle", 95.0: "ar"},
        ),
        (
            "On an RTX 4090 with llama.cpp, without / with MTP: 41 vs 95 tok/s.",
            {41.0: "ar", 95.0: "mtp"},
        ),
        ("llama.cpp on RTX 4090 (MTP / no MTP): 95 / 41 tok/s", {95.0: "mtp", 41.0: "ar"}),
        ("vLLM on one H100 (EAGLE-3 / no EAGLE-3): 70 / 50 tok/s", {70.0: "eagle", 50.0: "ar"}),
        (
            "TensorRT-LLM on B200, w/o Medusa vs Medusa: 120 vs 260 tok/s.",
            {120.0: "ar", 260.0: "medusa"},
        ),
    ],
)
def test_labels_and_vs_series_pair(
    vocab: Vocabulary, text: str, expected: dict[float, str]
) -> None:
    """A negated label is the plain run; figures joined by "vs" are one series."""
    assert _modes(text, vocab) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # two methods, neither off: each figure keeps its own method
        ("llama.cpp on RTX 4090, MTP / EAGLE: 95 / 41 tok/s", {95.0: "mtp", 41.0: "eagle"}),
        # both labels off: no on side to pair
        ("llama.cpp on RTX 4090, no MTP / no EAGLE: 95 / 41 tok/s", {95.0: "ar", 41.0: "ar"}),
        # no method switched: no mode is given
        ("vLLM on H100, with and without quantization: 70 vs 50 tok/s.", {70.0: None, 50.0: None}),
    ],
)
def test_label_near_misses_read_as_before(
    vocab: Vocabulary, text: str, expected: dict[float, str | None]
) -> None:
    """Labels that are not one method on and off pair nothing new."""
    assert _modes(text, vocab) == expected


_TABLE = "{head}, decode tok/s:\n\n| setup | tok/s |\n|---|---|\n| {a} | {x} |\n| {b} | {y} |\n"


@pytest.mark.parametrize(
    ("head", "a", "x", "b", "y", "expected"),
    [
        ("vLLM on H100", "w/ EAGLE-3", 70, "w/o", 50, {70.0: "eagle", 50.0: "ar"}),
        ("llama.cpp on an RTX 4090", "with MTP", 95, "without", 41, {95.0: "mtp", 41.0: "ar"}),
        ("llama.cpp on an RTX 4090", "without", 41, "w/ Medusa", 88, {41.0: "ar", 88.0: "medusa"}),
    ],
)
def test_bare_off_row_beside_a_method_row_is_plain(
    vocab: Vocabulary, head: str, a: str, x: int, b: str, y: int, expected: dict[float, str]
) -> None:
    """A row labelled "w/o" alone beside a row "w/ M" is the run without M: plain decoding."""
    text = _TABLE.format(head=head, a=a, x=x, b=b, y=y)
    assert _modes(text, vocab) == expected


@pytest.mark.parametrize(
    ("head", "a", "x", "b", "y", "expected"),
    [
        # the "w/" row switches CUDA graphs, not a drafting method: the caption's mode stays
        (
            "SGLang on H200 with EAGLE-3",
            "w/ CUDA graphs",
            210,
            "w/o",
            95,
            {210.0: "eagle", 95.0: "eagle"},
        ),
        # no "w/ M" row: a bare "w/o" row gives no mode
        ("vLLM on H100", "w/o", 50, "FP8", 70, {50.0: None, 70.0: None}),
    ],
)
def test_bare_off_row_without_a_method_row_reads_as_before(
    vocab: Vocabulary, head: str, a: str, x: int, b: str, y: int, expected: dict[float, str | None]
) -> None:
    """Only a row naming a drafting method after "w/" makes the bare off row the plain run."""
    text = _TABLE.format(head=head, a=a, x=x, b=b, y=y)
    assert _modes(text, vocab) == expected
