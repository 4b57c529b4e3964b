"""What the scenario's card edit looks like to people: the report's history, Slack's line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlmodel import select

from tests.fakes.hub_api import FakeHub
from tests.fakes.scenario import CLOVER, edit_clover_card, seed_hub_scenario
from tests.sources.conftest import Poller
from watcher.notify.message import slack_body, slack_message
from watcher.report import assemble, render_markdown
from watcher.report.assemble import claim_history
from watcher.report.load import load_input
from watcher.rules import Rules
from watcher.store import Outbox, Store


def test_report_shows_first_sighting_and_what_a_changed_claim_said(
    store: Store,
    hub: FakeHub,
    tmp_path: Path,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """The now-checkable 515 claim says what it was; the 680 one where it was first seen."""
    rules = make_rules(
        [
            {
                "name": "clover-card",
                "kind": "huggingface",
                "repo": CLOVER,
                "context": {"vendor": "DiffuSpace"},
            }
        ]
    )
    poll = Poller(store, hub, tmp_path / "hf")
    seed_hub_scenario(hub)
    poll(rules)
    edit_clover_card(hub)
    poll(rules, advance_s=86_400)
    with store.session() as s:
        report = assemble(load_input(s, rules))
    card = f"{hub.url}/{CLOVER}"
    checkable = [c for c in report.checkable if c.source == card]
    unverifiable = [c for c in report.unverifiable if c.source == card]
    assert [c.figure for c in checkable] == ["515 tok/s"]
    assert [c.figure for c in unverifiable] == ["680 tok/s"]
    assert (
        checkable[0].history
        == "first seen 2026-12-01; was 515 tok/s, unverifiable until 2026-12-02"
    )
    assert unverifiable[0].history == "first seen 2026-12-01"
    text = render_markdown(report)
    assert (
        f"| {card} (first seen 2026-12-01; was 515 tok/s, unverifiable until 2026-12-02) |" in text
    )


def test_slack_says_what_changed_in_one_line(
    store: Store,
    hub: FakeHub,
    tmp_path: Path,
    make_rules: Callable[[list[dict[str, Any]]], Rules],
) -> None:
    """The outbox payload renders as one line naming the card, the figure and the standing."""
    rules = make_rules(
        [{"name": "card", "kind": "huggingface", "repo": CLOVER, "label": "DiffuSpace model card"}]
    )
    poll = Poller(store, hub, tmp_path / "hf")
    seed_hub_scenario(hub)
    poll(rules)
    edit_clover_card(hub)
    poll(rules)
    with store.session() as s:
        row = s.exec(select(Outbox).where(Outbox.target == "slack")).one()
    message = slack_message(row.payload)
    assert message.header == f"Claim changed: {CLOVER}"
    assert message.line.endswith(
        "— DiffuSpace model card: 515 tok/s on 1x H200; now names sglang and "
        "self-speculative: unverifiable → reported"
    )
    assert "\n" not in message.line and message.claims == []
    assert slack_body(row.payload)["text"]


def test_history_text_without_a_change_or_a_sighting() -> None:
    """Claims from GitHub or the rules carry no history and show none."""
    assert claim_history({"value": 1.0}) == ""
    assert claim_history({"first_seen_at": "2026-11-14T09:00:00Z"}) == "first seen 2026-11-14"
    elsewhere = {"first_seen_at": "2026-11-14", "first_seen_in": "a", "source": "b"}
    assert claim_history(elsewhere) == "first seen 2026-11-14 in a"
