"""The engine's server as a child process: spawn, log, wait until ready, always stop.

The child runs in its own process group (``start_new_session``), so stopping it also stops
whatever it spawned (SGLang starts scheduler and detokenizer processes): SIGTERM to the
group, then SIGKILL after a grace period. ``ServerProcess`` is a context manager; leaving
the ``with`` block for any reason — success, failure, Ctrl-C (KeyboardInterrupt) — stops it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import TracebackType

import httpx

from watcher.bench.engines import HOST, Engine, Readiness
from watcher.errors import EngineStartFailed as EngineStartFailed

STOP_GRACE_S = 10.0


def free_port(host: str = HOST) -> int:
    """A TCP port on ``host`` that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """A running server whose stdout+stderr go to ``log_path``."""

    def __init__(
        self, argv: Sequence[str], log_path: Path, *, env: Mapping[str, str] | None = None
    ) -> None:
        self.argv = list(argv)
        self.log_path = log_path
        self.env = dict(env or {})
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        """Spawn the server in a new process group; EngineStartFailed if it cannot."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        log = self.log_path.open("wb")
        try:
            self.proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env={**os.environ, **self.env},
                start_new_session=True,
            )
        except OSError as exc:
            raise EngineStartFailed(
                f"cannot start {self.argv[0]}: {exc.strerror or exc}", exit_code=None
            ) from exc
        finally:
            log.close()
        return self

    def __enter__(self) -> ServerProcess:
        return self.start() if self.proc is None else self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def pid(self) -> int | None:
        """The server's pid (also its process group id)."""
        return self.proc.pid if self.proc else None

    def poll(self) -> int | None:
        """The exit code if the server has exited, else None."""
        return self.proc.poll() if self.proc else None

    def log_text(self) -> str:
        """Everything the server has written so far."""
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def stop(self, grace_s: float = STOP_GRACE_S) -> int | None:
        """SIGTERM the process group, SIGKILL after ``grace_s``; return the exit code."""
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            _signal_group(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=grace_s)
            except subprocess.TimeoutExpired:
                _signal_group(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=grace_s)
        # children that outlived the leader (e.g. SGLang's scheduler) go too
        _signal_group(self.proc.pid, signal.SIGKILL)
        return self.proc.returncode

    def wait_ready(
        self,
        client: httpx.Client,
        base_url: str,
        engine: Engine,
        *,
        timeout_s: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
        on_wait: Callable[[float], None] | None = None,
    ) -> None:
        """Poll the health endpoint until ready; EngineStartFailed on exit or timeout."""
        wait_until_ready(
            client,
            base_url,
            engine,
            exited=self.poll,
            timeout_s=timeout_s,
            clock=clock,
            sleep=sleep,
            on_wait=on_wait,
        )


def wait_until_ready(
    client: httpx.Client,
    base_url: str,
    engine: Engine,
    *,
    exited: Callable[[], int | None],
    timeout_s: float,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
    on_wait: Callable[[float], None] | None = None,
) -> None:
    """Poll ``engine.health_path`` until ``ready``; fail when the process exits or time's up."""
    start = clock()
    delay = 0.05
    last = "no answer yet"
    while True:
        code = exited()
        if code is not None:
            raise EngineStartFailed(
                f"server exited with code {code} before it was ready", exit_code=code
            )
        state: Readiness | None = None
        try:
            resp = client.get(base_url + engine.health_path, timeout=5.0)
            state = engine.readiness(resp.status_code, resp.text)
            last = f"HTTP {resp.status_code} {resp.text.strip()[:200]}"
        except httpx.HTTPError as exc:
            last = f"{exc.__class__.__name__}"
        if state == "ready" and _confirmed(client, base_url, engine):
            return
        if state == "error":
            code = exited()
            raise EngineStartFailed(f"health check failed: {last}", exit_code=code)
        elapsed = clock() - start
        if elapsed >= timeout_s:
            raise EngineStartFailed(
                f"server not ready after {timeout_s:g} s (last: {last})",
                exit_code=None,
                timed_out=True,
            )
        if on_wait is not None:
            on_wait(elapsed)
        sleep(delay)
        delay = min(delay * 2, 1.0)


def _confirmed(client: httpx.Client, base_url: str, engine: Engine) -> bool:
    """One of ``engine.confirm_paths`` answers 200, tried in order (SGLang: ``/model_info``,
    then the older ``/get_model_info``); an engine without such paths is confirmed."""
    if not engine.confirm_paths:
        return True
    for path in engine.confirm_paths:
        try:
            if client.get(base_url + path, timeout=5.0).status_code == 200:
                return True
        except httpx.HTTPError:
            continue
    return False


def _signal_group(pid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, sig)
