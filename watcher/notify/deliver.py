"""Deliver due outbox rows to Slack and the generic webhook (httpx, injected seams).

One pass leases each due row (see ``watcher.notify.outbox``), sends it once, and records
delivered / retry-at / failed. When a retry falls due within ``max_wait_s`` the deliverer
sleeps (injected) and takes another pass, so a short ``Retry-After`` is honoured within one
``watcher run --once``; longer waits are picked up by a later cycle.

A target whose environment variable is unset is off: its pending rows become ``skipped``
and nothing is sent. The webhook is never sent unsigned: without its secret it is off too.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
import jinja2

from watcher import __version__
from watcher import _crash as crash
from watcher.config import check_urls
from watcher.logs import redact, secret_terms
from watcher.notify import outbox
from watcher.notify.message import slack_body, webhook_body
from watcher.notify.policy import MAX_ATTEMPTS, DeliveryDecision, decide, decide_transport
from watcher.rules import Rules
from watcher.signing import signed_headers
from watcher.store import Store
from watcher.store.lease import owner_id
from watcher.timestamps import parse_iso

log = logging.getLogger("watcher.notify")

USER_AGENT = f"upstream-watcher/{__version__}"
DEFAULT_LEASE_S = 120.0
DEFAULT_MAX_WAIT_S = 30.0
MAX_PASSES = 50
# how much of a receiver's answer is read (the rest is never downloaded)
MAX_RESPONSE_BYTES = 4096


@dataclass(frozen=True)
class Target:
    """Where one kind of outbox row goes; ``off`` says why it is off (None when on)."""

    name: str
    url: str | None = field(default=None, repr=False)
    secret: str | None = field(default=None, repr=False)
    off: str | None = None


def targets_from(rules: Rules, env: Mapping[str, str] | None = None) -> dict[str, Target]:
    """Slack and webhook targets from the rules' env-var names and the environment."""
    env = os.environ if env is None else env

    def get(name: str) -> str | None:
        value = env.get(name, "").strip()
        return value or None

    notify = rules.schedule.notify
    out: dict[str, Target] = {}
    if notify.slack is None:
        out["slack"] = Target("slack", off="slack is off in the rules (schedule.notify.slack)")
    else:
        url = get(notify.slack.url_env)
        check_urls(env, [notify.slack.url_env])
        out["slack"] = Target(
            "slack", url=url, off=None if url else f"{notify.slack.url_env} is not set"
        )
    if notify.webhook is None:
        out["webhook"] = Target(
            "webhook", off="webhook is off in the rules (schedule.notify.webhook)"
        )
    else:
        url, secret = get(notify.webhook.url_env), get(notify.webhook.secret_env)
        check_urls(env, [notify.webhook.url_env])  # a malformed URL is no transient failure
        off = None
        if not url:
            off = f"{notify.webhook.url_env} is not set"
        elif not secret:
            off = f"{notify.webhook.secret_env} is not set (the webhook is never sent unsigned)"
        out["webhook"] = Target("webhook", url=url, secret=secret, off=off)
    return out


def idempotency_key(key: str) -> str:
    """The ``Idempotency-Key`` header value: the outbox key if it is plain ASCII, else a hash."""
    if key.isascii() and key.isprintable() and len(key) <= 200:
        return key
    import hashlib

    return "sha256-" + hashlib.sha256(key.encode("utf-8")).hexdigest()


def build_request(target: Target, row: Mapping[str, Any], now: dt.datetime) -> httpx.Request:
    """The HTTP request for one outbox row (pure apart from reading ``now``)."""
    key = str(row["key"])
    payload = row.get("payload") or {}
    headers = {"User-Agent": USER_AGENT, "Content-Type": "application/json"}
    if target.name == "slack":
        body = json.dumps(slack_body(payload), ensure_ascii=False, separators=(",", ":")).encode(
            "utf-8"
        )
    else:
        body = webhook_body(key, payload)
        ts = int(now.timestamp())
        event = payload.get("event") if isinstance(payload, Mapping) else None
        headers.update(
            {
                "Idempotency-Key": idempotency_key(key),
                "X-Watcher-Delivery": idempotency_key(key),
                "X-Watcher-Event": str((event or {}).get("type") or "notification"),
                **signed_headers(target.secret or "", ts, body),
            }
        )
    return httpx.Request("POST", str(target.url), content=body, headers=headers)


def _read_capped(response: httpx.Response, limit: int) -> bytes:
    """At most ``limit`` bytes of the body: a receiver's error page is a clue, not a payload."""
    buf = bytearray()
    for chunk in response.iter_bytes():
        buf += chunk
        if len(buf) >= limit:
            break
    return bytes(buf[:limit])


class Deliverer:
    """Leases due rows, sends them, records outcomes. Every seam is injected."""

    def __init__(
        self,
        store: Store,
        targets: Mapping[str, Target],
        client: httpx.Client,
        *,
        clock: Callable[[], dt.datetime],
        sleep: Callable[[float], None],
        owner: str | None = None,
        lease_s: float = DEFAULT_LEASE_S,
        max_attempts: int = MAX_ATTEMPTS,
        max_wait_s: float = DEFAULT_MAX_WAIT_S,
    ) -> None:
        self.store = store
        self.targets = dict(targets)
        self.client = client
        self.clock = clock
        self.sleep = sleep
        self.owner = owner or owner_id()
        self.lease_s = lease_s
        self.max_attempts = max_attempts
        self.max_wait_s = max_wait_s

    def skip_off_targets(self) -> dict[str, int]:
        """Mark pending rows of targets that are off as skipped."""
        now = self.clock()
        return {
            name: n
            for name, t in sorted(self.targets.items())
            if t.off and (n := outbox.skip_target(self.store, name, t.off, now))
        }

    def attempt(self, row: Mapping[str, Any]) -> DeliveryDecision:
        """Send one leased row once and classify the outcome."""
        target = self.targets.get(str(row["target"]))
        attempt = int(row["attempts"])
        if target is None:
            return DeliveryDecision("failed", error=f"permanent: unknown target {row['target']!r}")
        if target.off:
            return DeliveryDecision("skipped", error=target.off)
        now = self.clock()
        try:
            request = build_request(target, row, now)
        except (ValueError, TypeError, KeyError, jinja2.TemplateError) as exc:
            return DeliveryDecision(
                "failed",
                error=f"permanent: cannot build the message: {exc.__class__.__name__}: {exc}"[:300],
            )
        try:
            response = self.client.send(request, stream=True)
            try:
                head = _read_capped(response, MAX_RESPONSE_BYTES)
            finally:
                response.close()
        except httpx.TransportError as exc:
            return decide_transport(
                exc.__class__.__name__, attempt=attempt, max_attempts=self.max_attempts
            )
        # a receiver may echo the request (URL, headers) into its error: never keep that
        terms = secret_terms([target.url or "", target.secret or ""])
        return decide(
            response.status_code,
            response.headers,
            redact(head.decode("utf-8", "replace"), terms),
            attempt=attempt,
            now=self.clock(),
            max_attempts=self.max_attempts,
        )

    def one_pass(self) -> dict[str, int]:
        """Deliver every row due now; counts per outcome."""
        counts: dict[str, int] = {}
        for row_id in outbox.due_ids(self.store, self.clock()):
            row = outbox.claim(self.store, row_id, self.owner, self.clock(), self.lease_s)
            if row is None:
                counts["taken"] = counts.get("taken", 0) + 1
                continue
            crash.point("notify.claimed")
            decision = self.attempt(row)
            crash.point("notify.sent")
            now = self.clock()
            state = "pending" if decision.state == "retry" else decision.state
            recorded = outbox.finish(
                self.store,
                row_id,
                self.owner,
                state=state,
                now=now,
                error=decision.error,
                retry_at=now + dt.timedelta(seconds=decision.delay_s),
            )
            if not recorded:
                counts["lease_lost"] = counts.get("lease_lost", 0) + 1
                log.warning("outbox %s: lease lost before the outcome was recorded", row["key"])
                continue
            if state == "failed":
                log.warning("outbox %s: %s", row["key"], decision.error)
            counts[decision.state] = counts.get(decision.state, 0) + 1
        return counts

    def run(self) -> dict[str, int]:
        """Skip off targets, then deliver until nothing is due within ``max_wait_s``."""
        totals: dict[str, int] = {}
        for name, n in self.skip_off_targets().items():
            totals["skipped"] = totals.get("skipped", 0) + n
            log.info("outbox: %d %s notification(s) skipped", n, name)
        for _ in range(MAX_PASSES):
            for k, v in self.one_pass().items():
                totals[k] = totals.get(k, 0) + v
            if outbox.due_ids(self.store, self.clock(), limit=1):
                continue  # more than one page was due
            waiting = outbox.next_due(self.store, self.clock())
            if waiting is None:
                break
            delay = (parse_iso(waiting) - self.clock()).total_seconds()
            if delay > self.max_wait_s:
                break
            if delay > 0:
                self.sleep(delay)
        return totals


__all__ = ["Deliverer", "Target", "build_request", "idempotency_key", "targets_from"]
