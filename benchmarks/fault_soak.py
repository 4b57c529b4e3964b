"""Fault soak: many random fault schedules over the scenario timeline; prints the counts.

Each schedule replays the scenario (baseline; a Clover self-spec PR opens in llama.cpp;
sglang #46927 approved, merged, released) against the loopback fake GitHub and Slack/webhook
receivers with faults injected (see tests/faults/faultplan.py), and compares what was
recorded and delivered with the fault-free run.

    .venv/bin/python benchmarks/fault_soak.py --schedules 1000 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "faults")]

import faultplan  # noqa: E402


def main() -> int:
    """Run the soak and print one line per 50 schedules, then the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schedules", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rig = faultplan.Rig.start()
    kinds: Counter[str] = Counter()
    totals = Counter(schedules=0, faults=0, lost=0, duplicates=0, cycles=0, failed_cycles=0)
    bad: list[str] = []
    started = time.monotonic()
    try:
        expected = faultplan.run(rig, [], "baseline")
        for i in range(args.schedules):
            schedule = faultplan.random_schedule(rng)
            got = faultplan.run(rig, schedule, f"soak{i}")
            lost, dup = got.lost_and_duplicated(expected)
            if got.outbox != expected.outbox or lost or dup:
                bad.append("; ".join(f.describe() for f in schedule))
            totals.update(
                schedules=1,
                faults=got.faults_injected,
                lost=lost,
                duplicates=dup,
                cycles=got.cycles,
                failed_cycles=got.failed_cycles,
            )
            kinds.update(f"{f.target}:{f.kind}" for f in schedule)
            if (i + 1) % 50 == 0:
                print(f"{i + 1} schedules, {time.monotonic() - started:.0f}s", flush=True)
    finally:
        rig.close()
    elapsed = time.monotonic() - started
    print(
        f"schedules {totals['schedules']}  faults injected {totals['faults']}  "
        f"events/deliveries/jobs lost {totals['lost']}  duplicates {totals['duplicates']}  "
        f"cycles {totals['cycles']} (failed {totals['failed_cycles']})  "
        f"{elapsed:.0f}s ({elapsed / max(1, totals['schedules']):.2f}s/schedule)"
    )
    print("fault kinds scheduled: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    for line in bad[:10]:
        print(f"MISMATCH: {line}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
