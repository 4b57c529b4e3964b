"""Every table shape outside Markdown's own pipe tables, read into the one grid.

Each reader here only finds a shape's cells (an HTML ``<table>``, box-drawn or
whitespace-aligned tool output, tab-separated lines, single-spaced cells, CSV lines) and
hands them to ``grid.pipe_table``, the one writer every table goes through; the cell reader
then reads every shape the same way. A block that holds no such table is left as it is.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from watcher.claims.aligned import aligned, embedded, value_pairs
from watcher.claims.bench_columns import bench_csv_columns
from watcher.claims.flat import flat
from watcher.claims.grid import MAX_CELLS, pipe_table
from watcher.claims.joined_wraps import wrapped_lines
from watcher.claims.spaced import spaced


class _HtmlTables(HTMLParser):
    """Visible text of an HTML block, with each ``<table>`` kept as rows of cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str | list[list[str]]] = [""]
        self.depth = 0
        self.row: list[str] | None = None
        self.cell: list[str] | None = None
        self.caption: list[str] | None = None
        # a cell's spans: "<th colspan=2>Decode</th>" over "<th>tok/s</th><th>ms</th>" names
        # each column it spans ("Decode (tok/s)", "Decode (ms)"); a data cell spanning columns
        # fills the rest with empty cells; a "rowspan" cell fills its column in the rows below
        # (a header's corner left empty, a data cell's text repeated for its rows)
        self.spans = (1, 1, False)
        self.below: dict[int, tuple[int, str, bool]] = {}  # column -> rows left, text, header

    def _span(self, attrs: list[tuple[str, str | None]], key: str) -> int:
        value = dict(attrs).get(key) or "1"
        return min(int(value), MAX_CELLS) if value.strip().isdigit() and int(value) > 0 else 1

    def _fill_below(self) -> None:
        """Put the cells that spanning cells of rows above hold at this row's column."""
        assert self.row is not None
        while len(self.row) in self.below and len(self.row) < MAX_CELLS:
            left, text, header = self.below.pop(len(self.row))
            if left > 1:
                self.below[len(self.row)] = (left - 1, text, header)
            self.row.append("" if header else text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.depth += 1
            if self.depth == 1:
                self.parts.append([])
        elif self.depth == 1 and tag == "caption":
            self.caption = []  # "<caption>Decode (tok/s) on 1x H100</caption>": the table's
        elif self.depth == 1 and tag == "tr":
            self.row = []
        elif self.depth == 1 and tag in ("td", "th") and self.row is not None:
            self.cell = []
            self.spans = (self._span(attrs, "colspan"), self._span(attrs, "rowspan"), tag == "th")
            self._fill_below()
        elif tag in ("br", "p", "div") and self.depth == 0:
            self._text("\n")
        elif tag == "br" and self.cell is not None:
            self.cell.append(" ")  # "prompt<br>tok/sec" is two words of one header

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self.depth = max(0, self.depth - 1)
            if self.depth == 0:
                self.parts.append("")
        elif self.depth == 1 and tag == "caption" and self.caption is not None:
            # the caption is the line right above the table, as a pipe table's is
            self.parts.insert(len(self.parts) - 1, " ".join("".join(self.caption).split()))
            self.caption = None
        elif self.depth == 1 and tag in ("td", "th") and self.cell is not None:
            if self.row is not None and len(self.row) < MAX_CELLS:
                text = " ".join("".join(self.cell).split())
                cols, rows, header = self.spans
                for k in range(min(cols, MAX_CELLS - len(self.row))):
                    if rows > 1:
                        self.below[len(self.row)] = (rows - 1, text, header)
                    self.row.append(text if k == 0 or header else "")
            self.cell = None
        elif self.depth == 1 and tag == "tr" and self.row is not None:
            self._fill_below()  # a row ending before the columns spanned from above
            table = self.parts[-1]
            if isinstance(table, list) and self.row:
                table.append(self.row)
            self.row = None

    def handle_data(self, data: str) -> None:
        if self.caption is not None:
            self.caption.append(data)
        elif self.cell is not None:
            self.cell.append(data)
        elif self.depth == 0:
            self._text(data)

    def _text(self, data: str) -> None:
        last = self.parts[-1]
        if isinstance(last, str):
            self.parts[-1] = last + data


def html_tables(html: str) -> str:
    """An HTML block as text, its tables as pipe tables (first row as the header)."""
    parser = _HtmlTables()
    parser.feed(html)
    parser.close()
    out: list[str] = []
    for part in parser.parts:
        if isinstance(part, str):
            if part.strip():
                out.append(part.strip())
        elif part:
            # a row shorter than the header shows its cells in the first columns and the rest
            # empty, as a pipe table's short row is read (GFM fills it with empty cells)
            width = len(part[0])
            out.append(pipe_table(part[0], [r + [""] * (width - len(r)) for r in part[1:]]))
    return "\n\n".join(out)


_BOX_RULE = re.compile(r"^[ \t]*[┏┡┗┌├└╭╰╞╘╒═━─┳╇┻┬┼┴╤╪╧┓┩┛┐┤┘╮╯╡╛╕+\-=| \t]*$")
_BOX_BAR = re.compile(r"[│┃║]")


def box_table(code: str) -> str | None:
    """A table drawn with box characters (genai-perf, rich) as a pipe table, or None."""
    if not _BOX_BAR.search(code):
        return None
    rows: list[list[str]] = []
    for line in code.split("\n"):
        if not line.strip() or _BOX_RULE.match(line):
            continue
        if not _BOX_BAR.search(line):
            continue  # a title line above the box
        cells = [c.strip() for c in _BOX_BAR.split(line.strip())]
        cells = cells[1:-1] if len(cells) > 2 and not cells[0] and not cells[-1] else cells
        rows.append(cells)
    if len(rows) < 2:
        return None
    return pipe_table(rows[0], rows[1:])


_CSV_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_ ]{0,31}")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
MIN_CSV_COLUMNS = 5


def csv_tables(content: str) -> str:
    """Lines of comma-separated values under a header line of names, as a pipe table.

    koboldcpp's benchmark writes "Timestamp,Backend,...,GenerationSpeed,TotalTime" and one
    line of values; the names are split at their capitals ("Generation Speed") so that the
    columns read like any other table's. Other lines stay as they are.
    """
    if content.count(",") < MIN_CSV_COLUMNS:
        return content
    lines = content.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        names = lines[i].split(",")
        j = i + 1
        if len(names) >= MIN_CSV_COLUMNS and all(_CSV_NAME.fullmatch(n.strip()) for n in names):
            # trailing empty fields may be left out ("...,95.67" under "...,Output,Flags")
            while j < len(lines) and len(names) // 2 <= lines[j].count(",") <= len(names) - 1:
                j += 1
        if j > i + 1:
            rows = [[c.strip() for c in ln.split(",")] for ln in lines[i + 1 : j]]
            header, *rows = bench_csv_columns([n.strip() for n in names], rows)
            header = [_CAMEL.sub(" ", n) for n in header]
            out.extend(["", pipe_table(header, rows), ""])
        else:
            out.append(lines[i])
            j = i + 1
        i = j
    return "\n".join(out)


def aligned_table(code: str, min_width: int = 3) -> str | None:
    """Whitespace-aligned columns (``aligned``) as a pipe table, its caption line above."""
    got = aligned(code, min_width)
    if got is None:
        return None
    caption, rows = got
    if len(rows[0]) == 2 and rows[0][0].rstrip().endswith((":", "：")):
        # "eval count:   412 token(s)" over "eval duration:   4.95s": a key and its value,
        # each line its own (ollama --verbose), not a header over rows
        return None
    table = pipe_table(rows[0], rows[1:])
    return f"{caption}\n\n{table}" if caption else table


def embedded_table(content: str) -> str | None:
    """A paragraph's run of column-gapped lines (``embedded``) as a pipe table, the prose
    lines above and below it kept as their own lines."""
    pairs = value_pairs(content)
    if pairs is not None:
        return pairs
    got = embedded(content)
    if got is None:
        return None
    above, rows, below = got
    table = pipe_table(rows[0], rows[1:])
    parts = ["\n".join(above), table, "\n".join(below)]
    return "\n\n".join(p for p in parts if p.strip())


def spaced_table(content: str) -> str | None:
    """A table of single-spaced cells (``spaced``) as a pipe table, the lines above kept."""
    got = spaced(content)
    below = ""
    if got is None and content.count("\n") >= 3:
        # "Qwen3-8B (5 GB on disk)" under the last row: the next table's caption, a line
        # below this one's rows, not a row that failed
        content, _, below = content.rpartition("\n")
        got = spaced(content)
    if got is None:
        return None
    above, header, rows = got
    table = pipe_table(header, rows)
    table = "\n".join([*above, "", table]) if above else table
    return f"{table}\n\n{below}" if below.strip() else table


MAX_FLAT_TABLES = 50  # flattened tables read in one paragraph


def flat_table(content: str) -> str | None:
    """Flattened tables (``flat``) as pipe tables, the lines above, between and below them
    kept as their own lines: a page's tables copied one under another with their captions
    ("Offloading results", "On-chip results") may share one paragraph."""
    parts: list[str] = []
    lines = content.split("\n")
    wrapped: set[int] | None = None  # the lines that run on into the next, read when needed
    kept: list[str] = []  # prose read as no table, kept with the lines above the next one
    rest = content
    for _ in range(MAX_FLAT_TABLES):
        got = flat(rest)
        if got is None:
            break
        above, header, rows, below = got
        top = len(lines) - rest.count("\n") - 1  # ``rest``'s first line
        first, last = top + len(above), len(lines) - len(below) - 1  # header, last row
        if wrapped is None:
            wrapped = set(wrapped_lines(content))
        if 2 * sum(k in wrapped for k in range(first, last)) > last - first:
            # most of its lines run on into the next: a paragraph of prose hard-wrapped at
            # 72 columns, whose words and figures fall into columns by chance, is no table
            kept.extend(lines[top : last + 1])
            rest = "\n".join(below)
            continue
        parts.extend(["\n".join([*kept, *above]), pipe_table(header, rows)])
        kept = []
        rest = "\n".join(below)
    if not parts:
        return None
    parts.append("\n".join([*kept, rest]) if kept else rest)
    return "\n\n".join(p for p in parts if p.strip())
