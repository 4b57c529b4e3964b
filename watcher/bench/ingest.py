"""Validate a result document and store it in ``bench_result``, exactly once per job_id.

Re-ingesting the same document is a no-op (a retried download, a second replica); a
*different* document for a job_id already stored is an error — a result is never silently
replaced. Safe under two writers: the insert is ``ON CONFLICT DO NOTHING`` on the unique
``job_id``, and the comparison happens after it, in the same transaction. A ``demo: true``
document is refused outside a store made by ``watcher demo``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlmodel import Session, col, select

from watcher.bench.result import BenchResult, parse_result
from watcher.errors import BenchError, DemoResultRefused, ResultInvalid
from watcher.history.load import on_ingest
from watcher.notify.ingested import notify_ingested
from watcher.rules import Rules
from watcher.store import BenchResultRow, Store, insert_ignore, utcnow
from watcher.store.flags import is_demo_store

MAX_RESULT_BYTES = 4 * 1024 * 1024
"""A result document is a few KB; anything past this is refused unread."""


class ResultConflict(BenchError):
    """A different result document is already stored for this job_id."""


@dataclass(frozen=True)
class Ingested:
    """What ingest did: ``inserted`` False means the same document was already there."""

    job_id: str
    status: str
    inserted: bool


def _canonical(doc: dict[str, Any]) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def row_values(result: BenchResult, *, source: str | None, now: str) -> dict[str, Any]:
    """Column values of the ``bench_result`` row for a validated result. Pure."""
    doc = result.to_json()
    decode = result.metrics.decode_tok_s
    return {
        "job_id": result.job_id,
        "status": result.status,
        "engine": result.engine.name,
        "engine_version": result.engine.version,
        "engine_commit": result.engine.commit,
        "mode": result.engine.mode,
        "model": result.model.name,
        "hardware": result.hardware.gpu,
        "gpu_count": result.hardware.gpu_count,
        "decode_tok_s_median": decode.median if decode is not None else None,
        "finished_at": result.finished_at,
        "source": source,
        "document": doc,
        "ingested_at": now,
    }


def ingest_result(
    session: Session,
    data: bytes | str | dict[str, Any],
    *,
    source: str | None = None,
    now: str | None = None,
    rules: Rules | None = None,
) -> Ingested:
    """Validate ``data`` and store it; ResultInvalid / ResultConflict on problems.

    A newly stored result is assessed against its series in the same transaction
    (``watcher.history.on_ingest``: a regression or improvement event, once) and, given
    ``rules``, queues its notification (``watcher.notify.ingested``: figure, setup and the
    claim verdicts it changed, once).
    """
    result = parse_result(data, where=source or "")
    if (result.model_extra or {}).get("demo") and not is_demo_store(session):
        raise DemoResultRefused(
            f"{source or 'result'}: job_id {result.job_id!r} is demo data (demo: true), not a "
            "measurement; only a store made by `watcher demo` accepts it"
        )
    values = row_values(result, source=source, now=now or utcnow())
    inserted = insert_ignore(session, BenchResultRow, values, ["job_id"])
    if inserted:
        on_ingest(session, result.job_id, rules, now=values["ingested_at"])
        if rules is not None:  # the targets are the rules'; once: only a new row notifies
            notify_ingested(session, values["document"], rules, values["ingested_at"])
    if not inserted:
        existing = session.exec(
            select(BenchResultRow).where(col(BenchResultRow.job_id) == result.job_id)
        ).one()
        if _canonical(existing.document) != _canonical(values["document"]):
            raise ResultConflict(
                f"{source or 'result'}: job_id {result.job_id!r} already has a different "
                "result stored; refusing to replace it"
            )
    return Ingested(result.job_id, result.status, inserted)


def read_capped(path: Path, max_bytes: int = MAX_RESULT_BYTES) -> bytes:
    """A result file's bytes; ResultInvalid if it is not a regular file or over ``max_bytes``.

    The path may come from outside (a webhook receiver's reply names it), so ``/dev/zero``,
    a FIFO or a huge file must not be read whole. OSError passes through.
    """
    if path.exists() and not path.is_file():
        raise ResultInvalid("not a regular file", where=str(path))
    with path.open("rb") as fh:
        data = fh.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ResultInvalid(f"larger than {max_bytes} bytes", where=str(path))
    return data


def ingest_file(store: Store, path: Path, rules: Rules | None = None) -> Ingested:
    """Read ``path`` and ingest it in one transaction."""
    try:
        data = read_capped(path)
    except OSError as exc:
        raise BenchError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    with store.session() as session:
        return ingest_result(session, data, source=str(path), rules=rules)


def list_results(session: Session) -> list[BenchResultRow]:
    """Stored results, oldest ingest first."""
    return list(session.exec(select(BenchResultRow).order_by(col(BenchResultRow.id))).all())
