"""Client ceiling: can the harness measure a fast stream without becoming the bottleneck?

A loopback server (a separate process, so it does not share our GIL) streams
llama-server-shaped SSE chunks, one token each, on a fixed schedule: token i leaves at
t0 + i / RATE. It reports the rate it actually achieved (``timings.predicted_per_second``
from its own first and last write). The harness's real client (``stream_completion``)
measures the same stream; the figure of merit is client ÷ server, which must be within 1%.

    python benchmarks/client_ceiling.py                # 5,000 / 10,000 / 20,000 tok/s, 1 s each
    python benchmarks/client_ceiling.py --rates 5000 --seconds 2 --repeats 7
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx

from watcher.bench.client import completion_payload, stream_completion


class Pacer(BaseHTTPRequestHandler):
    """POST /v1/completions?rate=R streams max_tokens chunks at R tokens per second."""

    protocol_version = "HTTP/1.1"

    def log_message(self, fmt: str, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        n, rate = int(body["max_tokens"]), float(body["rate"])
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        chunk = (
            b'data: {"choices":[{"text":"tok","index":0,"logprobs":null,'
            b'"finish_reason":null}],"object":"text_completion"}\n\n'
        )
        out = self.wfile
        t0 = time.perf_counter() + 0.005
        first = last = 0.0
        for i in range(n):
            due = t0 + i / rate
            while (now := time.perf_counter()) < due:
                if due - now > 0.002:
                    time.sleep(due - now - 0.001)
            out.write(chunk)
            out.flush()
            last = time.perf_counter()
            if i == 0:
                first = last
        span = last - first
        final = {
            "choices": [{"text": "", "index": 0, "finish_reason": "length"}],
            "usage": {"completion_tokens": n, "prompt_tokens": 1},
            "timings": {
                "predicted_n": n,
                "predicted_ms": span * 1000,
                "predicted_per_second": (n - 1) / span,
            },
        }
        out.write(b"data: " + json.dumps(final).encode() + b"\n\ndata: [DONE]\n\n")
        out.flush()
        self.close_connection = True


def serve(port: int) -> None:
    """Run the pacing server until killed."""
    ThreadingHTTPServer(("127.0.0.1", port), Pacer).serve_forever()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    """Measure each rate ``repeats`` times and print client vs server figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", type=float, nargs="+", default=[5000, 10000, 20000])
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="length of each stream (tokens = rate x seconds)"
    )
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    port = _free_port()
    server = subprocess.Popen([sys.executable, __file__, "--serve", str(port)])
    url = f"http://127.0.0.1:{port}/v1/completions"
    worst = 0.0
    try:
        with httpx.Client(trust_env=False) as client:
            for _ in range(100):
                try:
                    client.get(url.replace("/v1/completions", "/"), timeout=1)
                    break
                except httpx.HTTPError:
                    time.sleep(0.05)
            print(
                f"{'nominal tok/s':>14} {'server tok/s':>13} {'client tok/s':>13} "
                f"{'client/server':>14} {'min..max ratio':>18}"
            )
            for rate in args.rates:
                ratios, clients, servers = [], [], []
                for _ in range(args.repeats):
                    payload = completion_payload(
                        model="m",
                        prompt="x",
                        max_tokens=int(rate * args.seconds),
                        extra={"rate": rate},
                    )
                    s = stream_completion(client, url, payload, timeout_s=120)
                    assert s.server_decode_tok_s is not None
                    clients.append(s.decode_tok_s)
                    servers.append(s.server_decode_tok_s)
                    ratios.append(s.decode_tok_s / s.server_decode_tok_s)
                med = statistics.median(ratios)
                worst = max(worst, abs(med - 1))
                print(
                    f"{rate:>14,.0f} {statistics.median(servers):>13,.1f} "
                    f"{statistics.median(clients):>13,.1f} {med:>14.4f} "
                    f"{min(ratios):>8.4f}..{max(ratios):.4f}"
                )
    finally:
        server.terminate()
        server.wait(timeout=10)
    verdict = "PASS" if worst <= 0.01 else "FAIL"
    print(
        f"{verdict}: worst median deviation {worst * 100:.2f}% (limit 1%), "
        f"{args.seconds:g} s streams (tokens = rate x seconds), {args.repeats} streams per rate"
    )
    sys.exit(0 if verdict == "PASS" else 1)


if __name__ == "__main__":
    main()
