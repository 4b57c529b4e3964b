"""GPU sampling: peaks from a backend, nvidia-smi parsing, nulls without a GPU."""

from __future__ import annotations

import threading

import pytest

from watcher.bench.gpu import GpuInfo, GpuSampler, NvidiaSmiBackend, open_backend


class Scripted:
    """A backend that replays used-memory readings, then repeats the last."""

    def __init__(self, readings: list[list[float]]) -> None:
        self.readings = readings
        self.i = 0
        self.read = threading.Event()

    def info(self) -> GpuInfo:
        return GpuInfo("NVIDIA H200", 2, 143771, "570.86", "test")

    def used_mib(self) -> list[float]:
        value = self.readings[min(self.i, len(self.readings) - 1)]
        self.i += 1
        if self.i >= len(self.readings):
            self.read.set()
        if value == [-1.0]:
            raise RuntimeError("NVML hiccup")
        return value

    def close(self) -> None:
        pass


def test_peak_sums_gpus_and_skips_errors() -> None:
    """Peak of the sum over GPUs; per-GPU peaks; a failed read is counted, not a figure."""
    s = GpuSampler(Scripted([[100.0, 50.0], [-1.0], [300.0, 10.0], [120.0, 200.0]]))
    for _ in range(4):
        s.sample_once()
    assert s.peak_mib == 320.0
    assert s.peak_per_gpu_mib == [300.0, 200.0]
    assert (s.samples, s.errors) == (3, 1)


def test_thread_samples_until_stopped() -> None:
    """The background thread samples at the interval until stop()."""
    backend = Scripted([[10.0], [20.0], [15.0]])
    with GpuSampler(backend, interval_s=0.001) as s:
        assert backend.read.wait(5)
    assert s.peak_mib == 20.0 and s.samples >= 3


def test_no_backend_means_nulls() -> None:
    """Without a GPU nothing is sampled and the peak stays None."""
    with GpuSampler(None) as s:
        s.sample_once()
    assert s.peak_mib is None and s.samples == 0
    hw = GpuInfo(note="no NVIDIA GPU found").to_hardware()
    assert hw == {
        "gpu": None,
        "gpu_count": None,
        "gpu_memory_mib": None,
        "driver": None,
        "note": "no NVIDIA GPU found",
    }


def test_nvidia_smi_backend_parses_csv() -> None:
    """--format=csv,noheader,nounits rows: one per GPU."""
    calls: list[list[str]] = []

    def run(argv: list[str]) -> str:
        calls.append(argv)
        if "--query-gpu=memory.used" in argv:
            return "21924\n512\n"
        return (
            "NVIDIA GeForce RTX 4090, 24564, 550.54.14\nNVIDIA GeForce RTX 4090, 24564, 550.54.14\n"
        )

    b = NvidiaSmiBackend(run)
    info = b.info()
    assert (info.name, info.count, info.memory_mib, info.driver, info.source) == (
        "NVIDIA GeForce RTX 4090",
        2,
        24564,
        "550.54.14",
        "nvidia-smi",
    )
    assert b.used_mib() == [21924.0, 512.0]
    assert calls[0][-1] == "--format=csv,noheader,nounits"


def test_this_machine_without_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    """Here (no NVIDIA GPU, no nvidia-smi) open_backend says why and returns None."""
    monkeypatch.setenv("PATH", "/nonexistent")
    backend, why = open_backend()
    if backend is not None:  # a GPU machine running the suite
        backend.close()
        pytest.skip("this machine has an NVIDIA GPU")
    assert why is not None and "GPU fields are null" in why


class Ticking:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_coverage_counts_samples_and_errors_and_marks_too_few() -> None:
    """Samples and failed reads are recorded; a peak from too few samples is marked."""
    clock = Ticking()
    s = GpuSampler(Scripted([[10.0], [-1.0]]), interval_s=0.05, clock=clock)
    s.started_at = 0.0
    s.sample_once()  # one good read, then every read fails
    for _ in range(19):
        s.sample_once()
    clock.now = 1.0  # 1 s at 50 ms: ~21 samples expected
    s.stopped_at = 1.0
    cov = s.coverage()
    assert cov == {
        "samples": 1,
        "read_errors": 19,
        "interval_s": 0.05,
        "expected": 21,
        "too_few": True,
    }
    good = GpuSampler(Scripted([[10.0]]), interval_s=0.05, clock=clock)
    good.started_at, good.stopped_at = 0.0, 1.0
    for _ in range(21):
        good.sample_once()
    assert (good.coverage() or {})["too_few"] is False
    assert GpuSampler(None).coverage() is None
