"""What a benchmark job is: its identity and the code it may run (pure).

Both halves of the rule "unmerged code is never benchmarked unless the rule allows it"
live here: :func:`engine_ref_for` picks the code a new job runs when the poller queues it,
and :func:`safety_reason` is asked again by the dispatcher before each dispatch (a job can
be linked to several events, and the rules can change in between). The allowance itself —
a PR number listed under a watch's ``prs.benchmark_unmerged`` — is read by
:func:`allowed_unmerged` for both.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from watcher.rules.models import Watch
from watcher.watch.events import EventRecord

# Events after which the benchmarked code is merged (a merge commit or a release tag).
MERGED_EVENT_TYPES = frozenset({"pr_merged", "pr_released", "release_published"})


def job_id(benchmark: str, engine_ref: str, mode: str, runner: str) -> str:
    """Deterministic job id: replicas queueing the same work agree on it."""
    digest = hashlib.sha1(
        f"{benchmark}\0{engine_ref}\0{mode}\0{runner}".encode(), usedforsecurity=False
    ).hexdigest()
    return f"job-{digest[:20]}"


def allowed_unmerged(watches: Iterable[Watch]) -> set[int]:
    """PR numbers whose unmerged code these watches allow to be benchmarked."""
    return {n for w in watches for n in w.prs.benchmark_unmerged}


def engine_ref_for(event: EventRecord, watches: Iterable[Watch]) -> tuple[str | None, str]:
    """The code a benchmark for this event runs, or None with the reason it may not."""
    p = event.payload
    if event.type == "pr_released":
        ref = p.get("release_commit_sha") or None
        return ref, "" if ref else f"{event.key}: the release tag's commit is unknown"
    if event.type == "release_published":
        ref = p.get("commit_sha") or None
        return ref, "" if ref else f"{event.key}: the release tag's commit is unknown"
    if p.get("merged") and p.get("merge_commit_sha"):
        return str(p["merge_commit_sha"]), ""
    if event.number in allowed_unmerged(watches) and p.get("head_sha"):
        return str(p["head_sha"]), ""
    return None, (
        f"{event.key}: not benchmarking unmerged code of #{event.number} "
        "(add it to prs.benchmark_unmerged to allow)"
    )


def safety_reason(
    event_type: str | None, pr: int | None, benchmark_unmerged: Iterable[int]
) -> str | None:
    """Why this job must not run (unmerged code not allowed by the rule), or None if it may.

    Merged commits and release tags always may. A job with no event (queued by hand) may.
    Code from an open PR runs only if the rule lists its number in ``benchmark_unmerged``.
    """
    if event_type is None or event_type in MERGED_EVENT_TYPES:
        return None
    if pr is not None and pr in set(benchmark_unmerged):
        return None
    return (
        f"refusing to benchmark unmerged code of PR #{pr} ({event_type}): list the PR in "
        "the rule's prs.benchmark_unmerged to allow it"
    )
