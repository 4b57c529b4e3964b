"""Statistics for comparing two sets of benchmark runs (pure, standard library only).

Why a rank test: run-to-run figures on a shared or thermally throttled machine are not
normal (a descheduled run is an outlier, not a shift), and five runs a side are too few to
check a distribution. The Mann-Whitney U test asks only whether one set tends to sit above
the other. With no ties and small sets its p-value is exact (the U distribution is counted,
not approximated); with ties or large sets it uses the normal approximation with the tie
and continuity corrections, as the textbooks (and SciPy's ``method="auto"``) do.

A p-value says whether a change is real, not whether it matters: callers add a minimum
effect on the ratio of medians. The bootstrap interval of that ratio is what a reader
sees beside it; it uses a fixed seed so that the same runs always print the same interval.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

EXACT_MAX = 50
"""Largest set size for which the exact U distribution is counted."""

BOOTSTRAP_SAMPLES = 2000
BOOTSTRAP_SEED = 20261201


@dataclass(frozen=True)
class RankTest:
    """Mann-Whitney U of ``new`` against ``old``, two-sided."""

    u: float
    p_value: float
    method: str  # "exact" | "normal"


@functools.lru_cache(maxsize=256)
def _u_counts(n1: int, n2: int) -> tuple[int, ...]:
    """How many arrangements give each U in 0..n1*n2 (no ties): counted by recurrence."""
    # f[m][u]: arrangements of m items of set 1 among j items of set 2, built column by column
    prev: list[list[int]] = [[1] for _ in range(n1 + 1)]  # j = 0: only U = 0
    for j in range(1, n2 + 1):
        cur: list[list[int]] = [[1]]  # m = 0: only U = 0
        for m in range(1, n1 + 1):
            # the largest value is either from set 1 (adds j to U) or from set 2
            size = m * j + 1
            row = [0] * size
            a = prev[m]  # largest is from set 2: f(m, j-1, u)
            for u, c in enumerate(a):
                row[u] += c
            b = cur[m - 1]  # largest is from set 1: f(m-1, j, u - j)
            for u, c in enumerate(b):
                if u + j < size:
                    row[u + j] += c
            cur.append(row)
        prev = cur
    return tuple(prev[n1])


def _ranks(values: Sequence[float]) -> tuple[list[float], bool]:
    """Average ranks (1-based) and whether any value is tied."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    tied = False
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        if j > i:
            tied = True
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks, tied


def mann_whitney(new: Sequence[float], old: Sequence[float]) -> RankTest:
    """Two-sided Mann-Whitney U test; ValueError if either set is empty."""
    n1, n2 = len(new), len(old)
    if n1 == 0 or n2 == 0:
        raise ValueError("both sets need at least one run")
    ranks, tied = _ranks([*new, *old])
    u = sum(ranks[:n1]) - n1 * (n1 + 1) / 2
    if not tied and n1 <= EXACT_MAX and n2 <= EXACT_MAX:
        counts = _u_counts(n1, n2)
        total = math.comb(n1 + n2, n1)
        k = round(u)
        low = sum(counts[: k + 1]) / total
        high = sum(counts[k:]) / total
        return RankTest(u, min(1.0, 2 * min(low, high)), "exact")
    mean = n1 * n2 / 2
    n = n1 + n2
    ties = 0.0
    counts_by_value: dict[float, int] = {}
    for v in (*new, *old):
        counts_by_value[v] = counts_by_value.get(v, 0) + 1
    ties = sum(t**3 - t for t in counts_by_value.values())
    var = n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1)))
    if var <= 0:  # every value equal: no evidence of any difference
        return RankTest(u, 1.0, "normal")
    z = (abs(u - mean) - 0.5) / math.sqrt(var)
    p = math.erfc(max(z, 0.0) / math.sqrt(2))
    return RankTest(u, min(1.0, p), "normal")


def median_ratio(new: Sequence[float], old: Sequence[float]) -> float:
    """median(new) / median(old); ValueError on an empty set or a zero median."""
    base = statistics.median(old)
    if base <= 0:
        raise ValueError("the earlier median is not positive")
    return statistics.median(new) / base


def bootstrap_ratio_interval(
    new: Sequence[float],
    old: Sequence[float],
    *,
    level: float = 0.95,
    samples: int = BOOTSTRAP_SAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float]:
    """Percentile bootstrap interval of median(new) / median(old), deterministic by ``seed``."""
    rng = random.Random(seed)  # noqa: S311 - resampling, not secrecy
    ratios = []
    for _ in range(samples):
        a = [new[rng.randrange(len(new))] for _ in new]
        b = [old[rng.randrange(len(old))] for _ in old]
        base = statistics.median(b)
        if base > 0:
            ratios.append(statistics.median(a) / base)
    if not ratios:
        raise ValueError("no usable resample")
    ratios.sort()
    tail = (1 - level) / 2
    lo = ratios[math.floor(tail * (len(ratios) - 1))]
    hi = ratios[math.ceil((1 - tail) * (len(ratios) - 1))]
    return lo, hi


__all__ = [
    "RankTest",
    "bootstrap_ratio_interval",
    "mann_whitney",
    "median_ratio",
]
