"""Detection is pure: tables of (stored state, observation, rules) → events."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from watcher.rules import Rules, Watch
from watcher.watch.detect import (
    PullSnap,
    ReleaseSnap,
    RepoState,
    UpstreamView,
    containment_candidates,
    detect,
    first_containing,
    follows,
    next_probe,
    pr_transitions,
)

R = "ggml-org/llama.cpp"
BASE = "2026-11-29T12:00:00Z"
NOW = "2026-11-29T13:00:00Z"


def watch(**kw: Any) -> Watch:
    """A watch from keyword arguments (validated)."""
    return Watch.model_validate({"name": "w", "repo": R, **kw})


def pr(number: int = 1, **kw: Any) -> PullSnap:
    """A PR snapshot."""
    return PullSnap(number=number, **kw)


def types(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.type for e in events]


# ----------------------------------------------------------------------- naming trap


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("speculative : add self-speculative decoding (ngram)", "n-gram lookup decoding", False),
        ("webui : fix clover icon", "The clover icon in the self-speculative settings", False),
        ("ui : update Clover logos", "parallel decoding page", False),
        ("llama : Clover self-speculative decoding", "", True),
        ("model : clover parallel decode", "", True),
        ("server : new sampler", "Adds draft-and-verify for Clover-35B-A3B.", True),
        ("model : add Clover-35B-A3B support (AR mode only)", "one token per step", False),
        ("speculative : self speculative for diffusion models", "no model named", False),
        ("Clover", "diffusion decoding of 32-slot blocks", True),
        ("cloverleaf : self-speculative", "", False),
    ],
)
def test_naming_trap_against_shipped_rules(rules_dir, title, body, expected):
    """Only Clover AND a decode mode matches; n-gram self-speculative and icons do not."""
    from watcher.rules import load_rules

    rules: Rules = load_rules(rules_dir)
    clover = rules.watch("llama-cpp-clover-parallel-decode")
    assert follows(clover, pr(title=title, body=body)) is expected


def test_labels_and_files_conditions():
    """labels are searched as names; files are 'unknown' until fetched."""
    w = watch(
        prs={
            "match": {
                "all": [
                    {"pattern": "^clover$", "fields": ["labels"]},
                    {"pattern": "^src/clover", "fields": ["files"]},
                ]
            }
        }
    )
    assert follows(w, pr(labels=("clover",))) is None
    assert follows(w, pr(labels=("clover",), files=("src/clover/x.cpp",))) is True
    assert follows(w, pr(labels=("clover",), files=("docs/x.md",))) is False
    assert follows(w, pr(labels=("other",))) is False
    assert follows(watch(prs={"track": [1]}), pr(1)) is True
    assert follows(watch(), pr(1)) is False


# -------------------------------------------------------------------------- baseline


def test_baseline_discovers_each_followed_pr_once_and_no_history():
    """First poll: pr_discovered for tracked/matching PRs only; no release events."""
    w = watch(prs={"track": [1], "match": {"all": [{"pattern": "clover"}]}}, releases=True)
    obs = UpstreamView(
        now=BASE,
        prs={
            1: pr(
                1,
                title="anything",
                state="closed",
                merged=True,
                merged_at="2026-11-02T00:00:00Z",
                merge_commit_sha="s1",
                released_in="v0.9.0",
                released_at="2026-11-04T00:00:00Z",
            ),
            2: pr(2, title="clover thing"),
            3: pr(3, title="unrelated"),
        },
        releases=[ReleaseSnap(tag="v0.9.0", published_at="2026-11-04T00:00:00Z")],
    )
    det = detect(R, [w], RepoState(repo=R), obs)
    assert [e.key for e in det.events] == [f"{R}#1:pr_discovered", f"{R}#2:pr_discovered"]
    assert det.events[0].payload["merged"] is True
    assert det.events[0].payload["released_in"] == "v0.9.0"
    assert det.events[0].at == BASE
    assert sorted(det.prs) == [1, 2]
    assert [r.tag for r in det.releases] == ["v0.9.0"]
    assert det.baselines == {"w": BASE}
    # the next poll sees the same state: nothing
    stored = RepoState(
        repo=R, baselines=det.baselines, prs=det.prs, releases={r.tag: r for r in det.releases}
    )
    again = detect(R, [w], stored, replace(obs, now=NOW))
    assert again.events == []


# ----------------------------------------------------------------------- transitions

OPEN = pr(1, state="open", updated_at="2026-11-29T12:00:00Z")
APPROVED = replace(OPEN, approved=True, approved_at="2026-11-29T12:30:00Z")
MERGED = replace(
    APPROVED,
    state="closed",
    merged=True,
    merged_at="2026-11-29T12:40:00Z",
    merge_commit_sha="abc",
    closed_at="2026-11-29T12:40:00Z",
)
CLOSED = replace(OPEN, state="closed", closed_at="2026-11-29T12:45:00Z")
REOPENED = replace(OPEN, updated_at="2026-11-29T12:50:00Z")
RELEASED = replace(MERGED, released_in="b1", released_at="2026-11-29T12:55:00Z", released_sha="def")


@pytest.mark.parametrize(
    ("prev", "new", "expected"),
    [
        (OPEN, OPEN, []),
        (OPEN, APPROVED, ["pr_approved"]),
        (APPROVED, MERGED, ["pr_merged"]),
        (OPEN, MERGED, ["pr_approved", "pr_merged"]),
        (OPEN, CLOSED, ["pr_closed"]),
        (CLOSED, REOPENED, ["pr_reopened"]),
        (CLOSED, replace(CLOSED, closed_at="2026-11-29T12:58:00Z"), ["pr_reopened", "pr_closed"]),
        (MERGED, RELEASED, ["pr_released"]),
        (OPEN, RELEASED, ["pr_approved", "pr_merged", "pr_released"]),
        (RELEASED, RELEASED, []),
    ],
)
def test_transitions(prev, new, expected):
    """Each change of state yields its event type, once."""
    assert types(pr_transitions(R, prev, new, NOW)) == expected


def test_recurring_keys_carry_the_occurrence():
    """pr_closed keys its closed_at; pr_reopened keys the close it undid."""
    closed = pr_transitions(R, OPEN, CLOSED, NOW)[0]
    assert closed.key == f"{R}#1:pr_closed:2026-11-29T12:45:00Z"
    reopened = pr_transitions(R, CLOSED, REOPENED, NOW)[0]
    assert reopened.key == f"{R}#1:pr_reopened:2026-11-29T12:45:00Z"
    released = pr_transitions(R, MERGED, RELEASED, NOW)[0]
    assert (released.tag, released.payload["release_commit_sha"]) == ("b1", "def")


@pytest.mark.parametrize(
    ("created", "merged_at", "expected"),
    [
        ("2026-11-29T12:10:00Z", None, ["pr_opened"]),
        ("2026-11-01T00:00:00Z", None, ["pr_discovered"]),
        ("2026-11-29T12:10:00Z", "2026-11-29T12:20:00Z", ["pr_opened", "pr_merged"]),
        ("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z", ["pr_discovered"]),
    ],
)
def test_first_sight_after_baseline(created, merged_at, expected):
    """A PR first seen after the baseline: opened or discovered, plus what happened since."""
    w = watch(prs={"match": {"all": [{"pattern": "clover"}]}})
    new = pr(
        5,
        title="clover",
        created_at=created,
        state="closed" if merged_at else "open",
        merged=merged_at is not None,
        merged_at=merged_at,
        merge_commit_sha="m",
    )
    stored = RepoState(repo=R, baselines={"w": BASE})
    det = detect(R, [w], stored, UpstreamView(prs={5: new}, now=NOW))
    assert types(det.events) == expected


def test_followed_pr_stays_followed_after_title_edit():
    """Once a watch follows a PR, editing the title away from the pattern does not drop it."""
    w = watch(prs={"match": {"all": [{"pattern": "clover"}]}})
    prev = pr(5, title="clover", rules=("w",))
    new = pr(5, title="renamed", state="closed", merged=True, merged_at=NOW, merge_commit_sha="m")
    det = detect(
        R,
        [w],
        RepoState(repo=R, baselines={"w": BASE}, prs={5: prev}),
        UpstreamView(prs={5: new}, now=NOW),
    )
    assert types(det.events) == ["pr_merged"]


def test_two_watches_on_one_pr_give_one_event_listing_both_rules():
    """Keys do not name the rule: one event, rule = first watch, payload.rules = all."""
    a = watch(name="a", prs={"track": [1]})
    b = watch(name="b", prs={"match": {"all": [{"pattern": "clover"}]}})
    stored = RepoState(
        repo=R, baselines={"a": BASE, "b": BASE}, prs={1: pr(1, title="clover", rules=("a", "b"))}
    )
    det = detect(
        R,
        [a, b],
        stored,
        UpstreamView(
            prs={
                1: replace(
                    stored.prs[1], state="closed", merged=True, merged_at=NOW, merge_commit_sha="m"
                )
            },
            now=NOW,
        ),
    )
    assert [(e.type, e.rule, e.payload["rules"]) for e in det.events] == [
        ("pr_merged", "a", ["a", "b"])
    ]


def test_pr_released_only_for_watches_that_want_releases():
    """A watch with neither releases: true nor a pr_released action gets no pr_released."""
    quiet = watch(name="q", prs={"track": [1]})
    stored = RepoState(repo=R, baselines={"q": BASE}, prs={1: replace(MERGED, rules=("q",))})
    det = detect(R, [quiet], stored, UpstreamView(prs={1: RELEASED}, now=NOW))
    assert det.events == []
    loud = watch(name="q", prs={"track": [1]}, actions={"pr_released": ["report"]})
    det = detect(R, [loud], stored, UpstreamView(prs={1: RELEASED}, now=NOW))
    assert types(det.events) == ["pr_released"]


def test_release_published_after_baseline_for_release_watches_only():
    """New releases after the baseline: one event; drafts and known tags: none."""
    rel_w = watch(name="rel", releases=True)
    other = watch(name="other", prs={"track": [1]})
    known = ReleaseSnap(tag="b1", published_at="2026-11-01T00:00:00Z")
    stored = RepoState(repo=R, baselines={"rel": BASE, "other": BASE}, releases={"b1": known})
    obs = UpstreamView(
        now=NOW,
        releases=[
            known,
            ReleaseSnap(tag="b2", published_at="2026-11-29T12:30:00Z", name="b2"),
            ReleaseSnap(tag="b3", draft=True),
            ReleaseSnap(tag="b0", published_at="2026-11-20T00:00:00Z"),
        ],
    )
    det = detect(R, [rel_w, other], stored, obs)
    assert [(e.key, e.rule) for e in det.events] == [(f"{R}@b2:release_published", "rel")]
    assert sorted(r.tag for r in det.releases) == ["b0", "b2"]


def test_detect_is_deterministic():
    """Same inputs, same events in the same order."""
    w = watch(prs={"track": [1, 2]})
    obs = UpstreamView(prs={2: pr(2), 1: pr(1)}, now=BASE)
    one = detect(R, [w], RepoState(repo=R), obs)
    two = detect(R, [w], RepoState(repo=R), obs)
    assert (
        [e.key for e in one.events]
        == [e.key for e in two.events]
        == [f"{R}#1:pr_discovered", f"{R}#2:pr_discovered"]
    )


# ------------------------------------------------------------------------ containment


def rels(*pairs: tuple[str, str]) -> list[ReleaseSnap]:
    """Releases from (tag, published_at) pairs."""
    return [ReleaseSnap(tag=t, published_at=p) for t, p in pairs]


def test_candidates_skip_releases_before_the_merge_and_already_checked():
    """A release that predates the merge is never a candidate; nor one already checked."""
    merged = pr(1, merged=True, merged_at="2026-11-10T00:00:00Z", merge_commit_sha="s")
    all_rels = rels(
        ("old", "2026-11-01T00:00:00Z"),
        ("a", "2026-11-11T00:00:00Z"),
        ("b", "2026-11-12T00:00:00Z"),
        ("draft", "2026-11-13T00:00:00Z"),
    )
    all_rels[3] = replace(all_rels[3], draft=True)
    assert [r.tag for r in containment_candidates(merged, all_rels)] == ["a", "b"]
    checked = replace(merged, release_checked_through="2026-11-11T00:00:00Z")
    assert [r.tag for r in containment_candidates(checked, all_rels)] == ["b"]
    assert containment_candidates(replace(merged, released_in="a"), all_rels) == []
    assert containment_candidates(pr(1), all_rels) == []


@pytest.mark.parametrize(
    ("n", "first"), [(1, 0), (1, None), (7, 0), (7, 3), (7, 6), (7, None), (100, 41), (100, 99)]
)
def test_probe_finds_the_oldest_containing_release_in_log_steps(n, first):
    """Binary search over a linear history: exact answer, at most 1 + ceil(log2 n) compares."""
    cands = [
        ReleaseSnap(tag=f"r{i}", published_at=f"2026-11-{i // 24 + 10:02d}T{i % 24:02d}:00Z")
        for i in range(n)
    ]
    known: dict[str, bool] = {}
    steps = 0
    while (tag := next_probe(cands, known)) is not None:
        i = int(tag[1:])
        known[tag] = first is not None and i >= first
        steps += 1
    found = first_containing(cands, known)
    assert (found.tag if found else None) == (f"r{first}" if first is not None else None)
    assert steps <= 1 + max(1, (n - 1).bit_length())


# ------------------------------------------------------------------------ properties

STEPS = st.lists(
    st.sampled_from(["approve", "close", "reopen", "merge", "release", "edit"]), max_size=12
)


@settings(max_examples=150, deadline=None)
@given(steps=STEPS, observe_every=st.integers(min_value=1, max_value=3))
def test_any_history_polled_at_any_rate_emits_each_key_once(steps, observe_every):
    """Whatever happens upstream, and however often we look, no key is emitted twice
    and looking again at an unchanged state emits nothing."""
    w = watch(prs={"track": [1]}, releases=True)
    state = pr(1, created_at="2026-11-29T11:00:00Z")
    stored = RepoState(repo=R)
    seen: list[str] = []
    clock = 0

    def poll_now() -> None:
        nonlocal stored
        det = detect(
            R, [w], stored, UpstreamView(prs={1: state}, now=f"2026-11-29T12:{clock:02d}:00Z")
        )
        seen.extend(e.key for e in det.events)
        stored = RepoState(repo=R, baselines=det.baselines, prs={**stored.prs, **det.prs})

    poll_now()
    for i, step in enumerate(steps, start=1):
        clock = i
        t = f"2026-11-29T12:{i:02d}:30Z"
        if step == "approve" and state.state == "open":
            state = replace(state, approved=True, approved_at=t)
        elif step == "close" and state.state == "open":
            state = replace(state, state="closed", closed_at=t, updated_at=t)
        elif step == "reopen" and state.state == "closed" and not state.merged:
            state = replace(state, state="open", closed_at=None, updated_at=t)
        elif step == "merge" and state.state == "open":
            state = replace(
                state,
                state="closed",
                merged=True,
                merged_at=t,
                closed_at=t,
                merge_commit_sha="m",
                updated_at=t,
            )
        elif step == "release" and state.merged and not state.released_in:
            state = replace(state, released_in=f"b{i}", released_at=t)
        elif step == "edit":
            state = replace(state, title=f"edit {i}", updated_at=t)
        if i % observe_every == 0:
            poll_now()
    poll_now()
    before = len(seen)
    poll_now()
    assert len(seen) == before
    assert len(seen) == len(set(seen))
    assert seen[0] == f"{R}#1:pr_discovered"
    assert seen.count(f"{R}#1:pr_merged") == (1 if state.merged else 0)
