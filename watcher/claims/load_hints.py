"""A quick check before a span is scanned for a load (``_CONCURRENCY_N``) or a single stream
(``_CONCURRENCY_ONE``).

The load pattern is a long alternation tried at every position a match may open with (a digit
or one of a dozen letters), about a microsecond a character: a block of a page's length asked
once for its loads cost a tenth of a second though it states none. Every spelling the pattern
knows consumes one of ``LOAD_WORDS`` (its batch, concurrency, users or requests word, the
"=" of "B=1" and "c=32", the "@" or "at c" of "@ c32"), so a span holding none of them, as
the pattern matches them (case-insensitively), is one the pattern finds nothing in: the scan
is spared, the answer unchanged.

Whoever adds a spelling to the load pattern adds its word here (a word left out hides the new
spelling silently); tests/claims/test_hint_cover.py draws every spelling from the pattern
itself and fails for one these words lack.
"""

from __future__ import annotations

from watcher.claims.hints import folded, hinted

LOAD_WORDS = (
    # the load's own words: concurrency, batch (size), bs/bsz, the Russian, French and
    # Spanish batch, parallel and simultaneous (in four languages), running and active
    # requests, slots, users, clients, streams, requests, in-flight sequences
    "conc",
    "batch",
    "bs",
    "батч",
    "lot",
    "paral",
    "mult",
    "ременн",
    "параллельн",
    "runn",
    "activ",
    "busy",
    "slot",
    "user",
    "client",
    "stream",
    "req",
    "sequence",
    "flight",
    "пользовател",
    "клиент",
    "поток",
    "запрос",
    "gleichzeitig",
    # the Dutch, Polish, Czech and Vietnamese "concurrent" ("bij 16 gelijktijdige verzoeken",
    # "przy 16 równoległych żądaniach", "při 16 souběžných požadavcích", "16 yêu cầu đồng thời")
    "gelijktijdig",
    "równoleg",
    "jednoczesn",
    "współbieżn",
    "souběžn",
    "současn",
    "đồng",
    # "B=1", "c=32", "@ 64 users", "at c32"
    "=",
    "@",
    "at ",
    "at\t",
    # the CJK load words
    "同時",
    "並列",
    "동시",
    "并发",
    "批",
    "バッチ",
    "배치",
    "路",
    "请求",
    "請求",
)


# every spelling of one stream (``_CONCURRENCY_ONE``) consumes one of these: "one request at a
# time", "single user", "unbatched", "batch of one", "for one user", the CJK single-request
# words, "1 リクエストずつ", "요청을 하나씩", the Russian "для одного пользователя"
ONE_WORDS = (
    "one",
    "single",
    "batch",
    "单",
    "単",
    "單",
    "シングル",
    "단일",
    "请求",
    "請求",
    "リクエストずつ",
    "하나씩",
    "одн",
    "один",
)


def may_state_one(text: str, start: int, end: int) -> bool:
    """False only where text[start:end] holds no single stream ``_CONCURRENCY_ONE`` matches."""
    return hinted(folded(text[start:end]), ONE_WORDS)


def may_state_load(text: str, start: int, end: int) -> bool:
    """False only where text[start:end] holds no load ``_CONCURRENCY_N`` can match."""
    return hinted(folded(text[start:end]), LOAD_WORDS)
