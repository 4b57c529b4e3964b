"""The state of one benchmark run and its first phases.

Injectable seams, the failure a phase raises, and the steps before the server answers:
preflight (GGUF metadata, fix-ups on a copy), the engine's version, the server's own
description.
"""

from __future__ import annotations

import os
import subprocess
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from watcher.bench.engines import Engine, Version, engine_for
from watcher.bench.gguf_file import GgufError, apply_fixups, inspect_gguf, sha256_file
from watcher.bench.gpu import GpuBackend, GpuInfo, GpuSampler, open_backend
from watcher.bench.process import ServerProcess
from watcher.bench.progress import PlainReporter, Reporter
from watcher.bench.result import FailureKind
from watcher.bench.specload import LoadedSpec
from watcher.store.db import utcnow

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


class RunState:
    """State of one benchmark run (one instance per run) and its phases before measuring."""

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
