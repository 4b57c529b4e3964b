"""Backend ``webhook``: POST the job as signed JSON to the user's own job system.

Headers, signed like the notification webhook (:mod:`watcher.signing`):

- ``X-Watcher-Timestamp``: seconds since the epoch (also inside the body as ``sent_at``);
- ``X-Watcher-Signature-256: sha256=<hex HMAC-SHA256 of "<timestamp>." + raw body>`` keyed
  by the secret, so a receiver can refuse a replayed request;
- ``Idempotency-Key``: the job id — the same job re-sent after a restart or a retry carries
  the same key, so the receiver runs it once.

The result comes back by ``watcher bench ingest FILE`` (the dispatcher then sees it in the
store), or the receiver's 2xx reply may name a file the watcher can read:
``{"ref": "...", "url": "...", "result_path": "/shared/results/<job_id>.json"}``.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import httpx

from watcher.bench.ingest import read_capped
from watcher.bench.result import parse_result
from watcher.context import CycleContext
from watcher.dispatch.backend import Submission
from watcher.dispatch.lifecycle import Job, Observation, iso, validate_ref
from watcher.errors import DispatchError, DispatchRejected, ResultInvalid, UsageError
from watcher.rules.models import Benchmark
from watcher.signing import signed_headers

IDEMPOTENCY_HEADER = "Idempotency-Key"
DEFAULT_URL_ENV = "WATCHER_BENCH_WEBHOOK_URL"
DEFAULT_SECRET_ENV = "WATCHER_BENCH_WEBHOOK_SECRET"  # noqa: S105 - a variable name
MAX_REPLY_BYTES = 64 * 1024


def job_payload(job: Job, bench: Benchmark, sent_at: dt.datetime) -> dict[str, Any]:
    """The JSON body sent for ``job``: identity, ref, the spec, how to return the result."""
    return {
        "type": "watcher.bench-job/1",
        "job_id": job.id,
        "benchmark": job.benchmark,
        "engine": job.engine,
        "engine_ref": validate_ref(job.engine_ref),
        "mode": job.mode,
        "runner": job.runner,
        "repo": job.repo,
        "pr": job.pr,
        "attempt": job.attempts,
        "spec": bench.model_dump(mode="json"),
        "result": {
            "schema": "watcher.bench-result/1",
            "return": f"watcher bench ingest FILE (job_id {job.id})",
        },
        "sent_at": iso(sent_at),
    }


class WebhookBackend:
    """POST jobs to a URL; results return through ingest or a reply-named file."""

    name = "webhook"

    def __init__(
        self,
        http: httpx.Client,
        env: Mapping[str, str],
        *,
        clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
    ) -> None:
        self.http = http
        self.env = env
        self.clock = clock

    def lease_s(self, bench: Benchmark) -> float:
        """One POST."""
        return 60.0

    def _target(self, bench: Benchmark) -> tuple[str, str]:
        url_env = bench.webhook_url_env or DEFAULT_URL_ENV
        secret_env = bench.webhook_secret_env or DEFAULT_SECRET_ENV
        url = (self.env.get(url_env) or "").strip()
        secret = (self.env.get(secret_env) or "").strip()
        if not url:
            raise UsageError(f"webhook backend: {url_env} is not set")
        if not secret:
            raise UsageError(f"webhook backend: {secret_env} is not set (jobs are always signed)")
        return url, secret

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        """POST the signed job; 2xx accepted, 4xx refused for good, else retried."""
        url, secret = self._target(bench)
        now = self.clock()
        body = json.dumps(
            job_payload(job, bench, now), separators=(",", ":"), sort_keys=True
        ).encode()
        headers = {
            "Content-Type": "application/json",
            "User-Agent": "upstream-watcher",
            **signed_headers(secret, int(now.timestamp()), body),
            IDEMPOTENCY_HEADER: job.id,
        }
        host = httpx.URL(url).host
        try:
            resp = self.http.post(url, content=body, headers=headers)
        except httpx.HTTPError as exc:
            raise DispatchError(f"webhook {host}: {exc.__class__.__name__}: {exc}") from exc
        if resp.status_code in (408, 425, 429) or resp.status_code >= 500:
            raise DispatchError(f"webhook {host} answered {resp.status_code}")
        if resp.status_code >= 400:
            raise DispatchRejected(f"webhook {host} refused the job: {resp.status_code}")
        reply = _reply(resp)
        ref = _text(reply.get("ref")) or job.id
        path = _text(reply.get("result_path"))
        return Submission(backend_ref=f"path:{path}" if path else ref, url=_text(reply.get("url")))

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        """Re-sending is safe (same Idempotency-Key): nothing to recover here."""
        return None

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        """The reply-named result file once it exists; otherwise nothing new (``queued``).

        Without a path the result arrives through ``watcher bench ingest``, which the
        dispatcher notices in the store before it polls.
        """
        ref = job.backend_ref or ""
        if not ref.startswith("path:"):
            return Observation("queued")
        path = Path(ref[len("path:") :])
        if not path.exists():
            return Observation("queued")
        try:
            result = parse_result(read_capped(path), where=str(path))
        except ResultInvalid as exc:
            return Observation("failed", reason=f"invalid result: {exc}")
        except OSError as exc:
            return Observation("failed", reason=f"cannot read {path}: {exc}")
        return Observation("succeeded", result=result, source=str(path))

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        """The generic webhook has no cancel call."""
        return False


def _reply(resp: httpx.Response) -> dict[str, Any]:
    if not resp.content or len(resp.content) > MAX_REPLY_BYTES:
        return {}
    try:
        data = resp.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _text(value: Any) -> str | None:
    return value[:500] if isinstance(value, str) and value.strip() else None


def from_context(ctx: CycleContext) -> WebhookBackend:
    """Build the backend; URL and secret come from the env vars the benchmark names."""
    http = ctx.http or httpx.Client(timeout=30.0)
    env = ctx.env or os.environ
    return WebhookBackend(http, env, clock=ctx.clock)
