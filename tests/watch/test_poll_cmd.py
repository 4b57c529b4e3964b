"""``watcher poll`` and ``watcher run --once`` end to end against the loopback fake."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.helpers import cli_in_process

SGLANG = "sgl-project/sglang"
LLAMA = "ggml-org/llama.cpp"


@pytest.fixture
def env(fake_github, tmp_path: Path, monkeypatch, rules_dir):
    """Environment pointing the CLI at the fake, a temp DB and the shipped rules."""
    monkeypatch.chdir(tmp_path)  # the cycle's later steps write reports relative to here
    monkeypatch.setenv("GITHUB_API_URL", fake_github.url)
    monkeypatch.delenv("GITHUB_TOKEN", raising=False)
    monkeypatch.setenv("WATCHER_DB", f"sqlite:///{tmp_path / 'w.db'}")
    monkeypatch.setenv("WATCHER_RULES", str(rules_dir))
    fake_github.add_repo(LLAMA)
    fake_github.add_repo(SGLANG)
    fake_github.add_pull(
        LLAMA, 31306, title="model : Clover (AR mode only)", at="2026-10-28T09:00:00Z"
    )
    fake_github.merge_pull(LLAMA, 31306, at="2026-11-02T10:00:00Z")
    fake_github.add_pull(
        SGLANG,
        46927,
        title="Clover draft-and-verify <!here> @channel",
        body="self-speculative | pipes\tand tabs",
        at="2026-11-18T08:00:00Z",
    )
    return fake_github


cli = cli_in_process


def test_poll_json_prints_only_new_events(env, capsys):
    """First poll: the discovered PR; second (idle): an empty list; events --json: all."""
    assert cli(capsys, "init")[0] == 0
    code, out, err = cli(capsys, "poll", "--json")
    assert code == 0, err
    first = json.loads(out)
    assert [e["key"] for e in first] == [
        f"{LLAMA}#31306:pr_discovered",
        f"{SGLANG}#46927:pr_discovered",
    ]
    assert set(first[0]) >= {
        "id",
        "key",
        "type",
        "repo",
        "number",
        "tag",
        "rule",
        "title",
        "url",
        "at",
        "payload",
    }
    assert first[1]["payload"]["state"] == "open"
    env.add_review(SGLANG, 46927, "APPROVED", at="2026-11-29T10:00:00Z")
    code, out, _ = cli(capsys, "poll", "--json")
    assert [e["key"] for e in json.loads(out)] == [f"{SGLANG}#46927:pr_approved"]
    env.reset_counters()
    code, out, _ = cli(capsys, "poll", "--json")
    assert (code, json.loads(out)) == (0, [])
    assert env.counts()["units"] == 0, [e for e in env.log if e[2] != 304]
    code, out, _ = cli(capsys, "events", "--json")
    assert [e["type"] for e in json.loads(out)] == ["pr_discovered", "pr_discovered", "pr_approved"]


def test_poll_plain_output_keeps_untrusted_titles_on_one_line(env, capsys):
    """Plain output: one line per event, tabs in titles flattened; summary on stderr."""
    cli(capsys, "init")
    code, out, err = cli(capsys, "poll")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[0].split("\t")[:3] == ["at", "type", "repo"]
    assert len(lines) == 3 and lines[2].count("\t") == 5
    assert "2 new event(s)" in err and "rate-limit unit(s)" in err


def test_run_once_runs_the_cycle(env, capsys):
    """run --once --json reports the poll step; --dry-run stores nothing."""
    cli(capsys, "init")
    code, out, _ = cli(capsys, "run", "--once", "--dry-run", "--json")
    assert code == 0
    steps = json.loads(out)
    assert steps[0]["name"] == "poll" and steps[0]["summary"]["dry_run"] is True
    assert steps[0]["summary"]["events"][-1] == f"{SGLANG}#46927:pr_discovered"
    _, out, _ = cli(capsys, "events", "--json")
    assert json.loads(out) == []
    code, out, _ = cli(capsys, "run", "--once")
    assert code == 0 and f"poll\tevents\t{LLAMA}#31306:pr_discovered, {SGLANG}#46927" in out


def test_daemon_options_are_validated(env, capsys):
    """A bad daemon option exits 2 with a message naming it, before anything runs."""
    cli(capsys, "init")
    code, _, err = cli(capsys, "run", "--log-format", "xml")
    assert code == 2 and "--log-format" in err
    code, _, err = cli(capsys, "run", "--interval", "0")
    assert code == 2 and "--interval" in err


def test_poll_errors_are_one_line(env, capsys, monkeypatch):
    """A 401 is one line naming the repo, exit 1, no traceback."""
    cli(capsys, "init")
    env.token = "secret-right"
    monkeypatch.setenv("GITHUB_TOKEN", "wrong-token")
    code, _, err = cli(capsys, "poll")
    assert code == 1
    assert err.count("\n") == 1 and "401" in err and "Traceback" not in err
    assert "wrong-token" not in err


@pytest.mark.parametrize("command", [["poll"], ["run"]])
def test_help_has_an_example(capsys, command):
    """Every command documents itself with an example."""
    code, out, _ = cli(capsys, *command, "--help")
    assert code == 0 and "Example" in out


def test_rich_table_shows_untrusted_titles_verbatim(monkeypatch, capsys):
    """On a terminal a PR title with Rich markup ('[/]', '[red]') is text, not markup."""
    from watcher.cli import common, poll_cmd
    from watcher.watch.events import EventRecord

    monkeypatch.setattr(common, "is_terminal", lambda: True)
    event = EventRecord(
        key="k",
        type="pr_opened",
        repo="o/r",
        rule="w",
        at="t",
        number=1,
        title="fix [/] and [red]x[/red] <!here>",
    )
    poll_cmd.print_events([event])
    assert "fix [/] and [red]x[/red] <!here>" in capsys.readouterr().out


def test_a_404_repository_is_a_note_and_the_others_are_polled(env, capsys, tmp_path, rules_dir):
    """A watch on a deleted repository: poll and run --once go on, and say which failed."""
    rules = tmp_path / "rules"
    shutil.copytree(rules_dir, rules)
    (rules / "gone.yaml").write_text(
        "watches:\n  - name: gone\n    repo: nobody/deleted\n    releases: true\n"
    )
    assert cli(capsys, "init")[0] == 0
    code, out, err = cli(capsys, "poll", "--rules", str(rules))
    assert code == 0, err
    assert "46927" in out and "31306" in out
    assert "nobody/deleted: GitHub says 404" in err and "retried next poll" in err
    code, out, err = cli(capsys, "run", "--once", "--rules", str(rules))
    assert "poll: note: nobody/deleted: GitHub says 404" in err
