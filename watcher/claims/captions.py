"""Bare ``label: number`` lines that take their unit from a caption line above.

PR bodies, hand-written lists and tool output often state the unit once::

    Output tokens/s on H100 BS1

    vanilla: 133

    EAGLE 1 (yuhuili/EAGLE-LLaMA3.1-Instruct-8B):
    * K=2: 201.69, speedup: 1.51x

    -- Request Latency Breakdown (ms) ------
    [Latency] P50    : 54486.1063

One rule set:

- a **value line** holds only a label and a bare number, the number ending its clause (its
  other figures may follow with their own units, after a comma);
- its **caption** is the nearest line above that is neither blank, nor a value line, nor a
  group line ("EAGLE 1 (...):"): a line of at most ``MAX_CAPTION`` characters naming a
  token-rate, per-token or time unit with no number of its own before it. Any other line
  ends the search, so a unit stated further up never reaches a list below other prose;
- the value takes the caption's unit, the caption's words say what is measured, and the
  load the caption states ("BS1", "batch size 4") is the value's concurrency;
- a label naming a setting or a count ("Batch size: 8"), its own unit or a speedup gives no
  figure of the caption's unit. Memory and multiples stay with their own units (a "(GB)"
  caption above a list of capacities is no claim).

Each line looks back at most ``LOOK_BACK`` lines, so the work stays linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.closing_units import closing_unit
from watcher.claims.document import _Doc, _Figure, _Span
from watcher.claims.metric import _keyed_figure
from watcher.claims.numbers import _num
from watcher.claims.patterns import (
    _STAT,
    MAX_FIGURES,
    UNIT_ANYWHERE,
)
from watcher.claims.setup_patterns import _CONCURRENCY_N, _CONCURRENCY_ONE, load_of

_NOTE = r"(?:[ \t]{1,3}\([^()\n]{1,60}\))?"
_CHAIN_NUMBER = r"\d{1,12}(?:\.\d{1,20})?"
# a whole line of one label and one bare number: "- vLLM: 182", "[Latency] P50 : 5448.1",
# "* 2 heads: 104.25";
# "* K=2: 201.69, speedup: 1.51x": a labelled run, then its other figures with their units
BARE_LINE = re.compile(
    r"[ \t]{0,8}(?:[-*•+][ \t]{1,3})?"
    r"(?P<key>(?:[^\W\d]|\[[A-Za-z]|\d{1,3}[ \t]?[^\W\d])"
    r"(?:[^:=\n]{0,47}?|[^:=\n]{0,8}=[ \t]?\w{1,8}))"
    # "- llama.cpp — 45": a dash parts the label from its number as a colon does
    r"(?:[ \t]{0,12}[:=][ \t]{0,6}|[ \t]{1,3}[—–-][ \t]{1,3})"
    # the number as displayed: "4,000", "4 000", "66,86" (a decimal comma), "95.2"
    r"(?P<lo>\d{1,3}(?:,\d{3})+(?:\.\d{1,12})?|\d{1,3}(?:[ ]\d{3})+|\d{1,6},\d{1,2}"
    r"|\d{1,12}(?:\.\d{1,20})?)"
    # "KTransformers: 54.21 (32 cores) → 74.36 (2×32 cores)": a note on the run in brackets,
    # and a chain of later runs, each a figure of the same unit
    rf"{_NOTE}(?P<chain>(?:[ \t]{{0,3}}(?:→|->)[ \t]{{0,3}}{_CHAIN_NUMBER}{_NOTE}){{0,6}})"
    r"[ \t]{0,4}(?:,[ \t]{1,3}[^\n]{1,120})?"
)
_CHAIN_STEP = re.compile(rf"(?:→|->)[ \t]{{0,3}}(?P<n>{_CHAIN_NUMBER})")
# "EAGLE 1 (yuhuili/EAGLE-LLaMA3.1-Instruct-8B):" over a group of value lines: a group's
# name, not the caption; the caption with the unit may lie above it
_GROUP_LINE = re.compile(r"[^\n]{1,120}:[ \t]{0,3}")
# labels that name a setting or a count, never a measurement of the caption's unit
SETTING_KEY = re.compile(
    r"(?<![a-z])(?:batch|bs|context|ctx|concurren|parallel|requests?|prompts?|len(?:gth)?|size"
    r"|seed|steps?|runs?|temperature|top[ _\-]?[kp]|threads?|tokens?|n[ _]?(?:gpu|predict)"
    r"|gpus?|tp|pp|max|num|count|version|port)(?![a-z])",
    re.IGNORECASE,
)
_SPEEDUP = re.compile(r"speed[ \t\-]?up", re.IGNORECASE)
_NUMBER_BEFORE = re.compile(r"\d[ \t]{0,2}$")
LOOK_BACK = 24
"""How many lines above a value line its caption may lie (blank and value lines included)."""
MAX_CAPTION = 120


def caption_unit(text: str, line_start: int) -> tuple[str, dict[str, str | None]] | None:
    """The caption line above ``line_start`` and its unit's groups, or None."""
    end = line_start - 1
    for _ in range(LOOK_BACK):
        if end < 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        end = start - 1
        if not line.strip() or BARE_LINE.fullmatch(line):
            continue
        # "... on the 27B model with a small (2048 tok) context window (tok/s):": a lead
        # sentence of any length states the unit when the unit closes it (``closing_units``)
        closing = closing_unit(line)
        if closing is not None:
            groups = closing.groupdict()
            if groups.get("toks") or groups.get("tpot") or groups.get("time"):
                return line, groups
            return None
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


def _stated_load(caption: str) -> dict[str, int]:
    """The concurrency a caption states ("on H100 BS1", "batch size 4"), if any."""
    if _CONCURRENCY_ONE.search(caption):
        return {"concurrency": 1}
    n = _CONCURRENCY_N.search(caption)
    value = load_of(n) if n else None
    return {"concurrency": value} if value is not None else {}


def captioned_figures(text: str, chunk: str, seg: _Span, doc: _Doc) -> list[_Figure]:
    """Figures of the value lines of ``chunk`` under a caption with a unit."""
    out: list[_Figure] = []
    offset = 0
    for line in chunk.split("\n"):
        base = offset
        offset += len(line) + 1
        m = BARE_LINE.fullmatch(line)
        if m is None or len(out) >= MAX_FIGURES:
            continue
        key = " ".join(m.group("key").split())
        if "=" not in key and SETTING_KEY.search(key):
            continue  # "Batch size: 8" is a setting; "bs=8: 412" is the figure of that run
        if _SPEEDUP.search(key):
            continue  # a ratio, not a figure of the caption's unit
        line_start = seg.start + base
        line_end = line_start + len(line)
        if (line_start and text[line_start - 1] != "\n") or text[line_end : line_end + 1] not in (
            "",
            "\n",
        ):
            continue  # only whole lines: the chunk may begin or end inside one
        caption = caption_unit(text, line_start)
        if caption is None:
            continue
        caption_text, groups = caption
        words = f"{' '.join(caption_text.split())} {key}"
        spans = [(m.start("lo"), m.end("lo"))]
        spans += [
            (m.start("chain") + c.start("n"), m.start("chain") + c.end("n"))
            for c in _CHAIN_STEP.finditer(m.group("chain"))
        ]
        stat = _STAT.search(key)
        for lo, hi in spans:
            fig = _keyed_figure(
                groups,
                text,
                seg.start + base + lo,
                seg.start + base + hi,
                seg,
                doc,
                value=_num(line[lo:hi]),
                words=words,
                # the label names the metric before the caption does: "TTFT: 85" under
                # "Latency (ms)" is a time to first token
                anchor=len(words),
                stat=stat.group(1) if stat else None,
            )
            if fig is not None:
                fig.setup = _stated_load(caption_text)
                out.append(fig)
    return out
