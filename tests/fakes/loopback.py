"""A threaded HTTP server on a free loopback port, for the hand-written fakes.

A fake subclasses :class:`LoopbackServer`, sets ``handler`` to its request handler class
(which finds the fake as ``self.fake``) and, where it needs its own, ``server_class``, and
gets ``start``/``stop`` and ``with`` for free.
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self


class LoopbackServer:
    """Start/stop a ``ThreadingHTTPServer`` for ``handler`` on 127.0.0.1."""

    handler: ClassVar[type[BaseHTTPRequestHandler]]
    server_class: ClassVar[type[ThreadingHTTPServer]] = ThreadingHTTPServer
    _server: ThreadingHTTPServer | None = None

    @property
    def address(self) -> tuple[str, int]:
        """(host, port) of the running server."""
        assert self._server is not None, "start() the fake first"
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    def start(self) -> Self:
        """Serve on a free loopback port in a thread."""
        handler: type[Any] = type("Handler", (self.handler,), {"fake": self})
        self._server = self.server_class(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        """Shut the server down."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
