"""What a poll costs against a llama.cpp-sized history (loopback fake GitHub).

Prints: (a) requests and rate-limit units of the first poll, (b) of an idle poll (target
0 units), (c) of a poll after one PR changed per repo (target <= 3 units per repo), and
(d) the wall time of a 2-repo idle poll. Run from the repository root:

    .venv/bin/python benchmarks/poll_cost.py              # 30,000 PRs, 5,000 releases
    .venv/bin/python benchmarks/poll_cost.py --db postgresql://postgres@127.0.0.1/bench
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fakes.github_api import FakeGitHub, ts  # noqa: E402
from watcher.config import Settings  # noqa: E402
from watcher.rules import load_rules  # noqa: E402
from watcher.store import open_store  # noqa: E402
from watcher.watch.poll import PollResult, poll_sync  # noqa: E402

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"


def seed(gh: FakeGitHub, prs: int, releases: int) -> None:
    """Two repos: llama.cpp with a long history, SGLang with a shorter one."""
    gh.add_repo(LLAMA)
    gh.add_repo(SGLANG)
    gh.bulk_history(
        LLAMA,
        prs=prs - 3,
        releases=releases,
        start=ts("2024-11-01T00:00:00Z"),
        end=ts("2026-10-27T00:00:00Z"),
    )
    gh.add_pull(
        LLAMA,
        31306,
        title="model : add Clover-35B-A3B support (AR mode only)",
        at="2026-10-28T09:00:00Z",
    )
    gh.merge_pull(LLAMA, 31306, at="2026-11-02T10:00:00Z")
    gh.publish_release(LLAMA, "v0.9.0", at="2026-11-04T10:00:00Z")
    for i in range(60):  # several build releases a day, as llama.cpp does
        gh.push(LLAMA, f"post {i}")
        gh.publish_release(
            LLAMA, f"b{90000 + i}", at=ts("2026-11-05T00:00:00Z") + dt.timedelta(hours=8 * i)
        )
    gh.add_pull(
        LLAMA,
        title="speculative : add self-speculative decoding (ngram)",
        at="2026-11-20T09:00:00Z",
    )
    gh.bulk_history(
        SGLANG,
        prs=prs // 6,
        releases=max(1, releases // 25),
        start=ts("2025-01-01T00:00:00Z"),
        end=ts("2026-11-10T00:00:00Z"),
    )
    gh.add_pull(
        SGLANG,
        46927,
        title="[Feature] Clover draft-and-verify decoding",
        body="self-speculative",
        user="ziruiwu",
        at="2026-11-18T08:00:00Z",
    )


def show(label: str, result: PollResult, gh_units: int, seconds: float) -> None:
    """One line per measured poll, with per-repo units."""
    per_repo = ", ".join(
        f"{repo}: {r['units']} units / {r['requests']} requests" for repo, r in result.repos.items()
    )
    c = result.counters
    print(
        f"{label:<28} requests={c['requests']:>4}  units={c['units']:>4} "
        f"(server counted {gh_units})  304s={c['not_modified']:>3}  "
        f"wall={seconds * 1000:8.1f} ms  [{per_repo}]"
    )


def main() -> None:
    """Seed, poll four ways, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prs", type=int, default=30_000)
    parser.add_argument("--releases", type=int, default=5_000)
    parser.add_argument("--db", default=None, help="store URL (default: a temp SQLite file)")
    parser.add_argument("--idle-repeats", type=int, default=7)
    args = parser.parse_args()
    rules = load_rules(ROOT / "rules")
    tmp = tempfile.mkdtemp(prefix="poll-cost-")
    url = args.db or f"sqlite:///{tmp}/watcher.db"
    store = open_store(url)
    store.init()
    with FakeGitHub() as gh:
        t0 = time.perf_counter()
        seed(gh, args.prs, args.releases)
        total_prs = sum(len(r.pulls) for r in gh.repos.values())
        total_rel = sum(len(r.releases) for r in gh.repos.values())
        print(
            f"fake GitHub: {total_prs} PRs, {total_rel} releases in 2 repos "
            f"(seeded in {time.perf_counter() - t0:.1f} s); store: {store.dialect}"
        )
        settings = Settings(github_api_url=gh.url)
        clock = [ts("2026-11-29T12:00:00Z")]

        def poll() -> tuple[PollResult, int, float]:
            """One timed poll; advances the clock by 30 minutes."""
            gh.reset_counters()
            start = time.perf_counter()
            result = poll_sync(settings, rules, store, clock=lambda: clock[0])
            elapsed = time.perf_counter() - start
            clock[0] += dt.timedelta(minutes=30)
            return result, gh.counts()["units"], elapsed

        first, units, secs = poll()
        show("(a) first poll (baseline)", first, units, secs)
        print(f"    events: {[e.key for e in first.events]}")
        idle, units, secs = poll()
        show("(b) idle poll", idle, units, secs)
        gh.update_pull(LLAMA, 5, at="2026-11-29T12:40:00Z", body="edited")  # unrelated PR
        gh.add_review(SGLANG, 46927, "APPROVED", user="reviewer", at="2026-11-29T12:45:00Z")
        changed, units, secs = poll()
        show("(c) one PR changed per repo", changed, units, secs)
        print(f"    events: {[e.key for e in changed.events]}")
        walls = []
        idle_units = 0
        for _ in range(args.idle_repeats):
            _, units, secs = poll()
            idle_units += units
            walls.append(secs)
        print(
            f"(d) 2-repo idle poll wall time: median {statistics.median(walls) * 1000:.1f} ms, "
            f"min {min(walls) * 1000:.1f} ms over {len(walls)} polls "
            f"({idle_units} units in total)"
        )
    store.dispose()


if __name__ == "__main__":
    main()
