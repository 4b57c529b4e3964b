"""Glued tables of metrics against runs: a header "MetricRun A Run B" over metric rows.

A page's comparison of runs copied without gaps names the runs in the header and one
metric per row, each row's figures glued to its name and to each other's units::

    MetricRun BRun C
    Total Duration224.71 s215.25 s
    Token Throughput0.16 tps0.17 tps

Two things keep ``glued`` from such a table, and both are settled by what the corner says:

- the runs' names are parallel, each opened by the same word ("Run A Run B", "Run BRun C"),
  so the header's CamelCase cut leaves them as one name; they are cut before each opening
  word, when every part is that word and one short tag;
- a row's name glued to its first figure might end in a digit ("model-7201.10"), so its
  split is refused unless a speedup settles it. Under a corner that says the rows are metrics
  ("Metric", "Parameter"), a row's name is a metric's, and a metric's name written in words
  ends in a letter: the figure is every digit after it ("Duration320.74" is 320.74,
  "Activity9,708" is 9,708).

Only the header and the split are decided here; ``glued`` reads the rows as for any table.
"""

from __future__ import annotations

import re

# a corner naming the rows as metrics
_METRIC_CORNER = re.compile(r"metrics?|parameters?|measures?|kpi", re.IGNORECASE)
# a run's tag after its opening word: "A", "B", "1", "#2", "v2" (no capital after its first
# character: "Run BRun C" is "Run B" then "Run C")
_TAG = r"[A-Za-z0-9#][a-z0-9.#]{0,3}"


def parallel_names(names: list[str]) -> list[str]:
    """``names`` with a name of parallel runs ("Run A Run B", "Run BRun C") cut before each
    run's opening word; other names as they are."""
    out: list[str] = []
    for name in names:
        first = name.split(" ", 1)[0]
        if not first.isalpha() or len(first) < 2 or not first[0].isupper():
            out.append(name)
            continue
        word = re.escape(first)
        parts = [m.group(0) for m in re.finditer(rf"{word} {_TAG}(?={word}|\s|$)", name)]
        if len(parts) >= 2 and "".join(parts).replace(" ", "") == name.replace(" ", ""):
            out.extend(parts)
        else:
            out.append(name)
    return out


def metric_rows(names: list[str]) -> bool:
    """True when the header's corner says its rows are metrics ("Metric", "Parameter")."""
    return bool(names) and _METRIC_CORNER.fullmatch(names[0].strip()) is not None


def metric_split(name: str, digits: str) -> list[tuple[str, str]] | None:
    """A metric row's one split: its name when it ends in a letter, and every digit after."""
    stripped = name.strip()
    if not stripped or not stripped[-1].isalpha() or not any(c.isalpha() for c in stripped):
        return None
    return [(stripped, digits)]
