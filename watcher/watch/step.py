"""The cycle's poll step: poll every watched repository once."""

from __future__ import annotations

from watcher.context import CycleContext, StepReport
from watcher.watch.poll import poll_sync


def cycle_step(ctx: CycleContext) -> StepReport:
    """The cycle's poll step: poll every watched repository once."""
    result = poll_sync(
        ctx.settings,
        ctx.rules,
        ctx.store,
        clock=ctx.clock,
        sleep=ctx.sleep,
        dry_run=ctx.dry_run,
        transport=ctx.github_transport,
        client_options=ctx.github_client_options,
    )
    ctx.poll_result = result
    return StepReport(name="poll", summary=result.summary())
