"""A rate run serially ("439 tok/s serial", "sequentially") is one stream's: ``decode_tok_s``
at concurrency one, even in a sentence whose other figure states many concurrent requests
(reading rules §2: the figure's own words are the nearest unit; §4: one stream or many)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


def test_a_serial_rate_beside_a_concurrent_one(vocab: Vocabulary) -> None:
    text = (
        "On an H100, 32 concurrent requests deliver **341 tok/s total** — below the same "
        "server's **439 tok/s serial** — while the engine log confirms PagedAttention.\n"
    )
    assert _read(text, vocab) == [(341, "output_tok_s", 32), (439, "decode_tok_s", 1)]


def test_requests_sent_sequentially(vocab: Vocabulary) -> None:
    text = (
        "Sending the prompts sequentially, the vLLM serving benchmark measured a throughput "
        "of 152 tok/s.\n"
    )
    assert [m for _v, m, _c in _read(text, vocab)] == ["decode_tok_s"]


def test_concurrent_requests_stay_the_servers(vocab: Vocabulary) -> None:
    text = "With 16 concurrent requests the server sustains 820 tok/s on one H100.\n"
    assert _read(text, vocab) == [(820, "output_tok_s", 16)]


def test_a_serial_number_names_no_stream(vocab: Vocabulary) -> None:
    text = "The card with serial number 42 reached 900 tok/s at batch size 16 on vLLM.\n"
    assert _read(text, vocab) == [(900, "output_tok_s", 16)]
