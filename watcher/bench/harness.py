"""Run one benchmark end to end and return its ``watcher.bench-result/1`` document.

preflight (GGUF metadata, fix-ups on a copy) → version → start the server (own process
group, log captured) → wait for readiness → warm-up → measured runs → mode check →
optional context probe → stop the server (always) → result.

Failures are results: the engine refusing the model, a crash, a timeout, OOM, a request
error or a speculative mode that shows no drafting give ``status: failed`` with
``failure.kind`` and the engine's own message line(s), and never a figure.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from watcher.bench.assemble import result_document
from watcher.bench.engines import HOST, Version
from watcher.bench.failures import classify_log, clean_lines
from watcher.bench.gpu import GpuInfo, GpuSampler
from watcher.bench.process import EngineStartFailed, ServerProcess, free_port
from watcher.bench.result import FailureKind
from watcher.bench.runs import MeasuredRuns
from watcher.bench.runstate import RunFailed, Seams, new_job_id, synthetic_prompt
from watcher.bench.specload import LoadedSpec

__all__ = ["RunFailed", "Seams", "new_job_id", "run_benchmark", "synthetic_prompt"]

LOG_TAIL_LINES = 30


class _Run(MeasuredRuns):
    """One benchmark run: the server's lifecycle around the measuring phases."""

    def run(self) -> dict[str, Any]:
        """The whole run; always returns a result document (failed or succeeded)."""
        failure: dict[str, Any] | None = None
        try:
            failure = self._run()
        except RunFailed as exc:
            failure = {"kind": exc.kind, "message": exc.message}
        except Exception as exc:  # a harness bug: still a result, never a figure
            failure = {"kind": "internal", "message": f"{exc.__class__.__name__}: {exc}"}
        finally:
            self.seams.reporter.phase("stopped" if self.server else "done")
        if failure is not None and self.server is not None:
            tail = clean_lines(self.server.log_text())[-LOG_TAIL_LINES:]
            failure["log_tail"] = tail
        return self.document(failure)

    def _run(self) -> dict[str, Any] | None:
        backend, why = self.seams.gpu()
        try:
            if backend is not None:
                self.gpu_info = backend.info()
            else:
                self.gpu_info = GpuInfo(note=why)
            self.sampler = GpuSampler(backend)
            served = self.preflight()
            self.capture_version()
            port = free_port()
            base = f"http://{HOST}:{port}"
            self.argv = self.engine.argv(self.spec, self.loaded.mode_flags, port, served)
            self.seams.workdir.mkdir(parents=True, exist_ok=True)
            log = self.seams.workdir / f"server-{self.job_id}.log"
            self.r.phase("starting", " ".join(self.argv))
            process = ServerProcess(self.argv, log, env=self.spec.server.env)
            try:
                process.start()
            except EngineStartFailed as exc:
                raise RunFailed("engine_start", str(exc)) from exc
            with self.sampler, process as srv:
                self.server = srv
                self.r.phase(
                    "loading", f"pid {srv.pid}, waiting for {self.engine.health_path} (log: {log})"
                )
                try:
                    srv.wait_ready(
                        self.seams.http,
                        base,
                        self.engine,
                        timeout_s=self.spec.ready_timeout_s or self.spec.timeout_s,
                        sleep=self.seams.sleep,
                    )
                except EngineStartFailed as exc:
                    time.sleep(0.1)
                    fallback: FailureKind = "timeout" if exc.timed_out else "engine_start"
                    c = classify_log(
                        srv.log_text(),
                        fallback=fallback,
                        context=str(exc),
                        exit_code=exc.exit_code_of_server,
                    )
                    raise RunFailed(c.kind, c.message) from exc
                info = self.fetch_info(base)
                if not (self.version.version or self.version.commit):
                    v = self.engine.version_from_info(info)
                    if v.version or v.commit:
                        self.version, self.version_source = v, self.engine.info_paths()[0]
                elif self.version.commit is None:
                    v = self.engine.version_from_info(info)
                    if v.commit:
                        self.version = Version(self.version.version, v.commit)
                self.measure(base, self.loaded.mode_flags)
                self.r.phase("stopping", f"pid {srv.pid}")
            peak = self.sampler.peak_mib
            self.metrics["peak_gpu_memory_mib"] = round(peak, 1) if peak is not None else None
            coverage = self.sampler.coverage()
            if coverage is not None:  # how many reads the peak rests on, and how many failed
                self.metrics["gpu_memory_sampling"] = coverage
                self.metrics.setdefault("definitions", {})["peak_gpu_memory_mib"] = (
                    "peak of memory used on all visible GPUs, sampled every "
                    f"{coverage['interval_s'] * 1000:.0f} ms from server start to stop: "
                    f"{coverage['samples']} samples read, {coverage['read_errors']} reads "
                    f"failed, ~{coverage['expected']} expected"
                    + ("; too few samples for a trustworthy peak" if coverage["too_few"] else "")
                )
        finally:
            if backend is not None:
                with contextlib.suppress(Exception):
                    backend.close()
        return None

    def document(self, failure: dict[str, Any] | None) -> dict[str, Any]:
        """Assemble and validate the result document."""
        return result_document(self, failure)


def run_benchmark(
    loaded: LoadedSpec, *, job_id: str | None = None, seams: Seams | None = None
) -> dict[str, Any]:
    """Run ``loaded`` and return the result document (``status`` says how it went)."""
    return _Run(loaded, job_id or new_job_id(), seams or Seams()).run()
