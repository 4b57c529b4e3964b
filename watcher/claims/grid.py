"""One grid for every table: header cells over rows of cells, written as one pipe table.

A table reaches the reader in many shapes: a GFM pipe table (outer pipes or not), an HTML
``<table>``, box-drawn or whitespace-aligned tool output in a code block, tab-separated
lines copied from a web page, single-spaced cells, CSV. Each shape's parser only finds the
cells; this module is the one place that turns ``(header, rows)`` into the text the cell
reader reads, so that what a layout-independent reader sees does not depend on the layout:

- cells read as GitHub shows them: no bold or italic markers ("**3,294 tok/s**"), inline
  tags ("prompt<br>tok/s"), code marks ("`45.2`") or escaping backslashes ("Q4\\_K\\_M");
- a row shifted left by a dropped group cell is put back under its columns (``shifted``);
- a first row that names a setup key and gives each column its value ("| TP Size | 1 | 2 |"
  under "| GPU | B200 | |") is the header's second line: each value joins its column's name
  ("B200 TP Size=2"), and a header cell left empty beside it takes the name its left
  neighbour spans (an HTML colspan flattened to empty cells);
- a row of units alone under the names ("| | tok/s | ms |") is the header's second line: each
  unit joins its column's name ("4090 (tok/s)"), as a unit written in the header does, and
  a "Unit" column's unit joins each bare number of its row ("| TTFT | 120 | ms |");
- a header of spanning unit cells over a row of column names ("| TPOT ms | | |" over
  "| vanilla | EAGLE 3 |") joins each name to the cell it sits under (``spanned``);
- a cell's own pipe becomes "/", and a row holds at most ``MAX_CELLS`` cells.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from watcher.claims.change_columns import lent_change_units
from watcher.claims.patterns import UNIT_ONLY
from watcher.claims.setup_patterns import _SETUP_HEADER
from watcher.claims.shifted import unshifted
from watcher.claims.spanned import with_spanned_row
from watcher.claims.wrapped_rows import rewrapped

MAX_CELLS = 4096  # per row: a hostile row cannot make the rest of the reader quadratic

_STRONG = re.compile(r"(\*\*|__)(?=\S)([^\n]{1,200}?)(?<=\S)\1")
_EM = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]{1,200}?)(?<=[^\s*])\*(?![\w*])")


def unemphasised(cell: str) -> str:
    """A table cell without bold or italic markers: "**3,294 tok/s** (72x)" is read as
    "3,294 tok/s (72x)", as GitHub shows it; a lone "*" (a footnote mark) stays."""
    if "*" not in cell and "__" not in cell:
        return cell
    return _EM.sub(r"\1", _STRONG.sub(r"\2", cell))


# CommonMark's backslash escapes: "Q4\_K\_M" and "\#" show as "Q4_K_M" and "#"
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
# inline HTML in a pipe cell ("prompt<br>tok/s", "<b>45.2</b>"): shown as the text between
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]{0,9}(?:[ \t/][^<>\n]{0,200})?>")
# a code span ("`45.2`", "`llama3:8b`"): shown as its text
_CODE = re.compile(r"(`{1,3})([^`\n]{1,200})\1")


def shown(cell: str) -> str:
    """A cell's text as shown: one line, no emphasis markers, inline tags or code marks,
    no escaping backslashes (an HTML table's cells come so from its parser)."""
    if "<" in cell:
        cell = _TAG.sub(" ", cell)
    if "`" in cell:
        cell = _CODE.sub(r"\2", cell)
    cell = unemphasised(" ".join(cell.split()))
    return _ESCAPED.sub(r"\1", cell) if "\\" in cell else cell  # an escape opens with a backslash


def _line(row: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "/") for c in row[:MAX_CELLS]) + " |"


def lone_row(header: list[str]) -> bool:
    """True for a header with no rows under it that is itself a row ("Llama2 | EXL2 4.0 bpw
    | 7B | 164 t/s", pasted from a web page and shown as a header): its cells hold figures
    or phrases, where a header names columns in words."""
    return any(c[:1].isdigit() or " " in c.strip() for c in header[1:])


_UNIT_WORD = re.compile(r"units?|unit[ \t]?:?", re.IGNORECASE)


def _with_unit_row(header: list[str], cells: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """``header`` and ``cells``, a first row of units alone folded into the header (reading
    rules §4: a unit may sit only in a table header)."""
    if len(cells) < 2 or len(cells[0]) > len(header):
        return header, cells
    units = [c.strip().strip("()[]").strip() for c in cells[0]]
    named = [u for u in units[1:] if u]
    if not named or (units[0] and not _UNIT_WORD.fullmatch(units[0])):
        return header, cells
    if not all(UNIT_ONLY.fullmatch(u) for u in named):
        return header, cells
    joined = [
        f"{h} ({u})" if u and k > 0 else h
        for k, (h, u) in enumerate(zip(header, units, strict=False))
    ]
    return joined + header[len(units) :], cells[1:]


_KEY_VALUE = re.compile(r"\d{1,5}")
MIN_KEYED = 2  # columns a setup row must give values to
# a row naming each column's setup: its key, and cells of names (no figure with a unit)
_NAME_KEY = re.compile(
    r"(?:inference[ \t])?(?:engine|framework|backend|runtime|server|gpu|hardware|device"
    r"|accelerator|method|mode|decoding|speculative[ \t]method)s?"
    r"(?:[ \t]?/[ \t]?(?:platform|version)s?)?"
    # a Chinese or Japanese table's key: "后端/平台", "推理框架", "エンジン"
    r"|(?:推理|部署)?(?:框架|引擎|后端|後端)(?:[ \t]?[/／][ \t]?平台)?"
    r"|(?:推論)?(?:エンジン|バックエンド)",
    re.IGNORECASE,
)
_FIGURE_CELL = re.compile(
    r"(?<![a-z\d])\d[\d,.]*[ \t]?(?:tok|t/s|ms|s\b|gb|%|x(?![ \t]?[a-z]))|^[\d.,]+$", re.IGNORECASE
)
MAX_KEY_ROWS = 4  # setup rows folded into one header


def _names_columns(row: list[str]) -> bool:
    """True for a row of one key naming each column's engine, card or method ("| Engine | vLLM
    | SGLang |", "| 后端/平台 | vLLM | vLLM |"): names in its cells, no figure among them."""
    filled = [v.strip() for v in row[1:] if v.strip()]
    return (
        len(row) >= 2
        and _NAME_KEY.fullmatch(row[0].strip()) is not None
        and len(filled) >= MIN_KEYED
        and not any(_FIGURE_CELL.search(v) for v in filled)
    )


def _named_header(header: list[str], row: list[str]) -> list[str]:
    """``header`` with each column's name from ``row`` (``_names_columns``) joined to it, as
    it would read standing in the header."""
    values = [c.strip() for c in row[1:]]
    named = [f"{h.strip()} {v}".strip() for h, v in zip(header[1:], values, strict=False)]
    return [header[0] if header else "", *named, *header[len(named) + 1 :]]


def _with_key_row(header: list[str], cells: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """``header`` and ``cells``, a first row of one setup key's values folded into the header
    (reading rules §2: a table row is read with its headers, and this row is one of them)."""
    if len(cells) < 2 or len(cells[0]) < 2:
        return header, cells
    key, values = cells[0][0].strip(), [c.strip() for c in cells[0][1:]]
    filled = [v for v in values if v]
    if len(filled) < MIN_KEYED:
        return header, cells
    if _names_columns(cells[0]):
        # "| Engine | vLLM | SGLang |" atop a transposed table: each column's engine (card,
        # method) names its column, as it would standing in the header
        return _named_header(header, cells[0]), cells[1:]
    if not all(_KEY_VALUE.fullmatch(v) for v in filled):
        return header, cells
    sm = _SETUP_HEADER.fullmatch(key)
    if not sm:
        return header, cells
    # "| Quantization | 16 | 4 |": a bit width joins its column as the words that name it
    # ("16-bit", "4-bit": FP16, INT4), as a `bits` column's cell gives a row its precision
    bits = sm.group("bits") is not None
    joined = [header[0] if header else ""]
    spanning = ""
    for k, value in enumerate(values, start=1):
        own = header[k].strip() if k < len(header) else ""
        spanning = own or spanning
        name = own or (spanning if value else "")
        setting = f"{value}-bit" if bits else f"{key}={value}"
        joined.append(f"{name} {setting}".strip() if value else name)
    return joined + header[len(joined) :], cells[1:]


def _with_name_rows(header: list[str], cells: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """``header`` and ``cells``, each later row naming its columns' engine, card or method
    ("| 后端/平台 | vLLM | vLLM |" under a row of sizes) folded into the header as a first row
    of them is: the row is one of the columns' headers wherever it stands (reading rules §2)."""
    keyed = [k for k, row in enumerate(cells) if k and _names_columns(row)]
    if not keyed:
        return header, cells
    for k in keyed:
        header = _named_header(header, cells[k])
    return header, [row for k, row in enumerate(cells) if k not in keyed]


_BARE_NUMBER = re.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?")


def _with_unit_column(header: list[str], cells: list[list[str]]) -> list[list[str]]:
    """``cells`` with a "Unit" column's unit written after each bare number of its row
    ("| TTFT | 120 | ms |" reads "120 ms"), as a unit in a row's own cell would be."""
    at = next((k for k, h in enumerate(header) if k and _UNIT_WORD.fullmatch(h.strip())), None)
    if at is None:
        return cells
    out: list[list[str]] = []
    for row in cells:
        unit = row[at].strip().strip("()[]").strip() if at < len(row) else ""
        if unit and UNIT_ONLY.fullmatch(unit):
            row = [
                f"{c.strip()} {unit}" if k and k != at and _BARE_NUMBER.fullmatch(c.strip()) else c
                for k, c in enumerate(row)
            ]
        out.append(row)
    return out


def pipe_table(header: list[str], rows: list[list[str]]) -> str:
    """The grid ``header`` over ``rows`` as the pipe table the cell reader reads; a lone
    row (``lone_row``) as the line of text its figures are read from."""
    if not rows and lone_row(header):
        return " | ".join(shown(c) for c in header[:MAX_CELLS])
    header = [shown(c) for c in header[:MAX_CELLS]]
    cells = [[shown(c) for c in r[:MAX_CELLS]] for r in rows]
    for _ in range(MAX_KEY_ROWS):  # "| TP size | 1 | 2 |" over "| Batch | 8 | 8 |": each
        folded = _with_key_row(header, cells)
        if folded[1] is cells:
            break
        header, cells = folded
    header, cells = _with_name_rows(header, cells)
    header, cells = _with_unit_row(header, cells)
    header, cells = with_spanned_row(header, cells)  # "| TPOT ms | | |" over the names
    cells = rewrapped(header, _with_unit_column(header, cells))  # cells off their columns
    header = lent_change_units(header, cells)  # "| 57 → 95 |" beside "| Δ tok/s |"
    lines = [_line(header), "| " + " | ".join("---" for _ in header) + " |"]
    lines.extend(_line(r) for r in unshifted(header, cells))
    return "\n".join(lines)


# finds the next table at or after a line: (first line, line after it, header, rows) or None
TableFinder = Callable[[list[str], int], tuple[int, int, list[str], list[list[str]]] | None]


def rebuilt_tables(content: str, find: TableFinder) -> str | None:
    """``content`` with each table ``find`` finds as a pipe table, or None when it finds none.

    The lines above a table stay above it (its caption), the lines under it stay under.
    """
    lines = content.split("\n")
    parts: list[str] = []
    at = 0
    while (got := find(lines, at)) is not None:
        first, end, header, rows = got
        parts.extend(("\n".join(lines[at:first]), pipe_table(header, rows)))
        at = end
    if not parts:
        return None
    parts.append("\n".join(lines[at:]))
    return "\n\n".join(p for p in parts if p.strip())
