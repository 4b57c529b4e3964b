"""An approximate figure marked by a word ("about", "roughly", "approx.", "circa") or "≈" is read
as the same figure marked "~": the label before it, its bracket, its range or its change's
"from" are seen past the mark, and the claim's quote keeps the writer's word."""

from __future__ import annotations

import re

import pytest

from watcher.claims import extract_claims
from watcher.claims.approx_words import APPROX_MARK, APPROX_OPT
from watcher.claims.joined_wraps import join_wraps
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


# "≈" marks an approximate figure as "~" does: every rule that looks past a "~" before a figure
# (a hedge, a worked-out aside, a difference) looks past a "≈" alike
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("A 14B chat model wants ≈9GB.", [("memory", 9.0)]),
        ("The patched build beats the old one by ≈2.5x on the same card.", [("speedup", 2.5)]),
    ],
)
def test_a_figure_after_the_sign_is_read_as_after_a_tilde(
    vocab: Vocabulary, text: str, want: list[tuple[str, float]]
) -> None:
    for sign in ("≈", "~"):
        got = sorted((c["metric"], c["value"]) for c in _read(text.replace("≈", sign), vocab))
        assert got == want, sign


@pytest.mark.parametrize(
    "text",
    [
        "At 20 tok/s, you wait ≈50 ms between tokens, fine for chat.",
        "Both ran the same prompt, a difference of ≈12 tok/s between them on my card.",
        "The CUDA graph path saves ≈3ms/step of launch overhead in the decode loop.",
    ],
)
def test_an_aside_after_the_sign_stays_unread_as_after_a_tilde(
    vocab: Vocabulary, text: str
) -> None:
    assert _read(text, vocab) == [] == _read(text.replace("≈", "~"), vocab)


# ---------------------------------------------------------------- prose hard-wrapped at 72

_DATE_WRAP = (
    "We measured again after the kernel change landed in the nightly build on\n"
    "2025-03-14 and the decode rate on the one H100 we had went up from 41 to\n"
    "57 tok/s with the same settings, the same prompts and the same batch sizes."
)
_DIGIT_WRAP = (
    "The decode rate of the small model went up by a lot after the kernel change in\n"
    "2025-03 builds, while the old build on the same card stayed at 30 tokens/s and\n"
    "4090 owners saw the new build reach 61 tok/s on short prompts with no tuning."
)
_ABBREV_WRAP = (
    "Run the benchmark twice with the default settings and compare the results e.g.\n"
    "2x H100 should give you about 90 tok/s on the short prompts in the suite."
)


def test_a_date_opening_a_wrapped_line_is_a_word_of_the_sentence(vocab: Vocabulary) -> None:
    assert join_wraps(_DATE_WRAP).count("\n") == 0
    assert sorted(c["value"] for c in _read(_DATE_WRAP, vocab)) == [41.0, 57.0]


def test_lines_opening_on_figures_join_when_the_line_before_is_prose() -> None:
    assert join_wraps(_DIGIT_WRAP).count("\n") == 0
    text = (
        "In our runs across the week the quantised build of the large model on the\n"
        "70B tier decoded far faster than the plain build, and the RTX 4090 held\n"
        "61 tok/s on short prompts while the plain build stayed near 30 tok/s there."
    )
    assert join_wraps(text).count("\n") == 0


@pytest.mark.parametrize("abbrev", ["e.g.", "i.e.", "vs.", "approx."])
def test_an_abbreviation_closing_a_line_closes_no_sentence(abbrev: str) -> None:
    text = _ABBREV_WRAP.replace("e.g.", abbrev)
    assert join_wraps(text).count("\n") == 0


def test_the_abbreviation_joins_the_figure_to_its_sentence(vocab: Vocabulary) -> None:
    (claim,) = _read(_ABBREV_WRAP, vocab)
    assert str(claim["text"]).startswith("Run the benchmark twice")


def test_log_lines_with_time_stamps_stay_apart() -> None:
    text = (
        "2024-05-01 12:00:01 INFO starting the server with the default settings now ok\n"
        "2024-05-01 12:00:02 INFO decode throughput is at 41 tok/s for the first batch"
    )
    assert join_wraps(text) == text


def test_records_closing_on_their_figures_stay_apart() -> None:
    text = (
        "qwen3:30b-a3b MoE model on the one card with the default context at 17.8\n"
        "qwen3:32b dense model on the one card with the default context at 9.4 tok/s"
    )
    assert join_wraps(text) == text


def test_a_sentence_closed_by_a_plain_word_and_a_dot_stays_closed() -> None:
    text = _ABBREV_WRAP.replace("results e.g.", "results again.")
    assert join_wraps(text) == text
    # a list item after "e.g." opens its own unit
    listed = _ABBREV_WRAP.replace("e.g.\n2x", "e.g.\n- 2x")
    assert join_wraps(listed) == listed
