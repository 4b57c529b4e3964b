"""Rules loading: the shipped rules validate; broken copies point at the right line and key."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from watcher.errors import RulesError
from watcher.rules import load_rules, rules_schema


def _copy_rules(rules_dir: Path, tmp_path: Path) -> Path:
    dst = tmp_path / "rules"
    shutil.copytree(rules_dir, dst)
    return dst


def _problems(path: Path) -> list:
    with pytest.raises(RulesError) as info:
        load_rules(path)
    return info.value.problems


def _line_of(path: Path, needle: str) -> int:
    for i, line in enumerate(path.read_text().splitlines(), start=1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} not in {path}")


def test_shipped_rules_validate(rules_dir: Path) -> None:
    """The default rules load and encode the scenario's watches."""
    rules = load_rules(rules_dir)
    repos = rules.repos()
    assert set(repos) == {"ggml-org/llama.cpp", "sgl-project/sglang"}
    tracked = {n for w in rules.watches for n in w.prs.track}
    assert {31306, 46927} <= tracked
    llama = rules.watch("llama-cpp-clover-parallel-decode")
    assert "ggerganov/llama.cpp" in llama.old_names
    assert llama.releases
    assert rules.watch("sglang-clover-draft-verify").releases
    assert len(rules.claims) >= 4


def test_bad_indentation_points_at_the_line(rules_dir: Path, tmp_path: Path) -> None:
    """A YAML syntax error names the file and the line the parser stopped on."""
    folder = _copy_rules(rules_dir, tmp_path)
    f = folder / "schedule.yaml"
    text = f.read_text().replace("  jitter_s: 60", "    jitter_s: 60")
    f.write_text(text)
    [problem] = _problems(folder)
    assert problem.file == str(f)
    assert problem.line == _line_of(f, "jitter_s")
    assert "invalid YAML" in problem.message


def test_unknown_key_names_key_line_and_allowed(rules_dir: Path, tmp_path: Path) -> None:
    """An unknown key is reported at its own line with the keys that are allowed."""
    folder = _copy_rules(rules_dir, tmp_path)
    f = folder / "watches.yaml"
    f.write_text(
        f.read_text().replace("    releases: true\n", "    releases: true\n    relases: true\n", 1)
    )
    [problem] = _problems(folder)
    assert problem.file == str(f)
    assert problem.line == _line_of(f, "relases")
    assert problem.key == "watches[0].relases"
    assert "unknown key" in problem.message and "old_names" in problem.message


def test_invalid_regex(rules_dir: Path, tmp_path: Path) -> None:
    """A pattern that does not compile is an error at the pattern's line."""
    folder = _copy_rules(rules_dir, tmp_path)
    f = folder / "watches.yaml"
    f.write_text(f.read_text().replace(r"'\bdraft[- ]and[- ]verify\b'", r"'\bdraft[- and verify'"))
    [problem] = _problems(folder)
    assert problem.line == _line_of(f, r"\bdraft[- and verify")
    assert problem.key == "watches[0].prs.match.any[1].pattern"
    assert "invalid regular expression" in problem.message


def test_dangling_benchmark_name(rules_dir: Path, tmp_path: Path) -> None:
    """A benchmark action naming no defined benchmark is an error at that line."""
    folder = _copy_rules(rules_dir, tmp_path)
    f = folder / "watches.yaml"
    text = f.read_text().replace(
        "{benchmark: clover-sglang-selfspec-h200}", "{benchmark: clover-sglang-nope}"
    )
    f.write_text(text)
    [problem] = _problems(folder)
    assert problem.line == _line_of(f, "clover-sglang-nope")
    assert problem.key.startswith("watches[3].actions.pr_merged[2]")
    assert "no benchmark named 'clover-sglang-nope'" in problem.message
    assert "clover-sglang-selfspec-h200" in problem.message


def test_wrong_type_says_what_was_expected(tmp_path: Path) -> None:
    """A wrong type names the key and the value found."""
    f = tmp_path / "r.yaml"
    f.write_text("schedule:\n  poll_interval_s: soon\n")
    [problem] = _problems(f)
    assert (problem.line, problem.key) == (2, "schedule.poll_interval_s")
    assert "valid integer" in problem.message and "'soon'" in problem.message


def test_unknown_action_is_rejected(tmp_path: Path) -> None:
    """An action that is neither notify/report nor a benchmark lists both forms."""
    f = tmp_path / "r.yaml"
    f.write_text(
        "watches:\n  - name: w\n    repo: a/b\n    actions:\n      pr_merged: [notify, shout]\n"
    )
    [problem] = _problems(f)
    assert problem.line == 5
    assert problem.key == "watches[0].actions.pr_merged[1]"
    assert "notify" in problem.message


def test_unknown_event_type(tmp_path: Path) -> None:
    """Event types are the docs/ARCHITECTURE.md list; a typo is caught."""
    f = tmp_path / "r.yaml"
    f.write_text("watches:\n  - name: w\n    repo: a/b\n    actions:\n      pr_merge: [notify]\n")
    [problem] = _problems(f)
    assert problem.line == 5
    assert "pr_merged" in problem.message


def test_duplicate_yaml_key(tmp_path: Path) -> None:
    """YAML silently keeps the last duplicate; the loader refuses it."""
    f = tmp_path / "r.yaml"
    f.write_text("schedule:\n  jitter_s: 1\n  jitter_s: 2\n")
    [problem] = _problems(f)
    assert (problem.line, problem.key, problem.message) == (3, "schedule.jitter_s", "duplicate key")


def test_every_problem_is_reported(tmp_path: Path) -> None:
    """Several problems in one file are all listed, each with its line."""
    f = tmp_path / "r.yaml"
    f.write_text("schedule:\n  poll_interval_s: x\n  jitter_s: -1\n  colour: red\n")
    lines = sorted(p.line for p in _problems(f))
    assert lines == [2, 3, 4]


def test_unmerged_benchmark_needs_tracking(tmp_path: Path) -> None:
    """Benchmarking an open PR's code needs that PR tracked explicitly."""
    f = tmp_path / "r.yaml"
    f.write_text(
        "watches:\n  - name: w\n    repo: a/b\n    prs:\n      track: [1]\n"
        "      benchmark_unmerged: [2]\n"
    )
    [problem] = _problems(f)
    assert problem.line == 6
    assert "prs.track" in problem.message


def test_mode_must_exist_in_engine_table(rules_dir: Path, tmp_path: Path) -> None:
    """A benchmark's mode must be one the engine's flag table knows."""
    folder = _copy_rules(rules_dir, tmp_path)
    f = folder / "benchmarks.yaml"
    text = f.read_text()
    f.write_text(text.replace("    mode: ar\n", "    mode: turbo\n", 1))
    [problem] = _problems(folder)
    assert problem.line == _line_of(f, "mode: turbo")
    assert "no mode 'turbo'" in problem.message


def test_duplicate_definitions_across_files(rules_dir: Path, tmp_path: Path) -> None:
    """Two files defining the same section entry is an error naming the second file."""
    folder = _copy_rules(rules_dir, tmp_path)
    (folder / "zz-more.yaml").write_text("schedule:\n  jitter_s: 5\n")
    [problem] = _problems(folder)
    assert problem.file.endswith("zz-more.yaml")
    assert "also defined in" in problem.message


def test_missing_path() -> None:
    """A rules path that does not exist is a clear error."""
    [problem] = _problems(Path("/nonexistent/rules"))
    assert "no such file" in problem.message


def test_schema_file_is_current(rules_dir: Path) -> None:
    """rules/schema.json matches the models (regenerate: watcher rules schema)."""
    shipped = json.loads((rules_dir / "schema.json").read_text())
    assert shipped == json.loads(json.dumps(rules_schema(), sort_keys=True))
