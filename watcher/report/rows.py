"""Row builders: one result document or claim in, one table row (view model) out. Pure.

A ``demo: true`` result and every verdict reached against one carry :data:`DEMO_LABEL`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from watcher.claims.listing import source_names
from watcher.claims.models import (
    DECODE,
    E2E,
    MEMORY,
    OUTPUT,
    PREFILL,
    SPEEDUP,
    TOTAL,
    TPOT,
    TTFT,
)
from watcher.report.fmt import date_of as _date
from watcher.report.fmt import fmt_context, fmt_num, fmt_range
from watcher.report.fmt import setup_parts as _setup_parts

JSON = Mapping[str, Any]

# Keyed by the metric names ``watcher.claims`` emits (one vocabulary from extractor to page).
METRIC_LABELS = {
    DECODE: "decode",
    PREFILL: "prefill",
    TOTAL: "total throughput",
    OUTPUT: "output throughput (all requests)",
    E2E: "end-to-end latency",
    TTFT: "first token",
    TPOT: "per-token latency",
    MEMORY: "memory",
    SPEEDUP: "speedup",
}
DEMO_LABEL = "DEMO DATA, not a measurement"
"""Said next to every figure, verdict, row and bar derived from a ``demo: true`` result."""
DEMO_HEADLINE = "DEMO REPORT: figures marked DEMO come from a stand-in, not from a measurement."


@dataclass(frozen=True)
class Measured:
    """A succeeded run of ours."""

    job_id: str
    setup: str
    short: str
    context: str
    decode: str
    decode_min: float
    decode_median: float
    decode_max: float
    runs: int
    server_decode: str
    ttft: str
    memory: str
    accept_length: str
    date: str
    source: str
    fixups: str
    demo: bool = False


@dataclass(frozen=True)
class Failed:
    """A failed run of ours, with the engine's own message."""

    job_id: str
    setup: str
    kind: str
    message: str
    fixups: str
    date: str
    source: str


@dataclass(frozen=True)
class ClaimView:
    """A claim as shown: its figure, setup, source and (checkable only) verdict."""

    text: str
    figure: str
    metric: str
    value: float | None
    value_min: float | None
    value_max: float | None
    decode: bool
    setup: str
    short: str
    source: str
    date: str
    standing: str
    missing: str
    verdict: str = ""
    ratio: str = ""
    reason: str = ""
    measurement: str = ""
    demo: bool = False
    """The verdict was reached against a demo result, not a measurement."""
    history: str = ""  # first seen where and when; what it said before a change


def _card_memory(hardware: JSON, cards: Mapping[str, int]) -> int | None:
    mib = hardware.get("gpu_memory_mib")
    if mib:
        return int(mib)
    gpu = str(hardware.get("gpu") or "")
    lowered = {k.lower(): v for k, v in cards.items()}
    if gpu.lower() in lowered:
        return lowered[gpu.lower()]
    for name, value in sorted(lowered.items(), key=lambda kv: -len(kv[0])):
        if name and name in gpu.lower():
            return value
    return None


def _fixups(model: JSON) -> str:
    fixes = model.get("fixups") or []
    out = []
    for fix in fixes:
        if isinstance(fix, Mapping):
            key = fix.get("key") or fix.get("name") or ""
            val = fix.get("value")
            out.append(
                f"{key} = {val}" if key else ", ".join(f"{k}={v}" for k, v in sorted(fix.items()))
            )
        else:
            out.append(str(fix))
    return "; ".join(out) if out else "none"


def _result_setup(doc: JSON) -> tuple[str, str]:
    eng = doc.get("engine") or {}
    hw = doc.get("hardware") or {}
    model = doc.get("model") or {}
    settings = doc.get("settings") or {}
    version = eng.get("version")
    commit = str(eng.get("commit") or "")[:7]
    ver = f"{version} ({commit})" if version and commit else (version or commit or None)
    parts = _setup_parts(
        eng.get("name"),
        ver,
        eng.get("mode"),
        hw.get("gpu") or "no GPU",
        hw.get("gpu_count"),
        model.get("quantization"),
        settings.get("concurrency"),
    )
    full = (
        ", ".join([str(model.get("name") or ""), *parts]) if model.get("name") else ", ".join(parts)
    )
    gpu = re.sub(r"^(NVIDIA\s+)?(GeForce\s+)?", "", str(hw.get("gpu") or "")) or None
    short_parts = _setup_parts(
        eng.get("name"),
        version,
        eng.get("mode"),
        gpu,
        hw.get("gpu_count"),
        model.get("quantization"),
        None,
    )
    return full, " · ".join(short_parts)


def measured_row(item: JSON, cards: Mapping[str, int]) -> Measured:
    """A succeeded ``{"document", "source"}`` result as a table row."""
    doc = item.get("document") or {}
    metrics = doc.get("metrics") or {}
    settings = doc.get("settings") or {}
    decode = metrics.get("decode_tok_s") or {}
    runs = decode.get("runs") or []
    ttft = metrics.get("ttft_s") or {}
    server = metrics.get("server_decode_tok_s") or {}
    setup, short = _result_setup(doc)
    peak = metrics.get("peak_gpu_memory_mib")
    card = _card_memory(doc.get("hardware") or {}, cards)
    if peak is None:
        memory = "not measured"
    elif card:
        free = card - float(peak)
        memory = (
            f"{fmt_num(peak, 0)} of {fmt_num(card, 0)} MiB "
            f"({fmt_num(free, 0)} MiB free, {fmt_num(100 * free / card, 1)}%)"
        )
    else:
        memory = f"{fmt_num(peak, 0)} MiB (card size unknown)"
    sampling = metrics.get("gpu_memory_sampling") or {}
    if peak is not None and sampling.get("too_few"):
        memory += (
            f"; peak from only {sampling.get('samples')} of ~{sampling.get('expected')} "
            f"samples ({sampling.get('read_errors')} reads failed)"
        )
    n = len(runs) or int(settings.get("repeats") or 0)
    accept = metrics.get("accept_length")
    demo = bool(doc.get("demo"))
    return Measured(
        job_id=str(doc.get("job_id", "")),
        setup=f"{DEMO_LABEL}: {setup}" if demo else setup,
        short=short,
        context=fmt_context(settings.get("context")),
        decode=" – ".join(fmt_num(decode.get(k), strip=False) for k in ("min", "median", "max")),
        decode_min=float(decode.get("min") or 0.0),
        decode_median=float(decode.get("median") or 0.0),
        decode_max=float(decode.get("max") or 0.0),
        runs=n,
        server_decode=fmt_num(server.get("median"), strip=False) if server else "—",
        ttft=(f"{fmt_range(ttft.get('min'), ttft.get('max'), 2)} s" if ttft else "—"),
        memory=memory,
        accept_length=fmt_num(accept, 2) if accept is not None else "—",
        date=_date(doc.get("finished_at")),
        source=str(item.get("source") or ""),
        fixups=_fixups(doc.get("model") or {}),
        demo=demo,
    )


def failed_row(item: JSON) -> Failed:
    """A failed ``{"document", "source"}`` result as a table row."""
    doc = item.get("document") or {}
    failure = doc.get("failure") or {}
    setup, _ = _result_setup(doc)
    return Failed(
        job_id=str(doc.get("job_id", "")),
        setup=setup,
        kind=str(failure.get("kind") or "unknown"),
        message=str(failure.get("message") or ""),
        fixups=_fixups(doc.get("model") or {}),
        date=_date(doc.get("finished_at")),
        source=str(item.get("source") or ""),
    )


def _is_decode(claim: JSON) -> bool:
    """Decode throughput only: prefill and total throughput are other figures."""
    return claim.get("metric") == DECODE and claim.get("kind", "absolute") == "absolute"


def _float(value: Any) -> float | None:
    try:
        out = float(value)
    except (TypeError, ValueError):
        return None
    return out if math.isfinite(out) else None


def claim_history(claim: JSON) -> str:
    """``first seen 2026-11-14; was 515 tok/s, unverifiable until 2026-11-30`` (``in URL``
    after the date when it was first seen somewhere other than its source)."""
    parts = []
    if claim.get("first_seen_at"):
        seen_in = claim.get("first_seen_in")
        where = f" in {seen_in}" if seen_in and seen_in != claim.get("source") else ""
        parts.append(f"first seen {_date(claim['first_seen_at'])}{where}")
    before = claim.get("previous")
    if isinstance(before, Mapping):
        low, high = _float(before.get("value_min")), _float(before.get("value_max"))
        value = _float(before.get("value"))
        figure = (
            fmt_range(low, high, 2) if low is not None and high is not None else fmt_num(value, 2)
        )
        named = ", ".join(str(before[k]) for k in ("engine", "mode") if before.get(k))
        was = ", ".join(
            p
            for p in (f"{figure} {before.get('unit') or ''}".strip(), named, before.get("standing"))
            if p
        )
        parts.append(f"was {was} until {_date(claim.get('changed_at'))}")
    return "; ".join(parts)


def claim_view(
    claim: JSON, verdict: JSON | None, demo_jobs: frozenset[str] = frozenset()
) -> ClaimView:
    """A claim (and its verdict, for checkable claims) as shown.

    A verdict reached against a result in ``demo_jobs`` says so in its text and ratio.
    """
    value = _float(claim.get("value"))
    low, high = _float(claim.get("value_min")), _float(claim.get("value_max"))
    unit = str(claim.get("unit") or "")
    figure = fmt_range(low, high, 2) if low is not None and high is not None else fmt_num(value, 2)
    figure = f"{figure} {unit}".strip()
    parts = _setup_parts(
        claim.get("engine"),
        claim.get("engine_version"),
        claim.get("mode"),
        claim.get("hardware"),
        claim.get("gpu_count"),
        claim.get("precision"),
        claim.get("concurrency"),
    )
    missing = [str(m) for m in (claim.get("missing") or [])]
    short_parts = _setup_parts(
        claim.get("engine"),
        claim.get("engine_version"),
        claim.get("mode"),
        claim.get("hardware"),
        claim.get("gpu_count"),
        claim.get("precision"),
        None,
    )
    standing = str(claim.get("standing") or "")
    if standing == "unverifiable":
        names = [m for m in missing if m in ("engine", "mode")] or ["engine", "mode"]
        short_parts.append("no " + " or ".join(names) + " named")
    view = ClaimView(
        text=str(claim.get("text") or ""),
        figure=figure,
        metric=str(claim.get("metric") or ""),
        value=value,
        value_min=low,
        value_max=high,
        decode=_is_decode(claim),
        setup=", ".join(parts) if parts else "—",
        short=" · ".join(short_parts),
        source="; ".join(source_names(claim)),
        date=_date(claim.get("date")),
        standing=standing,
        missing=", ".join(missing) if missing else "—",
        history=claim_history(claim),
    )
    if verdict is None or standing == "unverifiable":
        return view
    ratio = _float(verdict.get("ratio"))
    against = str(verdict.get("measurement") or verdict.get("job_id") or "")
    demo = bool(against) and against in demo_jobs
    name = str(verdict.get("verdict") or "not yet measured")
    ratio_text = f"{ratio:.2f}×" if ratio is not None else "—"
    if demo:
        name = f"{name} against {DEMO_LABEL}"
        ratio_text = f"DEMO {ratio_text}" if ratio is not None else ratio_text
    return ClaimView(
        **{
            **view.__dict__,
            "verdict": name,
            "ratio": ratio_text,
            "demo": demo,
            "reason": str(verdict.get("reason") or ""),
            "measurement": str(verdict.get("measurement") or ""),
        }
    )


__all__ = [
    "DEMO_HEADLINE",
    "DEMO_LABEL",
    "METRIC_LABELS",
    "ClaimView",
    "Failed",
    "Measured",
    "claim_view",
    "failed_row",
    "measured_row",
]
