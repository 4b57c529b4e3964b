"""Unit rewrites for the metamorphic check (``claims_perturb.py``): a unit written once for a
whole table or list instead of beside each figure, as writers state it. Each leaves the labels
as they are (reading rules §1: a heading, a table header or a caption line directly above the
figure is its context; §4: a unit may sit only in a table header, or once above the figures).

Realism, judged first: model cards, vendor blogs and PR bodies often say the unit once --
"Decode throughput (tok/s)" over a table of bare numbers, "All figures in ms." under a
table's caption, "Results (tok/s):" over a list of "- vLLM: 45" lines -- rather than in each
column's header or after each figure; spreadsheets exported to Markdown and hand-typed lists
drop the repeated unit the same way. Only the place of the unit changes: the metric words of
each header, the labels of each item and every figure stay as written, and the unit moves to
the line a reader reads as their caption, so the labels (metric, value, setup) stay true. The
words written with a new unit are neutral ("All figures in", "Results"): no metric, phase or
setup that the text did not state comes in with them.

- ``unit-caption``: a pipe table whose figure columns all carry the same rate, time or memory
  unit in brackets ("Decode (tok/s)", "TTFT [ms]", "Peak (GB)") loses the unit from those
  headers ("Decode", "TTFT") and states it once above: appended to the heading or the colon
  lead right above ("## Results (tok/s)", "Decode on H100 (tok/s):"), as a closing sentence
  of the lead-in paragraph right above ("... at batch 1. All figures in tok/s."), or as a
  line of its own when nothing captions the table (the text's start, a list, code or another
  table above it). Only when every other column that holds
  bare figures is the first one (the rows' keys: a batch size, a concurrency), so the one
  unit says what every figure is; a header left without a word of its own ("| (ms) |"), a
  caption that already names a unit, or a table in code is left as written.
- ``unit-lead``: a list (or a block of lines) of at least two items, each "label: figure unit"
  with the same unit ("- RTX 4090: 45 tok/s", "- Load: 12 s"), loses the unit from every item
  ("- RTX 4090: 45") and states it on the lead line above ("Decode speed (tok/s):", "### Results
  (tok/s)", a title line of at most five words "Top speed results (tok/s)"), or on a short lead
  line "Results (tok/s):" written above when a blank line or the text's start is there. Only
  whole lists whose items differ in their labels (the setup words), the figure closing its
  item's clause (a bracketed note may follow); never in code, a pasted log line,
  whitespace-aligned output, a table, or under a line of prose that runs straight into the list
  (that line would no longer be the list's lead).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from perturb_markup import _FENCE, _LOGGED, SEP, _parsed_tables, cells

# the units either rewrite moves: token rates, times, memory
_UNITS = r"tok/s|tokens/s|t/s|tok/sec|tokens/sec|TPS|ms|s|GB|GiB"
# a header's bracketed unit: "Decode (tok/s)", "TTFT[ms]", "Peak mem (GB)"
_BRACKET = re.compile(r"[ ]?(?:\((?P<p>" + _UNITS + r")\)|\[(?P<b>" + _UNITS + r")\])(?=\W*$)")
_BARE = re.compile(r"^(?:\*\*|__)?[~≈]?\d[\d,]*(?:\.\d+)?(?:\*\*|__)?$")
_NOT_RUN = re.compile(r"^(?:|-|—|–|N/?A|n/?a|OOM|x|✗|TBD)$")
_LETTER = re.compile(r"[^\W\d_]")
# a unit already named on a line: such a caption says it itself
_ANY_UNIT = re.compile(
    r"(?<![\w/])(?:" + _UNITS + r"|tokens per second|tok/s|MB|TB/s|GB/s|%)(?![\w/])", re.I
)
_HEADING = re.compile(r"^#{1,6} \S|^\*\*[^*]+\*\*:?$")
# a short title written as a plain line: a capital first, no figure, no sentence's close,
_TITLE = re.compile(r"^[A-Z][^\s\d.!?:;,|]*(?:[ ][^\s\d.!?:;,|]+){0,4}$")  # five words at most
_ITEM_LINE = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)]) ")


def _code_lines(lines: list[str]) -> set[int]:
    out, fenced = set(), False
    for i, s in enumerate(lines):
        opens = bool(_FENCE.match(s))
        if fenced or opens or s.startswith(("    ", "\t")):
            out.add(i)
        fenced = fenced != opens
    return out


def _annotate(line: str, unit: str, sentence: bool) -> str | None:
    """The caption line above with the unit stated on it, or None when it cannot carry it."""
    s = line.rstrip()
    if _ANY_UNIT.search(s) or s.lstrip().startswith(("|", "<", ">", "!")) or "`" in s:
        return None
    tag = f", in {unit}" if s.rstrip(":：*").endswith(")") else f" ({unit})"
    if _HEADING.match(s.lstrip()):
        if s.endswith(":"):
            return s[:-1] + tag + ":"
        return s + tag
    if s.endswith((":", "：")):
        return s[:-1] + tag + s[-1]
    if sentence and s.endswith(".") and not _ITEM_LINE.match(s):
        return s + f" All figures in {unit}."
    if _TITLE.match(s) and not _ITEM_LINE.match(s):
        return s + tag  # a plain title line: "Top Speed Results", "Decode throughput"
    return None


def _hoisted_header(rows: list[list[str]]) -> tuple[str, list[str]] | None:
    """The one unit of the table's figure columns and the header without it, or None."""
    header, body = rows[0], rows[1:]
    found = [_BRACKET.search(c) for c in header]
    units = {m["p"] or m["b"] for m in found if m}
    if len(units) != 1:
        return None
    for k, m in enumerate(found):
        column = [r[k] for r in body]
        if m:
            if not _LETTER.search(header[k][: m.start()]):
                return None  # "| (ms) |": no metric word would be left
            if not all(_BARE.match(c) or _NOT_RUN.match(c) for c in column):
                return None
            if not any(_BARE.match(c) for c in column):
                return None
        elif k > 0 and any(_BARE.match(c) for c in column):
            return None  # another column of bare figures: the one unit would not be its
    new = [c[: m.start()] + c[m.end() :] if m else c for c, m in zip(header, found, strict=True)]
    return units.pop(), new


def unit_caption(text: str) -> str:
    lines = text.split("\n")
    code = _code_lines(lines)
    edits: list[tuple[int, list[str], int, list[str]]] = []  # (at, lines), for the table
    for i in sorted(_parsed_tables(text)):
        nested = lines[i] != lines[i].lstrip() or lines[i].startswith(">")
        if i in code or nested or i + 1 >= len(lines) or not SEP.match(lines[i + 1]):
            continue
        j = i + 2
        while j < len(lines) and lines[j].count("|") >= 2 and lines[j].strip():
            j += 1
        block = lines[i:j]
        rows = [cells(r) for r in [lines[i], *lines[i + 2 : j]]]
        if len(rows) < 2 or any(len(r) != len(rows[0]) for r in rows):
            continue
        if any("\\|" in r or "`" in r for r in block) or len(cells(lines[i + 1])) != len(rows[0]):
            continue
        got = _hoisted_header(rows)
        if got is None:
            continue
        unit, header = got
        outer = lines[i].strip().startswith("|")
        new_header = " | ".join(header)
        new_header = f"| {new_header} |" if outer else new_header
        above = next((k for k in range(i - 1, -1, -1) if lines[k].strip()), None)
        if above is None or (above < i - 1 and _ITEM_LINE.match(lines[above])):
            edits.append((i, [f"All figures in {unit}.", ""], i, [new_header]))
            continue
        if above in code or lines[above].count("|") >= 2:
            if above < i - 1:  # code or another table above: nothing captions this one
                edits.append((i, [f"All figures in {unit}.", ""], i, [new_header]))
            continue
        caption = _annotate(lines[above], unit, sentence=True)
        if caption is None:
            continue
        edits.append((above, [caption], i, [new_header]))
    for above, cap, i, head in reversed(edits):
        lines[i : i + 1] = head
        if above == i:
            lines[i:i] = cap
        else:
            lines[above : above + 1] = cap
    return "\n".join(lines)


# "- RTX 4090: 45 tok/s", "vLLM — 1,250 tok/s (batch 8)", "2. TTFT: 212 ms."
_ITEM = re.compile(
    r"^(?P<mark>(?:[-*+]|\d{1,2}[.)])[ ]+)?(?P<label>[^\s|#>`][^|`]{0,59}?)"
    r"(?P<sep>[ ]?[:：][ ]?|[ ][—–-][ ]|[ ]?=[ ]?)"
    r"(?P<fig>[~≈]?\d[\d,]*(?:\.\d+)?)(?P<unit>[ ]?(?:" + _UNITS + r"))"
    r"(?P<tail>(?:[ ]\([^()]{1,80}\))?[.,;]?)$"
)
_FIGURE_UNIT = r"\d[\d,.]*[ ]?{}(?![\w/])"


def _item(line: str) -> re.Match[str] | None:
    if line != line.lstrip() or _LOGGED.search(line) or re.search(r"\S {2,}\S|\t", line):
        return None  # nested, a program's log line or whitespace-aligned output
    m = _ITEM.match(line.rstrip())
    if not m or not _LETTER.search(m["label"]):
        return None
    again = re.compile(_FIGURE_UNIT.format(re.escape(m["unit"].strip())))
    return None if again.search(m["label"] + m["tail"]) else m  # the unit twice: two figures


def unit_lead(text: str) -> str:
    lines = text.split("\n")
    code = _code_lines(lines)
    out = list(lines)
    inserts: list[tuple[int, str]] = []
    i = 0
    while i < len(lines):
        m = None if i in code else _item(lines[i])
        if m is None:
            i += 1
            continue
        bullet = bool(m["mark"])
        run = [m]
        j = i + 1
        while j < len(lines) and j not in code:
            n = _item(lines[j])
            if n is None or bool(n["mark"]) != bullet:
                break
            run.append(n)
            j += 1
        start, i = i, j
        units = {r["unit"].strip() for r in run}
        labels = {r["label"].strip().lower() for r in run}
        if len(run) < 2 or len(units) != 1 or len(labels) != len(run):
            continue
        if j < len(lines) and lines[j].strip():
            continue  # the list goes on in other lines: not a whole list
        unit = units.pop()
        prev = start - 1
        if prev >= 0 and lines[prev].strip():
            caption = _annotate(lines[prev], unit, sentence=False) if prev not in code else None
            if caption is None or _ITEM_LINE.match(lines[prev]):
                continue  # prose runs straight into the list: it would stop being its lead
            out[prev] = caption
        else:
            above = next((k for k in range(prev, -1, -1) if lines[k].strip()), None)
            caption = None
            if above is not None and above not in code and not _ITEM_LINE.match(lines[above]):
                caption = _annotate(lines[above], unit, sentence=False)
            if above is not None and caption is not None:
                out[above] = caption
            else:
                inserts.append((start, f"Results ({unit}):"))
        for k, r in zip(range(start, j), run, strict=True):
            out[k] = lines[k][: r.start("unit")] + lines[k][r.end("unit") :].rstrip()
    for at, line in reversed(inserts):
        out[at:at] = [line]
    return "\n".join(out)


UNITS: dict[str, Callable[[str], str]] = {
    "unit-caption": unit_caption,
    "unit-lead": unit_lead,
}
