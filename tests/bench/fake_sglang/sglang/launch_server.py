"""``python -m sglang.launch_server`` stand-in, shaped like SGLang's documented HTTP API.

/health 200 once "loaded"; /get_model_info {model_path, tokenizer_path, is_generation};
/server_info and /get_server_info: server args + internal_states[] + version;
/v1/completions streams OpenAI chunks (``usage: null``), then with
``stream_options.include_usage`` a final ``choices: []`` chunk carrying usage.
Speculative flags (``--speculative-algorithm X``) turn on spec_verify_ct accounting and
``avg_spec_accept_length``. FAKE_LOAD_S delays readiness (uvicorn not yet listening).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
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
ACCEPT = 3.0  # tokens per verify step when speculative


def server_info() -> dict:
    state = {
        "model_path": ARGS.model_path,
        "speculative_algorithm": ARGS.speculative_algorithm,
        "dllm_algorithm": None,
        "last_gen_throughput": 100.0,
    }
    if ARGS.speculative_algorithm:
        state["avg_spec_accept_length"] = ACCEPT
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
        else:
            self._json(404, {"detail": "Not Found"})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
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
