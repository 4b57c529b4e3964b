"""Tables whose columns are parted by single spaces: a web page's table copied as text.

A page's ``<table>`` pasted as plain text keeps one line per row and one space between
cells::

    Format PP (t/s) TG (t/s)
    Q4_0 143.23 32.27
    Q8_0 145.55 20.20

Every row is a name (one or more words) followed by the same number of figures. The header
line right above the rows is cut into that many column names from its right end (a
bracketed unit stays with the word before it, "PP (t/s)"); what is left of it names the
rows. Lines above the header stay as they are, a caption above the table. Anything else is
no table.

A last column of signed changes ("+2.8%", or "MTP +0.4%" naming the better side) is one
cell after the figures; its cells hold no figure of the table's unit.

A cell may carry its unit after a space ("12.5 tokens/s"); two rows of such cells are a
table, as the unit on every cell is no prose, and so are two rows under a header that names
a unit in brackets ("PP (t/s)"). A header whose column names each end in a
bracket, full-width ones included ("M2 Pro（INT8） M3 Max（INT8）"), is cut after each
bracket; words before the first column name, beyond the next column's length, name the rows.

Cells may be ranges or figures with their unit words or a bracketed change after them
("2.8-3.5 44.5 ГБ 18.7 сек", "14.74 (+3%)"): rows of such cells are a table only when every
row carries the same units in the same columns. The header is then cut at its units,
brackets and, where those cut too few, memory words ("Загрузка VRAM"); a header of parallel
names ("Batch Size 1 Batch Size 8", "no MTP 1 draft 2 drafts") is cut before each name.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import BRACKETED_UNIT, TOKEN_RATE_ONLY, TOKEN_RATE_UNIT, UNIT_ONLY

# "143.23", "20.20", "1,250", "32GB": one figure; a word with a digit inside ("Q4_0") is a name
_FIGURE_TOKEN = re.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?(?:[A-Za-z%]{0,4})?")
# a cell: one figure, or "A vs B (1.21x)": two figures and their ratio
_PLAIN_CELL = re.compile(r"(?<!\S)[~≈]?\d[\d,]*(?:\.\d+)?(?:[A-Za-z%]{0,4})?(?!\S)")
# "12.5 tokens/s", "3.2 ms": a figure and its unit word
# (the token rate spelled in any language the shared unit table knows: "61.5 토큰/초")
_UNIT_CELL = re.compile(
    rf"(?<!\S)[~≈]?\d[\d,]*(?:\.\d+)? (?:{TOKEN_RATE_UNIT}|ms|GB|MB)(?!\S)", re.IGNORECASE
)
_PAIR_CELL = re.compile(
    r"(?<!\S)\d[\d,]*(?:\.\d+)? vs\.? \d[\d,]*(?:\.\d+)?(?: \(\d+(?:\.\d+)?[x×]\))?(?!\S)"
)
# a last column of signed changes, the better side named first or not: "MTP +0.4%", "-12.5%"
_CHANGE_CELL = re.compile(
    r"(?<!\S)(?:[^\W\d][\w.\-]{0,20}[ \t])?[+\-−]\d{1,4}(?:\.\d{1,3})?%[ \t]*$"
)
# a measure cell's figure: "44.5", "2.8-3.5" (a range), its unit word after a space or none
_MEASURE = re.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?(?:[–-]\d[\d,]*(?:\.\d+)?)?")
# a count and its mark, written apart from its card ("2× 3090", "8x H100"); a lone count
_COUNT_MARK = re.compile(r"[1-9]\d?[x×]")
_COUNT = re.compile(r"[1-9]\d?")
_MARK_WORDS = ("x", "×")
# a context size naming a row: "4K", "128k"
_SIZE_KEY = re.compile(r"\d{1,4}[kK]")
# a header's first words naming what keys the rows: "Context Prompt Processing (t/s) ..."
_ROW_KEY = re.compile(
    r"(?:context(?:[ ]length)?|ctx|concurrency|batch[ ]size|model|quant(?:ization)?|engine"
    r"|backend|gpu|config|method)(?= )",
    re.IGNORECASE,
)
# a count opening a header name: "1 draft", "2 drafts" are names of one kind
_COUNT_OPENER = re.compile(r"^\d{1,4} (\w+?)s?$")
# a bracketed note after a cell's figure: "14.74 (+3%)"
_NOTE = re.compile(r"\([+\-−]?\d[\d.,]*%?\)")
# a header word naming memory ends a column's name ("Загрузка VRAM", "Peak memory")
_MEMORY_WORD = re.compile(r"v?ram|memory|mem|память|显存|内存|メモリ|메모리", re.IGNORECASE)
MAX_WORDS = 60
MIN_ROWS = 3  # fewer lines of "word 1 2" are as likely prose as a table
MIN_UNIT_ROWS = 2  # rows whose every cell carries its unit
# where a column name ends: a bracket ("TTFT (ms)") or a unit word ("Output tok/s")
_BRACKET_END = re.compile(r"[)）]$")
MAX_LINES = 2000


def spaced(content: str) -> tuple[list[str], list[str], list[list[str]]] | None:
    """``(lines above, header, rows)`` of a single-space table at the end of ``content``."""
    lines = content.split("\n")
    if len(lines) < MIN_UNIT_ROWS + 1 or len(lines) > MAX_LINES or "|" in content:
        return None
    rows: list[list[str]] = []
    width = 0
    i = len(lines) - 1
    while i >= 0:
        row = _row(lines[i])
        if row is None or (width and len(row) != width):
            break
        width = len(row)
        rows.append(row)
        i -= 1
    united = all(_UNIT_CELL.fullmatch(c) for r in rows for c in r[1:])
    if i < 0:
        return None
    # a header that names its columns' units ("PP (t/s) TG (t/s)") is no prose: two rows
    # under it are a table, as two rows of cells that carry their units are
    # (one bracketed unit per figure column, and no row a "label: value" line)
    united = united or (
        len(BRACKETED_UNIT.findall(lines[i])) >= width - 1
        and not any(r[0].rstrip().endswith((":", "：")) for r in rows)
    )
    # a header of parallel names ("Batch Size 1 Batch Size 8 Batch Size 16") is no prose either
    united = united or (width >= 4 and _parallel_header(lines[i], width) is not None)
    if len(rows) < (MIN_UNIT_ROWS if united else MIN_ROWS):
        return None
    if not _same_units(rows):
        return None
    header = _header(lines[i], width)
    if header is None:
        return None
    rows.reverse()
    return lines[:i], header, rows


def _row(line: str) -> list[str] | None:
    """``[name, cell, ...]`` of a row line: a name, then two or more cells of one shape
    (plain figures, or "9783 vs 8077 (1.21x)" pairs); the name takes the fewest words that
    leave the rest all of one shape ("RTX 4090 9783 vs 8077 ..." is named "RTX 4090")."""
    words = line.split()
    if not words or len(words) > MAX_WORDS:
        return None
    if _FIGURE_TOKEN.fullmatch(words[0]):
        # "8 1,881 152 3.96 4.28": a row keyed by a figure (its concurrency, its batch size),
        # only when every word is a plain figure
        if len(words) >= 3 and all(_PLAIN_CELL.fullmatch(w) for w in words):
            return words
        # "4K 881.5 65.9 71.9 GB": a row keyed by a context size, its cells measures
        if _SIZE_KEY.fullmatch(words[0]) and (measures := _measures(words[1:])) is not None:
            return [words[0], *measures]
        return None
    change = _CHANGE_CELL.search(line)
    tail = [" ".join(change.group(0).split())] if change else []
    if change:
        words = line[: change.start()].split()  # "... 224.92 MTP +0.4%": the change column
    for k in range(1, len(words) - 1):
        if _counts_next(words, k):
            continue  # "2× 3090 2.8-3.5 ...": the count's card is the name's, no cell
        rest = " ".join(words[k:])
        for shape in (_PLAIN_CELL, _PAIR_CELL, _UNIT_CELL):
            cells = [m.group(0).strip() for m in shape.finditer(rest)]
            if len(cells) >= 2 and sum(len(c) for c in cells) + len(cells) - 1 == len(rest):
                return [" ".join(words[:k]), *cells, *tail]
        measures = _measures(words[k:])
        if measures is not None and not tail:
            return [" ".join(words[:k]), *measures]
    return None


def _counts_next(words: list[str], k: int) -> bool:
    """True when cutting the row's name ``words[:k]`` from its cells would part a count from
    its card (reading rules §3: "2x3090", "2× 3090" and "2 x 3090" are one count of one card):
    the name would end on "2×" or "2x", or on a lone "x" or "×" after a count, or the cells
    would open with a count and a lone mark ("2 x 3090 31.5 ...")."""
    last = words[k - 1]
    if _COUNT_MARK.fullmatch(last):
        return True
    if last in _MARK_WORDS and k >= 2 and _COUNT.fullmatch(words[k - 2]):
        return True
    return (
        k + 1 < len(words)
        and _COUNT.fullmatch(words[k]) is not None
        and (words[k + 1] in _MARK_WORDS)
    )


def _measures(words: list[str]) -> list[str] | None:
    """Cells of figures or ranges, each with its unit word after a space or none ("2.8-3.5
    44.5 ГБ 18.7 сек"), at least two of them and one a range or with its unit; None else."""
    cells: list[str] = []
    for w in words:
        if _MEASURE.fullmatch(w):
            cells.append(w)
        elif cells and " " not in cells[-1] and UNIT_ONLY.fullmatch(w):
            cells[-1] = f"{cells[-1]} {w}"
        elif cells and not _NOTE.search(cells[-1]) and _NOTE.fullmatch(w):
            cells[-1] = f"{cells[-1]} {w}"  # "14.74 (+3%)": the change beside the figure
        else:
            return None
    if len(cells) < 2 or not any(" " in c or not _PLAIN_CELL.fullmatch(c) for c in cells):
        return None
    return cells


def _unit_of(cell: str) -> tuple[str, ...]:
    """What a measure cell carries after its figure: its unit word ("ГБ" of "44.5 ГБ") and
    a bracketed note's place ("14.74 (+3%)")."""
    parts = cell.split(" ")
    if not _MEASURE.fullmatch(parts[0]) or not all(
        _NOTE.fullmatch(p) or UNIT_ONLY.fullmatch(p) for p in parts[1:]
    ):
        return ()  # "9783 vs 8077 (1.21x)": a pair, no unit
    return tuple("()" if _NOTE.fullmatch(p) else p.lower() for p in parts[1:])


def _same_units(rows: list[list[str]]) -> bool:
    """True when every row carries the same unit words in the same columns: a column of
    "44.5 ГБ" cells over one of "18.7 сек" cells, as the header's columns are."""
    first = [_unit_of(c) for c in rows[0][1:]]
    return all([_unit_of(c) for c in r[1:]] == first for r in rows[1:])


def _header(line: str, width: int) -> list[str] | None:
    """The header cut into ``width`` cells from the right, or None when it cannot be."""
    bracketed = _bracketed_header(line, width) or _parallel_header(line, width)
    if bracketed is not None:
        return bracketed
    groups: list[str] = []
    depth = 0  # inside a bracket: "Score (n=50, exact)" is one column name
    for word in line.split():
        if groups and (depth > 0 or word.startswith("(")):
            groups[-1] = f"{groups[-1]} {word}"  # "PP (t/s)": the unit stays with its name
        else:
            groups.append(word)
        depth = max(0, depth + word.count("(") - word.count(")"))
    if len(groups) < width or any(_FIGURE_TOKEN.fullmatch(g) for g in groups):
        return None
    names = len(groups) - (width - 1)
    return [" ".join(groups[:names]), *groups[names:]]


def _parallel_header(line: str, width: int) -> list[str] | None:
    """A header of parallel names after the rows' name, as long as each other and each
    opened by the same word ("Version Batch Size 1 Batch Size 8 Batch Size 16") or by a
    count of the same thing ("prompt no MTP 1 draft 2 drafts 3 drafts"), cut before each
    opening word. One name short of the columns, the words before the first of them give one
    more name as long as they are ("no MTP"); what is left names the rows."""
    words = line.split()
    keys = [
        _COUNT_OPENER.sub(r"# \1", " ".join(words[k : k + 2]).lower()) for k in range(len(words))
    ]
    for key in dict.fromkeys(keys[1:]):
        starts = [k for k, x in enumerate(keys) if x == key]
        if len(starts) < max(2, width - 2) or len(starts) > width - 1:
            continue
        if _FIGURE_TOKEN.fullmatch(words[starts[0]]) and not key.startswith("#"):
            continue
        spans = [*zip(starts, [*starts[1:], len(words)], strict=True)]
        size = spans[0][1] - spans[0][0]
        if len({b - a for a, b in spans}) != 1 or size < 2:
            return None
        if len(starts) == width - 2:
            spans.insert(0, (starts[0] - size, starts[0]))
        if spans[0][0] < 1 or any(_FIGURE_TOKEN.fullmatch(w) for w in words[: starts[0]]):
            return None
        return [" ".join(words[: spans[0][0]]), *(" ".join(words[a:b]) for a, b in spans)]
    return None


def _bracketed_header(line: str, width: int) -> list[str] | None:
    """A header whose ``width - 1`` column names each end in a bracket, cut after each."""
    words = line.split()
    # a unit word ends a name unless a bracket follows it ("Токенов/с (генерация)")
    bracket_next = [w.startswith(("(", "（", "[")) for w in [*words[1:], ""]]
    ends = [
        k
        for k, w in enumerate(words)
        if _BRACKET_END.search(w) or (TOKEN_RATE_ONLY.fullmatch(w) and not bracket_next[k])
    ]
    if len(ends) != width - 1:
        # a memory word ends a name too ("Загрузка VRAM"), where the units alone cut too few
        memory = (
            k for k, w in enumerate(words) if _MEMORY_WORD.fullmatch(w) and not bracket_next[k]
        )
        ends = sorted({*ends, *memory})
    if len(ends) != width - 1 or width < 3 or ends[-1] != len(words) - 1:
        return None
    spans = [(a + 1, b + 1) for a, b in zip([-1, *ends[:-1]], ends, strict=True)]
    first_len = (spans[1][1] - spans[1][0]) if len(spans) > 1 else 1
    start, end = spans[0]
    corner = max(start, end - first_len)
    key = _ROW_KEY.match(" ".join(words[start:end]))
    if key is not None and start == 0 and 0 < len(key.group(0).split()) < end:
        corner = len(key.group(0).split())  # "Context | Prompt Processing (t/s)": the rows' key
    if corner == 0:
        return None
    cols = [" ".join(words[corner:end])] + [" ".join(words[a:b]) for a, b in spans[1:]]
    return [" ".join(words[:corner]), *cols]
