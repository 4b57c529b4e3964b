"""Claim changes between two reads of a text: pairing by setup, history, wording, keys."""

from __future__ import annotations

from typing import Any

import pytest

from watcher.sources.changes import (
    ADDED,
    CHANGED,
    WITHDRAWN,
    Change,
    compare,
    event_key,
    identity,
    summary,
)

T0 = "2026-11-14T09:00:00Z"
T1 = "2026-11-30T09:00:00Z"


def claim(value: float, hardware: str | None = "H200", **kw: Any) -> dict[str, Any]:
    """A throughput claim JSON like the extractor writes."""
    base: dict[str, Any] = {
        "text": f"{value} tok/s on {hardware}",
        "metric": "decode_tok_s",
        "value": value,
        "value_min": None,
        "value_max": None,
        "unit": "tok/s",
        "engine": None,
        "mode": None,
        "hardware": hardware,
        "gpu_count": 1 if hardware == "H200" else None,
        "precision": "uncompressed",
        "concurrency": None,
        "context": None,
        "standing": "unverifiable",
    }
    base.update(kw)
    return base


def test_baseline_attaches_first_sighting_and_reports_nothing() -> None:
    """A first read stores history (first seen, where) and yields no change at all."""
    out = compare([], [claim(515), claim(680, "GB300")], now=T0, where="card", baseline=True)
    assert out.changes == []
    assert [c["first_seen_at"] for c in out.claims] == [T0, T0]
    assert {c["first_seen_in"] for c in out.claims} == {"card"}


def test_same_claims_again_is_no_change_and_keeps_first_sighting() -> None:
    """Re-reading identical claims changes nothing; first sighting survives."""
    first = compare([], [claim(515)], now=T0, where="card", baseline=True).claims
    again = compare(first, [claim(515)], now=T1, where="card")
    assert again.changes == []
    assert again.claims[0]["first_seen_at"] == T0
    assert "previous" not in again.claims[0]


def test_value_moved_is_one_change_with_previous() -> None:
    """515 → 540 on the same setup is one claim_changed; the claim keeps what it said."""
    first = compare([], [claim(515)], now=T0, where="card", baseline=True).claims
    out = compare(first, [claim(540)], now=T1, where="card")
    assert [(c.type, c.moved) for c in out.changes] == [(CHANGED, ("value",))]
    stored = out.claims[0]
    assert stored["previous"]["value"] == 515
    assert stored["changed_at"] == T1
    assert stored["first_seen_at"] == T0


def test_naming_engine_and_mode_moves_standing_not_identity() -> None:
    """The vendor names engine and mode: one changed claim (standing moved), not add+withdraw."""
    first = compare([], [claim(515), claim(680, "GB300")], now=T0, where="c", baseline=True)
    edited = claim(515, engine="sglang", mode="self-speculative", standing="reported")
    out = compare(first.claims, [edited, claim(680, "GB300")], now=T1, where="c")
    assert len(out.changes) == 1
    change = out.changes[0]
    assert change.type == CHANGED
    assert change.moved == ("engine", "mode", "standing")
    assert change.before is not None and change.before["standing"] == "unverifiable"


def test_added_and_withdrawn() -> None:
    """A figure for a new setup is added; one whose setup is gone is withdrawn."""
    first = compare([], [claim(515)], now=T0, where="c", baseline=True).claims
    out = compare(first, [claim(680, "GB300")], now=T1, where="c")
    assert sorted(c.type for c in out.changes) == [ADDED, WITHDRAWN]


def test_two_figures_of_one_setup_pair_by_engine_and_mode_first() -> None:
    """AR and speculative figures on one GPU: only the one whose value moved changes."""
    ar = claim(100, mode="ar")
    spec = claim(200, mode="speculative")
    first = compare([], [ar, spec], now=T0, where="c", baseline=True).claims
    out = compare(first, [claim(100, mode="ar"), claim(250, mode="speculative")], now=T1, where="c")
    assert [(c.type, c.before and c.before["value"]) for c in out.changes] == [(CHANGED, 200)]


def test_history_carries_over_unchanged_reads() -> None:
    """``previous`` stays with the claim through later reads that change nothing."""
    first = compare([], [claim(515)], now=T0, where="c", baseline=True).claims
    changed = compare(first, [claim(540)], now=T1, where="c").claims
    later = compare(changed, [claim(540)], now="2026-12-05T00:00:00Z", where="c")
    assert later.changes == []
    assert later.claims[0]["previous"]["value"] == 515
    assert later.claims[0]["changed_at"] == T1


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (
            Change(CHANGED, "", claim(515), claim(540), ("value",)),
            "DiffuSpace model card: 515 → 540 tok/s on 1x H200; still names no engine or mode",
        ),
        (
            Change(
                CHANGED,
                "",
                claim(515),
                claim(515, engine="sglang", mode="self-speculative", standing="reported"),
                ("engine", "mode", "standing"),
            ),
            "DiffuSpace model card: 515 tok/s on 1x H200; now names sglang and "
            "self-speculative: unverifiable → reported",
        ),
        (
            Change(ADDED, "", None, claim(680, "GB300")),
            "DiffuSpace model card: new claim 680 tok/s on GB300 "
            "(unverifiable: names no engine or mode)",
        ),
        (
            Change(WITHDRAWN, "", claim(680, "GB300"), None),
            "DiffuSpace model card: 680 tok/s on GB300 withdrawn",
        ),
    ],
)
def test_summary_says_what_changed_in_one_line(change: Change, line: str) -> None:
    """The Slack/event line names the source, the figures and the standing."""
    assert summary("DiffuSpace model card", change) == line


def test_event_key_is_stable_per_edit_and_setup() -> None:
    """Same text version and setup → same key; another edit → another key."""
    change = Change(CHANGED, identity(claim(540)), claim(515), claim(540), ("value",))
    a = event_key("hf:org/m", change, "aaaa" * 16)
    assert a == event_key("hf:org/m", change, "aaaa" * 16)
    assert a != event_key("hf:org/m", change, "bbbb" * 16)
    assert a.startswith("hf:org/m:") and ":claim_changed:" in a
