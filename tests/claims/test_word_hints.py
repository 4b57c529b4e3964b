"""A hint finds something wherever its full pattern does, and its opening class is exact."""

from __future__ import annotations

import re
import sys

import pytest

from watcher.claims.metric_words import _PREFILL
from watcher.claims.stream import _LATENCY_BOUND
from watcher.claims.stream_words import _MANY_STREAMS, _PER_USER
from watcher.claims.word_hints import (
    LATENCY_BOUND_WORDS,
    MANY_STREAMS_WORDS,
    PER_USER_WORDS,
    PREFILL_WORDS,
    Words,
    may_bound_latency,
    may_name_many_streams,
    may_name_per_user,
    may_name_prefill,
)

_EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))


@pytest.mark.parametrize(
    "words", [PREFILL_WORDS, MANY_STREAMS_WORDS, LATENCY_BOUND_WORDS, PER_USER_WORDS]
)
def test_opening_classes_hold_every_case_folding_of_their_letters(words: Words) -> None:
    """Each opening class is what re.IGNORECASE matches for its letter, over all Unicode."""
    folded = re.compile("[" + "".join(words) + "]", re.IGNORECASE)
    written = re.compile("[" + "".join(words) + "]")
    assert written.findall(_EVERY_CHARACTER) == folded.findall(_EVERY_CHARACTER)
    for first in words:
        letter = re.compile("[" + first + "]", re.IGNORECASE)
        assert sorted(first) == letter.findall(_EVERY_CHARACTER)


@pytest.mark.parametrize(
    "window",
    [
        "PREFILL 512",
        "Pre-fill:",
        "prompt eval time = 12 ms",
        "pp512",
        "İNPUT tokens",
        "encode",
        "enc",
        "预填充",
        "提示词处理",
        "输入吞吐",
        "輸入處理",
        "プロンプト処理",
        "プリフィル",
        "프롬프트 처리",
        "프리필",
        "ПРЕФИЛЛ",
        "обработка промпта",
        "Ingestion",
        "Process:",
        "verarbeitung des prompts",
        "the prompt is processed at",
    ],
)
def test_prefill_hint_finds_what_the_pattern_finds(window: str) -> None:
    """Every spelling of prefill the pattern knows passes the hint."""
    assert _PREFILL.search(window)
    assert may_name_prefill(window)


@pytest.mark.parametrize(
    "window",
    [
        "with concurrent users",
        "for many parallel requests",
        "serving ſimultaneous streams",
        "under heavy LOAD",
        "increased the batch size",
        "high concurrency",
        "batch sizes 1 to 16",
        "bs=1-8",
        "concurrency 4–64",
        "并发 1-8",
        "批大小 1~4",
        "Processed prompts: 100%",
    ],
)
def test_many_streams_hint_finds_what_the_pattern_finds(window: str) -> None:
    """Every spelling of many streams the pattern knows passes the hint."""
    assert _MANY_STREAMS.search(window)
    assert may_name_many_streams(window, 0, len(window))


@pytest.mark.parametrize(
    "window",
    [
        "latency constraints",
        "TPOT budget",
        "ITL bound",
        "TTFT caps",
        "latency SLA",
        "SLO sla",
        "tpot ſlo",
        "在50ms时延约束下",
        "延迟要求",
        "延時制約",
        "遅延制約",
        "지연 제약",
    ],
)
def test_latency_bound_hint_finds_what_the_pattern_finds(window: str) -> None:
    """Every spelling of a latency bound the pattern knows passes the hint."""
    assert _LATENCY_BOUND.search(window)
    assert may_bound_latency(window, 0, len(window))


@pytest.mark.parametrize(
    "window",
    [
        "Per-user",
        "per sequence",
        "/user",
        "/req",
        "tps/user",
        "each client",
        "USER TPS",
        "throughput user",
        "t/s/u",
        "single stream",
        "ſingle user",
        "/ seq",
        "individual request",
        "por usuario",
        "/utilisateur",
        "pro Benutzer",
        "на пользователя",
        "на один поток",
        "т/с/польз.",
        "平均",
        "每个用户",
        "每個用戶",
        "ユーザーあたり",
        "사용자당",
        "1000/tpot",
        "1000 / median_TPOT",
    ],
)
def test_per_user_hint_finds_what_the_pattern_finds(window: str) -> None:
    """Every spelling of one user's share the pattern knows passes the hint."""
    assert _PER_USER.search(window)
    assert may_name_per_user(window)


@pytest.mark.parametrize("window", ["aim for 5 ms/token, or even 4 ms/token", "m 1.5x", ""])
def test_hints_fail_plain_windows(window: str) -> None:
    """A window naming none of the words fails the hints, as it fails the patterns."""
    assert not _PREFILL.search(window) and not may_name_prefill(window)
    assert not _MANY_STREAMS.search(window)
    assert not may_name_many_streams(window, 0, len(window))
    assert not _LATENCY_BOUND.search(window)
    assert not may_bound_latency(window, 0, len(window))
    assert not _PER_USER.search(window) and not may_name_per_user(window)
