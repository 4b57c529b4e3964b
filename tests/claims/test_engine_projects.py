"""An engine's name joined to a language ("vllm-rs") or a server named after a library that
ships none ("mlx-server") names a project of its own, outside the rules' list."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_server_named_after_mlx_is_no_mlx_run(vocab: Vocabulary) -> None:
    text = "| Model | mlx-server (tok/s) |\n|---|---|\n| Qwen3 4B 4bit | 120.5 |\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_a_port_to_another_language_is_no_run_of_the_engine(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With vllm-rs on one A10 the decode reached 47.9 tok/s.", vocab)
    assert claim.engine is None


def test_a_container_named_after_a_port_is_no_run_of_the_engine(vocab: Vocabulary) -> None:
    text = "vllm-rs-bench  | INFO Decoded tokens: 1517 in 31.70s (47.86 t/s)\n"
    claims = extract_claims(text, vocab)
    assert claims
    assert all(c.engine is None for c in claims)


def test_the_engine_named_alone_is_still_the_engine(vocab: Vocabulary) -> None:
    text = "| Model | MLX (tok/s) |\n|---|---|\n| Qwen3 4B 4bit | 120.5 |\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "mlx"


def test_an_engine_shipping_its_own_server_keeps_its_name(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("vllm-server on one H100 gave 95.0 tok/s.", vocab)
    assert claim.engine == "vllm"
