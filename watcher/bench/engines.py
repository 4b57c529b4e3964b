"""What each engine needs: its argv, readiness, version and server-reported figures. Pure.

- llama.cpp: ``llama-server -m MODEL --host 127.0.0.1 --port P`` (+ ``-c`` for the memory
  probe, + the mode's flags from the rules, + the spec's args). ``/health`` answers 503
  ``{"error": {"message": "Loading model"}}`` while loading and 200 ``{"status": "ok"}``
  when ready. ``llama-server --version`` prints ``version: 0.5.0-dev (build 1, commit
  0c1e570)`` on stderr; ``/props`` carries ``build_info``.
- SGLang: ``PYTHON -m sglang.launch_server --model-path M --host 127.0.0.1 --port P``.
  ``/health`` is 200 once the server serves; ``/model_info`` (older: ``/get_model_info``)
  gives ``model_path``; requests go to the native streamed ``POST /generate`` (cumulative
  ``text``, ``meta_info`` with ``completion_tokens`` and, at the end of a speculative
  request, ``spec_verify_ct``); ``POST /flush_cache`` after warm-up zeroes the lifetime
  accept counters;
  ``/get_server_info`` (newer: ``/server_info``) gives server args (``speculative_algorithm``,
  ``dllm_algorithm``), ``version`` and ``internal_states[i].avg_spec_accept_length``.
  ``sglang.__version__`` comes from the same interpreter.

The process itself (spawn, log, stop) lives in ``watcher.bench.process``.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from watcher.bench.payloads import completion_payload, generate_payload
from watcher.bench.spec import BenchSpec

Readiness = Literal["ready", "loading", "error"]
HOST = "127.0.0.1"


@dataclass(frozen=True)
class Version:
    """An engine build as far as it tells: version string and commit, each maybe None."""

    version: str | None = None
    commit: str | None = None


class Engine(Protocol):
    """The per-engine knowledge the runner needs."""

    name: str
    health_path: str
    confirm_paths: tuple[str, ...]
    version_label: str

    def argv(self, spec: BenchSpec, mode_flags: list[str], port: int, model_path: str) -> list[str]:
        """The server's command line."""
        ...

    def version_argv(self, spec: BenchSpec) -> list[str]:
        """A command that prints the engine's version."""
        ...

    def parse_version(self, text: str) -> Version:
        """Version and commit from that command's output."""
        ...

    def readiness(self, status: int, body: str) -> Readiness:
        """Interpret one answer of the health endpoint."""
        ...

    def info_paths(self) -> list[str]:
        """GET endpoints whose JSON describes the running server (first that answers)."""
        ...

    def version_from_info(self, info: dict[str, Any]) -> Version:
        """Version/commit as the running server reports it."""
        ...

    completion_path: str
    endpoint_label: str
    reset_path: str | None

    def request_body(
        self, spec: BenchSpec, prompt: str | list[int], max_tokens: int
    ) -> dict[str, Any]:
        """The streamed request for ``completion_path``: exactly ``max_tokens`` tokens."""
        ...

    def request_model(self, spec: BenchSpec) -> str:
        """The ``model`` field of completion requests."""
        ...

    def request_extra(self) -> dict[str, Any]:
        """Engine-specific request fields (e.g. ``cache_prompt``)."""
        ...

    def mode_evidence(self, info: dict[str, Any]) -> bool:
        """True when the server says a speculative/diffusion path is configured."""
        ...

    def probe_context(self, spec: BenchSpec) -> int:
        """The context one request can fill (what the context probe sizes its prompt to)."""
        ...

    def accept_length(self, info: dict[str, Any]) -> float | None:
        """The server's own average accept length, if it reports one."""
        ...


def _has_flag(args: list[str], *names: str) -> bool:
    return any(a in names or any(a.startswith(n + "=") for n in names) for a in args)


class LlamaCpp:
    """llama.cpp's ``llama-server``."""

    name = "llama.cpp"
    health_path = "/health"
    confirm_paths: tuple[str, ...] = ()
    version_label = "llama-server --version"

    def argv(self, spec: BenchSpec, mode_flags: list[str], port: int, model_path: str) -> list[str]:
        """``llama-server -m M --host 127.0.0.1 --port P [-c N] [-np C] FLAGS ARGS``."""
        binary = spec.server.binary or "llama-server"
        extra = [*mode_flags, *spec.server.args]
        argv = [binary, "-m", model_path, "--host", HOST, "--port", str(port)]
        if spec.context and not _has_flag(extra, "-c", "--ctx-size"):
            argv += ["-c", str(spec.context)]
        if not _has_flag(extra, "-np", "--parallel"):
            argv += ["-np", str(spec.concurrency)]
        if not _has_flag(extra, "--ui", "--webui", "--no-ui", "--no-webui"):
            argv += ["--no-webui"]  # no browser UI on a benchmark server (every build has it)
        return argv + extra

    def probe_context(self, spec: BenchSpec) -> int:
        """``-c`` is shared by the ``-np`` slots: each request gets ``context / slots``."""
        assert spec.context is not None
        return spec.context // max(1, _slots(spec))

    def version_argv(self, spec: BenchSpec) -> list[str]:
        """``llama-server --version``."""
        return [spec.server.binary or "llama-server", "--version"]

    def parse_version(self, text: str) -> Version:
        """From ``version: 0.5.0-dev (build 1, commit 0c1e570)`` (or ``version: 1234 (abc)``)."""
        m = re.search(r"version:\s*(\S+)\s*\(([^)]*)\)", text)
        if not m:
            return Version()
        version, inner = m.group(1), m.group(2)
        commit = re.search(r"commit\s+([0-9a-fA-F]{6,40})", inner) or re.fullmatch(
            r"\s*([0-9a-fA-F]{6,40})\s*", inner
        )
        build = re.search(r"build\s+(\d+)", inner)
        label = f"{version} (build {build.group(1)})" if build else version
        return Version(label, commit.group(1) if commit else None)

    def readiness(self, status: int, body: str) -> Readiness:
        """200 = ready; 503 = still loading; anything else = error."""
        if status == 200:
            return "ready"
        if status == 503:
            return "loading"
        return "error"

    def info_paths(self) -> list[str]:
        """``/props``."""
        return ["/props"]

    def version_from_info(self, info: dict[str, Any]) -> Version:
        """``build_info`` such as ``b1-0c1e570``."""
        build = info.get("build_info")
        if not isinstance(build, str):
            return Version()
        m = re.search(r"([0-9a-f]{7,40})$", build)
        return Version(build, m.group(1) if m else None)

    completion_path = "/v1/completions"
    endpoint_label = "/v1/completions (stream, ignore_eos)"
    reset_path: str | None = None  # nothing server-lifetime is read: figures come per request

    def request_body(
        self, spec: BenchSpec, prompt: str | list[int], max_tokens: int
    ) -> dict[str, Any]:
        """OpenAI completion with ``cache_prompt: false`` and usage."""
        return completion_payload(
            model=self.request_model(spec),
            prompt=prompt,
            max_tokens=max_tokens,
            extra=self.request_extra(),
        )

    def request_model(self, spec: BenchSpec) -> str:
        """llama-server ignores the name; send the display name."""
        return spec.model.name

    def request_extra(self) -> dict[str, Any]:
        """``cache_prompt: false`` so every run processes the whole prompt."""
        return {"cache_prompt": False}

    def mode_evidence(self, info: dict[str, Any]) -> bool:
        """llama-server's /props does not say; drafting shows only in per-request timings."""
        return False

    def accept_length(self, info: dict[str, Any]) -> float | None:
        """llama-server reports no accept length (only draft counts per request)."""
        return None


class SGLang:
    """SGLang's ``python -m sglang.launch_server``."""

    name = "sglang"
    health_path = "/health"
    # the model is loaded and served: /model_info, or /get_model_info on older servers
    confirm_paths: tuple[str, ...] = ("/model_info", "/get_model_info")
    version_label = "sglang.__version__"

    def argv(self, spec: BenchSpec, mode_flags: list[str], port: int, model_path: str) -> list[str]:
        """``PY -m sglang.launch_server --model-path M --host 127.0.0.1 --port P ...``."""
        python = spec.server.python or "python3"
        extra = [*mode_flags, *spec.server.args]
        argv = [
            python,
            "-m",
            "sglang.launch_server",
            "--model-path",
            model_path,
            "--host",
            HOST,
            "--port",
            str(port),
        ]
        if spec.context and not _has_flag(extra, "--context-length"):
            argv += ["--context-length", str(spec.context)]
        return argv + extra

    def version_argv(self, spec: BenchSpec) -> list[str]:
        """The same interpreter prints ``sglang.__version__``."""
        return [
            spec.server.python or "python3",
            "-c",
            "import sglang; print('sglang', sglang.__version__)",
        ]

    def parse_version(self, text: str) -> Version:
        """From ``sglang 0.5.4.post1`` (commit only when the version carries ``+gSHA``)."""
        m = re.search(r"sglang\s+(\S+)", text)
        if not m:
            return Version()
        return Version(m.group(1), _git_from_version(m.group(1)))

    def readiness(self, status: int, body: str) -> Readiness:
        """200 = ready; 503/502 = starting; else error."""
        if status == 200:
            return "ready"
        if status in (502, 503, 504):
            return "loading"
        return "error"

    def info_paths(self) -> list[str]:
        """``/server_info`` (newer), then the deprecated ``/get_server_info``."""
        return ["/server_info", "/get_server_info"]

    def version_from_info(self, info: dict[str, Any]) -> Version:
        """``version`` such as ``0.0.0.dev1+g753da2753``."""
        version = info.get("version")
        if not isinstance(version, str):
            return Version()
        return Version(version, _git_from_version(version))

    # The native endpoint: its final meta_info carries spec_verify_ct (per request), which
    # the OpenAI stream does not (checked against sglang 0.5.23's http_server.py and
    # tokenizer_manager.py). /flush_cache also zeroes the server-lifetime accept counters.
    completion_path = "/generate"
    endpoint_label = "/generate (stream, ignore_eos, SGLang native)"
    reset_path: str | None = "/flush_cache"

    def request_body(
        self, spec: BenchSpec, prompt: str | list[int], max_tokens: int
    ) -> dict[str, Any]:
        """``GenerateReqInput``: text or input_ids, sampling_params, stream."""
        return generate_payload(prompt=prompt, max_tokens=max_tokens)

    def request_model(self, spec: BenchSpec) -> str:
        """SGLang's served model name defaults to the model path."""
        return spec.model.path

    def request_extra(self) -> dict[str, Any]:
        """Nothing beyond the OpenAI fields (``ignore_eos`` is an SGLang extension)."""
        return {}

    def probe_context(self, spec: BenchSpec) -> int:
        """``--context-length`` is per request."""
        assert spec.context is not None
        return spec.context

    def mode_evidence(self, info: dict[str, Any]) -> bool:
        """A diffusion algorithm is configured (top level or per state).

        Diffusion decoding has no verification steps to count, so its configuration is the
        proof. A speculative algorithm is not: it must show ``spec_verify_ct`` > 0 in the
        measured requests' ``meta_info``, like llama-server's ``draft_n``.
        """
        states = [info, *_states(info)]
        return any(s.get("dllm_algorithm") for s in states)

    def accept_length(self, info: dict[str, Any]) -> float | None:
        """Mean of ``avg_spec_accept_length`` over internal states (one per DP rank)."""
        values = [s.get("avg_spec_accept_length") for s in [info, *_states(info)]]
        found = [
            float(v)
            for v in values
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0
        ]
        return statistics.fmean(found) if found else None


def _slots(spec: BenchSpec) -> int:
    """llama-server's slot count: ``-np``/``--parallel`` from the args, else the concurrency."""
    args = list(spec.server.args)
    for i, arg in enumerate(args):
        for name in ("-np", "--parallel"):
            value = (
                args[i + 1] if arg == name and i + 1 < len(args) else arg.removeprefix(name + "=")
            )
            if (arg == name or arg.startswith(name + "=")) and value.isdigit():
                return int(value)
    return spec.concurrency


def _states(info: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for key in ("internal_states", "decode"):
        value = info.get(key)
        if isinstance(value, list):
            out += [s for s in value if isinstance(s, dict)]
    return out


def _git_from_version(version: str) -> str | None:
    m = re.search(r"\+g([0-9a-f]{7,40})", version)
    return m.group(1) if m else None


ENGINES: dict[str, Engine] = {"llama.cpp": LlamaCpp(), "sglang": SGLang()}


def engine_for(name: str) -> Engine:
    """The engine called ``name`` (``llama.cpp`` or ``sglang``)."""
    return ENGINES[name]
