"""A pattern tried only where a match can start: the characters its matches may open with.

A pattern of many alternatives, each behind a lookbehind ("(?<![a-z])concurrency|...|(?<![\\w.])
64 concurrent"), gives the regex engine no first character to skip ahead by: a search tries
every alternative at every position. A page-long sentence (or thousands of sentences) is
scanned that way once per pattern, and the scans of a few such patterns cost a large part of
reading a hostile body. ``first_guarded`` works out, from the parsed pattern, every character
a match may consume first and puts a lookahead for them in front: a position no match can
open at fails at once. The matches are the same (the lookahead consumes nothing and holds for
every match's first character; it is read under the pattern's own flags, so IGNORECASE folds
it as it folds the pattern). Where the first characters cannot be listed (a negated class,
"." or a match that may be empty), the pattern is returned as it was.
"""

from __future__ import annotations

import re
from typing import Any

# CPython's own pattern parser (private; ``re._parser`` since 3.11). Should a later Python move
# it, every pattern is left unguarded: slower on hostile bodies, never a different reading.
try:
    from re import _constants as sre  # type: ignore[attr-defined]
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - the supported Pythons have both
    sre = sre_parse = None


class _Unlisted(Exception):
    """The first characters of the pattern cannot be listed."""


_CATEGORIES: dict[Any, str] = {}
_REPEATS: tuple[Any, ...] = ()
_ZERO_WIDTH: tuple[Any, ...] = ()
if sre is not None:
    _CATEGORIES = {
        sre.CATEGORY_DIGIT: r"\d",
        sre.CATEGORY_NOT_DIGIT: r"\D",
        sre.CATEGORY_SPACE: r"\s",
        sre.CATEGORY_NOT_SPACE: r"\S",
        sre.CATEGORY_WORD: r"\w",
        sre.CATEGORY_NOT_WORD: r"\W",
    }
    _REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)
    _ZERO_WIDTH = (sre.ASSERT, sre.ASSERT_NOT, sre.AT)


def _first(seq: Any) -> tuple[set[tuple[Any, Any]], bool]:
    """(the class members a match of ``seq`` may open with, whether it may match empty)."""
    items: set[tuple[Any, Any]] = set()
    for op, av in seq:
        if op is sre.LITERAL:
            items.add((op, av))
            return items, False
        if op is sre.IN:
            if any(o is sre.NEGATE for o, _ in av):
                raise _Unlisted
            items.update((o, a) for o, a in av)
            return items, False
        if op is sre.BRANCH:
            empty = False
            for alternative in av[1]:
                got, may_be_empty = _first(alternative)
                items |= got
                empty |= may_be_empty
        elif op is sre.SUBPATTERN or op is sre.ATOMIC_GROUP:
            got, empty = _first(av[-1] if op is sre.SUBPATTERN else av)
            items |= got
        elif op in _REPEATS:
            got, empty = _first(av[2])
            items |= got
            empty = empty or av[0] == 0
        elif op in _ZERO_WIDTH:
            empty = True  # a lookaround or anchor consumes nothing: what follows opens
        else:
            raise _Unlisted  # ".", a negated character, a backreference: anything
        if not empty:
            return items, False
    return items, True


def _escaped(code: int) -> str:
    return f"\\U{code:08x}"


def first_guarded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` with a lookahead for the characters its matches may start with (see the
    module docstring), or ``pattern`` itself where they cannot be listed."""
    if sre_parse is None:
        return pattern
    if pattern.pattern.startswith("(?") and re.match(r"\(\?[aiLmsux]+\)", pattern.pattern):
        return pattern  # global flags must open the pattern
    try:
        items, empty = _first(sre_parse.parse(pattern.pattern, pattern.flags))
        if empty:
            raise _Unlisted
        members = []
        for op, av in sorted(items, key=repr):
            if op is sre.LITERAL:
                members.append(_escaped(av))
            elif op is sre.RANGE:
                members.append(_escaped(av[0]) + "-" + _escaped(av[1]))
            elif op is sre.CATEGORY and av in _CATEGORIES:
                members.append(_CATEGORIES[av])
            else:
                raise _Unlisted
    except (_Unlisted, AttributeError, TypeError, ValueError):
        # a construct this walk does not know (or a parser that changed shape): unguarded
        return pattern
    return re.compile(f"(?=[{''.join(members)}])(?:{pattern.pattern})", pattern.flags)
