"""Check a claim against our measurements (pure): ``check(claim, measurements, rules)``.

A claim and a measurement match when engine, mode and hardware are equal and GPU count,
precision and concurrency agree. Unknowns never match silently:

- a measurement that does not know a field the claim names (no GPU detected, no
  quantization recorded) never matches it;
- a claim that leaves GPU count, precision or concurrency unsaid may match, but every such
  assumption is listed in ``Verdict.assumed`` and in the reason;
- a claim that names no engine, mode or hardware cannot be checked at all.

Verdicts: ``consistent`` (measured/claimed within ``rules.verification.tolerance``, default
±10%; for a range, within the range widened by the tolerance), ``measured lower``,
``measured higher``, ``not yet measured`` (a benchmark in the rules runs this setup but has
no result yet), ``cannot be checked here`` (no benchmark in the rules runs this engine, mode
and hardware; or the figure is a speedup or a metric we do not measure).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from watcher.claims.models import DECODE, MEMORY, SPEEDUP, TTFT, Claim, Verdict, VerdictName
from watcher.claims.names import engine_name, hardware_name, lexicon_for
from watcher.rules.models import Rules, Vocabulary

# Precisions that mean "the weights as trained".
_UNCOMPRESSED = {"uncompressed", "BF16", "FP16", "FP32"}
_MEM_TO_MIB = {
    "MiB": 1.0,
    "GiB": 1024.0,
    "TiB": 1024.0 * 1024,
    "MB": 1e6 / 2**20,
    "GB": 1e9 / 2**20,
    "TB": 1e12 / 2**20,
}
_METRIC_WORDS = {DECODE: "decode tok/s", TTFT: "time to first token", MEMORY: "peak GPU memory"}


@dataclass(frozen=True)
class Measurement:
    """The fields of a bench result that a check reads, in vocabulary names."""

    job_id: str
    engine: str | None
    mode: str | None
    hardware: str | None
    gpu_count: int | None
    precision: str | None
    concurrency: int | None
    finished_at: str
    decode_tok_s: float | None
    ttft_s: float | None
    peak_mib: float | None

    def figure(self, metric: str) -> float | None:
        """The measured figure for a claim metric (decode tok/s, TTFT in s, MiB)."""
        return {DECODE: self.decode_tok_s, TTFT: self.ttft_s, MEMORY: self.peak_mib}.get(metric)


def measurement_from(
    document: Mapping[str, Any] | Any, vocabulary: Vocabulary
) -> Measurement | None:
    """Read a ``watcher.bench-result/1`` document (dict or model); None if it failed."""
    doc: Mapping[str, Any] = document.to_json() if hasattr(document, "to_json") else document
    if doc.get("status") != "succeeded":
        return None
    engine = doc.get("engine") or {}
    hardware = doc.get("hardware") or {}
    model = doc.get("model") or {}
    settings = doc.get("settings") or {}
    metrics = doc.get("metrics") or {}
    lex = lexicon_for(vocabulary)

    def median(key: str) -> float | None:
        stat = metrics.get(key)
        return (
            float(stat["median"])
            if isinstance(stat, Mapping) and stat.get("median") is not None
            else None
        )

    quant = model.get("quantization")
    mode = engine.get("mode")
    return Measurement(
        job_id=str(doc.get("job_id")),
        engine=engine_name(vocabulary, engine.get("name")),
        mode=(lex.canonical("mode", mode) or mode) if mode else None,
        hardware=hardware_name(vocabulary, hardware.get("gpu")),
        gpu_count=hardware.get("gpu_count"),
        precision=(lex.first("precision", quant) or quant) if quant else None,
        concurrency=settings.get("concurrency"),
        finished_at=str(doc.get("finished_at") or ""),
        decode_tok_s=median("decode_tok_s"),
        ttft_s=median("ttft_s"),
        peak_mib=metrics.get("peak_gpu_memory_mib"),
    )


def _precision_agrees(claimed: str, measured: str) -> bool:
    if claimed == measured:
        return True
    return claimed == "uncompressed" and measured in _UNCOMPRESSED


def _mismatch(claim: Claim, m: Measurement) -> str | None:
    """Why this measurement is not of the claim's setup, or None if it is."""
    for name in ("engine", "mode", "hardware"):
        if getattr(m, name) is None:
            return f"{m.job_id} does not record its {name}"
        if getattr(m, name) != getattr(claim, name):
            return (
                f"{m.job_id} ran {name} {getattr(m, name)}, the claim names {getattr(claim, name)}"
            )
    if claim.gpu_count is not None:
        if m.gpu_count is None:
            return f"{m.job_id} does not record its GPU count"
        if m.gpu_count != claim.gpu_count:
            return f"{m.job_id} ran on {m.gpu_count} GPU(s), the claim on {claim.gpu_count}"
    if claim.precision is not None:
        if m.precision is None:
            return f"{m.job_id} does not record its precision"
        if not _precision_agrees(claim.precision, m.precision):
            return f"{m.job_id} ran {m.precision}, the claim names {claim.precision}"
    if claim.concurrency is not None:
        if m.concurrency is None:
            return f"{m.job_id} does not record its concurrency"
        if m.concurrency != claim.concurrency:
            return f"{m.job_id} ran concurrency {m.concurrency}, the claim {claim.concurrency}"
    return None


def _assumed(claim: Claim, m: Measurement) -> list[str]:
    out: list[str] = []
    for name, shown in (
        ("gpu_count", "GPU count"),
        ("precision", "precision"),
        ("concurrency", "concurrency"),
    ):
        if getattr(claim, name) is None:
            out.append(
                f"{shown}: the claim does not say; measured "
                f"{getattr(m, name) if getattr(m, name) is not None else 'unknown'}"
            )
    return out


def claimed_in_measured_units(claim: Claim) -> tuple[float, float, float] | None:
    """(value, low, high) of the claim in the unit the measurement uses, or None."""
    lo = claim.value_min if claim.value_min is not None else claim.value
    hi = claim.value_max if claim.value_max is not None else claim.value
    if claim.metric == DECODE and claim.unit == "tok/s":
        factor = 1.0
    elif claim.metric == TTFT and claim.unit in ("s", "ms"):
        factor = 0.001 if claim.unit == "ms" else 1.0
    elif claim.metric == MEMORY and claim.unit in _MEM_TO_MIB:
        factor = _MEM_TO_MIB[claim.unit]
    else:
        return None
    return claim.value * factor, lo * factor, hi * factor


def _benchmarks_for(claim: Claim, rules: Rules) -> list[str]:
    lex = lexicon_for(rules.vocabulary)
    names = []
    for name, bench in sorted(rules.benchmarks.items()):
        engine = engine_name(rules.vocabulary, bench.engine)
        hardware = lex.first("hardware", bench.hardware or "") if bench.hardware else None
        if engine == claim.engine and hardware == claim.hardware and bench.mode == claim.mode:
            names.append(name)
    return names


def check(claim: Claim, measurements: Iterable[Mapping[str, Any] | Any], rules: Rules) -> Verdict:
    """Compare a claim with our measurements; see the module docstring for the rules."""
    claimed_value = claim.value
    if claim.kind == "speedup" or claim.metric == SPEEDUP:
        return Verdict(
            "cannot be checked here",
            "a speedup is relative: it names no absolute figure to compare a measurement with",
            claimed=claimed_value,
        )
    converted = claimed_in_measured_units(claim)
    if converted is None:
        return Verdict(
            "cannot be checked here",
            f"we do not measure {claim.metric} "
            f"({claim.unit}); benchmarks report decode tok/s, time to first token "
            "and peak GPU memory",
            claimed=claimed_value,
        )
    unnamed = [f for f in ("engine", "mode", "hardware") if getattr(claim, f) is None]
    if unnamed:
        return Verdict(
            "cannot be checked here",
            f"the claim names no {' and no '.join(unnamed)}: there is no setup to reproduce",
            claimed=claimed_value,
        )
    benches = _benchmarks_for(claim, rules)
    if not benches:
        return Verdict(
            "cannot be checked here",
            f"no benchmark in the rules runs {claim.engine} in mode {claim.mode} "
            f"on {claim.hardware}",
            claimed=claimed_value,
        )
    value, low, high = converted
    usable: list[Measurement] = []
    rejected: list[str] = []
    for doc in measurements:
        m = measurement_from(doc, rules.vocabulary)
        if m is None or m.figure(claim.metric) is None:
            continue
        why = _mismatch(claim, m)
        if why is None:
            usable.append(m)
        elif m.engine == claim.engine and m.hardware == claim.hardware:
            rejected.append(why)
    if not usable:
        reason = f"benchmark {', '.join(benches)} runs this setup but has no matching result"
        if rejected:
            reason += f" ({'; '.join(rejected[:3])})"
        return Verdict("not yet measured", reason, claimed=claimed_value, candidates=benches)
    best = max(usable, key=lambda m: (m.finished_at, m.job_id))
    measured = best.figure(claim.metric)
    assert measured is not None
    tolerance = rules.verification.tolerance
    ratio = round(measured / value, 4) if value else None
    name: VerdictName
    if low * (1 - tolerance) <= measured <= high * (1 + tolerance):
        name = "consistent"
    elif measured < low:
        name = "measured lower"
    else:
        name = "measured higher"
    unit = {DECODE: "tok/s", TTFT: "s", MEMORY: "MiB"}[claim.metric]
    claimed_text = f"{low:g}–{high:g}" if low != high else f"{value:g}"
    reason = (
        f"{_METRIC_WORDS[claim.metric]}: measured {measured:g} {unit} (job {best.job_id}) "
        f"vs claimed {claimed_text} {unit}; tolerance ±{tolerance:.0%}"
    )
    assumed = _assumed(claim, best)
    if assumed:
        reason += "; assumed " + "; ".join(assumed)
    return Verdict(
        name,
        reason,
        ratio=ratio,
        job_id=best.job_id,
        measurement=best.job_id,
        measured=measured,
        claimed=claimed_value,
        candidates=benches,
        assumed=assumed,
    )
