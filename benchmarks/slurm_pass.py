"""Cost of dispatching and following N jobs through the slurm backend, on a real Slurm.

Needs a cluster (``export SLURM_CONF=$(bash .ci/slurm-up.sh)``, as root). Queues N jobs
whose batch script only writes a valid result, then runs the real dispatcher until every
job finished, counting the Slurm commands it ran. Prints commands per job by kind, passes,
watcher time per job (the commands' own time included) and duplicate submissions.

    python benchmarks/slurm_pass.py --jobs 20
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.dispatch.slurm_cluster import (  # noqa: E402
    BENCH,
    job_id_for,
    named,
    new_ref,
    queue,
    result_script,
    write_rules,
)
from watcher.dispatch import Dispatcher  # noqa: E402
from watcher.dispatch import jobs as store_jobs  # noqa: E402
from watcher.dispatch.slurm import SlurmBackend  # noqa: E402
from watcher.rules import load_rules  # noqa: E402
from watcher.rules.models import SlurmSettings  # noqa: E402
from watcher.store import open_store  # noqa: E402


class CountingBackend(SlurmBackend):
    """The real backend; every command it runs is counted by its program name."""

    def __init__(self, **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.calls: collections.Counter[str] = collections.Counter()

    def _run(
        self, cfg: SlurmSettings, argv: list[str], *, stdin: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        self.calls[argv[0]] += 1
        return super()._run(cfg, argv, stdin=stdin)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        refs = [new_ref() for _ in range(args.jobs)]
        # one template for every job: it writes the result of the job it is rendered for
        script = result_script("JOBID").replace('"JOBID"', '"{{ job_id }}"')
        rules_dir = write_rules(tmp, script=script)
        rules = load_rules(rules_dir)
        store = open_store(f"sqlite:///{tmp / 'watcher.db'}")
        store.init()
        ids = [queue(store, rules, ref) for ref in refs]
        backend = CountingBackend(rules_path=str(rules_dir))
        dispatcher = Dispatcher(store, rules, lambda name: backend)
        passes, busy, started = 0, 0.0, time.monotonic()
        while True:
            t0 = time.perf_counter()
            dispatcher.run_once()
            busy += time.perf_counter() - t0
            passes += 1
            with store.session() as s:
                states = collections.Counter(j.state for j in store_jobs.list_jobs(s))
            if sum(states[k] for k in ("succeeded", "failed", "timed_out", "cancelled")) == len(
                ids
            ):
                break
            if time.monotonic() - started > 600:
                print(f"gave up after 600 s: {dict(states)}")
                return 1
            time.sleep(1.0)
        duplicates = sum(len(named(job_id_for(ref))) - 1 for ref in refs)
        total = sum(backend.calls.values())
        print(f"benchmark {BENCH}: {len(ids)} jobs, final states {dict(states)}")
        print(f"passes until all finished: {passes} (1 s apart)")
        per_kind = ", ".join(f"{k} {v / len(ids):.1f}" for k, v in sorted(backend.calls.items()))
        print(f"Slurm commands per job: {total / len(ids):.1f} ({per_kind})")
        print(f"watcher time per job, commands included: {busy / len(ids) * 1000:.0f} ms")
        print(f"watcher time per Slurm command: {busy / total * 1000:.0f} ms")
        print(f"duplicate submissions: {duplicates}")
        store.dispose()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
