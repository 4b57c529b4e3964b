"""Figures of unit-less ``key: number`` lines that take their unit from a caption line above.

Tool output and hand-written lists often state the unit once::

    Output tokens/s on H100 BS1
    - vLLM: 182
    - SGLang: 195

    -- Request Latency Breakdown (ms) ------
    [Latency] P50    : 54486.1063

Each line holding only a key and a bare number reads the unit (and the words that say what is
measured) from the nearest line above that is not such a line itself: the caption. The
caption must name a throughput, per-token or time unit without a number of its own before
it; memory and multiples stay with their own units (a "(GB)" caption above a list of
capacities is no claim). Each line looks back a bounded number of lines, so the work stays
linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _keyed_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import _STAT, MAX_FIGURES, UNIT_ANYWHERE

# a whole line of one key and one bare number: "- vLLM: 182", "[Latency] P50 : 5448.1"
# "* K=2: 201.69, speedup: 1.51x": a labelled run, then its other figures with their units
_BARE_LINE = re.compile(
    r"[ \t]{0,8}(?:[-*•+][ \t]{1,3})?"
    r"(?P<key>(?:[^\W\d]|\[[A-Za-z])(?:[^:=\n]{0,47}?|[^:=\n]{0,8}=[ \t]?\w{1,8}))"
    r"[ \t]{0,12}[:=][ \t]{0,6}"
    r"(?P<lo>\d{1,12}(?:\.\d{1,20})?)[ \t]{0,4}(?:,[ \t]{1,3}[^\n]{1,120})?"
)
# "EAGLE 1 (yuhuili/EAGLE-LLaMA3.1-Instruct-8B):" over a group of bare lines: a group's
# name, not the caption; the caption with the unit may lie above it
_GROUP_LINE = re.compile(r"[^\n]{1,120}:[ \t]{0,3}")
# keys that name a setting or a count, never a measurement of the caption's unit
SETTING_KEY = re.compile(
    r"(?<![a-z])(?:batch|bs|context|ctx|concurren|parallel|requests?|prompts?|len(?:gth)?|size"
    r"|seed|steps?|runs?|temperature|top[ _\-]?[kp]|threads?|tokens?|n[ _]?(?:gpu|predict)"
    r"|gpus?|tp|pp|max|num|count|version|port)(?![a-z])",
    re.IGNORECASE,
)
_NUMBER_BEFORE = re.compile(r"\d[ \t]{0,2}$")
LOOK_BACK = 24
"""How many lines above a bare line the caption may lie (blank and bare lines included)."""
MAX_CAPTION = 120


def _caption_unit(text: str, line_start: int) -> tuple[str, dict[str, str | None]] | None:
    """The caption line above ``line_start`` and its unit's groups, or None."""
    end = line_start - 1
    for _ in range(LOOK_BACK):
        if end < 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        end = start - 1
        if not line.strip() or _BARE_LINE.fullmatch(line):
            continue
        if len(line) > MAX_CAPTION:
            return None
        unit = UNIT_ANYWHERE.search(line)
        if unit is None and _GROUP_LINE.fullmatch(line):
            continue
        if unit is None or _NUMBER_BEFORE.search(line[: unit.start()]):
            return None
        groups = unit.groupdict()
        if not (groups.get("toks") or groups.get("tpot") or groups.get("time")):
            return None
        return line, groups
    return None


def captioned_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of the bare ``key: number`` lines of ``chunk`` under a caption with a unit."""
    out: list[_Figure] = []
    offset = 0
    for line in chunk.split("\n"):
        base = offset
        offset += len(line) + 1
        m = _BARE_LINE.fullmatch(line)
        if m is None or len(out) >= MAX_FIGURES:
            continue
        key = " ".join(m.group("key").split())
        if "=" not in key and SETTING_KEY.search(key):
            continue  # "Batch size: 8" is a setting; "bs=8: 412" is the figure of that run
        line_start = seg.start + base
        line_end = line_start + len(line)
        if (line_start and text[line_start - 1] != "\n") or text[line_end : line_end + 1] not in (
            "",
            "\n",
        ):
            continue  # only whole lines: the chunk may begin or end inside one
        caption = _caption_unit(text, line_start)
        if caption is None:
            continue
        caption_text, groups = caption
        words = f"{' '.join(caption_text.split())} {key}"
        start, end = seg.start + base + m.start("lo"), seg.start + base + m.end("lo")
        stat = _STAT.search(key)
        fig = _keyed_figure(
            groups,
            text,
            start,
            end,
            seg,
            doc,
            value=_num(m.group("lo")),
            words=words,
            anchor=0,
            stat=stat.group(1) if stat else None,
        )
        if fig is not None:
            out.append(fig)
    return out
