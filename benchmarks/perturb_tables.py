"""Table rewrites for the metamorphic check (``claims_perturb.py``): the same comparison laid out
the other way round, as writers lay it out either way. Each leaves the labels as they are
(reading rules §2: a table cell's setup comes from its row and its column's header, and a
transposed table keeps both, only swapped).

- ``table-transposed``: a pipe table written with rows as columns: the first column's names
  become the header, the header's names the first column ("| | vLLM | SGLang |" over
  "| H100 tok/s | 1250 | 980 |" for "| | H100 tok/s |" over "| vLLM | 1250 |" and
  "| SGLang | 980 |"); the corner cell stays the corner, and the table is written with outer
  pipes and plain ``---`` delimiters, as a writer types a new table. Only a grid of figures
  between two sets of names is turned: a first column naming each row once (a word in each,
  at most 40 characters, as a column's name is), a header of names, every other column
  figures (a dash or "N/A" for a run not made), no wider than 8 columns either way round (a
  real page's table, not a 13-column strip), outside code. Left alone, because turned they
  would be ambiguous: a record table ("| Engine | GPU | tok/s |", or "| H100 | 1 |" over
  "| H100 | 2 |" with a card count beside the name), whose GPU or count would sit in a body
  cell of the figure's column, where §2's "row with its headers" does not reach; a caption,
  unit, metric or note column after the first ("| Model | Metric | vLLM |", "| tok/s | Notes
  |"), which turned would be a row that reads as one more setup; a first column of figures
  ("| 1, 16 |", "| conc |" over "| 8 |": a sweep's keys), whose header row would read as data.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from perturb_markup import _tables

_MAX = 8  # columns, either way round: the widest table the rewrite writes or reads
_NAME = 40  # characters: the longest row name that heads a column once transposed
# a figure cell: "1250", "~1.2k", "12.5 tok/s", "1.8x", "**980**", "35 (+12%)", "202–211"
_FIGURE = re.compile(
    r"^(\*\*|__)?[~≈<>±+-]?\s?\d[\d.,]*(?:\s?[–~-]\s?\d[\d.,]*)?\s?"
    r"(?:[%x×]|[A-Za-z/µ]{1,10})?(?:\s?\([^()|]{1,20}\))?(\*\*|__)?$"
)
_LETTER = re.compile(r"[^\W\d_]")
_NOT_RUN = re.compile(r"^(?:|-|—|–|N/?A|n/?a|OOM|x|✗|TBD)$")


def _figure_column(rows: list[list[str]], k: int) -> bool:
    body = [r[k] for r in rows[1:]]
    figures = [c for c in body if _FIGURE.match(c)]
    return bool(figures) and all(_FIGURE.match(c) or _NOT_RUN.match(c) for c in body)


def _names(cells: list[str]) -> bool:
    """Cells that each name something: a word in each ("H100", "C=1 code"), not a figure, not
    a pair of them ("1, 16": a batch and a prompt length are a sweep's keys, not names)."""
    return all(_LETTER.search(c) and not (_FIGURE.match(c) or _NOT_RUN.match(c)) for c in cells)


def _keys(cells: list[str]) -> bool:
    """A first column that keys its rows: names, each once (a name twice -- "H100" over "H100"
    with a card count beside it -- keys its row with another column, a record table), short
    enough to head a column (no 90-character experiment description as a header)."""
    return _names(cells) and len(set(cells)) == len(cells) and all(len(c) <= _NAME for c in cells)


def _transposed(rows: list[list[str]], seps: list[str]) -> list[str] | None:
    width, height = len(rows[0]), len(rows)
    if not (2 <= width <= _MAX and height <= _MAX):
        return None
    if not _keys([r[0] for r in rows[1:]]) or not _names(rows[0][1:]):
        return None
    if not all(_figure_column(rows, k) for k in range(1, width)):
        return None
    turned = [[r[k] for r in rows] for k in range(width)]
    return ["| " + " | ".join(turned[0]) + " |", "|" + "|".join(["---"] * height) + "|"] + [
        "| " + " | ".join(r) + " |" for r in turned[1:]
    ]


def table_transposed(text: str) -> str:
    return _tables(text, _transposed)


TABLES: dict[str, Callable[[str], str]] = {
    "table-transposed": table_transposed,
}
