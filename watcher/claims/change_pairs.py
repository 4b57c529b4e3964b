"""The bare first number of a change or a range written without English "to".

- "pasa de 40 a 95 tokens/s", "passa de 40 para 95", "passa da 40 a 95": Spanish,
  Portuguese and Italian write a change as a verb of change, "de"/"da", the side it starts
  from and "a"/"para" before the other side (reading rules §2: the side a change starts from
  is the baseline's). Only after such a verb: a bare "de 40 a 95" may be a range.
- "13에서 27 tok/s 사이", "13から27 tok/sの間": Korean and Japanese mark where a span starts
  with 에서/부터/から; it is a change only where the other side is a target ("…로 향상",
  "…に向上"), otherwise one range (reading rules §4: ranges keep both ends).
- "выросла с 40 до 95 т/с": Russian "с … до" is "from … to", a change as English "from 40
  to 95" is ("с 20-22 токенами" is "with"; "от 40 до 95" is a range's "from").
Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.load_sides import is_load_number
from watcher.claims.metric_words import _PAIR_BEFORE
from watcher.claims.numbers import _NUM
from watcher.claims.patterns import _FROM_TO, CHANGE_VERB_EU

_EU_CHANGE_PAIR = re.compile(
    CHANGE_VERB_EU + r"(?:~|≈)?(?P<between>(?!))?"
    rf"(?P<n>{_NUM})[ \t]{{1,3}}(?:a|para|al|hasta|à)[ \t]{{1,3}}(?:~|≈)?$",
    re.IGNORECASE,
)
_CJK_FROM = re.compile(r"から|에서|부터")
# the other side is where the change went: a target particle or a verb of change after it
_CJK_TARGET = re.compile(
    r"[ \t]{0,2}(?:に|へ|(?:으)?로(?![가-힣])|[^\n。.]{0,8}?(?:向上|改善|増加|増え|上が|短縮|低下"
    r"|減|伸び|향상|개선|증가|단축|감소|늘어|줄어|빨라|提升|提高))"
)


def before_pair(text: str, window_start: int, start: int) -> re.Match[str] | None:
    """The bare number joined to the figure at ``start`` ("40 and 95 tok/s", "de 40 a 95
    tokens/s"), read in the 30 characters before it."""
    before = text[window_start:start]
    return _PAIR_BEFORE.search(before) or _EU_CHANGE_PAIR.search(before)


def one_range(pair: re.Match[str], text: str, end: int, at: int) -> bool:
    """True when ``pair`` (read from ``at`` on) and the figure ending at ``end`` are one range:
    "between 1,200 and 2,100 tok/s", or a span joined by から/에서/부터 ("13에서 27 tok/s
    사이") with no target after the figure; "배치 8에서 900 tok/s" is batch 8, no span."""
    if pair["between"]:
        return True
    if is_load_number(text, at + pair.start("n"), at + pair.end("n")):
        return False
    return _CJK_FROM.search(pair[0]) is not None and _CJK_TARGET.match(text, end) is None


_FROM_RU = re.compile(r"(?<![а-яё])со?[ \t]{1,3}(?:~|≈)?$", re.IGNORECASE)
_TO_RU = re.compile(r"[ \t]{1,3}до[ \t]{1,3}$", re.IGNORECASE)


def from_to(text: str, seg_start: int, m: re.Match[str]) -> bool:
    """True when the range ``m`` (a FIGURE match in the segment starting at ``seg_start``) is
    a change's two sides: "from 300 to 500 tok/s", "passe de 40 à 95", "с 40 до 95 т/с"."""
    start = seg_start + m.start()
    before = text[max(seg_start, start - 24) : start]
    if _FROM_TO.search(before):
        return True
    joined = m.string[m.end("lo") : m.start("hi")]
    return _FROM_RU.search(before) is not None and _TO_RU.fullmatch(joined) is not None
