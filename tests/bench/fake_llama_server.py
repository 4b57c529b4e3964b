#!/usr/bin/env python3
"""A loopback stand-in for llama-server, shaped like the real one (see docs notes).

Used by the runner's fast tests; the real binary is exercised by the slow tests.
Behaviour: ``--version`` prints llama.cpp's version line on stderr; the port opens before
the "model" loads (``/health`` 503 ``Loading model`` for ``FAKE_LOAD_S``), then 200.
A GGUF lacking ``llama.context_length`` is refused with llama.cpp's own log line and exit 1.
``/v1/completions`` streams one chunk per token, then a final chunk with usage and timings
(``draft_n`` only when started with ``--draft``), then ``[DONE]``.
Env knobs: FAKE_LOAD_S, FAKE_TOKEN_S (seconds per token), FAKE_CRASH_AFTER (tokens, then
GGML_ASSERT and exit), FAKE_SHORT (stop after this many tokens), FAKE_OOM (log OOM, exit),
FAKE_DRAFT_N (with ``--draft``: report this draft_n, e.g. 0), FAKE_SKEW_AT / FAKE_SKEW (the
N-th completion request, warm-up included, reports predicted_per_second times FAKE_SKEW;
FAKE_SKEW_AT=all: every request does).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import gguf

ARGS = sys.argv[1:]
if "--version" in ARGS:
    sys.stderr.write("version: 0.5.0-dev (build 1, commit 0c1e570)\nbuilt with cc\n")
    sys.exit(0)


def arg(name: str, default: str | None = None) -> str | None:
    return ARGS[ARGS.index(name) + 1] if name in ARGS else default


MODEL = arg("-m")
PORT = int(arg("--port") or 0)
DRAFT = "--draft" in ARGS
LOAD_S = float(os.environ.get("FAKE_LOAD_S", "0.2"))
TOKEN_S = float(os.environ.get("FAKE_TOKEN_S", "0.01"))
CRASH_AFTER = int(os.environ.get("FAKE_CRASH_AFTER", "0"))
SHORT = int(os.environ.get("FAKE_SHORT", "0"))
DRAFT_N = os.environ.get("FAKE_DRAFT_N")
SKEW_AT = os.environ.get("FAKE_SKEW_AT", "0")
SKEW = float(os.environ.get("FAKE_SKEW", "1"))
COMPLETIONS = [0]
READY = threading.Event()


def log(line: str) -> None:
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt: str, *args: object) -> None:
        pass

    def _json(self, code: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/health":
            if READY.is_set():
                self._json(200, {"status": "ok"})
            else:
                self._json(
                    503,
                    {
                        "error": {
                            "code": 503,
                            "message": "Loading model",
                            "type": "unavailable_error",
                        }
                    },
                )
        elif self.path == "/props":
            self._json(200, {"build_info": "b1-0c1e570", "model_path": MODEL})
        else:
            self._json(404, {"error": {"code": 404, "message": "File Not Found"}})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
        if self.path == "/tokenize":
            words = body["content"].split()
            self._json(200, {"tokens": [300 + (len(w) % 100) for w in words]})
            return
        if self.path != "/v1/completions":
            self._json(404, {"error": {"code": 404, "message": "File Not Found"}})
            return
        COMPLETIONS[0] += 1
        skew = SKEW if SKEW_AT in ("all", str(COMPLETIONS[0])) else 1.0
        n = int(body["max_tokens"])
        prompt_n = (
            len(body["prompt"]) if isinstance(body["prompt"], list) else len(body["prompt"].split())
        )
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        start = time.perf_counter()
        produced = 0
        for i in range(n):
            if SHORT and i >= SHORT:
                break
            if CRASH_AFTER and i >= CRASH_AFTER:
                log("/src/ggml/src/ggml-cpu/ops.cpp:1234: GGML_ASSERT(n_dims <= 4) failed")
                os._exit(134)
            time.sleep(TOKEN_S)
            chunk = {
                "choices": [{"text": "ab", "index": 0, "logprobs": None, "finish_reason": None}],
                "object": "text_completion",
            }
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            self.wfile.flush()
            produced += 1
        first_to_last_ms = (time.perf_counter() - start) * 1000
        timings = {
            "prompt_n": prompt_n,
            "prompt_ms": 1.0,
            "predicted_n": produced,
            "predicted_ms": first_to_last_ms,
            "predicted_per_second": produced / first_to_last_ms * 1000 * skew,
        }
        if DRAFT:
            drafted = produced if DRAFT_N is None else int(DRAFT_N)
            timings.update({"draft_n": drafted, "draft_n_accepted": drafted // 2})
        final = {
            "choices": [{"text": "", "index": 0, "finish_reason": "length"}],
            "usage": {
                "completion_tokens": produced,
                "prompt_tokens": prompt_n,
                "total_tokens": produced + prompt_n,
            },
            "timings": timings,
        }
        self.wfile.write(b"data: " + json.dumps(final).encode() + b"\n\n")
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def main() -> None:
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    log(f"main: server is listening on http://127.0.0.1:{PORT} - starting the main loop")
    time.sleep(LOAD_S)
    if os.environ.get("FAKE_OOM"):
        log(
            "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 21924.00 MiB on device 0: "
            "cudaMalloc failed: out of memory"
        )
        log("E llama_model_load: error loading model: unable to allocate CUDA0 buffer")
        sys.exit(1)
    reader = gguf.GGUFReader(MODEL, "r")
    if reader.get_field("llama.context_length") is None:
        log(
            "E llama_model_load: error loading model: error loading model hyperparameters: "
            "key not found in model: llama.context_length"
        )
        log("E llama_model_load_from_file_impl: failed to load model")
        log("E srv    load_model: failed to load model, '" + str(MODEL) + "'")
        sys.exit(1)
    READY.set()
    log("main: model loaded")
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
