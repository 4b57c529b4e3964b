"""Classify a failed run from the engine's own log lines. Pure.

The message of a failure is the engine's own line(s), not a paraphrase: reports quote it
(``key not found in model: clover_moe.expert_shared_count``). Patterns are checked most
specific first: an out-of-memory line beats a generic "failed to load model" that follows it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from watcher.bench.result import FailureKind

MAX_LINES = 3
MAX_LINE_CHARS = 400
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# (kind, pattern) in priority order; searched line by line, case-insensitive.
PATTERNS: list[tuple[FailureKind, re.Pattern[str]]] = [
    (
        "oom",
        re.compile(
            r"out of memory|\bOOM\b|OutOfMemoryError|cudaMalloc failed|"
            r"failed to allocate .*buffer|unable to allocate .*buffer|"
            r"Not enough memory|insufficient memory|"
            r"ggml_backend_\w+_buffer_type_alloc_buffer: allocating .* failed",
            re.I,
        ),
    ),
    (
        "model_load",
        re.compile(
            r"key not found in model|error loading model|failed to load model|"
            r"unknown model architecture|llama_model_load: error|invalid magic|"
            r"gguf_init_from_file.*failed|failed to read tensor|tensor .* not found|"
            r"wrong number of tensors|model architecture .* not supported|"
            r"is not supported for now|Can't load the configuration|"
            r"does not appear to have a file named|No such file or directory.*model",
            re.I,
        ),
    ),
    (
        "engine_start",
        re.compile(
            r"error: invalid argument|unknown argument|unrecognized arguments|"
            r"error while handling argument|"
            r"invalid value for|couldn't bind|address already in use|"
            r"ModuleNotFoundError|ImportError|No module named",
            re.I,
        ),
    ),
    (
        "crash",
        re.compile(
            r"Segmentation fault|SIGSEGV|core dumped|GGML_ASSERT|GGML_ABORT|"
            r"terminate called|Aborted|Traceback \(most recent call last\)|"
            r"illegal memory access|device-side assert",
            re.I,
        ),
    ),
]


@dataclass(frozen=True)
class Classified:
    """A failure kind and the engine's own message line(s)."""

    kind: FailureKind
    message: str


def clean_lines(log: str) -> list[str]:
    """Log lines without ANSI colours or blank lines."""
    return [s for s in (_ANSI.sub("", line).strip() for line in log.splitlines()) if s]


def classify_log(
    log: str, *, fallback: FailureKind, context: str, exit_code: int | None = None
) -> Classified:
    """The failure's kind from the log's lines, else ``fallback``; message = engine's lines.

    ``context`` says what the harness saw (e.g. "server exited with code 1 before it was
    ready") and is appended when the log names no cause.
    """
    lines = clean_lines(log)
    for kind, pattern in PATTERNS:
        hits = [line for line in lines if pattern.search(line)]
        if hits:
            return Classified(kind, _join(_best(hits, pattern)))
    if exit_code is not None and exit_code < 0:
        return Classified(
            "crash",
            f"{context} (killed by signal {-exit_code})"
            + (f"; last log line: {_cut(lines[-1])}" if lines else ""),
        )
    tail = f"; last log line: {_cut(lines[-1])}" if lines else "; the server logged nothing"
    return Classified(fallback, context + tail)


def _best(hits: list[str], pattern: re.Pattern[str]) -> list[str]:
    """The most telling line(s): prefer lines that say *why* (a ``: reason`` after the match)."""
    with_reason = [
        h
        for h in hits
        if re.search(pattern.pattern + r".*:\s*\S", h, re.I) or "key not found" in h.lower()
    ]
    chosen = with_reason or hits
    # keep order, drop duplicates, at most MAX_LINES
    out: list[str] = []
    for line in chosen:
        if line not in out:
            out.append(line)
    return out[:MAX_LINES]


def _cut(line: str) -> str:
    return line if len(line) <= MAX_LINE_CHARS else line[:MAX_LINE_CHARS] + "…"


def _join(lines: list[str]) -> str:
    return "\n".join(_cut(line) for line in lines)
