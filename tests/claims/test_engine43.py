"""The page's own setup, stated after its figures, gives them their engine; a served model named
as the shape of something names no engine.

Reading rules §1 and LABELLING (tenth pass): a setup stated later in the same post for the same
runs is the post's one setup. "All figures were obtained with vLLM 0.8.4", "Results were
benchmarked using SGLang", "Models are llama.cpp builds compiled with NEON" say what ran
every figure of the page; the reader only took "runs/tests/numbers were run/measured" and a
build number. Reading rules §3: a hosted service is an engine only where a figure ran on it;
"ChatGPT-shaped responses" likens output to a model, as "GPT-4-class" does, and made a page
naming one engine read as naming two.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


# ---- a sentence about the page's figures, after them, names their engine -------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "The 7B model reaches 118 tok/s on one L40S.\n\n"
            "All figures were obtained with vLLM 0.8.4 and default flags.",
            {118.0: "vllm"},
        ),
        (
            "Qwen3-14B decodes at 47.5 tokens/s on a single RTX 4090.\n\n"
            "Results were benchmarked using SGLang v0.4.6 on a fresh install.",
            {47.5: "sglang"},
        ),
        (
            "Mistral Small hits 22 t/s and Gemma 3 12B hits 31 t/s on the M2 Pro.\n\n"
            "Every figure here was recorded with LM Studio 0.3.9.",
            {22.0: "lm-studio", 31.0: "lm-studio"},
        ),
        (
            "On the Orin, Llama 3.2 3B runs at 19 tok/s.\n\n"
            "Our figures were gathered with Ollama 0.6.2 over its HTTP API.",
            {19.0: "ollama"},
        ),
    ],
)
def test_a_sentence_about_the_figures_after_them_names_their_engine(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    assert _engines(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        # a plan, not the runs
        "The 7B model reaches 118 tok/s on one L40S.\n\nWe have not tested with vLLM yet.",
        # the figures of another project, named without saying the page's figures ran on it
        "The 7B model reaches 118 tok/s on one L40S.\n\nvLLM figures were published last week.",
        # where another's numbers were taken from, not how the page's figures ran (§1)
        "The 7B model reaches 118 tok/s on one L40S.\n\n"
        "The baseline benchmarks are obtained from vLLM's published dashboard.",
        # two engines named on the page: which one ran is not said
        "The 7B model reaches 118 tok/s on one L40S.\n\n"
        "Next we will try llama.cpp builds compiled from master, and SGLang.",
    ],
)
def test_no_engine_without_a_statement_about_the_runs(text: str, vocab: Vocabulary) -> None:
    assert _engines(text, vocab) == {118.0: None}


# ---- the page's one engine, built for the runs ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "On a Pi 5 the 1.5B model gives 6 tok/s.\n\n"
        "Models are llama.cpp builds compiled with NEON optimizations and OpenBLAS.",
        "Gemma 3 4B gives 6 tok/s on the Jetson Nano.\n\n"
        "We used llama.cpp builds made for the board's CUDA 10.",
        "Phi-3-mini gives 6 tok/s on the old laptop.\n\nThe engine is a llama.cpp build "
        "from source, CPU only.",
    ],
)
def test_the_pages_one_engine_built_for_the_runs_is_theirs(text: str, vocab: Vocabulary) -> None:
    assert _engines(text, vocab) == {6.0: "llama.cpp"}


@pytest.mark.parametrize(
    "aside",
    [
        "A board giving ChatGPT-shaped answers with no cloud is a fine pitch.",
        "Expect Gemini-shaped summaries, just slower.",
        "You get GPT-4o-shaped prose out of it.",
        "Don't expect Claude-shaped code from a model this small.",
    ],
)
def test_a_served_model_as_the_shape_of_output_is_no_second_engine(
    aside: str, vocab: Vocabulary
) -> None:
    text = (
        f"On a Pi 5 the 1.5B model gives 6 tok/s.\n\n{aside}\n\n"
        "Models ran on llama.cpp build 9425 with NEON."
    )
    assert _engines(text, vocab) == {6.0: "llama.cpp"}


def test_a_served_model_that_ran_the_figure_keeps_its_engine(vocab: Vocabulary) -> None:
    text = "Through the ChatGPT API the reply streamed at 71 tok/s."
    read = extract_claims(text, vocab)
    assert [c.value for c in read] == [71.0]
    assert read[0].engine == "vendor"
