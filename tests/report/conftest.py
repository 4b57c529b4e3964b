"""Fixtures for report tests: the scenario written into a real store."""

from __future__ import annotations

from typing import Any

from tests.report import scenario
from watcher.store import BenchResultRow, ClaimRow, Event, PullSnapshot, Store


def seed_scenario(store: Store, *, events: list[dict[str, Any]] | None = None) -> None:
    """Write the scenario's state (events, PRs, results, claims) into ``store``."""
    with store.session() as s:
        for ev in events if events is not None else scenario.EVENTS:
            s.add(
                Event(
                    **{k: v for k, v in ev.items() if k != "payload"},
                    payload=ev.get("payload", {}),
                    recorded_at=ev["at"],
                )
            )
        for pr in scenario.PRS:
            s.add(
                PullSnapshot(
                    repo=pr["repo"],
                    number=pr["number"],
                    title=pr["title"],
                    state=pr["state"],
                    merged=pr["merged"],
                    merged_at=pr["merged_at"],
                    approved=pr["approved"],
                    released_in=pr["released_in"],
                    rules=pr["rules"],
                    data={"html_url": pr["url"], "title": pr["title"]},
                )
            )
        for item in (scenario.MEASURED, scenario.FAILED):
            doc = item["document"]
            s.add(
                BenchResultRow(
                    job_id=doc["job_id"],
                    status=doc["status"],
                    engine=doc["engine"]["name"],
                    mode=doc["engine"]["mode"],
                    model=doc["model"]["name"],
                    source=item["source"],
                    finished_at=doc["finished_at"],
                    document=doc,
                )
            )
        for claim in scenario.CLAIMS:
            s.add(
                ClaimRow(
                    source=claim["source"],
                    text=claim["text"],
                    standing=claim["standing"],
                    metric=claim["metric"],
                    date=claim["date"],
                    document=claim,
                )
            )


def scenario_checker(claim: Any, measurements: Any, rules: Any) -> dict[str, Any] | None:
    """A stand-in for watcher.claims.check: the scenario's verdicts, looked up by claim."""
    for c, v in zip(scenario.CLAIMS, scenario.VERDICTS, strict=True):
        if c["text"] == claim["text"] and c["metric"] == claim["metric"]:
            return v
    return None
