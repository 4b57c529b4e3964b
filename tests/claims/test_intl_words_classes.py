"""Non-English words that mirror the English reading rules (load, use, whole-run time,
layouts), each pinned by sentences of its own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "At batch size 1, the throughput climbs from 31 tok/s to 47 tok/s.",
        "单并发测试:吞吐量从 31 tokens/s 提升到 47 tokens/s。",
        "测试条件(批量大小为1):吞吐量从 31 tokens/s 提升至 47 tokens/s",
        "バッチサイズ1のスループットは 31 tok/s から 47 tok/s に向上した。",
    ],
)
def test_a_throughput_at_one_stream_is_a_decode_rate(vocab: Vocabulary, text: str) -> None:
    """'batch size 1', '单并发', '批量大小为1', 'バッチサイズ1' name a batch of one: a bare
    throughput there is one stream's rate, not the server's output under load."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(31.0, "decode_tok_s"), (47.0, "decode_tok_s")]


def test_a_throughput_at_a_larger_batch_stays_the_server_s(vocab: Vocabulary) -> None:
    """'批大小=16' is load: the bare throughput is the server's output."""
    got = extract_claims("测试条件(批大小=16):吞吐量为 900 tokens/s。", vocab)
    assert [(c.value, c.metric) for c in got] == [(900.0, "output_tok_s")]
