"""Tables flattened onto one line: a header of column names, then every row's figures.

A page's table that lost its markup and its line breaks keeps its header and then its
cells in reading order, row after row, on one line::

    Concurrency TTFT (s) Decode Speed (tok/s) Latency (s) 1 0.05 58.6 5.2 2 0.06 57.9 5.3

Read as a line, no figure keeps its row or its column (reading rules §2: a cell's scope is
its row with its headers). The grid is put back from the header alone:

- the header is the run of words right before the figures, after the last sentence's end
  (the prose before it, "Results on one H100:", stays a line of its own above the table);
- it is cut into column names where a unit says a name ends: a bracket, or several in a
  row ("(TTFT)(second)", "(Request per minute) (RPM)"), or a unit word ("ms", "tok/s");
  the words after the last such end are one last name; a header that opens with a load
  word ("Concurrency", "Batch size", "Users") opens with that column;
- the figures are everything after the header, to the end of the line, and nothing else:
  their count must be a whole number (two or more) of rows of that many cells; a header
  line over lines of figures alone (the markup lost, the line breaks kept) is read by the
  same cut only when every line holds exactly that many figures.

It is a table only when at least two names carry a unit, no name runs past a few words,
and a load column's cells are whole numbers that rise row by row. The table is then written
as a Markdown pipe table on lines of its own, so the table readers read it as any pipe
table (header units, row loads, setup scope). Anything else is left as written: a row dealt
off by one cell would put every figure in the wrong column. Lines in fenced code are left
alone. One pass over each line, each bounded: linear time.
"""

from __future__ import annotations

import re
from itertools import pairwise

from watcher.claims.patterns import BRACKETED_UNIT, FENCE, UNIT_ONLY

# a cell: "58.64", "1,086.78", "-0.5", "12%"
_FIGURE = re.compile(r"[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|[-+]?\d+(?:\.\d+)?%?")
# a word that ends a sentence before the header: "regions.", "H100:", "-"
_SENTENCE_END = re.compile(r".*[.:;!?,。：；]|[-–—•*]")
_LOAD_WORDS = re.compile(
    r"(?:concurrency|concurrent(?:[ ](?:requests|users))?|batch(?:[ _]size)?|bs"
    r"|users|clients|requests|parallel(?:[ ]requests)?|num[ _]prompts)",
    re.IGNORECASE,
)
_QUICK = re.compile(r"[)\]）]|ms|/s", re.IGNORECASE)
MAX_LINE = 20_000
MIN_COLUMNS = 2
MAX_COLUMNS = 16
MAX_NAME_WORDS = 8
MIN_ROWS = 2
MAX_CELLS = 2_000
MAX_ROWS = 500


def _bracketed(word: str) -> bool:
    """A word that closes a bracket: "(second)", "(TTFT)(second)", "(tokens/second)"."""
    return word[-1:] in ")]）"


def _unit_word(word: str) -> bool:
    """A unit standing alone as a word ("ms", "tok/s", "GB"); a bare letter names nothing."""
    return len(word) >= 2 and UNIT_ONLY.fullmatch(word) is not None


def _names(words: list[str]) -> list[list[str]] | None:
    """The header's words cut into column names at their units (see the module docstring)."""
    names: list[list[str]] = []
    current: list[str] = []
    depth = 0
    for i, word in enumerate(words):
        current.append(word)
        depth += word.count("(") + word.count("[") - word.count(")") - word.count("]")
        if depth > 0:
            continue  # "(Request per minute)": a bracket's words are one name's
        ends = _bracketed(word) or _unit_word(word)
        follows = i + 1 < len(words) and (words[i + 1][:1] in "([（")
        if ends and not follows:
            names.append(current)
            current = []
    if depth != 0:
        return None
    if current:
        names.append(current)
    return names


def _unit_named(name: list[str]) -> bool:
    text = " ".join(name)
    return BRACKETED_UNIT.search(text) is not None or any(_unit_word(w) for w in name)


def _with_load(names: list[list[str]]) -> list[list[str]]:
    """A first name that opens with a load word ("Concurrency Time to First Token (s)") is
    two columns: the load, then the figure's name."""
    first = " ".join(names[0])
    m = _LOAD_WORDS.match(first)
    if m is None or m.end() >= len(first) or first[m.end()] != " ":
        return names
    taken = len(first[: m.end()].split())
    return [names[0][:taken], names[0][taken:], *names[1:]]


def _rises(cells: list[str]) -> bool:
    """Whole numbers rising row by row: a load column (1, 2, 4, 8...)."""
    if not all(c.isdigit() for c in cells):
        return False
    values = [int(c) for c in cells]
    return all(a < b for a, b in pairwise(values)) and values[0] > 0


def _table(line: str, width: int = 0) -> str | None:
    """``line`` with its one-line table put back on lines of its own, or None; ``width``,
    when given, is the number of cells each row must hold (its line's figures)."""
    words = line.split()
    if len(words) > MAX_CELLS:
        return None
    start = len(words)
    while start > 0 and _FIGURE.fullmatch(words[start - 1]):
        start -= 1
    figures = words[start:]
    head = start
    while head > 0 and _SENTENCE_END.fullmatch(words[head - 1]) is None:
        head -= 1
    header = words[head:start]
    if len(figures) < 2 * MIN_COLUMNS or not header:
        return None
    if any(any(ch.isdigit() for ch in w) and not _bracketed(w) for w in header):
        return None  # "Batch 1 Batch 8", "Llama 3 8B": not names cut by their units alone
    names = _names(header)
    if names is None:
        return None
    names = _with_load(names)
    loaded = len(names) >= 2 and _LOAD_WORDS.fullmatch(" ".join(names[0])) is not None
    k = len(names)
    if width and k != width:
        return None
    if not MIN_COLUMNS <= k <= MAX_COLUMNS or len(figures) % k or len(figures) < MIN_ROWS * k:
        return None
    if any(len(n) > MAX_NAME_WORDS for n in names) or sum(map(_unit_named, names)) < 2:
        return None
    if not all(any(ch.isalpha() for ch in " ".join(n)) for n in names):
        return None
    rows = [figures[i : i + k] for i in range(0, len(figures), k)]
    if loaded and not _rises([r[0] for r in rows]):
        return None
    table = [
        "| " + " | ".join(" ".join(n) for n in names) + " |",
        "|" + "---|" * k,
        *("| " + " | ".join(r) + " |" for r in rows),
    ]
    before = " ".join(words[:head])
    return "\n\n".join([*([before] if before else []), "\n".join(table)]) + "\n"


def _stacked(lines: list[str], i: int) -> tuple[str, int] | None:
    """A header line over lines of figures alone, as many on each line as the header has
    names: the table put back, and the line after its last row. A row line's figures must
    be exactly one row: the lines' breaks and the header's cut agree, or nothing is read."""
    words = lines[i].split()
    if not words or _FIGURE.fullmatch(words[-1]) or len(words) > MAX_CELLS:
        return None
    rows: list[str] = []
    j = i + 1
    while j < len(lines) and len(rows) < MAX_ROWS:
        cells = lines[j].split()
        if not cells or not all(_FIGURE.fullmatch(c) for c in cells):
            break
        if rows and len(cells) != len(rows[0].split()):
            return None
        rows.append(" ".join(cells))
        j += 1
    if len(rows) < MIN_ROWS:
        return None
    got = _table(" ".join([lines[i], *rows]), width=len(rows[0].split()))
    return (got, j) if got is not None else None


def unrun_tables(text: str) -> str:
    """``text`` with every table flattened onto one line (a header, then its figures) put
    back as a pipe table on lines of its own, as is a header over lines of figures alone
    (see the module docstring)."""
    lines = text.split("\n")
    out: list[str] = []
    changed = False
    fenced = False
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and len(line) <= MAX_LINE and "|" not in line and _QUICK.search(line):
            stacked = _stacked(lines, i - 1)
            if stacked is not None:
                line, i = "\n" + stacked[0], stacked[1]
                changed = True
            elif (got := _table(line)) is not None:
                line = "\n" + got
                changed = True
        out.append(line)
    return "\n".join(out) if changed else text
