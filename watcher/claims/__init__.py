"""Claims: performance figures found in text, their standing, and checks against measurements.

Public API (pure functions on plain values)::

    extract_claims(text, vocabulary, source=None, title=None, date=None) -> list[Claim]
    check(claim, measurements, rules) -> Verdict
    classify(claim) -> Claim                       # recompute standing and missing
    distinct_figures(claim_dicts) -> list          # one of each figure per source

``Claim.to_json()`` gives the docs/ARCHITECTURE.md "Claim" object (plus additive keys);
``Verdict.to_json()`` gives ``{verdict, reason, ratio, job_id, measured, claimed, candidates}``.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.claims.models import Claim, Verdict, distinct_figures
from watcher.claims.standing import classify
from watcher.claims.verdict import check

__all__ = ["Claim", "Verdict", "check", "classify", "distinct_figures", "extract_claims"]
