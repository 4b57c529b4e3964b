"""The measured part of a run: warm-up, timed runs, mode check, context probe.

Each measured run is ``concurrency`` simultaneous streamed requests; a run the client
could not time honestly (a backlog read, client and engine rates apart) is discarded and
repeated, up to a bound.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx

from watcher.bench.client import RequestFailed, stream_completion
from watcher.bench.failures import classify_log
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
from watcher.bench.runstate import RunFailed, RunState, synthetic_prompt

PROBE_MAX_TOKENS = 8
MAX_ATTEMPTS_FACTOR = 3  # measured runs may be repeated this many times over before failing


class MeasuredRuns(RunState):
    """The measuring phases of a run, on top of its state."""

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

        payload = self.engine.request_body(self.spec, prompt, max_tokens)
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
        url = base + self.engine.completion_path
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
        self.reset_counters(base)
        samples: list[Sample] = []
        untimed: list[Sample] = []  # discarded for timing; still evidence of drafting
        walls: list[float] = []
        discarded: list[dict[str, Any]] = []
        self.r.runs(spec.repeats)
        k, attempts = 0, 0
        while k < spec.repeats:
            attempts += 1
            if attempts > spec.repeats * MAX_ATTEMPTS_FACTOR:
                # a mode that never drafted fails as such, however busy the machine was
                self.check_mode(samples + untimed, self.fetch_info(base), flags)
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
                untimed += got
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

    def reset_counters(self, base: str) -> None:
        """Zero the server's lifetime counters after warm-up (SGLang ``/flush_cache``).

        A server-lifetime average (SGLang's ``avg_spec_accept_length``) read after a reset
        covers the measured runs only; without a confirmed reset it is not used.
        """
        path = self.engine.reset_path
        if path is None:
            return
        try:
            resp = self.seams.http.post(base + path, timeout=60.0)
            ok, why = resp.status_code == 200, f"HTTP {resp.status_code}: {resp.text.strip()[:200]}"
        except httpx.HTTPError as exc:
            ok, why = False, f"{exc.__class__.__name__}: {exc}"
        self.settings_extra["server_counters_reset"] = f"POST {path}" if ok else None
        if not ok:
            self.r.note(
                f"POST {path} after warm-up failed ({why}); the server-lifetime "
                "accept length is not used"
            )

    def check_mode(self, samples: Sequence[Sample], info: dict[str, Any], flags: list[str]) -> None:
        """A non-``ar`` mode must show drafting, or the run fails as mode_not_active."""
        if self.spec.mode == "ar":
            return
        if any(s.drafted for s in samples) or self.engine.mode_evidence(info):
            return
        evidence = (
            "no draft_n > 0 in llama-server's timings of the measured runs"
            if self.engine.name == "llama.cpp"
            else "no spec_verify_ct > 0 in the /generate meta_info of the measured runs "
            "and no dllm_algorithm in /server_info"
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
        # per request (completion_tokens / spec_verify_ct of the measured runs) first; the
        # server-lifetime average only when its counters were reset after warm-up
        server_accept = (
            self.engine.accept_length(info)
            if self.settings_extra.get("server_counters_reset") or self.engine.reset_path is None
            else None
        )
        m["accept_length"] = accept_length(samples) or server_accept
        if server_accept is not None:
            m["server_accept_length"] = server_accept
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
