"""False alarms on pure noise and detection of real drops, for the history's regression test.

Generates series the way a benchmark runner would produce them: every version's runs are
drawn around a level with a relative run-to-run noise (Gaussian, rounded to 0.1 tok/s),
then each version is assessed exactly as at ingest (``watcher.history.decide.assess``,
the default rules: rank test p < 0.05 and a 5% minimum effect, drift window 5).

- false alarms: series of ``--versions`` versions with no change at all; the rate is the
  share of assessed versions (all but the first) that raised a regression or improvement,
  and the share of whole series with at least one alarm;
- detection: the same series with a drop of the given size at the last version; the rate
  is the share of series whose last version is flagged as a regression.

    .venv/bin/python benchmarks/regression_stats.py [--series 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import time

from watcher.history.decide import REGRESSION, assess
from watcher.history.series import Point, Series, SeriesKey
from watcher.rules.models import Regression

KEY = SeriesKey("bench", "engine", "ar", "model", "Q4_0", "GPU", 1, 1)


def make_series(rng: random.Random, levels: list[float], runs: int, noise: float) -> Series:
    """A series with one version per level, ``runs`` noisy runs each."""
    points = []
    for i, level in enumerate(levels):
        values = tuple(round(rng.gauss(level, level * noise), 1) for _ in range(runs))
        s = sorted(values)
        points.append(
            Point(
                job_id=f"j{i}",
                ref=f"v{i}",
                version=str(i),
                date=f"2026-01-01T00:00:{i:02d}Z",
                dated_by="release",
                status="succeeded",
                runs=values,
                minimum=s[0],
                median=s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2,
                maximum=s[-1],
            )
        )
    return Series(KEY, tuple(points))


def false_alarms(
    rng: random.Random, n: int, versions: int, runs: int, noise: float, policy: Regression
) -> tuple[float, float]:
    """(alarms per assessed version, share of series with any alarm) on pure noise."""
    alarms = series_with = 0
    for _ in range(n):
        s = make_series(rng, [400.0] * versions, runs, noise)
        found = sum(assess(s, p.job_id, policy, interval=False) is not None for p in s.points[1:])
        alarms += found
        series_with += found > 0
    return alarms / (n * (versions - 1)), series_with / n


def detection(
    rng: random.Random,
    n: int,
    versions: int,
    runs: int,
    noise: float,
    drop: float,
    policy: Regression,
) -> float:
    """Share of series whose last version (``drop`` lower) is flagged as a regression."""
    hits = 0
    for _ in range(n):
        levels = [400.0] * (versions - 1) + [400.0 * (1 - drop)]
        s = make_series(rng, levels, runs, noise)
        found = assess(s, s.points[-1].job_id, policy, interval=False)
        hits += found is not None and found.type == REGRESSION
    return hits / n


def main() -> None:
    """Print the table the README quotes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--series", type=int, default=2000, help="series per row")
    parser.add_argument("--versions", type=int, default=10, help="versions per series")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    policy = Regression()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    print(
        f"policy: rank test p < {policy.p_value}, min effect {policy.min_effect:.0%}, "
        f"drift window {policy.drift_window}; {args.series} series of {args.versions} "
        f"versions per row, seed {args.seed}\n"
    )
    print("| noise | runs a side | false alarms per version | series with any false alarm |")
    print("|---|---|---|---|")
    for noise, runs in ((0.02, 5), (0.02, 10), (0.05, 5), (0.01, 3)):
        per_version, per_series = false_alarms(rng, args.series, args.versions, runs, noise, policy)
        print(f"| {noise:.0%} | {runs} | {per_version:.2%} | {per_series:.2%} |")
    print("\n| noise | runs a side | drop | detected |")
    print("|---|---|---|---|")
    for noise, runs, drop in (
        (0.02, 5, 0.10),
        (0.02, 5, 0.05),
        (0.02, 3, 0.10),
        (0.02, 10, 0.07),
        (0.05, 5, 0.10),
    ):
        rate = detection(rng, args.series, args.versions, runs, noise, drop, policy)
        print(f"| {noise:.0%} | {runs} | {drop:.0%} | {rate:.1%} |")
    print(f"\n{time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
