"""Classes of false or misread figures on unseen text, each pinned by a sentence of its own:
what kind of rate a figure is, and numbers that are not performance claims at all."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_rate_per_gpu_is_a_share_of_the_servers_output(vocab: Vocabulary) -> None:
    text = (
        "Our cluster sustained 3,150 tok/s/GPU on the chat mix and 2,400 tokens per second "
        "per GPU on long documents."
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(3150.0, "output_tok_s"), (2400.0, "output_tok_s")]


def test_a_throughput_that_names_no_phase_is_the_servers_output(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("After the upgrade we measured a throughput of 1,840 tok/s.", vocab)
    assert claim.metric == "output_tok_s"
    (claim,) = extract_claims("Decode throughput was 41 tok/s on the small card.", vocab)
    assert claim.metric == "decode_tok_s"


def test_total_and_output_tput_are_abbreviated_throughputs(vocab: Vocabulary) -> None:
    text = "Total tput: 512.5 tok/s\nOutput tput: 230.5 tok/s"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(512.5, "total_tok_s"), (230.5, "output_tok_s")]
