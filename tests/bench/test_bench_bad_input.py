"""Bad input to ``watcher bench`` is refused before a server starts, and results that
contradict themselves are refused at ingest (exit 2 and 1, one line each)."""

from __future__ import annotations

import copy
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from tests.bench.test_bench_cmd import watcher
from tests.bench.test_ingest import result_doc
from watcher.bench.result import parse_result
from watcher.errors import ResultInvalid


@pytest.fixture
def spec(tmp_path: Path, tiny_gguf: Path) -> Path:
    """A spec whose "server" only leaves a mark that it was started."""
    binary = tmp_path / "server.sh"
    binary.write_text(f"#!/bin/sh\ntouch '{tmp_path / 'STARTED'}'\nexit 1\n")
    binary.chmod(binary.stat().st_mode | stat.S_IEXEC)
    f = tmp_path / "spec.yaml"
    f.write_text(
        f"engine: llama.cpp\nserver: {{binary: '{binary}'}}\n"
        f"model: {{path: '{tiny_gguf}', name: tiny}}\nrepeats: 2\nwarmup: 0\n"
    )
    return f


def _refused(tmp_path: Path, *args: str) -> str:
    r = watcher("bench", "run", *args, "--workdir", str(tmp_path / "work"), cwd=tmp_path)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    assert not (tmp_path / "STARTED").exists(), "a server was started"
    assert not (tmp_path / "work").exists() or not any((tmp_path / "work").iterdir())
    return r.stderr


@pytest.mark.parametrize("job_id", ["../..", "a/b", ".hidden", "", "x" * 201, "a b", "-x"])
def test_job_id_that_names_a_path_is_refused(tmp_path: Path, spec: Path, job_id: str) -> None:
    """`--job-id ../..` wrote the server log outside the work folder."""
    assert "--job-id must be" in _refused(tmp_path, str(spec), "--job-id", job_id)


def test_out_that_cannot_be_written_is_refused_first(tmp_path: Path, spec: Path) -> None:
    """`--out /proc/nope/x.json` ran the whole benchmark, then lost the result."""
    err = _refused(tmp_path, str(spec), "--out", "/proc/nope/x.json")
    assert "--out /proc/nope/x.json: cannot create its folder" in err
    (tmp_path / "adir").mkdir()
    assert "is a folder" in _refused(tmp_path, str(spec), "--out", str(tmp_path / "adir"))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("repeats", "100000000"),
        ("warmup", "5000"),
        ("concurrency", "100000"),
        ("max_tokens", "1000000000"),
        ("timeout_s", "1e12"),
    ],
)
def test_out_of_bound_settings_are_refused(
    tmp_path: Path, spec: Path, key: str, value: str
) -> None:
    """`repeats: 100000000` passed validation, ran, and exited 2 with no result."""
    kept = [line for line in spec.read_text().splitlines() if not line.startswith(f"{key}:")]
    spec.write_text("\n".join([*kept, f"{key}: {value}"]) + "\n")
    err = _refused(tmp_path, str(spec))
    assert f"{spec}:" in err and f"{key}: Input should be less than or equal to" in err


def test_a_good_job_id_still_reaches_the_server(tmp_path: Path, spec: Path) -> None:
    r = watcher(
        "bench", "run", str(spec), "--job-id", "job-0123abc-g1", "--out", "r/x.json", cwd=tmp_path
    )
    assert r.returncode == 1 and (tmp_path / "STARTED").exists()
    assert json.loads((tmp_path / "r" / "x.json").read_text())["job_id"] == "job-0123abc-g1"


# ------------------------------------------------------------------ result validation


def _invalid(doc: Any) -> ResultInvalid:
    with pytest.raises(ResultInvalid) as info:
        parse_result(doc if isinstance(doc, str) else json.dumps(doc), where="r.json")
    return info.value


@pytest.mark.parametrize("value", ["not a date", "2026-13-01T00:00:00Z", "2026-12-01T09:00:00", ""])
def test_finished_at_must_be_a_time_with_zone(value: str) -> None:
    """ "not a date" made the report's headline read "As of not a date:"."""
    err = _invalid(result_doc(finished_at=value))
    assert ("finished_at" in str(err) and "ISO-8601" in str(err)) or "zone" in str(err)


def test_times_as_the_harness_writes_them_pass() -> None:
    for value in ("2026-12-01T09:00:00Z", "2026-12-01T09:00:00.5+02:00"):
        assert parse_result(result_doc(started_at=value, finished_at=value)).finished_at == value


@pytest.mark.parametrize(("field", "value"), [("median", 500.0), ("min", 10.0), ("max", 900.0)])
def test_runs_that_contradict_min_median_max_are_refused(field: str, value: float) -> None:
    doc = copy.deepcopy(result_doc())
    doc["metrics"]["decode_tok_s"][field] = value
    doc["metrics"]["decode_tok_s"]["min"] = min(value, doc["metrics"]["decode_tok_s"]["min"])
    doc["metrics"]["decode_tok_s"]["max"] = max(value, doc["metrics"]["decode_tok_s"]["max"])
    assert "contradicts runs" in str(_invalid(doc))


def test_rounded_figures_still_agree_with_their_runs() -> None:
    doc = copy.deepcopy(result_doc())
    doc["metrics"]["decode_tok_s"] = {
        "min": 90.12,
        "median": 100.0,
        "max": 110.99,
        "runs": [90.1234, 99.9999, 110.987],
    }
    assert parse_result(doc).metrics.decode_tok_s is not None


def test_deep_nesting_is_invalid_json_not_a_recursion_error() -> None:
    """100k-deep nesting raised RecursionError (an "internal error")."""
    deep = '{"schema": "watcher.bench-result/1", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert "nested too deeply" in str(_invalid(deep))


def test_ingest_cli_refuses_a_bad_date_in_one_line(tmp_path: Path) -> None:
    f = tmp_path / "r.json"
    f.write_text(json.dumps(result_doc(finished_at="not a date")))
    r = watcher("init", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    r = watcher("bench", "ingest", str(f), cwd=tmp_path, env={"PATH": os.environ["PATH"]})
    assert r.returncode == 1 and r.stderr.count("\n") == 1
    assert "finished_at" in r.stderr and "not a date" in r.stderr
