"""Warnings about rules that validate but would not do what they say (pure).

A benchmark wired to an event with a speculative (non-``ar``) mode whose engine flags are
empty starts the engine exactly as in AR mode: the run can only fail as
``mode_not_active``, or, worse, pass on a build that drafts by default. ``rules check``
prints these; they do not fail the check (the flags may be unknown until a PR merges).
"""

from __future__ import annotations

from watcher.rules.models import Rules


def empty_mode_flags(rules: Rules) -> list[str]:
    """One line per (watch, benchmark) whose non-``ar`` mode has no engine flags."""
    out: list[str] = []
    for watch in rules.watches:
        for name in sorted(watch.benchmarks()):
            bench = rules.benchmarks.get(name)
            if bench is None or bench.mode == "ar":
                continue
            engine = rules.engines.get(bench.engine)
            flags = engine.modes.get(bench.mode) if engine is not None else None
            if flags:
                continue
            where = f"engines.{bench.engine}.modes.{bench.mode}"
            state = "is empty" if flags is not None else "is not set"
            out.append(
                f"warning: watch {watch.name!r} queues benchmark {name!r} in mode "
                f"{bench.mode!r}, but {where} {state}: the engine starts as in AR mode and "
                "the run fails as mode_not_active unless it drafts"
            )
    return out
