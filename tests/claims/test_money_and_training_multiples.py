"""A multiple of money or a market ("50x the AI factory revenue opportunity"), one of
training ("4x faster at training") and a rate while a model was trained are no inference
claims (docs/READING_RULES.md §4: a speedup is relative to a run's metric, and training
throughput is no claim); a run's figure beside such words stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_multiple_of_money_or_a_market_is_no_speedup(vocab: Vocabulary) -> None:
    text = "The platform delivers 50x the AI factory revenue opportunity of Hopper."
    assert _read(text, vocab) == []
    assert _read("Customers see 10x more profit per rack with the new GPUs.", vocab) == []
    assert _read("It delivers 30x higher throughput and revenue per rack.", vocab) == [
        (30.0, "speedup")
    ]


def test_a_multiple_at_training_is_no_inference_speedup(vocab: Vocabulary) -> None:
    text = "With 20 petaflops of FP4, it is 4x faster at training than the prior generation."
    assert _read(text, vocab) == []
    assert _read("It is 2.5x faster at decoding than vLLM on H100.", vocab) == [(2.5, "speedup")]


def test_a_rate_while_a_model_was_trained_is_training_throughput(vocab: Vocabulary) -> None:
    assert _read("The model was pretrained on 2,048 H800s at 1.2M tokens/s.", vocab) == []
    assert _read("During SFT we saw 3,000 tok/s per GPU.", vocab) == []
    # a fine-tuned model served, and an SFT model decoding, are inference runs
    assert _read("The model was fine-tuned on our data and serves 80 tok/s on vLLM.", vocab) == [
        (80.0, "decode_tok_s")
    ]
    assert _read("The SFT model decodes at 75 tok/s on an H100.", vocab) == [(75.0, "decode_tok_s")]
