"""A notification for each newly stored benchmark result: figure, setup, changed verdicts.

Called by :func:`watcher.bench.ingest.ingest_result` in the transaction that stored the
result (``watcher bench ingest`` and the dispatcher's Actions/Slurm/command results alike),
so it runs once per result; the outbox key ``result:<job_id>`` makes a second call a no-op
too. The payload carries the result document as its ``measurement`` (the message shows
the figure and its setup: engine, mode, hardware, GPU count, model, precision, concurrency)
and, as ``claims``, every claim whose verdict the result changed, each with ``verdict``
(now) and ``verdict_before``. Text in it is escaped by the message builders like any other
notification's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlmodel import Session, col, select

from watcher.claims import Claim, check
from watcher.claims.sources import stored_claims
from watcher.notify import outbox
from watcher.rules import Rules
from watcher.store import BenchJob, BenchResultRow

RESULT_EVENT = "result_ingested"
TARGETS = ("slack", "webhook")  # the notify targets a rule file can configure


def result_key(job_id: str) -> str:
    """The outbox event key of a result's notification."""
    return f"result:{job_id}"


def verdict_changes(
    claims: Sequence[Mapping[str, Any]],
    before: Sequence[Mapping[str, Any]],
    after: Sequence[Mapping[str, Any]],
    rules: Rules,
) -> list[dict[str, Any]]:
    """Checkable claims whose verdict differs between ``before`` and ``after`` (pure).

    A verdict is its name (``consistent``, ``measured lower``, ``not yet measured``, ...);
    a ratio that moves within the same verdict is no change.
    """
    out = []
    for data in claims:
        if data.get("standing") == "unverifiable":
            continue
        claim = Claim.from_json(dict(data))
        was = check(claim, list(before), rules).to_json()
        now = check(claim, list(after), rules).to_json()
        if was.get("verdict") != now.get("verdict"):
            out.append({**dict(data), "verdict": now, "verdict_before": was})
    return out


def _event(doc: Mapping[str, Any], job: BenchJob | None, now: str) -> dict[str, Any]:
    job_id = str(doc.get("job_id"))
    model = (doc.get("model") or {}).get("name") or "model"
    engine = doc.get("engine") or {}
    return {
        "key": result_key(job_id),
        "type": RESULT_EVENT,
        "job_id": job_id,
        "status": doc.get("status"),
        "repo": job.repo if job else None,
        "number": job.pr if job else None,
        "tag": None,
        "rule": (job.benchmark if job else None) or (doc.get("spec") or {}).get("name"),
        "title": f"{model} on {engine.get('name')} ({engine.get('mode')} mode)",
        "url": (job.backend_url if job else None) or "",
        "at": now,
    }


def notify_ingested(session: Session, document: Mapping[str, Any], rules: Rules, now: str) -> int:
    """Queue the result's notification for each configured target; how many rows were new.

    ``document`` is the validated result just stored in this session's transaction.
    """
    targets = [t for t in TARGETS if getattr(rules.schedule.notify, t, None) is not None]
    if not targets:
        return 0
    job_id = str(document.get("job_id"))
    after = [
        dict(r.document or {})
        for r in session.exec(select(BenchResultRow).order_by(col(BenchResultRow.id))).all()
    ]
    before = [d for d in after if str(d.get("job_id")) != job_id]
    changed = (
        verdict_changes(stored_claims(session), before, after, rules)
        if document.get("status") == "succeeded"
        else []
    )
    job = session.get(BenchJob, job_id)
    body = {"event": _event(document, job, now), "measurement": dict(document), "claims": changed}
    key = result_key(job_id)
    return sum(outbox.enqueue(session, key, target, body, now) for target in targets)


__all__ = ["RESULT_EVENT", "notify_ingested", "result_key", "verdict_changes"]
