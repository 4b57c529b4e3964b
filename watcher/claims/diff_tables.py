"""A pipe table inside a unified diff, its rows' "+" and "-" marks dropped.

A pull request that changes a README's benchmark table is often quoted as its diff::

    @@ -32,15 +32,19 @@
     |Device | Groupwise 4-bit (128) | Groupwise 4-bit (256)
     |--------| ---------------------- | ---------------
    -|Galaxy S22 | 8.15 tokens/second | 8.3 tokens/second |
    +|Galaxy S22* | 8.15 tokens/second | 8.3 tokens/second |

Markdown reads "-|Galaxy S22 |" as a row whose first cell is "-", so every cell slides one
column right of its header and the last is cut off. Both sides of a diff are visible text
and each row is a run's figures (reading rules §2: a table row is read with its headers),
so in a text holding a hunk header ("@@ -32,15 +32,19 @@") a removed or added line that is a
pipe row loses its mark and is read under the table's header. One pass over the lines:
linear time.
"""

from __future__ import annotations

import re

_HUNK = re.compile(r"^@@ -\d{1,9}(?:,\d{1,9})? \+\d{1,9}(?:,\d{1,9})? @@", re.MULTILINE)
# "-|Galaxy S22 | 8.15 | 8.3 |", "+ | 27B | 62.98 tok/s |": a diff mark, then one pipe row
_MARKED_ROW = re.compile(r"[+-](?=[ ]{0,3}\|[^\n]{0,4000}\|)")


def unmarked_diff_rows(text: str) -> str:
    """``text`` with the diff marks of its pipe rows dropped when it holds a hunk header."""
    if "@@ -" not in text or _HUNK.search(text) is None:
        return text
    return "\n".join(line[1:] if _MARKED_ROW.match(line) else line for line in text.split("\n"))
