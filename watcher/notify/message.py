"""Notification bodies from an outbox payload (pure): Slack Block Kit and the webhook JSON.

An outbox payload is ``{"event": {<event JSON>, "payload": {...}}}`` and may carry a
``measurement`` (a ``watcher.bench-result/1`` document, or ``{figure, setup, standing}``)
and ``claims`` (claim JSON, with ``verdict`` and, for a result's notification,
``verdict_before``), at the top level or inside the event's payload.

Slack text is untrusted-safe: :func:`~watcher.report.escape.slack_text` escapes ``& < >``,
so ``<!channel>`` or ``<@U…>`` in a PR title arrives as text; lengths respect Block Kit's
limits (header 150, section 3000 characters).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from watcher.report.assemble import (
    DEMO_LABEL,
    ClaimView,
    claim_view,
    failed_row,
    measured_row,
)
from watcher.report.escape import WORD_JOINER, cap, one_line, slack_link, slack_text
from watcher.report.render import TEMPLATE_DIRS

HEADER_CAP = 150
SECTION_CAP = 2900
MAX_CLAIMS = 5

TYPE_LABELS = {
    "pr_discovered": "New matching pull request",
    "pr_opened": "Pull request opened",
    "pr_approved": "Pull request approved",
    "pr_merged": "Pull request merged",
    "pr_closed": "Pull request closed without merging",
    "pr_reopened": "Pull request reopened",
    "release_published": "Release published",
    "pr_released": "Pull request shipped in a release",
    "regression_detected": "Benchmark regression",
    "improvement_detected": "Benchmark improvement",
    "claim_measured_lower": "Claim no longer met",
    "claim_added": "New claim",
    "claim_changed": "Claim changed",
    "claim_withdrawn": "Claim withdrawn",
    "result_ingested": "Benchmark result",
}

JSON = Mapping[str, Any]


@dataclass(frozen=True)
class SlackMessage:
    """The parts of a Slack message, each already escaped."""

    header: str
    line: str
    context: str
    fallback: str
    measurement: str = ""
    claims: list[str] = field(default_factory=list)


def _event(payload: JSON) -> dict[str, Any]:
    ev = payload.get("event")
    return dict(ev) if isinstance(ev, Mapping) else {}


def _extra(payload: JSON, name: str) -> Any:
    if payload.get(name) is not None:
        return payload.get(name)
    inner = _event(payload).get("payload")
    return inner.get(name) if isinstance(inner, Mapping) else None


def measurement_of(payload: JSON) -> dict[str, Any] | None:
    """The measurement a payload carries, if any."""
    m = _extra(payload, "measurement")
    return dict(m) if isinstance(m, Mapping) else None


def claims_of(payload: JSON) -> list[dict[str, Any]]:
    """The claims a payload carries (possibly none)."""
    c = _extra(payload, "claims")
    return [dict(x) for x in c if isinstance(x, Mapping)] if isinstance(c, list) else []


def _ref(ev: JSON) -> str:
    if ev.get("number"):
        return f"{ev.get('repo')}#{ev.get('number')}"
    if ev.get("tag"):
        return f"{ev.get('repo')} {ev.get('tag')}"
    return str(ev.get("repo") or (f"job {ev['job_id']}" if ev.get("job_id") else ""))


def _plain(text: object, limit: int) -> str:
    """For plain_text fields (never parsed for mentions): one line, capped, no @channel."""
    return cap(one_line(text), limit).replace("@", "@" + WORD_JOINER)


def measurement_line(m: JSON) -> tuple[str, str, str]:
    """(figure, setup, standing) for a measurement, as plain (unescaped) strings."""
    if m.get("schema") == "watcher.bench-result/1":
        if m.get("status") == "succeeded":
            row = measured_row({"document": m}, {})
            low, mid, high = row.decode.split(" – ")
            return (
                ("DEMO " if row.demo else "")
                + f"{mid} tok/s median ({low}–{high} over {row.runs} runs)",
                row.setup,
                DEMO_LABEL if row.demo else "measured by us",
            )
        failed = failed_row({"document": m})
        return (f"failed ({failed.kind}): {failed.message}", failed.setup, "measured by us")
    return (str(m.get("figure") or ""), str(m.get("setup") or ""), str(m.get("standing") or ""))


def _claim_line(c: ClaimView, was: str | None = None) -> str:
    verdict = (
        f" — {c.verdict}"
        + (f" ({c.ratio})" if c.ratio and c.ratio != "—" else "")
        + (f", was {was}" if was else "")
        if c.verdict
        else ""
    )
    label = "unverifiable" if c.standing == "unverifiable" else "claimed"
    return (
        f"*{label}:* {slack_text(c.figure, 80)} — {slack_text(c.setup, 300)} — "
        f"source: {slack_text(c.source, 200)}{slack_text(verdict, 200)}"
    )


def _verdict_before(claim: JSON) -> str | None:
    """The verdict a claim had before this notification's result (result notifications)."""
    before = claim.get("verdict_before")
    if not isinstance(before, Mapping):
        return None
    return str(before.get("verdict") or "not yet measured")


def slack_message(payload: JSON) -> SlackMessage:
    """Build the escaped parts of the Slack message for an outbox payload."""
    ev = _event(payload)
    label = TYPE_LABELS.get(str(ev.get("type")), str(ev.get("type") or "Update"))
    ref = _ref(ev)
    header = _plain(f"{label}: {ref}", HEADER_CAP)
    title = slack_text(ev.get("title") or "", 300)
    tag = f" (in {slack_text(ev.get('tag'), 60)})" if ev.get("tag") and ev.get("number") else ""
    line = cap(f"{label}: {slack_link(ref, ev.get('url'), 120)}{tag} — {title}", SECTION_CAP)
    measurement = ""
    m = measurement_of(payload)
    if m:
        figure, setup, standing = measurement_line(m)
        measurement = cap(
            f"*{slack_text(figure, 300)}* — {slack_text(setup, 400)} — "
            f"_{slack_text(standing, 100)}_",
            SECTION_CAP,
        )
    claims = [
        cap(
            _claim_line(
                claim_view(c, c.get("verdict") if isinstance(c.get("verdict"), Mapping) else None),
                _verdict_before(c),
            ),
            SECTION_CAP,
        )
        for c in claims_of(payload)
    ]
    context = slack_text(
        f"rule {ev.get('rule') or '—'} · {ev.get('at') or ''} · upstream-watcher", 300
    )
    fallback = cap(f"{label}: {slack_text(ref, 120)} — {title}", SECTION_CAP)
    return SlackMessage(
        header=header,
        line=line,
        context=context,
        fallback=fallback,
        measurement=measurement,
        claims=claims[:MAX_CLAIMS],
    )


@functools.lru_cache(maxsize=1)
def _env() -> Any:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(d) for d in TEMPLATE_DIRS if d.is_dir()]),
        autoescape=False,  # noqa: S701 - JSON, not HTML: every value goes through |tojson
        undefined=jinja2.StrictUndefined,
    )


def slack_body(payload: JSON) -> dict[str, Any]:
    """The Slack incoming-webhook JSON body (Block Kit + ``text`` fallback)."""
    text = _env().get_template("slack.json.j2").render(m=slack_message(payload))
    body: dict[str, Any] = json.loads(text)
    return body


def webhook_body(key: str, payload: JSON) -> bytes:
    """The generic webhook body: stable bytes (sorted keys) for one notification."""
    ev = _event(payload)
    text = (
        _env()
        .get_template("webhook.json.j2")
        .render(key=key, event=ev, measurement=measurement_of(payload), claims=claims_of(payload))
    )
    return json.dumps(
        json.loads(text), sort_keys=True, ensure_ascii=False, separators=(",", ":")
    ).encode("utf-8")


__all__ = [
    "TYPE_LABELS",
    "SlackMessage",
    "claims_of",
    "measurement_line",
    "measurement_of",
    "slack_body",
    "slack_message",
    "webhook_body",
]
