"""Claim and Verdict values (docs/ARCHITECTURE.md "Claim"): plain, immutable data.

A :class:`Claim` is one figure found in text plus what the surrounding words name. Its
JSON (:meth:`Claim.to_json`) carries exactly the contract's keys (docs/ARCHITECTURE.md)
first, then additive keys:

    text, metric, value, unit, engine, engine_version, mode, hardware, gpu_count,
    precision, concurrency, source, standing, missing        (the contract)
    value_min, value_max, kind, context, engine_implied, engine_pr, engine_commit,
    title, date, label, stat, qualifier, truncated          (additive)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any, Literal

Standing = Literal["measured", "reported", "unverifiable"]
Kind = Literal["absolute", "speedup"]
VerdictName = Literal[
    "consistent",
    "measured lower",
    "measured higher",
    "not yet measured",
    "cannot be checked here",
]

# Metric names. Throughput figures are split by phase: prompt processing is not decode.
DECODE = "decode_tok_s"
PREFILL = "prefill_tok_s"
TOTAL = "total_tok_s"  # input plus output tokens per second
OUTPUT = "output_tok_s"  # aggregate output of a server under concurrent load
TTFT = "ttft"  # time to first token; ``unit`` says s or ms
TPOT = "tpot"  # per-token latency (TPOT, ITL, ms/token); ``unit`` says ms or s
MEMORY = "memory"  # memory footprint; ``unit`` says GB, GiB, MiB or MB
E2E = "e2e_latency"  # end-to-end request time; ``unit`` says s or ms
SPEEDUP = "speedup"
METRICS = (DECODE, PREFILL, TOTAL, OUTPUT, TTFT, TPOT, E2E, MEMORY, SPEEDUP)

# The engine of a company's own code or hosted service (reading rules §3)
VENDOR = "vendor"

CONTRACT_KEYS = (
    "text",
    "metric",
    "value",
    "unit",
    "engine",
    "engine_version",
    "mode",
    "hardware",
    "gpu_count",
    "precision",
    "concurrency",
    "source",
    "standing",
    "missing",
)
# What a reproduction needs, in the order ``missing`` lists it.
SETUP_FIELDS = ("engine", "mode", "hardware", "gpu_count", "precision", "concurrency")


@dataclass(frozen=True)
class Claim:
    """One figure and what the text around it names (the contract's "Claim" + additive keys)."""

    text: str
    metric: str
    value: float
    unit: str
    engine: str | None = None
    engine_version: str | None = None
    mode: str | None = None
    hardware: str | None = None
    gpu_count: int | None = None
    precision: str | None = None
    concurrency: int | None = None
    source: str | None = None
    standing: Standing = "unverifiable"
    missing: tuple[str, ...] = ()
    value_min: float | None = None
    value_max: float | None = None
    kind: Kind = "absolute"
    context: int | None = None
    engine_implied: bool = False
    engine_pr: str | None = None
    engine_commit: str | None = None
    title: str | None = None
    date: str | None = None
    label: str | None = None
    stat: str | None = None
    qualifier: str | None = None  # "estimate" for "would use around 29 GB"
    # the text was cut to the reader's size limit, or held more figures than it reads (500)
    truncated: bool = False

    def to_json(self) -> dict[str, Any]:
        """The claim as JSON data: contract keys first, then the additive ones."""
        data = asdict(self)
        data["missing"] = list(self.missing)
        ordered = {k: data.pop(k) for k in CONTRACT_KEYS}
        ordered.update(data)
        return ordered

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Claim:
        """Rebuild a claim from :meth:`to_json` output (unknown keys are ignored)."""
        known = {f for f in cls.__dataclass_fields__}
        kwargs = {k: v for k, v in data.items() if k in known}
        kwargs["missing"] = tuple(kwargs.get("missing") or ())
        return cls(**kwargs)

    def with_(self, **changes: Any) -> Claim:
        """A copy with some fields changed."""
        return replace(self, **changes)


@dataclass(frozen=True)
class Verdict:
    """A claim checked against our measurements."""

    verdict: VerdictName
    reason: str
    ratio: float | None = None
    job_id: str | None = None
    measured: float | None = None
    claimed: float | None = None
    candidates: list[str] = field(default_factory=list)  # benchmarks that run this setup
    assumed: list[str] = field(default_factory=list)  # what the claim leaves unsaid
    measurement: str | None = None  # the same job id, under the name the report reads

    def to_json(self) -> dict[str, Any]:
        """The verdict as JSON data."""
        return asdict(self)


# The fields that make two claims the same figure about the same setup, whatever words
# carried them (a curated seed and the PR body it was copied from, say).
FIGURE_IDENTITY = (
    "source",
    "metric",
    "value",
    "value_min",
    "value_max",
    "unit",
    "engine",
    "mode",
    "hardware",
    "gpu_count",
    "precision",
    "concurrency",
)


def distinct_figures(claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Claims with repeats of the same figure from the same source dropped (first kept)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for claim in claims:
        identity = tuple(repr(claim.get(k)) for k in FIGURE_IDENTITY)
        if identity not in seen:
            seen.add(identity)
            out.append(claim)
    return out
