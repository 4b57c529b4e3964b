"""Untrusted text (PR titles, claim text, engine output) never reaches a terminal as
control sequences: human output strips them, JSON output escapes them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.helpers import run_cli
from watcher.cli import common
from watcher.store import Event, open_store

EVIL = "Clover \x1b[2J\x1b[H\x1b]0;pwned\x07 fix\x9b31m \u202egnp.exe\r\n\tend\x7f"
CONTROLS = ("\x1b", "\x07", "\x9b", "\u202e", "\x7f", "\r")


def run(*args: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, cwd=cwd, stdin=stdin, WATCHER_DB=f"sqlite:///{cwd / 'w.db'}")


def _clean(text: str) -> None:
    for c in CONTROLS:
        assert c not in text, f"{c!r} reached the output"


def test_plain_removes_controls_and_keeps_the_words() -> None:
    assert common.plain(EVIL, one_line=True) == "Clover [2J[H]0;pwned fix31m gnp.exe   end"
    assert common.plain("a\tb\nc\x1bd") == "a\tb\ncd"


def test_events_listing_strips_a_hostile_title(tmp_path: Path) -> None:
    """`watcher events` printed a PR title's screen-clear and window-title sequences raw."""
    assert run("init", cwd=tmp_path).returncode == 0
    store = open_store(f"sqlite:///{tmp_path / 'w.db'}")
    with store.session() as s:
        s.add(
            Event(
                key="o/r#1:pr_opened",
                type="pr_opened",
                repo="o/r",
                number=1,
                rule="w",
                title=EVIL,
                at="2026-12-01T09:00:00Z",
            )
        )
    store.dispose()
    out = run("events", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    _clean(out.stdout)
    assert "pwned fix" in out.stdout and out.stdout.count("\n") == 2  # header + one row
    as_json = run("events", "--json", cwd=tmp_path)
    assert json.loads(as_json.stdout)[0]["title"] == EVIL  # JSON keeps it, escaped
    assert "\x1b" not in as_json.stdout


def test_claims_extract_strips_hostile_text(tmp_path: Path) -> None:
    out = run(
        "claims", "extract", cwd=tmp_path, stdin=f"SGLang reaches 453 tok/s on 1x H200 {EVIL}\n"
    )
    assert out.returncode == 0, out.stderr
    _clean(out.stdout)
    assert "453" in out.stdout


def test_rich_tables_strip_controls_too(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """On a terminal the Rich table path cleans the cells and the title as well."""
    monkeypatch.setattr(common, "is_terminal", lambda: True)
    common.print_table(f"t {EVIL}", ["title"], [(EVIL,)])
    out = capsys.readouterr().out
    _clean(out)
    assert "pwned" in out


def test_error_lines_strip_controls(tmp_path: Path) -> None:
    """An error that quotes untrusted text (here a file name) is one clean line."""
    bad = tmp_path / "r\x1b]0;x\x07.yaml"
    out = run("rules", "check", str(bad), cwd=tmp_path)
    assert out.returncode == 2
    _clean(out.stderr)


@pytest.mark.parametrize(("limit", "titles"), [("0", []), ("1", ["t3"]), ("2", ["t2", "t3"])])
def test_events_limit_is_the_last_n(tmp_path: Path, limit: str, titles: list[str]) -> None:
    assert run("init", cwd=tmp_path).returncode == 0
    store = open_store(f"sqlite:///{tmp_path / 'w.db'}")
    with store.session() as s:
        for n in (1, 2, 3):
            s.add(
                Event(
                    key=f"o/r#{n}:pr_opened",
                    type="pr_opened",
                    repo="o/r",
                    number=n,
                    rule="w",
                    title=f"t{n}",
                    at="2026-12-01T09:00:00Z",
                )
            )
    store.dispose()
    out = run("events", "--json", "--limit", limit, cwd=tmp_path)
    assert [e["title"] for e in json.loads(out.stdout)] == titles


def test_events_negative_limit_is_a_usage_error(tmp_path: Path) -> None:
    """`--limit -1` silently dropped a row (rows[-(-1):])."""
    assert run("init", cwd=tmp_path).returncode == 0
    out = run("events", "--limit", "-1", cwd=tmp_path)
    assert out.returncode == 2 and "--limit" in out.stderr
