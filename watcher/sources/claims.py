"""A source text's claims as stored JSON, with the user's context applied as *implied* (pure).

A source's ``context`` holds what its text leaves implicit but the user knows (the vendor
behind a model card, the model a blog is about, the GPU a vendor always quotes). It only
fills what the claim leaves empty — the text wins — and every field it filled is listed in
``implied``, so nothing is passed off as stated. Vendor and model are kept as additive keys.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from watcher.claims.extract import extract_claims
from watcher.claims.models import Claim
from watcher.claims.standing import classify
from watcher.rules.models import SourceRule, Vocabulary
from watcher.sources.texts import Text

SETUP = ("engine", "mode", "hardware", "gpu_count", "precision")
LABELS = ("vendor", "model")


def with_context(claim: Claim, rule: SourceRule) -> dict[str, Any]:
    """The claim's JSON with empty setup fields filled from the source's context."""
    ctx = rule.context
    fills = {f: getattr(ctx, f) for f in SETUP if getattr(ctx, f) is not None}
    fills = {f: v for f, v in fills.items() if getattr(claim, f) is None}
    if "engine" in fills:
        fills["engine_implied"] = True
    doc = (classify(claim.with_(**fills)) if fills else claim).to_json()
    implied = [f for f in SETUP if f in fills]
    for name in LABELS:
        value = getattr(ctx, name)
        if value is not None:
            doc[name] = value
            implied.append(name)
    if implied:
        doc["implied"] = implied
    return doc


def claims_of(text: Text, rule: SourceRule, vocabulary: Vocabulary) -> list[dict[str, Any]]:
    """Every claim of ``text`` as stored JSON (context applied, the source's URL as source)."""
    found = extract_claims(text.body, vocabulary, source=text.url, title=text.title, date=text.date)
    return [with_context(c, rule) for c in found]


def content_hash(text: Text, rule: SourceRule) -> str:
    """A hash of everything the claims depend on: the text, its title and date, the context."""
    raw = json.dumps(
        [text.body, text.title, text.url, text.date, rule.context.model_dump(mode="json")],
        ensure_ascii=False,
        sort_keys=True,
    )
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


__all__ = ["claims_of", "content_hash", "with_context"]
