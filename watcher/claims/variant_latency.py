"""A serving latency named for the variant that was timed: "Baseline TPOT", "k=1 TPOT",
"vLLM TTFT", "MTP ITL".

Reading rules §4: a unit may sit only in a table header, and serving benchmarks drop even
that, naming the metric alone ("TTFT", "P99 ITL": milliseconds, ``column_units``). A table
that compares two runs side by side heads each column with the run's name before the metric,
and the column holds the same milliseconds as the metric's name alone would (reading rules
§2: "baseline" / "vanilla" columns are the plain model; the name before the metric is the
setup, not another metric). A name that makes the column something else stays unread: a
change, a saving or a ratio ("Δ TTFT", "TTFT reduction" has the metric first anyway), a goal
("Target TTFT", "SLO TPOT") or a count. The pattern holds literals and bounded quantifiers
only, and is tried on a table's header cell, never on running text.
"""

from __future__ import annotations

import re

# the one or two words before the metric name: the run's name ("Baseline", "k=1", "vLLM
# 0.6", "w/ MTP"); no bracket, bar, percent sign or delta, which make another quantity
_VARIANT = r"[^\s|()\[\]%Δ:]{1,20}(?:[ \t][^\s|()\[\]%Δ:]{1,20})?"
# words that make the column a change, a goal or a count rather than the variant's time
_NOT_A_RUN = re.compile(
    r"(?<![a-z])(?:delta|diff|difference|change|reduction|improvement|saving|saved|gain"
    r"|speed[ \t\-]?up|ratio|vs\.?|over|target|slo|goal|budget|limit|threshold|required"
    r"|expected|max[ \t]allowed|count|num|number|samples?|requests?)(?![a-z])",
    re.IGNORECASE,
)
_VARIANT_LATENCY = re.compile(
    rf"[ \t*_`]{{0,4}}(?P<variant>{_VARIANT})[ \t]{{1,2}}(?:ttft|tpot|itl)[ \t*_`]{{0,4}}",
    re.IGNORECASE,
)


def variant_latency(name: str) -> bool:
    """Whether ``name`` heads a column of one run's serving latency: a run's name, then
    TTFT, TPOT or ITL, and nothing after ("Baseline TPOT", "k=1 TPOT")."""
    m = _VARIANT_LATENCY.fullmatch(name)
    return m is not None and _NOT_A_RUN.search(m.group("variant")) is None
