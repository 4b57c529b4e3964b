"""The demo's read-only GitHub replay, over real HTTP on 127.0.0.1: shaped like the API the
poller reads (ETag/304, Link pagination, compare, commits, search), one snapshot at a time."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from watcher.demo.github_replay import GitHubReplay
from watcher.demo.replay import recording
from watcher.demo.timeline import build_timeline

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"


@pytest.fixture
def replay() -> Iterator[GitHubReplay]:
    with GitHubReplay(build_timeline(recording())) as gh:
        yield gh


@pytest.fixture
def http(replay: GitHubReplay) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=replay.url) as client:
        yield client


def test_timeline_is_one_snapshot_per_step_and_never_mutated() -> None:
    """Baseline plus one snapshot per timeline change; building again gives equal snapshots."""
    rec = recording()
    first, again = build_timeline(rec), build_timeline(rec)
    assert len(first) == 1 + len(rec["timeline"])
    assert first == again
    assert first[0][SGLANG].pull(46927).state == "open"  # type: ignore[union-attr]
    merged = first[3][SGLANG].pull(46927)
    assert merged is not None and merged.merged_at == "2026-12-04T09:00:00Z"
    assert merged.merge_commit_sha == first[3][SGLANG].commits[-1]
    assert first[0][LLAMA].pull(32001) is None and first[1][LLAMA].pull(32001) is not None


def test_etag_then_304_costs_no_unit(http: httpx.Client) -> None:
    """A repeated request with If-None-Match gets 304 and an empty body, and no unit is used."""
    first = http.get(f"/repos/{SGLANG}/releases", params={"per_page": 100})
    assert first.status_code == 200 and first.headers["ETag"].startswith('W/"')
    used = int(first.headers["X-RateLimit-Used"])
    again = http.get(
        f"/repos/{SGLANG}/releases",
        params={"per_page": 100},
        headers={"If-None-Match": first.headers["ETag"]},
    )
    assert again.status_code == 304 and again.content == b""
    assert int(again.headers["X-RateLimit-Used"]) == used
    assert http.get("/rate_limit").json()["resources"]["core"]["used"] == used


def test_pulls_paginate_with_link_headers_newest_first(http: httpx.Client) -> None:
    """per_page=2 over llama.cpp's three PRs: rel=next/last, then rel=first/prev."""
    query = {"state": "all", "sort": "updated", "direction": "desc", "per_page": 2}
    one = http.get(f"/repos/{LLAMA}/pulls", params=query)
    assert [p["number"] for p in one.json()] == [31402, 31306]
    assert 'rel="next"' in one.headers["Link"] and 'rel="last"' in one.headers["Link"]
    two = http.get(one.links["next"]["url"])
    assert [p["number"] for p in two.json()] == [31120]
    assert 'rel="prev"' in two.headers["Link"] and 'rel="next"' not in two.headers["Link"]
    assert two.json()[0]["merged_at"] == "2026-10-25T08:00:00Z"


def test_show_switches_snapshot_and_the_etag_changes(
    replay: GitHubReplay, http: httpx.Client
) -> None:
    """The approval appears only once the replay shows that step; the old ETag then misses."""
    path = f"/repos/{SGLANG}/pulls/46927/reviews"
    before = http.get(path)
    assert before.json() == []
    replay.show(2)
    after = http.get(path, headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200
    assert [r["state"] for r in after.json()] == ["APPROVED"]
    replay.show(0)
    assert http.get(path).json() == []


def test_compare_commits_and_search(replay: GitHubReplay, http: httpx.Client) -> None:
    """The merge commit is behind the release tag that ships it; commits/{tag} resolves."""
    replay.show(4)
    pull = http.get(f"/repos/{SGLANG}/pulls/46927").json()
    assert pull["merged"] is True
    merge = pull["merge_commit_sha"]
    cmp = http.get(f"/repos/{SGLANG}/compare/{merge}...v0.6.0").json()
    assert cmp["status"] in ("identical", "ahead") and cmp["behind_by"] == 0
    tag = http.get(f"/repos/{SGLANG}/commits/v0.6.0").json()
    assert len(tag["sha"]) == 40
    hits = http.get("/search/issues", params={"q": f"clover repo:{LLAMA} is:pr"}).json()
    assert hits["total_count"] == len(hits["items"]) >= 2
    assert all("pull_request" in item for item in hits["items"])


def test_unknown_paths_are_404_and_writes_are_refused(http: httpx.Client) -> None:
    """A repository the recording lacks is 404 like GitHub's; the replay accepts no writes."""
    missing = http.get("/repos/nobody/nothing/pulls")
    assert missing.status_code == 404 and missing.json() == {"message": "Not Found"}
    assert http.get(f"/repos/{LLAMA}/pulls/999999").status_code == 404
    assert http.post(f"/repos/{LLAMA}/pulls", content=json.dumps({"title": "x"})).status_code == 501
