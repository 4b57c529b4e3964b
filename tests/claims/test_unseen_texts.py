"""Cases the reader got wrong on texts it had never seen: scope, modes, numbers, structure."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.extract import read
from watcher.rules import Vocabulary

# ---------------------------------------------------------------------------- scope


def test_two_sentences_two_setups(vocab: Vocabulary) -> None:
    """Each sentence's engine and GPU belong to its own figure."""
    claims = extract_claims(
        "SGLang reaches 980 tok/s on 1x H200 in AR mode. vLLM reaches 1250 tok/s on 1x H100 "
        "in AR mode.",
        vocab,
    )
    assert [(c.value, c.engine, c.hardware, c.gpu_count, c.mode) for c in claims] == [
        (980.0, "sglang", "H200", 1, "ar"),
        (1250.0, "vllm", "H100", 1, "ar"),
    ]


def test_one_line_claims_do_not_inherit_from_the_line_before(vocab: Vocabulary) -> None:
    """Mode, precision and concurrency of one bullet do not reach the next."""
    claims = extract_claims(
        "- vLLM: 210 tok/s on H100 with EAGLE-3, FP8, batch size 8\n- SGLang: 150 tok/s on H100\n",
        vocab,
    )
    second = claims[1]
    assert (second.value, second.engine) == (150.0, "sglang")
    assert (second.mode, second.precision, second.concurrency) == (None, None, None)


def test_on_1x_gpu_after_an_earlier_gpu_is_this_figures_gpu(vocab: Vocabulary) -> None:
    """'on 1x H200' names this figure's GPU even after an H100 was mentioned."""
    claims = extract_claims(
        "We first profiled the kernel on an H100 node. With the fix, SGLang decodes at 453 "
        "tok/s on 1x H200.",
        vocab,
    )
    assert (claims[0].hardware, claims[0].gpu_count) == ("H200", 1)


def test_comparison_baseline_engine_is_not_the_subject(vocab: Vocabulary) -> None:
    """'vs QWen2.5-3B on vLLM' names the baseline's engine, not this figure's."""
    claims = extract_claims(
        "Our engine decodes Qwen2.5-3B at 310 tok/s on an RTX 4090, 1.9x faster vs QWen2.5-3B "
        "on vLLM.",
        vocab,
        source="https://github.com/ggml-org/llama.cpp/pull/123",
    )
    assert [(c.value, c.engine) for c in claims] == [(310.0, "llama.cpp"), (1.9, "llama.cpp")]


def test_comparison_baseline_gpu_is_not_the_subject(vocab: Vocabulary) -> None:
    """'2.1x faster than H100' does not run on an H100."""
    claim = extract_claims("SGLang on MI300X is 2.1x faster than H100 in AR mode.", vocab)[0]
    assert (claim.value, claim.hardware) == (2.1, "MI300X")


def test_paragraph_about_two_gpus_gives_neither_to_an_unnamed_figure(vocab: Vocabulary) -> None:
    """A blog paragraph naming MI300X and MI355X: each figure takes its own GPU or none."""
    claims = extract_claims(
        "We benchmarked the MI300X and the new MI355X with vLLM. On MI355X the model reaches "
        "1,450 tok/s. Across the board, throughput improved to 920 tok/s.",
        vocab,
    )
    assert [(c.value, c.hardware) for c in claims] == [(1450.0, "MI355X"), (920.0, None)]


def test_intro_setup_applies_to_the_figures_below(vocab: Vocabulary) -> None:
    """A setup stated on its own ('on a single H100') is the page's context."""
    claims = extract_claims(
        "The following results are obtained on a single H100.\n\n"
        "## Normal decoding speed (SGLang): 156 token/s\n\n"
        "## Eagle decoding speed (SGLang): 297 token/s\n",
        vocab,
    )
    assert [(c.value, c.hardware, c.mode, c.engine) for c in claims] == [
        (156.0, "H100", "ar", "sglang"),
        (297.0, "H100", "eagle", "sglang"),
    ]


def test_bare_owner_repo_source_implies_the_engine(vocab: Vocabulary) -> None:
    """'sgl-project/sglang' as a source implies SGLang, as 'owner/repo#N' and URLs do."""
    claim = extract_claims("AR mode: 100 tok/s on H200", vocab, source="sgl-project/sglang")[0]
    assert (claim.engine, claim.engine_implied) == ("sglang", True)


# ---------------------------------------------------------------------------- modes


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("SGLang with EAGLE-3: 373 tok/s on 1x H100", "eagle"),
        ("SGLang with NextN: 77 tok/s on H200", "mtp"),
        ("vLLM with MTP: 90 tok/s on H200", "mtp"),
        ("TGI with Medusa: 80 tok/s on A100", "medusa"),
        ("llama.cpp with prompt lookup decoding: 40 tok/s on RTX 4090", "ngram"),
        ("llama.cpp lookahead decoding: 40 tok/s on RTX 4090", "ngram"),
        ("vLLM with a draft model: 60 tok/s on H100", "speculative"),
        ("llama.cpp with speculative decoding disabled: 32 tok/s on RTX 3090", "ar"),
    ],
)
def test_modes_are_distinct_names(vocab: Vocabulary, text: str, mode: str) -> None:
    """EAGLE, MTP/NextN, Medusa and n-gram are modes of their own; disabled means AR."""
    assert extract_claims(text, vocab)[0].mode == mode


def test_before_side_of_a_change_is_ar(vocab: Vocabulary) -> None:
    """'from 12 to 16 tok/s with speculative decoding': 12 is AR, 16 speculative."""
    claims = extract_claims(
        "On an RTX 4090, llama.cpp went from 12 to 16 tok/s with speculative decoding.", vocab
    )
    assert [(c.value, c.mode) for c in claims] == [(12.0, "ar"), (16.0, "speculative")]


def test_mode_from_an_inline_config(vocab: Vocabulary) -> None:
    """A mode stated in the launch config ('"method":"mtp"') is the run's mode."""
    text = (
        '```\nvllm serve model --speculative-config \'{"method":"mtp",'
        '"num_speculative_tokens":1}\'\n```\n\nDecode speed on 1x H200: 141 tok/s.'
    )
    claim = extract_claims(text, vocab)[0]
    assert (claim.value, claim.mode, claim.engine) == (141.0, "mtp", "vllm")


def test_mode_from_the_title(vocab: Vocabulary) -> None:
    """The PR title's mode is the context of a body that names none."""
    claim = extract_claims(
        "Decode: 205 tok/s on 1x H200.",
        vocab,
        source="sgl-project/sglang#1",
        title="[Feature] EAGLE-3 support for Qwen3",
    )[0]
    assert (claim.mode, claim.engine, claim.standing) == ("eagle", "sglang", "reported")


# -------------------------------------------------------------------------- figures


@pytest.mark.parametrize(
    ("text", "metric", "value", "unit"),
    [
        ("Peak memory: 12.257 GB", "memory", 12.257, "GB"),
        ("The 35B model needs 17 GiB of VRAM with llama.cpp.", "memory", 17.0, "GiB"),
        ("llama.cpp reaches 66,86 tok/s on the RTX 4090", "decode_tok_s", 66.86, "tok/s"),
        # (thousands of tok/s on GPUs are many streams: the revised throughput ruling)
        ("SGLang reaches 2.3k tok/s on 8x H200", "output_tok_s", 2300.0, "tok/s"),
        ("SGLang reaches 1 250 tok/s on 8x H200", "decode_tok_s", 1250.0, "tok/s"),
        ("SGLang reaches 4\u200b53 tok/s on 1x H200", "decode_tok_s", 453.0, "tok/s"),
        ("单卡 4090 上推理速度达到 51 token/s", "decode_tok_s", 51.0, "tok/s"),
    ],
)
def test_numbers_as_displayed(
    vocab: Vocabulary, text: str, metric: str, value: float, unit: str
) -> None:
    """Decimal commas, 'k', spaced thousands, zero-width spaces and CJK text read right."""
    claim = extract_claims(text, vocab)[0]
    assert (claim.metric, claim.value, claim.unit) == (metric, value, unit)


def test_cjk_card_count(vocab: Vocabulary) -> None:
    """'4 卡' is four GPUs."""
    claim = extract_claims("使用 4 卡 H100 部署,vLLM 输出速度为 120 tokens/s", vocab)[0]
    assert (claim.hardware, claim.gpu_count, claim.engine) == ("H100", 4, "vllm")


def test_latex_times_count(vocab: Vocabulary) -> None:
    """'$8\\times$ H800' is eight H800s."""
    claim = extract_claims("SGLang serves 1,900 tok/s on $8\\times$ H800 in AR mode.", vocab)[0]
    assert (claim.hardware, claim.gpu_count) == ("H800", 8)


def test_large_concurrency_keeps_its_thousands(vocab: Vocabulary) -> None:
    """'2,048 concurrent requests' is a concurrency of 2048, not 48."""
    claim = extract_claims("vLLM: 25,000 tok/s on 8x H100 with 2,048 concurrent requests", vocab)[0]
    assert claim.concurrency == 2048


def test_pasted_github_table_without_outer_pipes(vocab: Vocabulary) -> None:
    """GitHub's 'a | b' / '-- | --' tables are tables."""
    text = "engine | GPU | tok/s\n-- | -- | --\nvLLM | H100 | 1,700\nSGLang | H200 | ~1,900\n"
    claims = extract_claims(text, vocab)
    assert [(c.value, c.engine, c.hardware) for c in claims] == [
        (1700.0, "vllm", "H100"),
        (1900.0, "sglang", "H200"),
    ]


def test_unit_only_in_the_header(vocab: Vocabulary) -> None:
    """A header 'TTFT (ms)' gives its cells their unit and metric."""
    text = "| engine | TTFT (ms) | decode (t/s) |\n|---|---|---|\n| vLLM | 38 | 120.5 |\n"
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.value, c.unit) for c in claims] == [
        ("ttft", 38.0, "ms"),
        ("decode_tok_s", 120.5, "tok/s"),
    ]


def test_whitespace_aligned_tool_output_is_a_table(vocab: Vocabulary) -> None:
    """llama-batched-bench style columns in a code block are read as a table."""
    text = (
        "llama-batched-bench on RTX 4090:\n\n```\n"
        "PP     TG    B    S_PP t/s    S_TG t/s\n"
        "512    128   1    4500.12     150.33\n"
        "```\n"
    )
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.value, c.concurrency) for c in claims] == [
        ("prefill_tok_s", 4500.12, 1),
        ("decode_tok_s", 150.33, 1),
    ]
    assert {c.engine for c in claims} == {"llama.cpp"}


# ---------------------------------------------------------------- wrong kind of figure


@pytest.mark.parametrize(
    "text",
    [
        "Goal: we aim for ≥ 100 tok/s on 1x H200 with SGLang.",
        "Can it reach 1,000 tok/s on an H200 with SGLang?",
        "Target: 175 tok/s on RTX 4090 with llama.cpp.",
    ],
)
def test_goals_and_questions_are_not_measurements(vocab: Vocabulary, text: str) -> None:
    """Goals, targets and questions are not claims."""
    assert extract_claims(text, vocab) == []


def test_html_comment_is_not_text(vocab: Vocabulary) -> None:
    """A PR template's hidden comment yields no claim; the visible line does."""
    text = (
        "<!-- Example: SGLang reaches 999 tok/s on 1x H200 -->\n"
        "SGLang AR mode reaches 450 tok/s on 1x H200.\n"
    )
    assert [c.value for c in extract_claims(text, vocab)] == [450.0]


def test_estimate_is_marked(vocab: Vocabulary) -> None:
    """'would use around 29 GB' is a claim with qualifier 'estimate'."""
    claim = extract_claims("The weights would use around 29 GB of memory in FP16.", vocab)[0]
    assert (claim.metric, claim.value, claim.qualifier) == ("memory", 29.0, "estimate")


# ---------------------------------------------------------------------------- limits


def test_truncation_is_reported(vocab: Vocabulary) -> None:
    """A body over the size limit is cut, and every claim says so."""
    from watcher.claims.extract import MAX_TEXT

    body = "SGLang AR mode: 100 tok/s on 1x H200.\n" + ("filler text\n" * (MAX_TEXT // 12 + 10))
    reading = read(body, vocab)
    assert reading.truncated
    assert [c.truncated for c in reading.claims] == [True]
    assert read("SGLang AR mode: 100 tok/s on 1x H200.", vocab).claims[0].truncated is False


@pytest.mark.parametrize(
    "text, mode",
    [
        ("Clover is a diffusion language model. It reaches 515 tok/s on 1x H200.", None),
        ("Diffusion LLMs are fast: 515 tok/s on 1x H200.", None),
        ("515 tok/s on 1x H200 with diffusion decoding.", "diffusion"),
        ("A diffusion LLM reaches 515 tok/s on 1x H200 with parallel decoding.", "diffusion"),
    ],
)
def test_a_model_family_is_not_a_decoding_mode(vocab: Vocabulary, text: str, mode: str) -> None:
    """'A diffusion language model' describes the model; only its decoding names a mode."""
    assert [c.mode for c in extract_claims(text, vocab)] == [mode]
