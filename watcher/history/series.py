"""Benchmark series (pure): which results belong together, and in which order.

A *series* is every result of one setup: benchmark, engine, mode, model and its
quantization, GPU and GPU count, and concurrency. Its points are ordered by the engine
version they measured — release order for tags (the release's publication date), the
commit date for commits (a PR's merge time for its merge commit) — and, when the store
knows neither, by when the run finished. Nothing here reads the store: callers pass the
result documents with the dates they know (``watcher.history.load`` does).

A point whose client and engine decode rates disagree (the harness's own warning, the
same 5% rule) is *suspect*: it is listed and drawn, but it never raises an alarm and is
never the baseline another point is compared with. A failed run is a point without
figures: listed, never compared.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from watcher.bench.measure import rate_disagreement

JSON = Mapping[str, Any]


@dataclass(frozen=True, order=True)
class SeriesKey:
    """The setup that makes results comparable."""

    benchmark: str
    engine: str
    mode: str
    model: str
    quantization: str
    gpu: str
    gpu_count: int
    concurrency: int

    @property
    def id(self) -> str:
        """A stable, readable identifier: the event key's and the site page's name."""
        parts = [
            self.benchmark,
            self.engine,
            self.mode,
            self.model,
            self.quantization,
            f"{self.gpu_count}x{self.gpu}",
            f"c{self.concurrency}",
        ]
        return "/".join(_slug(p) for p in parts)

    def describe(self) -> str:
        """The setup in words (for tables and page titles)."""
        gpu = f"{self.gpu_count}× {self.gpu}" if self.gpu != "-" else "no GPU"
        quant = f", {self.quantization}" if self.quantization != "-" else ""
        return (
            f"{self.model}{quant}, {self.engine} {self.mode} mode, {gpu}, "
            f"concurrency {self.concurrency}"
        )

    def to_json(self) -> dict[str, Any]:
        """The key's fields as JSON, plus its id."""
        return {
            "id": self.id,
            "benchmark": self.benchmark,
            "engine": self.engine,
            "mode": self.mode,
            "model": self.model,
            "quantization": self.quantization,
            "gpu": self.gpu,
            "gpu_count": self.gpu_count,
            "concurrency": self.concurrency,
        }


def _slug(text: str) -> str:
    slug = re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-.")
    return slug[:60] or "-"


def series_key(doc: JSON, benchmark: str | None) -> SeriesKey:
    """The series a result document belongs to (``benchmark`` from its job, if known)."""
    engine = doc.get("engine") or {}
    model = doc.get("model") or {}
    hardware = doc.get("hardware") or {}
    settings = doc.get("settings") or {}
    return SeriesKey(
        benchmark=benchmark or str(doc.get("benchmark") or "-"),
        engine=str(engine.get("name") or "-"),
        mode=str(engine.get("mode") or "-"),
        model=str(model.get("name") or "-"),
        quantization=str(model.get("quantization") or "-"),
        gpu=str(hardware.get("gpu") or "-"),
        gpu_count=int(hardware.get("gpu_count") or (1 if hardware.get("gpu") else 0)),
        concurrency=int(settings.get("concurrency") or 1),
    )


@dataclass(frozen=True)
class Stored:
    """A stored result with what the store knows around it (the loader's output)."""

    document: JSON
    benchmark: str | None = None
    ref: str | None = None
    """The engine ref the job pinned (tag or commit); None for a result without a job."""
    ref_date: str | None = None
    """When that ref was published (release) or committed (merge); None if unknown."""
    source: str | None = None


@dataclass(frozen=True)
class Point:
    """One result in a series."""

    job_id: str
    ref: str
    version: str
    date: str
    """The ordering date: the ref's date, else when the run finished."""
    dated_by: str  # "release" | "commit" | "run"
    status: str
    runs: tuple[float, ...] = ()
    minimum: float | None = None
    median: float | None = None
    maximum: float | None = None
    suspect: str | None = None
    finished_at: str = ""
    source: str | None = None
    failure: str | None = None

    @property
    def usable(self) -> bool:
        """Figures that may be compared: succeeded, with runs, not suspect."""
        return self.status == "succeeded" and bool(self.runs) and self.suspect is None

    def to_json(self) -> dict[str, Any]:
        """The point as JSON."""
        return {
            "job_id": self.job_id,
            "ref": self.ref,
            "version": self.version,
            "date": self.date,
            "dated_by": self.dated_by,
            "status": self.status,
            "decode_tok_s": None
            if self.median is None
            else {
                "min": self.minimum,
                "median": self.median,
                "max": self.maximum,
                "runs": list(self.runs),
            },
            "suspect": self.suspect,
            "failure": self.failure,
            "finished_at": self.finished_at,
            "source": self.source,
        }


@dataclass(frozen=True)
class Series:
    """A setup and its points, in version order."""

    key: SeriesKey
    points: tuple[Point, ...] = field(default_factory=tuple)

    @property
    def id(self) -> str:
        """The key's id."""
        return self.key.id

    def latest(self) -> Point | None:
        """The last point with figures."""
        usable = [p for p in self.points if p.median is not None]
        return usable[-1] if usable else None

    def to_json(self) -> dict[str, Any]:
        """The series as JSON (``watcher history --json``)."""
        return {**self.key.to_json(), "points": [p.to_json() for p in self.points]}


def _ref_of(doc: JSON, stored_ref: str | None) -> str:
    engine = doc.get("engine") or {}
    return str(stored_ref or engine.get("commit") or engine.get("version") or doc.get("job_id"))


def point_of(item: Stored) -> Point:
    """A stored result as a series point."""
    doc = item.document
    engine = doc.get("engine") or {}
    metrics = doc.get("metrics") or {}
    decode = (
        metrics.get("decode_tok_s") if isinstance(metrics.get("decode_tok_s"), Mapping) else None
    )
    server = (
        metrics.get("server_decode_tok_s")
        if isinstance(metrics.get("server_decode_tok_s"), Mapping)
        else None
    )
    status = str(doc.get("status") or "failed")
    runs: tuple[float, ...] = ()
    lo = mid = hi = None
    if status == "succeeded" and decode is not None:
        runs = tuple(float(v) for v in decode.get("runs") or ())
        lo, mid, hi = (float(decode[k]) for k in ("min", "median", "max"))
        if not runs:  # a result without raw runs still draws, but cannot be tested
            runs = ()
    suspect = None
    if decode is not None and server is not None:
        suspect = rate_disagreement(decode.get("median"), server.get("median"))
    failure = doc.get("failure") if isinstance(doc.get("failure"), Mapping) else None
    finished = str(doc.get("finished_at") or "")
    date, by = (item.ref_date, _dated_by(item)) if item.ref_date else (finished, "run")
    return Point(
        job_id=str(doc.get("job_id")),
        ref=_ref_of(doc, item.ref),
        version=str(engine.get("version") or "-"),
        date=date,
        dated_by=by,
        status=status,
        runs=runs,
        minimum=lo,
        median=mid,
        maximum=hi,
        suspect=suspect,
        finished_at=finished,
        source=item.source,
        failure=f"{failure.get('kind')}: {failure.get('message')}" if failure else None,
    )


def _dated_by(item: Stored) -> str:
    ref = item.ref or ""
    return "commit" if re.fullmatch(r"[0-9a-f]{7,40}", ref) else "release"


def order_key(p: Point) -> tuple[str, str, str]:
    """Points sort by version date, then by when they ran, then by job id."""
    return (p.date, p.finished_at, p.job_id)


def build_series(items: Iterable[Stored]) -> list[Series]:
    """Group stored results into series, each in version order; series sorted by id."""
    groups: dict[SeriesKey, list[Point]] = {}
    for item in items:
        key = series_key(item.document, item.benchmark)
        groups.setdefault(key, []).append(point_of(item))
    return sorted(
        (Series(k, tuple(sorted(v, key=order_key))) for k, v in groups.items()),
        key=lambda s: s.id,
    )


def spread(values: Sequence[float]) -> float:
    """Relative spread of runs (stdev / median), 0 for fewer than two."""
    if len(values) < 2:
        return 0.0
    return statistics.stdev(values) / statistics.median(values)


__all__ = [
    "Point",
    "Series",
    "SeriesKey",
    "Stored",
    "build_series",
    "order_key",
    "point_of",
    "series_key",
    "spread",
]
