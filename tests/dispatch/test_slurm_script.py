"""The sbatch argv and the batch script of the slurm backend (rendered, checked by bash)."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from watcher.dispatch.lifecycle import Job
from watcher.dispatch.slurm_script import paths_for, remote, render_script, sbatch_argv
from watcher.errors import DispatchRejected, UsageError
from watcher.rules.models import Benchmark, SlurmSettings

SHA = "0123456789abcdef0123456789abcdef01234567"


def _bench(engine: str = "llama.cpp", **slurm: Any) -> Benchmark:
    server = {"binary": "llama-server"} if engine == "llama.cpp" else {"python": "python3"}
    return Benchmark.model_validate(
        {
            "engine": engine,
            "server": server,
            "model": {"path": "/models/m.gguf", "name": "M"},
            "backend": "slurm",
            "slurm": {"results_dir": "/shared/results", **slurm},
        }
    )


def _job(bench: Benchmark, ref: str = SHA) -> Job:
    return Job(
        id="job-0123456789abcdef0123",
        benchmark="b1",
        engine=bench.engine,
        engine_ref=ref,
        mode="ar",
        runner="gpu",
        backend="slurm",
    )


def _render(bench: Benchmark, job: Job | None = None) -> str:
    job = job or _job(bench)
    assert bench.slurm is not None
    return render_script(job, bench, bench.slurm, paths_for(job, bench.slurm), "/srv/rules")


def test_sbatch_argv_has_name_log_and_rules_options() -> None:
    """Name = job id (found again by it), log under results_dir, then the rules' options."""
    bench = _bench(
        partition="h200",
        gres="gpu:1",
        time_limit="02:00:00",
        account="perf",
        sbatch_args=["--exclusive", "--constraint=h200"],
    )
    job = _job(bench)
    assert bench.slurm is not None
    argv = sbatch_argv(job, bench.slurm, paths_for(job, bench.slurm))
    assert argv == [
        "sbatch",
        "--parsable",
        f"--job-name={job.id}",
        f"--output=/shared/results/{job.id}.log",
        "--partition=h200",
        "--gres=gpu:1",
        "--time=02:00:00",
        "--account=perf",
        "--exclusive",
        "--constraint=h200",
    ]


def test_remote_quotes_each_item_into_one_word() -> None:
    """Over ssh the command is one line for the remote shell: every item stays one word."""
    argv = ["head", "-c", "10", "--", "/a b/it's $(x).json"]
    assert remote(None, [], argv) == argv
    out = remote("me@login", ["-p", "2222"], argv)
    assert out[:7] == ["ssh", "-o", "BatchMode=yes", "-p", "2222", "me@login", "--"]
    assert shlex.split(out[7]) == argv


def test_default_script_builds_llama_cpp_at_the_ref_and_runs_the_harness() -> None:
    """Checkout at the pinned ref, CMake with CUDA, then `watcher bench run` (bash -n clean)."""
    script = _render(_bench(env={"HF_HOME": "/shared/hf"}, setup=["module load cuda/12.4"]))
    assert (
        'git -C "$ENGINE" fetch -q --depth 1 https://github.com/ggml-org/llama.cpp.git ' + SHA
        in script
    )
    assert "-DGGML_CUDA=ON" in script and "--target llama-server" in script
    assert 'export WATCHER_ENGINE_BIN="$ENGINE/build/bin/llama-server"' in script
    assert "module load cuda/12.4\n" in script and "export HF_HOME=/shared/hf\n" in script
    assert (
        "exec watcher bench run b1 --rules /srv/rules \\\n"
        '  --out "$RESULT" --job-id job-0123456789abcdef0123 --workdir "$WORK/bench"'
    ) in script
    assert "RESULT=/shared/results/job-0123456789abcdef0123.json" in script
    subprocess.run(["bash", "-n"], input=script, text=True, check=True)


def test_default_script_puts_sglang_in_its_own_venv() -> None:
    """SGLang: installed from the checkout into a venv of its own; its python is exported."""
    script = _render(_bench("sglang"))
    assert "https://github.com/sgl-project/sglang.git" in script
    assert 'python3 -m venv "$WORK/venv"' in script
    assert 'export WATCHER_ENGINE_PYTHON="$WORK/venv/bin/python"' in script
    assert "cmake" not in script
    subprocess.run(["bash", "-n"], input=script, text=True, check=True)


def test_build_false_runs_the_spec_as_written() -> None:
    """`build: false` (an engine the cluster provides): no git, no build."""
    script = _render(_bench(build=False))
    assert "git " not in script and "cmake" not in script and "WATCHER_ENGINE_BIN" not in script
    assert "exec watcher bench run b1" in script


def test_hostile_values_stay_words_when_the_script_runs(tmp_path: Path) -> None:
    """A results folder and env value with quotes, `$(...)` and `;` reach the harness as text."""
    odd = tmp_path / "res dir's $(touch PWNED1); `touch PWNED2`"
    bench = _bench(
        build=False,
        results_dir=str(odd),
        env={"NOTE": 'a\'b $(touch PWNED3) "c"'},
        watcher=[
            sys.executable,
            "-c",
            "import json, os, sys; print(json.dumps([sys.argv[1:], os.environ['NOTE']]))",
        ],
    )
    script = _render(bench)
    out = subprocess.run(
        ["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout
    argv, note = json.loads(out.splitlines()[-1])
    assert argv == [
        "bench",
        "run",
        "b1",
        "--rules",
        "/srv/rules",
        "--out",
        f"{odd}/job-0123456789abcdef0123.json",
        "--job-id",
        "job-0123456789abcdef0123",
        "--workdir",
        f"{odd}/work/job-0123456789abcdef0123/bench",
    ]
    assert note == 'a\'b $(touch PWNED3) "c"'
    assert odd.is_dir()
    assert not list(tmp_path.rglob("PWNED*"))


def test_a_moving_ref_is_refused_before_rendering() -> None:
    """A branch name never reaches a script."""
    bench = _bench()
    with pytest.raises(DispatchRejected):
        _render(bench, _job(bench, ref="refs/heads/main"))


def test_template_override_and_its_errors(tmp_path: Path) -> None:
    """`slurm.script` replaces the shipped template; a missing or broken one names the key."""
    mine = tmp_path / "mine.sh.j2"
    mine.write_text("#!/bin/sh\necho {{ job_id }} {{ result }} {{ gpu_count }}\n")
    script = _render(_bench(script=str(mine)))
    assert script == (
        "#!/bin/sh\necho job-0123456789abcdef0123 /shared/results/job-0123456789abcdef0123.json 1\n"
    )
    with pytest.raises(UsageError, match=r"benchmarks\.b1\.slurm\.script: no template file"):
        _render(_bench(script=str(tmp_path / "absent.j2")))
    mine.write_text("{{ no_such_variable }}\n")
    with pytest.raises(UsageError, match="no_such_variable"):
        _render(_bench(script=str(mine)))


def test_rules_validation() -> None:
    """backend slurm needs its section; options the backend sets are refused in sbatch_args."""
    with pytest.raises(ValidationError, match="needs a `slurm:` section"):
        Benchmark.model_validate(
            {"engine": "llama.cpp", "model": {"path": "m", "name": "M"}, "backend": "slurm"}
        )
    for arg in ("--job-name=x", "-J", "--output=/tmp/x", "--parsable"):
        with pytest.raises(ValidationError, match="set by the slurm backend itself"):
            SlurmSettings(results_dir="/r", sbatch_args=[arg])
    with pytest.raises(ValidationError):
        SlurmSettings(results_dir="/r", partition="gpu; rm -rf /")
    with pytest.raises(ValidationError):
        SlurmSettings(results_dir="/r", ssh="-oProxyCommand=x")


def test_readme_example_is_what_the_backend_renders() -> None:
    """The README's Slurm rules validate, and its batch script is the shipped one's output."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    section = readme.split("### On your own GPU cluster: Slurm", 1)[1].split("\n## ", 1)[0]
    rules_yaml = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    shown = section.split("```bash\n", 1)[1].split("```", 1)[0]
    (name, spec), *_ = yaml.safe_load(rules_yaml)["benchmarks"].items()
    bench = Benchmark.model_validate(spec)
    assert bench.slurm is not None
    job = Job(
        id="job-7f3c9a1e5b2d4c6a8e0f",
        benchmark=name,
        engine=bench.engine,
        engine_ref="b7031",
        mode=bench.mode,
        runner=bench.runner,
        backend="slurm",
    )
    assert render_script(job, bench, bench.slurm, paths_for(job, bench.slurm), None) == shown
