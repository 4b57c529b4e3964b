"""An app's runtime named alone in a table cell, on a page of the app's runs, is the app's.

LABELLING: LM Studio running its MLX engine is ``lm-studio``. A page that says it ran its
models "using LM Studio" and lists each model's runtime in a column ("| qwen 2.5 | MLX | 4 |")
names the app's backend in those cells, not a second engine (reading rules §3: apps over
their backends). Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.names import Mention

_CELL_BEFORE = re.compile(r"\|[ \t]{0,3}$")
_CELL_AFTER = re.compile(r"[ \t]{0,3}\|")
_USED_BEFORE = re.compile(r"(?<![a-z])(?:using|with|in|via|through)[ \t]{1,2}$", re.IGNORECASE)


def cell_backends(
    engines: list[Mention], text: str, runs_on: dict[str, frozenset[str]]
) -> set[int]:
    """ "| qwen 2.5 | MLX | 4 |" rows under "Apple M4 Max ... using LM Studio": the runtime
    the app loaded each model on, alone in a cell of a page whose one app, said to be used
    and named in no cell, ran the rows (LABELLING: LM Studio running its MLX engine is
    lm-studio). A table whose cells name the app itself compares it with the others."""
    cells = [
        m
        for m in engines
        if _CELL_BEFORE.search(text, max(0, m.start - 4), m.start)
        and _CELL_AFTER.match(text, m.end)
    ]
    if not cells or any(m.name in runs_on for m in cells):
        return set()
    used = {
        m.name
        for m in engines
        if m.name in runs_on and _USED_BEFORE.search(text, max(0, m.start - 12), m.start)
    }
    if len(used) != 1 or any(m.name in runs_on and m.name not in used for m in engines):
        return set()
    (app,) = used
    return {m.start for m in cells if m.name in runs_on[app]}
