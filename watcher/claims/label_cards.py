"""Label cards: a key-figure panel whose label stands on the line above its figure.

A documentation or benchmark page's results panel, copied as text, often writes each
field's name on a line of its own and the value on the next, the unit sometimes on a line
between them::

    Results

    Decode tok/s
    2200
    TTFT p50
    ms
    158

or, as a list of fields::

    - TTFT
    - 612 ms
    - VRAM used
    - 23.4 GB

Read line by line, the figure has no metric and the label no figure. The label is the
figure's own unit of scope (reading rules §2: the nearest enclosing unit, like a table row
with its header; §4: a unit may be written apart from its number), so each card is joined
into one line, "Decode tok/s: 2200", "TTFT p50 (ms): 158", which the key-value readers know.

``statcards`` joins the other order (the figure first, its unit caption under it). The two
are told apart by where a run of cards starts and ends: a run here opens a block (a blank
line, a heading-like line or the start of the text above its first label, not a figure
whose caption the label could be) and no unit caption follows its last figure. A run needs
at least two cards in a row, every card a short label and a figure alone on its line, so no
prose, list or stacked table is rejoined by chance (a stacked table's header cells sit right
above its first row, not a blank line). One pass over the lines: linear time.
"""

from __future__ import annotations

import re

from watcher.claims.numbers import _NUM
from watcher.claims.patterns import FENCE, UNIT_ONLY

# a list marker the label and figure lines of a field list share: "- ", "* ", "• "
_MARK = re.compile(r"[ \t]*(?:([-*•·])[ \t]+)?")
# "2200", "~1,700", "612 ms", "23.4 GB", "1,000+": the rest of the line is one figure
_FIGURE = re.compile(rf"[~≈]?[ \t]?{_NUM}\+?")
_LETTER = re.compile(r"[^\W\d_]")
MAX_LABEL = 40
MAX_FIGURE = 24
MIN_CARDS = 2


def _split(line: str) -> tuple[str, str]:
    """The line's list marker ("" when none) and its text."""
    m = _MARK.match(line)
    assert m is not None  # the pattern matches the empty string
    return m.group(1) or "", line[m.end() :].strip()


def _is_figure(body: str) -> bool:
    """True when ``body`` is one number, with at most a unit after it."""
    if not body or len(body) > MAX_FIGURE:
        return False
    m = _FIGURE.match(body)
    if m is None:
        return False
    rest = body[m.end() :].strip()
    return not rest or UNIT_ONLY.fullmatch(rest) is not None


def _is_unit(body: str) -> bool:
    """True when ``body`` is a unit alone ("ms", "GB", "tok/s")."""
    return UNIT_ONLY.fullmatch(body) is not None


def _is_label(body: str) -> bool:
    """True when ``body`` can name a field: short words, no figure, no table cell. A
    snake_case name ("short_1_haiku") is a run's or a file's name, a chart's bar whose
    figure takes its meaning from the chart's title, not a field naming what it measures."""
    return (
        0 < len(body) <= MAX_LABEL
        and "|" not in body
        and "_" not in body
        and _LETTER.match(body) is not None
        and not _is_figure(body)
    )


def _card(lines: list[str], i: int) -> tuple[int, str] | None:
    """The card that opens at line ``i`` (label, an optional unit line, a figure, all with
    one list marker) as its line count and its joined text, or None."""
    mark, label = _split(lines[i])
    if not _is_label(label):
        return None
    unit = ""
    j = i + 1
    if j < len(lines):
        m2, body = _split(lines[j])
        if m2 == mark and _is_unit(body) and j + 1 < len(lines):
            unit, j = body, j + 1
    if j >= len(lines):
        return None
    m3, figure = _split(lines[j])
    if m3 != mark or not _is_figure(figure):
        return None
    head = f"{mark} " if mark else ""
    named = f"{label} ({unit})" if unit else label
    return j - i + 1, f"{head}{named}: {figure}"


def _opens_block(lines: list[str], i: int, mark: str) -> bool:
    """True when nothing above line ``i`` could make it a caption or a table's row: the
    text starts there, a blank line is above it, or (a field list) a line that is no item
    of the same list; never a figure line."""
    if i == 0:
        return True
    m, above = _split(lines[i - 1])
    if not above:
        return True
    if _is_figure(above):
        return False
    return bool(mark) and m != mark


def _caption_follows(lines: list[str], j: int) -> bool:
    """True when the line after the run's last figure (line ``j``) opens with a unit: the
    figure's caption, so the panel is written figure first."""
    if j + 1 >= len(lines):
        return False
    _, below = _split(lines[j + 1])
    m = UNIT_ONLY.match(below)
    return m is not None


def join_label_cards(text: str) -> str:
    """``text`` with each run of label-above-figure cards joined one card per line."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    fenced = False
    i = 0
    changed = False
    while i < len(lines):
        if FENCE.match(lines[i]):
            fenced = not fenced
        if fenced or (card := _card(lines, i)) is None:
            out.append(lines[i])
            i += 1
            continue
        mark = _split(lines[i])[0]
        run: list[str] = []
        j = i
        while card is not None and _split(lines[j])[0] == mark:
            run.append(card[1])
            j += card[0]
            card = _card(lines, j) if j < len(lines) else None
        if (
            len(run) >= MIN_CARDS
            and _opens_block(lines, i, mark)
            and not _caption_follows(lines, j - 1)
        ):
            out.extend(run)
            changed = True
        else:
            out.extend(lines[i:j])
        i = j
    return "\n".join(out) if changed else text
