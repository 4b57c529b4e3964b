"""The streaming client against httpx.MockTransport streams shaped like llama-server's."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from watcher.bench.client import RequestFailed, completion_payload, stream_completion


class Clock:
    """A fake clock that advances 10 ms on every read."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 0.01
        return self.t


def _sse(obj: object) -> bytes:
    return b"data: " + json.dumps(obj).encode() + b"\n\n"


def _llama_stream(n: int, *, draft: bool = False) -> bytes:
    body = b": keep-alive\n\n"
    for _ in range(n):
        body += _sse({"choices": [{"text": "L", "index": 0, "finish_reason": None}]})
    timings = {"predicted_n": n, "predicted_ms": 10.0, "predicted_per_second": 123.4}
    if draft:
        timings |= {"draft_n": n, "draft_n_accepted": n - 1}
    body += _sse(
        {
            "choices": [{"text": "", "index": 0, "finish_reason": "length"}],
            "usage": {"completion_tokens": n, "prompt_tokens": 3},
            "timings": timings,
        }
    )
    return body + b"data: [DONE]\n\n"


class Chunked(httpx.SyncByteStream):
    """The body split into pieces of ``size`` bytes (boundaries mid-event)."""

    def __init__(self, body: bytes, size: int) -> None:
        self.body, self.size = body, size

    def __iter__(self) -> Iterator[bytes]:
        for i in range(0, len(self.body), self.size):
            yield self.body[i : i + self.size]


def _client(handler) -> httpx.Client:  # type: ignore[no-untyped-def]
    return httpx.Client(transport=httpx.MockTransport(handler))


PAYLOAD = completion_payload(model="m", prompt=[1, 2, 3], max_tokens=8)


@pytest.mark.parametrize("size", [1, 17, 120])
def test_measures_stream(size: int) -> None:
    """Counts come from usage; Connection: close and ignore_eos are sent."""
    seen: list[httpx.Request] = []

    def handler(req: httpx.Request) -> httpx.Response:
        seen.append(req)
        return httpx.Response(200, stream=Chunked(_llama_stream(8, draft=True), size))

    s = stream_completion(_client(handler), "http://x/v1/completions", PAYLOAD, clock=Clock())
    assert s.completion_tokens == 8
    assert s.text_chunks == 8
    assert s.server_decode_tok_s == 123.4
    assert (s.draft_n, s.draft_n_accepted) == (8, 7)
    assert s.ttft_s > 0 and s.decode_tok_s > 0
    req = seen[0]
    assert req.headers["connection"] == "close"
    body = json.loads(req.content)
    assert body["stream"] is True and body["ignore_eos"] is True and body["max_tokens"] == 8


def test_rejects_wrong_token_count() -> None:
    """An engine that stops early (EOS not ignored) is a request failure, not a figure."""

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(200, stream=Chunked(_llama_stream(5), 50))

    with pytest.raises(RequestFailed, match="generated 5 tokens, expected exactly 8"):
        stream_completion(_client(handler), "http://x/v1/completions", PAYLOAD, clock=Clock())


def test_usage_only_final_chunk_openai_style() -> None:
    """SGLang/OpenAI style: choices [] with usage in the last chunk."""

    def handler(req: httpx.Request) -> httpx.Response:
        body = b"".join(
            _sse({"choices": [{"text": "tok", "finish_reason": None}]}) for _ in range(8)
        )
        body += _sse({"choices": [], "usage": {"completion_tokens": 8}}) + b"data: [DONE]\n\n"
        return httpx.Response(200, stream=Chunked(body, 50))

    s = stream_completion(_client(handler), "http://x/v1/completions", PAYLOAD, clock=Clock())
    assert s.completion_tokens == 8 and s.server_decode_tok_s is None


def test_http_error_carries_server_message() -> None:
    """A 400 with llama-server's JSON error becomes RequestFailed with that message."""

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(
            400, json={"error": {"code": 400, "message": "the request exceeds the context size"}}
        )

    with pytest.raises(RequestFailed, match="HTTP 400: the request exceeds the context size"):
        stream_completion(_client(handler), "http://x/v1/completions", PAYLOAD, clock=Clock())


def test_transport_error_and_bad_json() -> None:
    """A dropped connection and non-JSON data are request failures."""

    def drop(req: httpx.Request) -> httpx.Response:
        raise httpx.RemoteProtocolError("Server disconnected without sending a response")

    with pytest.raises(RequestFailed, match="Server disconnected"):
        stream_completion(_client(drop), "http://x/v1/completions", PAYLOAD, clock=Clock())

    def junk(req: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=b"data: {not json\n\n")

    with pytest.raises(RequestFailed, match="non-JSON"):
        stream_completion(_client(junk), "http://x/v1/completions", PAYLOAD, clock=Clock())


def test_stream_in_one_read_is_refused() -> None:
    """A whole stream delivered in one network read yields no decode figure."""

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(200, stream=Chunked(_llama_stream(8), 1 << 20))

    with pytest.raises(RequestFailed, match="one network read"):
        stream_completion(_client(handler), "http://x/v1/completions", PAYLOAD, clock=Clock())
