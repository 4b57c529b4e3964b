"""Hard-wrapped prose: a line break that only wraps a sentence ends none.

Release notes, commit messages and mailing-list posts are often wrapped by hand at 72-80
columns: "Warm-TTFT on Qwen3.6-35B-A3B-8bit (kv-none):\\n    4k 4240→1065 ms (4.0×)" is one
sentence whose metric words sit on the line above its figures (reading rules §2: the
sentence is the unit, not the line). A newline is such a wrap when the line before it is a
long line of prose that closes no sentence (nor ends on a figure, unless the next line opens
with the figure's unit: "runs at about 250\\ntokens per second") and the line after it goes
on with the sentence: a lower-case word or a number, or anything after a comma, colon, dash
or a word no sentence ends on ("the"). A list item, a heading, a table row, a code line or an
aligned column starts a new unit as before.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import RATE_SPELLING
from watcher.claims.wrap_runs import keyed_next, lower_first, runs_on

_WRAP_WIDTH = 50  # a wrapped line fills most of a 72-80 column measure
_MIN_SPACES = 4  # a line of words, not a key or a path
# aligned columns, key = value logs, pipes and tabs are layout, never wrapped prose
# (in a paragraph whose measure the caller has seen overflowed, "C=4", "TP=2", "n=5" are a
# sentence's setup, not a log's keys: an "=" is layout there when spaced as an assignment or
# when it keys the line's first word)
_LAYOUT = re.compile(r"\S[ ]{2,}\S|[|=\t`]")
_MEASURED_LAYOUT = re.compile(r"\S[ ]{2,}\S|[|\t`]| =|= |^[ \t]*[\w.-]{1,40}=", re.MULTILINE)
# a log line ("INFO Avg generation throughput: 512.4 tokens/s, Running: 1 reqs", a time
# stamp, two "key: value" figures) is a record of its own, whatever follows it; a date a
# sentence goes on after ("2025-03-14, when the fix landed", "2025-03-14 the decode ran") is
# a wrapped sentence's word, opening its line only because the editor broke there
_LOG_LINE = re.compile(
    r"^\[?(?:\d{4}-\d\d-\d\d(?![,;)]|[ \t]{1,2}[a-z(])|\d\d:\d\d:\d\d"
    r"|(?:INFO|DEBUG|WARN(?:ING)?|ERROR|TRACE)\b)"
    r"|[A-Za-z)][ \t]?:[ \t]{0,2}[~≈]?\d[^\n]{0,200}?[A-Za-z)][ \t]?:[ \t]{0,2}[~≈]?\d"
)
_CLOSES = ".!?。！？"
# an abbreviation whose dot closes no sentence: "... such as e.g.\nthe 4090", "vs.\n41 tok/s"
_OPEN_ABBREV = re.compile(r"(?<![^\s(])(?:e\.g|i\.e|vs|approx|cf)\.$", re.IGNORECASE)
_FIGURE_LAST = re.compile(r"(?:^|\s)[~≈(+-]?\d\S*$")
# a bare number closing the line ("about 250"), not one with its unit ("89.29s")
_BARE_LAST = re.compile(r"(?:^|\s)[~≈(+-]?\d[\d.,]*$")
# a figure's unit on the line after it: "runs at about 250\ntokens-per-second", "/ 225\ntok/s"
_UNIT_NEXT = re.compile(
    r"[ \t]*(?:" + RATE_SPELLING + r"|tok(?:en)?s?\b|ms\b|s\b|secs?\b|seconds?\b|minutes?\b"
    r"|[KMGT]i?B\b|[x×](?![\w-])|%|req(?:uest)?s?\b|it/s\b|users?\b|concurrent\b|times\b)",
    re.IGNORECASE,
)
_GOES_ON = re.compile(r"[ \t]*(?:[a-z]|\d(?![.)][ \t])|\()")
_OPEN_END = ",:;(—–-"
# a word no sentence ends on: "... the MLX cache is the\nGatedDeltaNet kernel"
_OPEN_WORD = re.compile(
    r"(?<![^\s(])(?:the|an?|of|to|in|on|at|for|with|and|or|by|from|is|are|was|were|than|as)$",
    re.IGNORECASE,
)
# what opens a new unit: a list marker, a heading, a quote, a table row or a fence
_NEW_UNIT = re.compile(r"[ \t]*(?:[-*+•·▪◦‣>#|]|\d{1,3}[.)][ \t]|```|~~~)")


def wraps(chunk: str, at: int, measured: bool = False) -> bool:
    """True when the newline at ``at`` in ``chunk`` only wraps a sentence of prose.

    ``measured``: the caller has seen the next line's first word overflow the paragraph's
    measure (``joined_wraps``); then an unspaced "=" is a sentence's setup ("at C=4"), not a
    log's key."""
    start = chunk.rfind("\n", 0, at) + 1
    if at - start < _WRAP_WIDTH:
        return False  # (cheap tests first: most lines are short or close their sentence)
    if chunk[at - 1] in _CLOSES and not _OPEN_ABBREV.search(chunk, max(start, at - 8), at):
        return False
    line = chunk[start:at].strip()
    abbrev = line.endswith(".") and _OPEN_ABBREV.search(line) is not None
    if len(line) < _WRAP_WIDTH or line.count(" ") < _MIN_SPACES:
        return False
    if line[-1] in _CLOSES and not abbrev:
        return False
    end = chunk.find("\n", at + 1)
    end = len(chunk) if end < 0 else end
    unit_next = _UNIT_NEXT.match(chunk, at + 1, end) is not None
    goes_on = (
        unit_next
        or abbrev
        or line[-1] in _OPEN_END
        or _GOES_ON.match(chunk, at + 1, end) is not None
        or lower_first(chunk, at + 1, end)
        or _OPEN_WORD.search(line) is not None
    )
    figure_last = _FIGURE_LAST.search(line) is not None and not (
        unit_next and _BARE_LAST.search(line)
    )
    # measured: a wrap cuts before a capitalised word or after a figure as often as not
    ran_on = measured and runs_on(line, chunk, at + 1, end, figure_last)
    if not (goes_on or ran_on) or _NEW_UNIT.match(chunk, at + 1, end):
        return False
    if measured and keyed_next(chunk, at + 1, end):
        return False
    if not chunk[at + 1 : end].strip():
        return False
    # "... 94.67s, 89.29s" / "a second 3090": a log's or a list's line ends on its figure (a
    # name such as "Qwen3-32B" may close a wrapped line); a log line is a record of its own
    if _LOG_LINE.search(line):
        return False
    if figure_last and not ran_on:
        return False
    head = line.lstrip("-*+•·▪◦‣ \t")  # a bullet's own text, not its marker
    layout = _MEASURED_LAYOUT if measured else _LAYOUT
    return not (layout.search(head) or layout.search(chunk, at + 1, end))
