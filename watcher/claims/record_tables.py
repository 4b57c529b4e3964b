"""A key/value table that describes one run: its setting rows name every figure's setup.

Model cards and reports often give one run as a two-column table::

    | Metric | Value     |
    |--------|-----------|
    | Engine | vLLM      |
    | GPU    | 1x H100   |
    | Decode | 141 tok/s |

The table is the figure's nearest enclosing unit (reading rules §2) and it reports one run, so
the engine, card and precision its setting rows name are each figure's, as a caption's would
be. One rule set:

- a **record** is a table whose every row has two cells, a key and a value;
- a **setting row** is one whose key names a setting ("Engine", "Framework", "GPU",
  "Hardware", "Precision", "Quantization", ...); the names its value holds are lent;
- a figure's own row or column naming one of its own keeps it; two setting rows naming
  different names of one kind lend none of that kind.

Each table reads at most ``MAX_RECORD_ROWS`` rows, so the work stays linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Span
from watcher.claims.names import Mention
from watcher.claims.units import _cells, _Table

LENT = ("engine", "hardware", "precision")
MAX_RECORD_ROWS = 40
_SETTING_KEY = re.compile(
    r"[ \t*_]*(?:(?:inference|serving)[ \t])?(?:engine|framework|backend|runtime|server"
    r"|gpus?|hardware|accelerators?|devices?|cards?|precision|dtype|data[ \t]type"
    r"|quantization|quant)[ \t*_:]*",
    re.IGNORECASE,
)


def record_names(text: str, table: _Table, doc: _Doc) -> dict[str, list[Mention]]:
    """The names a record table's setting rows give every figure of it, by kind."""
    if not table.rows or len(table.rows) > MAX_RECORD_ROWS:
        return {}
    out: dict[str, list[Mention]] = {}
    for row in table.rows:
        cells = _cells(text[row.start : row.end])
        if len(cells) != 2:
            return {}
        if not _SETTING_KEY.fullmatch(cells[0]):
            continue
        for category in LENT:
            named = doc.near(category, row.start, row.end)
            if not named:
                continue
            if category in out and {m.name for m in out[category]} != {m.name for m in named}:
                out[category] = []  # two setting rows, two names: no one run's
            else:
                out.setdefault(category, named)
    return {category: named for category, named in out.items() if named}


def lend_record(
    extra: dict[str, list[Mention]], doc: _Doc, row: _Span, names: dict[str, list[Mention]]
) -> None:
    """Lend a record's setting names where neither the figure's row nor column names one."""
    for category, named in names.items():
        if not extra.get(category) and not doc.near(category, row.start, row.end):
            extra[category] = named
