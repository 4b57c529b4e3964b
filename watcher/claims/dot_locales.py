"""Vietnamese writing, which groups thousands with a point: "đạt 4.500 tok/s" is 4500.

Numbers vary in format (docs/READING_RULES.md §4); Vietnamese writes "4.500" for four thousand
five hundred and "1,5" for one and a half, as German does (LABELLING.md: the Vietnamese
"4.500 tok/s" and "3.500 tok/s" are 4500 and 3500). A point is read as a thousands separator
only where that is unambiguous:

- the sentence is written in Vietnamese: it holds letters no other Latin-script language uses
  ("đ", "ơ", "ư", a vowel with a dot below or a hook above), at least two of them;
- the number is grouped exactly so (``numbers.dot_grouped``: threes after the point, a first
  group that is no lone zero), and every number so written in the sentence is a token rate
  ("đạt 4.500 tok/s"): a time ("1.250 s") is left as written;
- no other number in the text is written the English way: a point decimal before a unit
  ("0.1 token/s", "2.5x") or a comma grouping thousands ("35,000"). Many Vietnamese tech
  posts keep English numbers, and one such number makes every point in the text a decimal
  point, so an English "1.250 s" is never read as 1250.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from watcher.claims.document import _Doc

# letters of Vietnamese alone among Latin-script languages (Romanian's ă, French's â, ê, ô
# are shared and left out)
_VIETNAMESE = re.compile("[đơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]", re.IGNORECASE)
# a number written the English way: a point decimal (not three digits after it) right before
# a unit, or thousands grouped with commas
_ENGLISH_NUMBER = re.compile(
    r"(?<![\w.,])\d{1,6}\.(?:\d{1,2}|\d{4,9})(?![\d.,])[ \t]?"
    r"(?:tok|t/s|tps|token|ms|s(?![a-z])|x(?![a-z])|×|%|gb|gib|mb)"
    r"|(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\d,])",
    re.IGNORECASE,
)

# a number a point may group, and whether a token rate's unit follows it
_POINTED = re.compile(
    r"(?<![\w.,])\d{1,3}(?:\.\d{3})+(?![\d.,])(?P<rate>[ \t]?(?:tok|token|t/s|tps))?",
    re.IGNORECASE,
)


def vietnamese_grouping(sentence: str, doc: _Doc) -> bool:
    """True when ``sentence`` is Vietnamese and the text writes no number the English way
    (see the module docstring)."""
    hits = _VIETNAMESE.finditer(sentence)
    if next(hits, None) is None or next(hits, None) is None:
        return False
    if any(m.group("rate") is None for m in _POINTED.finditer(sentence)):
        return False
    return not _writes_english_numbers(doc)


def _writes_english_numbers(doc: _Doc) -> bool:
    """True when the text writes a number the English way somewhere (asked once per text: a
    search of the whole text for each sentence would make a long Vietnamese body quadratic)."""
    key = (_writes_english_numbers, "text", -1)
    known = doc.flags.get(key)
    if known is None:
        known = doc.flags[key] = _ENGLISH_NUMBER.search(doc.text) is not None
    return bool(known)
