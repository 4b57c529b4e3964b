"""Table cells that hold prose: a sentence whose figures sit inside it, not at its start.

Summary and comparison tables often put a whole sentence in a cell ("| API | first token in
0.6 s, then 45 tokens/s |", "| Speed | Fastest (up to 1.9x vs H100) |"). A cell is otherwise
read as one figure at its start with the unit from its header or row label; a sentence in a
cell is read as a sentence is (reading rules §2: the nearest enclosing unit, here the cell
within its row), so its figures keep their own units and words and the prose filters (specs,
goals, questions) apply to them as they do outside tables.

A cell that opens with a number is never read this way: it is a figure cell, and when the
cell reader leaves it unread (a machine's size, a share) it stays unread.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.figures import _prose_figures

# the cell's start: Markdown emphasis and spaces, then a letter (any script), never a digit,
# a sign or a bound ("~38 ms", "<1 tok/s" are figure cells)
# ("✅ Mem: … 14.68 token/s": a status mark before the word is no part of it)
_OPENS_WITH_WORD = re.compile(r"[ \t*_`]{0,6}(?:[✅✔✓☑⚠]\ufe0f?[ \t]{0,2})?[^\W\d_]")
# before the first digit, a word and a space or colon after it, or two CJK characters: the
# figure sits inside a sentence or after a key, not in a label such as "Q4 (8B)"
_WORD_SPACED = re.compile(r"[^\W\d_]{2}[ \t:：]")  # "first token in", "Mem:"
_CJK_PAIR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2}")
_DIGIT = re.compile(r"\d")
MIN_PROSE = 22  # columns: a cell narrower than this is a label or a figure, not a sentence
_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff60]")


def _width(cell: str) -> int:
    """The cell's width in columns: a CJK character (and a full-width sign) is set two columns
    wide, and says as much as a short Latin word, so "本地运行约30-80 token/s" is as long a
    clause as "runs locally at about 30-80 token/s"."""
    return len(cell) + len(_WIDE.findall(cell))


def holds_prose(cell: str) -> bool:
    """True when a table cell reads as a sentence with a digit in it (``prose_cell_figures``
    reads only such a cell)."""
    if _width(cell.strip()) < MIN_PROSE or _OPENS_WITH_WORD.match(cell) is None:
        return False
    digit = _DIGIT.search(cell)
    if digit is None:
        return False
    before = cell[: digit.start()]
    return _WORD_SPACED.search(before) is not None or _CJK_PAIR.search(before) is not None


def prose_cell_figures(text: str, cell: str, cell_start: int, doc: _Doc) -> list[_Figure]:
    """The figures of a table cell that holds a sentence, read as prose; none otherwise."""
    if not holds_prose(cell):
        return []
    stripped = cell.strip()
    lead = len(cell) - len(cell.lstrip())
    span = _Span(cell_start + lead, cell_start + lead + len(stripped))
    return _prose_figures(text, span, doc)
