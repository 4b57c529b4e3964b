"""Hard-wrapped prose: a line break that only wraps a sentence ends none.

Release notes, commit messages and mailing-list posts are often wrapped by hand at 72-80
columns: "Warm-TTFT on Qwen3.6-35B-A3B-8bit (kv-none):\\n    4k 4240→1065 ms (4.0×)" is one
sentence whose metric words sit on the line above its figures (reading rules §2: the
sentence is the unit, not the line). A newline is such a wrap when the line before it is a
long line of prose that closes no sentence (nor ends on a figure) and the line after it goes
on with the sentence: a lower-case word or a number, or anything after a comma, colon, dash
or a word no sentence ends on ("the"). A list item, a heading, a table row, a code line or an
aligned column starts a new unit as before.
"""

from __future__ import annotations

import re

_WRAP_WIDTH = 50  # a wrapped line fills most of a 72-80 column measure
_MIN_SPACES = 4  # a line of words, not a key or a path
# aligned columns, key = value logs, pipes and tabs are layout, never wrapped prose
_LAYOUT = re.compile(r"\S[ ]{2,}\S|[|=\t`]")
# a log line ("INFO Avg generation throughput: 512.4 tokens/s, Running: 1 reqs", a time
# stamp, two "key: value" figures) is a record of its own, whatever follows it
_LOG_LINE = re.compile(
    r"^\[?(?:\d{4}-\d\d-\d\d|\d\d:\d\d:\d\d|(?:INFO|DEBUG|WARN(?:ING)?|ERROR|TRACE)\b)"
    r"|[A-Za-z)][ \t]?:[ \t]{0,2}[~≈]?\d[^\n]{0,200}?[A-Za-z)][ \t]?:[ \t]{0,2}[~≈]?\d"
)
_CLOSES = ".!?。！？"
_FIGURE_LAST = re.compile(r"(?:^|\s)[~≈(+-]?\d\S*$")
_GOES_ON = re.compile(r"[ \t]*(?:[a-z]|\d(?![.)][ \t])|\()")
_OPEN_END = ",:;(—–-"
# a word no sentence ends on: "... the MLX cache is the\nGatedDeltaNet kernel"
_OPEN_WORD = re.compile(
    r"(?<![^\s(])(?:the|an?|of|to|in|on|at|for|with|and|or|by|from|is|are|was|were|than|as)$",
    re.IGNORECASE,
)
# what opens a new unit: a list marker, a heading, a quote, a table row or a fence
_NEW_UNIT = re.compile(r"[ \t]*(?:[-*+•·▪◦‣>#|]|\d{1,3}[.)][ \t]|```|~~~)")


def wraps(chunk: str, at: int) -> bool:
    """True when the newline at ``at`` in ``chunk`` only wraps a sentence of prose."""
    start = chunk.rfind("\n", 0, at) + 1
    if at - start < _WRAP_WIDTH or chunk[at - 1] in _CLOSES:
        return False  # (cheap tests first: most lines are short or close their sentence)
    line = chunk[start:at].strip()
    if len(line) < _WRAP_WIDTH or line[-1] in _CLOSES or line.count(" ") < _MIN_SPACES:
        return False
    end = chunk.find("\n", at + 1)
    end = len(chunk) if end < 0 else end
    goes_on = (
        line[-1] in _OPEN_END
        or _GOES_ON.match(chunk, at + 1, end) is not None
        or _OPEN_WORD.search(line) is not None
    )
    if not goes_on or _NEW_UNIT.match(chunk, at + 1, end) or not chunk[at + 1 : end].strip():
        return False
    # "... 94.67s, 89.29s" / "a second 3090": a log's or a list's line ends on its figure (a
    # name such as "Qwen3-32B" may close a wrapped line); a log line is a record of its own
    if _FIGURE_LAST.search(line) or _LOG_LINE.search(line):
        return False
    head = line.lstrip("-*+•·▪◦‣ \t")  # a bullet's own text, not its marker
    return not (_LAYOUT.search(head) or _LAYOUT.search(chunk, at + 1, end))
