"""A table row's setup from the rows around it: a blank label cell, a baseline row.

Reading rules §2: the table row (with its headers) is a figure's nearest unit. A row whose
first cell is blank continues the row above it (a merged cell flattened to text), so it keeps
that row's label; a row labelled "baseline" or "vanilla" beside rows naming a drafting method
is the plain model's, as such columns are.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.headers import _cell_offsets
from watcher.claims.names import Mention
from watcher.claims.setup_patterns import _CONCURRENCY_N, _CONCURRENCY_ONE, load_of
from watcher.claims.units import _cells, _Table

_CARRIED = ("engine", "hardware", "precision", "mode")
# "Baseline (tok/s)": the unit a turned-round table names in its rows' labels, as a column's
# header names it, is no part of which run the row is
_PLAIN_ROW = re.compile(
    r"[\W_]{0,3}(?:baseline|vanilla)(?:[ \t]\((?:ar|autoregressive|no[ \t\-]spec\w*)\))?"
    r"(?:[ \t]{0,2}[(（](?:tok(?:en)?s?|t)[ \t]?/[ \t]?s(?:ec)?[)）])?[\W_]{0,3}",
    re.IGNORECASE,
)


def _label_span(text: str, row: _Span) -> tuple[str, _Span] | None:
    """A row's first cell and its span (None for a row without two cells)."""
    line = text[row.start : row.end]
    cells = _cells(line)
    offsets = _cell_offsets(line, row.start)
    if len(cells) < 2 or len(offsets) < 2:
        return None
    return cells[0], _Span(offsets[0], offsets[1])


def carried_labels(text: str, table: _Table) -> dict[int, _Span]:
    """Row index -> the label cell of the row above that a row's blank first cell continues."""
    out: dict[int, _Span] = {}
    last: _Span | None = None
    for k, row in enumerate(table.rows):
        label = _label_span(text, row)
        if label is None:
            last = None
            continue
        cell, span = label
        if cell.strip(" *_`"):
            last = span
        elif last is not None:
            out[k] = last
    return out


def continued_label(cells: list[str], carried: _Span | None, text: str) -> str:
    """A row's label: its first cell, or the label of the row it continues when that is blank.

    text-generation-benchmark prints "| Prefill | 1 | ... |" then "|  | 8 | ... |": the
    second row is still the prefill step's, so its figures take that row's metric words.
    """
    own = cells[0] if cells else ""
    if carried is None or own.strip(" *_`"):
        return own
    return text[carried.start : carried.end].strip(" |\t*_`")


def carry_label(
    extra: dict[str, list[Mention]], doc: _Doc, row: _Span, label: _Span | None
) -> None:
    """Names the continued row's label gives, where neither the row nor its column names one."""
    if label is None:
        return
    for category in _CARRIED:
        if extra.get(category) or doc.near(category, row.start, row.end):
            continue
        named = doc.near(category, label.start, label.end)
        if named:
            extra[category] = named


def plain_rows(text: str, table: _Table, doc: _Doc) -> set[int]:
    """Rows labelled only "baseline" / "vanilla" in a table whose other rows name a method."""
    plain: set[int] = set()
    methods = False
    for k, row in enumerate(table.rows):
        label = _label_span(text, row)
        if label is None:
            continue
        span = label[1]
        named = {m.name for m in doc.near("mode", span.start, span.end)}
        if _PLAIN_ROW.fullmatch(_without_engines(text, span, doc)) and not named:
            plain.add(k)
        elif named - {"ar"}:
            methods = True
    return (
        (plain if methods else set())
        | _no_draft_rows(text, table)
        | _bare_model_rows(text, table, doc)
    )


# what joins a method to a model's name in a row label: "Qwen3-8B + EAGLE3", "Qwen3-8B-MTP",
# "Qwen3-8B w/ Medusa", "Qwen3-8B (EAGLE-3)"
_JOINS_METHOD = re.compile(r"[ \t]{0,2}(?:\+|-|_|w/|with|\(|/)[ \t]{0,2}", re.IGNORECASE)


def _bare_model_rows(text: str, table: _Table, doc: _Doc) -> set[int]:
    """Rows labelled with a model's name alone beside a row of the same name joined to a
    method ("| Qwen3-8B |" over "| Qwen3-8B + EAGLE3 |"): the same model without the method,
    plain decoding (reading rules §2; LABELLING: the plain-model rows beside -eagle3 rows)."""
    labels: list[tuple[int, str, bool]] = []
    for k, row in enumerate(table.rows):
        label = _label_span(text, row)
        if label is None:
            continue
        span = label[1]
        words = label[0].strip(" \t*_`")
        method = any(m.name != "ar" for m in doc.near("mode", span.start, span.end))
        labels.append((k, words, method))
    bare = {words.lower(): k for k, words, method in labels if words and not method}
    out: set[int] = set()
    for _, words, method in labels:
        if not method:
            continue
        for name, k in bare.items():
            low = words.lower()
            if low.startswith(name) and _JOINS_METHOD.match(low, len(name)):
                out.add(k)
    return out


# a count of drafted tokens: "mtp_k", "num_speculative_tokens", "draft depth", "spec n"
_DRAFT_COUNT = re.compile(
    r"(?<![a-z])(?:k|n|num|tokens|steps|depth|len|length|n[_\-]?max)(?![a-z])", re.IGNORECASE
)
# the drafting method the count is of (a setting's name is often snake_case, unlike prose)
_DRAFTING = re.compile(
    r"(?<![a-z])(?:mtp|nextn|spec\w*|draft\w*|eagle\d?|medusa|n-?gram|lookahead)(?![a-z])",
    re.IGNORECASE,
)
_SMALL_COUNT = re.compile(r"[ \t`*]*\d{1,2}[ \t`*]*")


def _no_draft_rows(text: str, table: _Table) -> set[int]:
    """Rows whose method drafts no tokens: "| mtp_k | tok/s |" over "| 0 | 89.2 |" is plain
    decoding, as "MTP0" is (reading rules §2: a method switched off is autoregressive)."""
    rows = [_cells(text[r.start : r.end]) for r in table.rows]
    out: set[int] = set()
    for i, head in enumerate(table.header_cells):
        words = head.replace("_", " ")
        if not _DRAFT_COUNT.search(words) or not _DRAFTING.search(words):
            continue
        if not all(i < len(r) and _SMALL_COUNT.fullmatch(r[i]) for r in rows):
            continue  # a column of figures, not of a setting
        out |= {k for k, r in enumerate(rows) if r[i].strip(" \t`*") == "0"}
    return out


def _without_engines(text: str, span: _Span, doc: _Doc) -> str:
    """A label cell's words without the engines it names: "SGLang baseline" is the engine's
    plain run, labelled as "baseline" alone is (the engine is the row's setup, not a method)."""
    out, at = [], span.start
    for m in doc.near("engine", span.start, span.end):
        out.append(text[at : m.start])
        at = max(at, m.end)
    out.append(text[at : span.end])
    return "".join(out).strip(" \t|*_`")


def header_loads(table: _Table) -> tuple[int | None, dict[int, int]]:
    """The load a header states: in its corner cell for every column ("| Model (batch 1) |"),
    in one column's cell for that column only ("| Decode tok/s (bs=1) | Peak VRAM (GB) |")."""
    corner: int | None = None
    cols: dict[int, int] = {}
    for i, cell in enumerate(table.header_cells):
        n = _load_in(cell)
        if n is None:
            continue
        if i == 0:
            corner = n
        else:
            cols[i] = n
    return corner, cols


def _load_in(cell: str) -> int | None:
    """One load stated in a header cell, or None."""
    if _CONCURRENCY_ONE.search(cell):
        return 1
    m = _CONCURRENCY_N.search(cell)
    if m is None:
        return None
    return load_of(m)


def share_row_load(row_figures: list[tuple[_Figure, _Local]]) -> None:
    """A multiple in a row is of the row's run: in "| GGUF | 824.7 tok/s | 2.83x |" under an
    "M=16" column, the 2.83x was measured at M=16 too (one load among the row's figures)."""
    loads = {
        local.setup["concurrency"]
        for fig, local in row_figures
        if fig.kind != "speedup" and "concurrency" in local.setup
    }
    if len(loads) != 1:
        return
    load = loads.pop()
    for fig, local in row_figures:
        if fig.kind == "speedup" and "concurrency" not in local.setup:
            local.setup = {**local.setup, "concurrency": load}


def corner_setup(
    extra: dict[str, list[Mention]], doc: _Doc, row: _Span, offsets: list[int], table: _Table
) -> None:
    """The header's corner cell names what every row shares: in "| Qwen3 8B Q4_K_M | pp512 |",
    Q4_K_M is each row's precision unless the row or the figure's column names its own."""
    end = offsets[1] if len(offsets) > 1 else table.header.end
    for category in ("hardware", "precision"):
        if extra.get(category) or doc.near(category, row.start, row.end):
            continue
        corner = doc.near(category, offsets[0], end)
        if len({m.name for m in corner}) == 1:
            extra[category] = corner


def rows_name_methods(text: str, table: _Table, doc: _Doc) -> bool:
    """True when the rows' label cells name two or more decoding modes ("| Vanilla | ...",
    "| Spec decode | ...", "| EAGLE-3 | ..."): the table sets methods against each other row
    by row, so a row naming none (another technique) takes no method from around the table
    (reading rules §2: the table row is the figure's nearest unit)."""
    named: set[str] = set()
    for row in table.rows:
        label = _label_span(text, row)
        if label is not None:
            named |= {m.name for m in doc.near("mode", label[1].start, label[1].end)}
    return len(named) >= 2
