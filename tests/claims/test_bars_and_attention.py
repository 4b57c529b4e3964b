"""Bars and component multiples in new phrasings: a reading speed stated at length, "the
minimum for" a use, what users expect, a rate "就能流畅" / "あれば実用的" for a use, and
attention itself sped up or compared against (docs/READING_RULES.md §2 and §4; LABELLING:
comfort and guidance thresholds, kernel-level and component speedups). A run's figures and a
run's multiple from enabling an attention backend stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_bars_for_a_use_are_no_runs(vocab: Vocabulary) -> None:
    text = (
        "An adult's silent reading speed is near 4 words per second, or about 6 tokens per second."
    )
    assert _read(text, vocab) == []
    assert _read("Many devs consider 15 tok/s the minimum for pair programming.", vocab) == []
    assert _read("Customers expect the first token within 700 ms.", vocab) == []
    assert _read("一般而言,每秒 25 个 token 以上就能流畅阅读。", vocab) == []
    assert _read("普通は 12 トークン/秒あれば実用的です。", vocab) == []


def test_attention_itself_sped_up_is_kernel_level(vocab: Vocabulary) -> None:
    assert _read("The new kernel can speed up attention by 2.5x.", vocab) == []
    assert _read("Up to 40x faster than naive PyTorch attention.", vocab) == []


def test_runs_and_an_enabled_backends_multiple_stay(vocab: Vocabulary) -> None:
    text = "Turning on flash attention gives 1.4x higher throughput on our 4090."
    assert _read(text, vocab) == [(1.4, "speedup")]
    assert _read("Decode on my 3090 ran at 28 tok/s, the minimum of the sweep.", vocab) == [
        (28.0, "decode_tok_s")
    ]
