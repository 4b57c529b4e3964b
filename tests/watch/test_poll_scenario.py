"""Integration: the scenario's timeline through a loopback fake GitHub and the shipped rules."""

from __future__ import annotations

from pathlib import Path

from sqlmodel import select

from tests.fakes.github_api import FakeGitHub
from tests.fakes.scenario import add_sglang_clover_pr
from watcher.cli.events_cmd import list_events
from watcher.store import BenchJob, BenchJobEvent, Outbox, PullSnapshot, open_store

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"


def seed(gh: FakeGitHub) -> dict[str, str]:
    """Upstream as of 2026-11-29, plus naming-trap PRs."""
    gh.add_repo(LLAMA)
    gh.add_repo(SGLANG)
    gh.add_pull(LLAMA, 31000, title="server : fix slot reuse", at="2026-10-20T09:00:00Z")
    gh.add_pull(
        LLAMA,
        31306,
        title="model : add Clover-35B-A3B support (AR mode only)",
        body="Adds the clover_moe architecture. In AR mode only: one token per step.",
        at="2026-10-28T09:00:00Z",
    )
    merged = gh.merge_pull(LLAMA, 31306, at="2026-11-02T10:00:00Z")
    gh.publish_release(LLAMA, "v0.9.0", at="2026-11-04T10:00:00Z", body="Clover (AR)")
    gh.push(LLAMA, "remove deprecated functions")
    gh.publish_release(LLAMA, "1.0.0", at="2026-11-13T10:00:00Z", body="breaking")
    # naming traps: llama.cpp's n-gram "self-speculative" and a clover icon
    gh.add_pull(
        LLAMA,
        31400,
        title="speculative : add self-speculative decoding (ngram)",
        body="n-gram lookup decoding for ordinary models",
        at="2026-11-20T09:00:00Z",
    )
    gh.add_pull(
        LLAMA,
        31401,
        title="webui : fix clover icon",
        body="The clover icon in the self-speculative settings was blurry.",
        at="2026-11-21T09:00:00Z",
    )
    gh.publish_release(SGLANG, "v0.5.0", at="2026-11-10T10:00:00Z")
    add_sglang_clover_pr(gh)
    return {"31306": merged}


def keys(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.key for e in result.events]


def test_scenario_timeline_exact_events_once(fake_github, shipped_rules, poller, tmp_path: Path):
    """Baseline, a Clover PR, approval, merge, a release without and one with it, idle."""
    gh = fake_github
    seed(gh)
    url = f"sqlite:///{tmp_path / 'w.db'}"
    store = open_store(url)
    store.init()

    first = poller(store, shipped_rules, "2026-11-29T12:00:00Z")
    assert keys(first) == [f"{LLAMA}#31306:pr_discovered", f"{SGLANG}#46927:pr_discovered"]
    d31306 = first.events[0]
    assert d31306.payload["merged"] is True and d31306.payload["released_in"] == "v0.9.0"
    assert d31306.rule == "llama-cpp-clover-ar"
    assert first.events[1].payload["state"] == "open"
    assert first.events[1].payload["approved"] is False

    # a Clover self-speculative PR opens in llama.cpp, plus another naming trap
    gh.add_pull(
        LLAMA,
        31500,
        title="llama : Clover self-speculative (draft-and-verify) decoding",
        body="Parallel decode of 32-slot blocks for Clover.",
        at="2026-11-29T13:00:00Z",
    )
    gh.add_pull(
        LLAMA,
        31501,
        title="speculative : add self-speculative decoding (ngram)",
        at="2026-11-29T13:05:00Z",
    )
    second = poller(store, shipped_rules, "2026-11-29T13:30:00Z")
    assert keys(second) == [f"{LLAMA}#31500:pr_opened"]

    gh.add_review(SGLANG, 46927, "COMMENTED", user="alice", at="2026-11-29T14:00:00Z")
    gh.add_review(SGLANG, 46927, "APPROVED", user="bob", at="2026-11-29T14:10:00Z")
    third = poller(store, shipped_rules, "2026-11-29T14:30:00Z")
    assert keys(third) == [f"{SGLANG}#46927:pr_approved"]
    assert third.events[0].at == "2026-11-29T14:10:00Z"

    pre_merge = gh.repo(SGLANG).head()
    sha = gh.merge_pull(SGLANG, 46927, at="2026-11-29T15:00:00Z")
    fourth = poller(store, shipped_rules, "2026-11-29T15:30:00Z")
    assert keys(fourth) == [f"{SGLANG}#46927:pr_merged"]

    # a release cut from before the merge, published after it: does not contain the PR
    gh.publish_release(SGLANG, "v0.5.0.post1", at="2026-11-29T16:00:00Z", commit=pre_merge)
    fifth = poller(store, shipped_rules, "2026-11-29T16:30:00Z")
    assert keys(fifth) == [f"{SGLANG}@v0.5.0.post1:release_published"]

    gh.publish_release(SGLANG, "v0.5.1", at="2026-11-29T17:00:00Z")
    sixth = poller(store, shipped_rules, "2026-11-29T17:30:00Z")
    assert keys(sixth) == [f"{SGLANG}@v0.5.1:release_published", f"{SGLANG}#46927:pr_released"]
    released = sixth.events[1]
    assert released.tag == "v0.5.1"
    assert released.payload["release_commit_sha"] == gh.repo(SGLANG).head()

    # idle: nothing changed upstream, zero rate-limit units
    gh.reset_counters()
    idle = poller(store, shipped_rules, "2026-11-29T18:00:00Z")
    assert keys(idle) == []
    assert gh.counts()["units"] == 0
    assert idle.counters["units"] == 0
    store.dispose()

    # a fresh process (new store object, new client): still no events and no units
    store2 = open_store(url)
    gh.reset_counters()
    again = poller(store2, shipped_rules, "2026-11-29T18:30:00Z")
    assert keys(again) == []
    assert gh.counts()["units"] == 0

    with store2.session() as s:
        all_keys = [e.key for e in list_events(s)]
        assert len(all_keys) == len(set(all_keys)) == 8
        jobs = s.exec(select(BenchJob)).all()
        assert [(j.benchmark, j.engine_ref, j.state) for j in jobs] == [
            ("clover-sglang-selfspec-h200", sha, "pending")
        ]
        links = s.exec(select(BenchJobEvent)).all()
        assert [link.event_key for link in links] == [f"{SGLANG}#46927:pr_merged"]
        outbox = sorted(o.key for o in s.exec(select(Outbox)).all())
        assert f"{SGLANG}#46927:pr_merged:slack" in outbox
        assert f"{SGLANG}#46927:pr_merged:webhook" in outbox
        assert f"{LLAMA}#31500:pr_opened:slack" in outbox
        assert not any("31306" in k for k in outbox)  # its watch only reports
        snap = s.exec(select(PullSnapshot).where(PullSnapshot.number == 46927)).one()
        assert snap.released_in == "v0.5.1"
        assert snap.data["body"].startswith("Self-speculative path")
        assert snap.data["user"] == "ziruiwu"
    store2.dispose()
