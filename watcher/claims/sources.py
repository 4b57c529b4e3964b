"""Store claims per source: PR and release bodies the poller fetched, and the rules' seeds.

A source's claims are replaced as a whole when its text changes (an edited PR body), never
duplicated: each source has a ``claim_source`` row holding a hash of the text it was read
from; the replace happens in one transaction that first locks that row, so two replicas
re-extracting the same source at once serialise instead of both inserting.

``cycle_step(ctx)`` is the claims room's step in ``watcher.cycle.STEPS``.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session, col, delete, select

from watcher.claims.extract import extract_claims
from watcher.claims.listing import merge_seen
from watcher.claims.models import Claim
from watcher.claims.standing import classify
from watcher.context import CycleContext, StepReport
from watcher.rules.models import ClaimSeed, Rules, Vocabulary
from watcher.store import (
    ClaimRow,
    ClaimSource,
    PullSnapshot,
    ReleaseSnapshot,
    Store,
    insert_ignore,
    utcnow,
)

log = logging.getLogger(__name__)

RULES_KEY = "rules"
# Fields a seed's ``overrides`` may set (the rest of a claim comes from its text).
OVERRIDABLE = (
    "engine",
    "engine_version",
    "mode",
    "hardware",
    "gpu_count",
    "precision",
    "concurrency",
    "context",
    "metric",
    "unit",
)


@dataclass
class SourceText:
    """One text to read claims from, with where it came from."""

    key: str
    origin: str
    source: str
    body: str
    title: str | None = None
    date: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def content_hash(self) -> str:
        """A hash of everything extraction reads (body, title, source, date)."""
        raw = json.dumps([self.body, self.title, self.source, self.date], ensure_ascii=False)
        return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def seed_claims(seed: ClaimSeed, vocabulary: Vocabulary) -> list[Claim]:
    """Claims of one curated seed: extracted from its text, then its overrides applied."""
    date = seed.date.isoformat() if seed.date else None
    out = []
    for claim in extract_claims(
        seed.text, vocabulary, source=seed.source, title=seed.title, date=date
    ):
        changes = {k: v for k, v in seed.overrides.items() if k in OVERRIDABLE}
        out.append(classify(claim.with_(**changes)) if changes else claim)
    return out


def _row(claim: Claim, key: str, origin: str, now: str) -> dict[str, Any]:
    document = claim.to_json()
    document["source_key"] = key  # which stored source this claim is replaced with
    return {
        "source": claim.source or "",
        "origin": origin,
        "text": claim.text[:2000],
        "standing": claim.standing,
        "metric": claim.metric,
        "date": claim.date,
        "document": document,
        "extracted_at": now,
    }


def replace_claims(
    session: Session,
    key: str,
    origin: str,
    source: str,
    content_hash: str,
    claims: Iterable[Claim],
    *,
    now: str | None = None,
) -> bool:
    """Replace the claims stored under ``key`` unless its hash is unchanged; True if replaced.

    Runs inside the caller's transaction; the ``claim_source`` row is locked first (``FOR
    UPDATE`` on PostgreSQL; SQLite serialises writers) so concurrent writers do not both
    insert.
    """
    now = now or utcnow()
    insert_ignore(
        session,
        ClaimSource,
        {
            "key": key,
            "origin": origin,
            "source": source,
            "content_hash": "",
            "claims": 0,
            "extracted_at": "",
        },
        ["key"],
    )
    stmt = select(ClaimSource).where(ClaimSource.key == key)
    if session.get_bind().dialect.name == "postgresql":
        stmt = stmt.with_for_update()
    marker = session.exec(stmt).one()
    if marker.content_hash == content_hash:
        return False
    claims = list(claims)
    old = _keys_of(session, key, origin)
    if old:
        session.exec(delete(ClaimRow).where(col(ClaimRow.id).in_(old)))
    for claim in claims:
        session.add(ClaimRow(**_row(claim, key, origin, now)))
    marker.content_hash = content_hash
    marker.source = source
    marker.claims = len(claims)
    marker.extracted_at = now
    session.add(marker)
    return True


def _keys_of(session: Session, key: str, origin: str) -> list[int]:
    """Ids of the claim rows that belong to the source ``key``."""
    rows = session.exec(select(ClaimRow).where(ClaimRow.origin == origin)).all()
    return [r.id for r in rows if r.id is not None and r.document.get("source_key") == key]


class UnreadableText(Exception):
    """The reader raised on one text: a fault of the reader, not of the text or the store."""

    def __init__(self, text: SourceText, cause: Exception) -> None:
        first = (str(cause).splitlines() or [""])[0][:200]
        super().__init__(f"{text.source} ({text.key}): {cause.__class__.__name__}: {first}")


def store_source(store: Store, text: SourceText, vocabulary: Vocabulary) -> int | None:
    """Extract and store one source's claims if its text changed; the count, else None.

    Raises :class:`UnreadableText` when the reader raises on the text (nothing is stored for
    it, so the next run reads it again); the store's own errors propagate as they are.
    """
    digest = text.content_hash()
    with store.session() as session:
        marker = session.get(ClaimSource, text.key)
        if marker is not None and marker.content_hash == digest:
            return None
    try:
        claims = extract_claims(
            text.body, vocabulary, source=text.source, title=text.title, date=text.date
        )
    except Exception as exc:
        raise UnreadableText(text, exc) from exc
    return _store(store, text.key, text.origin, text.source, digest, claims)


def _store(
    store: Store, key: str, origin: str, source: str, digest: str, claims: list[Claim]
) -> int | None:
    with store.session() as session:
        replaced = replace_claims(session, key, origin, source, digest, claims)
    return len(claims) if replaced else None


def store_seeds(store: Store, rules: Rules) -> int | None:
    """Store the rules' curated claims (all replaced together when any seed changes)."""
    seeds = [s.model_dump(mode="json") for s in rules.claims]
    digest = hashlib.sha256(
        json.dumps([seeds, rules.vocabulary.model_dump(mode="json")], sort_keys=True).encode()
    ).hexdigest()
    with store.session() as session:
        marker = session.get(ClaimSource, RULES_KEY)
        if marker is not None and marker.content_hash == digest:
            return None
    claims = [c for seed in rules.claims for c in seed_claims(seed, rules.vocabulary)]
    return _store(store, RULES_KEY, "rules", "rules/claims", digest, claims)


def stored_claims(session: Session) -> list[dict[str, Any]]:
    """Stored claims as the report and notifications list them: one claim, many sources.

    Curated claims (from the rules) come first, so they win over the same figure re-read
    from the PR body or release notes they quote.
    """
    rows = session.exec(select(ClaimRow).order_by(col(ClaimRow.id))).all()
    seen = []
    for row in sorted(rows, key=lambda r: r.origin != "rules"):
        doc = dict(row.document or {})
        doc.setdefault("text", row.text)
        doc.setdefault("source", row.source)
        doc.setdefault("standing", row.standing)
        doc.setdefault("metric", row.metric)
        if row.date and not doc.get("date"):
            doc["date"] = row.date
        seen.append((row.id, row.origin, doc))
    return merge_seen(seen)


def snapshot_texts(store: Store) -> list[SourceText]:
    """Every PR and release body the poller stored, as texts to read claims from."""
    out: list[SourceText] = []
    with store.session() as session:
        for pr in session.exec(select(PullSnapshot).order_by(col(PullSnapshot.id))).all():
            data = pr.data or {}
            body = data.get("body")
            if not isinstance(body, str) or not body.strip():
                continue
            source = f"{pr.repo}#{pr.number}"
            created = data.get("created_at") or pr.updated_at
            out.append(
                SourceText(
                    key=f"pr:{source}",
                    origin="pr",
                    source=source,
                    body=body,
                    title=str(data.get("title") or pr.title or "") or None,
                    date=str(created)[:10] if created else None,
                    extra={"url": data.get("html_url")},
                )
            )
        for rel in session.exec(select(ReleaseSnapshot).order_by(col(ReleaseSnapshot.id))).all():
            if rel.draft:  # not published: nobody has made the claim in public yet
                continue
            data = rel.data or {}
            body = data.get("body")
            if not isinstance(body, str) or not body.strip():
                continue
            url = data.get("html_url") or f"https://github.com/{rel.repo}/releases/tag/{rel.tag}"
            out.append(
                SourceText(
                    key=f"release:{rel.repo}@{rel.tag}",
                    origin="release",
                    source=str(url),
                    body=body,
                    title=str(data.get("name") or rel.name or rel.tag),
                    date=str(rel.published_at)[:10] if rel.published_at else None,
                )
            )
    return out


def sync(store: Store, rules: Rules) -> dict[str, Any]:
    """Seeds plus every changed PR/release body: counts of sources read, unchanged and
    unreadable and of claims stored, and ``unreadable``, what the reader raised on.

    A body the reader raises on is logged and named (source, key, the error's first line),
    and the other bodies are still read: one text must not hold back every later one, nor the
    cycle's dispatch, notifications and report after this step. It stays unmarked, so the
    next run (a fixed reader) reads it again.
    """
    counts = {
        "sources_read": 0,
        "sources_unchanged": 0,
        "sources_unreadable": 0,
        "claims_stored": 0,
    }
    unreadable: list[str] = []
    read: list[int | None] = [store_seeds(store, rules)]
    for text in snapshot_texts(store):
        try:
            read.append(store_source(store, text, rules.vocabulary))
        except UnreadableText as exc:
            log.warning("claims: cannot read %s; the other bodies are read", exc)
            log.debug("claims: the reader's error", exc_info=True)
            unreadable.append(str(exc))
    for stored in read:
        if stored is None:
            counts["sources_unchanged"] += 1
        else:
            counts["sources_read"] += 1
            counts["claims_stored"] += stored
    counts["sources_unreadable"] = len(unreadable)
    return {**counts, "unreadable": unreadable}


def cycle_step(ctx: CycleContext) -> StepReport:
    """The cycle's claims step: extract from changed PR/release bodies and the rules."""
    if ctx.dry_run:
        return StepReport("claims", {"dry_run": True})
    return StepReport("claims", sync(ctx.store, ctx.rules))
