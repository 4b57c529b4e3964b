"""One regular expression for many names, tried by first character.

Python's ``re`` tries an alternation's branches one by one, and a case-insensitive literal
gets no fast first-character check, so at every position a vocabulary of hundreds of names
costs hundreds of failed branches. Grouping the names under their shared first character
(``h(?:100|200)`` for ``h100|h200``) makes that one check per character instead. The match
is the same: only names whose first character matches can match at a position, and within
that group they keep their order (longest first, as the caller sorted them).
"""

from __future__ import annotations

import re


def by_first_char(names: list[str], spelled: dict[str, str]) -> str:
    """An alternation of ``spelled[name]`` for ``names`` in their order, each group of names
    sharing a first character (case-insensitively) written once after that character.

    ``spelled[name]`` must begin with ``re.escape(name[0])`` (each name's own pattern).
    """
    groups: dict[str, list[str]] = {}
    heads: dict[str, str] = {}
    for name in names:
        first = name[0]
        key = first.lower() if len(first.lower()) == 1 else first
        head = re.escape(first)
        pattern = spelled[name]
        if not pattern.startswith(head):  # pragma: no cover - every name's pattern does
            raise ValueError(f"pattern {pattern!r} does not start with {head!r}")
        heads.setdefault(key, head)
        groups.setdefault(key, []).append(pattern[len(head) :])
    return "|".join(f"{heads[k]}(?:{'|'.join(rest)})" for k, rest in groups.items())
