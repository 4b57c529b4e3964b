"""Strings drawn from a regular expression itself, one or more for every alternative it knows.

A quick check before a costly pattern (a hint: words one of which every match holds) is only
right while the hint keeps up with the pattern. Phrases written by hand test the spellings
their writer thought of; these are read off the pattern's parse tree, so a spelling added to
the pattern tomorrow is drawn tomorrow, and a hint that lacks its word fails the test.

``cover(pattern)`` walks the tree that ``re`` itself compiles from (``re._parser``): a
sequence joins its parts' strings side by side (the i-th string takes each part's i-th,
cycling the shorter ones), an alternation unites its branches' strings, a class gives one
character per member, a repeat its item the least number of times it may (and once where
that is nought: the item is drawn too), a look-behind or look-ahead the text it asks for, a
negative one nothing. Not every drawn string matches (a negative look-around or a back
reference may refuse it); the tests count how many do.
"""

from __future__ import annotations

import re
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser as P  # type: ignore[attr-defined]
from typing import Any

# a character to stand for each category of a class
_CATEGORY = {
    C.CATEGORY_DIGIT: "7",
    C.CATEGORY_NOT_DIGIT: "x",
    C.CATEGORY_SPACE: " ",
    C.CATEGORY_NOT_SPACE: "x",
    C.CATEGORY_WORD: "a",
    C.CATEGORY_NOT_WORD: " ",
    C.CATEGORY_LINEBREAK: "\n",
    C.CATEGORY_NOT_LINEBREAK: "x",
}
# characters tried, in order, for a negated class or a "not this character"
_OUTSIDE = " xq7.\n-é"
_MAX = 4000  # no pattern here needs more strings; a bound keeps a runaway product small


def cover(pattern: re.Pattern[str]) -> list[str]:
    """Strings drawn from ``pattern`` so that every alternative of it stands in one of them."""
    return _sequence(P.parse(pattern.pattern, pattern.flags))


def _sequence(items: Any) -> list[str]:
    parts = [_node(op, av) for op, av in items]
    parts = [p for p in parts if p != [""]]
    if not parts:
        return [""]
    width = min(_MAX, max(len(p) for p in parts))
    return ["".join(p[i % len(p)] for p in parts) for i in range(width)]


def _node(op: Any, av: Any) -> list[str]:
    if op is C.LITERAL:
        return [chr(av)]
    if op is C.NOT_LITERAL:
        return [next(c for c in _OUTSIDE if ord(c) != av)]
    if op is C.ANY:
        return ["x"]
    if op is C.IN:
        return _members(av)
    if op is C.BRANCH:
        out: list[str] = []
        for branch in av[1]:
            out.extend(_sequence(branch))
        return out[:_MAX]
    if op is C.SUBPATTERN:
        return _sequence(av[3])
    if op is C.ATOMIC_GROUP:
        return _sequence(av)
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        low, _high, item = av
        drawn = _sequence(item)
        times = max(low, 1)
        out = [s * times for s in drawn]
        return [*out, ""] if low == 0 else out
    if op is C.ASSERT:  # a look-behind's or look-ahead's text stands where it is asked for
        return _sequence(av[1])
    if op is C.GROUPREF_EXISTS:
        return _sequence(av[1])
    # a negative look-around, an anchor, a back reference: no text of their own
    return [""]


def _members(items: Any) -> list[str]:
    if items and items[0][0] is C.NEGATE:
        inside = items[1:]
        for c in _OUTSIDE:
            if not _in_class(c, inside):
                return [c]
        return ["\u2603"]
    out: list[str] = []
    for op, av in items:
        if op is C.LITERAL:
            out.append(chr(av))
        elif op is C.RANGE:
            out.append(chr(av[0]))
        elif op is C.CATEGORY:
            out.append(_CATEGORY.get(av, "a"))
    return out or ["x"]


def _in_class(c: str, items: Any) -> bool:
    code = ord(c)
    for op, av in items:
        if op is C.LITERAL and av == code:
            return True
        if op is C.RANGE and av[0] <= code <= av[1]:
            return True
        if op is C.CATEGORY and re.match(f"[{_category_escape(av)}]", c):
            return True
    return False


def _category_escape(category: Any) -> str:
    return {
        C.CATEGORY_DIGIT: r"\d",
        C.CATEGORY_NOT_DIGIT: r"\D",
        C.CATEGORY_SPACE: r"\s",
        C.CATEGORY_NOT_SPACE: r"\S",
        C.CATEGORY_WORD: r"\w",
        C.CATEGORY_NOT_WORD: r"\W",
    }.get(category, r"\n")
