"""A per-user rate named as the interactivity after its unit is an operating point.

LABELLING: interactivity levels at which per-GPU throughput is read are not labelled. "At 44
tok/s/user interactivity, B200 delivers 5160 tok/s/GPU" and "the 15–54 tok/s/user interactivity
band" set where a curve is read; the throughput read there stays, and a measured per-user rate
with decimals ("at 9.4 tok/s/user interactivity") is that run's own.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_an_interactivity_point_is_no_figure(vocab: Vocabulary) -> None:
    text = (
        "At 44 tok/s/user interactivity on DeepSeek R1, B200 delivers 5160 tok/s/GPU;"
        " MI325X delivers 457 tok/s/GPU."
    )
    assert _read(text, vocab) == [(457.0, "output_tok_s"), (5160.0, "output_tok_s")]


def test_an_interactivity_band_is_no_figure(vocab: Vocabulary) -> None:
    text = (
        "Near the low end of the 15–54 tok/s/user interactivity band, at 25 tok/s/user on"
        " DeepSeek R1: B200 runs 5857 tok/s/GPU."
    )
    assert _read(text, vocab) == [(5857.0, "output_tok_s")]


def test_a_measured_interactivity_with_decimals_stays(vocab: Vocabulary) -> None:
    text = "SGLang on B200 reaches 2,256 tok/s/GPU at 9.4 tok/s/user interactivity."
    assert (9.4, "decode_tok_s") in _read(text, vocab)
