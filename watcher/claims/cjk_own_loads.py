"""Loads written right before each of several figures in Japanese and Korean: "同時実行16で
1250 tok/s、32で1410 tok/s", "동시 요청 16개에서 1250 tok/s, 32개에서 1410 tok/s".

Reading rules §2 (each figure takes its own setup) and §4 (concurrency). Japanese and Korean
put the load before the figure, joined by the particle "で" / "에서" ("at"), where English
writes "1250 tok/s at 16 concurrent requests". The first figure's load names its word
(同時実行, 並列, バッチ, 동시 요청, 배치); a later figure may leave the word out once an earlier
one stated it: in "…、32で1410 tok/s" the 32 counts concurrent requests too. ``own_loads``
pairs them as it pairs the loads written after English figures. The particle must end right
before the figure: "H100で1250 tok/s" names a card, and a bare number is read as a load only
right after a clause's comma ("、32で").
"""

from __future__ import annotations

import re

# how far before a figure its load may start: "同時リクエスト数 16 で " / "동시 요청 수 16개에서 "
REACH = 24

_KEYED_LOAD = (
    r"(?:同時(?:実行|リクエスト|接続)?数?|(?<![ァ-ヺー])並列(?:リクエスト)?数?|バッチ(?:サイズ)?"
    r"|동시[ \t]?(?:요청|사용자|접속)?[ \t]?수?|배치[ \t]?(?:크기)?)"
    r"[ \t]{0,2}(?:[=:：][ \t]{0,2})?(?P<n>\d{1,4})[ \t]{0,2}(?:개|명)?[ \t]{0,2}"
    r"(?:で|에서)"
)
_KEYED = re.compile(_KEYED_LOAD + r"[ \t]{0,2}$")
# the same load anywhere: "배치 8에서 900 tok/s" is batch 8, no span "from 8 to 900"
_KEYED_AT = re.compile(_KEYED_LOAD)
# "、32で", ", 32개에서": the number alone right after the clause's comma
_BARE = re.compile(
    r"[、，,;；][ \t]{0,2}(?P<n>\d{1,4})[ \t]{0,2}(?:개|명)?[ \t]{0,2}(?:で|에서)[ \t]{0,2}$"
)


# the same number alone, wherever it stands, and how far back its load's word may be
_BARE_AT = re.compile(
    r"[^、，,;；]{0,3}[、，,;；][ \t]{0,2}(?P<n>\d{1,4})[ \t]{0,2}(?:개|명)?[ \t]{0,2}(?:で|에서)"
)
_SENTENCE_REACH = 80


def is_keyed_load(text: str, start: int, end: int) -> bool:
    """True when the number at ``start:end`` is a load's, written before its particle:
    the 8 of "배치 8에서 900 tok/s", the 16 of "同時実行16で", and the 8 of "배치 1에서 45
    tok/s, 8에서 310 tok/s" once an earlier clause named the load's word."""
    hits = _KEYED_AT.finditer(text, max(0, start - REACH), min(len(text), end + 8))
    if any(m.span("n") == (start, end) for m in hits):
        return True
    bare = _BARE_AT.match(text, max(0, start - 4), min(len(text), end + 8))
    if bare is None or bare.span("n") != (start, end):
        return False
    lo = max(0, text.rfind("\n", 0, start) + 1, start - _SENTENCE_REACH)
    return _KEYED_AT.search(text, lo, bare.start()) is not None


def load_before(text: str, start: int, elided: bool) -> int | None:
    """The load written right before the figure starting at ``start``, or None; the number
    alone ("、32で") only when ``elided`` (an earlier figure named the load's word)."""
    lo = max(0, start - REACH)
    m = _KEYED.search(text, lo, start)
    if m is None and elided:
        m = _BARE.search(text, lo, start)
    return int(m.group("n")) if m is not None else None
