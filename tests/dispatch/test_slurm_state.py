"""Slurm's command output read as data, and Slurm states as job phases (pure).

The texts are what Slurm 22.05 printed on the one-node cluster of ``.ci/slurm-up.sh``.
"""

from __future__ import annotations

import pytest

from watcher.dispatch import slurm_state as st

SCONTROL_FAILED = (
    "JobId=2 JobName=job-53e2ecef7ae3e4bcf938 UserId=root(0) GroupId=root(0) MCS_label=N/A "
    "Priority=4294901759 Nice=0 Account=(null) QOS=(null) JobState=FAILED "
    "Reason=NonZeroExitCode Dependency=(null) Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 "
    "ExitCode=1:0 RunTime=00:00:00 TimeLimit=UNLIMITED TimeMin=N/A "
    "SubmitTime=2026-12-01T13:01:02 Partition=gpu AllocNode:Sid=localhost:6300 "
    "NtasksPerN:B:S:C=0:0:*:* CPUs/Task=1 Command=(null) WorkDir=/work/my dir "
    "StdErr=/tmp/r/job-53e2ecef7ae3e4bcf938.log StdIn=/dev/null "
    "StdOut=/tmp/r/job-53e2ecef7ae3e4bcf938.log Power= TresPerNode=gres:gpu:1 "
)
SCONTROL_PENDING = (
    "JobId=7 JobName=job-x JobState=PENDING "
    "Reason=Nodes_required_for_job_are_DOWN,_DRAINED_or_reserved_for_jobs_in_higher_priority"
    "_partitions Dependency=(null) ExitCode=0:0 StdOut=/tmp/x.log"
)


def test_sbatch_parsable_gives_the_id() -> None:
    """`sbatch --parsable` prints `ID` or `ID;cluster`; anything else is refused."""
    assert st.parse_job_id("42\n") == "42"
    assert st.parse_job_id("sbatch: warning: something\n43;local\n") == "43"
    for bad in ("", "Submitted batch job 12", "12_3"):
        with pytest.raises(ValueError):
            st.parse_job_id(bad)


def test_scontrol_one_liner_fields() -> None:
    """State, reason, exit code and log; a value with a space stays whole."""
    job = st.parse_scontrol(SCONTROL_FAILED, "2")
    assert job == st.SlurmJob(
        id="2",
        name="job-53e2ecef7ae3e4bcf938",
        state="FAILED",
        reason="NonZeroExitCode",
        exit_code="1:0",
        stdout="/tmp/r/job-53e2ecef7ae3e4bcf938.log",
    )
    assert st._key_values(SCONTROL_FAILED)["WorkDir"] == "/work/my dir"
    assert st.parse_scontrol(SCONTROL_FAILED, "3") is None
    pending = st.parse_scontrol(SCONTROL_PENDING, "7")
    assert pending is not None and pending.state == "PENDING"
    assert pending.reason is not None and pending.reason.startswith("Nodes_required")


def test_squeue_and_sacct_rows() -> None:
    """`%i|%j|%T|%r` rows and `--parsable2` sacct rows; steps and headers skipped."""
    rows = st.parse_squeue("3|job-a|CANCELLED|None\n5|job-a|PENDING|BeginTime\n")
    assert [(j.id, j.state, j.reason) for j in rows] == [
        ("3", "CANCELLED", None),
        ("5", "PENDING", "BeginTime"),
    ]
    sacct = st.parse_sacct(
        "JobID|JobName|State|ExitCode\n"
        "12|job-b|CANCELLED by 0|0:15\n"
        "12.batch|batch|CANCELLED|0:15\n"
    )
    assert len(sacct) == 1 and sacct[0].base_state == "CANCELLED"
    assert sacct[0].exit_code == "0:15"


def test_pick_takes_the_first_submitted_of_that_name() -> None:
    """Two jobs named alike (a duplicate): the lowest id; another name is ignored."""
    rows = st.parse_squeue("11|job-a|RUNNING|None\n9|job-a|PENDING|None\n8|job-b|RUNNING|None\n")
    picked = st.pick(rows, "job-a")
    assert picked is not None and picked.id == "9"
    assert st.pick(rows, "job-c") is None


@pytest.mark.parametrize(
    ("state", "phase"),
    [
        ("PENDING", "queued"),
        ("CONFIGURING", "queued"),
        ("REQUEUED", "queued"),
        ("RUNNING", "running"),
        ("COMPLETING", "running"),
        ("SUSPENDED", "running"),
        ("COMPLETED", "succeeded"),
        ("FAILED", "failed"),
        ("NODE_FAIL", "failed"),
        ("OUT_OF_MEMORY", "failed"),
        ("BOOT_FAIL", "failed"),
        ("PREEMPTED", "failed"),
        ("TIMEOUT", "timed_out"),
        ("DEADLINE", "timed_out"),
        ("CANCELLED", "cancelled"),
        ("CANCELLED by 1000", "cancelled"),
        ("FAILED+", "failed"),
        ("SOMETHING_NEW", "unknown"),
        ("", "unknown"),
    ],
)
def test_states_map_onto_phases(state: str, phase: str) -> None:
    """Every state the issue names (and sacct's spellings) has its phase."""
    assert st.phase(state) == phase


def test_ended_says_what_happened() -> None:
    """The reason names the Slurm id, what happened, the exit code or signal, Slurm's reason."""
    failed = st.SlurmJob("2", "j", "FAILED", "NonZeroExitCode", "1:0")
    assert st.ended(failed) == "Slurm job 2 failed (exit code 1; reason NonZeroExitCode)"
    oom = st.SlurmJob("3", "j", "OUT_OF_MEMORY", None, "0:9")
    assert st.ended(oom) == "Slurm job 3 ran out of memory (OUT_OF_MEMORY) (killed by signal 9)"
    assert st.ended(st.SlurmJob("4", "j", "TIMEOUT", "TimeLimit", "0:0")) == (
        "Slurm job 4 hit its time limit (TIMEOUT) (reason TimeLimit)"
    )
    assert st.ended(st.SlurmJob("5", "j", "NODE_FAIL")) == "Slurm job 5 lost its node (NODE_FAIL)"


def test_tail_is_one_printable_line() -> None:
    """Colours, carriage returns and newlines of a build log become one short line."""
    log = "\x1b[31mERROR\x1b[0m: step 1\r\nstep 2\n\n" + "x" * 1000 + " the end\n"
    out = st.tail(log, 40)
    assert len(out) <= 40 and out.endswith("the end")
    assert "\x1b" not in st.tail(log) and "\n" not in st.tail(log)


def test_submit_errors_permanent_or_not() -> None:
    """A bad partition or gres is final; a controller that does not answer is retried."""
    assert st.submit_failure_is_permanent(
        "sbatch: error: Batch job submission failed: Invalid partition name specified"
    )
    assert st.submit_failure_is_permanent(
        "sbatch: error: Batch job submission failed: Invalid generic resource (gres) specification"
    )
    assert not st.submit_failure_is_permanent(
        "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation"
    )
    assert not st.submit_failure_is_permanent(
        "sbatch: error: Batch job submission failed: Unable to contact slurm controller"
    )


def test_sacct_and_scontrol_messages() -> None:
    """No accounting database, and a purged job id, are recognised."""
    assert st.accounting_disabled("Slurm accounting storage is disabled\n")
    assert not st.accounting_disabled("sacct: error: Problem talking to the database")
    assert st.unknown_job("slurm_load_jobs error: Invalid job id specified\n")
    assert not st.unknown_job("slurm_load_jobs error: Unable to contact slurm controller")
