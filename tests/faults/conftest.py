"""Fixtures for the fault, crash and replica suites."""

from __future__ import annotations

from collections.abc import Iterator

import faultplan
import pytest


@pytest.fixture(scope="module")
def rig() -> Iterator[faultplan.Rig]:
    """The loopback fakes, shared by every case of a module (reset per case)."""
    r = faultplan.Rig.start()
    yield r
    r.close()


@pytest.fixture(scope="module")
def baseline(rig: faultplan.Rig) -> faultplan.Outcome:
    """The fault-free run every schedule is compared with."""
    return faultplan.run(rig, [], "baseline")
