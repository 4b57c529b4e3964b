"""The unit of a table column (or row) of bare numbers, from the words that name it.

Reading rules §4: a unit may sit only in a table header. Serving benchmarks and pasted
spreadsheets often drop it there too and name the metric alone ("TTFT", "P99 ITL",
"Decode", "pp512"): their latencies are printed in milliseconds, and a phase named alone is
that phase's token rate. A header that states its own unit is read by that unit instead.
"""

from __future__ import annotations

import re

from watcher.claims.headers import _TOKENS_PER_SECOND, _header_unit
from watcher.claims.patterns import UNIT_ONLY
from watcher.claims.spanned import RATIO_NAME

# "Mean TTFT", "P99 ITL", "E2E latency", "median tpot": a serving latency named alone
_LATENCY_NAME = re.compile(
    r"[ \t*_`]*(?:(?:mean|median|avg|average|p\d{2}(?:\.\d)?)[ \t]{1,2})?"
    r"(?:ttft|tpot|itl|e2el|e2e[ \t\-]?latency|end[ \t\-]to[ \t\-]end[ \t]latency"
    r"|time[ \t]to[ \t]first[ \t]token|time[ \t]per[ \t]output[ \t]token"
    r"|inter[ \t\-]token[ \t]latency)"
    r"(?:[ \t]{1,2}(?:mean|median|avg|average|p\d{2}(?:\.\d)?))?[ \t*_`]*",
    re.IGNORECASE,
)
# "Decode", "Prefill", "Generation", "Prompt processing": a phase named alone ("PP" and "TG"
# alone are not read: beside "TP", "PP" is a pipeline-parallel size)
_PHASE_NAME = re.compile(
    r"[ \t*_`]*(?:decode|decoding|prefill|generation|prompt[ \t]processing)"
    r"(?:[ \t]{1,2}(?:rate|speed))?[ \t*_`]*",
    re.IGNORECASE,
)
# "tg128", "throughput", "tok/s", "speed": words that name a token rate without a unit
_RATE_WORDS = re.compile(
    r"(?<![a-z])(?:tg|pp)\d{1,6}|throughput|tok/s|t/s|(?<![a-z])speed(?![a-z])",
    re.IGNORECASE,
)
_SPEEDUP = re.compile(r"speed[ \t\-]?up", re.IGNORECASE)


def column_unit(name: str, *, by_name: bool = True) -> re.Match[str] | None:
    """The unit a column or row named ``name`` gives its bare numbers, or None.

    A metric named alone gives its unit only with ``by_name`` (a column's own header): a
    row labelled "TTFT" in a transposed table may hold seconds, deltas or notes as well.
    """
    if _TOKENS_PER_SECOND.search(name):
        return UNIT_ONLY.fullmatch("tok/s")
    unit = _header_unit(name)
    if unit is not None:
        return unit
    if _SPEEDUP.search(name) or (by_name and RATIO_NAME.fullmatch(name)):
        return UNIT_ONLY.fullmatch("x")  # "Speedup", "E1 over vanilla": a column of ratios
    if by_name and _LATENCY_NAME.fullmatch(name):
        return UNIT_ONLY.fullmatch("ms")
    if _RATE_WORDS.search(name) or (by_name and _PHASE_NAME.fullmatch(name)):
        return UNIT_ONLY.fullmatch("tok/s")
    return None
