"""Whether a table's other rows name their engines (or precisions), so that a row naming none
has none.

"| Vanilla MLX 3B | 47.0 |" over "| Eagle-3 (Qwen3-1.7B) | 54.5 |": when rows name the engine
each ran on, a row that names none states no engine, and the page's engine is not its
(reading rules §2: the table row decides first). So with precisions: "| HF + static batch |"
over "| vLLM + INT4 |" is no INT4 run, nor is a page title's "GPTQ" the precision of an
"| EXL2 4.0 bpw |" row under "| GPTQ |" rows.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local, _Span
from watcher.claims.names import Mention


def other_rows_name(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when another body row of the figure's table names an engine."""
    header = local.header
    if header is None:
        return False
    end = _table_end_of(header, doc)
    row = local.segment
    return any(
        not (row.start <= m.start < row.end) and not doc.is_baseline(m)
        for m in doc.near("engine", header.end, end)
    )


def another_rows_own(found: Mention, local: _Local, doc: _Doc) -> bool:
    """True when ``found``, a name from outside the figure's table, is the one another body
    row of the table names as its own: the text around the table describes that row's run
    ("INT4 cuts TTFT" above "| vLLM + INT4 | 200 ms |"), not this row's, which names none."""
    header = local.header
    if header is None:
        return False
    end = _table_end_of(header, doc)
    if header.start <= found.start < end:
        return False  # a group's label row or the header: the table's own
    row = local.segment
    return any(
        m.name == found.name and not (row.start <= m.start < row.end)
        for m in doc.near(found.category, header.end, end)
    )


def _table_end_of(header: _Span, doc: _Doc) -> int:
    """Where the pipe table under ``header`` ends, found once per table: every figure of the
    table asks."""
    key = (_table_end, "table", header.start)
    known = doc.flags.get(key)
    if isinstance(known, int):
        return known
    end = _table_end(doc.text, header.end)
    doc.flags[key] = end
    return end


def _table_end(text: str, at: int) -> int:
    """Where the pipe table whose header ends at ``at`` ends: its last line starting "|"."""
    end = at
    while True:
        start = end + 1
        if start >= len(text) or not text.startswith("|", start):
            return end
        nl = text.find("\n", start)
        end = len(text) if nl < 0 else nl


# a project's name as written: one word with a capital inside ("mindIE", "FlexServe") or a
# joined or numbered part ("chatglm.cpp", "fast-llm", "ctranslate2"); a plain word ("Ours",
# "main", "baseline") or a version ("v0.6") labels the writer's own runs, not another project
_PROJECT = re.compile(
    r"(?!v\d)[A-Za-z](?=[\w.+\-]*(?:[a-z][A-Z]|[A-Z]{2}|[A-Za-z][.\-_+]?\d|[A-Za-z][.\-_+][A-Za-z]))"
    r"[\w.+\-]{1,30}"
)


def another_projects_row(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the figure's table labels its rows by engine ("| vllm | ... |") and the
    figure's row is labelled with a project's name that is no engine of the vocabulary
    ("| mindIE | ... |"): that row ran on another project, and the engine its repository
    implies is not its (reading rules §1: context does not imply an engine when the text
    names another)."""
    header = local.header
    if header is None:
        return False
    own = _first_cell(doc, fig.start)
    if own is None or fig.start < own[1] or not _PROJECT.fullmatch(own[2].strip("* \t")):
        return False
    if doc.lex.find("engine", own[2]):
        return False
    end = _table_end_of(header, doc)
    for m in doc.near("engine", header.end, end):
        cell = _first_cell(doc, m.start)
        if cell is not None and cell[0] <= m.start < cell[1] and cell[0] != own[0]:
            return True
    return False


def _first_cell(doc: _Doc, at: int) -> tuple[int, int, str] | None:
    """The first cell of the pipe-table line holding ``at``: its start, end and text, as
    written (unlike ``engine_parts``, which strips a row before it splits it, this keeps the
    cell's place: a line indented before its pipe starts its first cell at the indent)."""
    text = doc.text
    line = doc.lines.at(at)
    start = line.start + 1 if text.startswith("|", line.start) else line.start
    end = text.find("|", start, line.end)
    if end < 0:
        return None
    return start, end, text[start:end]
