"""A per-user rate named as the interactivity level a throughput is read at is that reading's
condition, not a measurement, in any language (LABELLING: interactivity levels at which
per-GPU throughput is read are not labelled). A run's own per-user rate stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_an_interactivity_level_is_a_condition(vocab: Vocabulary) -> None:
    text = (
        "Rack A gives 3x more throughput per GPU than rack B at a high interactivity level "
        "(90 tokens/second/user)."
    )
    assert _read(text, vocab) == [(3.0, "speedup")]
    text = (
        "El rack A ofrece 4× más throughput que el B con una interactividad de "
        "60 tokens/segundo/usuario."
    )
    assert _read(text, vocab) == [(4.0, "speedup")]


def test_a_runs_own_per_user_rate_stays(vocab: Vocabulary) -> None:
    text = "Our interactive run measured 38 tok/s per user on one H200."
    assert _read(text, vocab) == [(38.0, "decode_tok_s")]
