"""The measurement client: one streamed completion over httpx.

Shared by both engines: OpenAI ``POST /v1/completions`` with ``stream: true`` (llama.cpp)
and SGLang's native ``POST /generate`` with ``stream: true`` (same SSE framing). Timestamps come
from an injected monotonic clock, taken as each SSE event is parsed. Every stream asks for
``Connection: close``: reusing a keep-alive connection after an SSE stream made some later
requests fail on llama-server (see docs notes), and a fresh connection costs microseconds
on loopback, outside the measured window.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import httpx

from watcher.bench.measure import MeasureError, Sample, StreamAccumulator
from watcher.bench.payloads import completion_payload as completion_payload
from watcher.bench.payloads import expected_tokens
from watcher.bench.sse import DONE, SSEParser
from watcher.errors import RequestFailed as RequestFailed

Clock = Callable[[], float]


def stream_completion(
    client: httpx.Client,
    url: str,
    payload: dict[str, Any],
    *,
    clock: Clock = time.perf_counter,
    timeout_s: float = 600.0,
    on_text: Callable[[int], None] | None = None,
    decode: bool = True,
) -> Sample:
    """Send one streamed completion and measure it; RequestFailed on any failure.

    ``on_text`` (optional) is called after each network read with the running count of SSE
    events, for a live display; it must be cheap.
    """
    parser = SSEParser()
    acc = StreamAccumulator(sent_at=0.0)
    try:
        request = client.build_request(
            "POST",
            url,
            json=payload,
            headers={"Connection": "close", "Accept": "text/event-stream"},
            timeout=httpx.Timeout(timeout_s, connect=10.0),
        )
        acc = StreamAccumulator(sent_at=clock())
        response = client.send(request, stream=True)
        try:
            if response.status_code != 200:
                body = response.read().decode("utf-8", "replace")
                raise RequestFailed(
                    f"POST {url} -> HTTP {response.status_code}: {_error_message(body)}"
                )
            # Hot loop: timestamp each event as it is parsed; decode JSON after the stream
            # so that a fast engine is never slowed (or mis-timed) by the client.
            events: list[tuple[str, float, int]] = []
            for read, chunk in enumerate(response.iter_bytes()):
                for event in parser.feed(chunk):
                    events.append((event.data, clock(), read))
                if on_text is not None:
                    on_text(len(events))
            events += [(event.data, clock(), -1) for event in parser.close()]
        finally:
            response.close()
        ended = clock()
    except httpx.TimeoutException as exc:
        raise RequestFailed(
            f"POST {url} timed out after {timeout_s:g} s ({exc.__class__.__name__})"
        ) from exc
    except httpx.HTTPError as exc:
        raise RequestFailed(f"POST {url} failed: {exc.__class__.__name__}: {exc}") from exc
    for data, at, read in events:
        _take(data, acc, at, read)
    try:
        sample = acc.finish(ended, decode=decode)
    except MeasureError as exc:
        raise RequestFailed(str(exc)) from exc
    expected = expected_tokens(payload)
    if expected is not None and sample.completion_tokens != expected:
        raise RequestFailed(
            f"engine generated {sample.completion_tokens} tokens, expected exactly {expected} "
            f"(finish_reason={sample.finish_reason!r}; is ignore_eos honoured?)"
        )
    return sample


def _take(data: str, acc: StreamAccumulator, at: float, read: int) -> None:
    """Add one event's JSON (received at ``at``) to the accumulator; skip [DONE]."""
    if data.strip() == DONE:
        return
    try:
        chunk = json.loads(data)
    except ValueError as exc:
        raise RequestFailed(f"stream carried non-JSON data: {data[:200]!r}") from exc
    if isinstance(chunk, dict):
        acc.add(chunk, at, read)


def _error_message(body: str) -> str:
    """The server's error message from a JSON error body, else the body's first line."""
    try:
        data = json.loads(body)
    except ValueError:
        return (body.strip().splitlines() or [""])[0][:300]
    if isinstance(data, dict):
        err = data.get("error", data.get("message", data.get("detail")))
        if isinstance(err, dict):
            err = err.get("message", err)
        if err is not None:
            return str(err)[:300]
    return body[:300]
