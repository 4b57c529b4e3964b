"""Report assembly: plain data in (events, PR states, results, claims, verdicts), a report
model out. Pure — no store, no clock, no files — so the report is tested from literals.

The model keeps three kinds of figure apart, and nothing downstream may mix them:

- ``measured``: our own ``watcher.bench-result/1`` documents (failed runs listed apart);
- ``checkable``: claims that name engine and mode, each with a verdict against ours;
- ``unverifiable``: claims that name no engine or no mode, with what is missing.

Ordering is stable (by data, never by arrival) and no value depends on the wall clock, so
two assemblies of the same data are equal and committed reports diff cleanly.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

THROUGHPUT_UNITS = frozenset({"tok/s", "tokens/s", "t/s"})
VERDICTS = (
    "consistent",
    "measured lower",
    "measured higher",
    "not yet measured",
    "cannot be checked here",
)
MAX_CHANGES = 30
METRIC_LABELS = {
    "decode_tok_s": "decode",
    "throughput": "decode",
    "ttft_s": "first token",
    "peak_memory_mib": "peak memory",
    "peak_gpu_memory_mib": "peak memory",
    "weights_memory": "weights memory",
    "accept_length": "acceptance length",
}

JSON = Mapping[str, Any]


# ----------------------------------------------------------------------------- input


@dataclass(frozen=True)
class ReportInput:
    """Everything a report is made from, as plain data (see ``watcher.report.load``)."""

    events: Sequence[JSON] = ()
    """Event JSON (DESIGN.md) ordered by id; ``payload`` optional."""
    since_event_id: int = 0
    """Events with a larger id are "new since the last report"."""
    prs: Sequence[JSON] = ()
    """Watched PRs: repo, number, title, state, merged, merged_at, approved, released_in,
    url, rules."""
    results: Sequence[JSON] = ()
    """``{"document": <bench-result JSON>, "source": <run URL or None>}``."""
    claims: Sequence[JSON] = ()
    """Claim JSON (DESIGN.md) plus optional ``date``, ``value_min``, ``value_max``."""
    verdicts: Sequence[JSON | None] = ()
    """Aligned with ``claims``: {verdict, ratio, measurement, reason} or None."""
    card_memory_mib: Mapping[str, int] = field(default_factory=dict)
    """GPU name (and aliases) → memory per card, for headroom."""
    advanced_rules: frozenset[str] = frozenset()
    """Rule names that watch for a self-speculative / parallel-decode path."""
    tool_version: str = ""
    rules_source: str = ""
    """The rules file or folder in use (shown in the footer)."""
    tolerance: float = 0.10
    title: str = "Upstream watcher report"


# ----------------------------------------------------------------------------- model


@dataclass(frozen=True)
class Change:
    """One event since the last report."""

    id: int
    at: str
    type: str
    ref: str
    title: str
    url: str


@dataclass(frozen=True)
class WatchedPr:
    """The current state of one watched PR."""

    ref: str
    title: str
    url: str
    state: str
    approved: bool
    merged_at: str
    released_in: str
    advanced: bool


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
    throughput: bool
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


@dataclass(frozen=True)
class Comparison:
    """One line of the SCENARIO-style table: setup | throughput | standing."""

    setup: str
    throughput: str
    standing: str


@dataclass(frozen=True)
class Bar:
    """One chart bar; ``kind`` is measured | claimed | unverifiable."""

    label: str
    value: float
    low: float | None
    high: float | None
    kind: str
    text: str


@dataclass(frozen=True)
class Report:
    """The assembled report (rendered by ``watcher.report.render``)."""

    title: str
    as_of: str
    since_event_id: int
    through_event_id: int
    changes: list[Change]
    changes_left_off: int
    watched: list[WatchedPr]
    advanced_status: str
    measured: list[Measured]
    failed: list[Failed]
    checkable: list[ClaimView]
    unverifiable: list[ClaimView]
    comparison: list[Comparison]
    bars: list[Bar]
    tool_version: str
    tolerance: float
    rules_source: str = ""

    @property
    def headline(self) -> str:
        """One sentence: what the report holds."""
        parts = [
            f"{len(self.changes) + self.changes_left_off} change(s) since the last report",
            f"{len(self.measured)} measured run(s)",
            f"{len(self.failed)} failed run(s)",
            f"{len(self.checkable)} checkable claim(s)",
            f"{len(self.unverifiable)} unverifiable claim(s)",
        ]
        return ", ".join(parts) + "."


# ------------------------------------------------------------------------ formatting


def fmt_num(value: float | None, decimals: int = 1, *, strip: bool = True) -> str:
    """A number with thousands separators and ``decimals`` decimals (trailing zeros cut)."""
    if value is None or not math.isfinite(value):
        return "—"
    text = f"{value:,.{decimals}f}"
    if strip and "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def fmt_range(low: float | None, high: float | None, decimals: int = 1) -> str:
    """``low–high`` (or one number when they are equal)."""
    if low is None or high is None:
        return fmt_num(low if high is None else high, decimals)
    if fmt_num(low, decimals) == fmt_num(high, decimals):
        return fmt_num(low, decimals)
    return f"{fmt_num(low, decimals)}–{fmt_num(high, decimals)}"


def fmt_context(tokens: int | None) -> str:
    """128K-style context length."""
    if not tokens:
        return "—"
    if tokens % 1024 == 0:
        return f"{tokens // 1024}K"
    return f"{tokens:,}"


def _date(value: Any) -> str:
    return str(value)[:10] if value else "—"


def _mode(mode: Any) -> str:
    return {"ar": "AR", None: "", "": ""}.get(mode, str(mode)) if mode is not None else ""


def _setup_parts(
    engine: Any, version: Any, mode: Any, gpu: Any, count: Any, precision: Any, concurrency: Any
) -> list[str]:
    parts: list[str] = []
    eng = " ".join(str(x) for x in (engine, version) if x)
    if eng:
        parts.append(eng)
    if mode:
        parts.append(f"{_mode(mode)} mode")
    if gpu:
        parts.append(f"{count or 1}× {gpu}")
    if precision:
        parts.append(str(precision))
    if concurrency:
        parts.append(
            "one request at a time" if concurrency == 1 else f"{concurrency} concurrent requests"
        )
    return parts


# -------------------------------------------------------------------------- assembly


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
    n = len(runs) or int(settings.get("repeats") or 0)
    accept = metrics.get("accept_length")
    return Measured(
        job_id=str(doc.get("job_id", "")),
        setup=setup,
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


def _is_throughput(claim: JSON) -> bool:
    unit = str(claim.get("unit") or "").lower()
    metric = str(claim.get("metric") or "").lower()
    return unit in THROUGHPUT_UNITS or metric in ("decode_tok_s", "throughput", "tok_s")


def _float(value: Any) -> float | None:
    try:
        out = float(value)
    except (TypeError, ValueError):
        return None
    return out if math.isfinite(out) else None


def claim_view(claim: JSON, verdict: JSON | None) -> ClaimView:
    """A claim (and its verdict, for checkable claims) as shown."""
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
        throughput=_is_throughput(claim),
        setup=", ".join(parts) if parts else "—",
        short=" · ".join(short_parts),
        source=str(claim.get("source") or ""),
        date=_date(claim.get("date")),
        standing=standing,
        missing=", ".join(missing) if missing else "—",
    )
    if verdict is None or standing == "unverifiable":
        return view
    ratio = _float(verdict.get("ratio"))
    return ClaimView(
        **{
            **view.__dict__,
            "verdict": str(verdict.get("verdict") or "not yet measured"),
            "ratio": f"{ratio:.2f}×" if ratio is not None else "—",
            "reason": str(verdict.get("reason") or ""),
            "measurement": str(verdict.get("measurement") or ""),
        }
    )


def _ref(ev: JSON) -> str:
    if ev.get("number"):
        return f"{ev.get('repo')}#{ev.get('number')}"
    if ev.get("tag"):
        return f"{ev.get('repo')}@{ev.get('tag')}"
    return str(ev.get("repo") or "")


def _advanced_status(prs: Sequence[WatchedPr]) -> str:
    advanced = [p for p in prs if p.advanced]
    released = [p for p in advanced if p.released_in]
    if released:
        return "yes — " + "; ".join(f"{p.ref} in {p.released_in}" for p in released)
    if not advanced:
        return "no — no matching pull request has been seen yet"
    states = "; ".join(
        f"{p.ref} {'merged ' + p.merged_at if p.merged_at != '—' else p.state}"
        + (", approved" if p.approved and p.state == "open" else "")
        + (", awaiting review" if not p.approved and p.state == "open" else "")
        for p in advanced
    )
    return f"no — {states}; none is in a release yet"


def assemble(data: ReportInput) -> Report:
    """Build the report model from plain data (deterministic, no I/O)."""
    events = sorted(data.events, key=lambda e: (int(e.get("id") or 0), str(e.get("key"))))
    new = [e for e in events if int(e.get("id") or 0) > data.since_event_id]
    shown = new[-MAX_CHANGES:]
    changes = [
        Change(
            id=int(e.get("id") or 0),
            at=str(e.get("at") or ""),
            type=str(e.get("type") or ""),
            ref=_ref(e),
            title=str(e.get("title") or ""),
            url=str(e.get("url") or ""),
        )
        for e in shown
    ]
    through = max((int(e.get("id") or 0) for e in events), default=data.since_event_id)

    watched = [
        WatchedPr(
            ref=f"{p.get('repo')}#{p.get('number')}",
            title=str(p.get("title") or ""),
            url=str(p.get("url") or ""),
            state="merged" if p.get("merged") else str(p.get("state") or "open"),
            approved=bool(p.get("approved")),
            merged_at=_date(p.get("merged_at")),
            released_in=str(p.get("released_in") or ""),
            advanced=bool(set(p.get("rules") or ()) & data.advanced_rules),
        )
        for p in sorted(data.prs, key=lambda p: (str(p.get("repo")), int(p.get("number") or 0)))
    ]

    succeeded = [r for r in data.results if (r.get("document") or {}).get("status") == "succeeded"]
    failed = [r for r in data.results if (r.get("document") or {}).get("status") != "succeeded"]
    measured = sorted(
        (measured_row(r, data.card_memory_mib) for r in succeeded),
        key=lambda m: (m.setup, m.date, m.job_id),
    )
    failed_rows = sorted((failed_row(r) for r in failed), key=lambda f: (f.date, f.job_id))

    verdicts = list(data.verdicts) + [None] * (len(data.claims) - len(data.verdicts))
    views = [claim_view(c, v) for c, v in zip(data.claims, verdicts, strict=False)]

    def order(v: ClaimView) -> tuple[str, str, str, str]:
        return (v.date, v.source, v.metric, v.text)

    checkable = sorted((v for v in views if v.standing != "unverifiable"), key=order)
    unverifiable = sorted((v for v in views if v.standing == "unverifiable"), key=order)

    comparison = [
        Comparison(
            setup=m.setup + (f", {m.context} context" if m.context != "—" else ""),
            throughput=(
                f"{fmt_num(m.decode_median, strip=False)} tok/s (median; "
                f"{fmt_num(m.decode_min, strip=False)}–"
                f"{fmt_num(m.decode_max, strip=False)} over {m.runs} runs)"
            ),
            standing=f"measured by us ({m.job_id}, {m.date})",
        )
        for m in measured
    ]
    comparison += [
        Comparison(
            setup=c.setup,
            throughput=c.figure,
            standing=f"claimed ({c.source}); {c.verdict or 'not yet checked'}"
            + (f", {c.ratio}" if c.ratio and c.ratio != "—" else ""),
        )
        for c in checkable
        if c.throughput
    ]

    bars = [
        Bar(
            label=m.short,
            value=m.decode_median,
            low=m.decode_min,
            high=m.decode_max,
            kind="measured",
            text=f"{fmt_num(m.decode_median, strip=False)} tok/s",
        )
        for m in measured
    ]
    for kind, group in (("claimed", checkable), ("unverifiable", unverifiable)):
        for c in group:
            if not c.throughput:
                continue
            value = (
                c.value
                if c.value is not None
                else (
                    (c.value_min + c.value_max) / 2
                    if c.value_min is not None and c.value_max is not None
                    else None
                )
            )
            if value is None:
                continue
            bars.append(
                Bar(
                    label=c.short,
                    value=value,
                    low=c.value_min,
                    high=c.value_max,
                    kind=kind,
                    text=c.figure,
                )
            )

    dates = (
        [c.at[:10] for c in changes]
        + [m.date for m in measured]
        + [f.date for f in failed_rows]
        + [e.get("at", "")[:10] for e in events]
    )
    as_of = max((d for d in dates if d and d != "—"), default="—")
    return Report(
        title=data.title,
        as_of=as_of,
        since_event_id=data.since_event_id,
        through_event_id=through,
        changes=changes,
        changes_left_off=len(new) - len(shown),
        watched=watched,
        advanced_status=_advanced_status(watched),
        measured=measured,
        failed=failed_rows,
        checkable=checkable,
        unverifiable=unverifiable,
        comparison=comparison,
        bars=bars,
        tool_version=data.tool_version,
        tolerance=data.tolerance,
        rules_source=data.rules_source,
    )


__all__ = [
    "VERDICTS",
    "Bar",
    "Change",
    "ClaimView",
    "Comparison",
    "Failed",
    "Measured",
    "Report",
    "ReportInput",
    "WatchedPr",
    "assemble",
    "claim_view",
    "failed_row",
    "fmt_context",
    "fmt_num",
    "fmt_range",
    "measured_row",
]
