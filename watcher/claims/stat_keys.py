"""A table column or row that holds a statistic of runs, not a run's measurement (rules §4).

A figure counts only as a measurement of its metric. A header that names a spread ("TPS
Stddev", "std", "Variance"), a rank or a placement ("Avg Rank (↓ is better)", "1st", "2nd",
"3rd"), a percent change ("pp512 Δ%") or a bar set against the runs ("Target GS end-to-end
throughput", "vs Kiosk Target (10 TPS)") says what every number under it is: how far runs
differ, how they place, how much they changed or what they ought to reach. None is a rate, a
time or a size of a run, however the caption or the unit beside the number would read it.

A row label is read more narrowly: only a spread, a percent change or a comparison with a
target ("| TPS Stddev | 0.17 | 0.82 |", "| vs Target | 1.6x |"); a row's first cell is a
name as often as a key ("Ranked #1 on ...", "Target: H100" of a drafter's table), so a rank
or a bare "Target" there says nothing of the row's numbers. A spread is named as a word of its
own ("stdout", "standard model" are not), and "target" only as a goal, never a drafter's
target model, hardware or length.

A header or row label that states a unit of other work than tokens ("ResNet-50 (fps)",
"BERT-Large (sen/s)", "(images/s)", "(samples/s)") says the same of its numbers: frames,
sentences or samples a second are no token rate, whatever the page's rate unit. A header
that is a formula over a per-token time ("1000/tpot") with its cells in tok/s is no statistic:
where a table gives its speed only in that form, it is the rate the author reports, per stream.
"""

from __future__ import annotations

import re
from functools import lru_cache

from watcher.claims.hints import folded, hinted

# a spread, a percent change, or a comparison with a bar: in a header or a row label
_SPREAD_KEY = re.compile(
    r"(?<![a-z])(?:std|stdev|stddev|std[ \t.]dev|standard[ \t]deviation|variance|σ)(?![a-z])"
    r"|Δ[ \t]?%|(?<![a-z])vs\.?[ \t](?:[a-z]{1,12}[ \t]){0,2}target(?![a-z])",
    re.IGNORECASE,
)
# a unit of other work than tokens, in brackets: "(fps)", "(sen/s)", "(img/s)", "(samples/s)"
_OTHER_WORK = re.compile(
    r"\((?:fps|frames?/s(?:ec)?|sen/s|sentences?/s(?:ec)?|img/s|images?/s(?:ec)?"
    r"|samp(?:les?)?/s(?:ec)?|it/s)\)",
    re.IGNORECASE,
)
# a rank, a placement or a target: in a header only
_PLACE_KEY = re.compile(
    # ("NKAT rank=4", "LoRA rank 16": a rank that is a setting, with its value, is no placing)
    r"(?<![a-z])(?:ranks?|ranking|placements?)(?![a-z])(?![ \t]{0,2}[=:]?[ \t]{0,2}\d)"
    r"|^[ \t*_]*\d{1,2}(?:st|nd|rd|th)[ \t*_]*$"
    r"|(?<![a-z])target(?!\w)(?![ \t\-]?(?:model|llm|network|verif|hardware|device|gpu"
    r"|platform|chip|length|len|batch|seq|size|tokens?|quant|precision|dtype|[:：]))",
    re.IGNORECASE,
)

# a substring each pattern's match holds ("1st" and the like start with a digit)
_HINTS = ("std", "dev", "varian", "σ", "δ", "vs", "(", "rank", "placement", "target")


@lru_cache(maxsize=4096)
def names_statistic(key: str, row: bool = False) -> bool:
    """True when a table header (or, with ``row``, a row label) ``key`` names a spread, a
    percent change, a bar or a unit of other work than tokens, or (a header only) a rank or
    a target: its numbers are no measurement of a run."""
    if not key:
        return False
    low = folded(key)
    if not hinted(low, _HINTS) and not low.strip(" \t*_")[:1].isdigit():
        return False  # (one cheap look first: most keys name none of these)
    if _OTHER_WORK.search(key) is not None:
        return True
    return _SPREAD_KEY.search(key) is not None or (not row and _PLACE_KEY.search(key) is not None)
