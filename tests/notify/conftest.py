"""Fixtures for notification tests: outbox rows, a controllable clock, targets."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from watcher.notify.deliver import Target
from watcher.store import Outbox, Store, insert_ignore, iso

SLACK_URL = "https://hooks.slack.test/services/T000/B000/XXXX"
WEBHOOK_URL = "https://receiver.test/hook"
SECRET = "fixed-test-key"
START = dt.datetime(2026, 11, 29, 12, 0, 0, tzinfo=dt.UTC)


class FakeClock:
    """A clock that only moves when told; ``sleep`` advances it and records the wait."""

    def __init__(self, start: dt.datetime = START) -> None:
        self.now = start
        self.sleeps: list[float] = []

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move time forward."""
        self.now += dt.timedelta(seconds=seconds)

    def sleep(self, seconds: float) -> None:
        """Record and advance (what time.sleep would have taken)."""
        self.sleeps.append(seconds)
        self.advance(seconds)


@pytest.fixture
def clock() -> FakeClock:
    """A fresh fake clock at START."""
    return FakeClock()


def event(
    number: int = 46927,
    title: str = "[Feature] Clover self-speculative decoding",
    type_: str = "pr_approved",
) -> dict[str, Any]:
    """An event JSON as the poller puts it in an outbox payload."""
    return {
        "id": number,
        "key": f"sgl-project/sglang#{number}:{type_}",
        "type": type_,
        "repo": "sgl-project/sglang",
        "number": number,
        "tag": None,
        "rule": "sglang-clover-draft-verify",
        "title": title,
        "url": f"https://github.com/sgl-project/sglang/pull/{number}",
        "at": "2026-11-29T11:00:00Z",
        "payload": {},
    }


def add_row(store: Store, target: str, ev: dict[str, Any] | None = None, **payload: Any) -> str:
    """Insert one outbox row (as the poller does) and return its key."""
    ev = ev or event()
    key = f"{ev['key']}:{target}"
    with store.session() as s:
        insert_ignore(
            s,
            Outbox,
            {
                "key": key,
                "target": target,
                "event_key": ev["key"],
                "payload": {"event": ev, **payload},
                "state": "pending",
                "attempts": 0,
                "created_at": iso(START),
            },
            ["key"],
        )
    return key


def targets(slack: bool = True, webhook: bool = True) -> dict[str, Target]:
    """Both targets on (or off with the reason the env lookup would give)."""
    return {
        "slack": Target("slack", url=SLACK_URL)
        if slack
        else Target("slack", off="SLACK_WEBHOOK_URL is not set"),
        "webhook": Target("webhook", url=WEBHOOK_URL, secret=SECRET)
        if webhook
        else Target("webhook", off="WATCHER_WEBHOOK_URL is not set"),
    }
