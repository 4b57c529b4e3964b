"""Run one benchmark end to end and return its ``watcher.bench-result/1`` document.

preflight (GGUF metadata, fix-ups on a copy) → version → start the server (own process
group, log captured) → wait for readiness → warm-up → measured runs → mode check →
optional context probe → stop the server (always) → result.

Failures are results: the engine refusing the model, a crash, a timeout, OOM, a request
error or a speculative mode that shows no drafting give ``status: failed`` with
``failure.kind`` and the engine's own message line(s), and never a figure.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import os
import subprocess
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from watcher import __version__
from watcher.bench.client import RequestFailed, completion_payload, stream_completion
from watcher.bench.engines import HOST, Engine, Version, engine_for
from watcher.bench.failures import classify_log, clean_lines
from watcher.bench.gguf_file import GgufError, apply_fixups, inspect_gguf, sha256_file
from watcher.bench.gpu import GpuBackend, GpuInfo, GpuSampler, open_backend
from watcher.bench.measure import (
    ACCEPT_LENGTH_DEFINITION,
    DECODE_DEFINITION,
    RUN_DISAGREEMENT_DISCARD,
    TTFT_DEFINITION,
    Sample,
    accept_length,
    discard_reasons,
    draft_summary,
    rate_disagreement,
    stat,
)
from watcher.bench.process import EngineStartFailed, ServerProcess, free_port
from watcher.bench.progress import PlainReporter, Reporter
from watcher.bench.result import SCHEMA, FailureKind, parse_result
from watcher.bench.specload import LoadedSpec
from watcher.errors import ResultInvalid
from watcher.store.db import utcnow

PROBE_MAX_TOKENS = 8
MAX_ATTEMPTS_FACTOR = 3  # measured runs may be repeated this many times over before failing
LOG_TAIL_LINES = 30
_WORDS = [
    "the",
    "quick",
    "brown",
    "fox",
    "jumps",
    "over",
    "a",
    "lazy",
    "dog",
    "while",
    "seven",
    "wizards",
    "quietly",
    "judge",
    "boxing",
    "matches",
    "near",
    "the",
    "old",
    "river",
    "bank",
    "and",
    "every",
    "clock",
    "in",
    "town",
    "strikes",
    "noon",
]


class RunFailed(Exception):
    """Internal: stop the run with this failure (kind, engine's message)."""

    def __init__(self, kind: FailureKind, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


@dataclass
class Seams:
    """Everything the runner touches outside itself, injectable for tests."""

    http: httpx.Client = field(default_factory=lambda: httpx.Client(trust_env=False))
    clock: Callable[[], float] = time.perf_counter
    now: Callable[[], str] = utcnow
    sleep: Callable[[float], None] = time.sleep
    reporter: Reporter = field(default_factory=PlainReporter)
    gpu: Callable[[], tuple[GpuBackend | None, str | None]] = open_backend
    run_version: Callable[[list[str], dict[str, str]], str] | None = None
    workdir: Path = field(default_factory=lambda: Path("bench-work"))
    hash_model: bool = True


def new_job_id() -> str:
    """A job id for a run started by hand: ``local-YYYYmmddTHHMMSSZ-xxxxxx``."""
    return f"local-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{uuid.uuid4().hex[:6]}"


def _run_version(argv: list[str], env: dict[str, str]) -> str:
    proc = subprocess.run(
        argv, capture_output=True, text=True, timeout=120, check=False, env={**os.environ, **env}
    )
    return proc.stdout + proc.stderr


def synthetic_prompt(words: int) -> str:
    """Plain English words, ``words`` of them (about one token each on real tokenizers)."""
    return " ".join(_WORDS[i % len(_WORDS)] for i in range(words))


class _Run:
    """State of one benchmark run (one instance per run)."""

    def __init__(self, loaded: LoadedSpec, job_id: str, seams: Seams) -> None:
        self.loaded = loaded
        self.spec = loaded.spec
        self.job_id = job_id
        self.seams = seams
        self.engine: Engine = engine_for(self.spec.engine)
        self.r = seams.reporter
        self.started_at = seams.now()
        self.version = Version()
        self.version_source: str | None = None
        self.argv: list[str] = []
        self.model: dict[str, Any] = {
            "name": self.spec.model.name,
            "file": self.spec.model.path,
            "sha256": None,
            "quantization": self.spec.model.quantization,
            "fixups": [],
        }
        self.gpu_info = GpuInfo()
        self.sampler: GpuSampler | None = None
        self.server: ServerProcess | None = None
        self.metrics: dict[str, Any] = {}
        self.settings_extra: dict[str, Any] = {}

    # ------------------------------------------------------------------ phases

    def preflight(self) -> str:
        """Inspect the model file, apply fix-ups to a copy; return the path to serve."""
        spec = self.spec
        path = Path(spec.model.path)
        is_gguf = spec.engine == "llama.cpp"
        if spec.fixups and not is_gguf:
            raise RunFailed(
                "config", f"GGUF fix-ups apply to llama.cpp GGUF files only (engine {spec.engine})"
            )
        if not is_gguf:
            return spec.model.path  # SGLang: a path or hub id it resolves itself
        if not path.is_file():
            raise RunFailed("config", f"model file not found: {path}")
        self.r.phase("preflight", str(path))
        try:
            info = inspect_gguf(path)
        except GgufError as exc:
            raise RunFailed("model_load", str(exc)) from exc
        self.model["architecture"] = info.architecture
        self.model["quantization"] = spec.model.quantization or info.quantization
        self.model["gguf_quantization"] = info.quantization
        if self.seams.hash_model:
            self.model["sha256"] = sha256_file(path)
        served = str(path)
        if spec.fixups:
            dst = self.seams.workdir / f"fixed-{path.name}"
            try:
                records = apply_fixups(path, dst, spec.fixups)
            except GgufError as exc:
                raise RunFailed("config", str(exc)) from exc
            self.model["fixups"] = records
            for rec in records:
                self.r.note(
                    f"fix-up {rec['key']}={rec['value']!r}: {rec['action']}"
                    + (f" ({rec['reason']})" if "reason" in rec else "")
                )
            if any(rec["action"] == "added" for rec in records):
                served = str(dst)
                self.model["served_file"] = served
        return served

    def capture_version(self) -> None:
        """``llama-server --version`` / ``sglang.__version__``; None where it says nothing."""
        runner = self.seams.run_version or _run_version
        try:
            text = runner(self.engine.version_argv(self.spec), dict(self.spec.server.env))
        except (OSError, subprocess.SubprocessError) as exc:
            self.r.note(f"version: cannot run {self.engine.version_argv(self.spec)[0]}: {exc}")
            return
        self.version = self.engine.parse_version(text)
        if self.version.version or self.version.commit:
            self.version_source = self.engine.version_label

    def fetch_info(self, base: str) -> dict[str, Any]:
        """The server's own description (``/props``, ``/server_info``), or {}."""
        for path in self.engine.info_paths():
            try:
                resp = self.seams.http.get(base + path, timeout=30.0)
            except httpx.HTTPError:
                continue
            if resp.status_code == 200:
                try:
                    data = resp.json()
                except ValueError:
                    continue
                if isinstance(data, dict):
                    return data
        return {}

    def prompt_ids(self, base: str, n: int, *, synthetic: bool = False) -> str | list[int]:
        """The prompt: the spec's text as given, else ``n`` synthetic tokens.

        Synthetic prompts are cut to exactly ``n`` token ids where the engine tokenizes for
        us (llama.cpp ``/tokenize``); elsewhere they are ``n`` words of plain text and the
        engine's own ``prompt_tokens`` count is recorded.
        """
        spec = self.spec
        if not synthetic:
            if spec.prompt_file:
                return Path(spec.prompt_file).read_text(encoding="utf-8")
            if spec.prompt is not None:
                return spec.prompt
        text = synthetic_prompt(n)
        if self.engine.name != "llama.cpp":
            return text
        source = text
        for _ in range(32):
            try:
                resp = self.seams.http.post(
                    base + "/tokenize", json={"content": source, "add_special": False}, timeout=60.0
                )
                tokens = resp.json().get("tokens") if resp.status_code == 200 else None
            except (httpx.HTTPError, ValueError):
                tokens = None
            if not isinstance(tokens, list) or not tokens:
                return text
            ids = [t if isinstance(t, int) else t.get("id") for t in tokens]
            if len(ids) >= n:
                return ids[:n]
            source = source + " " + source
        return text

    def one_request(
        self, url: str, prompt: str | list[int], max_tokens: int, run: int, *, decode: bool = True
    ) -> Sample:
        """One streamed request, with a live display."""
        started = self.seams.clock()
        shown = [started]

        def on_text(events: int) -> None:
            now = self.seams.clock()
            if now - shown[0] >= 0.25:  # a live figure four times a second is plenty
                shown[0] = now
                self.r.live(run, events, events / (now - started))

        payload = completion_payload(
            model=self.engine.request_model(self.spec),
            prompt=prompt,
            max_tokens=max_tokens,
            extra=self.engine.request_extra(),
        )
        return stream_completion(
            self.seams.http,
            url,
            payload,
            clock=self.seams.clock,
            timeout_s=self.spec.timeout_s,
            on_text=on_text,
            decode=decode,
        )

    def batch(
        self, url: str, prompt: str | list[int], run: int, *, decode: bool = True
    ) -> tuple[list[Sample], float]:
        """``concurrency`` simultaneous requests; (samples, wall seconds)."""
        c = self.spec.concurrency
        n = self.spec.max_tokens
        t0 = self.seams.clock()
        if c == 1:
            sample = self.one_request(url, prompt, n, run, decode=decode)
            return [sample], self.seams.clock() - t0
        with concurrent.futures.ThreadPoolExecutor(max_workers=c) as pool:
            futures = [
                pool.submit(self.one_request, url, prompt, n, run, decode=decode) for _ in range(c)
            ]
            samples = [f.result() for f in futures]
        return samples, self.seams.clock() - t0

    def check_alive(self, what: str) -> None:
        """RunFailed (classified from the log) if the server has died."""
        assert self.server is not None
        code = self.server.poll()
        if code is not None:
            c = classify_log(
                self.server.log_text(),
                fallback="crash",
                context=f"server exited with code {code} during {what}",
                exit_code=code,
            )
            raise RunFailed(c.kind, c.message)

    def request_failed(self, exc: RequestFailed, what: str) -> RunFailed:
        """Turn a request error into a failure, preferring the engine's own log line."""
        assert self.server is not None
        self.seams.sleep(0.2)  # let a dying server finish its last log lines
        code = self.server.poll()
        log = self.server.log_text()
        c = classify_log(log, fallback="request", context=f"{what}: {exc}", exit_code=code)
        if c.kind == "request" or (code is None and c.kind in ("engine_start", "model_load")):
            return RunFailed("request", f"{what}: {exc}")
        return RunFailed(c.kind, c.message)

    def measure(self, base: str, flags: list[str]) -> None:
        """Warm-up, measured runs, mode check, context probe; fills ``self.metrics``."""
        spec = self.spec
        url = base + "/v1/completions"
        prompt = self.prompt_ids(base, spec.prompt_tokens)
        if isinstance(prompt, list):
            self.settings_extra["prompt_tokens_sent"] = len(prompt)
        for i in range(spec.warmup):
            self.r.phase("warm-up", f"{i + 1}/{spec.warmup}")
            try:
                self.batch(url, prompt, 0, decode=False)
            except RequestFailed as exc:
                raise self.request_failed(exc, f"warm-up request {i + 1}") from exc
            self.check_alive("warm-up")
        samples: list[Sample] = []
        walls: list[float] = []
        discarded: list[dict[str, Any]] = []
        self.r.runs(spec.repeats)
        k, attempts = 0, 0
        while k < spec.repeats:
            attempts += 1
            if attempts > spec.repeats * MAX_ATTEMPTS_FACTOR:
                raise RunFailed(
                    "request",
                    f"{len(discarded)} of {attempts - 1} runs could not be timed (the client "
                    "read a backlog, or its rate and the engine's disagreed: the machine is "
                    "too busy to time this engine); no figure",
                )
            try:
                got, wall = self.batch(url, prompt, k + 1)
            except RequestFailed as exc:
                raise self.request_failed(exc, f"run {k + 1}/{spec.repeats}") from exc
            self.check_alive(f"run {k + 1}")
            dropped = discard_reasons(got)
            if dropped:
                discarded += dropped
                why = "; ".join(d["discarded_because"] for d in dropped)
                self.r.note(f"run {k + 1}: discarded and repeated ({why})")
                continue
            k += 1
            samples += got
            walls.append(wall)
            self.r.run_done(k, spec.repeats, got[0].decode_tok_s, got[0].ttft_s)
        self.metrics["discarded_requests"] = discarded
        info = self.fetch_info(base)
        self.check_mode(samples, info, flags)
        self.fill_metrics(samples, walls, info)
        if spec.context:
            self.context_probe(base, url)

    def check_mode(self, samples: Sequence[Sample], info: dict[str, Any], flags: list[str]) -> None:
        """A non-``ar`` mode must show drafting, or the run fails as mode_not_active."""
        if self.spec.mode == "ar":
            return
        if any(s.drafted for s in samples) or self.engine.mode_evidence(info):
            return
        evidence = (
            "no draft_n > 0 in llama-server's timings of the measured runs"
            if self.engine.name == "llama.cpp"
            else "no speculative_algorithm/dllm_algorithm in /server_info and no "
            "spec_verify_ct in responses"
        )
        raise RunFailed(
            "mode_not_active",
            f"mode {self.spec.mode!r} requested with flags {flags or '[]'} but the "
            f"server showed no drafting ({evidence}); AR figures are not "
            "reported under a speculative label",
        )

    def fill_metrics(
        self, samples: Sequence[Sample], walls: Sequence[float], info: dict[str, Any]
    ) -> None:
        """Statistics over the runs, engine-reported figures and their definitions."""
        m = self.metrics
        m["decode_tok_s"] = stat([s.decode_tok_s for s in samples])
        m["ttft_s"] = stat([s.ttft_s for s in samples])
        m["e2e_s"] = stat([s.e2e_s for s in samples])
        server = [s.server_decode_tok_s for s in samples]
        m["server_decode_tok_s"] = (
            stat([v for v in server if v is not None])
            if all(v is not None for v in server)
            else None
        )
        if m["server_decode_tok_s"] is not None:
            warning = rate_disagreement(
                m["decode_tok_s"]["median"], m["server_decode_tok_s"]["median"]
            )
            if warning:
                self.seams.reporter.note(f"warning: {warning}")
        if self.spec.concurrency > 1:
            per_run = [
                sum(
                    s.completion_tokens
                    for s in samples[i * self.spec.concurrency : (i + 1) * self.spec.concurrency]
                )
                / w
                for i, w in enumerate(walls)
            ]
            m["throughput_tok_s"] = stat(per_run)
        m["accept_length"] = self.engine.accept_length(info) or accept_length(samples)
        m["accept_length_definition"] = ACCEPT_LENGTH_DEFINITION
        m["draft"] = draft_summary(samples)
        m["definitions"] = {
            "ttft_s": TTFT_DEFINITION,
            "discarded_requests": "requests the client read with a backlog at the start or "
            "end of the stream (more than 2% of the chunks, and more than one, in one network "
            "read), or whose client and engine decode rates differ by more than "
            f"{RUN_DISAGREEMENT_DISCARD:.0%}: repeated, never counted; "
            "discarded_because says which",
            "decode_tok_s": DECODE_DEFINITION,
            "server_decode_tok_s": "engine-reported timings.predicted_per_second",
            "peak_gpu_memory_mib": "no GPU backend: no memory figure",
        }
        m["requests"] = [s.to_json() for s in samples]
        reported = {s.prompt_tokens for s in samples if s.prompt_tokens is not None}
        if reported:
            self.settings_extra["prompt_tokens_reported"] = (
                sorted(reported)[0] if len(reported) == 1 else sorted(reported)
            )

    def context_probe(self, base: str, url: str) -> None:
        """Fill the context to the spec's length once and record that peak memory."""
        assert self.spec.context is not None
        # per slot: llama-server splits -c among its -np slots, so a probe sized to the
        # whole context overflows as soon as concurrency > 1
        per_request = self.engine.probe_context(self.spec)
        n = max(1, per_request - PROBE_MAX_TOKENS - 1)
        self.r.phase("context probe", f"{n} prompt tokens")
        before = self.sampler.peak_mib if self.sampler else None
        if self.sampler:
            self.sampler.reset_peak()
        prompt = self.prompt_ids(base, n, synthetic=True)
        try:
            sample = self.one_request(url, prompt, PROBE_MAX_TOKENS, 0, decode=False)
        except RequestFailed as exc:
            raise self.request_failed(exc, f"context probe at {n} tokens") from exc
        self.check_alive("context probe")
        probe_peak = self.sampler.peak_mib if self.sampler else None
        self.metrics["context_probe"] = {
            "context": self.spec.context,
            "context_per_request": per_request,
            "prompt_tokens": sample.prompt_tokens
            if sample.prompt_tokens is not None
            else (len(prompt) if isinstance(prompt, list) else None),
            "ttft_s": sample.ttft_s,
            "peak_gpu_memory_mib": probe_peak,
        }
        if self.sampler and before is not None and (probe_peak is None or before > probe_peak):
            self.sampler.peak_mib = before

    # ---------------------------------------------------------------- the run

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
        spec = self.spec
        metrics = {} if failure is not None else self.metrics
        doc: dict[str, Any] = {
            "schema": SCHEMA,
            "job_id": self.job_id,
            "status": "failed" if failure is not None else "succeeded",
            "failure": failure,
            "engine": {
                "name": spec.engine,
                "version": self.version.version,
                "commit": self.version.commit,
                "mode": spec.mode,
                "ref": spec.engine_ref,
                "mode_flags": list(self.loaded.mode_flags),
                "version_source": self.version_source,
            },
            "model": self.model,
            "hardware": self.gpu_info.to_hardware(),
            "settings": {
                "concurrency": spec.concurrency,
                "prompt_tokens": spec.prompt_tokens,
                "max_tokens": spec.max_tokens,
                "context": spec.context,
                "repeats": spec.repeats,
                "warmup": spec.warmup,
                "endpoint": "/v1/completions (stream, ignore_eos)",
                **self.settings_extra,
            },
            "metrics": metrics,
            "command": self.argv,
            "started_at": self.started_at,
            "finished_at": self.seams.now(),
            "spec": {"name": self.loaded.name, "source": self.loaded.source},
            "harness": {"name": "upstream-watcher", "version": __version__},
        }
        if spec.hardware:
            doc["hardware"]["expected"] = spec.hardware
        try:
            parse_result(json.loads(json.dumps(doc)), where=f"result {self.job_id}")
        except ResultInvalid as exc:
            if failure is not None and failure.get("kind") == "internal":
                raise  # the failed document itself is invalid: a harness bug, loudly
            return self.document(
                {"kind": "internal", "message": f"the harness produced an invalid result: {exc}"}
            )
        return doc


def run_benchmark(
    loaded: LoadedSpec, *, job_id: str | None = None, seams: Seams | None = None
) -> dict[str, Any]:
    """Run ``loaded`` and return the result document (``status`` says how it went)."""
    return _Run(loaded, job_id or new_job_id(), seams or Seams()).run()
