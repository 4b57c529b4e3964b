"""``python -m sglang.launch_server`` stand-in, shaped like SGLang 0.5.23's HTTP server.

Shapes read from sglang 0.5.23 (``srt/entrypoints/http_server.py``,
``srt/managers/tokenizer_manager.py``, ``io_struct.py``):

- /health 200 once "loaded"; /model_info (and deprecated /get_model_info) {model_path, ...};
  /server_info (and /get_server_info): server args + internal_states[] + version.
- POST /generate with ``stream: true``: ``data: {"text", "output_ids", "meta_info"}`` per
  step, text CUMULATIVE, meta_info {id, finish_reason (null, then {"type": "length",
  "length": n}), prompt_tokens, completion_tokens, cached_tokens, ...}; the final chunk of
  a speculative request adds spec_verify_ct, spec_accept_length, spec_accept_rate,
  spec_num_correct_drafts, spec_num_proposed_drafts; then ``data: [DONE]``.
- GET/POST /flush_cache: 200 "Cache flushed..." and the lifetime speculative counters
  (behind ``avg_spec_accept_length``) start over; FAKE_FLUSH_FAILS=1 answers 400 like a
  server with requests in flight.
- /v1/completions streams OpenAI chunks (``usage: null``), then with
  ``stream_options.include_usage`` a final ``choices: []`` chunk carrying usage; SGLang's
  OpenAI stream carries no meta_info.

Speculative flags (``--speculative-algorithm X``) commit ACCEPT tokens per verify step,
except for the server's first request (a cold draft: one token per step), so a lifetime
average that includes warm-up differs from the measured runs'. FAKE_LOAD_S delays
readiness (uvicorn not yet listening); FAKE_NO_SPEC_META=1 leaves the spec_* fields out
(an algorithm configured that never verified a draft).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import sglang

parser = argparse.ArgumentParser(allow_abbrev=False)  # only full option names pass
parser.add_argument("--model-path", required=True)
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--port", type=int, default=30000)
parser.add_argument("--context-length", type=int)
parser.add_argument("--tp-size", "--tensor-parallel-size", type=int, default=1)
parser.add_argument("--speculative-algorithm")
ARGS = parser.parse_args()  # unknown flags exit 2 with "unrecognized arguments", like SGLang
TOKEN_S = float(os.environ.get("FAKE_TOKEN_S", "0.01"))
ACCEPT = 3  # tokens per verify step when speculative (after the first request)
LOCK = threading.Lock()
COUNTERS = {"requests": 0, "tokens": 0, "steps": 0}  # lifetime, zeroed by /flush_cache


def server_info() -> dict:
    state = {
        "model_path": ARGS.model_path,
        "speculative_algorithm": ARGS.speculative_algorithm,
        "dllm_algorithm": None,
        "last_gen_throughput": 100.0,
    }
    with LOCK:
        if ARGS.speculative_algorithm and COUNTERS["steps"] > 0:
            state["avg_spec_accept_length"] = COUNTERS["tokens"] / COUNTERS["steps"]
    return {
        "model_path": ARGS.model_path,
        "tp_size": ARGS.tp_size,
        "speculative_algorithm": ARGS.speculative_algorithm,
        "dllm_algorithm": None,
        "context_length": ARGS.context_length,
        "status": "ready",
        "internal_states": [state],
        "version": sglang.__version__,
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt: str, *args: object) -> None:
        sys.stderr.write("[fake-sglang] " + fmt % args + "\n")

    def _json(self, code: int, body: object) -> None:
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/health":
            self._json(200, {})
        elif self.path in ("/model_info", "/get_model_info"):
            self._json(
                200,
                {
                    "model_path": ARGS.model_path,
                    "tokenizer_path": ARGS.model_path,
                    "is_generation": True,
                    "preferred_sampling_params": None,
                },
            )
        elif self.path in ("/server_info", "/get_server_info"):
            self._json(200, server_info())
        elif self.path.split("?")[0] == "/flush_cache":
            self.flush_cache()
        else:
            self._json(404, {"detail": "Not Found"})

    def _text(self, code: int, text: str) -> None:
        data = text.encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def flush_cache(self) -> None:
        if os.environ.get("FAKE_FLUSH_FAILS"):
            self._text(400, "Flush cache failed.\n")
            return
        with LOCK:
            COUNTERS.update(tokens=0, steps=0)
        self._text(
            200,
            "Cache flushed.\nPlease check backend logs for more details. (When there are "
            "running or waiting requests, the operation will not be performed.)\n",
        )

    def generate(self, body: dict) -> None:
        params = body.get("sampling_params") or {}
        if "text" not in body and "input_ids" not in body:
            self._json(400, {"error": "Either text or input_ids should be provided."})
            return
        n = int(params.get("max_new_tokens", 128))
        prompt = body.get("input_ids") or str(body.get("text")).split()
        with LOCK:
            first = COUNTERS["requests"] == 0
            COUNTERS["requests"] += 1
        step = (1 if first else ACCEPT) if ARGS.speculative_algorithm else 1
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        rid = f"r{COUNTERS['requests']}"
        text, ids, steps = "", [], 0
        while len(ids) < n:
            k = min(step, n - len(ids))
            time.sleep(TOKEN_S)
            steps += 1
            text += " tok" * k
            ids += [7] * k
            meta = {
                "id": rid,
                "finish_reason": None,
                "prompt_tokens": len(prompt),
                "weight_version": "default",
                "num_retractions": 0,
                "reasoning_tokens": 0,
                "completion_tokens": len(ids),
                "cached_tokens": 0,
            }
            if len(ids) == n:
                meta["finish_reason"] = {"type": "length", "length": n}
                meta["e2e_latency"] = steps * TOKEN_S
                if ARGS.speculative_algorithm and not os.environ.get("FAKE_NO_SPEC_META"):
                    proposed = steps * (ACCEPT - 1)
                    correct = n - steps
                    meta.update(
                        spec_accept_rate=correct / proposed,
                        spec_accept_length=n / steps,
                        spec_num_correct_drafts=correct,
                        spec_num_proposed_drafts=proposed,
                        spec_verify_ct=steps,
                    )
            chunk = {"text": text, "output_ids": ids, "meta_info": meta}
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            self.wfile.flush()
        if ARGS.speculative_algorithm:
            with LOCK:
                COUNTERS["tokens"] += n
                COUNTERS["steps"] += steps
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else {}
        if self.path.split("?")[0] == "/flush_cache":
            self.flush_cache()
            return
        if self.path == "/generate":
            self.generate(body)
            return
        if self.path != "/v1/completions" or body.get("model") != ARGS.model_path:
            self._json(
                404, {"object": "error", "message": "The model does not exist.", "code": 404}
            )
            return
        n = int(body["max_tokens"])
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        step = int(ACCEPT) if ARGS.speculative_algorithm else 1
        sent = 0
        while sent < n:
            k = min(step, n - sent)
            time.sleep(TOKEN_S)
            chunk = {
                "id": "c1",
                "object": "text_completion",
                "created": 1,
                "model": ARGS.model_path,
                "choices": [
                    {
                        "index": 0,
                        "text": " tok" * k,
                        "logprobs": None,
                        "finish_reason": None,
                        "matched_stop": None,
                    }
                ],
                "usage": None,
            }
            self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            self.wfile.flush()
            sent += k
        prompt_n = len(str(body["prompt"]).split())
        last = {
            "id": "c1",
            "object": "text_completion",
            "created": 1,
            "model": ARGS.model_path,
            "choices": [
                {
                    "index": 0,
                    "text": "",
                    "logprobs": None,
                    "finish_reason": "length",
                    "matched_stop": None,
                }
            ],
            "usage": None,
        }
        self.wfile.write(b"data: " + json.dumps(last).encode() + b"\n\n")
        if (body.get("stream_options") or {}).get("include_usage"):
            usage = {
                "id": "c1",
                "object": "text_completion",
                "created": 1,
                "model": ARGS.model_path,
                "choices": [],
                "usage": {
                    "prompt_tokens": prompt_n,
                    "completion_tokens": sent,
                    "total_tokens": prompt_n + sent,
                },
            }
            self.wfile.write(b"data: " + json.dumps(usage).encode() + b"\n\n")
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def main() -> None:
    sys.stderr.write(f"[fake-sglang] server_args=model_path={ARGS.model_path!r}\n")
    time.sleep(float(os.environ.get("FAKE_LOAD_S", "0.2")))
    ThreadingHTTPServer((ARGS.host, ARGS.port), Handler).serve_forever()


if __name__ == "__main__":
    main()
