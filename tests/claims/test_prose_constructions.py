"""Figures in prose written in shapes many texts share: an abbreviation's stop inside a
sentence, a unit written once for runs listed after a comma, a goal's clause followed by a
clause that reports a run, and an arrow chain of more than two steps (reading rules §2, §4).
Each shape has a near miss that must stay unread or keep its old reading."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _rates(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.unit == "tok/s"]


# --- an abbreviation's stop ends no sentence ------------------------------------------------


@pytest.mark.parametrize("abbrev", ["ex.", "approx.", "cf.", "incl.", "esp."])
def test_an_abbreviation_keeps_the_unit_and_its_change_in_one_sentence(
    abbrev: str, vocab: Vocabulary
) -> None:
    text = f"The patch lifts decode t/s ({abbrev} for a 7B at q4) by 20% (25 -> 30) here."
    assert _rates(text, vocab) == [25, 30]


def test_a_full_stop_after_a_word_still_ends_the_sentence(vocab: Vocabulary) -> None:
    # "complex." is no abbreviation: the change in the next sentence has no unit of its own
    text = "The patch lifts decode t/s and is complex. By 20% (25 -> 30) on one box."
    assert _rates(text, vocab) == []


# --- runs listed after a comma, the unit written once ----------------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a second run after a comma, its own condition after the number
        ("Decode holds 47 tok/s on the L40S, 63 on the H100.", [47, 63]),
        ("The 9B decodes at 52 tok/s with Q4_K_M, 44 with Q8_0.", [52, 44]),
        # a subject the text names, then its bare rate
        ("On one 4090 llama.cpp does 71 tok/s, ExLlamaV2 88.", [71, 88]),
        # a model's size at its rate
        ("A 14B model decodes at 39 tok/s, the 32B at 17.", [39, 17]),
        # a run that slows down further
        (
            "It ran at 30 tok/s, drops to ~14 as context grows and slows down to ~5 at the end.",
            [30, 14, 5],
        ),
    ],
)
def test_a_listed_run_takes_the_unit_written_once(
    text: str, values: list[float], vocab: Vocabulary
) -> None:
    assert _rates(text, vocab) == values


@pytest.mark.parametrize(
    "text",
    [
        # a setting after the comma, not a run
        "The 9B decodes at 52 tok/s, context 8192.",
        # a subject that runs no model
        "The 9B decodes at 52 tok/s, the fan at 60.",
        # a number that counts something
        "The 9B decodes at 52 tok/s, 3 times in a row.",
    ],
)
def test_a_number_after_a_comma_that_is_no_run_stays_unread(text: str, vocab: Vocabulary) -> None:
    assert _rates(text, vocab) == [52]


def test_a_named_run_after_a_comma_takes_its_own_engine(vocab: Vocabulary) -> None:
    claims = extract_claims("On one 4090 llama.cpp does 71 tok/s, ExLlamaV2 88.", vocab)
    assert [(c.value, c.engine) for c in claims] == [(71, "llama.cpp"), (88, "exllamav2")]


def test_a_listed_run_takes_its_own_card(vocab: Vocabulary) -> None:
    claims = extract_claims("Decode holds 47 tok/s on the L40S, 63 on the H100.", vocab)
    assert [(c.value, c.hardware) for c in claims] == [(47, "L40S"), (63, "H100")]


# --- a goal's clause, then a clause that reports a run ---------------------------------------


def test_a_run_reported_after_a_goal_clause_is_read(vocab: Vocabulary) -> None:
    text = (
        "Taking 40 tok/s/user as the target for Llama 70B, the H200 produces 3,100 tok/s/GPU "
        "and the MI300X produces 2,450."
    )
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(3100, "H200"), (2450, "MI300X")]


@pytest.mark.parametrize(
    "text",
    [
        # the clause after the goal says what must happen, not what happened
        "Taking 40 tok/s/user as the target for Llama 70B, the H200 must produce 3,100 tok/s.",
        # what would happen
        "Taking 40 tok/s/user as the target for Llama 70B, the H200 would produce 3,100 tok/s.",
    ],
)
def test_a_required_or_planned_figure_after_a_goal_stays_unread(
    text: str, vocab: Vocabulary
) -> None:
    assert _rates(text, vocab) == []


# --- an arrow chain of more than two steps ----------------------------------------------------


def test_every_step_of_an_arrow_chain_takes_the_unit_after_the_last(vocab: Vocabulary) -> None:
    claims = extract_claims("Across three releases decode went 18.5 → 21.0 → 26.4 tok/s.", vocab)
    assert [c.value for c in claims] == [18.5, 21.0, 26.4]


def test_an_arrow_from_a_version_is_no_step(vocab: Vocabulary) -> None:
    claims = extract_claims("Upgrading from v0.9 -> 21.0 -> 26.4 tok/s.", vocab)
    assert [c.value for c in claims] == [21.0, 26.4]


def test_the_steps_before_the_last_of_a_drafting_chain_are_the_baseline(
    vocab: Vocabulary,
) -> None:
    claims = extract_claims("With EAGLE-3 the 8B went 30 -> 41 -> 57 tok/s.", vocab)
    assert [(c.value, c.mode) for c in claims][-1] == (57, "eagle")
