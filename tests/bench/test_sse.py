"""SSE parsing: boundaries anywhere, comments, [DONE], CRLF, multi-line data."""

from __future__ import annotations

import pytest

from watcher.bench.sse import SSEParser

STREAM = (
    b": keep-alive\n\n"
    b'data: {"choices":[{"text":"h\xc3\xa9"}]}\n\n'
    b"event: ping\ndata: x\n\n"
    b'data: {"usage":{"completion_tokens":2}}\r\n\r\n'
    b"data: [DONE]\n\n"
)


def _all(chunks: list[bytes]) -> list[tuple[str, str]]:
    p = SSEParser()
    out = [e for c in chunks for e in p.feed(c)] + p.close()
    return [(e.event, e.data) for e in out]


EXPECTED = [
    ("message", '{"choices":[{"text":"hé"}]}'),
    ("ping", "x"),
    ("message", '{"usage":{"completion_tokens":2}}'),
    ("message", "[DONE]"),
]


def test_whole_stream() -> None:
    """Comments are skipped; events, types and [DONE] come through in order."""
    assert _all([STREAM]) == EXPECTED


@pytest.mark.parametrize("size", [1, 2, 3, 5, 7, 13])
def test_any_chunk_boundary(size: int) -> None:
    """Splitting mid-line, mid-UTF-8 character and between \\r and \\n changes nothing."""
    chunks = [STREAM[i : i + size] for i in range(0, len(STREAM), size)]
    assert _all(chunks) == EXPECTED


def test_cr_lf_split_across_chunks() -> None:
    """A \\r at a chunk's end followed by \\n is one line end, not two (no empty event)."""
    assert _all([b"data: a\r", b"\n\r", b"\ndata: b\n\n"]) == [("message", "a"), ("message", "b")]


def test_multiline_data_and_unterminated_tail() -> None:
    """data lines join with newlines; a final event without a blank line still counts."""
    assert _all([b"data: a\ndata: b\n\ndata: tail"]) == [("message", "a\nb"), ("message", "tail")]


def test_done_detection() -> None:
    """is_done is true only for [DONE]."""
    p = SSEParser()
    events = p.feed(b"data: [DONE]\n\ndata: {}\n\n")
    assert [e.is_done for e in events] == [True, False]
