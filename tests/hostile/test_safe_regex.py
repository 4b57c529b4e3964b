"""Rules patterns: compiled for RE2, so matching untrusted text takes linear time."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from watcher.errors import RulesError
from watcher.rules.loader import load_rules
from watcher.rules.match import PullText, text_match
from watcher.rules.models import Condition, Match
from watcher.rules.safe_regex import MAX_PATTERN_LEN, UnsafePattern, compile_pattern

EVIL = "a" * 50_000 + "!"


@pytest.mark.parametrize("pattern", [r"(a+)+$", r"(a|aa)*$", r".*a.*b.*c", r"(\w+\s?)+$"])
def test_classic_redos_patterns_match_in_linear_time(pattern: str) -> None:
    """Patterns that backtrack catastrophically in ``re`` finish fast on a 50k hostile text."""
    searcher = compile_pattern(pattern)
    start = time.perf_counter()
    searcher.search(EVIL)
    # re needs seconds for (a+)+$ on 30 characters; RE2 takes well under a millisecond here
    assert time.perf_counter() - start < 1.0


def test_redos_pattern_in_a_rule_does_not_stall_matching() -> None:
    """A watch written with (a+)+$ decides on a hostile 64 KiB PR body without stalling."""
    match = Match(all=[Condition(pattern=r"(a+)+$", fields=["body"])])
    pr = PullText(number=1, title="x", body="a" * 65_536 + "!")
    start = time.perf_counter()
    assert text_match(match, pr).value == "no_match"
    assert time.perf_counter() - start < 1.0


def test_backtracking_python_re_would_stall_on_the_same_pattern() -> None:
    """Control: with Python's re the same pattern is exponential."""
    start = time.perf_counter()
    re.search(r"(a+)+$", "a" * 22 + "!")
    assert time.perf_counter() - start > 0.05


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        (r"(a)\1", "backreferences"),
        (r"clover(?=moe)", "lookaround"),
        (r"(?<!x)clover", "lookaround"),
        ("a" * (MAX_PATTERN_LEN + 1), "longer than"),
        (r"(unclosed", "invalid regular expression"),
    ],
)
def test_patterns_outside_the_safe_subset_are_refused(pattern: str, reason: str) -> None:
    """Backreferences, lookaround, over-long and broken patterns raise UnsafePattern."""
    with pytest.raises(UnsafePattern, match=reason):
        compile_pattern(pattern)


def test_rules_file_with_unsafe_pattern_names_file_line_and_key(tmp_path: Path) -> None:
    """Loading a rules file with a lookaround pattern fails with a located RulesError."""
    path = tmp_path / "watches.yaml"
    path.write_text(
        "watches:\n"
        "  - name: w\n"
        "    repo: a/b\n"
        "    prs:\n"
        "      match:\n"
        "        all:\n"
        "          - pattern: 'clover(?=moe)'\n",
        encoding="utf-8",
    )
    with pytest.raises(RulesError) as info:
        load_rules(path)
    message = str(info.value)
    assert "watches.yaml" in message
    assert "pattern" in message
    assert "lookaround" in message


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        (r"\bclover\b", "model: add CLOVER support", True),
        (r"\bself[- ]?speculative\b", "Self-Speculative decoding", True),
        (r"\bparallel[- ]decod(e|es|ing)\b", "parallel decoding for diffusion", True),
        (r"\bclover\b", "cloverleaf", False),
    ],
)
def test_shipped_style_patterns_keep_their_meaning(pattern: str, text: str, expected: bool) -> None:
    """The shipped rules' patterns match the same texts under RE2 as under re."""
    assert bool(compile_pattern(pattern).search(text)) is expected
    assert bool(re.search(pattern, text, re.IGNORECASE)) is expected
