"""One poll of every claim source in the rules, and the cycle step that runs it.

Each source is read on its own: a source that fails (an HTTP error, a timeout, a body over
the size bound, a feed that is not a feed) is recorded with its error and a time to try
again, and the poll goes on with the next one. A spent request budget is not a failure:
the sources it did not reach wait for the next poll.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

import httpx

from watcher.context import CycleContext, StepReport
from watcher.errors import BudgetExhausted, SourceError
from watcher.rules.models import Rules, SourceRule
from watcher.sources.claims import claims_of, content_hash
from watcher.sources.fetch import Fetcher, Pacer, RequestBudget, Validators
from watcher.sources.hub import HubReader, parse_card
from watcher.sources.record import (
    ReadText,
    record_failure,
    record_read,
    record_unchanged,
    states,
)
from watcher.sources.texts import Text, card_text, feed_problem, feed_texts, page_text
from watcher.store import SourceState, Store, iso

log = logging.getLogger(__name__)

DEFAULT_BUDGET = 200  # requests per poll, all sources together


@dataclass(frozen=True)
class Outcome:
    """What happened to one source in this poll.

    ``status``: ``baseline`` (first read), ``changed``, ``unchanged`` (304 or the same Hub
    sha), ``failed`` (``error`` says why; tried again at ``retry_at``), ``waiting`` (an
    earlier failure's retry time has not come), ``deferred`` (the request budget is spent).
    """

    name: str
    kind: str
    status: str
    events: int = 0
    claims: int = 0
    error: str | None = None
    retry_at: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json`` and the step report."""
        return asdict(self)


@dataclass(frozen=True)
class Reading:
    """A changed source: its texts and the validators/revision that describe them."""

    texts: list[Text]
    etag: str | None = None
    last_modified: str | None = None
    revision: str | None = None


def due(state: SourceState | None, now: dt.datetime) -> bool:
    """False while a failed source waits for its retry time."""
    return state is None or not state.next_attempt_at or state.next_attempt_at <= iso(now)


def _known(state: SourceState | None, rule: SourceRule) -> SourceState | None:
    """The stored state, unless the rule now points somewhere else."""
    return state if state is not None and state.location == rule.where() else None


def read_source(
    rule: SourceRule, state: SourceState | None, fetcher: Fetcher, hub: HubReader
) -> Reading | None:
    """Read one source; None when nothing changed since ``state``."""
    if rule.kind == "huggingface":
        repo = rule.repo or ""
        rev = hub.revision(repo, rule.name)
        if state is not None and state.revision == rev.sha:
            return None
        card = hub.card(repo, rev.sha, rule.name)
        body = parse_card(card.content).text if card else ""
        date = card.changed_at if card else None
        return Reading([card_text(repo, body, hub.url(repo), date)], revision=rev.sha)
    url = rule.url or ""
    validators = Validators(state.etag, state.last_modified) if state else Validators()
    resp = fetcher.get(url, validators, rule.name)
    if resp.not_modified:
        return None
    if rule.kind == "feed":
        problem = feed_problem(resp.body)
        if problem:
            raise SourceError(problem, rule.name, resp.url)
        texts = feed_texts(rule.name, resp.body, resp.url)
    else:
        texts = [page_text(rule.name, resp.body, resp.url)]
    return Reading(texts, resp.validators.etag, resp.validators.last_modified)


def poll_sources(
    store: Store,
    rules: Rules,
    *,
    fetcher: Fetcher,
    hub: HubReader,
    clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
) -> list[Outcome]:
    """Read every due source of the rules and record what changed; one outcome each."""
    stored = states(store)
    out: list[Outcome] = []
    for rule in rules.sources:
        state = stored.get(rule.name)
        now = clock()
        if not due(state, now):
            out.append(
                Outcome(
                    rule.name,
                    rule.kind,
                    "waiting",
                    retry_at=state.next_attempt_at if state else None,
                )
            )
            continue
        try:
            reading = read_source(rule, _known(state, rule), fetcher, hub)
            if reading is None:
                record_unchanged(store, rule, now=clock())
                out.append(Outcome(rule.name, rule.kind, "unchanged"))
                continue
            reads = [
                ReadText(t, claims_of(t, rule, rules.vocabulary), content_hash(t, rule))
                for t in reading.texts
            ]
            rec = record_read(
                store,
                rule,
                rules,
                reads,
                now=clock(),
                etag=reading.etag,
                last_modified=reading.last_modified,
                revision=reading.revision,
            )
            status = (
                "baseline" if rec.baseline else ("changed" if rec.texts_changed else "unchanged")
            )
            out.append(Outcome(rule.name, rule.kind, status, len(rec.events), rec.claims))
        except BudgetExhausted as exc:
            out.append(Outcome(rule.name, rule.kind, "deferred", error=str(exc)))
        except SourceError as exc:
            out.append(_failed(store, rule, str(exc), clock()))
        except Exception as exc:
            log.debug("source %s failed", rule.name, exc_info=True)
            message = f"source {rule.name} ({rule.where()}): {exc.__class__.__name__}: {exc}"
            out.append(_failed(store, rule, message.splitlines()[0][:500], clock()))
    return out


def _failed(store: Store, rule: SourceRule, error: str, now: dt.datetime) -> Outcome:
    log.warning("%s", error)
    retry_at = record_failure(store, rule, error, now=now)
    return Outcome(rule.name, rule.kind, "failed", error=error, retry_at=retry_at)


def cycle_step(ctx: CycleContext) -> StepReport:
    """Cycle step: read the rules' claim sources (Hub cards, feeds, pages).

    Seams on the context: ``request_budget`` (a :class:`RequestBudget` shared with other
    pollers), ``source_pacer`` (a :class:`Pacer`), ``hf_cache_dir``, ``env``, ``http``.
    """
    if ctx.dry_run or not ctx.rules.sources:
        return StepReport("sources", {"dry_run": ctx.dry_run, "sources": 0})
    budget = ctx.request_budget or RequestBudget(DEFAULT_BUDGET)
    pacer = ctx.source_pacer or Pacer(sleep=ctx.sleep, clock=time.monotonic)
    hub = HubReader.from_env(budget, pacer, env=ctx.env, cache_dir=ctx.hf_cache_dir)
    client = ctx.http
    own = client is None
    client = client or httpx.Client()
    try:
        outcomes = poll_sources(
            ctx.store, ctx.rules, fetcher=Fetcher(client, budget, pacer), hub=hub, clock=ctx.clock
        )
    finally:
        if own:
            client.close()
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.status] = counts.get(o.status, 0) + 1
    return StepReport(
        "sources",
        {
            "sources": len(outcomes),
            **counts,
            "events": sum(o.events for o in outcomes),
            "requests": budget.spent,
            "failures": [o.error for o in outcomes if o.status == "failed"],
        },
    )


__all__ = [
    "DEFAULT_BUDGET",
    "Outcome",
    "Reading",
    "cycle_step",
    "due",
    "poll_sources",
    "read_source",
]
