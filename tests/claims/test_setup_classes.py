"""Setup classes of reading mistakes (hardware, GPU count, precision, concurrency), each
pinned by sentences of its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_closing_line_ending_in_a_colon_introduces_the_block_below(vocab: Vocabulary) -> None:
    """The last line of a paragraph that ends with ':' is the lead-in of the next block."""
    text = (
        "**Numbers**\n"
        "Every run below was made with one request at a time:\n\n"
        "Chat prompt -> 2.5 s = ~40 tokens/s\n"
        "Code prompt -> 3.1 s = ~52 tokens/s\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab) if c.unit == "tok/s"]
    assert got == [(40.0, 1), (52.0, 1)]
