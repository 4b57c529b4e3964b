"""Notifications through the outbox: Slack (Block Kit) and a signed generic webhook."""

from __future__ import annotations

import httpx

from watcher.context import CycleContext, StepReport
from watcher.notify import outbox
from watcher.notify.deliver import Deliverer, Target, build_request, targets_from
from watcher.notify.message import slack_body, slack_message, webhook_body
from watcher.signing import signature, verify

HTTP_TIMEOUT_S = 10.0


def cycle_step(ctx: CycleContext) -> StepReport:
    """Cycle step: deliver due outbox rows (dry run: only count them)."""
    env = ctx.environ
    targets = targets_from(ctx.rules, env)
    if ctx.dry_run:
        due = outbox.due_ids(ctx.store, ctx.clock())
        return StepReport(
            "notify",
            {
                "dry_run": True,
                "due": len(due),
                "off": {n: t.off for n, t in targets.items() if t.off},
            },
        )
    given = ctx.http
    client = given or httpx.Client(timeout=HTTP_TIMEOUT_S, follow_redirects=False)
    try:
        totals = Deliverer(ctx.store, targets, client, clock=ctx.clock, sleep=ctx.sleep).run()
    finally:
        if given is None:
            client.close()
    return StepReport("notify", totals)


__all__ = [
    "Deliverer",
    "Target",
    "build_request",
    "cycle_step",
    "outbox",
    "signature",
    "slack_body",
    "slack_message",
    "targets_from",
    "verify",
    "webhook_body",
]
