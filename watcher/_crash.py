"""A crash hook for the crash-safety tests: die abruptly at a named point (private).

It ships in the package, not in tests/, because the points sit in product code and the
crash tests kill real ``watcher`` subprocesses; the leading underscore keeps it out of the
public surface, and it does nothing unless ``WATCHER_CRASH_AT`` is set.

``WATCHER_CRASH_AT=<point>:<n>[,<point>:<n>...]`` makes the process SIGKILL itself the
``n``-th time (1-based) execution reaches :func:`point` with that name. Without the
variable every call is a dictionary lookup and a return: production never crashes here.

Points (``grep -rn "crash.point" watcher``):

- ``github.response``: after each HTTP response body arrived in the GitHub client;
- ``store.commit``: inside every ``Store.session()`` transaction, just before COMMIT;
- ``poll.persist``: inside the poll's per-repo transaction, events and hand-offs written;
- ``notify.claimed`` / ``notify.sent``: an outbox row leased / sent but its outcome not
  yet recorded; ``notify.finish``: inside the outcome's transaction before COMMIT;
- ``report.write``: the new report written to a temporary file, not yet renamed;
- ``slurm.submitted``: `sbatch` answered with the Slurm job id, not yet recorded;
- the dispatch step's transactions are ``store.commit`` points like every other.
"""

from __future__ import annotations

import os
import signal

ENV = "WATCHER_CRASH_AT"

_hits: dict[str, int] = {}
_parsed: tuple[str, dict[str, int]] = ("", {})


def _targets(spec: str) -> dict[str, int]:
    """``"a:2,b:1"`` → ``{"a": 2, "b": 1}`` (a bare name means its first hit)."""
    global _parsed
    if _parsed[0] == spec:
        return _parsed[1]
    out: dict[str, int] = {}
    for part in spec.split(","):
        name, _, count = part.strip().rpartition(":")
        if not name:
            name, count = count, "1"
        try:
            out[name] = int(count)
        except ValueError:
            out[part.strip()] = 1
    _parsed = (spec, out)
    return out


def point(name: str) -> None:
    """Die (SIGKILL to self) if ``WATCHER_CRASH_AT`` names this point and hit count."""
    spec = os.environ.get(ENV)
    if not spec:
        return
    wanted = _targets(spec).get(name)
    if wanted is None:
        return
    _hits[name] = _hits.get(name, 0) + 1
    if _hits[name] == wanted:
        os.kill(os.getpid(), signal.SIGKILL)
        os._exit(137)  # pragma: no cover - SIGKILL does not return


def hits() -> dict[str, int]:
    """How often each named point was reached in this process (while the hook is on)."""
    return dict(_hits)


__all__ = ["ENV", "hits", "point"]
