"""Malformed GitHub payloads: the bad item is rejected by name, the rest of the poll goes on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fakes.github_api import DROP, FakeGitHub
from tests.fakes.github_api import ts as at
from watcher.config import Settings
from watcher.errors import PayloadInvalid
from watcher.github import payloads
from watcher.rules import Rules
from watcher.store import Store
from watcher.watch.poll import PollResult, poll_sync

GOOD, BAD = "ggml-org/llama.cpp", "sgl-project/sglang"


def rules_for(*repos: str) -> Rules:
    """One watch per repo following PRs whose title says 'clover'."""
    return Rules.model_validate(
        {
            "watches": [
                {
                    "name": f"w{i}",
                    "repo": repo,
                    "prs": {"match": {"all": [{"pattern": r"\bclover\b"}]}},
                }
                for i, repo in enumerate(repos)
            ]
        }
    )


def poll(gh: FakeGitHub, store: Store, rules: Rules, now: str) -> PollResult:
    """One poll against the fake with a fixed clock and no real sleeping."""
    return poll_sync(
        Settings(github_api_url=gh.url),
        rules,
        store,
        clock=lambda: at(now),
        sleep=lambda _s: None,
        client_options={"backoff_base_s": 0.0},
    )


@pytest.mark.parametrize(
    ("fields", "whole", "says"),
    [
        ({"number": None}, None, "'number'"),
        ({"number": DROP}, None, "'number'"),
        ({"number": "12"}, None, "'number'"),
        ({"number": True}, None, "'number'"),
        ({"title": {"text": "clover"}}, None, "'title'"),
        ({"body": ["clover"]}, None, "'body'"),
        ({"updated_at": 12345}, None, "'updated_at'"),
        ({"labels": "clover"}, None, "'labels'"),
        ({"user": "someone"}, None, "'user'"),
        ({}, "not an object", "expected an object"),
        ({}, ["a", "list"], "expected an object"),
    ],
)
def test_malformed_pull_is_skipped_and_the_poll_goes_on(
    store: Store, fields: dict[str, Any], whole: Any, says: str
) -> None:
    """One malformed PR: a warning naming repo and field; other PRs and repos still polled."""
    with FakeGitHub() as gh:
        for repo in (GOOD, BAD):
            gh.add_repo(repo)
            gh.add_pull(repo, 1, title="clover: first", at="2026-11-01T00:00:00Z")
            gh.add_pull(repo, 2, title="clover: second", at="2026-11-02T00:00:00Z")
        gh.malform_pull(BAD, 1, whole=whole, **fields)
        result = poll(gh, store, rules_for(GOOD, BAD), "2026-11-29T12:00:00Z")
    keys = sorted(e.key for e in result.events)
    assert f"{GOOD}#1:pr_discovered" in keys
    assert f"{GOOD}#2:pr_discovered" in keys
    assert f"{BAD}#2:pr_discovered" in keys
    assert f"{BAD}#1:pr_discovered" not in keys
    warning = next(w for w in result.warnings if "skipped" in w)
    assert warning.startswith(f"{BAD}:")
    assert says in warning


def test_malformed_item_recovers_once_github_serves_it_right(store: Store) -> None:
    """After the fake serves the PR correctly again it is discovered once (tracked number)."""
    rules = Rules.model_validate({"watches": [{"name": "w", "repo": BAD, "prs": {"track": [5]}}]})
    with FakeGitHub() as gh:
        gh.add_repo(BAD)
        gh.add_pull(BAD, 5, title="anything", at="2026-11-01T00:00:00Z")
        gh.malform_pull(BAD, 5, title=7)
        first = poll(gh, store, rules, "2026-11-29T12:00:00Z")
        assert first.events == []
        assert any("'title'" in w for w in first.warnings)
        gh.malform_pull(BAD, 5)
        second = poll(gh, store, rules, "2026-11-29T13:00:00Z")
    assert [e.key for e in second.events] == [f"{BAD}#5:pr_discovered"]


def test_a_listing_that_is_not_a_list_skips_that_repo_only(store: Store) -> None:
    """A pulls listing answered with an object is a PayloadInvalid for that repo alone."""
    with FakeGitHub() as gh:
        for repo in (GOOD, BAD):
            gh.add_repo(repo)
            gh.add_pull(repo, 1, title="clover", at="2026-11-01T00:00:00Z")
        original = gh.handle

        def handle(base: str, path: str, query: Any, headers: Any) -> Any:
            """Answer sglang's pulls listing with an object instead of a list."""
            if path == f"/repos/{BAD}/pulls":
                return 200, {}, {"message": "surprise"}
            return original(base, path, query, headers)

        gh.handle = handle  # type: ignore[method-assign]
        result = poll(gh, store, rules_for(GOOD, BAD), "2026-11-29T12:00:00Z")
    assert [e.key for e in result.events] == [f"{GOOD}#1:pr_discovered"]
    assert any(w.startswith(f"{BAD}:") and "expected a list" in w for w in result.warnings)


@pytest.mark.parametrize(
    "item",
    [
        {"tag_name": None},
        {"tag_name": ""},
        {"tag_name": 3},
        {"tag_name": "b1", "body": {"x": 1}},
        {"tag_name": "b1", "draft": "yes"},
        "b1",
    ],
)
def test_malformed_release_raises_payload_invalid(item: Any) -> None:
    """release_fields names the bad field (or says the item is not an object)."""
    with pytest.raises(PayloadInvalid):
        payloads.release_fields(item)


def test_long_bodies_are_capped_when_read() -> None:
    """A PR body or release note longer than MAX_BODY is cut before it is stored."""
    huge = "x" * (payloads.MAX_BODY * 3)
    assert len(payloads.pull_fields({"number": 1, "body": huge})["body"]) == payloads.MAX_BODY
    assert (
        len(payloads.release_fields({"tag_name": "b1", "body": huge})["body"]) == payloads.MAX_BODY
    )
