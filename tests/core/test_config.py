"""URL variables are checked at start, named by variable (never by value); a malformed one
is a configuration error (exit 2, one line), not a traceback or a retried failure."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.helpers import run_cli
from watcher.config import Settings, check_urls, url_problem
from watcher.errors import UsageError
from watcher.logs import redact, secret_terms

SECRET = "http://[::1/services/T000/B000/XXXXXXXXXXXXXXXX"


@pytest.fixture
def workdir(workdir: Path) -> Path:
    """The shared workdir (a copy of the rules), initialised."""
    assert run_cli("init", cwd=workdir).returncode == 0
    return workdir


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("http://[::1", "is not a valid URL"),
        ("https://hooks.example:notaport/x", "is not a valid URL"),
        ("ftp://example.com/x", "must be an http:// or https:// URL"),
        ("file:///etc/passwd", "must be an http:// or https:// URL"),
        ("hooks.slack.com/services/x", "must be an http:// or https:// URL"),
        ("https:///path-only", "has no host"),
        ("https://example.com/a b", "contains spaces or control characters"),
    ],
)
def test_url_problems(value: str, problem: str) -> None:
    assert url_problem(value) == problem


def test_good_urls_pass() -> None:
    for value in ("https://api.github.com", "http://127.0.0.1:8080/api/v3", "https://[::1]:9/x"):
        assert url_problem(value) is None


def test_the_error_names_the_variable_never_the_value() -> None:
    with pytest.raises(UsageError) as info:
        Settings.from_env({}).check({"SLACK_WEBHOOK_URL": SECRET})
    assert "SLACK_WEBHOOK_URL" in str(info.value)
    assert "services" not in str(info.value) and "::1" not in str(info.value)
    check_urls({"SLACK_WEBHOOK_URL": "  "}, ["SLACK_WEBHOOK_URL"])  # unset counts as off


def test_redaction_never_fails_on_a_malformed_url() -> None:
    """secret_terms raised ValueError on an unclosed IPv6 bracket, so every error became a
    traceback; now the part after the scheme is hidden whole."""
    terms = secret_terms([SECRET])
    text = redact(f"could not post to {SECRET}; receiver said /[::1/services/T000/B000/XXXX", terms)
    assert "XXXXXXXXXXXXXXXX" not in text and "***" in text


@pytest.mark.parametrize("command", [["run", "--once"], ["run"], ["events"], ["report"]])
def test_malformed_slack_url_is_one_line_and_exit_2(workdir: Path, command: list[str]) -> None:
    """It printed a 92-line traceback and wrote no report; the daemon exited at once."""
    out = run_cli(
        *command, cwd=workdir, SLACK_WEBHOOK_URL=SECRET, GITHUB_API_URL="http://127.0.0.1:9"
    )
    assert out.returncode == 2, out.stderr
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert "SLACK_WEBHOOK_URL is not a valid URL" in out.stderr
    assert "services" not in out.stderr + out.stdout


def test_non_http_github_url_fails_at_once(workdir: Path) -> None:
    """ftp:// was retried as if the failure were temporary."""
    started = time.monotonic()
    out = run_cli("poll", cwd=workdir, GITHUB_API_URL="ftp://api.github.com")
    assert out.returncode == 2 and time.monotonic() - started < 30
    assert "GITHUB_API_URL must be an http:// or https:// URL" in out.stderr


def test_a_url_variable_named_by_the_rules_is_checked_too(workdir: Path) -> None:
    (workdir / "rules" / "schedule.yaml").write_text(
        (workdir / "rules" / "schedule.yaml")
        .read_text()
        .replace("{url_env: SLACK_WEBHOOK_URL}", "{url_env: TEAM_SLACK_URL}", 1)
    )
    out = run_cli("run", "--once", cwd=workdir, TEAM_SLACK_URL="gopher://x")
    assert out.returncode == 2, out.stderr
    assert "TEAM_SLACK_URL must be an http:// or https:// URL" in out.stderr
