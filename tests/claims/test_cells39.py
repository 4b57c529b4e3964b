"""A keyed stats line of a benchmark script ("decode_TPS  mean= 77.88  std= 2.15  CV= 2.8%
min=75.70  max=80.56"): LABELLING reads its mean, min and max as figures of the key's metric
(lmdeploy's min/max/ave, the club-3090 summary block); the std and the CV are no claims."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_min_and_max_after_a_keyed_mean_are_read(vocab: Vocabulary) -> None:
    text = "gen_tps    mean=  52.31   std=  1.40   CV= 2.7%   min=50.02   max=54.90"
    assert _read(text, vocab) == [
        (50.02, "decode_tok_s"),
        (52.31, "decode_tok_s"),
        (54.9, "decode_tok_s"),
    ]
    text = "ttft_ms  mean= 812.4  stdev= 40.2  CV= 4.9%  min=760.0  max=901.3"
    assert _read(text, vocab) == [(760.0, "ttft"), (812.4, "ttft"), (901.3, "ttft")]
    text = "decode_TPS mean= 130.5 median= 131.2 max= 140.8"
    assert _read(text, vocab) == [
        (130.5, "decode_tok_s"),
        (131.2, "decode_tok_s"),
        (140.8, "decode_tok_s"),
    ]


def test_no_spread_without_a_keyed_mean(vocab: Vocabulary) -> None:
    # a colon summary is another shape, and a count or a value with its own unit is no rate
    text = "decode_tps mean: 45.1 max: 50"
    assert _read(text, vocab) == [(45.1, "decode_tok_s")]
    text = "gen_tps mean= 45.1 runs=5 max=12 s min=3 requests"
    assert _read(text, vocab) == [(45.1, "decode_tok_s")]
    text = "batch_size=8 max=16 min=1 on 2024-05-01, v0.6.3"
    assert _read(text, vocab) == []
