"""Where a window of words before a figure may start without cutting a word in two.

A reader looks back a fixed number of characters from a figure for the words that name it.
Cut at a fixed offset, the window may open inside a word, and the tail of that word then
reads as a word of its own: the "pp" of "bitnet.cpp" as llama-bench's prompt-processing
column, the "gen" of "oxygen" as generation. Words are read whole or not at all (reading
rules §1: record only what the text states), so a window opening inside a Latin word
starts after it; scripts written without spaces (Chinese, Japanese) are left alone.
"""

from __future__ import annotations

_WORD_REACH = 40  # characters: the longest word a window may skip to its end


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def word_floor(text: str, lo: int, floor: int) -> int:
    """``lo``, or the end of the word ``lo`` falls inside, when ``lo`` cuts a Latin word
    (never before ``floor``, where the enclosing unit starts and no word is cut)."""
    if lo <= floor or lo >= len(text) or not (_latin(text[lo - 1]) and _latin(text[lo])):
        return max(lo, floor)
    limit = min(len(text), lo + _WORD_REACH)
    i = lo
    while i < limit and _latin(text[i]):
        i += 1
    return i


def words_before(text: str, start: int, floor: int, reach: int) -> str:
    """The words up to ``reach`` characters before ``start`` (not before ``floor``), opening
    at a word's start."""
    return text[word_floor(text, max(floor, start - reach), floor) : start]
