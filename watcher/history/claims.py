"""Claims that a new version stopped meeting (pure): consistent before, measured lower now.

A claim checked against the previous version's result of a series and found
``consistent``, then against the new version's result and found ``measured lower``, is
news even when the series' own change is under the regression threshold (a claim's
tolerance is its own). Each such claim gives one event, keyed
``{series}@{ref}:claim_measured_lower:{claim id}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from watcher.claims import Claim, check
from watcher.rules import Rules

CLAIM_LOWER = "claim_measured_lower"


@dataclass(frozen=True)
class ClaimShift:
    """A claim that the new version measured lower, where the previous one was consistent."""

    claim_id: int
    claim: Mapping[str, Any]
    before: Mapping[str, Any]
    after: Mapping[str, Any]

    def key(self, series: str, ref: str) -> str:
        """The event key."""
        return f"{series}@{ref}:{CLAIM_LOWER}:{self.claim_id}"

    def summary(self, previous_ref: str, ref: str) -> str:
        """Both figures and the claim in one line."""
        value = self.claim.get("value")
        unit = self.claim.get("unit") or ""
        return (
            f"claim {value:g} {unit} ({self.claim.get('source')}) was consistent at "
            f"{previous_ref} ({self.before.get('measured'):g}), measured lower at {ref} "
            f"({self.after.get('measured'):g}, {self.after.get('ratio')}× the claim)"
        )


def claim_shifts(
    claims: Sequence[tuple[int, Mapping[str, Any]]],
    previous: Mapping[str, Any],
    new: Mapping[str, Any],
    rules: Rules,
) -> list[ClaimShift]:
    """Checkable claims consistent with ``previous`` and measured lower on ``new``."""
    out = []
    for claim_id, data in claims:
        if data.get("standing") == "unverifiable":
            continue
        claim = Claim.from_json(dict(data))
        before = check(claim, [previous], rules)
        if before.verdict != "consistent":
            continue
        after = check(claim, [new], rules)
        if after.verdict == "measured lower":
            out.append(ClaimShift(claim_id, dict(data), before.to_json(), after.to_json()))
    return out


__all__ = ["CLAIM_LOWER", "ClaimShift", "claim_shifts"]
