"""The report's I/O edge: read the store into a :class:`ReportInput`, and check claims.

Claim verdicts come from ``watcher.claims.check`` when that module is installed (the
``claims`` room); until then every checkable claim shows "not yet checked". The seam is
:func:`default_checker`: it is the one place that knows the claims room's signature.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlmodel import Session, col, select

from watcher import __version__
from watcher.report.assemble import ReportInput
from watcher.rules import Rules
from watcher.store import BenchResult, ClaimRow, Event, PullSnapshot

Checker = Callable[[Mapping[str, Any], Sequence[Mapping[str, Any]], Rules], dict[str, Any] | None]


def _plain(value: Any) -> dict[str, Any]:
    """A verdict object (pydantic model, dataclass, mapping) as a dict."""
    if isinstance(value, Mapping):
        return dict(value)
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dict(dump(mode="json"))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return {k: getattr(value, k, None) for k in ("verdict", "ratio", "measurement", "reason")}


def default_checker() -> Checker | None:
    """``watcher.claims.check`` adapted to plain data, or None while it is not installed.

    Wiring point for the claims room: ``check(claim, measurements, rules) -> Verdict``
    with ``claim`` a ``watcher.claims.Claim`` and ``measurements`` the bench-result documents.
    """
    try:
        claims_mod = importlib.import_module("watcher.claims")
    except ImportError:
        return None
    check = getattr(claims_mod, "check", None)
    claim_cls = getattr(claims_mod, "Claim", None)
    if check is None:
        return None

    def run(
        claim: Mapping[str, Any], measurements: Sequence[Mapping[str, Any]], rules: Rules
    ) -> dict[str, Any] | None:
        obj: Any = dict(claim)
        if claim_cls is not None:
            validate = getattr(claim_cls, "model_validate", None)
            fields = (
                {f.name for f in dataclasses.fields(claim_cls)}
                if dataclasses.is_dataclass(claim_cls)
                else None
            )
            if callable(validate):
                obj = validate(dict(claim))
            elif fields is not None:
                obj = claim_cls(**{k: v for k, v in claim.items() if k in fields})
        return _plain(check(obj, list(measurements), rules))

    return run


def card_memory(rules: Rules) -> dict[str, int]:
    """GPU name and every alias → memory per card (MiB), from the vocabulary."""
    out: dict[str, int] = {}
    for name, term in sorted(rules.vocabulary.hardware.items()):
        if term.memory_mib:
            for alias in (name, *term.aliases):
                out.setdefault(alias, term.memory_mib)
    return out


def advanced_rules(rules: Rules) -> frozenset[str]:
    """Watches that may queue a benchmark of a non-AR (self-speculative, parallel) mode."""
    names = set()
    for watch in rules.watches:
        for bench in watch.benchmarks():
            spec = rules.benchmarks.get(bench)
            if spec is not None and spec.mode != "ar":
                names.add(watch.name)
    return frozenset(names)


def load_input(
    session: Session,
    rules: Rules,
    *,
    since_event_id: int = 0,
    checker: Checker | None = None,
    title: str | None = None,
) -> ReportInput:
    """Read events, watched PRs, results and claims; attach verdicts when a checker exists."""
    events = []
    for ev in session.exec(select(Event).order_by(col(Event.id))).all():
        events.append(
            {
                "id": ev.id,
                "key": ev.key,
                "type": ev.type,
                "repo": ev.repo,
                "number": ev.number,
                "tag": ev.tag,
                "rule": ev.rule,
                "title": ev.title,
                "url": ev.url,
                "at": ev.at,
                "payload": dict(ev.payload or {}),
            }
        )
    prs = []
    for pr in session.exec(
        select(PullSnapshot).order_by(col(PullSnapshot.repo), col(PullSnapshot.number))
    ).all():
        data = dict(pr.data or {})
        prs.append(
            {
                "repo": pr.repo,
                "number": pr.number,
                "title": pr.title or data.get("title"),
                "state": pr.state,
                "merged": pr.merged,
                "merged_at": pr.merged_at,
                "approved": pr.approved,
                "released_in": pr.released_in,
                "url": data.get("html_url") or f"https://github.com/{pr.repo}/pull/{pr.number}",
                "rules": list(pr.rules or []),
            }
        )
    results: list[dict[str, Any]] = [
        {"document": dict(r.document or {}), "source": r.source}
        for r in session.exec(select(BenchResult).order_by(col(BenchResult.job_id))).all()
    ]
    claims = []
    for row in session.exec(select(ClaimRow).order_by(col(ClaimRow.id))).all():
        doc = dict(row.document or {})
        doc.setdefault("text", row.text)
        doc.setdefault("source", row.source)
        doc.setdefault("standing", row.standing)
        doc.setdefault("metric", row.metric)
        if row.date and not doc.get("date"):
            doc["date"] = row.date
        claims.append(doc)
    verdicts: list[dict[str, Any] | None] = [None] * len(claims)
    if checker is not None:
        documents: list[Mapping[str, Any]] = [dict(r["document"] or {}) for r in results]
        verdicts = [
            checker(c, documents, rules) if c.get("standing") != "unverifiable" else None
            for c in claims
        ]
    extra = {"title": title} if title else {}
    return ReportInput(
        events=events,
        since_event_id=since_event_id,
        prs=prs,
        results=results,
        claims=claims,
        verdicts=verdicts,
        card_memory_mib=card_memory(rules),
        advanced_rules=advanced_rules(rules),
        tool_version=__version__,
        tolerance=rules.verification.tolerance,
        **extra,
    )


__all__ = ["Checker", "advanced_rules", "card_memory", "default_checker", "load_input"]
