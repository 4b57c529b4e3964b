"""A figure in bold or a code span reads as the figure: "**812 tok/s**", "`20-40ms`".

Emphasis is not text (reading rules §4: read as displayed): "from **98 to 172 tokens/s**" is
displayed as "from 98 to 172 tokens/s" in bold and says what the plain sentence says. The
marks are taken away only where they wrap one figure with its unit (or a range of two) on a
line outside fenced code and outside a table row, so bold labels, headings and cells keep
theirs.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^\s*(?:```|~~~)")
_MARKED = re.compile(
    r"(?<![*`])(\*\*|`)"
    r"(~?\d[\d,.]*(?: ?(?:-|–|~|to) ?\d[\d,.]*)? ?"
    r"(?:tok/s|tokens/s|t/s|TPS|tok/sec|tokens/sec|token/s|ms))"
    r"\1(?![*`])"
)


def unmarked_figures(text: str) -> str:
    """``text`` with emphasis taken from around lone figures in prose (module docstring)."""
    if "**" not in text and "`" not in text:
        return text
    out, fenced = [], False
    for line in text.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and not line.lstrip().startswith("|"):
            line = _MARKED.sub(r"\2", line)
        out.append(line)
    return "\n".join(out)
