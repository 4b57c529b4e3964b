"""A switch series (on / off, with / without) before a slashed series of figures.

Reading rules §2: with/without pairs give the plain side AR, "speculative decoding disabled"
is AR, and each figure takes its own setup, so the i-th figure takes the i-th switch's
state. Texts are written for these tests, not taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import load_rules
from watcher.rules.models import Vocabulary


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return load_rules("rules").vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "SGLang on H100, Speculative decoding off / on: 41 / 95 tok/s.",
            {41.0: "ar", 95.0: "speculative"},
        ),
        ("MTP off / on: 41 / 95 tok/s", {41.0: "ar", 95.0: "mtp"}),
        ("Without / with MTP: 41 / 95 tok/s", {41.0: "ar", 95.0: "mtp"}),
        ("with speculative decoding on / off: 95 / 41 tok/s", {95.0: "speculative", 41.0: "ar"}),
        ("Decode speed, EAGLE-3 enabled/disabled: 88.5/37.2 tok/s.", {88.5: "eagle", 37.2: "ar"}),
        ("On a single RTX 4090, w/o / w/ Medusa: 52 / 97 tok/s.", {52.0: "ar", 97.0: "medusa"}),
        ("We measured MTP (on/off) at 120/64 tok/s on one H200.", {120.0: "mtp", 64.0: "ar"}),
        ("Throughput, EAGLE with / without: 95 / 41 tok/s", {95.0: "eagle", 41.0: "ar"}),
    ],
)
def test_each_figure_takes_its_switch_members_state(
    vocab: Vocabulary, text: str, expected: dict[float, str]
) -> None:
    """The off member's figure is plain decoding, the on member's the named method."""
    assert _modes(text, vocab) == expected


def test_a_switch_series_of_another_length_pairs_nothing(vocab: Vocabulary) -> None:
    """Three switch words over two figures: no member is paired with a figure, so the
    trailing 'on' gives no state to the first figure alone."""
    modes = _modes("MTP off / on / on: 41 / 95 tok/s", vocab)
    assert modes != {41.0: "ar", 95.0: "mtp"}


def test_offload_is_no_switch(vocab: Vocabulary) -> None:
    """'offload / no offload' switches offloading, not the method: both runs use MTP."""
    assert _modes("With MTP, offload / no offload: 41 / 95 tok/s", vocab) == {
        41.0: "mtp",
        95.0: "mtp",
    }


def test_a_single_figure_is_not_paired(vocab: Vocabulary) -> None:
    """One figure after 'off / on' is no index-wise pair: the series gives it no state (its
    own 'on:' label still does)."""
    assert _modes("EAGLE off / on: 95 tok/s", vocab) == {95.0: "eagle"}


def test_a_switch_of_another_setting_leaves_the_method(vocab: Vocabulary) -> None:
    """'CUDA graphs off / on' switches a setting, not decoding: both runs keep EAGLE."""
    text = "With EAGLE, CUDA graphs off / on: 41 / 95 tok/s"
    assert _modes(text, vocab) == {41.0: "eagle", 95.0: "eagle"}


def test_with_and_without_another_setting_leaves_the_method(vocab: Vocabulary) -> None:
    """'EAGLE with and without CUDA graphs': the words switch the graphs, their object; both
    runs keep EAGLE."""
    text = "EAGLE with and without CUDA graphs: 95 / 80 tok/s"
    assert _modes(text, vocab) == {95.0: "eagle", 80.0: "eagle"}
