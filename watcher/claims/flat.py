"""Web tables flattened to single spaces, their rows read by what every row shares.

A page's ``<table>`` copied as text keeps one line per row and one space between cells.
The rows may hold text cells among the figures (a repository id after them, the winner of
a comparison, a draft model between two figures) and the header names of several words::

    Precision MMLU Pro Prompt tok/s Memory GB Repo
    bf16 61.2 1500.1 5.3 org/model-bf16
    q4 g64 60.0 1600.7 3.1 org/model-q4

What is stable across rows decides the cells: every row holds the same sequence of text
runs and figures (a text run's length may vary, "q4 g64" against "bf16"; "N/A" or "OOM"
stands where a figure would), so a row's cells are its runs and figures; a run of the same
few words in every row ("Llama-8B vLLM FP8") may be as many text columns. The header is
then cut into that many column names, each a run of its words: a word that names a unit
("tok/s", "GB", "(ms/token)") ends a figure column's name, and a word that names a setup
("Model", "GPU", "Precision", "Repo") ends a text column's name, and a word the header
repeats ("Decode Speed Prefill Speed") ends parallel names; a header one name short of the
columns left the corner above the row names empty. Among the cuts that
respect those ends, the one where the names are shortest (text columns' names the shortest
of all: a figure column's name carries its metric and unit) wins; when two cuts tie, the
header is ambiguous and nothing is read here, as a wrong column gives a wrong figure
(``spaced`` then tries its simpler cut of a name then figures). A row holding a range
("2.8-3.5") or a unit word after a figure ("44.5 ГБ") is not read here: this reading would cut
the cell apart (``spaced`` reads such cells whole).
"""

from __future__ import annotations

import re
from itertools import pairwise, product

from watcher.claims.patterns import UNIT_ONLY
from watcher.claims.row_flags import flagged_row
from watcher.claims.spaced import _MEMORY_WORD

# a figure cell: "143.23", "1,935", "+2.8%", "7.96x", "32GB", "3.2초", "4.5秒" (seconds written
# in Korean or Chinese, as "3.2s" is); "2080Ti", "q4", "Llama2-7B" are text
_FIGURE = re.compile(
    r"[+\-−~≈]?\d[\d,]*(?:\.\d+)?(?:[x×%]|ms|s|k|GB|MB|GiB|MiB|秒|초)?", re.IGNORECASE
)
# a figure cell that is a size: "714GB", "~4.5GB", "890 MB" (its unit a word of its own)
_SIZED = re.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?(?:GB|MB|GiB|MiB)", re.IGNORECASE)
_SIZE_UNIT = re.compile(r"GB|MB|GiB|MiB", re.IGNORECASE)
# a word that says which memory a memory word names ("Virtual Memory", "Resident Memory"):
# one name with it, so that no cut puts the qualifier in the column before
_MEMORY_QUALIFIER = re.compile(
    r"virtual|resident|total|peak|used|gpu|system|unified|shared", re.IGNORECASE
)
# a cell left empty in a figure column: no run, or a run that failed
_EMPTY = re.compile(r"N/?A|n/?a|-{1,2}|—|–|OOM|oom|TBD|✗|❌|fail(?:ed)?")
# a range of figures, one cell: "2.8-3.5" (a date, "2024-04-18", is text)
_RANGE = re.compile(r"[~≈]?\d{1,5}(?:\.\d+)?[–-]\d{1,5}(?:\.\d+)?")
# a word hedging the figure after it, that figure's cell ("approx. 11GB", "about 40")
_HEDGE = re.compile(r"approx\.?|approximately|about|around|roughly|circa|ca\.|約|约", re.I)
_SIGNED = re.compile(r"[+\-−]\d")
_BARE_INT = re.compile(r"\d{2,5}")
# a header word that names a unit ("tok/s", "GB", "%", ``UNIT_ONLY``) ends a figure column's name
_PERCENT = "%"
_RATIO = re.compile(r"speed[ \-]?up|ratio", re.IGNORECASE)  # a column of multiples
_UNIT_BRACKET = re.compile(
    r"[(（\[][^()（）\[\]]{0,24}(?:/s|/sec|/token|/tok|ms|sec|GB|MB|GiB|tok|tps|t/s|%|×|x)"
    r"[)）\]]",
    re.IGNORECASE,
)
# a header word that names a setup ends a text column's name
_SETUP_WORD = re.compile(
    r"models?|gpus?|hardware|devices?|chips?|precision|quant(?:ization)?|formats?|engines?"
    r"|backends?|frameworks?|methods?|benchmarks?|datasets?|tasks?|repo(?:sitory)?|winner"
    r"|system|setup|config(?:uration)?|name|type|variant",
    re.IGNORECASE,
)
_OPEN = re.compile(r"[(（]")
_CLOSE = re.compile(r"[)）]")
_HEADER_END = re.compile(r"[.:;,!?。：]$")
MIN_ROWS = 3
MIN_HEADED_ROWS = 2  # rows under a header that names every figure column's unit
MAX_LINES = 2000
MAX_WORDS = 60
MAX_COLUMNS = 16
MAX_UNITS = 32
MAX_SPLIT_RUN = 3  # a text run of this many words in every row may be that many columns
MAX_SPLITS = 3  # text runs that may each be split: more ask too many cuts of one header
MAX_TRIES = 8  # runs of rows whose header is tried, per paragraph
# the cost of one more header word in a column's name: text names are short, figure names
# may be long, and one that already ends in its unit needs no more words
_EXTRA = {"T": 3, "F": 1, "U": 2}
_INNER_SETUP = 5  # a setup word inside a name rather than at its end
_UNENDED_TEXT = 1  # a text column whose name ends in no setup word
_INNER_REPEAT = 1  # a word the header repeats, inside a name rather than at its end


def flat(content: str) -> tuple[list[str], list[str], list[list[str]], list[str]] | None:
    """``(lines above, header, rows, lines below)`` of the first flattened table in
    ``content``: a header line, then rows of one shape (notes may follow them)."""
    lines = content.split("\n")
    if len(lines) < MIN_HEADED_ROWS + 1 or len(lines) > MAX_LINES or "|" in content:
        return None
    i = 1
    tries = 0
    while i < len(lines) and tries < MAX_TRIES:
        rows: list[list[tuple[str, list[str]]]] = []
        kinds: tuple[str, ...] = ()
        j = i + 1
        for first in _shapes(lines[i]):
            # the first row's reading that the most rows below it share is the table's
            shape = tuple(k for k, _ in first)
            run = [first]
            while i + len(run) < len(lines):
                row = _row(lines[i + len(run)], shape, first)
                if row is None:
                    break
                run.append(row)
            if len(run) > len(rows):
                rows, kinds, j = run, shape, i + len(run)
        if len(rows) >= MIN_HEADED_ROWS:
            rows, kinds = _padded(rows)
        if len(rows) >= MIN_HEADED_ROWS and _same_units(rows):
            tries += 1
            got = _cut(lines[i - 1], kinds, rows)
            if got is not None and (len(rows) >= MIN_ROWS or _headed(*got)):
                return lines[: i - 1], got[0], got[1], lines[j:]
        i = j
    return None


def _row(
    line: str, shape: tuple[str, ...], first: list[tuple[str, list[str]]]
) -> list[tuple[str, list[str]]] | None:
    """The row's reading of the table's shape; else one ragged at its end (``_ragged``),
    also when the shape fits only by joining a bare number to a name the first row ends in
    no number ("MTP k=1 869" against "No speculation")."""
    row = _cells(line, shape)
    if row is None:
        return _ragged(line, shape)
    if _BARE_INT.fullmatch(row[0][1][-1]) and not _BARE_INT.fullmatch(first[0][1][-1]):
        return _ragged(line, shape) or row
    return row


def _ragged(line: str, want: tuple[str, ...]) -> list[tuple[str, list[str]]] | None:
    """A row that leaves its last figure cells empty, or fills one the rows above left
    empty: its reading is ``want`` short of, or beyond, trailing figures only."""
    for cand in _shapes(line):
        kinds = tuple(k for k, _ in cand)
        short, long = sorted((kinds, want), key=len)
        if (
            len(short) < len(long)
            and long[: len(short)] == short
            and set(long[len(short) :]) == {"F"}
        ):
            return cand
    return None


def _padded(
    rows: list[list[tuple[str, list[str]]]],
) -> tuple[list[list[tuple[str, list[str]]]], tuple[str, ...]]:
    """The rows with their empty trailing cells written as empty ("-"), and their shape."""
    width = max(len(r) for r in rows)
    out = [r + [("F", ["-"]) for _ in range(width - len(r))] for r in rows]
    return out, next(tuple(k for k, _ in r) for r in rows if len(r) == width)


def _headed(header: list[str], table: list[list[str]]) -> bool:
    """True when every figure column's unit is written, in its name ("Output tok/s", "TPOT
    (ms)") or on each of its cells ("39%", "14 GB"): rows so headed are a table even when
    only two, as no prose line carries a unit for each of its numbers in the line above."""
    figures = 0
    for c, name in enumerate(header):
        cells = [r[c] for r in table if c < len(r) and not _EMPTY.fullmatch(r[c])]
        if not cells or not all(_FIGURE.fullmatch(x.split()[0]) for x in cells):
            continue
        figures += 1
        named = _unit_word(name.split()[-1]) or _UNIT_BRACKET.search(name) is not None
        if not named and not all(x[-1:].isalpha() or x.endswith("%") for x in cells):
            return False
    return figures >= 2


def _same_units(rows: list[list[tuple[str, list[str]]]]) -> bool:
    """True when every row writes the same unit words after the figures of each column."""
    first = [tuple(w.lower() for w in words[1:]) for k, words in rows[0] if k == "F"]
    return all(
        [tuple(w.lower() for w in words[1:]) for k, words in r if k == "F"] == first for r in rows
    )


def _cells(line: str, want: tuple[str, ...]) -> list[tuple[str, list[str]]] | None:
    """The row's reading (``_shapes``) whose cells are of the kinds ``want``, or None."""
    readings = _shapes(line)
    for cand in readings:
        if tuple(k for k, _ in cand) == want:
            return cand
    return flagged_row(readings, want)  # "ik_llama.cpp 64K fa 686GB": "fa" joins the name


def _shapes(line: str) -> list[list[tuple[str, list[str]]]]:
    """A row's readings as cells: text runs ("T") and figures ("F"); none when it is no row.

    The row name is its first text run; a bare model number right after it may belong to it
    ("RTX 4090 31.5 ..."), which the rows' common shape decides. A signed figure right after
    a text run is that cell's ("MTP +0.4%": the winner and its margin)."""
    words = line.split()
    if not words or len(words) > MAX_WORDS or _FIGURE.fullmatch(words[0]):
        return []
    cells: list[tuple[str, list[str]]] = []
    hedged = False
    for n, w in enumerate(words):
        if hedged:
            w, hedged = f"~{w}", False  # "approx. 11GB": the hedge is the figure's own, "~11GB"
        elif _HEDGE.fullmatch(w) and n + 1 < len(words) and _FIGURE.fullmatch(words[n + 1]):
            hedged = True
            continue
        if _RANGE.fullmatch(w):
            return []  # "8.2-9.5": a cell of figures this reading would cut apart
        if cells and cells[-1][0] == "F" and _unit_word(w):
            if len(cells[-1][1]) > 1 or _EMPTY.fullmatch(cells[-1][1][0]):
                return []  # "44.5 GB GB", "N/A ms": no figure and its unit
            cells[-1][1].append(w)  # "~45 tok/s": the figure and its unit, one cell
            continue
        kind = "F" if _FIGURE.fullmatch(w) or _EMPTY.fullmatch(w) else "T"
        after_text = bool(cells) and cells[-1][0] == "T"
        if after_text and (kind == "T" or (len(cells) > 1 and _SIGNED.match(w))):
            cells[-1][1].append(w)
        else:
            cells.append((kind, [w]))
    options = [cells]
    if len(cells) > 2 and cells[1][0] == "F" and _BARE_INT.fullmatch(cells[1][1][0]):
        joined = [("T", cells[0][1] + cells[1][1])]
        rest = cells[2:]
        if rest and rest[0][0] == "T":
            joined = [("T", joined[0][1] + rest[0][1])]
            rest = rest[1:]
        options.append(joined + rest)
    return [c for c in options if sum(k == "F" for k, _ in c) >= 2]


def _units(line: str, united: bool = False) -> list[tuple[str, str]] | None:
    """The header's words grouped into ``(text, role)``: a bracket joins the word before it,
    a unit word joins the words before it; role "U" ends a figure column's name, "S" a text
    column's name, "" neither. Over rows whose cells carry their units (``united``), a memory
    word ends a figure column's name too ("Total Memory Baseline Speed")."""
    units: list[list[str]] = []
    depth = 0
    for word in line.split():
        bracket = depth > 0 or word.startswith(("(", "（", "["))
        unit = _unit_word(word)
        if units and (bracket or (unit and not _SETUP_WORD.fullmatch(units[-1][-1]))):
            units[-1].append(word)
        elif (
            united
            and _MEMORY_WORD.fullmatch(word)
            and units
            and len(units[-1]) == 1
            and _MEMORY_QUALIFIER.fullmatch(units[-1][0])
        ):
            units[-1].append(word)  # "Resident Memory": one name
        else:
            units.append([word])
        depth = max(0, depth + len(_OPEN.findall(word)) - len(_CLOSE.findall(word)))
    # a word standing twice ("Decode Speed Prefill Speed") ends parallel names
    seen: dict[str, int] = {}
    for u in units:
        seen[u[-1].lower()] = seen.get(u[-1].lower(), 0) + 1
    out: list[tuple[str, str]] = []
    for u in units:
        text = " ".join(u)
        if _FIGURE.fullmatch(u[0]):
            return None  # a figure outside brackets: a row or a sentence, no header
        if _unit_word(u[-1]) or _UNIT_BRACKET.search(u[-1]) or _RATIO.fullmatch(text):
            out.append((text, "U"))
        elif united and _MEMORY_WORD.fullmatch(u[-1]):
            out.append((text, "M"))  # "Total Memory" over "~4.5GB" cells: a size's column
        elif len(u) == 1 and _SETUP_WORD.fullmatch(u[0]):
            out.append((text, "S"))
        elif seen[u[-1].lower()] > 1:
            out.append((text, "R"))
        else:
            out.append((text, ""))
    return out


def _unit_word(word: str) -> bool:
    """True for a header word that is a unit ("tok/s", "ms", "GB", "x", "%")."""
    return word == _PERCENT or UNIT_ONLY.fullmatch(word) is not None


def _cost(units: list[tuple[str, str]], kind: str) -> int | None:
    """What it costs for ``units`` to be one column's name (None: they cannot be)."""
    roles = [r for _, r in units]
    if "U" in roles[:-1] or "M" in roles[:-1] or (kind == "T" and roles[-1] in ("U", "M")):
        return None  # a unit (or a memory word over sized cells) ends a figure column's name
    if (kind == "G" and roles[-1] == "S") or (kind == "F" and roles[-1] == "M"):
        return None  # "714GB" never under "Model", "8K" never under "Virtual Memory"
    if kind == "G" and roles[-1] == "M":  # "Virtual Memory" names its sizes whole:
        return (len(units) - 1) * _EXTRA["T"]  # a word before it is more likely another's
    kind = "F" if kind == "G" else kind
    ended = kind == "F" and roles[-1] == "U"
    cost = (len(units) - 1) * _EXTRA["U" if ended else kind]
    cost += _INNER_SETUP * roles[:-1].count("S") + _INNER_REPEAT * roles[:-1].count("R")
    if kind == "T" and roles[-1] != "S":
        cost += _UNENDED_TEXT
    if kind == "F" and roles[-1] == "S":
        cost += _INNER_SETUP
    return cost


def _best(units: list[tuple[str, str]], kinds: list[str]) -> tuple[int, int, list[int]] | None:
    """The cheapest cut of ``units`` into ``len(kinds)`` names: (cost, how many cuts cost
    that, the cut's ends)."""
    n, m = len(units), len(kinds)
    if n < m:
        return None
    inf = 10**9
    # best[j][i]: the first j columns take the first i units
    best = [[(inf, 0, -1)] * (n + 1) for _ in range(m + 1)]
    best[0][0] = (0, 1, -1)
    for j in range(1, m + 1):
        for i in range(j, n - (m - j) + 1):
            cost, ways, back = inf, 0, -1
            for k in range(j - 1, i):
                prev = best[j - 1][k]
                if prev[0] >= inf:
                    continue
                c = _cost(units[k:i], kinds[j - 1])
                if c is None:
                    continue
                total = prev[0] + c
                if total < cost:
                    cost, ways, back = total, prev[1], k
                elif total == cost:
                    ways += prev[1]
            best[j][i] = (cost, ways, back)
    cost, ways, _ = best[m][n]
    if cost >= inf:
        return None
    ends = [n]
    j, i = m, n
    while j > 0:
        i = best[j][i][2]
        ends.append(i)
        j -= 1
    return cost, ways, list(reversed(ends))


def _sized_columns(kinds: tuple[str, ...], rows: list[list[tuple[str, list[str]]]]) -> set[int]:
    """The figure columns whose cells are all sizes ("714GB", "4.5 GB") or empty."""
    out: set[int] = set()
    for c, k in enumerate(kinds):
        cells = [r[c][1] for r in rows if not _EMPTY.fullmatch(r[c][1][0])]
        if (
            k == "F"
            and cells
            and all(
                _SIZED.fullmatch(w[0]) or (len(w) > 1 and _SIZE_UNIT.fullmatch(w[1])) for w in cells
            )
        ):
            out.add(c)
    return out


def _cut(
    line: str, kinds: tuple[str, ...], rows: list[list[tuple[str, list[str]]]]
) -> tuple[list[str], list[list[str]]] | None:
    """The header's names and the rows' cells, or None when the header cannot be cut one
    way only. A text run of the same few words in every row ("Llama-70B Llama-7B", the row
    name "Llama-8B vLLM") may be that many columns; the header decides."""
    if _HEADER_END.search(line.strip()) or len(kinds) > MAX_COLUMNS:
        return None
    sized = _sized_columns(kinds, rows)
    units = _units(line, bool(sized) or any(k == "F" and len(w) > 1 for k, w in rows[0]))
    if units is None or len(units) > MAX_UNITS:
        return None
    if any(r == "M" for _, r in units):  # sizes under memory words: each under its own
        kinds = tuple("G" if c in sized else k for c, k in enumerate(kinds))
    splittable = [
        c
        for c, k in enumerate(kinds)
        if k == "T"
        and 1 < len(rows[0][c][1]) <= MAX_SPLIT_RUN
        and all(len(r[c][1]) == len(rows[0][c][1]) for r in rows)
        and not any(_FIGURE.fullmatch(w) for r in rows for w in r[c][1])
    ]
    if len(splittable) > MAX_SPLITS:
        splittable = []
    found: list[tuple[int, int, list[int], tuple[bool, ...]]] = []
    for corner in (False, True):
        if corner:
            if found or units[0][1] == "S":
                break
            # a name short of the columns: the page left the corner above the names empty
            units = [("", "S"), *units]
        for split in product((False, True), repeat=len(splittable)):
            cols: list[str] = []
            for c, k in enumerate(kinds):
                many = c in splittable and split[splittable.index(c)]
                cols.extend([k] * (len(rows[0][c][1]) if many else 1))
            got = _best(units, cols)
            if got is not None:
                found.append((*got, split))
    if not found:
        return None
    low = min(f[0] for f in found)
    winners = [f for f in found if f[0] == low]
    if len(winners) != 1 or winners[0][1] != 1:
        return None  # two cuts as good as each other: no way to know the columns
    _, _, ends, split = winners[0]
    header = [" ".join(t for t, _ in units[a:b]) for a, b in pairwise(ends)]
    table: list[list[str]] = []
    for r in rows:
        out: list[str] = []
        for c, (_, words) in enumerate(r):
            if c in splittable and split[splittable.index(c)]:
                out.extend(words)
            else:
                out.append(" ".join(words))
        table.append(out)
    return header, table
