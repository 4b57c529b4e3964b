"""A rate keyed by a formula over a per-token time ("1000/tpot: 14tok/s") is worked out from
that time, not measured (LABELLING: a rate worked out from a per-token time is arithmetic).
A rate under its own key stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_rate_keyed_by_a_formula_over_tpot_is_no_claim(vocab: Vocabulary) -> None:
    text = "框架: vllm 环境: qwen3-32b, 2卡, 16并发 ttft: 1.8s 1000/tpot: 15tok/s"
    assert _read(text, vocab) == [(1.8, "ttft")]


def test_a_rate_under_its_own_key_stays(vocab: Vocabulary) -> None:
    text = "框架: vllm 环境: qwen3-32b, 2卡, 16并发 ttft: 1.8s decode: 15tok/s"
    assert (15.0, "decode_tok_s") in _read(text, vocab) or (15.0, "output_tok_s") in _read(
        text, vocab
    )
