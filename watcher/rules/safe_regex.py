"""Rules patterns run on RE2 (linear time), never on Python's backtracking ``re``.

Rules patterns are searched in untrusted text (PR titles, bodies, changed paths). With a
backtracking engine a pattern such as ``(a+)+$`` takes exponential time on ``"aaaa…!"``,
and even innocent-looking ones are polynomial: ``.*a.*b`` needs ~4 s on 2,000 ``a``
characters with ``re`` (measured on the dev machine) and a PR body may hold 65,536.
Python's ``re`` has no timeout, so instead of guessing which patterns are dangerous the
watcher compiles every rules pattern with RE2 (``google-re2``), whose matching time is
linear in the text for every pattern it accepts.

The accepted language is therefore the common subset of Python ``re`` and RE2: no
backreferences (``\\1``), no lookaround (``(?=…)``, ``(?<!…)``), no possessive or atomic
groups; ``\\b``/``\\w`` are ASCII. A pattern outside it — or longer than
``MAX_PATTERN_LEN`` — is refused when the rules load, naming file, line and key.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from watcher.errors import UnsafePattern as UnsafePattern

MAX_PATTERN_LEN = 500
MAX_PROGRAM_MEM = 8 << 20  # bytes RE2 may use to compile one pattern


class Searcher(Protocol):
    """What the matcher needs from a compiled pattern."""

    def search(self, text: str) -> Any:
        """A match object (truthy) or None."""


def _re2() -> Any:
    try:
        import re2
    except ImportError as exc:  # pragma: no cover - a broken install
        raise UnsafePattern(
            "rules patterns need google-re2 (pip install -e . installs it)"
        ) from exc
    return re2


def compile_pattern(pattern: str, *, ignore_case: bool = True) -> Searcher:
    """Compile ``pattern`` with RE2; UnsafePattern names the reason when it cannot be."""
    if len(pattern) > MAX_PATTERN_LEN:
        raise UnsafePattern(f"pattern longer than {MAX_PATTERN_LEN} characters")
    try:
        re.compile(pattern)
    except re.error as exc:
        raise UnsafePattern(f"invalid regular expression: {exc}") from exc
    re2 = _re2()
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.log_errors = False
    options.max_mem = MAX_PROGRAM_MEM
    try:
        return re2.compile(pattern, options)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else exc
        if isinstance(reason, bytes):
            reason = reason.decode("utf-8", "replace")
        raise UnsafePattern(
            f"not supported by the linear-time matcher (RE2): {reason}; "
            "backreferences and lookaround are not allowed in rules patterns"
        ) from exc


__all__ = ["MAX_PATTERN_LEN", "Searcher", "UnsafePattern", "compile_pattern"]
