"""Polling sources end to end over loopback: baselines, 304s, edits as events, failures."""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlmodel import select

from tests.fakes.hub_api import FakeHub
from tests.fakes.scenario import (
    CLOVER,
    CLOVER_CARD,
    CLOVER_CARD_EDITED,
    edit_clover_card,
    seed_hub_scenario,
)
from tests.fakes.web import ATOM, HTML, FakeWeb
from tests.sources.conftest import Poller
from watcher.config import Settings
from watcher.cycle import CycleContext, run_cycle, steps_named
from watcher.rules import Rules
from watcher.sources import Pacer, RequestBudget
from watcher.sources.claims import claims_of, content_hash
from watcher.sources.hub import parse_card
from watcher.sources.record import ReadText, record_read
from watcher.sources.texts import card_text
from watcher.store import ClaimChange, ClaimRow, Event, Outbox, SourceState, Store

CARD = {"name": "clover-card", "kind": "huggingface", "repo": CLOVER}
CARD_CTX = {**CARD, "context": {"vendor": "DiffuSpace"}}

FEED = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>DiffuSpace blog</title>
{entries}
</feed>"""
ENTRY = """<entry><id>tag:ds.example,2026:{n}</id><title>{title}</title>
<link href="https://ds.example/{n}"/><updated>2026-11-2{n}T10:00:00Z</updated>
<content type="html">&lt;p&gt;{text}&lt;/p&gt;</content></entry>"""

PAGE = """<html><head><title>Press</title></head><body><nav>Home | Blog | Careers</nav>
<article><h1>Clover-35B-A3B speed</h1>
<p>DiffuSpace's Clover-35B-A3B is a diffusion language model with about three billion active
parameters that drafts a block of thirty-two slots and commits the confident ones at once.</p>
{rows}
</article><footer>Copyright 2026 DiffuSpace</footer></body></html>"""
ROW = "<p>Measured by DiffuSpace: {v} tok/s on {hw}, uncompressed weights, one request.</p>"


def events(store: Store) -> list[Event]:
    """Every stored event, oldest first."""
    with store.session() as s:
        return list(s.exec(select(Event).order_by(Event.id)).all())  # type: ignore[arg-type]


def claims(store: Store, origin: str) -> list[dict[str, Any]]:
    """Stored claim documents of one origin."""
    with store.session() as s:
        return [dict(r.document) for r in s.exec(select(ClaimRow)).all() if r.origin == origin]


def outbox(store: Store) -> list[Outbox]:
    """Every outbox row."""
    with store.session() as s:
        return list(s.exec(select(Outbox)).all())


def test_model_card_baseline_idle_and_edit(
    any_store: Store,
    hub: FakeHub,
    tmp_path: Path,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """Baseline stores 515/680 unverifiable silently; idle costs one GET; the edit is one event."""
    rules = make_rules([CARD_CTX])
    poll = Poller(any_store, hub, tmp_path / "hf")
    seed_hub_scenario(hub)

    (first,) = poll(rules)
    assert (first.status, first.events, first.claims) == ("baseline", 0, 2)
    stored = sorted(claims(any_store, "huggingface"), key=lambda c: c["value"])
    assert [(c["value"], c["standing"]) for c in stored] == [
        (515.0, "unverifiable"),
        (680.0, "unverifiable"),
    ]
    assert stored[0]["hardware"] == "H200" and stored[0]["vendor"] == "DiffuSpace"
    assert stored[0]["implied"] == ["vendor"]
    assert stored[0]["first_seen_at"] == poll.now.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert events(any_store) == [] and outbox(any_store) == []

    hub.reset_log()
    (idle,) = poll(rules)
    assert idle.status == "unchanged"
    assert hub.requests() == [("GET", f"/api/models/{CLOVER}", 200)]

    hub.touch(CLOVER)  # a commit that leaves the card alone: a new sha, no claim change
    (touched,) = poll(rules)
    assert (touched.status, touched.events) == ("unchanged", 0)

    edit_clover_card(hub)
    (edited,) = poll(rules)
    assert (edited.status, edited.events) == ("changed", 1)
    (event,) = events(any_store)
    assert event.type == "claim_changed"
    assert event.repo == CLOVER and event.rule == "clover-card"
    assert event.title == (
        "DiffuSpace model card: 515 tok/s on 1x H200; now names sglang and "
        "self-speculative: unverifiable → reported"
    )
    assert event.payload["claim"]["standing"] == "reported"
    assert event.payload["previous"]["standing"] == "unverifiable"
    assert sorted(o.target for o in outbox(any_store)) == ["slack", "webhook"]
    now = sorted(claims(any_store, "huggingface"), key=lambda c: c["value"])
    assert (now[0]["standing"], now[0]["engine"], now[0]["mode"]) == (
        "reported",
        "sglang",
        "self-speculative",
    )
    assert now[0]["previous"]["standing"] == "unverifiable"
    assert now[1]["standing"] == "unverifiable" and "previous" not in now[1]
    with any_store.session() as s:
        assert len(s.exec(select(ClaimChange)).all()) == 1

    hub.reset_log()
    (after,) = poll(rules)
    assert after.status == "unchanged" and len(events(any_store)) == 1
    assert len(hub.requests()) == 1


def test_the_same_edit_read_twice_is_one_event(
    any_store: Store,
    hub: FakeHub,
    tmp_path: Path,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A second process with an old revision reads the edit again: no second event or row."""
    rules = make_rules([CARD])
    poll = Poller(any_store, hub, tmp_path / "hf")
    seed_hub_scenario(hub)
    poll(rules)
    edit_clover_card(hub)
    poll(rules)
    with any_store.session() as s:  # as if this process had not seen the new sha yet
        state = s.get(SourceState, "clover-card")
        assert state is not None
        state.revision = "0" * 40
        s.add(state)
    (again,) = poll(rules)
    assert again.events == 0
    assert len(events(any_store)) == 1 and len(outbox(any_store)) == 2


def test_feed_entries_edit_and_new_entry(
    store: Store,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A feed: baseline, 304 when idle, an edited entry changes, a new entry adds, none vanish."""
    rules = make_rules([{"name": "ds-blog", "kind": "feed", "url": web.url("/feed.atom")}])
    one = ENTRY.format(n=1, title="Clover on H200", text="Clover decodes 515 tok/s on 1x H200.")
    web.put("/feed.atom", FEED.format(entries=one), ATOM)
    assert poller(rules)[0].status == "baseline"
    assert poller(rules)[0].status == "unchanged"
    assert web.statuses("/feed.atom") == [200, 304]

    one_edited = one.replace("515 tok/s", "540 tok/s")
    two = ENTRY.format(n=2, title="GB300", text="On GB300 Clover reaches 680 tok/s.")
    web.put("/feed.atom", FEED.format(entries=one_edited + two), ATOM)
    (out,) = poller(rules)
    assert (out.status, out.events) == ("changed", 2)
    by_type = {e.type: e for e in events(store)}
    assert by_type["claim_changed"].title == (
        "ds-blog: 515 → 540 tok/s on 1x H200; still names no engine or mode"
    )
    assert by_type["claim_changed"].url == "https://ds.example/1"
    assert by_type["claim_added"].title.startswith("ds-blog: new claim 680 tok/s on GB300")

    web.put("/feed.atom", FEED.format(entries=two), ATOM)  # entry 1 scrolled off the feed
    (rolled,) = poller(rules)
    assert rolled.events == 0  # a feed is a window: an old entry leaving it withdraws nothing
    assert agents_name_the_tool(web.agents)


def agents_name_the_tool(agents: list[str]) -> bool:
    """Every request carried the watcher's User-Agent."""
    return bool(agents) and all(a.startswith("upstream-watcher/") for a in agents)


def test_page_figure_removed_is_withdrawn(
    store: Store,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A page: its main text is read, 304 when idle, a removed figure is withdrawn."""
    rules = make_rules([{"name": "press", "kind": "page", "url": web.url("/press")}])
    rows = ROW.format(v=515, hw="1x H200") + ROW.format(v=680, hw="GB300")
    web.put("/press", PAGE.format(rows=rows), HTML)
    (base,) = poller(rules)
    assert (base.status, base.claims) == ("baseline", 2)
    assert poller(rules)[0].status == "unchanged"
    web.put("/press", PAGE.format(rows=ROW.format(v=515, hw="1x H200")), HTML)
    (out,) = poller(rules)
    assert out.events == 1
    (event,) = events(store)
    assert (event.type, event.title) == ("claim_withdrawn", "press: 680 tok/s on GB300 withdrawn")
    assert web.statuses("/press") == [200, 304, 200]


def test_failing_source_is_reported_and_others_still_read(
    store: Store,
    hub: FakeHub,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A page answering 500 is recorded with its error and retried after a backoff."""
    rules = make_rules([{"name": "press", "kind": "page", "url": web.url("/press")}, CARD])
    seed_hub_scenario(hub)
    web.put("/press", PAGE.format(rows=ROW.format(v=515, hw="1x H200")), HTML)
    web.fail("/press", 500)
    failed, card = poller(rules)
    assert (failed.status, card.status) == ("failed", "baseline")
    assert failed.error == f"source press ({web.url('/press')}): HTTP 500"
    with store.session() as s:
        state = s.get(SourceState, "press")
        assert state is not None and state.failures == 1 and state.error == failed.error

    waiting, _ = poller(rules, advance_s=60)
    assert waiting.status == "waiting" and waiting.retry_at == failed.retry_at
    retried, _ = poller(rules, advance_s=600)
    assert retried.status == "baseline"
    with store.session() as s:
        state = s.get(SourceState, "press")
        assert state is not None and state.failures == 0 and state.error is None


def test_unknown_repo_and_not_a_feed_fail_alone(
    store: Store,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A missing Hub repo and an HTML page posing as a feed are failures with reasons."""
    web.put("/not-a-feed", "\x00\x01 binary garbage", "application/octet-stream")
    rules = make_rules(
        [
            {"name": "ghost", "kind": "huggingface", "repo": "org/missing"},
            {"name": "bad-feed", "kind": "feed", "url": web.url("/not-a-feed")},
        ]
    )
    ghost, bad = poller(rules)
    assert ghost.status == "failed" and "no such repository" in (ghost.error or "")
    assert bad.status == "failed" and "not" in (bad.error or "")


def test_spent_budget_defers_without_failing(
    store: Store,
    hub: FakeHub,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """With the budget spent the remaining sources wait for the next poll, unharmed."""
    seed_hub_scenario(hub)
    web.put("/press", PAGE.format(rows=ROW.format(v=515, hw="1x H200")), HTML)
    rules = make_rules([CARD, {"name": "press", "kind": "page", "url": web.url("/press")}])
    poller.limit = 4  # the card's first read takes 4 requests
    card, press = poller(rules)
    assert (card.status, press.status) == ("baseline", "deferred")
    assert web.statuses("/press") == []
    with store.session() as s:
        assert s.get(SourceState, "press") is None
    card, press = poller(rules)
    assert (card.status, press.status) == ("unchanged", "baseline")


def test_context_fills_only_what_the_text_leaves_out(
    store: Store,
    web: FakeWeb,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """A source's context fills an unnamed GPU, never one the text names; both marked."""
    web.put("/named", PAGE.format(rows=ROW.format(v=515, hw="1x H200")), HTML)
    web.put("/unnamed", PAGE.format(rows="<p>Its peak decode speed is 700 tok/s.</p>"), HTML)
    context = {"hardware": "B200", "vendor": "DiffuSpace"}
    rules = make_rules(
        [
            {"name": n, "kind": "page", "url": web.url(f"/{n}"), "context": context}
            for n in ("named", "unnamed")
        ]
    )
    poller(rules)
    by_value = {c["value"]: c for c in claims(store, "page")}
    assert by_value[515.0]["hardware"] == "H200"
    assert by_value[515.0]["implied"] == ["vendor"]
    assert by_value[700.0]["hardware"] == "B200"
    assert by_value[700.0]["implied"] == ["hardware", "vendor"]


def test_two_writers_of_the_same_edit_record_it_once(
    any_store: Store, make_rules: Callable[[list[dict[str, Any]]], Rules]
) -> None:
    """Two processes that read the same edit at once: one event, one outbox row per target."""
    rules = make_rules([CARD])
    rule = rules.sources[0]

    def reading(card: str) -> list[ReadText]:
        text = card_text(CLOVER, parse_card(card).text, f"https://hub.example/{CLOVER}", None)
        return [ReadText(text, claims_of(text, rule, rules.vocabulary), content_hash(text, rule))]

    now = dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
    record_read(any_store, rule, rules, reading(CLOVER_CARD), now=now, revision="a" * 40)
    edited = reading(CLOVER_CARD_EDITED)
    barrier = threading.Barrier(2)
    found: list[int] = []

    def writer() -> None:
        barrier.wait()
        rec = record_read(any_store, rule, rules, edited, now=now, revision="b" * 40)
        found.append(len(rec.events))

    threads = [threading.Thread(target=writer) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert sorted(found) == [0, 1]
    assert [e.type for e in events(any_store)] == ["claim_changed"]
    assert len(outbox(any_store)) == 2
    assert len(claims(any_store, "huggingface")) == 2


def test_cycle_step_shares_the_callers_budget(
    store: Store,
    hub: FakeHub,
    tmp_path: Path,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """The cycle step reads HF_ENDPOINT from its env seam and spends the budget it is given."""
    rules = make_rules([CARD])
    seed_hub_scenario(hub)
    budget = RequestBudget(50)
    budget.take("an earlier poller", 10)
    ctx = CycleContext(
        settings=Settings(),
        rules=rules,
        store=store,
        env={"HF_ENDPOINT": hub.url},
        request_budget=budget,
        source_pacer=Pacer(min_interval_s=0.0),
        hf_cache_dir=str(tmp_path / "hf"),
    )
    report = run_cycle(ctx, steps_named("sources"))[0]
    assert report.name == "sources"
    assert report.summary["baseline"] == 1 and report.summary["events"] == 0
    assert budget.spent == 14 and report.summary["requests"] == 14
    dry = run_cycle(
        CycleContext(settings=Settings(), rules=rules, store=store, dry_run=True),
        steps_named("sources"),
    )[0]
    assert dry.summary == {"dry_run": True, "sources": 0}


def test_pointing_a_source_elsewhere_is_a_new_baseline(
    store: Store,
    hub: FakeHub,
    poller: Poller,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """Editing a rule to follow another repo reads it as a baseline, not a flood of adds."""
    seed_hub_scenario(hub)
    hub.commit("org/other", "| Hardware | Speed |\n|---|---|\n| 1x B200 | 900 tok/s |\n")
    assert poller(make_rules([CARD]))[0].status == "baseline"
    (moved,) = poller(make_rules([{**CARD, "repo": "org/other"}]))
    assert (moved.status, moved.events) == ("baseline", 0)
    assert events(store) == []
