""" "HF" as the framework a run used ("HF · FP16", "HF INT4", "HF baseline") is
`transformers` (LABELLING: "HF" is `transformers`); "HF" naming the hub or its files ("from
HF", "HF repos", "HF FP16 weights", "-hf" in a model's name) names no engine. Texts written
for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]


def test_rows_of_hf_at_a_precision_are_transformers(vocab: Vocabulary) -> None:
    text = (
        "| Backend | Tokens/sec |\n|---|---|\n"
        "| HF · FP16 | 31.2 |\n"
        "| HF · INT4 (NF4) | 22.7 |\n"
        "| vLLM · FP16 | 104.5 |\n"
    )
    assert _engines(text, vocab) == [
        (31.2, "transformers"),
        (22.7, "transformers"),
        (104.5, "vllm"),
    ]


def test_hf_baseline_in_prose_is_transformers(vocab: Vocabulary) -> None:
    text = "On one A100 the HF baseline decodes at 27.4 tok/s.\n"
    assert _engines(text, vocab) == [(27.4, "transformers")]


def test_hf_as_the_hub_names_no_engine(vocab: Vocabulary) -> None:
    text = (
        "I pulled the HF FP16 weights from HF and converted them.\n\n"
        "On one A100 the model decodes at 27.4 tok/s.\n"
    )
    assert _engines(text, vocab) == [(27.4, None)]


def test_a_models_hf_suffix_names_no_engine(vocab: Vocabulary) -> None:
    text = "Llama-2-7B-HF FP16 decodes at 19.8 tok/s on one RTX 4090.\n"
    assert _engines(text, vocab) == [(19.8, None)]
