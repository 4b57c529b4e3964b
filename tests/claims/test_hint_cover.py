"""Every quick check before a costly pattern lets through whatever the pattern matches.

Many of the reader's patterns are tried only where a cheap check (a hint: a word one of which
every match holds) finds something; where the check finds nothing, the pattern is skipped, on
the promise that it could not have matched. The promise breaks silently the day a spelling is
added to a pattern and not to its hint. Here each pattern's strings are drawn from the pattern
itself (``regex_cover``: every alternative it knows), so a new spelling is drawn the day it is
written, and each string the pattern matches must pass its check.

IGNORECASE also matches letters that ``str.lower`` leaves apart ("ı" and "İ" match "i", "ſ"
matches "s", the Kelvin sign "k", old Cyrillic letter forms "о", "т"...): each drawn string is
tried again with those letters in, and a check must pass those the pattern matches too.

A new check before a pattern joins ``SEARCHED`` or ``MATCHED`` below, written as its module
writes it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from tests.claims.regex_cover import cover
from watcher.claims import (
    baseline_engines,
    baseline_words,
    bound_lists,
    clauses,
    count_lists,
    demanded_bounds,
    document,
    draft_models,
    load,
    load_hints,
    metric_words,
    mtp_names,
    name_context,
    named_values,
    numbered_requests,
    other_runs,
    own_stacks,
    part_times,
    runs_setup,
    set_aside,
    stat_keys,
    stream,
    stream_words,
    titled_phase,
    wishes,
    word_hints,
    worked_sizes,
)
from watcher.claims.hints import folded, hinted


def _hint(hints: tuple[str, ...]) -> Callable[[str], bool]:
    return lambda w: hinted(folded(w), hints)


def _word(word: str) -> Callable[[str], bool]:
    return lambda w: word in folded(w)


def _whole(check: Callable[[str, int, int], bool]) -> Callable[[str], bool]:
    return lambda w: check(w, 0, len(w))


def _stat_key(w: str) -> bool:
    low = folded(w)
    return any(h in low for h in stat_keys._HINTS) or low.strip(" \t*_")[:1].isdigit()


# (name, pattern, the check as its module asks it of the words the pattern searches)
SEARCHED: list[tuple[str, re.Pattern[str], Callable[[str], bool]]] = [
    ("baseline", baseline_words._BASELINE, _hint(baseline_words.BASELINE_HINTS)),
    ("baseline far", baseline_words._BASELINE_FAR, _hint(baseline_words.FAR_HINTS)),
    ("called baseline", baseline_engines._CALLED_BEFORE, _hint(baseline_engines._HINTS)),
    ("share of", document._SHARE_OF, _hint(document.SHARE_HINTS)),
    ("against mainline", document._AGAINST_MAINLINE, _hint(document.MAINLINE_HINTS)),
    ("next baseline", document._NEXT_BASELINE, _hint(document.NEXT_BASELINE_HINTS)),
    ("rate over", document._RATE_OVER, _word("over")),
    ("pair on", document._PAIR_ON, lambda w: "v" in folded(w) and "on" in folded(w)),
    ("multiple of", document._MULTIPLE_OF, lambda w: w.rstrip(" \t\n")[-1:] in "xX×"),
    ("example", clauses._EXAMPLE, _hint(clauses.EXAMPLE_HINTS)),
    ("former card", set_aside._FORMER, _hint(set_aside.FORMER_HINTS)),
    ("runs setup", runs_setup._RUNS_SETUP, _hint(runs_setup.RUNS_SETUP_HINTS)),
    ("cache before", name_context._CACHE_BEFORE, _hint(name_context._CACHE_HINTS)),
    ("chip compute", name_context._SPEC_BEFORE, lambda w: "OPS" in w),
    ("training", other_runs._TRAINING_BEFORE, _hint(other_runs.TRAINING_HINTS)),
    ("other task", other_runs._OTHER_TASK_BEFORE, _hint(other_runs.OTHER_TASK_HINTS)),
    ("spec throughput", other_runs._SPEC_STAT_BEFORE, _word("throughput")),
    ("download", other_runs._DOWNLOAD_BEFORE, _word("download")),
    ("own stack", own_stacks._OWN_STACK, _hint(own_stacks._OWN_HINTS)),
    ("time taken", part_times._TIME_TAKEN_PHASE, _word("taken")),
    ("part time", part_times._PART, _hint(part_times._HINTS)),
    ("bound noun", bound_lists._BOUND_NOUN, _hint(bound_lists._HINTS)),
    ("demanded bound", demanded_bounds._BOUND_BEFORE, _hint(demanded_bounds._HINTS)),
    ("count list", count_lists._COUNT_LIST, lambda w: "/" in w),
    ("worked size", worked_sizes._WORKED_BEFORE, _hint(worked_sizes._RESULT_SIGNS)),
    ("setting", wishes._SETTING_BEFORE, _hint(wishes._SETTING_HINTS)),
    ("required", wishes._REQUIRE_BEFORE, _hint(wishes._REQUIRE_HINTS)),
    ("ceiling", wishes._CEILING_BEFORE, _hint(wishes._CEILING_HINTS)),
    ("theory", wishes._THEORY_BEFORE, _hint(wishes._THEORY_HINTS)),
    ("need opening", wishes._NEED_OPENING, lambda w: "Need" in w),
    ("peak own", stream._PEAK_OWN, _word("peak")),
    ("latency bound", stream._LATENCY_BOUND, _whole(word_hints.may_bound_latency)),
    ("prefill", metric_words._PREFILL, word_hints.may_name_prefill),
    ("many streams", stream_words._MANY_STREAMS, _whole(word_hints.may_name_many_streams)),
    ("per user", stream_words._PER_USER, word_hints.may_name_per_user),
    ("load", load._CONCURRENCY_N, _whole(load_hints.may_state_load)),
    ("one stream", load._CONCURRENCY_ONE, _whole(load_hints.may_state_one)),
    ("spread key", stat_keys._SPREAD_KEY, _stat_key),
    ("draft model", draft_models._DRAFT, lambda w: "draft" in folded(w)),
    ("sized draft", draft_models._SIZED_DRAFT, lambda w: "draft" in folded(w)),
    ("mtp name", mtp_names._SEGMENT, lambda w: "mtp" in w.lower()),
    ("other work key", stat_keys._OTHER_WORK, _stat_key),
    ("place key", stat_keys._PLACE_KEY, _stat_key),
    ("numbered request", numbered_requests._NUMBERED, _hint(numbered_requests._HINTS)),
    ("divided title", titled_phase._DIVIDED, _hint(titled_phase._DIVIDER_HINTS)),
    ("named value", named_values._NAMED, _hint(named_values.HINTS)),
]
# patterns matched where the words start (``pattern.match(text, end)``) after their check
MATCHED: list[tuple[str, re.Pattern[str], Callable[[str], bool]]] = [
    (
        "chip compute after",
        name_context._SPEC_AFTER,
        lambda w: w[:3].lstrip(" \t")[:1] in name_context._SPEC_FIRST,
    ),
    ("mixed precision", name_context._MIXED_AFTER, lambda w: w.startswith(("-", "_"))),
    ("required after", wishes._REQUIRED_AFTER, _hint(wishes._REQUIRED_AFTER_HINTS)),
    ("aimed after", wishes._AIMED_AFTER, _hint(wishes._AIMED_AFTER_HINTS)),
    ("called baseline after", baseline_engines._CALLED_AFTER, _hint(baseline_engines._HINTS)),
]
GUARDED = [(*g, False) for g in SEARCHED] + [(*g, True) for g in MATCHED]


# the letters IGNORECASE matches apart from str.lower, for the letter they stand in for
_ODD_CASE = {"i": "ıİ", "s": "ſ", "k": "\u212a", "в": "ᲀ", "д": "ᲁ", "о": "ᲂ", "с": "ᲃ", "т": "ᲄ"}


def _tries(drawn: str) -> list[str]:
    """A drawn string as it stands, in capitals, and with each odd-case letter put in."""
    out = [drawn, drawn.upper(), drawn.title()]
    for plain, odd in _ODD_CASE.items():
        if plain in drawn.lower():
            out.extend(drawn.lower().replace(plain, o) for o in odd)
    return out


def _placed(pattern: re.Pattern[str], drawn: str, anchored: bool) -> str | None:
    """``drawn``, or ``drawn`` with a space before it, whichever the pattern matches."""
    if anchored:
        return drawn if pattern.match(drawn) else None
    for words in (drawn, " " + drawn, " " + drawn[1:]):
        if pattern.search(words):
            return words
    return None


@pytest.mark.parametrize("name,pattern,check,anchored", GUARDED, ids=[g[0] for g in GUARDED])
def test_a_check_lets_through_every_spelling_of_its_pattern(
    name: str, pattern: re.Pattern[str], check: Callable[[str], bool], anchored: bool
) -> None:
    drawn = cover(pattern)
    matched = 0
    refused: list[str] = []
    for one in drawn:
        for tried in _tries(one):
            words = _placed(pattern, tried, anchored)
            if words is None:
                continue
            matched += 1
            if not check(words):
                refused.append(words)
    assert not refused, f"{name}: the check turns away what the pattern matches: {refused[:5]}"
    # the drawing reaches the pattern: most drawn strings match it as drawn
    assert matched >= len(drawn) // 2, (name, matched, len(drawn))


def test_a_drawing_holds_every_alternative() -> None:
    pattern = re.compile(r"(?<![a-z])(?:tok|token)s?/s(?:ec)?|t/s|(?:токен|ток)/с", re.I)
    drawn = cover(pattern)
    for spelling in (r"toks?/", r"tokens?/", r"t/s", r"токен/с", r"ток/с"):
        assert any(re.match(spelling, d) for d in drawn), (spelling, drawn)
    assert all(pattern.search(d) for d in drawn)


def test_a_check_missing_a_word_is_caught() -> None:
    pattern = re.compile(r"(?<![a-z])(?:faster[ \t]than|slower[ \t]than|versus)[ \t]", re.I)
    lacking = _hint(("than",))  # "versus" added to the pattern, not to the hint
    caught = [d for d in cover(pattern) if pattern.search(d) and not lacking(d)]
    assert caught and all("versus" in d for d in caught)
