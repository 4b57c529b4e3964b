"""Whether a cell of aligned columns opens with a measure: a log line's piece, not a name.

Pasted tool output repeats one line per run, its words and figures two or more spaces
apart, so that the lines stand in columns ("eval time =   68124.92 ms /   315 tokens (
216.27 ms per token,  4.62 tokens per second)"). Their first line is a run like the others:
a header names columns and never holds a measure (reading rules §2: a table row's header
names its metric; the first line here is a row of figures). A cell that opens with a number
with a fraction and a unit ("68124.92 ms /", "216.27 ms per token,") holds a measure, however
the log goes on after it; a column named by a number ("4090", "128 tokens") or by a model's
size ("1.5B (tok/s)") has no fraction before a unit, and stays a name.
"""

from __future__ import annotations

import re

# "68124.92 ms /", "0.13 ms per token,", "4.62 tokens per second)", "12.5 t/s": a fraction and
# a time, token-rate or size unit right after it
_MEASURE_FIRST = re.compile(
    r"[~≈]?\d[\d,]*\.\d+[ ]?"
    r"(?:ms|s|sec|secs|seconds?|tokens?|tok(?:/s)?|t/s|runs?|GB|GiB|MB|MiB)"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)


def opens_with_measure(cell: str) -> bool:
    """True for a cell that starts with a measure and goes on with a log line's words or
    punctuation ("68124.92 ms /", "216.27 ms per token,"): a row's piece, never a name."""
    return _MEASURE_FIRST.match(cell.strip()) is not None
