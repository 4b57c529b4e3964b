"""Rules files a hostile or careless user may write: refused quickly, in one line, exit 2.

An alias bomb ("billion laughs"), an alias that contains itself, nesting deep enough to
overflow the YAML composer, a huge file and a non-regular file (``/dev/zero``) are each
refused before anything is expanded; ``repo`` must be an owner/name GitHub allows.
"""

from __future__ import annotations

import os
import time
import tracemalloc
from pathlib import Path

import pytest

from tests.helpers import run_cli
from watcher.errors import RulesError
from watcher.rules import load_rules
from watcher.rules.loader import MAX_DEPTH, MAX_FILE_BYTES, MAX_NODES, check_shape
from watcher.rules.models import repo_name_problem

BOMB = "\n".join(
    [
        'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
        *(
            f"{n}: &{n} [{','.join([f'*{p}'] * 9)}]"
            for p, n in zip("abcdefgh", "bcdefghi", strict=True)
        ),
    ]
)


def _problems(path: Path) -> list:
    with pytest.raises(RulesError) as info:
        load_rules(path)
    return info.value.problems


def _bounded(path: Path) -> list:
    """Load ``path``; it must fail within 10 s and 50 MB of Python allocations."""
    tracemalloc.start()
    started = time.monotonic()
    try:
        problems = _problems(path)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert time.monotonic() - started < 10  # a shared CI box; the bomb used to run forever
    assert peak < 50 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"
    return problems


def test_billion_laughs_is_refused_at_its_line(tmp_path: Path) -> None:
    """Nine lines whose aliases expand to 9**9 strings: refused, naming the line."""
    f = tmp_path / "bomb.yaml"
    f.write_text(BOMB + "\n")
    [problem] = _bounded(f)
    assert problem.file == str(f)
    assert problem.line is not None and problem.line <= 9
    assert f"more than {MAX_NODES}" in problem.message


def test_aliases_within_the_bound_still_work(tmp_path: Path, rules_dir: Path) -> None:
    """Ordinary anchors and aliases (a shared list of patterns) load as before."""
    f = tmp_path / "rules.yaml"
    f.write_text(
        "watches:\n"
        "  - name: a\n    repo: o/r\n    prs: {track: &t [1, 2]}\n"
        "  - name: b\n    repo: o/s\n    prs: {track: *t}\n"
    )
    rules = load_rules(f)
    assert [w.prs.track for w in rules.watches] == [[1, 2], [1, 2]]


def test_alias_inside_its_own_anchor_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "loop.yaml"
    f.write_text("watches: &w\n  - *w\n")
    [problem] = _bounded(f)
    assert problem.line == 2 and "refers to the node that contains it" in problem.message


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 100_000])
def test_deep_nesting_is_refused(tmp_path: Path, depth: int) -> None:
    """Deep nesting would overflow the recursive YAML composer: refused at the line."""
    f = tmp_path / "deep.yaml"
    f.write_text("watches: " + "[" * depth + "]" * depth + "\n")
    [problem] = _bounded(f)
    assert problem.line == 1 and f"deeper than {MAX_DEPTH}" in problem.message


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    f = tmp_path / "huge.yaml"
    f.write_text("claims: []\n# " + "x" * MAX_FILE_BYTES + "\n")
    [problem] = _bounded(f)
    assert problem.file == str(f) and "too big for a rules file" in problem.message


@pytest.mark.parametrize("target", ["/dev/zero", "fifo"])
def test_non_regular_files_are_refused(tmp_path: Path, target: str) -> None:
    """/dev/zero would be read forever, a FIFO would block: neither is opened for reading."""
    if target == "fifo":
        path = tmp_path / "rules.yaml"
        os.mkfifo(path)
    else:
        path = Path(target)
    [problem] = _bounded(path)
    assert problem.file == str(path) and "not a regular file" in problem.message


def test_rules_check_refuses_the_bomb_in_one_line(tmp_path: Path) -> None:
    """The CLI: exit 2, one line naming the file, within seconds (it used to grow forever)."""
    f = tmp_path / "bomb.yaml"
    f.write_text(BOMB + "\n")
    out = run_cli("rules", "check", str(f), cwd=tmp_path, timeout=60)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and out.stderr.startswith(f"{f}:")


def test_check_shape_counts_expanded_values() -> None:
    """The bound is on the expanded document: 3 aliases of a 4-value list count 12 + 6."""
    assert check_shape("a: &x [1, 2, 3]\nb: [*x, *x, *x]\n") is None
    many = "a: &x [" + ", ".join(["1"] * 1000) + "]\nb: [" + ", ".join(["*x"] * 101) + "]\n"
    assert check_shape(many) is not None


# ------------------------------------------------------------------ repository names


@pytest.mark.parametrize(
    "name",
    [
        "../..",
        "./x",
        "o/..",
        "o/.",
        "-o/r",
        "o-/r",
        "o--p/r",
        "o/r/x",
        "o/r x",
        "o",
        "/r",
        "o/",
        "a" * 40 + "/r",
        "o/" + "r" * 101,
        "o/r?x",
        "o/%2e%2e",
    ],
)
def test_repo_names_github_refuses(name: str) -> None:
    assert repo_name_problem(name) is not None


@pytest.mark.parametrize(
    "name",
    [
        "ggml-org/llama.cpp",
        "sgl-project/sglang",
        "a/b",
        "O1/.github",
        "o/..x",
        "o/r_-.",
        "a" * 39 + "/" + "r" * 100,
        "user_acme/repo",
    ],
)
def test_repo_names_github_allows(name: str) -> None:
    assert repo_name_problem(name) is None


def test_dot_dot_repo_is_a_rules_error_at_its_line(tmp_path: Path) -> None:
    """`repo: ../..` used to pass, and the poll then asked GitHub for `GET /`."""
    f = tmp_path / "rules.yaml"
    f.write_text("watches:\n  - name: w\n    repo: ../..\n")
    [problem] = _problems(f)
    assert (problem.line, problem.key) == (3, "watches[0].repo")
    assert "owner '..'" in problem.message
