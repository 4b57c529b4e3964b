"""Grid tables drawn with box characters or ``+---+`` rules, rewritten as pipe tables.

Python's tabulate ("fancy_grid", "grid"), aisbench, MySQL and many benchmark tools print
tables like::

    ╒══════╤═════════╕          +------+---------+
    │ TTFT │ 80.1 ms │          | TTFT | 80.1 ms |
    ╘══════╧═════════╛          +------+---------+

Rows of box bars copied without their borders (the middle of such a table) are one too.
Read as prose, a cell far to the right of its row's name loses that name. Rewritten as a
pipe table (the first row is the header, rules go), every cell keeps its row and column
header. One pass over the lines: linear time.
"""

from __future__ import annotations

import re

# a rule line: corners and joints around runs of horizontal strokes
_RULE = re.compile(
    r"[ \t]{0,8}[╒┌╞├└╘╔╠╚╟┏┡┗┣+][═─━=\-╤┬╪┼╧┴╦╬╩╫┳╇╋┻+:]{2,}[╕┐╡┤┘╛╗╣╝╢┓┩┛┫+][ \t]*"
)
_ROW = re.compile(r"[ \t]{0,8}[│┃║|].*[│┃║|][ \t]*")
_BAR = re.compile(r"[│┃║]")
_HINT = re.compile(r"[╒┌╞├└╘╔╠╚╟┏┡┗┣│┃║]|^[ \t]{0,8}\+[-=]{2,}\+", re.MULTILINE)
_DIGIT = re.compile(r"\d")


def _is_rule(line: str) -> bool:
    return bool(_RULE.fullmatch(line))


def _is_row(line: str) -> bool:
    return bool(_ROW.fullmatch(line))


def grid_tables(text: str) -> str:
    """``text`` with every grid table (rules and bar-separated rows) as a pipe table."""
    if not _HINT.search(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    n = len(lines)
    while i < n:
        if not (_is_rule(lines[i]) or _is_row(lines[i])):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < n and (_is_rule(lines[j]) or _is_row(lines[j])):
            j += 1
        out.extend(_rewrite(lines[i:j]))
        i = j
    return "\n".join(out)


def _rewrite(block: list[str]) -> list[str]:
    """A run of rule and row lines as a pipe table, or unchanged when it is not a grid."""
    rows = [line for line in block if _is_row(line)]
    ruled = any(_is_rule(line) for line in block)
    if len(rows) < 2 or not (ruled or all(_BAR.search(line) for line in rows)):
        return block  # "|" rows with no rule are Markdown's own, or prose
    out = [_BAR.sub("|", line.strip()) for line in rows]
    cells = out[0].strip("|").count("|") + 1
    if not ruled and _DIGIT.search(out[0]):
        # rows of box bars copied without the borders and the header row (the middle of a
        # tool's table): each row names its own measure, under a header of empty cells
        out.insert(0, "|" + " |" * cells)
    out.insert(1, "|" + "---|" * cells)  # the first row is the header, as in Markdown
    return ["", *out, ""]
