"""The tracking issue over real loopback HTTP: PyGithub against a small fake of the API."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.report import scenario
from watcher.errors import GitHubError
from watcher.report import assemble
from watcher.report.issue import LABEL, MARKER, MAX_BODY, github_repo, issue_body, sync_issue

REPO = "acme/bench"


class FakeGitHub:
    """Issues of one repository, served as GitHub's REST API shapes them."""

    def __init__(self) -> None:
        self.issues: list[dict[str, Any]] = []
        self.requests: list[tuple[str, str]] = []
        self.fail_with: int | None = None
        self.base = ""

    def issue_json(self, issue: dict[str, Any]) -> dict[str, Any]:
        """The REST representation of an issue."""
        n = issue["number"]
        return {
            "id": 1000 + n,
            "number": n,
            "title": issue["title"],
            "body": issue["body"],
            "state": issue["state"],
            "labels": [{"name": x} for x in issue["labels"]],
            "url": f"{self.base}/repos/{REPO}/issues/{n}",
            "html_url": f"https://github.com/{REPO}/issues/{n}",
            "pull_request": None,
        }


def _handler(fake: FakeGitHub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def _send(self, status: int, body: Any) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _body(self) -> dict[str, Any]:
            n = int(self.headers.get("Content-Length") or 0)
            return json.loads(self.rfile.read(n) or b"{}")

        def do_GET(self) -> None:
            url = urlsplit(self.path)
            fake.requests.append(("GET", self.path))
            if fake.fail_with:
                return self._send(fake.fail_with, {"message": "Resource not accessible"})
            if url.path == f"/repos/{REPO}/issues":
                q = parse_qs(url.query)
                assert q.get("state") == ["all"]
                wanted = set(q.get("labels", [""])[0].split(",")) - {""}
                found = [fake.issue_json(i) for i in fake.issues if wanted <= set(i["labels"])]
                return self._send(200, found)
            return self._send(404, {"message": "Not Found"})

        def do_POST(self) -> None:
            fake.requests.append(("POST", self.path))
            if self.path != f"/repos/{REPO}/issues":
                return self._send(404, {"message": "Not Found"})
            body = self._body()
            issue = {
                "number": len(fake.issues) + 1,
                "title": body["title"],
                "body": body.get("body"),
                "state": "open",
                "labels": body.get("labels", []),
            }
            fake.issues.append(issue)
            return self._send(201, fake.issue_json(issue))

        def do_PATCH(self) -> None:
            fake.requests.append(("PATCH", self.path))
            n = int(self.path.rsplit("/", 1)[1])
            issue = fake.issues[n - 1]
            issue.update({k: v for k, v in self._body().items() if k in ("title", "body")})
            return self._send(200, fake.issue_json(issue))

    return Handler


@pytest.fixture
def fake() -> Iterator[FakeGitHub]:
    """A fake GitHub on a loopback port."""
    state = FakeGitHub()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    state.base = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield state
    server.shutdown()
    server.server_close()


def _repo(fake: FakeGitHub) -> Any:
    return github_repo(
        fake.base,
        "test-token",
        REPO,
        retry=None,
        seconds_between_requests=None,
        seconds_between_writes=None,
    )


def test_created_once_then_edited(fake: FakeGitHub) -> None:
    """First sync creates the labelled issue; same text: nothing; new text: one edit."""
    report = assemble(scenario.scenario_input())
    body = issue_body(report)
    assert sync_issue(_repo(fake), "Clover watch", body) == (1, "created")
    assert fake.issues[0]["labels"] == [LABEL] and fake.issues[0]["body"].startswith(MARKER)
    assert sync_issue(_repo(fake), "Clover watch", body) == (1, "unchanged")
    newer = issue_body(assemble(scenario.scenario_input(since_event_id=4)))
    assert sync_issue(_repo(fake), "Clover watch", newer) == (1, "updated")
    assert len(fake.issues) == 1 and fake.issues[0]["body"] == newer
    assert [m for m, _ in fake.requests] == ["GET", "POST", "GET", "GET", "PATCH"]


def test_ignores_other_issues_with_the_label(fake: FakeGitHub) -> None:
    """An issue with the label but no marker (a human's) is never edited."""
    fake.issues.append(
        {"number": 1, "title": "Clover watch", "body": "mine", "state": "open", "labels": [LABEL]}
    )
    assert sync_issue(_repo(fake), "Clover watch", f"{MARKER}\nx") == (2, "created")
    assert fake.issues[0]["body"] == "mine"


def test_errors_name_the_repo(fake: FakeGitHub) -> None:
    """A 403 becomes a GitHubError naming the repository and status."""
    fake.fail_with = 403
    with pytest.raises(GitHubError) as info:
        sync_issue(_repo(fake), "t", "b", where=REPO)
    assert str(info.value) == "tracking issue in acme/bench: HTTP 403: Resource not accessible"
    assert info.value.status == 403


def test_body_fits_githubs_limit() -> None:
    """A huge report is cut at a line within 65,536 characters."""
    events = [dict(scenario.EVENTS[0], id=i, key=f"k{i}", title="x" * 150) for i in range(1, 40)]
    prs = [dict(scenario.PRS[0], number=i, title="y" * 150) for i in range(2000)]
    body = issue_body(assemble(scenario.scenario_input(events=events, prs=prs)))
    assert len(body) <= MAX_BODY and body.endswith(
        "(truncated: the full report is in the repository)\n"
    )


def test_sync_tracking_issue_from_rules(fake: FakeGitHub, rules_dir: Any) -> None:
    """With schedule.tracking_issue set, the report step's helper creates then keeps it."""
    from watcher.config import Settings
    from watcher.report import sync_tracking_issue
    from watcher.rules import load_rules
    from watcher.rules.models import TrackingIssue

    base = load_rules(rules_dir)
    assert sync_tracking_issue(assemble(scenario.scenario_input()), base, Settings()) is None
    rules = base.model_copy(
        update={
            "schedule": base.schedule.model_copy(
                update={"tracking_issue": TrackingIssue(repo=REPO, title="Clover watch")}
            )
        }
    )
    report = assemble(scenario.scenario_input())
    assert sync_tracking_issue(report, rules, Settings()) == {
        "repo": REPO,
        "skipped": "GITHUB_TOKEN is not set",
    }
    settings = Settings(github_api_url=fake.base, github_token="t")
    assert sync_tracking_issue(report, rules, settings, repo=_repo(fake)) == {
        "repo": REPO,
        "number": 1,
        "action": "created",
    }
    assert sync_tracking_issue(report, rules, settings, repo=_repo(fake))["action"] == "unchanged"
