"""Fault campaign: generated fault schedules over the scenario timeline change nothing.

Each schedule injects GitHub 500/502/503, connection resets, stalls past the client's
timeout, 403 primary limits with a reset time, 403/429 secondary limits with Retry-After,
truncated JSON with status 200, bodies cut short, a 301 mid-run, and Slack/webhook
5xx/429 (with Retry-After), at chosen stages of the timeline. After recovery (cycles rerun
until the stage is quiescent) the events recorded, the messages counted at the receivers
(Slack by body, webhook by Idempotency-Key) and the benchmark jobs must equal the
fault-free run's: nothing lost, nothing twice.
"""

from __future__ import annotations

import faultplan
import pytest
from faultplan import Fault, Outcome, Rig
from hypothesis import HealthCheck, Phase, given, settings
from strategies import schedules

TOTALS = {"schedules": 0, "faults": 0, "lost": 0, "duplicates": 0}


def campaign(examples: int) -> settings:
    """Hypothesis settings for a campaign of ``examples`` generated schedules: the same
    schedules on every run, and a failing one printed as drawn (no shrinking)."""
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def check(rig: Rig, baseline: Outcome, schedule: list[Fault]) -> None:
    """Run one schedule and compare it with the fault-free run."""
    got = faultplan.run(rig, schedule, f"case{TOTALS['schedules']}")
    lost, dup = got.lost_and_duplicated(baseline)
    TOTALS["schedules"] += 1
    TOTALS["faults"] += got.faults_injected
    TOTALS["lost"] += lost
    TOTALS["duplicates"] += dup
    plan = "; ".join(f.describe() for f in schedule)
    assert got.events == baseline.events, plan
    assert got.slack == baseline.slack, plan
    assert got.webhook == baseline.webhook, plan
    assert got.outbox == baseline.outbox, plan
    assert got.dispatches == baseline.dispatches, plan
    assert max(got.slack.values()) == max(got.webhook.values()) == 1, plan


def test_baseline_is_the_scenario(baseline: Outcome) -> None:
    """The fault-free run records the scenario's seven events and five messages per target."""
    assert [e[0] for e in baseline.events] == sorted(
        [
            f"{faultplan.LLAMA}#31306:pr_discovered",
            f"{faultplan.SGLANG}#46927:pr_discovered",
            f"{faultplan.LLAMA}#32001:pr_opened",
            f"{faultplan.SGLANG}#46927:pr_approved",
            f"{faultplan.SGLANG}#46927:pr_merged",
            f"{faultplan.SGLANG}@v0.6.0:release_published",
            f"{faultplan.SGLANG}#46927:pr_released",
        ]
    )
    assert len(baseline.slack) == len(baseline.webhook) == 5
    assert all(k.endswith(":webhook") for k in baseline.webhook)
    assert all(state == "delivered" for _, state in baseline.outbox)
    assert sum(baseline.dispatches.values()) >= 1
    if faultplan.HAS_DISPATCH:  # each queued job dispatched once, counted at the fake API
        sent = {k: n for k, n in baseline.dispatches.items() if not k.startswith("queued ")}
        assert sent and set(sent.values()) == {1}
        assert {f"queued {k}" for k in sent} == {
            k for k in baseline.dispatches if k.startswith("queued ")
        }
    assert baseline.faults_injected == 0


@pytest.mark.parametrize(
    "schedule",
    [
        [Fault(0, "github", "503", 3, "")],
        [Fault(1, "github", "primary_403", 1, "", 3000)],
        [Fault(2, "github", "secondary_429", 2, r"/reviews$", 600)],
        [Fault(2, "github", "secondary_403", 1, r"/pulls$", 30)],
        [Fault(3, "github", "garble", 3, r"/pulls$")],
        [Fault(3, "github", "truncate", 2, r"/pulls")],
        [Fault(4, "github", "stall", 2, r"/releases$")],
        [Fault(4, "github", "reset", 3, r"/compare/")],
        [Fault(1, "github", "moved", 3, "")],
        [Fault(3, "slack", "429", 2, wait_s=300), Fault(3, "webhook", "503", 2)],
        pytest.param(
            [Fault(3, "actions", "502", 2)],
            marks=pytest.mark.skipif(not faultplan.HAS_DISPATCH, reason="no watcher.dispatch"),
        ),
        # more than the client's five attempts: the cycle fails, the next one recovers
        [Fault(3, "github", "500", 12, r"/pulls$"), Fault(4, "github", "stall", 6, "")],
    ],
    ids=lambda s: "+".join(f"{f.target}-{f.kind}" for f in s),
)
def test_each_fault_kind(rig: Rig, baseline: Outcome, schedule: list[Fault]) -> None:
    """Every fault kind, alone, at a stage where it bites: the outcome is unchanged."""
    before = dict(TOTALS)
    check(rig, baseline, schedule)
    assert TOTALS["faults"] > before["faults"], "the fault never fired"


@campaign(10)
@given(schedule=schedules())
def test_campaign_quick(rig: Rig, baseline: Outcome, schedule: list[Fault]) -> None:
    """10 generated schedules (every run of the suite)."""
    check(rig, baseline, schedule)


@pytest.mark.slow
@pytest.mark.timeout(1800)
@campaign(200)
@given(schedule=schedules())
def test_campaign_200(rig: Rig, baseline: Outcome, schedule: list[Fault]) -> None:
    """200 generated schedules (CI; ``-m slow``); figures in the README's Reliability."""
    check(rig, baseline, schedule)


def test_totals_report(capsys: pytest.CaptureFixture[str]) -> None:
    """Print the campaign's counts so far (pytest -s shows them); nothing lost or doubled."""
    with capsys.disabled():
        print(f"\nfault campaign: {TOTALS}")
    assert TOTALS["lost"] == TOTALS["duplicates"] == 0
