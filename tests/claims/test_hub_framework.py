""" "Hugging Face" names the transformers framework only where it stands as one; a heading
over another section's runs is that section's; an engine called the baseline after "vs" is the
baseline's."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_pytorch_huggingface_row_is_transformers(vocab: Vocabulary) -> None:
    text = (
        "| Backend | Decode (tok/s) |\n|---|---|\n"
        "| PyTorch (HuggingFace) | 61 |\n| Our kernel | 240 |\n"
    )
    engines = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert engines == {61: "transformers", 240: None}


def test_the_hub_named_as_where_a_model_lives_is_no_engine(vocab: Vocabulary) -> None:
    text = "I downloaded the 4-bit checkpoint from Hugging Face; it decodes at 44 tok/s here."
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_the_company_or_its_server_is_not_the_framework(vocab: Vocabulary) -> None:
    text = "Hugging Face TGI served the model at 70 tok/s on one L4."
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "tgi"


def test_a_heading_over_its_own_runs_is_not_the_next_sections(vocab: Vocabulary) -> None:
    text = "## Hugging Face\n\nthroughput 40 tok/sec\n\n## Our engine\n\nTokens per second: 120.5\n"
    engines = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert engines == {40: "transformers", 120.5: None}


def test_a_heading_over_no_runs_of_its_own_still_sets_up_the_page(vocab: Vocabulary) -> None:
    text = "## Setup: llama.cpp\n\n## Results\n\nTokens per second: 120.5\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "llama.cpp"


def test_an_engine_called_the_baseline_after_vs_is_not_the_subjects(vocab: Vocabulary) -> None:
    text = "- Model A: reached 43.1 tok/s (vs 2.5 tok/s HuggingFace baseline).\n"
    engines = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert engines[43.1] is None
    assert engines[2.5] == "transformers"
