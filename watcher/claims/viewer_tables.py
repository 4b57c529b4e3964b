"""A dataset viewer's table header, copied from its page, as one plain header row.

The Hugging Face dataset viewer heads each column with its name, its type and a summary of
its values ("tokens_per_sec float64 77 16.7k", "model stringclasses 7 values"). Copied as
Markdown, that header wraps over several lines ("model stringclasses 7" / "values |
architecture ..."), so the separator row's line above holds only the header's tail and the
table's columns lose their names. The type and the summary describe the column, not a run:
the header row is rewritten as the columns' names alone::

    model stringclasses 7
    values | tokens_per_sec float64 77 16.7k |
    |---|---|

reads as ``| model | tokens_per_sec |`` over the same separator. A header is rewritten only
when every one of its cells is a name followed by a viewer type, and there are as many cells
as the separator has columns; any other text above a separator is left as written.
"""

from __future__ import annotations

import re

# the separator row of a pipe table: "|---|:---:|"
_SEPARATOR = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*(?::?-{3,}:?[ \t]*)?")
# a viewer column head: a name, then the type the viewer prints for it
_VIEWER_CELL = re.compile(
    r"[ \t]*(?P<name>[^\s|]{1,60})[ \t]+"
    r"(?:string(?:classes|lengths|date)?|u?int(?:8|16|32|64)|float(?:16|32|64)|bool"
    r"|timestamp\[\w{1,3}\]|date32|sequence|list|dict|null|image|audio)"
    r"(?![\w\[])[^|]*",
    re.IGNORECASE,
)
_TYPE_HINT = re.compile(r"(?<![\w])(?:stringclasses|stringlengths|float64|int64)(?![\w])")
MAX_HEADER_LINES = 40


def viewer_headers(text: str) -> str:
    """``text`` with every dataset viewer header above a separator row made one name row."""
    if "|" not in text or _TYPE_HINT.search(text) is None:
        return text
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        if _SEPARATOR.fullmatch(line) and out:
            header = _header(out, line)
            if header is not None:
                taken, row = header
                del out[len(out) - taken :]
                out.append(row)
        out.append(line)
    return "\n".join(out)


def _header(above: list[str], separator: str) -> tuple[int, str] | None:
    """(lines taken, the header row of names) for the wrapped viewer header ending ``above``."""
    columns = len(separator.strip().strip("|").split("|"))
    taken = 0
    while taken < min(len(above), MAX_HEADER_LINES):
        line = above[len(above) - 1 - taken]
        if not line.strip() or _SEPARATOR.fullmatch(line):
            break
        taken += 1
        joined = " ".join(above[len(above) - taken :])
        cells = joined.strip().strip("|").split("|")
        if len(cells) == columns and all(_VIEWER_CELL.fullmatch(c) for c in cells):
            names = [m.group("name") for c in cells if (m := _VIEWER_CELL.fullmatch(c))]
            return taken, "| " + " | ".join(names) + " |"
        if len(cells) > columns:
            break
    return None
