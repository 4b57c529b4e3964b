"""The loopback fake GitHub behaves like the real API where the watcher relies on it."""

from __future__ import annotations

import httpx

from .github_api import FakeGitHub


def test_etag_304_link_pagination_and_rate_limit_headers(fake_github: FakeGitHub):
    """ETag then 304 (free), Link rel=next/last, X-RateLimit-* counting down per unit."""
    gh = fake_github
    gh.add_repo("o/r")
    for i in range(1, 6):
        gh.add_pull("o/r", i, title=f"pr {i}", at=f"2026-11-0{i}T00:00:00Z")
    with httpx.Client(base_url=gh.url) as http:
        first = http.get(
            "/repos/o/r/pulls",
            params={"state": "all", "sort": "updated", "direction": "desc", "per_page": 2},
        )
        assert first.status_code == 200
        assert [p["number"] for p in first.json()] == [5, 4]
        assert 'rel="next"' in first.headers["Link"] and 'rel="last"' in first.headers["Link"]
        assert first.headers["X-RateLimit-Remaining"] == "4999"
        again = http.get(str(first.url), headers={"If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.content == b""
        gh.update_pull("o/r", 1, at="2026-11-29T00:00:00Z", title="edited")
        changed = http.get(str(first.url), headers={"If-None-Match": first.headers["ETag"]})
        assert changed.status_code == 200 and changed.json()[0]["number"] == 1
    assert gh.counts() == {"requests": 3, "units": 2, "not_modified": 1}


def test_renamed_repo_answers_301_to_repositories_id(fake_github: FakeGitHub):
    """The old name redirects like GitHub does; the new full_name comes back."""
    gh = fake_github
    gh.add_repo("ggerganov/llama.cpp")
    gh.rename_repo("ggerganov/llama.cpp", "ggml-org/llama.cpp")
    with httpx.Client(base_url=gh.url) as http:
        moved = http.get("/repos/ggerganov/llama.cpp/pulls?per_page=1")
        assert moved.status_code == 301
        assert "/repositories/" in moved.headers["Location"]
        assert moved.json()["message"] == "Moved Permanently"
        repo = http.get("/repos/ggerganov/llama.cpp", follow_redirects=True)
        assert repo.json()["full_name"] == "ggml-org/llama.cpp"


def test_search_compare_releases_and_faults(fake_github: FakeGitHub):
    """Search is issue-shaped, compare reports ahead/behind/identical, faults fire once."""
    gh = fake_github
    gh.add_repo("o/r")
    gh.add_pull("o/r", 1, title="Clover decoding", at="2026-11-01T00:00:00Z")
    gh.add_pull("o/r", 2, title="cloverleaf", at="2026-11-02T00:00:00Z")
    before = gh.repo("o/r").head()
    sha = gh.merge_pull("o/r", 1, at="2026-11-03T00:00:00Z")
    gh.publish_release("o/r", "v1", at="2026-11-04T00:00:00Z")
    gh.fail(r"/releases$", 502)
    with httpx.Client(base_url=gh.url) as http:
        found = http.get("/search/issues", params={"q": "clover repo:o/r is:pr"}).json()
        assert [i["number"] for i in found["items"]] == [1]
        assert found["items"][0]["pull_request"]["merged_at"] == "2026-11-03T00:00:00Z"
        assert found["items"][0]["title"] == "Clover decoding"
        assert http.get("/search/issues", headers={}).status_code == 422
        assert http.get(f"/repos/o/r/compare/{sha}...v1").json()["status"] == "identical"
        assert http.get(f"/repos/o/r/compare/{before}...v1").json()["status"] == "ahead"
        assert http.get(f"/repos/o/r/compare/v1...{before}").json()["status"] == "behind"
        assert http.get("/repos/o/r/releases").status_code == 502
        rel = http.get("/repos/o/r/releases").json()[0]
        assert (rel["tag_name"], rel["draft"]) == ("v1", False)
        assert http.get("/repos/o/r/commits/v1").json()["sha"] == sha
        assert http.get("/rate_limit").json()["resources"]["search"]["limit"] == 30
