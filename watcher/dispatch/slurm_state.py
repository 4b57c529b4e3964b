"""What Slurm's commands print, read as plain data, and Slurm job states as job phases.

Pure: parsers for ``sbatch --parsable``, ``scontrol -o show job``, the ``squeue``/``sacct``
listings the slurm backend asks for (``|``-separated fields in a fixed order), the mapping
of Slurm's job states onto :data:`watcher.dispatch.lifecycle.Phase`, and the wording of
a finished job's reason. The commands themselves run in ``watcher.dispatch.slurm``.

States: https://slurm.schedmd.com/squeue.html#SECTION_JOB-STATE-CODES
"""

from __future__ import annotations

from dataclasses import dataclass

from watcher.dispatch.lifecycle import Phase

# squeue --format / sacct --format, in this order; the free-text reason comes last
SQUEUE_FORMAT = "%i|%j|%T|%r"
SACCT_FIELDS = "JobID,JobName,State,ExitCode"
TAIL_CHARS = 600

QUEUED = frozenset(
    {
        "PENDING",
        "CONFIGURING",
        "REQUEUED",
        "REQUEUE_HOLD",
        "REQUEUE_FED",
        "RESV_DEL_HOLD",
    }
)
RUNNING = frozenset(
    {"RUNNING", "COMPLETING", "SUSPENDED", "STOPPED", "SIGNALING", "STAGE_OUT", "RESIZING"}
)
FAILED = frozenset(
    {
        "FAILED",
        "NODE_FAIL",
        "BOOT_FAIL",
        "OUT_OF_MEMORY",
        "PREEMPTED",
        "SPECIAL_EXIT",
        "REVOKED",
    }
)
TIMED_OUT = frozenset({"TIMEOUT", "DEADLINE"})

WHY = {
    "FAILED": "failed",
    "NODE_FAIL": "lost its node (NODE_FAIL)",
    "BOOT_FAIL": "could not boot its node (BOOT_FAIL)",
    "OUT_OF_MEMORY": "ran out of memory (OUT_OF_MEMORY)",
    "PREEMPTED": "was preempted",
    "SPECIAL_EXIT": "ended in SPECIAL_EXIT",
    "REVOKED": "was revoked (REVOKED)",
    "TIMEOUT": "hit its time limit (TIMEOUT)",
    "DEADLINE": "passed its deadline (DEADLINE)",
    "CANCELLED": "was cancelled",
    "COMPLETED": "completed",
}

# sbatch's answers that no retry can fix: the rules or the account must change first
PERMANENT_SUBMIT_ERRORS = (
    "invalid partition",
    "invalid generic resource",
    "invalid gres",
    "invalid account",
    "invalid qos",
    "invalid feature",
    "invalid --time",
    "invalid time limit",
    "requested time limit is invalid",
    "requested node configuration is not available",
    "unrecognized option",
    "invalid option",
    "unknown option",
    "access denied",
    "permission denied",
    "not permitted",
    "no partition specified",
)


@dataclass(frozen=True)
class SlurmJob:
    """One Slurm job as its commands describe it (fields a command did not print: None)."""

    id: str
    name: str | None
    state: str
    reason: str | None = None
    exit_code: str | None = None
    stdout: str | None = None

    @property
    def base_state(self) -> str:
        """The state word alone: ``CANCELLED by 0`` → ``CANCELLED``, ``FAILED+`` → ``FAILED``."""
        word = self.state.split()[0] if self.state.split() else "UNKNOWN"
        return word.rstrip("+").upper()


def parse_job_id(stdout: str) -> str:
    """The job id from ``sbatch --parsable`` (``123`` or ``123;cluster``); ValueError if none."""
    lines = [line.strip() for line in stdout.splitlines() if line.strip()]
    if not lines:
        raise ValueError("sbatch printed no job id")
    job_id = lines[-1].split(";", 1)[0]
    if not job_id.isdigit():
        raise ValueError(f"sbatch printed {lines[-1][:80]!r}, not a job id")
    return job_id


def parse_scontrol(text: str, job_id: str) -> SlurmJob | None:
    """The job ``job_id`` from ``scontrol -o show job ID`` (one ``Key=Value ...`` line each)."""
    for line in text.splitlines():
        fields = _key_values(line)
        if fields.get("JobId") != job_id:
            continue
        return SlurmJob(
            id=job_id,
            name=fields.get("JobName"),
            state=fields.get("JobState") or "UNKNOWN",
            reason=_none(fields.get("Reason")),
            exit_code=fields.get("ExitCode"),
            stdout=_none(fields.get("StdOut")),
        )
    return None


def _key_values(line: str) -> dict[str, str]:
    """``A=1 B=x y C=2`` → ``{A: 1, B: "x y", C: 2}``: a word without ``=`` continues a value."""
    out: dict[str, str] = {}
    key: str | None = None
    for word in line.strip().split(" "):
        name, eq, value = word.partition("=")
        if eq and name and name[0].isalpha() and " " not in name:
            key = name
            out[key] = value
        elif key is not None:
            out[key] += " " + word
    return out


def _none(value: str | None) -> str | None:
    return None if value in (None, "", "None", "(null)") else value


def parse_squeue(text: str) -> list[SlurmJob]:
    """Rows of ``squeue --noheader --format=%i|%j|%T|%r`` (id, name, state, reason)."""
    return [
        SlurmJob(job_id, name or None, state, reason=_none(rest))
        for job_id, name, state, rest in _rows(text)
    ]


def parse_sacct(text: str) -> list[SlurmJob]:
    """Rows of ``sacct --noheader --parsable2 --format=JobID,JobName,State,ExitCode``.

    Job steps (``123.batch``) are skipped: a job's state is its allocation's.
    """
    return [
        SlurmJob(job_id, name or None, state, exit_code=rest or None)
        for job_id, name, state, rest in _rows(text)
    ]


def _rows(text: str) -> list[tuple[str, str, str, str]]:
    rows = []
    for line in text.splitlines():
        parts = line.strip().split("|", 3)
        if len(parts) < 3 or not parts[0].isdigit():
            continue
        rows.append((parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else ""))
    return rows


def pick(jobs: list[SlurmJob], name: str) -> SlurmJob | None:
    """The first-submitted job called ``name`` (the lowest id), or None."""
    named = [j for j in jobs if j.name == name]
    return min(named, key=lambda j: int(j.id)) if named else None


def phase(state: str) -> Phase:
    """A Slurm job state as a job phase (``succeeded`` means the job exited 0, no more)."""
    word = SlurmJob("0", None, state).base_state
    if word in QUEUED:
        return "queued"
    if word in RUNNING:
        return "running"
    if word == "COMPLETED":
        return "succeeded"
    if word == "CANCELLED":
        return "cancelled"
    if word in TIMED_OUT:
        return "timed_out"
    if word in FAILED:
        return "failed"
    return "unknown"


def exit_text(exit_code: str | None) -> str | None:
    """``1:0`` → ``exit code 1``; ``0:9`` → ``killed by signal 9``; ``0:0``/None → None."""
    if not exit_code:
        return None
    code, _, signal = exit_code.partition(":")
    if signal and signal.isdigit() and int(signal):
        return f"killed by signal {int(signal)}"
    if code.isdigit() and int(code):
        return f"exit code {int(code)}"
    return None


def ended(job: SlurmJob) -> str:
    """``Slurm job 12 failed (exit code 1; reason NonZeroExitCode)``."""
    word = job.base_state
    details = [d for d in (exit_text(job.exit_code),) if d]
    if job.reason and job.reason != "None":
        details.append(f"reason {job.reason}")
    text = f"Slurm job {job.id} {WHY.get(word, word)}"
    return f"{text} ({'; '.join(details)})" if details else text


def tail(text: str, limit: int = TAIL_CHARS) -> str:
    """The end of a job log as one printable line (build output has colours and CRs)."""
    printable = "".join(c if c.isprintable() else " " for c in text)
    return " ".join(printable.split())[-limit:]


def submit_failure_is_permanent(stderr: str) -> bool:
    """True when sbatch refused the job for a reason no retry fixes (bad partition, gres…)."""
    low = stderr.lower()
    return any(p in low for p in PERMANENT_SUBMIT_ERRORS)


def accounting_disabled(stderr: str) -> bool:
    """True when ``sacct`` says the cluster keeps no accounting (nothing to ask it)."""
    low = stderr.lower()
    return "accounting storage is disabled" in low


def unknown_job(stderr: str) -> bool:
    """True when ``scontrol show job`` says the id is unknown (purged after MinJobAge)."""
    return "invalid job id" in stderr.lower()
