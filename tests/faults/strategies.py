"""Hypothesis strategies for fault schedules."""

from __future__ import annotations

from faultplan import (
    ACTIONS_KINDS,
    GITHUB_KINDS,
    GITHUB_PATHS,
    HAS_DISPATCH,
    SINK_KINDS,
    STAGES,
    Fault,
)
from hypothesis import strategies as st

# A notification target gives up after MAX_ATTEMPTS (6) failed attempts by design, so one
# schedule sends a target at most 2 faults x 2 answers: recoverable, never exhausted.
github_fault = st.builds(
    Fault,
    stage=st.integers(0, len(STAGES) - 1),
    target=st.just("github"),
    kind=st.sampled_from(GITHUB_KINDS),
    times=st.integers(1, 3),
    path=st.sampled_from(GITHUB_PATHS),
    wait_s=st.sampled_from([1, 30, 600, 3000]),
)
sink_fault = st.builds(
    Fault,
    stage=st.integers(1, len(STAGES) - 1),
    target=st.sampled_from(["slack", "webhook"]),
    kind=st.sampled_from(SINK_KINDS),
    times=st.integers(1, 2),
    wait_s=st.sampled_from([1, 30, 300]),
)


actions_fault = st.builds(
    Fault,
    stage=st.just(3),  # the merge queues the benchmark job
    target=st.just("actions"),
    kind=st.sampled_from(ACTIONS_KINDS),
    times=st.integers(1, 2),
)


@st.composite
def schedules(draw: st.DrawFn) -> list[Fault]:
    """One to six GitHub faults and up to two per notification target."""
    out = draw(st.lists(github_fault, min_size=1, max_size=6))
    sinks = draw(st.lists(sink_fault, max_size=3))
    for target in ("slack", "webhook"):
        out += [f for f in sinks if f.target == target][:2]
    if HAS_DISPATCH:
        out += draw(st.lists(actions_fault, max_size=1))
    return out
