"""Report assembly: plain data in (events, PR states, results, claims, verdicts), a report
model out. Pure — no store, no clock, no files — so the report is tested from literals.

The model keeps three kinds of figure apart, and nothing downstream may mix them:

- ``measured``: our own ``watcher.bench-result/1`` documents (failed runs listed apart);
- ``checkable``: claims that name engine and mode, each with a verdict against ours;
- ``unverifiable``: claims that name no engine or no mode, with what is missing.

Ordering is stable (by data, never by arrival) and no value depends on the wall clock, so
two assemblies of the same data are equal and committed reports diff cleanly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from watcher.report.fmt import date_of as _date
from watcher.report.fmt import fmt_context, fmt_num, fmt_range
from watcher.report.rows import (
    DEMO_HEADLINE,
    DEMO_LABEL,
    METRIC_LABELS,
    ClaimView,
    Failed,
    Measured,
    claim_history,
    claim_view,
    failed_row,
    measured_row,
)

VERDICTS = (
    "consistent",
    "measured lower",
    "measured higher",
    "not yet measured",
    "cannot be checked here",
)
MAX_CHANGES = 30
JSON = Mapping[str, Any]


# ----------------------------------------------------------------------------- input


@dataclass(frozen=True)
class ReportInput:
    """Everything a report is made from, as plain data (see ``watcher.report.load``)."""

    events: Sequence[JSON] = ()
    """Event JSON (docs/ARCHITECTURE.md) ordered by id; ``payload`` optional."""
    since_event_id: int = 0
    """Events with a larger id are "new since the last report"."""
    prs: Sequence[JSON] = ()
    """Watched PRs: repo, number, title, state, merged, merged_at, approved, released_in,
    url, rules."""
    not_polled: Sequence[JSON] = ()
    # benchmarks an event asked for that policy refused: newest first, and how many older
    skipped: Sequence[JSON] = ()
    skipped_left_off: int = 0
    """Repositories whose last poll failed: repo, since, failed_at, error (one line)."""
    results: Sequence[JSON] = ()
    """``{"document": <bench-result JSON>, "source": <run URL or None>}``."""
    claims: Sequence[JSON] = ()
    """Claim JSON (docs/ARCHITECTURE.md) plus optional ``date``, ``value_min``, ``value_max``."""
    verdicts: Sequence[JSON | None] = ()
    """Aligned with ``claims``: {verdict, ratio, measurement, reason} or None."""
    card_memory_mib: Mapping[str, int] = field(default_factory=dict)
    """GPU name (and aliases) → memory per card, for headroom."""
    advanced_rules: frozenset[str] = frozenset()
    """Rule names that watch for a self-speculative / parallel-decode path."""
    tool_version: str = ""
    rules_source: str = ""
    """The rules file or folder in use (shown in the footer)."""
    tolerance: float = 0.10
    title: str = "Upstream watcher report"


# ----------------------------------------------------------------------------- model


@dataclass(frozen=True)
class Change:
    """One event since the last report."""

    id: int
    at: str
    type: str
    ref: str
    title: str
    url: str


@dataclass(frozen=True)
class WatchedPr:
    """The current state of one watched PR."""

    ref: str
    title: str
    url: str
    state: str
    approved: bool
    merged_at: str
    released_in: str
    advanced: bool


@dataclass(frozen=True)
class NotPolled:
    """A repository the last poll could not read (retried by every poll)."""

    repo: str
    since: str
    error: str


@dataclass(frozen=True)
class Skipped:
    """A benchmark an event asked for that policy refused (e.g. unmerged code)."""

    event: str
    benchmark: str
    reason: str
    at: str


@dataclass(frozen=True)
class Comparison:
    """One line of the claims table: setup | throughput | standing."""

    setup: str
    throughput: str
    standing: str


@dataclass(frozen=True)
class Bar:
    """One chart bar; ``kind`` is measured | demo | claimed | unverifiable."""

    label: str
    value: float
    low: float | None
    high: float | None
    kind: str
    text: str


@dataclass(frozen=True)
class Report:
    """The assembled report (rendered by ``watcher.report.render``)."""

    title: str
    as_of: str
    since_event_id: int
    through_event_id: int
    changes: list[Change]
    changes_left_off: int
    watched: list[WatchedPr]
    advanced_status: str
    measured: list[Measured]
    failed: list[Failed]
    checkable: list[ClaimView]
    unverifiable: list[ClaimView]
    comparison: list[Comparison]
    bars: list[Bar]
    tool_version: str
    tolerance: float
    demo: bool = False
    rules_source: str = ""
    not_polled: list[NotPolled] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    skipped_left_off: int = 0

    @property
    def headline(self) -> str:
        """One sentence: what the report holds (said first: a demo report)."""
        parts = [
            f"{len(self.changes) + self.changes_left_off} change(s) since the last report",
            f"{len(self.measured)} measured run(s)",
            f"{len(self.failed)} failed run(s)",
            f"{len(self.checkable)} checkable claim(s)",
            f"{len(self.unverifiable)} unverifiable claim(s)",
        ]
        if self.not_polled:
            parts.append(f"{len(self.not_polled)} repository(ies) not polled")
        if self.skipped:
            n = len(self.skipped) + self.skipped_left_off
            parts.append(f"{n} benchmark(s) skipped by policy")
        line = ", ".join(parts) + "."
        return f"{DEMO_HEADLINE} {line}" if self.demo else line


# -------------------------------------------------------------------------- assembly


def _ref(ev: JSON) -> str:
    if ev.get("number"):
        return f"{ev.get('repo')}#{ev.get('number')}"
    if ev.get("tag"):
        return f"{ev.get('repo')}@{ev.get('tag')}"
    return str(ev.get("repo") or "")


def _advanced_status(prs: Sequence[WatchedPr]) -> str:
    advanced = [p for p in prs if p.advanced]
    released = [p for p in advanced if p.released_in]
    if released:
        return "yes — " + "; ".join(f"{p.ref} in {p.released_in}" for p in released)
    if not advanced:
        return "no — no matching pull request has been seen yet"
    states = "; ".join(
        f"{p.ref} {'merged ' + p.merged_at if p.merged_at != '—' else p.state}"
        + (", approved" if p.approved and p.state == "open" else "")
        + (", awaiting review" if not p.approved and p.state == "open" else "")
        for p in advanced
    )
    return f"no — {states}; none is in a release yet"


def assemble(data: ReportInput) -> Report:
    """Build the report model from plain data (deterministic, no I/O)."""
    events = sorted(data.events, key=lambda e: (int(e.get("id") or 0), str(e.get("key"))))
    new = [e for e in events if int(e.get("id") or 0) > data.since_event_id]
    shown = new[-MAX_CHANGES:]
    changes = [
        Change(
            id=int(e.get("id") or 0),
            at=str(e.get("at") or ""),
            type=str(e.get("type") or ""),
            ref=_ref(e),
            title=str(e.get("title") or ""),
            url=str(e.get("url") or ""),
        )
        for e in shown
    ]
    through = max((int(e.get("id") or 0) for e in events), default=data.since_event_id)

    watched = [
        WatchedPr(
            ref=f"{p.get('repo')}#{p.get('number')}",
            title=str(p.get("title") or ""),
            url=str(p.get("url") or ""),
            state="merged" if p.get("merged") else str(p.get("state") or "open"),
            approved=bool(p.get("approved")),
            merged_at=_date(p.get("merged_at")),
            released_in=str(p.get("released_in") or ""),
            advanced=bool(set(p.get("rules") or ()) & data.advanced_rules),
        )
        for p in sorted(data.prs, key=lambda p: (str(p.get("repo")), int(p.get("number") or 0)))
    ]

    succeeded = [r for r in data.results if (r.get("document") or {}).get("status") == "succeeded"]
    failed = [r for r in data.results if (r.get("document") or {}).get("status") != "succeeded"]
    measured = sorted(
        (measured_row(r, data.card_memory_mib) for r in succeeded),
        key=lambda m: (m.setup, m.date, m.job_id),
    )
    failed_rows = sorted((failed_row(r) for r in failed), key=lambda f: (f.date, f.job_id))

    demo_jobs = frozenset(m.job_id for m in measured if m.demo)
    verdicts = list(data.verdicts) + [None] * (len(data.claims) - len(data.verdicts))
    views = [claim_view(c, v, demo_jobs) for c, v in zip(data.claims, verdicts, strict=False)]

    def order(v: ClaimView) -> tuple[str, str, str, str]:
        return (v.date, v.source, v.metric, v.text)

    checkable = sorted((v for v in views if v.standing != "unverifiable"), key=order)
    unverifiable = sorted((v for v in views if v.standing == "unverifiable"), key=order)

    comparison = [
        Comparison(
            setup=m.setup + (f", {m.context} context" if m.context != "—" else ""),
            throughput=("DEMO " if m.demo else "")
            + (
                f"{fmt_num(m.decode_median, strip=False)} tok/s (median; "
                f"{fmt_num(m.decode_min, strip=False)}–"
                f"{fmt_num(m.decode_max, strip=False)} over {m.runs} runs)"
            ),
            standing=(DEMO_LABEL if m.demo else "measured by us") + f" ({m.job_id}, {m.date})",
        )
        for m in measured
    ]
    comparison += [
        Comparison(
            setup=c.setup,
            throughput=c.figure,
            standing=f"claimed ({c.source}); {c.verdict or 'not yet checked'}"
            + (f", {c.ratio}" if c.ratio and c.ratio != "—" else ""),
        )
        for c in checkable
        if c.decode
    ]

    bars = [
        Bar(
            label=f"DEMO · {m.short}" if m.demo else m.short,
            value=m.decode_median,
            low=m.decode_min,
            high=m.decode_max,
            kind="demo" if m.demo else "measured",
            text=("DEMO " if m.demo else "") + f"{fmt_num(m.decode_median, strip=False)} tok/s",
        )
        for m in measured
    ]
    for kind, group in (("claimed", checkable), ("unverifiable", unverifiable)):
        for c in group:
            if not c.decode:
                continue
            value = (
                c.value
                if c.value is not None
                else (
                    (c.value_min + c.value_max) / 2
                    if c.value_min is not None and c.value_max is not None
                    else None
                )
            )
            if value is None:
                continue
            bars.append(
                Bar(
                    label=c.short,
                    value=value,
                    low=c.value_min,
                    high=c.value_max,
                    kind=kind,
                    text=c.figure,
                )
            )

    dates = (
        [c.at[:10] for c in changes]
        + [m.date for m in measured]
        + [f.date for f in failed_rows]
        + [e.get("at", "")[:10] for e in events]
    )
    as_of = max((d for d in dates if d and d != "—"), default="—")
    return Report(
        title=data.title,
        as_of=as_of,
        since_event_id=data.since_event_id,
        through_event_id=through,
        changes=changes,
        changes_left_off=len(new) - len(shown),
        watched=watched,
        advanced_status=_advanced_status(watched),
        measured=measured,
        failed=failed_rows,
        checkable=checkable,
        unverifiable=unverifiable,
        comparison=comparison,
        bars=bars,
        tool_version=data.tool_version,
        tolerance=data.tolerance,
        demo=bool(demo_jobs),
        rules_source=data.rules_source,
        not_polled=[
            NotPolled(
                repo=str(n.get("repo") or ""),
                since=str(n.get("since") or "—"),
                error=str(n.get("error") or "unknown error"),
            )
            for n in sorted(data.not_polled, key=lambda n: str(n.get("repo")))
        ],
        skipped=[
            Skipped(
                event=str(k.get("event_key") or ""),
                benchmark=str(k.get("benchmark") or ""),
                reason=str(k.get("reason") or ""),
                at=str(k.get("recorded_at") or "—"),
            )
            for k in data.skipped
        ],
        skipped_left_off=data.skipped_left_off,
    )


__all__ = [
    "DEMO_LABEL",
    "METRIC_LABELS",
    "VERDICTS",
    "Bar",
    "Change",
    "ClaimView",
    "Comparison",
    "Failed",
    "Measured",
    "NotPolled",
    "Report",
    "ReportInput",
    "Skipped",
    "WatchedPr",
    "assemble",
    "claim_history",
    "claim_view",
    "failed_row",
    "fmt_context",
    "fmt_num",
    "fmt_range",
    "measured_row",
]
