"""The report's I/O edge: read the store into a :class:`ReportInput`, and check claims.

Claim verdicts come from ``watcher.claims.check``: :func:`default_checker` rebuilds the stored
claim JSON with ``Claim.from_json`` and returns ``check(...).to_json()``. It is the one place
that knows the claims room's signature.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import Any

from sqlmodel import Session, col, select

from watcher import __version__
from watcher.bench.result import parse_result
from watcher.claims import Claim, check
from watcher.claims.sources import stored_claims
from watcher.dispatch import skips
from watcher.errors import ResultInvalid
from watcher.report.assemble import ReportInput
from watcher.rules import Rules
from watcher.store import BenchResultRow, Event, PullSnapshot, Repo

log = logging.getLogger(__name__)
SKIPPED_SHOWN = 20  # the newest skipped benchmarks listed; older ones are counted

Checker = Callable[[Mapping[str, Any], Sequence[Mapping[str, Any]], Rules], dict[str, Any] | None]


def default_checker() -> Checker:
    """``watcher.claims.check`` on plain data: stored claim JSON in, verdict JSON out."""

    def run(
        claim: Mapping[str, Any], measurements: Sequence[Mapping[str, Any]], rules: Rules
    ) -> dict[str, Any]:
        return check(Claim.from_json(dict(claim)), list(measurements), rules).to_json()

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
    not_polled = []
    watched = {n for w in rules.watches for n in (w.repo, *w.old_names)}
    for repo in session.exec(select(Repo).order_by(col(Repo.name))).all():
        error = (repo.state or {}).get("poll_error")
        if not watched & {repo.name, *(repo.aliases or ())}:
            continue  # no longer in the rules: no poll will retry it
        if isinstance(error, dict):  # written by the poll, cleared when polled again
            not_polled.append(
                {
                    "repo": repo.name,
                    "since": error.get("since"),
                    "failed_at": error.get("failed_at"),
                    "error": error.get("message"),
                }
            )
    skipped, skipped_left_off = skips.recent(session, SKIPPED_SHOWN)
    results: list[dict[str, Any]] = []
    for r in session.exec(select(BenchResultRow).order_by(col(BenchResultRow.job_id))).all():
        try:  # re-validated here: no stored number reaches the report unchecked
            valid = parse_result(dict(r.document or {}), where=f"stored result {r.job_id}")
        except ResultInvalid as exc:
            log.warning("report: %s; left out of the report", exc)
            continue
        results.append({"document": valid.to_json(), "source": r.source})
    claims = stored_claims(session)
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
        not_polled=not_polled,
        skipped=[asdict(k) for k in skipped],
        skipped_left_off=skipped_left_off,
        results=results,
        claims=claims,
        verdicts=verdicts,
        card_memory_mib=card_memory(rules),
        advanced_rules=advanced_rules(rules),
        tool_version=__version__,
        rules_source=rules.source,
        tolerance=rules.verification.tolerance,
        **extra,
    )


__all__ = ["Checker", "advanced_rules", "card_memory", "default_checker", "load_input"]
