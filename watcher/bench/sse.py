"""Server-sent events, parsed incrementally from raw bytes (no I/O here).

Implements the parts of the WHATWG "event stream" format that inference servers use:
``data:`` lines (several join with newlines), ``:`` comment lines (keep-alives), blank
line = end of event, ``\\n``/``\\r\\n``/``\\r`` line ends, and chunk boundaries anywhere —
in the middle of a line, of a UTF-8 character, or between ``\\r`` and ``\\n``.
https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass

DONE = "[DONE]"


@dataclass(frozen=True)
class SSEEvent:
    """One dispatched event: its ``event`` type (default ``message``) and joined data."""

    data: str
    event: str = "message"

    @property
    def is_done(self) -> bool:
        """True for the OpenAI-style ``data: [DONE]`` terminator."""
        return self.data.strip() == DONE


class SSEParser:
    """Feed bytes as they arrive; get back the events completed by them."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._buffer = ""
        self._data: list[str] = []
        self._event = ""
        self._pending_cr = False

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        """Parse ``chunk``; return the events it completed (possibly none)."""
        text = self._decoder.decode(chunk)
        if self._pending_cr and text.startswith("\n"):
            text = text[1:]  # the \n of a \r\n split across chunks
        self._pending_cr = False
        self._buffer += text
        events: list[SSEEvent] = []
        while True:
            cut = _line_end(self._buffer)
            if cut is None:
                break
            start, end = cut
            line = self._buffer[:start]
            if end == len(self._buffer) and self._buffer[start] == "\r":
                self._pending_cr = True
            self._buffer = self._buffer[end:]
            event = self._line(line)
            if event is not None:
                events.append(event)
        return events

    def close(self) -> list[SSEEvent]:
        """End of stream: an unterminated final event is dispatched too (servers forget)."""
        tail = self._buffer + self._decoder.decode(b"", final=True)
        self._buffer = ""
        events = []
        if tail:
            event = self._line(tail)
            if event is not None:
                events.append(event)
        event = self._line("")
        if event is not None:
            events.append(event)
        return events

    def _line(self, line: str) -> SSEEvent | None:
        if line == "":
            if not self._data:
                self._event = ""
                return None
            event = SSEEvent("\n".join(self._data), self._event or "message")
            self._data, self._event = [], ""
            return event
        if line.startswith(":"):
            return None  # comment / keep-alive
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        return None


def _line_end(buffer: str) -> tuple[int, int] | None:
    """(index of the line terminator, index after it), or None if no full line yet."""
    n = buffer.find("\n")
    r = buffer.find("\r", 0, n if n >= 0 else len(buffer))
    if r >= 0:
        if r + 1 < len(buffer):
            return r, r + 2 if buffer[r + 1] == "\n" else r + 1
        return r, r + 1
    if n >= 0:
        return n, n + 1
    return None
