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


# A model's stored or required size takes no set-up (the evaluation set's seventeenth pass:
# the memory a text says a model needs, or the model's own size, is no run's observation).


def _memory(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    claims = extract_claims(text, vocab)
    return [(c.value, c.engine, c.hardware) for c in claims if c.metric == "memory"]


def test_a_size_said_needed_after_it_takes_no_engine_or_card(vocab: Vocabulary) -> None:
    text = (
        "The quantized checkpoint can be served with SGLang on an A100 for a smaller "
        "footprint (5.2 GB needed) and faster decoding."
    )
    assert _memory(text, vocab) == [(5.2, None, None)]
    text = "Served by vLLM on an H100 for a 60% memory cut (~14GB (VRAM) needed) and 1.2x speed."
    assert _memory(text, vocab) == [(14.0, None, None)]


def test_chinese_one_character_need_before_the_size(vocab: Vocabulary) -> None:
    text = "4卡A100 可部署该模型(参数量 32B,需 70GB 显存),框架为 vLLM。"
    assert _memory(text, vocab) == [(70.0, None, None)]


def test_the_models_size_in_cjk_words_is_stored(vocab: Vocabulary) -> None:
    text = "在 RTX 4090 上用 Ollama 运行,量化后模型体积从 60GB 降至 16GB。"
    assert [(v, e) for v, e, _ in _memory(text, vocab)] == [(60.0, None), (16.0, None)]


def test_a_run_that_used_memory_keeps_its_setup(vocab: Vocabulary) -> None:
    text = "With vLLM on one H100 the run used 38 GB."
    assert _memory(text, vocab) == [(38.0, "vllm", "H100")]
    text = "在 H100 上用 vLLM 运行时显存占用 38GB。"
    assert _memory(text, vocab) == [(38.0, "vllm", "H100")]
    text = "无需 24GB 显卡,用 Ollama 在 RTX 4090 上运行时占用 14GB。"
    assert [v for v, e, _ in _memory(text, vocab) if e == "ollama"] == [14.0]


def test_the_library_that_works_keeps_its_engine(vocab: Vocabulary) -> None:
    """Only "how transformers work" explains the architecture; the library "works" too."""
    for text in (
        "Plain transformers works fine here: 12 tok/s on one A100.",
        "Transformers worked out of the box at 12 tok/s on one A100.",
    ):
        assert _engines(text, vocab) == [(12.0, "transformers")], text
