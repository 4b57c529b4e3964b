"""Speed-ups that keep every reading: a pattern guarded by its first characters matches
exactly as before, and the prefilters answer as the searches they spare would."""

from __future__ import annotations

import re

import pytest

from watcher.claims.first_chars import first_guarded
from watcher.claims.named_changes import _CHANGE, _may_change
from watcher.claims.setup_patterns import _CONCURRENCY_N, _CONCURRENCY_ONE, _COUNT_TEXT

_TEXTS = [
    "At batch size of 8 the H100 serves 64 concurrent users; bs=16 and 4卡 on 2 台 8 卡.",
    "Running: 8 reqs, #running-req: 32, with 64 users, B=4 and M=16, c=32 (50 req).",
    "单并发 68 tokens/s, one request at a time, 並列数 32, 동시 요청 수 8, 32 个并发请求",
    "при 64 пользователях, 8 параллельных запросов, размер батча 8; 2/4 GPUs and TP=2/4",
    "| 8 | 120 tok/s |\n| 16 | 200 tok/s |\nSingle-user decode, 四张卡, 2x GPUs, 1 000 concurrent",
]


@pytest.mark.parametrize("pattern", [_CONCURRENCY_N, _CONCURRENCY_ONE, _COUNT_TEXT])
@pytest.mark.parametrize("text", _TEXTS)
def test_a_guarded_pattern_finds_the_matches_of_its_unguarded_form(
    pattern: re.Pattern[str], text: str
) -> None:
    plain = re.compile(pattern.pattern.split(")(?:", 1)[1][:-1], pattern.flags)
    assert pattern.pattern.startswith("(?=[")
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert [m.groupdict() for m in pattern.finditer(text)] == [
        m.groupdict() for m in plain.finditer(text)
    ]


def test_the_guard_folds_case_as_the_pattern_does() -> None:
    guarded = first_guarded(re.compile(r"(?<![a-z])(?:batch|conc)\d", re.IGNORECASE))
    assert guarded.search("BATCH8") is not None
    assert guarded.search("Conc4") is not None
    assert guarded.search("xbatch8") is None


@pytest.mark.parametrize("source", [r".x", r"[^a]b", r"a?", r"(?i)ab"])
def test_a_pattern_whose_first_characters_cannot_be_listed_is_left_as_it_was(
    source: str,
) -> None:
    pattern = re.compile(source)
    assert first_guarded(pattern) is pattern


@pytest.mark.parametrize(
    "window",
    [" from 300 to 500 ", " 22.8→24.4", " 4.05 -> 5.52", " 1684 暴跌到 307", " с 84 до 76", "1=>2"],
)
def test_a_window_with_a_joining_word_or_arrow_is_searched(window: str) -> None:
    assert _may_change(window)


@pytest.mark.parametrize("window", [" 42 tok/s 42 tok/s", " tokens 7 today", " 5 and 6 "])
def test_a_window_without_one_holds_no_change(window: str) -> None:
    assert not _may_change(window)
    assert _CHANGE.search(window) is None


def test_without_the_parser_every_pattern_is_left_unguarded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Python that moved its private pattern parser costs speed, never a reading."""
    import watcher.claims.first_chars as first_chars

    monkeypatch.setattr(first_chars, "sre_parse", None)
    pattern = re.compile(r"(?<![a-z])concurrency[ \t]?(\d+)", re.IGNORECASE)
    assert first_chars.first_guarded(pattern) is pattern
