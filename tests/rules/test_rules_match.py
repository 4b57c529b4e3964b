"""The shipped Clover rule: what must and must not match (the scenario's naming trap)."""

from __future__ import annotations

from pathlib import Path

import pytest

from watcher.rules import load_rules
from watcher.rules.match import MatchDecision, PullText, follows, matching_watches, text_match
from watcher.rules.models import Condition, Match


@pytest.fixture(scope="module")
def clover(rules_dir: Path):
    return load_rules(rules_dir).watch("llama-cpp-clover-parallel-decode")


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("model : add Clover self-speculative decoding", "", MatchDecision.MATCH),
        ("clover: draft-and-verify path", "", MatchDecision.MATCH),
        ("llama : Clover parallel decoding (32-slot blocks)", "", MatchDecision.MATCH),
        ("server: diffusion decode for CLOVER models", "", MatchDecision.MATCH),
        (
            "model : support new arch",
            "Adds self speculative decoding for Clover-35B.",
            MatchDecision.MATCH,
        ),
        # the naming trap: llama.cpp's n-gram lookup decoding is also "self-speculative"
        (
            "speculative : add self-speculative decoding (ngram)",
            "lookup decoding",
            MatchDecision.NO_MATCH,
        ),
        (
            "speculative : faster draft acceptance",
            "speculative decoding tweaks",
            MatchDecision.NO_MATCH,
        ),
        ("webui : fix clover icon", "the clover icon was blurry", MatchDecision.NO_MATCH),
        ("webui : fix clover icon", "also mentions parallel decoding", MatchDecision.NO_MATCH),
        ("model : add Clover (AR mode only)", "one token per step", MatchDecision.NO_MATCH),
        (
            "model : add Clover support (AR mode only)",
            "parallel decode is future work",
            MatchDecision.NO_MATCH,
        ),
        ("cloverleaf parallel decoding", "", MatchDecision.NO_MATCH),
    ],
)
def test_clover_rule(clover, title: str, body: str, expected: MatchDecision) -> None:
    """Clover AND a decode mode; neither alone, and never an icon fix."""
    assert follows(clover, PullText(number=99999, title=title, body=body)) is expected


def test_tracked_numbers_match_whatever_they_say(rules_dir: Path) -> None:
    """#31306 is followed by number, not by words."""
    rules = load_rules(rules_dir)
    llama = [w for w in rules.watches if w.repo == "ggml-org/llama.cpp"]
    assert matching_watches(llama, PullText(31306, "model : add Clover support", "")) == [
        "llama-cpp-clover-ar"
    ]


def test_files_condition_asks_for_files_only_when_needed() -> None:
    """A files condition is decided after the text fields, fetching files only if needed."""
    match = Match(
        all=[Condition(pattern="clover")],
        any=[Condition(pattern=r"^src/models/clover", fields=["files"])],
    )
    assert text_match(match, PullText(1, "unrelated")) is MatchDecision.NO_MATCH
    pr = PullText(1, "clover: wire it up")
    assert text_match(match, pr) is MatchDecision.NEED_FILES
    with_files = PullText(1, "clover: wire it up", files=("src/models/clover.cpp",))
    assert text_match(match, with_files) is MatchDecision.MATCH
    other = PullText(1, "clover: wire it up", files=("docs/README.md",))
    assert text_match(match, other) is MatchDecision.NO_MATCH


def test_labels_and_case_sensitivity() -> None:
    """Labels are searched; ignore_case can be turned off."""
    match = Match(all=[Condition(pattern="^Clover$", fields=["labels"], ignore_case=False)])
    assert text_match(match, PullText(1, labels=("Clover",))) is MatchDecision.MATCH
    assert text_match(match, PullText(1, labels=("clover",))) is MatchDecision.NO_MATCH


def test_empty_match_follows_nothing() -> None:
    """A watch with no patterns follows only its tracked numbers."""
    assert text_match(Match(), PullText(1, "clover self-speculative")) is MatchDecision.NO_MATCH
