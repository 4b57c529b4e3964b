"""Backend ``command``: run the harness on this machine (a watcher living on the GPU box).

The argv is a list — ``[*prefix, "bench", "run", NAME, "--out", FILE, "--job-id", ID]``,
prefix ``[python, -m, watcher]`` unless the benchmark sets ``command`` — and never goes
through a shell. The job runs to completion inside ``submit`` (bounded by the benchmark's
``max_wait_s``); the result file is named after the job id, so a watcher that restarted
mid-run finds a finished result instead of running the benchmark again.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from watcher.bench.result import parse_result
from watcher.context import CycleContext
from watcher.dispatch.backend import Submission
from watcher.dispatch.lifecycle import Job, Observation, validate_ref
from watcher.errors import DispatchError, DispatchRejected, ResultInvalid
from watcher.rules.models import Benchmark

TAIL_CHARS = 600


def harness_argv(job: Job, bench: Benchmark, out: Path) -> list[str]:
    """The argv that runs ``job`` (a list; nothing in it is ever shell-interpreted)."""
    prefix = list(bench.command) if bench.command else [sys.executable, "-m", "watcher"]
    return [*prefix, "bench", "run", job.benchmark, "--out", str(out), "--job-id", job.id]


def _tail(text: str) -> str:
    text = " ".join(text.split())
    return text[-TAIL_CHARS:]


class CommandBackend:
    """Run ``watcher bench run`` as a child process and read the result file."""

    name = "command"

    def __init__(
        self,
        out_dir: Path,
        *,
        env: Mapping[str, str] | None = None,
        rules_path: str | None = None,
        grace_s: float = 60.0,
    ) -> None:
        self.out_dir = Path(out_dir)
        self.env = dict(os.environ if env is None else env)
        self.rules_path = rules_path
        self.grace_s = grace_s

    def out_file(self, job: Job) -> Path:
        """Where the result of ``job`` is written (named after the job id)."""
        return self.out_dir / f"{job.id}.json"

    def lease_s(self, bench: Benchmark) -> float:
        """The run happens while the lease is held: the benchmark's limit plus a grace."""
        return float(bench.max_wait_s) + self.grace_s

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        """Run the harness to completion; the submission carries the final observation."""
        validate_ref(job.engine_ref)
        self.out_dir.mkdir(parents=True, exist_ok=True)
        out = self.out_file(job)
        out.unlink(missing_ok=True)
        argv = harness_argv(job, bench, out)
        env = {**self.env, "WATCHER_JOB_ID": job.id, "WATCHER_ENGINE_REF": job.engine_ref}
        if self.rules_path:
            env["WATCHER_RULES"] = self.rules_path
        try:
            proc = subprocess.run(
                argv,
                env=env,
                capture_output=True,
                text=True,
                timeout=bench.max_wait_s,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except FileNotFoundError as exc:
            raise DispatchRejected(f"cannot run {argv[0]!r}: {exc.strerror}") from exc
        except subprocess.TimeoutExpired:
            return Submission(
                backend_ref=str(out),
                observation=Observation(
                    "timed_out",
                    backend_ref=str(out),
                    reason=f"the harness did not finish within max_wait_s={bench.max_wait_s:.0f}s",
                ),
            )
        except OSError as exc:
            raise DispatchError(f"cannot start the harness: {exc}") from exc
        obs = self._read(job, out)
        if obs.result is None and proc.returncode != 0:
            detail = _tail(proc.stderr or proc.stdout or "")
            obs = Observation(
                "failed",
                backend_ref=str(out),
                reason=(
                    f"the harness exited {proc.returncode} without a valid result"
                    f" ({obs.reason}){': ' + detail if detail else ''}"
                ),
            )
        return Submission(backend_ref=str(out), observation=obs)

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        """A result file left by a run that finished before the watcher restarted."""
        out = self.out_file(job)
        if not out.exists():
            return None
        obs = self._read(job, out)
        return Submission(backend_ref=str(out), observation=obs) if obs.result else None

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        """After a restart: the result file if the run finished, else the run is lost."""
        out = self.out_file(job)
        obs = self._read(job, out)
        if obs.result is not None:
            return obs
        return Observation(
            "failed",
            backend_ref=str(out),
            reason=(
                "the local harness run ended without a result (the watcher stopped while it ran?)"
                f": {obs.reason}"
            ),
        )

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        """A local run is bounded by its own timeout; nothing to cancel from outside."""
        return False

    def _read(self, job: Job, out: Path) -> Observation:
        if not out.exists():
            return Observation("failed", backend_ref=str(out), reason=f"no result file {out}")
        try:
            result = parse_result(out.read_bytes(), where=str(out))
        except ResultInvalid as exc:
            return Observation("failed", backend_ref=str(out), reason=f"invalid result: {exc}")
        except OSError as exc:
            return Observation("failed", backend_ref=str(out), reason=f"cannot read {out}: {exc}")
        return Observation("succeeded", backend_ref=str(out), result=result, source=str(out))


def from_context(ctx: CycleContext) -> CommandBackend:
    """Build the backend: results under ``ctx.bench_out_dir`` (default bench-results/)."""
    return CommandBackend(Path(ctx.bench_out_dir), env=ctx.env, rules_path=ctx.settings.rules_path)
