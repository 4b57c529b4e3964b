"""A GFM table's rows as runs of table and text: lines GitHub joins to a table as rows.

Lines right under a table, without a blank line, join it as rows on GitHub too; they are its
notes ("Numbers are decode tok/s."), and a separator row after one of them starts the next
table. A line with no pipe at all is such a note whatever its words (a CJK sentence has no
spaces to count).
"""

from __future__ import annotations

import re


def _is_text_row(row: list[str]) -> bool:
    """A row whose only filled cell, the first, is a sentence of words."""
    first = row[0].strip() if row else ""
    return (
        len(row) > 1
        and not any(c.strip() for c in row[1:])
        and len(first.split()) >= 4
        and not first.replace(" ", "").replace(".", "").replace(",", "").isdigit()
    )


# GFM's delimiter cell: dashes with a colon at either end; a formatter writes a narrow
# right-aligned column's as "--:" (prettier), so the colons count toward the three characters
_SEPARATOR_CELL = re.compile(r"^(?=.{3})(?::-{1,}|-{2,}):?$")


def split_rows(
    header: list[str], rows: list[list[str]], sources: list[str] | None = None
) -> list[tuple[str, list[list[str]]]]:
    """A parsed table as runs of ("table", [header, *rows]) and ("text", [[line]]).

    ``sources`` are the rows' source lines: one without a pipe is text whatever its words.
    """
    sources = sources if sources is not None and len(sources) == len(rows) else []
    parts: list[tuple[str, list[list[str]]]] = [("table", [header])]
    later = False  # rows of a table that started after a note: cut from their own lines
    k = 0
    while k < len(rows):
        row = _own_cells(rows[k], sources[k]) if later and sources else rows[k]
        loose = bool(sources) and "|" not in sources[k] and not any(c.strip() for c in row[1:])
        if loose or _is_text_row(row):
            parts.append(("text", [[row[0]]]))
            nxt = rows[k + 1] if k + 1 < len(rows) else None
            after = rows[k + 2] if k + 2 < len(rows) else None
            if nxt is not None and after is not None and _is_separator(after):
                later = True
                parts.append(("table", [_own_cells(nxt, sources[k + 1]) if sources else nxt]))
                k += 3
                continue
            parts.append(("table", []))
            k += 1
            continue
        parts[-1][1].append(row)
        k += 1
    return [(kind, rs) for kind, rs in parts if kind == "text" or len(rs) > 1]


def _own_cells(row: list[str], source: str) -> list[str]:
    """The cells of a row's own source line when it holds more than the parser kept: the
    parser cuts every row to the first header's width, and a table that starts under a note
    ("| task | 1 GPU (ms) | 2 GPUs (ms) | speedup |") may be wider than the one above it."""
    line = source.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)]
    return cells if len(cells) > len(row) else row


def _is_separator(row: list[str]) -> bool:
    cells = [c.strip() for c in row if c.strip()]
    return bool(cells) and all(_SEPARATOR_CELL.match(c) for c in cells)
