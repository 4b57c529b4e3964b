"""What the slurm backend submits: the ``sbatch`` argv and the batch script (pure).

The batch script is a Jinja2 template — ``templates/slurm-job.sh.j2`` by default, or the
file a benchmark names in ``slurm.script``. Every ``{{ value }}`` is shell-quoted
(``shlex.quote``; a list becomes quoted words) unless it is :class:`ShSafe`: the only
unquoted values are the user's own ``slurm.setup`` lines from the rules. Job ids, refs
and benchmark names are validated before they get here, and quoted all the same.

Template variables: ``job_id``, ``benchmark``, ``engine``, ``engine_ref``, ``engine_repo``,
``mode``, ``repo``, ``pr``, ``result`` (the result file), ``log``, ``work_dir`` (this job's
folder), ``rules`` (the rules path on the cluster), ``watcher`` (argv), ``build`` (bool),
``setup`` (lines), ``env`` (name → value), ``gpu_count``.
"""

from __future__ import annotations

import functools
import shlex
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import jinja2

from watcher.dispatch.lifecycle import Job, validate_ref
from watcher.errors import UsageError
from watcher.rules.models import Benchmark, SlurmSettings

TEMPLATE = "slurm-job.sh.j2"
_PACKAGE = Path(__file__).resolve().parent.parent
TEMPLATE_DIRS = [_PACKAGE.parent / "templates", _PACKAGE / "_data" / "templates"]
ENGINE_REPOS = {
    "llama.cpp": "https://github.com/ggml-org/llama.cpp.git",
    "sglang": "https://github.com/sgl-project/sglang.git",
}


class ShSafe(str):
    """Text the template may print unquoted (the user's own setup lines, nothing else)."""

    __slots__ = ()


def _finalize(value: Any) -> Any:
    if isinstance(value, ShSafe):
        return value
    if isinstance(value, bool):
        return "1" if value else ""
    if isinstance(value, list | tuple):
        return " ".join(shlex.quote(str(v)) for v in value)
    if value is None:
        return "''"
    return shlex.quote(str(value))


def _environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    return jinja2.Environment(
        loader=loader,
        autoescape=False,  # noqa: S701 - a shell script: _finalize quotes every value
        finalize=_finalize,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )


@functools.lru_cache(maxsize=1)
def _shipped() -> jinja2.Environment:
    return _environment(jinja2.FileSystemLoader([str(d) for d in TEMPLATE_DIRS if d.is_dir()]))


@dataclass(frozen=True)
class Paths:
    """Where one job's files live on the cluster."""

    result: str
    log: str
    work_dir: str


def paths_for(job: Job, cfg: SlurmSettings) -> Paths:
    """``results_dir/<job id>.json`` and ``.log``; ``work_dir/<job id>`` (default under results)."""
    results = PurePosixPath(cfg.results_dir)
    work_root = PurePosixPath(cfg.work_dir) if cfg.work_dir else results / "work"
    return Paths(
        result=str(results / f"{job.id}.json"),
        log=str(results / f"{job.id}.log"),
        work_dir=str(work_root / job.id),
    )


def render_script(
    job: Job, bench: Benchmark, cfg: SlurmSettings, paths: Paths, rules_path: str | None
) -> str:
    """The batch script for ``job`` (UsageError naming the key when a template is unusable)."""
    values = {
        "job_id": job.id,
        "benchmark": job.benchmark,
        "engine": job.engine,
        "engine_ref": validate_ref(job.engine_ref),
        "engine_repo": cfg.engine_repo or ENGINE_REPOS.get(job.engine, ""),
        "mode": job.mode,
        "repo": job.repo,
        "pr": job.pr,
        "result": paths.result,
        "log": paths.log,
        "work_dir": paths.work_dir,
        "rules": cfg.rules or rules_path or "rules",
        "watcher": list(cfg.watcher),
        "build": cfg.build,
        "setup": [ShSafe(line) for line in cfg.setup],
        "env": dict(cfg.env),
        "gpu_count": bench.gpu_count,
    }
    where = f"benchmarks.{job.benchmark}.slurm.script"
    try:
        if cfg.script:
            path = Path(cfg.script)
            if not path.is_file():
                raise UsageError(f"{where}: no template file {cfg.script!r}")
            template = _environment(jinja2.FileSystemLoader(str(path.parent))).get_template(
                path.name
            )
        else:
            template = _shipped().get_template(TEMPLATE)
        return template.render(**values)
    except jinja2.TemplateError as exc:
        raise UsageError(f"{where}: {cfg.script or TEMPLATE}: {exc}") from exc


def sbatch_argv(job: Job, cfg: SlurmSettings, paths: Paths) -> list[str]:
    """``sbatch --parsable --job-name ID --output LOG ...``; the script goes on its stdin."""
    argv = ["sbatch", "--parsable", f"--job-name={job.id}", f"--output={paths.log}"]
    for flag, value in (
        ("--partition", cfg.partition),
        ("--gres", cfg.gres),
        ("--time", cfg.time_limit),
        ("--account", cfg.account),
    ):
        if value:
            argv.append(f"{flag}={value}")
    return [*argv, *cfg.sbatch_args]


def remote(ssh: str | None, ssh_args: list[str], argv: list[str]) -> list[str]:
    """``argv`` as run on the login node: ssh hands one command line to the remote shell,
    so every item is quoted into exactly one word there; without ssh, ``argv`` itself."""
    if not ssh:
        return list(argv)
    return ["ssh", "-o", "BatchMode=yes", *ssh_args, ssh, "--", shlex.join(argv)]
