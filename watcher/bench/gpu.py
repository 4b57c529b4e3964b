"""GPU identity and memory sampling: NVML (``nvidia-ml-py``), else ``nvidia-smi``, else none.

On a machine without an NVIDIA GPU every figure is None and ``note`` says why — never
invented. The sampler runs in a background thread every ``interval_s`` (≤ 50 ms) during
load and generation and keeps the peak of the memory used on all visible GPUs together.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Protocol

SAMPLE_INTERVAL_S = 0.05
MIB = 1024 * 1024


@dataclass(frozen=True)
class GpuInfo:
    """What the machine's GPUs are; all None without a GPU (``note`` says why)."""

    name: str | None = None
    count: int | None = None
    memory_mib: int | None = None
    driver: str | None = None
    source: str | None = None
    note: str | None = None

    def to_hardware(self) -> dict[str, Any]:
        """The result's ``hardware`` object."""
        out: dict[str, Any] = {
            "gpu": self.name,
            "gpu_count": self.count,
            "gpu_memory_mib": self.memory_mib,
            "driver": self.driver,
        }
        if self.source:
            out["source"] = self.source
        if self.note:
            out["note"] = self.note
        return out


class GpuBackend(Protocol):
    """Reads identity once and used memory (MiB per GPU) on demand."""

    def info(self) -> GpuInfo:
        """Identity of the GPUs."""
        ...

    def used_mib(self) -> list[float]:
        """Memory in use now, per GPU, in MiB."""
        ...

    def close(self) -> None:
        """Release the backend."""
        ...


class NvmlBackend:
    """NVML through ``pynvml`` (package ``nvidia-ml-py``, extra ``gpu``)."""

    def __init__(self) -> None:
        import pynvml

        self._nv: Any = pynvml
        pynvml.nvmlInit()
        count = pynvml.nvmlDeviceGetCount()
        if count == 0:
            pynvml.nvmlShutdown()
            raise RuntimeError("NVML sees no GPU")
        self._handles = [pynvml.nvmlDeviceGetHandleByIndex(i) for i in range(count)]

    def info(self) -> GpuInfo:
        """Name, count, total memory of GPU 0 and driver version."""
        nv = self._nv
        name = nv.nvmlDeviceGetName(self._handles[0])
        driver = nv.nvmlSystemGetDriverVersion()
        total = nv.nvmlDeviceGetMemoryInfo(self._handles[0]).total
        return GpuInfo(
            name=_s(name),
            count=len(self._handles),
            memory_mib=int(total // MIB),
            driver=_s(driver),
            source="nvml",
        )

    def used_mib(self) -> list[float]:
        """Used memory per GPU."""
        return [self._nv.nvmlDeviceGetMemoryInfo(h).used / MIB for h in self._handles]

    def close(self) -> None:
        """nvmlShutdown."""
        self._nv.nvmlShutdown()


class NvidiaSmiBackend:
    """``nvidia-smi --query-gpu=... --format=csv,noheader,nounits`` when NVML is missing."""

    def __init__(self, run: Callable[[list[str]], str] | None = None) -> None:
        self._run = run or _run_smi
        rows = self._query("name,memory.total,driver_version")
        if not rows:
            raise RuntimeError("nvidia-smi lists no GPU")
        self._rows = rows

    def _query(self, fields: str) -> list[list[str]]:
        out = self._run(["nvidia-smi", f"--query-gpu={fields}", "--format=csv,noheader,nounits"])
        return [[c.strip() for c in line.split(",")] for line in out.splitlines() if line.strip()]

    def info(self) -> GpuInfo:
        """From the first row; count = number of rows."""
        name, total, driver = self._rows[0][:3]
        return GpuInfo(
            name=name,
            count=len(self._rows),
            memory_mib=int(float(total)),
            driver=driver,
            source="nvidia-smi",
        )

    def used_mib(self) -> list[float]:
        """``memory.used`` per GPU (each call spawns nvidia-smi: ~20-50 ms)."""
        return [float(r[0]) for r in self._query("memory.used")]

    def close(self) -> None:
        """Nothing to release."""


def _run_smi(argv: list[str]) -> str:
    return subprocess.run(argv, capture_output=True, text=True, timeout=10, check=True).stdout


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def open_backend() -> tuple[GpuBackend | None, str | None]:
    """The best available backend, or (None, why there is none)."""
    reasons = []
    try:
        return NvmlBackend(), None
    except Exception as exc:  # ImportError, NVMLError, no GPU: all mean "not this way"
        reasons.append(f"NVML: {exc.__class__.__name__}: {exc}".strip())
    if shutil.which("nvidia-smi"):
        try:
            return NvidiaSmiBackend(), None
        except Exception as exc:
            reasons.append(f"nvidia-smi: {exc}")
    else:
        reasons.append("nvidia-smi: not on PATH")
    return None, "no NVIDIA GPU found (" + "; ".join(reasons) + "): GPU fields are null"


MIN_SAMPLES = 3
MIN_SAMPLE_FRACTION = 0.5
"""A peak read from fewer than half the samples the interval promises is marked."""


@dataclass
class GpuSampler:
    """Samples used memory in a thread; ``peak_mib`` is None when there is no backend."""

    backend: GpuBackend | None
    interval_s: float = SAMPLE_INTERVAL_S
    clock: Callable[[], float] = time.monotonic
    peak_mib: float | None = None
    peak_per_gpu_mib: list[float] = field(default_factory=list)
    samples: int = 0
    errors: int = 0
    started_at: float | None = None
    stopped_at: float | None = None
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def sample_once(self) -> None:
        """Take one sample and update the peaks."""
        if self.backend is None:
            return
        try:
            used = self.backend.used_mib()
        except Exception:  # a failed read is not a figure; count it and go on
            self.errors += 1
            return
        with self._lock:
            self.samples += 1
            total = sum(used)
            if self.peak_mib is None or total > self.peak_mib:
                self.peak_mib = total
            if len(self.peak_per_gpu_mib) != len(used):
                self.peak_per_gpu_mib = list(used)
            else:
                self.peak_per_gpu_mib = [
                    max(a, b) for a, b in zip(self.peak_per_gpu_mib, used, strict=True)
                ]

    def reset_peak(self) -> None:
        """Forget the peak so far (e.g. before the context probe)."""
        with self._lock:
            self.peak_mib = None
            self.peak_per_gpu_mib = []

    def _loop(self) -> None:
        while not self._stop.is_set():
            started = self.clock()
            self.sample_once()
            self._stop.wait(max(0.0, self.interval_s - (self.clock() - started)))

    def start(self) -> GpuSampler:
        """Start the background thread (no-op without a backend)."""
        if self.backend is not None and self._thread is None:
            self.started_at, self.stopped_at = self.clock(), None
            self._stop.clear()
            self._thread = threading.Thread(target=self._loop, name="gpu-sampler", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop the thread after one last sample."""
        if self._thread is not None:
            self._stop.set()
            self._thread.join(timeout=5)
            self._thread = None
            self.sample_once()
            self.stopped_at = self.clock()

    def coverage(self) -> dict[str, Any] | None:
        """How well the peak is sampled: samples taken, reads failed, samples expected at
        the interval over the sampled time, and ``too_few`` when fewer than
        :data:`MIN_SAMPLE_FRACTION` of them (or under :data:`MIN_SAMPLES`) were read.
        None without a backend (no peak is published then)."""
        if self.backend is None or self.started_at is None:
            return None
        end = self.stopped_at if self.stopped_at is not None else self.clock()
        expected = max(1, int((end - self.started_at) / self.interval_s) + 1)
        return {
            "samples": self.samples,
            "read_errors": self.errors,
            "interval_s": self.interval_s,
            "expected": expected,
            "too_few": self.samples < max(MIN_SAMPLES, MIN_SAMPLE_FRACTION * expected),
        }

    def __enter__(self) -> GpuSampler:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
