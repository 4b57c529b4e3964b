"""llama.cpp's batch size counts prompt tokens, not requests.

Reading rules §4: concurrency is requests in flight (batch size, "@ conc 8"). llama.cpp's
``-b``/``n_batch`` ("Batch Size: 2048") is the prompt tokens it processes in one step, so a post
whose engines are all of llama.cpp's family states no concurrency by it, and its single-stream
rate stays `decode_tok_s`. A batch of a few requests, or another engine's batch, keeps its load.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return sorted((c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab))


def test_llama_cpp_batch_size_is_no_concurrency(vocab: Vocabulary) -> None:
    text = (
        "# llama.cpp on the RTX 4090\n\n"
        "### Before\n- Speed: 11.3 tokens/second\n- Batch Size: 2048\n- Threads: 8\n\n"
        "### After\n- Speed: **68.5 tokens/second**\n"
    )
    assert _read(text, vocab) == [(11.3, "decode_tok_s", None), (68.5, "decode_tok_s", None)]


def test_another_engines_batch_keeps_its_load(vocab: Vocabulary) -> None:
    text = "# vLLM on the H100\n\nSetup:\n- Batch size: 256\n\nOutput throughput: 9000 tok/s\n"
    assert _read(text, vocab) == [(9000.0, "output_tok_s", 256)]


def test_a_few_requests_keep_their_load(vocab: Vocabulary) -> None:
    text = "# llama.cpp on the RTX 4090\n\nSetup:\n- batch size 8\n\nThroughput: 300 tok/s\n"
    assert _read(text, vocab) == [(300.0, "output_tok_s", 8)]
