"""An approximate figure marked by a word ("about", "roughly", "approx.", "circa") or "≈" is read
as the same figure marked "~": the label before it, its bracket, its range or its change's
"from" are seen past the mark, and the claim's quote keeps the writer's word."""

from __future__ import annotations

import re

import pytest

from watcher.claims import extract_claims
from watcher.claims.approx_words import APPROX_MARK, APPROX_OPT
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[dict[str, object]]:
    return [c.to_json() for c in extract_claims(text, vocab)]


def test_the_mark_is_a_sign_or_a_word_with_its_space() -> None:
    for mark in ("~", "≈", "about ", "Around ", "roughly ", "approximately ", "approx. ", "ca. "):
        assert re.fullmatch(APPROX_MARK, mark), mark
    for mark in ("abouts ", "about", "roughlyx ", "circa"):
        assert not re.fullmatch(APPROX_MARK, mark), mark
    # a word inside another word is no mark ("stakeabout 5")
    assert not re.search(APPROX_MARK + r"5", "stakeabout 5")
    assert re.fullmatch(APPROX_OPT + r"\d+", "approximately  40")


@pytest.mark.parametrize("mark", ["around ", "approximately ", "≈", "circa "])
def test_a_load_label_is_seen_past_a_word_of_approximation(vocab: Vocabulary, mark: str) -> None:
    text = f"Results per load:\n- C2: {mark}30 tok/s\n- C16: {mark}190 tok/s"
    got = {(c["value"], c["concurrency"]) for c in _read(text, vocab)}
    assert got == {(30.0, 2), (190.0, 16)}


def test_labels_naming_cases_stay_no_loads(vocab: Vocabulary) -> None:
    text = "Cases:\n- C2: llama about 30 tok/s\n- C3: qwen about 40 tok/s"
    assert {c["concurrency"] for c in _read(text, vocab)} == {None}


@pytest.mark.parametrize("mark", ["about ", "approx. ", "roughly "])
def test_a_bracketed_pair_after_a_rate_is_read_past_words(vocab: Vocabulary, mark: str) -> None:
    text = f"The new kernel gives 3x tokens/sec ({mark}150 vs {mark}50) on the same card."
    got = {(c["metric"], c["value"]) for c in _read(text, vocab)}
    assert {("decode_tok_s", 150.0), ("decode_tok_s", 50.0)} <= got
    # the quote is the writer's: the word stays, no "~" is put in its place
    assert all(mark in str(c["text"]) and "~" not in str(c["text"]) for c in _read(text, vocab))


def test_a_bracketed_pair_of_counts_is_no_rate_pair(vocab: Vocabulary) -> None:
    text = "The new kernel gives 3x tokens/sec (about 150 users vs about 50 users) per card."
    assert not {c["value"] for c in _read(text, vocab)} & {150.0, 50.0}


def test_a_cell_marked_by_a_word_is_its_figure(vocab: Vocabulary) -> None:
    text = (
        "| setup | tok/s |\n|---|---|\n| long prompt | up to roughly 410 |\n| short | circa 120 |"
    )
    assert {c["value"] for c in _read(text, vocab)} == {410.0, 120.0}


@pytest.mark.parametrize("mark", ["about ", "approximately ", "~"])
def test_ranges_from_a_to_b_is_one_range_whatever_the_mark(vocab: Vocabulary, mark: str) -> None:
    text = f"Decode speed ranges from {mark}12 tok/s on the M2 to 40 tok/s on the M4."
    assert [c["value"] for c in _read(text, vocab)] == [26.0]


def test_from_a_to_b_without_ranges_stays_two_figures(vocab: Vocabulary) -> None:
    text = "Decode speed moved from approximately 12 tok/s on the M2 to 40 tok/s on the M4."
    assert sorted(c["value"] for c in _read(text, vocab)) == [12.0, 40.0]


@pytest.mark.parametrize("mark", ["roughly ", "approximately ", "circa "])
def test_a_change_starts_from_a_figure_marked_by_a_word(vocab: Vocabulary, mark: str) -> None:
    text = f"With speculative decoding the speed went from {mark}38 tok/s to 61 tok/s."
    modes = {c["value"]: c["mode"] for c in _read(text, vocab)}
    assert modes == {38.0: "ar", 61.0: "speculative"}


def test_a_figure_no_change_starts_from_keeps_its_mode(vocab: Vocabulary) -> None:
    text = "With speculative decoding the speed is roughly 38 tok/s, and 61 tok/s on the big card."
    assert {c["mode"] for c in _read(text, vocab)} == {"speculative"}
