"""A figure of a model its text calls a diffusion language model has mode ``diffusion``.

Reading rules §3: ``diffusion`` is parallel / diffusion decoding without a verifier, which is
how a diffusion language model decodes; LABELLING (twelfth pass Q4, thirteenth pass Q2) reads
"diffusion LLM" wording in the figure's paragraph, the title or the page's opening lines as
stating it. A product name alone, a drafting "block diffusion model", an image model named
"… Diffusion" and a comparison's other side state nothing. All texts here are made up.
"""

from __future__ import annotations

import pytest

from watcher.claims.diffusion_models import calls_a_diffusion_llm
from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "text",
    [
        "Quill, a diffusion language model, streams 940 tokens per second on one B200.",
        "Quill is a diffusion-based large language model: 940 tok/s on a single B200.",
        "The new dLLM from Acme writes 940 tokens/s on an H100.",
        "Acme's diffusion based coding model generates 940 tokens/s on an H100.",
        "Acme Diffusion generates text at 940 tokens per second on an H100.",
        "Acme 推出的扩散语言模型在单张 H100 上达到 940 tokens/s。",
        "Acme の拡散言語モデルは H100 で 940 tokens/s を出す。",
        "Acme 확산 언어 모델은 H100에서 940 tokens/s를 낸다.",
    ],
)
def test_diffusion_llm_wording_in_the_figures_paragraph(text: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == {940.0: "diffusion"}


def test_the_title_or_opening_lines_name_the_subjects_method(vocab: Vocabulary) -> None:
    body = "Quill is out, and it is fast.\n\nIn our test it wrote 940 tokens per second on an H100."
    assert _modes(body, vocab, title="Quill: a diffusion LLM for code") == {940.0: "diffusion"}
    opening = (
        "Quill is the first commercial diffusion language model from Acme.\n\n"
        "Pricing starts at one dollar.\n\n"
        "Speed\n\n"
        "We measured 940 tokens per second on an H100."
    )
    assert _modes(opening, vocab) == {940.0: "diffusion"}


def test_a_multiple_over_autoregressive_models_is_the_subjects(vocab: Vocabulary) -> None:
    text = "Quill, a diffusion LLM, is 6x faster than autoregressive models of its size."
    assert _modes(text, vocab) == {6.0: "diffusion"}


def test_a_product_name_alone_names_no_mode(vocab: Vocabulary) -> None:
    # that Quill decodes by diffusion is knowledge from outside the text
    assert _modes("Quill 2 from Acme writes 940 tokens per second on an H100.", vocab) == {
        940.0: None
    }


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("a diffusion language model", True),
        ("Diffusion LLMs (dLLMs)", True),
        ("Google's experimental text-diffusion model", True),
        ("DiffusionGemma", True),
        ("Acme-Labs Diffusion", True),
        ("扩散大语言模型", True),
        ("拡散型LLM", True),
        ("基于扩散技术的商业级大语言模型", True),
        ("확산 기반 언어 모델", True),
        # a drafter for a verifier (speculative), not a language model decoding alone
        ("a lightweight block diffusion model drafts the block", False),
        ("drafter models using diffusion", False),
        ("a diffusion-based drafter model", False),
        # image models, and the method's family word alone
        ("Stable Diffusion XL", False),
        ("an image diffusion model", False),
        ("Block Diffusion for Flash Speculative Decoding", False),
        ("diffusion approaches to text generation", False),
        ("大模型应用正在快速扩散", False),
        ("技术扩散到各行业的大模型", False),
        ("扩散模型生成图片", False),
        ("LLM 서비스가 급격히 확산되면서", False),
    ],
)
def test_what_calls_a_model_a_diffusion_llm(text: str, calls: bool) -> None:
    assert calls_a_diffusion_llm(text) is calls


def test_the_wording_far_from_the_figure_and_the_opening_does_not_reach(
    vocab: Vocabulary,
) -> None:
    text = (
        "We benchmarked a Llama 8B checkpoint on an H100.\n\n"
        "It served 940 tokens per second.\n\n"
        "Some readers asked about diffusion language models; those come in a later post."
    )
    assert _modes(text, vocab) == {940.0: None}


def test_a_compared_rate_is_the_other_sides(vocab: Vocabulary) -> None:
    text = "Quill, a diffusion LLM, writes 940 tok/s, far faster than the 180 tok/s of Llama 8B."
    got = _modes(text, vocab)
    assert got[940.0] == "diffusion"
    assert got.get(180.0) is None


def test_a_method_stated_for_the_figure_wins(vocab: Vocabulary) -> None:
    text = "Quill, a diffusion LLM, reaches 940 tok/s on an H100 using self-speculation mode."
    assert _modes(text, vocab) == {940.0: "self-speculative"}
    plain = "Autoregressive decoding of the same diffusion LLM gives 120 tok/s on an H100."
    assert _modes(plain, vocab) == {120.0: "ar"}
