"""Store a validated bench result for a dispatched job, once (through the harness's ingest).

``watcher.bench.ingest`` owns the ``bench_result`` table (``watcher bench ingest FILE``
uses it too); dispatch calls it in the same transaction that records the job's final
state, so a result is stored exactly when its job finishes.
"""

from __future__ import annotations

import logging

from sqlmodel import Session

from watcher.bench import ingest as bench_ingest
from watcher.bench.result import BenchResult
from watcher.errors import DemoResultRefused
from watcher.rules import Rules

log = logging.getLogger(__name__)


def ingest_result(
    session: Session, result: BenchResult, source: str | None, rules: Rules | None = None
) -> bool:
    """Store ``result`` unless its job_id is there; True if inserted.

    A *different* document already stored for the job (ingested by hand meanwhile) is kept
    and this one dropped, with a warning: a stored result is never replaced.
    """
    try:
        done = bench_ingest.ingest_result(session, result.to_json(), source=source, rules=rules)
    except bench_ingest.ResultConflict as exc:
        log.warning("keeping the stored result of job %s: %s", result.job_id, exc)
        return False
    except DemoResultRefused as exc:
        log.warning("not storing the result of job %s: %s", result.job_id, exc)
        return False
    return done.inserted
