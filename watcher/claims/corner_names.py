"""A table's top-left cell naming the measure of the whole table, with its unit in brackets.

A pasted comparison often names its measure once, in the corner above the row names, and
heads the other columns with the runs compared::

    | Throughput (tokens/s) | A100  | Gaudi2 |
    | BF16                  | 55.37 | 132.83 |

The corner is a header cell (reading rules §4: a unit may sit only in a table header), and
it heads no column of figures: the row names under it are precisions, models or engines.
So the unit in its brackets is every bare cell's, as a corner holding the unit alone
("(tokens/s)") already is. Only a corner whose words name a token rate ("Throughput",
"Decode speed", "Generation rate") and whose brackets hold a token rate lends its unit
this way: "Model size (GB)" or "Context (tokens)" name what the first column holds, not
the cells beside it.

The corner may also open with the token rate itself and bracket what was measured, the run's
condition or statistic: "tok/s (expert hit)", "t/s [median of 3]". The unit comes first and
the brackets only qualify it, so it is every bare cell's too; a corner opening with any
other unit ("ms (p50)", "GB (peak)") or with a count ("tokens (context)") lends nothing.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ONLY

# "Throughput (tokens/s)", "throught(tokens/s)", "Decode speed [tok/s]"
_NAMED_CORNER = re.compile(
    r"[ \t*_]{0,3}(?P<words>[A-Za-z][A-Za-z \t\-]{1,30}?)[ \t]{0,2}"
    r"[(\[][ \t]?(?P<unit>[^()\[\]]{1,16}?)[ \t]?[)\]][ \t*_:]{0,3}"
)
# "tok/s (expert hit)", "t/s [median]": a unit first, a bracketed qualifier after it
_UNIT_FIRST_CORNER = re.compile(
    r"[ \t*_]{0,3}(?P<unit>[^()\[\]]{1,16}?)[ \t]{0,2}[(\[][^()\[\]\n]{1,40}[)\]][ \t*_:]{0,3}"
)
# a rate named in words (a misspelt "throught" still names a throughput)
_MEASURE = re.compile(r"(?<![a-z])(?:through\w*|speed|rate|tps)(?![a-z])", re.IGNORECASE)


def named_corner_unit(corner: str) -> str:
    """The unit a corner cell like "Throughput (tokens/s)" gives the whole table, or ""."""
    first = _UNIT_FIRST_CORNER.fullmatch(corner)
    if first is not None:
        unit = UNIT_ONLY.fullmatch(first.group("unit").strip())
        if unit is not None and unit.group("toks"):
            return unit.group(0)
    m = _NAMED_CORNER.fullmatch(corner)
    if m is None or not _MEASURE.search(m.group("words")):
        return ""
    unit = UNIT_ONLY.fullmatch(m.group("unit").strip())
    if unit is None or not unit.group("toks"):
        return ""
    return unit.group(0)
