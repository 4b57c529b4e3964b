"""Fixtures for notification tests: a controllable clock, targets (outbox rows are seeded
with ``tests.helpers.add_outbox_row``)."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.helpers import START
from watcher.notify.deliver import Target

SLACK_URL = "https://hooks.slack.test/services/T000/B000/XXXX"
WEBHOOK_URL = "https://receiver.test/hook"
SECRET = "fixed-test-key"


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
