"""A space-keyed log line's key names its unit whether it is written in snake_case or in
camelCase (reading rules §4: units vary): TensorRT-LLM's "[BENCHMARK] ... tokensPerSec 2259.24"
is a token rate as "tokens_per_sec 43.09" is; a camelCase key naming no unit stays unread."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


def test_a_camel_case_rate_key_is_read(vocab: Vocabulary) -> None:
    text = (
        "[BENCHMARK] batch_size 64 input_length 2048 output_length 128 latency(ms) 3626.00 "
        "tokensPerSec 2259.24\n"
    )
    assert _read(text, vocab) == {3626.0: "e2e_latency", 2259.24: "output_tok_s"}


def test_a_camel_case_rate_key_at_batch_one_is_decode(vocab: Vocabulary) -> None:
    text = (
        "[BENCHMARK] batch_size 1 input_length 128 output_length 128 latency(ms) 1500.25 "
        "generationTokensPerSec 85.3\n"
    )
    assert _read(text, vocab)[85.3] == "decode_tok_s"


def test_camel_case_keys_naming_no_unit_stay_unread(vocab: Vocabulary) -> None:
    text = "[BENCHMARK] batchSize 8 inputLength 2048 outputLength 128 numLayers 32\n"
    assert _read(text, vocab) == {}
