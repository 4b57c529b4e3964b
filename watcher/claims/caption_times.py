"""A time column whose header names only its unit takes the time metric the caption names.

Tables often name the measure once, in the line right above them, and leave the header to
carry the unit and the columns' variants::

    Time to first token on 1x H100:

    | Engine | Short prompt (ms) | Long prompt (ms) |

    TPOT on 8x H200:

    | Engine | ms |

The heading or caption right above a table is its context (reading rules §1) and a unit may sit
only in a table header (§4), so such a cell is a first-token time (or a per-token time) as the
caption says. One rule set:

- the **caption** is the last line of the block right above the table, at most
  ``MAX_CAPTION`` characters, stating no figure of its own ("152 ms", "12 tok/s"), and naming a
  time metric (TTFT, TPOT, per-token latency, latency);
- a list item is a legend, not a caption ("- `T` - total time" over batched-bench's table);
- only a header whose words, the unit aside, name no time of their own takes it: "Load time
  (s)" or "TTFT (ms)" already say what the column measures, and a tool's short code ("T s",
  "T_TG s") is defined by its legend.

Each table reads one line above it, so the work stays linear in the text.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ANYWHERE
from watcher.claims.timing import nearest_time_metric
from watcher.claims.units import _Table

MAX_CAPTION = 120
# a header's own words for a time: the column says what it measures
_TIME_WORD = re.compile(
    r"time|latency|duration|load|took|elapsed|wait|timeout|ttft|tpot|itl|e2e|first|token|step"
    r"|延迟|时间|時間|지연",
    re.IGNORECASE,
)
_LIST_ITEM = re.compile(r"(?:[-*+•>|]|\d{1,2}[.)])[ \t]")
# "T s", "T_TG s": a tool's short code for the column, which its legend defines
_CODE = re.compile(r"[ \t(\[]*[A-Z][A-Z_]{0,5}[ \t)\]]*")
_NUMBER_BEFORE = re.compile(r"[\d~≈][.,]?[ \t]{0,2}$")  # "152 ms": a figure, not a caption


def caption_time_words(text: str, table: _Table) -> str:
    """The caption line right above ``table`` when it names a time metric and states no
    figure, else ""."""
    caption = text[table.caption.start : table.caption.end].rstrip()
    line = caption[caption.rfind("\n") + 1 :].strip()
    if not line or len(line) > MAX_CAPTION or _LIST_ITEM.match(line):
        return ""  # "- `T` - total time": a list's item (a legend), not a caption
    for m in UNIT_ANYWHERE.finditer(line):
        if not m.group("speed") and _NUMBER_BEFORE.search(line, 0, m.start()):
            return ""
    return line if nearest_time_metric(line, len(line)) is not None else ""


def bare_time_header(header: str, unit: re.Match[str]) -> bool:
    """True when ``header`` (with its time ``unit`` matched in it) names no time of its own."""
    if not unit.group("time") or unit.string != header:
        return False
    rest = header[: unit.start()] + " " + header[unit.end() :]
    return _TIME_WORD.search(rest) is None and _CODE.fullmatch(rest) is None
