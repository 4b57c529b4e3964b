"""The model architecture named like an engine is no engine (docs/READING_RULES.md §3: the
engines are software that runs a model; "transformers" written as the architecture, "the
so-called transformers", "transformers blocks", "prior to transformers", says what the model
is, as a file format does). The library's own words keep `transformers`."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.architecture_words import architecture_word
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


def test_the_so_called_transformers_are_the_architecture(vocab: Vocabulary) -> None:
    text = (
        "The startup builds a chip for one kind of model only, the so-called transformers. "
        "Its server runs Llama 70B at 400 thousand tokens per second."
    )
    assert _engines(text, vocab) == [(400000.0, None)]


def test_prior_to_transformers_names_no_library(vocab: Vocabulary) -> None:
    text = (
        "Prior to transformers, language models were measured in words per minute. "
        "A modern chatbot streams about 90 tokens per second."
    )
    assert _engines(text, vocab) == [(90.0, None)]


def test_blocks_layers_and_kinds_after_or_before_the_word() -> None:
    for text in (
        "the linear layers within transformers blocks are quantized",
        "stacked transformers layers",
        "how transformers work",
        "diffusion transformers",
        "Architecture Type: Transformers",
    ):
        start = text.lower().index("transformers")
        assert architecture_word(text, start, start + len("transformers")), text


def test_the_library_keeps_its_engine(vocab: Vocabulary) -> None:
    text = "With transformers 4.46 the model generates 38 tokens/s on an RTX 4090."
    assert _engines(text, vocab) == [(38.0, "transformers")]
    text = "Plain transformers generate() gives 21 tokens/s on an A100."
    assert _engines(text, vocab) == [(21.0, "transformers")]


def test_a_library_word_is_never_the_architecture() -> None:
    for text in (
        "from transformers import AutoModelForCausalLM",
        "the transformers library",
        "HF transformers baseline",
        "faster than transformers on the same card",
    ):
        start = text.lower().index("transformers")
        assert not architecture_word(text, start, start + len("transformers")), text
