"""The bench result document ``watcher.bench-result/1`` (docs/ARCHITECTURE.md "Bench result").

Shared by the harness (writes it), dispatch (downloads it), ingest (stores it) and the
report (reads it). ``parse_result`` validates untrusted JSON — a result comes from a runner
the watcher does not control — and bounds every number: no NaN, no negatives, nothing absurd.
Unknown extra keys are kept (the format grows additively).
"""

from __future__ import annotations

import datetime as dt
import json
import math
import statistics
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from watcher.errors import ResultInvalid

SCHEMA = "watcher.bench-result/1"
FailureKind = Literal[
    "model_load",
    "engine_start",
    "timeout",
    "oom",
    "request",
    "mode_not_active",
    "crash",
    "config",
    "internal",
]
MAX_TOK_S = 1_000_000.0  # a single stream faster than this is a bug, not a figure
MAX_SECONDS = 86_400.0
MAX_MIB = 16 * 1024 * 1024
MAX_TOKENS = 100_000_000  # no context window or prompt is this long


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)


def _finite(v: float | None, *, upper: float) -> float | None:
    if v is None:
        return None
    if not math.isfinite(v) or v < 0 or v > upper:
        raise ValueError(f"must be a finite number between 0 and {upper:g}, got {v!r}")
    return v


class Stat(_Open):
    """min/median/max over runs, with the raw per-run values."""

    min: float
    median: float
    max: float
    runs: list[float] = Field(default_factory=list)

    @model_validator(mode="after")
    def _ordered(self) -> Stat:
        for v in (self.min, self.median, self.max, *self.runs):
            _finite(v, upper=MAX_TOK_S)
        if not self.min <= self.median <= self.max:
            raise ValueError("expected min <= median <= max")
        if self.runs:
            for name, want in (
                ("min", min(self.runs)),
                ("median", statistics.median(self.runs)),
                ("max", max(self.runs)),
            ):
                # rounding by another producer is fine; a figure its runs contradict is not
                if not math.isclose(getattr(self, name), want, rel_tol=1e-3, abs_tol=0.01):
                    raise ValueError(f"{name} {getattr(self, name)!r} contradicts runs ({want!r})")
        return self


class Failure(_Open):
    """Why a run failed, in the engine's own words where it gave any."""

    kind: FailureKind
    message: str


class EngineInfo(_Open):
    """Which engine build ran, in which decoding mode."""

    name: str
    version: str | None = None
    commit: str | None = None
    mode: str


class ModelInfo(_Open):
    """The model file that was served, and every fix-up applied to a copy of it."""

    name: str
    file: str | None = None
    sha256: str | None = None
    quantization: str | None = None
    fixups: list[dict[str, Any]] = Field(default_factory=list)


class Hardware(_Open):
    """The GPU(s); all null on a machine without one (never invented)."""

    gpu: str | None = None
    gpu_count: int | None = Field(default=None, ge=0, le=1024)
    gpu_memory_mib: int | None = Field(default=None, ge=0, le=MAX_MIB)
    driver: str | None = None


class RunSettings(_Open):
    """The load under which the figures hold."""

    concurrency: int = Field(ge=1, le=100_000)
    prompt_tokens: int = Field(ge=0, le=MAX_TOKENS)
    max_tokens: int = Field(ge=1, le=MAX_TOKENS)
    context: int | None = Field(default=None, ge=1, le=MAX_TOKENS)
    repeats: int = Field(ge=1, le=100_000)


class Metrics(_Open):
    """Measured figures; absent/None where not measured (e.g. a failed run)."""

    decode_tok_s: Stat | None = None
    ttft_s: Stat | None = None
    peak_gpu_memory_mib: float | None = None
    server_decode_tok_s: Stat | None = None
    accept_length: float | None = None

    @field_validator("peak_gpu_memory_mib")
    @classmethod
    def _mib(cls, v: float | None) -> float | None:
        return _finite(v, upper=MAX_MIB)

    @field_validator("accept_length")
    @classmethod
    def _accept(cls, v: float | None) -> float | None:
        return _finite(v, upper=10_000)


class BenchResult(_Open):
    """A whole result document."""

    schema_: Literal["watcher.bench-result/1"] = Field(alias="schema")
    job_id: str = Field(min_length=1, max_length=200)
    status: Literal["succeeded", "failed"]
    failure: Failure | None
    engine: EngineInfo
    model: ModelInfo
    hardware: Hardware
    settings: RunSettings
    metrics: Metrics
    command: list[str]
    started_at: str
    finished_at: str

    model_config = ConfigDict(extra="allow", frozen=True, populate_by_name=True)

    @field_validator("started_at", "finished_at")
    @classmethod
    def _timestamp(cls, v: str) -> str:
        # the report's headline reads "As of <finished_at>": it must be a time
        try:
            when = dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
        except ValueError:
            raise ValueError(
                f"expected an ISO-8601 time such as 2026-12-01T09:00:00Z, got {v!r}"
            ) from None
        if when.tzinfo is None:
            raise ValueError(f"expected a time with its zone (Z or +hh:mm), got {v!r}")
        return v

    @model_validator(mode="after")
    def _status_consistent(self) -> BenchResult:
        if self.status == "failed" and self.failure is None:
            raise ValueError("a failed result needs failure {kind, message}")
        if self.status == "succeeded":
            if self.failure is not None:
                raise ValueError("a succeeded result cannot carry a failure")
            if self.metrics.decode_tok_s is None:
                raise ValueError("a succeeded result needs metrics.decode_tok_s")
        if self.status == "failed" and self.metrics.decode_tok_s is not None:
            raise ValueError("a failed run carries no figures (metrics.decode_tok_s is set)")
        return self

    def to_json(self) -> dict[str, Any]:
        """The document as plain JSON data (``schema`` key restored)."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=False)


def parse_result(data: bytes | str | dict[str, Any], *, where: str = "") -> BenchResult:
    """Validate a result document; raise ResultInvalid naming ``where`` and the key."""
    if isinstance(data, (bytes, str)):
        try:
            data = json.loads(data, parse_constant=_reject_constant)
        except (ValueError, UnicodeDecodeError) as exc:
            raise ResultInvalid(f"not valid JSON: {exc}", where=where) from exc
        except RecursionError as exc:
            raise ResultInvalid("not valid JSON: nested too deeply", where=where) from exc
    if not isinstance(data, dict):
        raise ResultInvalid("expected a JSON object", where=where)
    if data.get("schema") != SCHEMA:
        raise ResultInvalid(f"schema must be {SCHEMA!r}, got {data.get('schema')!r}", where=where)
    try:
        return BenchResult.model_validate(data)
    except RecursionError as exc:
        raise ResultInvalid("nested too deeply", where=where) from exc
    except ValidationError as exc:
        problems = [
            f"{'.'.join(str(p) for p in e['loc']) or '(top)'}: {e['msg']}"
            for e in exc.errors(include_url=False)
        ]
        raise ResultInvalid(
            problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""),
            where=where,
            problems=problems,
        ) from exc


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")
