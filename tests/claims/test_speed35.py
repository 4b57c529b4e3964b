"""The load pattern's quick check (``load_hints``): a span it turns away holds no load."""

from __future__ import annotations

import re

import pytest

from watcher.claims.hints import FOLD as _FOLD
from watcher.claims.load_hints import LOAD_WORDS, ONE_WORDS, may_state_load, may_state_one
from watcher.claims.setup_patterns import _CONCURRENCY_N, _CONCURRENCY_ONE


def _folded(c: str) -> str:
    return c.translate(_FOLD).lower()


def test_every_hint_letter_folds_as_the_pattern_matches_it() -> None:
    """Every character IGNORECASE matches to a hint's letter is lowered onto that letter."""
    letters = sorted({c for word in LOAD_WORDS + ONE_WORDS for c in word})
    any_letter = re.compile("[" + "".join(map(re.escape, letters)) + "]", re.IGNORECASE)
    each = [(letter, re.compile(re.escape(letter), re.IGNORECASE)) for letter in letters]
    for point in range(0x110000):
        c = chr(point)
        if any_letter.fullmatch(c):
            for letter, pattern in each:
                if pattern.fullmatch(c):
                    assert _folded(c) == letter, (letter, hex(point))


# loads in the pattern's spellings, my own wordings: the check lets every one through
LOADS = [
    "measured with batch size 16 overall",
    "Concurrency: 32 throughout",
    "BSZ=4 decode",
    "ran it at 48 concurrent requests",
    "при размере батча 8 вышло",
    "taille de lot 4 pour",
    "16 solicitudes simultáneas en total",
    "24 одновременных запроса",
    "8 параллельных запросов",
    "同時接続数 12 で",
    "64路并发",
    "동시 요청 수 8",
    "Running: 6 reqs",
    "#running-req: 9",
    "serving 40 clients",
    "M=16 rows",
    "Throughput (50 req)",
    "a 50-user aggregate",
    "64-way concurrency",
    "| 8 users | 640 |",
    "@ 12 streams",
    "at c32 it held",
    "c = 8 and",
    "- 4 路：P50 728 ms",
    "at 16 requests the rate",
    "4 running requests",
    "3 slots in use",
    "num_running_reqs: 4",
    "8 个请求同时运行",
    "WITH 64 USERS",
    "batch ſize 4",
    "bsz 2 ſtreams",
]


@pytest.mark.parametrize("text", LOADS)
def test_a_stated_load_is_let_through(text: str) -> None:
    assert _CONCURRENCY_N.search(text) is not None, text
    assert may_state_load(text, 0, len(text))


# spans without a load: the check turns them away, and the pattern finds nothing in them
NO_LOADS = [
    "SGLang on an H200 reached 100 tok/s in AR mode.",
    "FP8 BF16 INT4 AWQ 5 tok/s on 2x H100",
    "(vLLM (H100 (FP8 (42 tok/s))))",
    "推理速度 48 token/s，显存 20 GB",
]


@pytest.mark.parametrize("text", NO_LOADS)
def test_a_span_without_load_words_is_turned_away(text: str) -> None:
    assert not may_state_load(text, 0, len(text))
    assert _CONCURRENCY_N.search(text) is None


def test_the_check_reads_only_its_span() -> None:
    text = "batch 8 here. 100 tok/s on H200."
    assert may_state_load(text, 0, 8)
    assert not may_state_load(text, 14, len(text))


# one stream in the pattern's spellings, my own wordings
ONES = [
    "we sent one request at a time",
    "a single-user run",
    "Single Concurrency throughout",
    "decoding unbatched",
    "a batch size of one",
    "with one chat user",
    "单并发下",
    "単一ユーザーで",
    "단일 사용자 기준",
    "一次只发一个请求",
    "1 リクエストずつ",
    "요청을 하나씩",
    "для одного пользователя",
    "в один поток",
    "ſingle ſtream",
]


@pytest.mark.parametrize("text", ONES)
def test_a_single_stream_is_let_through(text: str) -> None:
    assert _CONCURRENCY_ONE.search(text) is not None, text
    assert may_state_one(text, 0, len(text))


@pytest.mark.parametrize("text", NO_LOADS)
def test_a_span_without_one_stream_words_is_turned_away(text: str) -> None:
    assert not may_state_one(text, 0, len(text))
    assert _CONCURRENCY_ONE.search(text) is None
