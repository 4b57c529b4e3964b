"""Block rewrites for the metamorphic check (``claims_perturb.py``): the same blocks wrapped,
marked or indented as other writers do it. Each leaves the labels as they are (reading rules
§2: a figure's setup comes from its row, item, sentence, paragraph and heading, and none of
these rewrites moves a word out of its scope).

- ``details``: a table or a fenced code block folded into ``<details><summary>...`` as GitHub
  PR bodies and issues fold long benchmark output (the reader of the page expands it).
- ``bold-headings``: a ``###`` heading written as a bold line of its own ("**Results**"), as
  many writers mark a section.
- ``fence-info``: a bare ```` ``` ```` fence given an info string (```` ```text ````,
  ```` ```console ````) as editors and tools write pasted output.
- ``nest-4``: nested list items indented by four spaces instead of two.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from perturb_markup import ITEM, SEP

_FENCE = re.compile(r"^(\s*)(```|~~~)(.*)$")


def _fold(lines: list[str]) -> list[str]:
    return ["<details><summary>Details</summary>", "", *lines, "", "</details>"]


def details(text: str) -> str:
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        s = lines[i]
        fence = _FENCE.match(s)
        if fence and not fence.group(1):  # a top-level fence: fold the whole block
            j = i + 1
            while j < len(lines) and not lines[j].lstrip().startswith(fence.group(2)):
                j += 1
            if j < len(lines):
                out.extend(_fold(lines[i : j + 1]))
                i = j + 1
                continue
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        top = s.lstrip().startswith("|") and not s.startswith(" ")
        if top and s.count("|") >= 2 and SEP.match(nxt):
            j = i + 2
            while j < len(lines) and lines[j].count("|") >= 2 and lines[j].strip():
                j += 1
            # a caption line right above the table stays above the fold, as writers put it
            out.extend(_fold(lines[i:j]))
            i = j
            continue
        out.append(s)
        i += 1
    return "\n".join(out)


_H3 = re.compile(r"^#{3,4} +(\S.*?)\s*#*\s*$")


def bold_headings(text: str) -> str:
    out, fenced = [], False
    for s in text.split("\n"):
        if _FENCE.match(s):
            fenced = not fenced
        m = None if fenced else _H3.match(s)
        out.append(f"**{m.group(1)}**" if m and "*" not in m.group(1) else s)
    return "\n".join(out)


def fence_info(text: str) -> str:
    out, fenced = [], False
    for s in text.split("\n"):
        m = _FENCE.match(s)
        if m:
            if not fenced and not m.group(3).strip() and m.group(2) == "```":
                s = f"{m.group(1)}```text"
            fenced = not fenced
        out.append(s)
    return "\n".join(out)


def nest_4(text: str) -> str:
    out: list[str] = []
    fenced, in_list = False, False
    for s in text.split("\n"):
        if _FENCE.match(s):
            fenced = not fenced
        item = ITEM.match(s)
        if not fenced and item and not item.group(1):
            in_list = True
        elif not fenced and s.strip() and not s.startswith(" "):
            in_list = False
        if not fenced and in_list and item and item.group(1) and set(item.group(1)) == {" "}:
            depth = len(item.group(1))
            if depth % 2 == 0 and depth <= 6:
                s = " " * (depth * 2) + s[depth:]
        out.append(s)
    return "\n".join(out)


BLOCKS: dict[str, Callable[[str], str]] = {
    "details": details,
    "bold-headings": bold_headings,
    "fence-info": fence_info,
    "nest-4": nest_4,
}
