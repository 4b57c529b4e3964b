"""Hand-off: which actions a new event asks for, passed to the rooms that own them.

The watch room decides *what* an event asks for — a notification per configured target,
a benchmark per ``benchmark:`` action of the watches it matched — and hands each to its
owner inside the transaction that stored the event: outbox rows are written by
:func:`watcher.notify.outbox.enqueue`, benchmark jobs by
:func:`watcher.dispatch.jobs.enqueue` (which names the job); the code a job may run is
:func:`watcher.dispatch.work.engine_ref_for`'s decision.
"""

from __future__ import annotations

from sqlmodel import Session

from watcher.dispatch import jobs, skips
from watcher.dispatch.work import engine_ref_for
from watcher.notify import outbox
from watcher.rules.models import BenchmarkAction, Rules
from watcher.watch.events import EventRecord
from watcher.watch.result import PollResult

NOTIFY_TARGETS = ("slack", "webhook")


def handoff(
    session: Session, event: EventRecord, rules: Rules, now: str, result: PollResult
) -> None:
    """Outbox rows and pending bench jobs asked for by the event's watches."""
    names = list(event.payload.get("rules") or [event.rule])
    watches = [w for w in rules.watches if w.name in names]
    actions = [a for w in watches for a in w.actions.get(event.type, [])]  # type: ignore[call-overload]
    if "notify" in actions:
        body = {"event": {**event.to_json(), "payload": event.payload}}
        notify = rules.schedule.notify
        for target in NOTIFY_TARGETS:
            if getattr(notify, target) is None:
                continue
            if outbox.enqueue(session, event.key, target, body, now):
                result.outbox += 1
    benches = list(dict.fromkeys(a.benchmark for a in actions if isinstance(a, BenchmarkAction)))
    for name in benches:
        bench = rules.benchmarks.get(name)
        ref, reason = (None, "no benchmark of that name in the rules")
        if bench is not None:
            ref, reason = engine_ref_for(event, watches)
        if bench is None or ref is None:
            skip = skips.Skip(
                event.key, name, reason.removeprefix(f"{event.key}: "), event.repo, event.number
            )
            if skips.record(session, skip, now=now):  # once, however many polls see it
                result.skipped_benchmarks.append(skip.line())
            continue
        _, inserted = jobs.enqueue(
            session,
            benchmark=name,
            engine=bench.engine,
            engine_ref=ref,
            mode=bench.mode,
            runner=bench.runner,
            backend=bench.backend,
            event_key=event.key,
            repo=event.repo,
            pr=event.number,
            reason=f"{event.type} {event.key}",
            now=now,
        )
        if inserted:
            result.jobs += 1
