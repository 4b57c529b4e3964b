"""Markdown's backslash escapes, read as GitHub shows them, before any number is read.

CommonMark shows an escaped ASCII punctuation mark as the mark alone: "Q3\\_K_M" is displayed
as "Q3_K_M", "4\\*A100" as "4*A100", "\\~30 tok/s" as "~30 tok/s" and "\\#2" as "#2". The
reading rules normalise text before any number is read and read it as displayed
(docs/READING_RULES.md §4), so the backslash goes. Inside a fenced code block or a code span
a backslash is literal ("`C:\\models`", a shell line's "\\" before its newline) and stays.

The text only shrinks by the removed backslashes, as it does where zero-width characters and
HTML comments are removed: every later offset is an offset into the normalised text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.patterns import FENCE

# CommonMark's escapable characters: every ASCII punctuation mark ("\\\\" is one backslash)
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
_TICKS = re.compile(r"(?<!\\)`+")  # an escaped backtick opens no span


def _unescaped(part: str) -> str:
    return _ESCAPED.sub(r"\1", part)


def outside_spans(line: str, prose: Callable[[str], str], span: Callable[[str], str] = str) -> str:
    """``line`` with ``prose`` applied outside its code spans and ``span`` to each span: a run
    of backticks opens a span that the next run of the same length closes; a run no later run
    closes is literal."""
    if "`" not in line:
        return prose(line)
    runs = [(m.start(), m.end()) for m in _TICKS.finditer(line)]
    # for each run, the index of the next run of the same length (one pass from the right)
    next_same: list[int | None] = [None] * len(runs)
    seen: dict[int, int] = {}
    for i in range(len(runs) - 1, -1, -1):
        n = runs[i][1] - runs[i][0]
        next_same[i] = seen.get(n)
        seen[n] = i
    out: list[str] = []
    pos = 0
    i = 0
    while i < len(runs):
        close = next_same[i]
        if close is None:
            i += 1
            continue
        # the text before the span is prose; the span itself is kept as written
        out.append(prose(line[pos : runs[i][0]]))
        out.append(span(line[runs[i][0] : runs[close][1]]))
        pos = runs[close][1]
        i = close + 1
    out.append(prose(line[pos:]))
    return "".join(out)


def outside_fences(text: str, line_fn: Callable[[str], str]) -> str:
    """``text`` with ``line_fn`` applied to each line outside fenced code blocks (a fence line
    itself stays as written)."""
    out: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if FENCE.match(line):
            fenced = not fenced
            out.append(line)
        else:
            out.append(line if fenced else line_fn(line))
    return "\n".join(out)


def unescaped(text: str) -> str:
    """``text`` with Markdown's backslash escapes of ASCII punctuation removed outside fenced
    code blocks and code spans (see the module docstring)."""
    if "\\" not in text:
        return text
    return outside_fences(
        text, lambda line: outside_spans(line, _unescaped) if "\\" in line else line
    )
