"""Backend ``slurm``: submit a benchmark as a Slurm batch job, follow it, read its result.

- Submit: ``sbatch --parsable --job-name=<job id> --output=<results_dir>/<job id>.log``
  (plus partition, gres, time limit, account and the rules' extra argv) with the rendered
  batch script on stdin (``watcher.dispatch.slurm_script``); sbatch prints the Slurm id.
- Follow: ``scontrol -o show job ID``; once Slurm has purged a finished job (``MinJobAge``),
  ``sacct`` when the cluster keeps accounting; a job that ends is read through its result
  file ``<results_dir>/<job id>.json``, and a failure carries the tail of its log.
- Restart: the job name is the watcher's job id, so ``squeue --me --name`` (then ``sacct
  --name``) finds a job submitted just before a crash instead of submitting another.
- Cancel (``watcher jobs cancel``, ``max_wait_s``): ``scancel ID``.

Every command is an argv list. With ``slurm.ssh`` it runs on the login node through
``ssh HOST -- CMD``: ssh gives the remote shell one command line, so each item is
``shlex.quote``-d into exactly one word. Locally the commands get a minimal environment
(``PATH``, ``HOME``, ``USER``, locale, ``SLURM_*``): the watcher's tokens never reach a job.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from watcher import _crash as crash
from watcher.bench.ingest import read_capped
from watcher.bench.result import parse_result
from watcher.dispatch import slurm_state as st
from watcher.dispatch.backend import Submission
from watcher.dispatch.lifecycle import Job, Observation, validate_ref
from watcher.dispatch.slurm_script import paths_for, remote, render_script, sbatch_argv
from watcher.errors import DispatchError, DispatchRejected, ResultInvalid, UsageError
from watcher.rules.models import Benchmark, SlurmSettings

# ``WATCHER_CRASH_AT=slurm.submitted`` kills the watcher after sbatch accepted a job and
# before the job row records its Slurm id (the crash-safety tests use it).
CRASH_SUBMITTED = "slurm.submitted"
MAX_RESULT_BYTES = 4 * 1024 * 1024
LOG_TAIL_BYTES = 4096
COMMAND_TIMEOUT_S = 60.0
PASSED_ENV = frozenset({"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "TZ", "TMPDIR"})

Run = Callable[[list[str], str | None], subprocess.CompletedProcess[str]]


def command_env(env: Mapping[str, str]) -> dict[str, str]:
    """The environment Slurm's commands (and so, with sbatch's default, the job) get here."""
    return {k: v for k, v in env.items() if k in PASSED_ENV or k.startswith(("SLURM_", "SSH_"))}


class SlurmBackend:
    """Run Slurm's commands (here or on a login node) and read the files its jobs leave."""

    name = "slurm"

    def __init__(
        self,
        *,
        env: Mapping[str, str] | None = None,
        rules_path: str | None = None,
        timeout_s: float = COMMAND_TIMEOUT_S,
    ) -> None:
        self.env = command_env(os.environ if env is None else env)
        self.rules_path = str(Path(rules_path).resolve()) if rules_path else None
        self.timeout_s = timeout_s
        self._accounting: bool | None = None  # unknown until sacct answers once

    # ----------------------------------------------------------------- interface

    def lease_s(self, bench: Benchmark) -> float:
        """A submit or a poll is a few commands (over ssh: a few round trips)."""
        return 120.0

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        """``sbatch`` the rendered script; the submission carries the Slurm job id."""
        validate_ref(job.engine_ref)
        cfg = _settings(job, bench)
        paths = paths_for(job, cfg)
        script = render_script(job, bench, cfg, paths, self.rules_path)
        self._mkdir(cfg, str(PurePosixPath(paths.log).parent))
        proc = self._run(cfg, sbatch_argv(job, cfg, paths), stdin=script)
        if proc.returncode != 0:
            why = f"sbatch refused job {job.id}: {st.tail(proc.stderr or proc.stdout, 300)}"
            if st.submit_failure_is_permanent(proc.stderr or ""):
                raise DispatchRejected(why)
            raise DispatchError(why)
        try:
            slurm_id = st.parse_job_id(proc.stdout)
        except ValueError as exc:
            raise DispatchError(f"sbatch for job {job.id}: {exc}") from exc
        crash.point(CRASH_SUBMITTED)
        return Submission(backend_ref=slurm_id)

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        """The Slurm job an earlier attempt submitted (found by name), or its result file."""
        cfg = _settings(job, bench)
        found = self._find(job, cfg)
        if found is not None:
            return Submission(backend_ref=found.id)
        obs = self._read_result(job, cfg)
        if obs.result is not None:
            return Submission(observation=obs)
        return None

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        """Slurm's view of the job; once it ended, its result (or its log tail)."""
        cfg = _settings(job, bench)
        slurm_id = job.backend_ref
        info = self._show(cfg, slurm_id) if slurm_id else self._find(job, cfg)
        if info is None and slurm_id:
            info = self._sacct(cfg, ["--jobs", slurm_id], job.id)
        if info is None:
            obs = self._read_result(job, cfg)
            if obs.result is not None:
                return obs
            if not slurm_id:
                return Observation("unknown")
            return Observation(
                "failed",
                backend_ref=slurm_id,
                reason=f"Slurm no longer knows job {slurm_id} and it left no result "
                f"({obs.reason}){self._log_tail(job, cfg)}",
            )
        phase = st.phase(info.state)
        if phase in ("queued", "running", "unknown"):
            return Observation("queued" if phase == "unknown" else phase, backend_ref=info.id)
        if phase in ("cancelled", "timed_out"):
            return Observation(phase, backend_ref=info.id, reason=st.ended(info))
        obs = self._read_result(job, cfg)
        if obs.result is not None:  # the harness writes a result on failure too
            return Observation(
                "succeeded", backend_ref=info.id, result=obs.result, source=obs.source
            )
        ended = st.ended(info)
        if phase == "succeeded":
            ended += " but left no valid result"
        return Observation(
            "failed",
            backend_ref=info.id,
            reason=f"{ended}: {obs.reason}{self._log_tail(job, cfg)}",
        )

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        """``scancel`` the job (found by name when its id was never recorded); False when
        Slurm has no such job or it had ended already."""
        cfg = _settings(job, bench)
        try:
            info = self._show(cfg, job.backend_ref) if job.backend_ref else self._find(job, cfg)
            if info is None or st.phase(info.state) not in ("queued", "running", "unknown"):
                return False
            proc = self._run(cfg, ["scancel", info.id])
        except DispatchError:
            return False
        return proc.returncode == 0

    # ------------------------------------------------------------------ helpers

    def _run(
        self, cfg: SlurmSettings, argv: list[str], *, stdin: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        full = remote(cfg.ssh, cfg.ssh_args, argv)
        try:
            proc = subprocess.run(
                full,
                input=stdin if stdin is not None else "",
                env=self.env,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=self.timeout_s,
                check=False,
            )
        except FileNotFoundError as exc:
            raise UsageError(
                f"slurm backend: {full[0]!r} is not installed here (install Slurm's client "
                "commands, or set slurm.ssh to a login node)"
            ) from exc
        except subprocess.TimeoutExpired as exc:
            raise DispatchError(f"{argv[0]} did not answer within {self.timeout_s:.0f}s") from exc
        except OSError as exc:
            raise DispatchError(f"cannot run {full[0]}: {exc}") from exc
        if cfg.ssh and proc.returncode == 255:
            raise DispatchError(f"ssh {cfg.ssh}: {st.tail(proc.stderr, 300)}")
        return proc

    def _mkdir(self, cfg: SlurmSettings, folder: str) -> None:
        if cfg.ssh:
            proc = self._run(cfg, ["mkdir", "-p", "--", folder])
            if proc.returncode != 0:
                raise DispatchError(f"mkdir {folder} on {cfg.ssh}: {st.tail(proc.stderr, 300)}")
            return
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DispatchRejected(f"cannot create slurm.results_dir {folder}: {exc}") from exc

    def _show(self, cfg: SlurmSettings, slurm_id: str) -> st.SlurmJob | None:
        proc = self._run(cfg, ["scontrol", "-o", "show", "job", slurm_id])
        if proc.returncode != 0:
            if st.unknown_job(proc.stderr):
                return None
            raise DispatchError(f"scontrol show job {slurm_id}: {st.tail(proc.stderr, 300)}")
        return st.parse_scontrol(proc.stdout, slurm_id)

    def _find(self, job: Job, cfg: SlurmSettings) -> st.SlurmJob | None:
        """The first job named after ``job`` that Slurm (or its accounting) still knows."""
        proc = self._run(
            cfg,
            [
                "squeue",
                "--me",
                "--noheader",
                "--states=all",
                f"--name={job.id}",
                f"--format={st.SQUEUE_FORMAT}",
            ],
        )
        if proc.returncode != 0:
            raise DispatchError(f"squeue --name {job.id}: {st.tail(proc.stderr, 300)}")
        found = st.pick(st.parse_squeue(proc.stdout), job.id)
        if found is not None:
            return found
        since = (job.created_at or "")[:19].replace("Z", "") or "now-7days"
        return self._sacct(cfg, [f"--name={job.id}", f"--starttime={since}"], job.id)

    def _sacct(self, cfg: SlurmSettings, select: list[str], name: str) -> st.SlurmJob | None:
        """Accounting's record of a job (None when the cluster keeps none, or no such job)."""
        if self._accounting is False:
            return None
        proc = self._run(
            cfg,
            [
                "sacct",
                "--noheader",
                "--parsable2",
                "--allocations",
                *select,
                f"--format={st.SACCT_FIELDS}",
            ],
        )
        if proc.returncode != 0:
            if st.accounting_disabled(proc.stderr):
                self._accounting = False
                return None
            raise DispatchError(f"sacct: {st.tail(proc.stderr, 300)}")
        self._accounting = True
        return st.pick(st.parse_sacct(proc.stdout), name)

    def _read_result(self, job: Job, cfg: SlurmSettings) -> Observation:
        """The job's result file: from the shared folder, or pulled over ssh."""
        path = paths_for(job, cfg).result
        local = _local(cfg, path)
        try:
            if local is not None:
                if not local.exists():
                    return Observation("failed", reason=f"no result file {local}")
                raw = read_capped(local, MAX_RESULT_BYTES)
                source = str(local)
            else:
                proc = self._run(cfg, ["head", "-c", str(MAX_RESULT_BYTES + 1), "--", path])
                if proc.returncode != 0:
                    return Observation("failed", reason=f"no result file {cfg.ssh}:{path}")
                if len(proc.stdout) > MAX_RESULT_BYTES:
                    return Observation("failed", reason=f"{path} is over {MAX_RESULT_BYTES} bytes")
                raw = proc.stdout.encode()
                source = f"{cfg.ssh}:{path}"
            result = parse_result(raw, where=source)
        except ResultInvalid as exc:
            return Observation("failed", reason=f"invalid result: {exc}")
        except OSError as exc:
            return Observation("failed", reason=f"cannot read {path}: {exc}")
        return Observation("succeeded", result=result, source=source)

    def _log_tail(self, job: Job, cfg: SlurmSettings) -> str:
        """``; log tail: ...`` from the job's output file, or '' when there is none."""
        path = paths_for(job, cfg).log
        local = _local(cfg, path)
        text = ""
        try:
            if local is not None:
                if local.exists():
                    with local.open("rb") as fh:
                        fh.seek(max(0, local.stat().st_size - LOG_TAIL_BYTES))
                        text = fh.read().decode("utf-8", "replace")
            else:
                proc = self._run(cfg, ["tail", "-c", str(LOG_TAIL_BYTES), "--", path])
                text = proc.stdout if proc.returncode == 0 else ""
        except (OSError, DispatchError):
            return ""
        tail = st.tail(text)
        return f"; log tail: {tail}" if tail else ""


def _settings(job: Job, bench: Benchmark) -> SlurmSettings:
    if bench.slurm is None:
        raise UsageError(f"benchmarks.{job.benchmark}: backend slurm needs a `slurm:` section")
    return bench.slurm


def _local(cfg: SlurmSettings, path: str) -> Path | None:
    """Where the watcher reads ``path`` (a cluster path) itself; None: pull it over ssh."""
    if cfg.local_results_dir:
        rel = PurePosixPath(path).relative_to(PurePosixPath(cfg.results_dir))
        return Path(cfg.local_results_dir) / rel
    if cfg.ssh:
        return None
    return Path(path)


def from_context(ctx: Any) -> SlurmBackend:
    """Build the backend; the rules say where each benchmark goes (``slurm:``)."""
    return SlurmBackend(env=ctx.env, rules_path=ctx.settings.rules_path)
