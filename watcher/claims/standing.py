"""Standing of a claim (docs/ARCHITECTURE.md "Claim"): what it names decides if it is checkable.

- ``reported``: names engine, mode and hardware — checkable against a measurement.
- ``unverifiable``: names no engine or no mode (or no hardware) — nobody can reproduce it.
- ``measured``: only our own ingested results; extraction never produces it.

``missing`` lists what a reproduction would need that the text does not say, in the order
engine, mode, hardware, gpu_count, precision, concurrency.
"""

from __future__ import annotations

from watcher.claims.models import SETUP_FIELDS, Claim, Standing

CHECKABLE = ("engine", "mode", "hardware")


def missing_fields(claim: Claim) -> tuple[str, ...]:
    """Setup fields a reproduction needs that the claim leaves unknown."""
    return tuple(f for f in SETUP_FIELDS if getattr(claim, f) is None)


def standing_of(claim: Claim) -> Standing:
    """``reported`` when engine, mode and hardware are named, else ``unverifiable``."""
    if claim.standing == "measured":
        return "measured"
    return "reported" if all(getattr(claim, f) is not None for f in CHECKABLE) else "unverifiable"


def classify(claim: Claim) -> Claim:
    """The claim with ``standing`` and ``missing`` computed from what it names."""
    return claim.with_(standing=standing_of(claim), missing=missing_fields(claim))
