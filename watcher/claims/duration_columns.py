"""A table column named only for a request's duration holds seconds (reading rules §4).

A report printed by a benchmark script often heads its time column "Duration" or "Total
duration" and drops the unit, as it drops "ms" under "TTFT": the cells are the request's
wall time in seconds (LABELLING: "Total time", "total duration" are `e2e_latency`). Only a
header that is the duration's name alone gives the unit: "Load duration", "Prompt eval
duration" and "Eval duration" time steps of a run (no claim, reading rules §4), and whether
a duration covers one request or a whole benchmark is asked of the time as any time is
(``run_durations``). The pattern holds literals and bounded quantifiers only.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import UNIT_ONLY

# "Duration", "Total duration", "**Duration**", "Elapsed", "Elapsed time", "Wall time"
_DURATION_NAME = re.compile(
    r"[ \t*_`]{0,4}(?:(?:total|request)[ \t_]{1,2})?(?:duration|elapsed(?:[ \t_]{1,2}time)?"
    r"|wall(?:[ \t_\-]{1,2}clock)?[ \t_]{1,2}time)[ \t*_`]{0,4}",
    re.IGNORECASE,
)


def duration_column_unit(name: str) -> re.Match[str] | None:
    """Seconds for a column named only for a duration ("Duration", "Total duration")."""
    if _DURATION_NAME.fullmatch(name):
        return UNIT_ONLY.fullmatch("s")
    return None
