"""``benchmarks`` and ``engines``: named benchmark specs, where they run (including the
slurm backend's settings), and each engine's flags per decoding mode."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints, field_validator, model_validator

from watcher.bench.spec import BenchSpec
from watcher.rules.base import EnvVarName, RepoName, Strict

Backend = Literal["github-actions", "command", "webhook", "slurm"]

# sbatch options the slurm backend sets itself: the job name is how a restarted watcher
# finds its job, the output file is where the log tail of a failure is read.
SBATCH_OWN_OPTIONS = frozenset(
    {"-J", "--job-name", "--parsable", "-o", "--output", "-e", "--error", "-W", "--wait"}
)
SlurmWord = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.,:=+-]*$")]


class SlurmSettings(Strict):
    """Where and how the ``slurm`` backend submits a benchmark (``sbatch``)."""

    results_dir: str = Field(
        min_length=1,
        description="folder on the cluster where <job id>.json (result) and .log land",
    )
    local_results_dir: str | None = Field(
        default=None,
        description="the same folder as mounted on the watcher (shared filesystem); unset "
        "with ssh: results are pulled over ssh",
    )
    ssh: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.@-]*$",
        description="login node (user@host) to run sbatch/squeue/scontrol/scancel on; unset: "
        "run them here",
    )
    ssh_args: list[str] = Field(
        default_factory=list, description="extra ssh options, e.g. [-p, '2222', -i, key]"
    )
    partition: SlurmWord | None = None
    gres: SlurmWord | None = Field(default=None, description="generic resources, e.g. gpu:1")
    time_limit: SlurmWord | None = Field(
        default=None, description="sbatch --time, e.g. 02:00:00 (cluster default if unset)"
    )
    account: SlurmWord | None = None
    sbatch_args: list[str] = Field(
        default_factory=list, description="extra sbatch arguments, one argv item each"
    )
    script: str | None = Field(
        default=None, description="Jinja2 batch script template replacing the shipped one"
    )
    build: bool = Field(
        default=True,
        description="check out and build the engine at the job's ref (false: run the "
        "spec's server as written)",
    )
    engine_repo: str | None = Field(
        default=None, description="git URL of the engine [the engine's GitHub repository]"
    )
    work_dir: str | None = Field(
        default=None, description="per-job checkout/build folder root [results_dir/work]"
    )
    watcher: list[str] = Field(
        default_factory=lambda: ["watcher"],
        min_length=1,
        description="argv that runs the watcher on the compute node",
    )
    rules: str | None = Field(
        default=None, description="rules path on the cluster [the watcher's own, absolute]"
    )
    setup: list[str] = Field(
        default_factory=list,
        description="shell lines run first in the batch script (e.g. module load cuda)",
    )
    env: dict[EnvVarName, str] = Field(
        default_factory=dict, description="environment exported in the batch script"
    )

    @field_validator("sbatch_args")
    @classmethod
    def _not_ours(cls, v: list[str]) -> list[str]:
        for arg in v:
            if arg.split("=", 1)[0] in SBATCH_OWN_OPTIONS:
                raise ValueError(f"{arg!r} is set by the slurm backend itself")
        return v


class Benchmark(BenchSpec):
    """A named benchmark: the spec plus where and on what it runs."""

    backend: Backend = "github-actions"
    runner: str = Field(
        default="gpu", description="runner label; part of a job's identity with ref and mode"
    )
    hardware: str | None = Field(
        default=None, description="GPU the runner has (a vocabulary hardware name)"
    )
    gpu_count: int = Field(default=1, ge=1)
    workflow: str | None = Field(default=None, description="github-actions: workflow file")
    repo: RepoName | None = Field(default=None, description="github-actions: where to dispatch")
    command: list[str] | None = Field(default=None, description="command backend: argv prefix")
    webhook_url_env: EnvVarName | None = Field(default=None, description="webhook backend")
    webhook_secret_env: EnvVarName | None = None
    slurm: SlurmSettings | None = Field(default=None, description="slurm backend")
    max_wait_s: float = Field(default=6 * 3600, gt=0, description="pending+running limit")

    @model_validator(mode="after")
    def _slurm_needs_settings(self) -> Benchmark:
        if self.backend == "slurm" and self.slurm is None:
            raise ValueError("backend slurm needs a `slurm:` section (at least results_dir)")
        return self


class EngineModes(Strict):
    """Per engine: the flags that select each decoding mode (they drift between releases)."""

    modes: dict[str, list[str]] = Field(
        default_factory=dict, description="mode name -> extra server arguments"
    )
