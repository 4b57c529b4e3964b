"""Tables pasted with their column gaps collapsed to single spaces.

A table copied from a web page or a chat UI often loses its alignment::

    Tokens TPS Latency (ms) Prompt Tokens Completion Tokens Prompt TPS Completion TPS

    1 2,591 143.41 18,067 2,011 580 504.92 42.54
    2 5,893 206.92 28,479 4,991 902 516.90 41.62

The header's words are grouped into column names: a name ends at a word that names a unit
or a count ("TPS", "t/s", "Tokens", "(ms)", a bracketed unit joins the word before it); the
words after the last such word are the last name. The rows are read as a table only when
every row has the same number of fields, most of them numbers, and that number is the
number of names (or one more, when every row opens with its index 1, 2, 3...). Anything
else stays as it was: a wrong column would give a wrong figure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.patterns import BRACKETED_UNIT, TOKEN_RATE_ONLY

_HEAD_WORD = re.compile(
    r"(?:tps|t/s|tok/s|tokens?/s(?:ec)?|tokens?|ms|sec|s|seconds?|reqs?/s|\(.{1,12}\)|\[.{1,12}\])",
    re.IGNORECASE,
)
_BRACKETED = re.compile(r"[(\[].{1,12}[)\]]")
# a header word: letters of any script ("Скорость", "速度"), a bracketed unit, no digit
_WORD = re.compile(r"(?:[^\W\d_]|[(\[])(?:[^\W\d]|[/\-()\[\]%]){0,24}")
_NUMBER = re.compile(r"[~≈]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[~≈]?\d+(?:\.\d+)?")
MIN_NAMES = 3
MAX_NAMES = 24


def _names_a_unit(word: str) -> bool:
    """True for a header word that ends a column's name: a unit or a count, spelled in
    English here or in any language of the shared unit table ("토큰/초", "(токенов/с)")."""
    return (
        _HEAD_WORD.fullmatch(word) is not None
        or TOKEN_RATE_ONLY.fullmatch(word) is not None
        or BRACKETED_UNIT.fullmatch(word) is not None
    )


def column_names(line: str) -> list[str] | None:
    """The column names of a collapsed header line, or None when it is not one."""
    names = _column_names(line)
    return list(names) if names is not None else None


@lru_cache(maxsize=1024)
def _column_names(line: str) -> tuple[str, ...] | None:
    """``column_names``, cached: a page of tables pasted one after another repeats its
    header line, and each line's words are matched against three unit patterns."""
    words = line.split()
    if not MIN_NAMES <= len(words) <= 3 * MAX_NAMES:
        return None
    if not all(_WORD.fullmatch(w) for w in words):
        return None  # a sentence, a figure or markup: not a header of names
    names: list[list[str]] = [[]]
    for word in words:
        if _BRACKETED.fullmatch(word) and names[-1] == [] and len(names) > 1:
            names[-2].append(word)  # "Latency (ms)": the unit joins the name before it
            continue
        names[-1].append(word)
        if _names_a_unit(word):
            names.append([])
    out = tuple(" ".join(n) for n in names if n)
    return out if MIN_NAMES <= len(out) <= MAX_NAMES else None


def collapsed_table(header: str, body: str) -> list[list[str]] | None:
    """``[names, *rows]`` when ``body``'s lines are rows of ``header``'s columns, else None."""
    names = column_names(header.strip())
    lines = [ln.split() for ln in body.split("\n") if ln.strip()]
    if names is None or not lines:
        return None
    width = len(lines[0])
    if any(len(r) != width for r in lines):
        return None
    if not all(sum(bool(_NUMBER.fullmatch(c)) for c in r) * 2 > width for r in lines):
        return None  # rows of numbers, not of words
    if width == len(names) + 1 and [r[0] for r in lines] == [
        str(k) for k in range(1, len(lines) + 1)
    ]:
        names = ["#", *names]
    if width != len(names):
        return None
    return [names, *lines]
