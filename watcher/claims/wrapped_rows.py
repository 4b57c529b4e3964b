"""Tool output pasted as a table whose cells slid off their columns.

A tool's key/value block (Ollama's ``--verbose`` stats) turned into a table by a script that
dropped one field wraps its run of values over the rows: each cell's own unit says what it
is, its column's name does not::

    | total duration | prompt eval count | prompt eval rate | eval count | eval rate |
    |---|---|---|---|---|
    | 7.9s           | 18 token(s)       | 61.1ms           | 294 tokens/s | 1003 token(s) |

A table is read so only when most cells that carry a unit carry one their column's name
contradicts (a rate under a "duration" or "count" column, a time under a "rate" column).
Its rates are then read in order, as the tool wrote them: the k-th rate cell goes under the
k-th rate column (wrapping round), each on a row of its own line, and its durations and
counts, whose columns cannot be told, are left out (reading rules §2: a figure takes its
setup from its own column; here only the rates say which column is theirs).
"""

from __future__ import annotations

import re

# a cell's own unit: a rate, a duration, or a token count
_RATE_CELL = re.compile(
    r"[~≈]?\d[\d,]*(?:\.\d+)?[ \t]?(?:tokens?|toks?|t)[ \t]?/[ \t]?(?:s|sec|second)", re.I
)
_TIME_CELL = re.compile(r"(?:\d{1,3}h)?(?:\d{1,3}m)?\d[\d,]*(?:\.\d+)?[ \t]?(?:ms|µs|us|s)", re.I)
_COUNT_CELL = re.compile(r"\d[\d,]*[ \t]?tokens?(?:\(s\))?", re.I)
# a column's name: what its cells measure
_RATE_NAME = re.compile(r"\brate\b|tok(?:en)?s?[ \t]?/[ \t]?s|\bt/s\b|throughput|speed", re.I)
_TIME_NAME = re.compile(r"\bduration\b|\btime\b|latency", re.I)
_COUNT_NAME = re.compile(r"\bcount\b", re.I)
MIN_CONTRADICTED = 4  # cells whose unit contradicts their column, before a table is re-read


def _cell_kind(cell: str) -> str | None:
    text = cell.strip()
    if _RATE_CELL.fullmatch(text):
        return "rate"
    if _COUNT_CELL.fullmatch(text):
        return "count"
    if _TIME_CELL.fullmatch(text):
        return "time"
    return None


def _name_kind(name: str) -> str | None:
    kinds = [
        k
        for k, pattern in (("rate", _RATE_NAME), ("time", _TIME_NAME), ("count", _COUNT_NAME))
        if pattern.search(name)
    ]
    return kinds[0] if len(kinds) == 1 else None


def rewrapped(header: list[str], rows: list[list[str]]) -> list[list[str]]:
    """``rows`` as read when their cells slid off their columns (the module's docstring):
    each rate cell on a row of its own under its rate column; else ``rows`` unchanged."""
    kinds = [_name_kind(h) for h in header]
    rate_columns = [k for k, kind in enumerate(kinds) if kind == "rate"]
    if not rate_columns or len(rows) < 2:
        return rows
    agree = contradict = 0
    for row in rows:
        for k, cell in enumerate(row[: len(header)]):
            own = _cell_kind(cell)
            if own is None or kinds[k] is None:
                continue
            if own == kinds[k]:
                agree += 1
            else:
                contradict += 1
    if contradict < MIN_CONTRADICTED or contradict <= agree:
        return rows
    out: list[list[str]] = []
    seen = 0
    for row in rows:
        for cell in row:
            if _cell_kind(cell) != "rate":
                continue
            line = [""] * len(header)
            line[rate_columns[seen % len(rate_columns)]] = cell
            out.append(line)
            seen += 1
    return out
