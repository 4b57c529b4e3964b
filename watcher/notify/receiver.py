"""A minimal receiver for the watcher's signed webhooks — an example to copy, and tested.

It accepts both kinds the watcher sends: notifications and benchmark jobs (the
``webhook`` backend); they are signed the same way (:mod:`watcher.signing`).

It is a WSGI application (run it with any WSGI server; ``python -m watcher.notify.receiver``
serves it on 127.0.0.1 with the standard library) that accepts a delivery only when:

1. ``X-Watcher-Signature-256`` is the HMAC-SHA256 of ``"<timestamp>." + raw body`` under the
   shared secret, compared in constant time (``hmac.compare_digest`` via
   :func:`watcher.signing.verify`);
2. ``X-Watcher-Timestamp`` is within ``tolerance_s`` (300 s) of the receiver's clock —
   a stale or future timestamp is refused, so a captured request cannot be replayed later;
3. the ``Idempotency-Key`` was not seen before (the watcher retries; handle each once).

Bodies over ``max_body`` bytes are refused before they are read in full. Responses carry
no detail beyond a status word: a failed check never says which part failed or echoes the
secret, the expected signature or the body.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

from watcher.signing import DEFAULT_TOLERANCE_S, verify

MAX_BODY = 1 << 20
SEEN_KEYS = 10_000

Handler = Callable[[dict[str, Any]], None]
StartResponse = Callable[[str, list[tuple[str, str]]], Any]


class Receiver:
    """WSGI app: verify signature, freshness and idempotency, then call ``handle(body)``."""

    def __init__(
        self,
        secret: str | bytes,
        handle: Handler,
        *,
        clock: Callable[[], float] = time.time,
        tolerance_s: int = DEFAULT_TOLERANCE_S,
        max_body: int = MAX_BODY,
    ) -> None:
        if not secret:
            raise ValueError("a webhook receiver needs a non-empty secret")
        self.secret = secret
        self.handle = handle
        self.clock = clock
        self.tolerance_s = tolerance_s
        self.max_body = max_body
        self.seen: OrderedDict[str, None] = OrderedDict()

    def check(self, headers: dict[str, str], body: bytes) -> tuple[int, str]:
        """(HTTP status, reason word) for one delivery; pure apart from the seen-keys memory."""
        ok = verify(
            self.secret,
            headers.get("x-watcher-timestamp", ""),
            body,
            headers.get("x-watcher-signature-256", ""),
            now=self.clock(),
            tolerance_s=self.tolerance_s,
        )
        if not ok:
            return 401, "unauthorized"
        key = headers.get("idempotency-key", "")
        if key and key in self.seen:
            return 200, "duplicate"
        try:
            document = json.loads(body)
        except ValueError:
            return 400, "bad request"
        if not isinstance(document, dict):
            return 400, "bad request"
        self.handle(document)
        if key:
            self.seen[key] = None
            while len(self.seen) > SEEN_KEYS:
                self.seen.popitem(last=False)
        return 200, "ok"

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        """The WSGI entry point."""
        if environ.get("REQUEST_METHOD") != "POST":
            return _reply(start_response, 405, "method not allowed")
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return _reply(start_response, 400, "bad request")
        if length < 0 or length > self.max_body:
            return _reply(start_response, 413, "too large")
        body = environ["wsgi.input"].read(length) if length else b""
        headers = {
            key[5:].replace("_", "-").lower(): str(value)
            for key, value in environ.items()
            if key.startswith("HTTP_")
        }
        status, word = self.check(headers, body)
        return _reply(start_response, status, word)


_REASONS = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    405: "Method Not Allowed",
    413: "Payload Too Large",
}


def _reply(start_response: StartResponse, status: int, word: str) -> list[bytes]:
    body = (word + "\n").encode("ascii")
    start_response(
        f"{status} {_REASONS[status]}",
        [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))],
    )
    return [body]


def main() -> None:  # pragma: no cover - a usage example
    """Serve on 127.0.0.1:$PORT (default 8765), secret from $WATCHER_WEBHOOK_SECRET."""
    from wsgiref.simple_server import make_server

    secret = os.environ.get("WATCHER_WEBHOOK_SECRET", "")
    app = Receiver(secret, lambda doc: print(json.dumps(doc.get("event") or doc)[:200]))
    port = int(os.environ.get("PORT", "8765"))
    with make_server("127.0.0.1", port, app) as server:
        print(f"listening on http://127.0.0.1:{port}/", file=sys.stderr)
        server.serve_forever()


if __name__ == "__main__":  # pragma: no cover
    main()


__all__ = ["MAX_BODY", "Receiver"]
