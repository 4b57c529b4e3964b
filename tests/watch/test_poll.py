"""Poll orchestration over a loopback fake GitHub: costs, renames, hand-off, exactly once."""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any

import pytest
from sqlmodel import select

import watcher.watch.poll as poll_mod
from tests.fakes.github_api import FakeGitHub, iter_log
from tests.fakes.github_api import ts as at
from watcher.config import Settings
from watcher.dispatch.work import job_id
from watcher.errors import Unauthorized
from watcher.rules import Rules
from watcher.store import BenchJob, BenchJobEvent, BenchSkip, Event, Outbox, Store, open_store
from watcher.watch.poll import PollResult, poll_sync

LLAMA = "ggml-org/llama.cpp"


def rules_of(*watches: dict[str, Any], benchmarks: dict[str, Any] | None = None) -> Rules:
    """Rules from plain dicts (validated like YAML)."""
    return Rules.model_validate({"watches": list(watches), "benchmarks": benchmarks or {}})


BENCH = {
    "b": {
        "engine": "llama.cpp",
        "model": {"path": "m.gguf", "name": "M"},
        "mode": "ar",
        "runner": "gpu-x",
    }
}


def tracked_pr(
    gh: FakeGitHub, number: int, benchmarks: dict[str, Any] | None = None, **watch: Any
) -> Rules:
    """An open PR ``number`` in llama.cpp and rules with one watch tracking it (``watch``
    adds keys to that watch)."""
    gh.add_repo(LLAMA)
    gh.add_pull(LLAMA, number, title="t", at="2026-11-01T00:00:00Z")
    return rules_of(
        {"name": "w", "repo": LLAMA, "prs": {"track": [number]}, **watch}, benchmarks=benchmarks
    )


def keys(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.key for e in result.events]


def race_polls(settings: Settings, rules: Rules, url: str, now: str) -> list[PollResult]:
    """Two replicas, each with its own store object, poll at the same instant."""
    stores = [open_store(url) for _ in range(2)]
    results: list[PollResult] = []
    errors: list[BaseException] = []
    barrier = threading.Barrier(2)

    def replica(s: Store) -> None:
        try:
            barrier.wait()
            results.append(poll_sync(settings, rules, s, clock=lambda: at(now)))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=replica, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for s in stores:
        s.dispose()
    assert not errors, errors
    return results


def test_renamed_repo_followed_once_and_events_carry_canonical_name(fake_github, store, poller):
    """ggerganov/llama.cpp answers 301; events say ggml-org; later polls skip the redirect."""
    gh = fake_github
    gh.add_repo("ggerganov/llama.cpp")
    gh.add_pull("ggerganov/llama.cpp", 7, title="track me", at="2026-11-01T00:00:00Z")
    gh.rename_repo("ggerganov/llama.cpp", LLAMA)
    rules = rules_of({"name": "w", "repo": "ggerganov/llama.cpp", "prs": {"track": [7]}})
    first = poller(store, rules, "2026-11-29T12:00:00Z")
    assert keys(first) == [f"{LLAMA}#7:pr_discovered"]
    assert any(status == 301 for _, _, status in gh.log)
    gh.reset_counters()
    gh.close_pull(LLAMA, 7, at="2026-11-29T12:30:00Z")
    second = poller(store, rules, "2026-11-29T13:00:00Z")
    assert keys(second) == [f"{LLAMA}#7:pr_closed:2026-11-29T12:30:00Z"]
    assert not any(status == 301 for _, _, status in gh.log)
    gh.reset_counters()
    assert keys(poller(store, rules, "2026-11-29T14:00:00Z")) == []
    assert gh.counts()["units"] == 0


def test_first_poll_finds_buried_match_by_search_not_history(
    fake_github, store, shipped_rules, poller
):
    """A matching PR far down a long history is found with /search/issues, in few units."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_repo("sgl-project/sglang")
    gh.add_pull(
        LLAMA, 1, title="Clover self-speculative decoding, early attempt", at="2025-01-01T00:00:00Z"
    )
    gh.bulk_history(
        LLAMA,
        prs=1500,
        releases=20,
        start=at("2025-02-01T00:00:00Z"),
        end=at("2026-11-01T00:00:00Z"),
    )
    result = poller(store, shipped_rules, "2026-11-29T12:00:00Z")
    assert f"{LLAMA}#1:pr_discovered" in keys(result)
    assert not list(iter_log(gh, r"/pulls\?.*page=2"))
    assert result.repos[LLAMA]["units"] <= 8


CLOVER_WATCH = {
    "name": "w",
    "repo": LLAMA,
    "prs": {"search": "clover", "match": {"all": [{"pattern": "clover"}]}},
}


def test_search_past_githubs_cap_warns_with_the_counts(fake_github, store, poller):
    """1,200 hits, 1,000 reachable: the poll says how many it saw and what to do."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.bulk_history(
        LLAMA,
        prs=1200,
        releases=0,
        start=at("2026-01-01T00:00:00Z"),
        end=at("2026-11-01T00:00:00Z"),
        title="clover : fix #{n}",
    )
    # the hits fail the rule's second pattern, so none costs a single GET
    watch = {
        **CLOVER_WATCH,
        "prs": {
            **CLOVER_WATCH["prs"],
            "match": {"all": [{"pattern": "clover"}, {"pattern": "diffusion"}]},
        },
    }
    result = poller(store, rules_of(watch), "2026-11-29T12:00:00Z")
    (warning,) = [w for w in result.warnings if "search" in w]
    assert "returned 1000 of 1200 PRs (GitHub pages 1,000 at most)" in warning
    assert warning.startswith(f"{LLAMA}: search for watch 'w'") and "prs.track" in warning


def test_incomplete_search_warns_and_a_complete_one_does_not(fake_github, store, poller):
    """GitHub's incomplete_results is reported; a complete, small search is silent."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_pull(LLAMA, 5, title="Clover draft", at="2026-11-01T00:00:00Z")
    quiet = poller(store, rules_of({**CLOVER_WATCH, "name": "quiet"}), "2026-11-29T12:00:00Z")
    assert not [w for w in quiet.warnings if "search" in w]
    gh.search_incomplete = True
    loud = poller(store, rules_of({**CLOVER_WATCH, "name": "loud"}), "2026-11-29T13:00:00Z")
    (warning,) = [w for w in loud.warnings if "search" in w]
    assert "returned 1 of 1 PRs (GitHub marked the results incomplete)" in warning


def test_pr_list_paging_stops_at_high_water(fake_github, store, poller):
    """After the baseline only pages with PRs newer than the high-water mark are read."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.bulk_history(
        LLAMA, prs=300, releases=0, start=at("2026-01-01T00:00:00Z"), end=at("2026-11-01T00:00:00Z")
    )
    rules = rules_of(
        {
            "name": "w",
            "repo": LLAMA,
            "prs": {"search": "clover", "match": {"all": [{"pattern": "clover"}]}},
        }
    )
    poller(store, rules, "2026-11-29T12:00:00Z")
    for i in range(150):
        gh.add_pull(
            LLAMA, title=f"new {i}", at=at("2026-11-29T12:10:00Z") + dt.timedelta(seconds=i)
        )
    gh.reset_counters()
    poller(store, rules, "2026-11-29T13:00:00Z")
    pulls = [p for _, p, _ in iter_log(gh, r"/pulls\?")]
    assert len(pulls) == 2 and "page=2" in pulls[1]
    gh.reset_counters()
    poller(store, rules, "2026-11-29T14:00:00Z")
    assert gh.counts() == {"requests": 1, "units": 0, "not_modified": 1}


def test_files_fetched_only_for_prs_passing_the_text_match(fake_github, store, poller):
    """/pulls/{n}/files is read only when title/body already point at the rule."""
    gh = fake_github
    gh.add_repo(LLAMA)
    rules = rules_of(
        {
            "name": "w",
            "repo": LLAMA,
            "prs": {
                "match": {
                    "all": [
                        {"pattern": r"\bclover\b"},
                        {"pattern": r"^src/models/clover", "fields": ["files"]},
                    ]
                }
            },
        }
    )
    poller(store, rules, "2026-11-29T12:00:00Z")
    gh.add_pull(
        LLAMA,
        10,
        title="clover: parallel decode",
        files=["src/models/clover.cpp"],
        at="2026-11-29T12:10:00Z",
    )
    gh.add_pull(
        LLAMA, 11, title="clover: docs typo", files=["docs/clover.md"], at="2026-11-29T12:11:00Z"
    )
    gh.add_pull(
        LLAMA,
        12,
        title="cuda: faster kernels",
        files=["src/models/clover.cpp"],
        at="2026-11-29T12:12:00Z",
    )
    result = poller(store, rules, "2026-11-29T13:00:00Z")
    assert keys(result) == [f"{LLAMA}#10:pr_opened"]
    fetched = sorted(p.split("/")[-2] for _, p, _ in iter_log(gh, r"/files"))
    assert fetched == ["10", "11"]


@pytest.mark.parametrize("allowed", [False, True])
def test_unmerged_code_is_benchmarked_only_when_named(fake_github, store, poller, allowed):
    """A benchmark action on an open PR runs its head only if prs.benchmark_unmerged names it."""
    gh = fake_github
    gh.add_repo(LLAMA)
    pr = gh.add_pull(LLAMA, 5, title="x", at="2026-11-01T00:00:00Z")
    prs: dict[str, Any] = {"track": [5]}
    if allowed:
        prs["benchmark_unmerged"] = [5]
    rules = rules_of(
        {
            "name": "w",
            "repo": LLAMA,
            "prs": prs,
            "actions": {"pr_discovered": [{"benchmark": "b"}], "pr_merged": [{"benchmark": "b"}]},
        },
        benchmarks=BENCH,
    )
    result = poller(store, rules, "2026-11-29T12:00:00Z")
    with store.session() as s:
        jobs = s.exec(select(BenchJob)).all()
    if allowed:
        assert [j.engine_ref for j in jobs] == [pr["head_sha"]]
    else:
        assert jobs == []
        assert "benchmark_unmerged" in result.skipped_benchmarks[0]
        again = poller(store, rules, "2026-11-29T12:10:00Z")
        assert again.skipped_benchmarks == []  # recorded and said once
        with store.session() as s:
            assert len(s.exec(select(BenchSkip)).all()) == 1
    sha = gh.merge_pull(LLAMA, 5, at="2026-11-29T12:30:00Z")
    poller(store, rules, "2026-11-29T13:00:00Z")
    with store.session() as s:
        refs = sorted(j.engine_ref for j in s.exec(select(BenchJob)).all())
        job = s.get(BenchJob, job_id("b", sha, "ar", "gpu-x"))
    assert job is not None and job.state == "pending" and job.pr == 5
    assert sha in refs


def test_close_and_reopen_recur_with_occurrence_keys(fake_github, store, poller):
    """pr_closed / pr_reopened may happen again; each occurrence has its own key."""
    gh = fake_github
    rules = tracked_pr(gh, 9)
    poller(store, rules, "2026-11-29T12:00:00Z")
    gh.close_pull(LLAMA, 9, at="2026-11-29T12:10:00Z")
    assert keys(poller(store, rules, "2026-11-29T12:20:00Z")) == [
        f"{LLAMA}#9:pr_closed:2026-11-29T12:10:00Z"
    ]
    gh.reopen_pull(LLAMA, 9, at="2026-11-29T12:30:00Z")
    assert keys(poller(store, rules, "2026-11-29T12:40:00Z")) == [
        f"{LLAMA}#9:pr_reopened:2026-11-29T12:10:00Z"
    ]
    gh.close_pull(LLAMA, 9, at="2026-11-29T12:50:00Z")
    assert keys(poller(store, rules, "2026-11-29T13:00:00Z")) == [
        f"{LLAMA}#9:pr_closed:2026-11-29T12:50:00Z"
    ]


def test_crash_after_fetch_before_persist_loses_nothing(fake_github, store, poller, monkeypatch):
    """The ETag cache advanced but the state did not: the next poll still emits the merge once."""
    gh = fake_github
    rules = tracked_pr(gh, 3)
    poller(store, rules, "2026-11-29T12:00:00Z")
    gh.merge_pull(LLAMA, 3, at="2026-11-29T12:10:00Z")
    real = poll_mod.persist

    def crash(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("killed")

    monkeypatch.setattr(poll_mod, "persist", crash)
    with pytest.raises(RuntimeError):
        poller(store, rules, "2026-11-29T12:20:00Z")
    monkeypatch.setattr(poll_mod, "persist", real)
    gh.reset_counters()
    again = poller(store, rules, "2026-11-29T12:30:00Z")
    assert keys(again) == [f"{LLAMA}#3:pr_merged"]
    assert gh.counts()["units"] == 0  # everything came back as 304 with the stored body
    assert keys(poller(store, rules, "2026-11-29T12:40:00Z")) == []


def test_dry_run_reports_but_stores_nothing(fake_github, store, poller):
    """--dry-run detects the same events and leaves the store untouched."""
    gh = fake_github
    rules = tracked_pr(gh, 3, actions={"pr_discovered": ["notify"]})
    dry = poller(store, rules, "2026-11-29T12:00:00Z", dry_run=True)
    assert keys(dry) == [f"{LLAMA}#3:pr_discovered"]
    with store.session() as s:
        assert s.exec(select(Event)).all() == []
        assert s.exec(select(Outbox)).all() == []
    real = poller(store, rules, "2026-11-29T12:00:00Z")
    assert keys(real) == keys(dry)


def test_two_replicas_polling_at_once_record_everything_once(
    fake_github, any_store: Store, shipped_rules
):
    """Two processes (own engines, own clients) polling together write each key once."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_repo("sgl-project/sglang")
    gh.add_pull(
        "sgl-project/sglang", 46927, title="Clover draft-and-verify", at="2026-11-18T08:00:00Z"
    )
    settings = Settings(github_api_url=gh.url)
    poll_sync(settings, shipped_rules, any_store, clock=lambda: at("2026-11-29T12:00:00Z"))
    gh.merge_pull("sgl-project/sglang", 46927, at="2026-11-29T12:10:00Z")
    gh.publish_release("sgl-project/sglang", "v0.5.1", at="2026-11-29T12:20:00Z")
    results = race_polls(settings, shipped_rules, any_store.url, "2026-11-29T12:30:00Z")
    emitted = [k for r in results for k in keys(r)]
    assert sorted(emitted) == sorted(set(emitted))
    with any_store.session() as s:
        stored = [e.key for e in s.exec(select(Event)).all()]
        assert len(stored) == len(set(stored))
        assert "sgl-project/sglang#46927:pr_merged" in stored
        assert "sgl-project/sglang#46927:pr_released" in stored
        assert len(s.exec(select(BenchJob)).all()) == 1
        assert len(s.exec(select(BenchJobEvent)).all()) == 1
        outbox = [o.key for o in s.exec(select(Outbox)).all()]
        assert len(outbox) == len(set(outbox))


def test_merged_before_baseline_but_unreleased_gets_pr_released_later(fake_github, store, poller):
    """Released before the baseline: never pr_released; merged only: released later, once."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_pull(LLAMA, 1, title="old", at="2026-10-01T00:00:00Z")
    gh.merge_pull(LLAMA, 1, at="2026-10-02T00:00:00Z")
    gh.publish_release(LLAMA, "b100", at="2026-10-03T00:00:00Z")
    gh.add_pull(LLAMA, 2, title="new", at="2026-11-01T00:00:00Z")
    gh.merge_pull(LLAMA, 2, at="2026-11-28T00:00:00Z")
    rules = rules_of({"name": "w", "repo": LLAMA, "prs": {"track": [1, 2]}, "releases": True})
    base = poller(store, rules, "2026-11-29T12:00:00Z")
    assert keys(base) == [f"{LLAMA}#1:pr_discovered", f"{LLAMA}#2:pr_discovered"]
    assert base.events[0].payload["released_in"] == "b100"
    gh.publish_release(LLAMA, "b200", at="2026-11-29T13:00:00Z")
    later = poller(store, rules, "2026-11-29T14:00:00Z")
    # the release is announced before the PR it ships
    assert keys(later) == [f"{LLAMA}@b200:release_published", f"{LLAMA}#2:pr_released"]


def test_busy_release_list_costs_log_compares_once(fake_github, store, poller):
    """200 releases after a merge cost about log2(200) compares once, none when idle."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_pull(LLAMA, 1, title="t", at="2026-10-01T00:00:00Z")
    gh.publish_release(LLAMA, "b0", at="2026-10-01T12:00:00Z")
    gh.merge_pull(LLAMA, 1, at="2026-10-02T00:00:00Z")
    start = at("2026-10-02T01:00:00Z")
    for i in range(1, 201):
        gh.push(LLAMA, str(i))
        gh.publish_release(LLAMA, f"b{i}", at=start + dt.timedelta(hours=i))
    rules = rules_of({"name": "w", "repo": LLAMA, "prs": {"track": [1]}, "releases": True})
    base = poller(store, rules, "2026-11-29T12:00:00Z")
    assert base.events[0].payload["released_in"] == "b1"
    compares = list(iter_log(gh, r"/compare/"))
    assert 1 <= len(compares) <= 10
    gh.reset_counters()
    poller(store, rules, "2026-11-29T13:00:00Z")
    assert not list(iter_log(gh, r"/compare/"))
    assert gh.counts()["units"] == 0


def test_not_found_and_unauthorized_name_the_repo(store):
    """A 401 ends the poll naming the repository; a 404 is that repository's warning."""
    rules = rules_of({"name": "w", "repo": "nobody/nothing", "prs": {"track": [1]}})
    with FakeGitHub(token="right") as gh:
        with pytest.raises(Unauthorized, match="nobody/nothing"):
            poll_sync(Settings(github_api_url=gh.url, github_token="wrong"), rules, store)
        result = poll_sync(Settings(github_api_url=gh.url, github_token="right"), rules, store)
    assert list(result.failed) == ["nobody/nothing"]
    assert "404" in result.failed["nobody/nothing"]
    assert any(w.startswith("nobody/nothing: GitHub says 404") for w in result.warnings)


def test_faults_retried_without_losing_or_duplicating(fake_github, store, poller):
    """5xx, a truncated body and a 403 with Retry-After are waited out and retried."""
    gh = fake_github
    rules = tracked_pr(gh, 4)
    gh.fail(r"/pulls$", 502)
    gh.truncate(r"/llama.cpp$")
    gh.fail(
        r"/reviews",
        403,
        headers={"Retry-After": "1"},
        body={"message": "You have exceeded a secondary rate limit."},
    )
    first = poller(store, rules, "2026-11-29T12:00:00Z")
    assert keys(first) == [f"{LLAMA}#4:pr_discovered"]
    assert first.counters["retries"] == 3
    gh.merge_pull(LLAMA, 4, at="2026-11-29T12:10:00Z")
    gh.fail(r"/pulls$", 500, times=2)
    assert keys(poller(store, rules, "2026-11-29T12:20:00Z")) == [f"{LLAMA}#4:pr_merged"]


def test_rename_after_baseline_moves_state_and_events_use_the_new_name(fake_github, store, poller):
    """A 301 on a known repo: the new canonical name is learnt once, state moves with it."""
    gh = fake_github
    gh.add_repo("ggerganov/llama.cpp")
    gh.add_pull("ggerganov/llama.cpp", 7, title="t", at="2026-11-01T00:00:00Z")
    rules = rules_of({"name": "w", "repo": "ggerganov/llama.cpp", "prs": {"track": [7]}})
    assert keys(poller(store, rules, "2026-11-29T12:00:00Z")) == [
        "ggerganov/llama.cpp#7:pr_discovered"
    ]
    gh.rename_repo("ggerganov/llama.cpp", LLAMA)
    gh.merge_pull(LLAMA, 7, at="2026-11-29T12:10:00Z")
    assert keys(poller(store, rules, "2026-11-29T12:20:00Z")) == [f"{LLAMA}#7:pr_merged"]
    gh.reset_counters()
    assert keys(poller(store, rules, "2026-11-29T12:30:00Z")) == []
    assert gh.counts()["units"] == 0
    assert not any(status == 301 for _, _, status in gh.log)


def test_tracked_pr_that_does_not_exist_is_asked_again_only_daily(fake_github, store, poller):
    """A 404 is not cacheable; the watcher remembers it instead of paying every poll."""
    gh = fake_github
    gh.add_repo(LLAMA)
    rules = rules_of({"name": "w", "repo": LLAMA, "prs": {"track": [99]}})
    first = poller(store, rules, "2026-11-29T12:00:00Z")
    assert "#99: not found" in first.warnings[0]
    gh.reset_counters()
    poller(store, rules, "2026-11-29T13:00:00Z")
    assert gh.counts()["units"] == 0
    gh.add_pull(LLAMA, 99, title="now it exists", at="2026-11-29T13:30:00Z")
    # it shows up in the updated PR list anyway, without waiting a day
    assert keys(poller(store, rules, "2026-11-29T14:00:00Z")) == [f"{LLAMA}#99:pr_opened"]


def test_two_events_asking_for_the_same_job_share_it(fake_github, any_store: Store):
    """pr_merged and pr_released on the same commit: one pending job, two link rows."""
    gh = fake_github
    rules = tracked_pr(
        gh,
        8,
        BENCH,
        releases=True,
        actions={"pr_merged": [{"benchmark": "b"}], "pr_released": [{"benchmark": "b"}]},
    )
    settings = Settings(github_api_url=gh.url)
    poll_sync(settings, rules, any_store, clock=lambda: at("2026-11-29T12:00:00Z"))
    sha = gh.merge_pull(LLAMA, 8, at="2026-11-29T12:10:00Z")
    gh.publish_release(LLAMA, "b1", at="2026-11-29T12:20:00Z")  # tags the merge commit
    result = poll_sync(settings, rules, any_store, clock=lambda: at("2026-11-29T12:30:00Z"))
    assert keys(result) == [
        f"{LLAMA}#8:pr_merged",
        f"{LLAMA}@b1:release_published",
        f"{LLAMA}#8:pr_released",
    ]
    with any_store.session() as s:
        jobs = s.exec(select(BenchJob)).all()
        assert [(j.id, j.engine_ref) for j in jobs] == [(job_id("b", sha, "ar", "gpu-x"), sha)]
        links = sorted(link.event_key for link in s.exec(select(BenchJobEvent)).all())
        assert links == [f"{LLAMA}#8:pr_merged", f"{LLAMA}#8:pr_released"]
    assert result.jobs == 1


def test_timeouts_and_dropped_connections_are_retried(fake_github, store):
    """A response slower than the timeout and a connection closed mid-request: retried."""
    gh = fake_github
    rules = tracked_pr(gh, 4)
    gh.delay(r"/pulls$", 1.5)
    gh.reset(r"/reviews")
    result = poll_sync(
        Settings(github_api_url=gh.url),
        rules,
        store,
        clock=lambda: at("2026-11-29T12:00:00Z"),
        sleep=lambda s: None,
        client_options={"timeout_s": 0.5},
    )
    assert keys(result) == [f"{LLAMA}#4:pr_discovered"]
    assert result.counters["retries"] == 2


def test_two_replicas_racing_on_the_baseline(fake_github, any_store: Store, shipped_rules):
    """Both create the repo row, cache rows and baseline at once: one set of events."""
    gh = fake_github
    gh.add_repo(LLAMA)
    gh.add_repo("sgl-project/sglang")
    gh.add_pull("sgl-project/sglang", 46927, title="Clover", at="2026-11-18T08:00:00Z")
    gh.add_pull(LLAMA, 31306, title="Clover (AR mode only)", at="2026-10-28T09:00:00Z")
    settings = Settings(github_api_url=gh.url)
    results = race_polls(settings, shipped_rules, any_store.url, "2026-11-29T12:00:00Z")
    emitted = sorted(k for r in results for k in keys(r))
    assert emitted == [f"{LLAMA}#31306:pr_discovered", "sgl-project/sglang#46927:pr_discovered"]
    with any_store.session() as s:
        assert len(s.exec(select(Event)).all()) == 2
