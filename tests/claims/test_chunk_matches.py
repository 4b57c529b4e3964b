"""``chunk_matches`` remembers a short chunk's matches by the pattern's source and flags and the
chunk's text: the same answers as a fresh scan, never another pattern's, and a bounded memory."""

from __future__ import annotations

import re

from watcher.claims import patterns
from watcher.claims.patterns import FIGURE, chunk_matches


def _spans(found: object) -> list[tuple[int, int]]:
    return [m.span() for m in found]  # type: ignore[attr-defined]


def test_a_short_chunk_gives_what_a_fresh_scan_gives_each_time() -> None:
    chunk = "SGLang reaches 980 tok/s and 1.5x over vLLM at 12 ms TPOT"
    fresh = _spans(FIGURE.finditer(chunk))
    assert fresh  # the chunk holds figures, so the comparison means something
    assert _spans(chunk_matches(FIGURE, chunk)) == fresh
    assert _spans(chunk_matches(FIGURE, chunk)) == fresh


def test_two_patterns_of_one_source_but_other_flags_do_not_share_answers() -> None:
    chunk = "Speed 45 TOK/S, then speed 50 tok/s"
    plain, folded = re.compile(r"\d+ tok/s"), re.compile(r"\d+ tok/s", re.IGNORECASE)
    assert [m.group() for m in chunk_matches(plain, chunk)] == ["50 tok/s"]
    assert [m.group() for m in chunk_matches(folded, chunk)] == ["45 TOK/S", "50 tok/s"]


def test_the_memory_of_short_chunks_stays_bounded() -> None:
    pattern = re.compile(r"\d+")
    for i in range(5000):
        chunk_matches(pattern, f"line {i}")
    assert len(patterns._SHORT_MATCHES) <= 2048


def test_a_long_chunk_is_scanned_lazily_and_not_remembered() -> None:
    chunk = "12 tok/s " * 100
    before = len(patterns._SHORT_MATCHES)
    found = chunk_matches(FIGURE, chunk)
    assert not isinstance(found, tuple)
    assert len(patterns._SHORT_MATCHES) == before
    assert len(_spans(found)) == 100
