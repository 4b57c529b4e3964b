"""Quick checks run before a long alternation of words is searched over a window.

Python's regular-expression engine skips ahead fast only when every match must open with a
character of one class; a pattern of dozens of spellings, most behind a look-behind, is
instead tried alternative by alternative at every position, about a microsecond a character.
A figure that looks back over its line with such a pattern made a 64 KiB body of figures cost
a second. Each hint here is a necessary condition of its pattern: every spelling the pattern
knows consumes one of the hint's words, matched as the pattern matches it (case-insensitively),
so a window the hint finds nothing in is one the pattern finds nothing in. The hint opens
with one class of characters, every character ``re.IGNORECASE`` folds onto each opening letter
written out (the tests check each class against the whole of Unicode), and a look-behind
after it picks the rest of the word.

Whoever adds a spelling to one of these patterns adds its word here (a hint that lacks it
hides the new spelling silently); tests/claims/test_hint_cover.py draws every spelling from the
pattern itself and fails for one its hint lacks.
"""

from __future__ import annotations

import re

# the opening letter's foldings (the lower-case letter first) -> the rest of each word
Words = dict[str, str]

# metric_words._PREFILL: "pre" (prefill, pre-fill), "pro" (prompt, process and every spelling
# naming a prompt), "pp", "inp"/"ing" (input, ingest), "enc" (encode, enc), 预填, 提示, 输入,
# 輸入, プロンプト, プリフィル, 프롬프트, 프리필, префил, обработк
PREFILL_WORDS: Words = {
    "pP": "r[eo]|p",
    "iI\u0130\u0131": "n[pg]",
    "eE": "nc",
    "预": "填|处理",
    "提": "示",
    "输輸": "入",
    "プ": "ロンプト|リフィル",
    "프": "롬프트|리필",
    "пП": "рефил",
    "\u043e\u041e\u1c82": "бработк",
}
# stream_words._MANY_STREAMS: "concurr" (concurrent, high concurrency, a concurrency range),
# "parallel", "simultaneous", "load" (under load), "increas", "batch" and "bs" (a batch-size
# range), "processed" (prompts), 并发, 批大小
MANY_STREAMS_WORDS: Words = {
    "cC": "oncurr",
    "pP": "arallel|rocessed",
    "sS\u017f": "imultaneous|peed[ \t]input",
    "lL": "oad",
    "iI\u0130\u0131": "ncreas",
    "bB": "atch|s",
    "并": "发",
    "批": "大小",
}
# stream._LATENCY_BOUND: the bound's own word after the latency's ("constraint", "budget",
# "bound", "cap", "sla", "slo"), or the Chinese, Japanese or Korean latency word
LATENCY_BOUND_WORDS: Words = {
    "cC": "onstraint|ap",
    "bB": "udget|ound",
    "sS\u017f": "l[ao]",
    "时": "延",
    "延": "迟|時",
    "遅": "延",
    "지": "연",
}
# stream_words._PER_USER: "per" (per user, per sequence), "user", "usuario", "utilisateur",
# "req" (/req), "each", "/u" (t/s/u), "single", "seq" (/seq), "individual", "nutzer"
# (benutzer), "на " (на пользователя), 平均, 用户, 用戶, ユーザー, 사용자, 请求, 請求,
# リクエスト, 요청
PER_USER_WORDS: Words = {
    "pP": "er",
    "uU": "s(?:er|uario)|tilisateur",
    "rR": "eq",
    "eE": "ach",
    # "/польз.", "1000/tpot"
    "/": "u|[ \t]?польз|[ \t]{0,2}(?:(?:median|mean|avg|p50)[ \t_]?)?(?:tpot|itl|tbt)",
    "нН": "а[ \t]",  # "на пользователя"
    "sS\u017f": "ingle|eq",
    "iI\u0130\u0131": "ndividual",
    "nN": "utzer",
    "平": "均",
    "用": "[户戶]",
    "ユ": "ーザー",
    "사": "용자",
    "请請": "求",  # 每个请求, 每個請求
    "每": "路",
    "リ": "クエスト",  # リクエストあたり
    "요": "청",  # 요청당
}


def _hint(words: Words) -> re.Pattern[str]:
    rest = "|".join(f"(?<=[{first}])(?i:{tail})" for first, tail in words.items())
    return re.compile(f"[{''.join(words)}](?:{rest})")


_PREFILL_HINT = _hint(PREFILL_WORDS)
_MANY_STREAMS_HINT = _hint(MANY_STREAMS_WORDS)
_LATENCY_BOUND_HINT = _hint(LATENCY_BOUND_WORDS)
_PER_USER_HINT = _hint(PER_USER_WORDS)


def may_name_prefill(window: str) -> bool:
    """False when ``window`` cannot hold a match of metric_words._PREFILL (a fast scan)."""
    return _PREFILL_HINT.search(window) is not None


def may_name_many_streams(text: str, start: int, end: int) -> bool:
    """False when text[start:end] cannot hold a match of stream_words._MANY_STREAMS."""
    return _MANY_STREAMS_HINT.search(text, start, end) is not None


def may_bound_latency(text: str, start: int, end: int) -> bool:
    """False when text[start:end] cannot hold a match of stream._LATENCY_BOUND."""
    return _LATENCY_BOUND_HINT.search(text, start, end) is not None


def may_name_per_user(words: str) -> bool:
    """False when ``words`` cannot hold a match of stream_words._PER_USER (a fast scan)."""
    return _PER_USER_HINT.search(words) is not None
