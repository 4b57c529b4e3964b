"""The ``unit-last`` rewrite for the metamorphic check (``claims_perturb.py``): a series of
figures in one sentence that repeats its unit after every figure keeps it only on the last.

Realism, judged first: writers drop a repeated unit and let the last figure of a series carry
it, each figure keeping its own setup beside it -- "38 t/s with Q8_0 and 52 t/s with Q4_K_M"
is written "38 with Q8_0 and 52 t/s with Q4_K_M", "1250 tok/s (c=16), 1410 tok/s (c=32) and
1500 tok/s (c=64)" as "1250 (c=16), 1410 (c=32) and 1500 tok/s (c=64)". Reading rules §4: a
unit may be stated once for several figures; §2: each figure keeps its own setup, which stays
written where it was. Only the unit goes; the numbers, the words and the labels stay.

Applied only where it keeps the labels true and the series plain to a human reader:

- two or more figures in one sentence of prose (no table row, code or pasted log), each
  written "number unit" with the *same* spelling of a token rate or a time ("tok/s", "t/s",
  "tokens/s", "tok/sec", "tokens/sec", "TPS", "ms"), the unit ending there (no "tok/s/GPU");
- each pair joined within ``_GAP`` characters by a comma, a semicolon, "and", "vs", "to" or an
  arrow, with no other number standing alone between them (digits inside a name stay:
  "RTX 3090"), and no word there that makes one a rate of another kind ("per user",
  "total", "aggregate", "prefill", "TTFT", ...);
- the figures within a factor of five of each other, and every one labelled in the snippet
  with the one metric they share (a figure the labels leave out, or two metrics, is skipped).
"""

from __future__ import annotations

import copy
import re
from typing import Any

_FENCE = re.compile(r"^\s*(```|~~~)")
_UNIT = r"tok/s|t/s|tokens/s|tok/sec|tokens/sec|TPS|ms"
_FIGURE = re.compile(
    r"(?<![\w.,/])(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?) (?P<u>" + _UNIT + r")(?![\w/])"
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")
_JOIN = re.compile(r",|;|→|->|(?<![\w])(?:and|vs\.?|versus|to)(?![\w])")
_GAP = 60
# "2.2 t/s to 4 t/s" without "from" would read as a range once the unit goes
_TO = re.compile(r"to", re.IGNORECASE)
_FROM = re.compile(r"(?<![a-z])from[ \t~≈]{1,3}\Z", re.IGNORECASE)
# a number standing alone in the gap: not glued to letters or inside a name ("RTX 3090")
_LONE = re.compile(r"(?<![\w.,/=-])(?<![A-Z][ ])\d+(?:[.,]\d+)?(?![\w%])")
_OTHER = re.compile(
    r"(?<![a-z])(?:per|total|aggregate|overall|system|prefill|prompt|ttft|tpot|latency|itl"
    r"|batch|users?|requests?|from|by|of|more|less|faster|slower|than|x)(?![a-z])",
    re.IGNORECASE,
)


def _values(snip: dict[str, Any]) -> dict[float, set[str]]:
    out: dict[float, set[str]] = {}
    for c in snip.get("claims") or []:
        if isinstance(c.get("value"), (int, float)):
            out.setdefault(float(c["value"]), set()).add(str(c.get("metric")))
    return out


def _runs(line: str) -> list[list[re.Match[str]]]:
    """The series in ``line``: runs of figures with one unit spelling joined as allowed."""
    runs: list[list[re.Match[str]]] = []
    cur: list[re.Match[str]] = []
    for m in _FIGURE.finditer(line):
        if cur:
            prev = cur[-1]
            gap = line[prev.end() : m.start()]
            joined = (
                m.group("u") == prev.group("u")
                and len(gap) <= _GAP
                and _JOIN.search(gap)
                and not _SENTENCE_END.search(gap)
                and not _LONE.search(gap)
                and not _OTHER.search(gap)
                and gap.count("(") == gap.count(")")
                and (not _TO.fullmatch(gap.strip()) or _FROM.search(line, 0, prev.start()))
            )
            if not joined:
                runs.append(cur)
                cur = []
        cur.append(m)
    runs.append(cur)
    return [r for r in runs if len(r) >= 2]


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def unit_last(snip: dict[str, Any]) -> dict[str, Any] | None:
    """The snippet with every plain series' unit kept on its last figure only, or None."""
    labelled = _values(snip)
    out, fenced, changed = [], False, False
    for line in snip["text"].split("\n"):
        fenced = fenced != bool(_FENCE.match(line))
        if fenced or _FENCE.match(line) or "|" in line or line.startswith(("    ", "\t")):
            out.append(line)
            continue
        drops: list[re.Match[str]] = []
        for run in _runs(line):
            values = [_num(m.group("n")) for m in run]
            if min(values) <= 0 or max(values) > 5 * min(values):
                continue
            metrics = [labelled.get(v, set()) for v in values]
            if any(len(ms) != 1 for ms in metrics) or len(set.union(*metrics)) != 1:
                continue
            if any(_OTHER.search(line, m.end(), m.end() + 12) for m in run[:-1]):
                continue  # "45 tok/s per user": the words after the unit say what it counts
            drops.extend(run[:-1])
        for m in sorted(drops, key=lambda m: m.start(), reverse=True):
            line = line[: m.end("n")] + line[m.end("u") :]
            changed = True
        out.append(line)
    if not changed:
        return None
    return {**copy.deepcopy(snip), "text": "\n".join(out)}
