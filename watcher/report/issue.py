"""Keep one tracking issue updated with the report (optional: ``schedule.tracking_issue``).

The issue is found again by its label and a marker comment in its body, with one request
(``GET /repos/{o}/{r}/issues?labels=…&state=all``): created once, then edited only when the
text changed. GitHub creates the label on first use. PyGithub speaks ``requests``; the
``Repository`` object is injected so tests point it at a loopback fake of the API.
"""

from __future__ import annotations

from typing import Any

from github import Auth, Github, GithubException

from watcher.errors import GitHubError
from watcher.report.assemble import Report
from watcher.report.render import render_summary

LABEL = "upstream-watcher"
MARKER = "<!-- upstream-watcher: tracking issue, edited by the watcher -->"
MAX_BODY = 65_536  # GitHub's limit on an issue body
TRUNCATED = "\n\n… (truncated: the full report is in the repository)\n"


def issue_body(report: Report) -> str:
    """The issue text: marker, headline and tables, within GitHub's size limit."""
    body = f"{MARKER}\n\n{render_summary(report)}"
    if len(body) <= MAX_BODY:
        return body
    cut = body.rfind("\n", 0, MAX_BODY - len(TRUNCATED))
    return body[: max(cut, 0)] + TRUNCATED


def github_repo(api_url: str, token: str, name: str, **options: Any) -> Any:
    """A lazy PyGithub ``Repository`` for ``name`` on ``api_url``."""
    gh = Github(base_url=api_url, auth=Auth.Token(token), lazy=True, **options)
    return gh.get_repo(name)


def sync_issue(repo: Any, title: str, body: str, *, where: str = "") -> tuple[int, str]:
    """Create the tracking issue once, then edit it; returns (number, created|updated|unchanged)."""
    try:
        for issue in repo.get_issues(state="all", labels=[LABEL], sort="created", direction="asc"):
            if issue.pull_request is not None or MARKER not in (issue.body or ""):
                continue
            if issue.body == body and issue.title == title:
                return issue.number, "unchanged"
            issue.edit(title=title, body=body)
            return issue.number, "updated"
        created = repo.create_issue(title=title, body=body, labels=[LABEL])
        return created.number, "created"
    except GithubException as exc:
        message = exc.data.get("message") if isinstance(exc.data, dict) else None
        raise GitHubError(
            f"tracking issue in {where or 'the repository'}: HTTP {exc.status}: {message or exc}",
            status=exc.status,
            repo=where or None,
        ) from exc


__all__ = ["LABEL", "MARKER", "github_repo", "issue_body", "sync_issue"]
