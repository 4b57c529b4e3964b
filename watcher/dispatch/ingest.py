"""Store a validated bench result for a dispatched job, once.

Interim: the harness branch owns ``watcher/bench/ingest.py`` (``watcher bench ingest FILE``).
Until it lands, dispatch stores results through this one function; when it lands, this
function should call theirs (it keeps the same contract: idempotent on ``job_id``, the
caller's session and transaction).
"""

from __future__ import annotations

from sqlmodel import Session

from watcher.bench.result import BenchResult
from watcher.store import BenchResult as BenchResultRow
from watcher.store import insert_ignore, utcnow


def ingest_result(session: Session, result: BenchResult, source: str | None) -> bool:
    """Insert ``result`` into ``bench_result`` unless its job_id is there; True if inserted."""
    decode = result.metrics.decode_tok_s
    values = {
        "job_id": result.job_id,
        "status": result.status,
        "engine": result.engine.name,
        "engine_version": result.engine.version,
        "engine_commit": result.engine.commit,
        "mode": result.engine.mode,
        "model": result.model.name,
        "hardware": result.hardware.gpu,
        "gpu_count": result.hardware.gpu_count,
        "decode_tok_s_median": decode.median if decode else None,
        "finished_at": result.finished_at,
        "source": source,
        "document": result.to_json(),
        "ingested_at": utcnow(),
    }
    return insert_ignore(session, BenchResultRow, values, ["job_id"])
