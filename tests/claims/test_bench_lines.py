"""llama-bench's table pasted as plain lines (copied from a rendered page, the pipes lost):
the rate at each row's end is tokens per second, ``pp`` prefill, ``tg`` decode and
``pp+tg`` the total (LABELLING); the ``size`` column is no claim (reading rules §4: a unit
may sit only in a header)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_HEADER = "model size params backend ngl test t/s\n"


def _read(rows: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(_HEADER + rows, vocab)]


def test_flattened_rows_give_prefill_and_decode(vocab: Vocabulary) -> None:
    rows = (
        "qwen2 7B Q4_K_M 4.36 GiB 7.62 B ROCm 99 pp512 2210.45 ± 11.02\n"
        "qwen2 7B Q4_K_M 4.36 GiB 7.62 B ROCm 99 tg128 88.31 ± 0.12\n"
    )
    assert _read(rows, vocab) == [(2210.45, "prefill_tok_s"), (88.31, "decode_tok_s")]


def test_a_mixed_test_is_the_total(vocab: Vocabulary) -> None:
    rows = "phi3 3B Q8_0 3.78 GiB 3.82 B Metal 99 pp256+tg64 412.7 ± 3.3\n"
    assert _read(rows, vocab) == [(412.7, "total_tok_s")]


def test_a_depth_suffix_keeps_the_phase(vocab: Vocabulary) -> None:
    rows = "llama 13B Q5_K_M 8.60 GiB 13.02 B CUDA 99 tg128 @ d8192 31.07 ± 0.05"
    assert _read(rows, vocab) == [(31.07, "decode_tok_s")]


def test_the_size_column_is_no_memory_claim(vocab: Vocabulary) -> None:
    rows = "mistral 7B Q6_K 5.53 GiB 7.24 B Vulkan 99 tg128 47.90 ± 0.40\n"
    assert all(metric != "memory" for _, metric in _read(rows, vocab))
