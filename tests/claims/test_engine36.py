"""Engines read literally: a comparison's baseline engine stays the baseline's (reading rules
§2), an engine spelled inside a web address or registry reference is no engine the text names
as part of another project's name (LABELLING: text inside an address gives nothing; a fork
or build named after an engine is outside the list)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.baseline_engines import _CALLED_AFTER, _CALLED_BEFORE
from watcher.claims.link_targets import in_address
from watcher.claims.names import Mention
from watcher.rules import Vocabulary


def _engines(
    text: str, vocab: Vocabulary, source: str | None = None, title: str | None = None
) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab, source=source, title=title)}


# ---- the baseline's engine does not pass to the subject's figure ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        # the baseline's engine named beside the baseline's own figure, the subject's figure in
        # the next sentence
        "Both runs used one RTX 3090. Baseline llama.cpp turns out 37.2 tokens per second on "
        "the short task. The patched build runs the same prompt at 163.9 tok/s.",
        # called the baseline after its name, in a sentence of its own before the figures
        "For this post we took vLLM 0.11.0 as the baseline. Our scheduler serves the chat "
        "workload at 912 tok/s on a single H100.",
        # Chinese: "vLLM 部署的模型基线"
        "所有速度对比均基于 vLLM 部署的自回归模型基线。新模型在低熵场景实测达到 1673.3 tokens/s。",
        # lower-case "baseline" before the name, mid-sentence
        "In the first test, baseline vLLM reached 30 tok/s at batch 1. The new engine decodes "
        "at 95 tok/s on one L40S.",
        # Japanese: "llama.cpp をベースラインとした場合"
        "llama.cpp をベースラインとした場合は 37 tok/s でした。改良版では 120 tok/s に達しました。",
        # the name glossed as the baseline in brackets, the subject's figure in the next sentence
        "We compare against SGLang (baseline) at equal batch size. The new kernel decodes at "
        "88 tok/s on the H200.",
    ],
)
def test_the_subjects_figure_takes_no_baseline_engine(text: str, vocab: Vocabulary) -> None:
    read = _engines(text, vocab)
    subject = max(read)  # every subject figure above is the larger one
    assert read[subject] is None


def test_the_baselines_own_figure_keeps_its_engine(vocab: Vocabulary) -> None:
    text = (
        "Baseline llama.cpp turns out 37.2 tokens per second on the short task. "
        "The patched build runs the same prompt at 163.9 tok/s."
    )
    assert _engines(text, vocab) == {37.2: "llama.cpp", 163.9: None}


@pytest.mark.parametrize(
    "text",
    [
        # the engine is what ran, not a baseline
        "I built llama.cpp from master yesterday. It generates 41.5 tokens per second on my "
        "RTX 4090.",
        # "baseline" names a configuration of the same engine, not an engine set against it
        "The baseline config is the default one. With vLLM on one H100 it serves 912 tok/s.",
        # the figure's own sentence speaks of the baseline: it is the baseline's figure
        "We used llama.cpp b9275 as the baseline. The baseline decodes 37.2 tokens per second.",
    ],
)
def test_an_engine_that_ran_keeps_its_figures(text: str, vocab: Vocabulary) -> None:
    read = _engines(text, vocab)
    assert read and all(e is not None for e in read.values())


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Baseline ", ""),
        ("the baseline stock ", ""),
        ("", " (baseline)"),
        ("", " build b9275 as the baseline"),
        ("", " 部署的模型基线"),
        ("以 ", " 为基准"),
    ],
)
def test_the_words_that_call_a_name_the_baseline(before: str, after: str) -> None:
    text = f"{before}vLLM{after}"
    start, end = len(before), len(before) + 4
    assert _CALLED_BEFORE.search(text, 0, start) or _CALLED_AFTER.match(text, end)


@pytest.mark.parametrize("after", [" 基准测试", " baselines the", " serves as the backend"])
def test_words_that_call_no_baseline(after: str) -> None:
    text = f"vLLM{after}"
    assert not _CALLED_AFTER.match(text, 4)


# ---- an engine inside an address --------------------------------------------------------------


@pytest.mark.parametrize(
    "image",
    [
        "ghcr.io/someone/vllm-glm53-flash:sm121-v11",
        "https://ghcr.io/someone/vllm-glm53-flash",
        "`nvcr.io/acme/sglang-custom:25.01`",
        "docker.io/someone/sglang-nightly:v2",
    ],
)
def test_an_engine_inside_an_address_names_no_engine(image: str, vocab: Vocabulary) -> None:
    text = (
        "I ran three reps:\n\n| rep | tok/s |\n|---|---|\n| 1 | 50.5 |\n\n"
        f"Image is {image}, digest 4def0ef644cb.\n"
    )
    assert _engines(text, vocab, source="someone/glm-recipes#7") == {50.5: None}


@pytest.mark.parametrize(
    "image",
    [
        "aamsellem/llama-cpp-mtp:latest",  # no host: an image name, read as before
        "my vLLM image",
        "llama.cpp/examples/server",  # the name opens the path
        "https://github.com/vllm-project/vllm",  # the segment is the engine's own name
        "ghcr.io/sgl-project/sglang:v0.5",
    ],
)
def test_a_name_outside_an_address_still_names_it(image: str, vocab: Vocabulary) -> None:
    text = (
        "I ran three reps:\n\n| rep | tok/s |\n|---|---|\n| 1 | 50.5 |\n\n"
        f"Image is {image}, digest 4def0ef644cb.\n"
    )
    assert _engines(text, vocab, source="someone/glm-recipes#7")[50.5] is not None


def test_an_image_a_command_runs_names_its_engine(vocab: Vocabulary) -> None:
    text = (
        "```\ndocker run --gpus all ghcr.io/acme/vllm-patched:v2 --model Qwen/Qwen3-8B\n```\n"
        "One request at a time it streamed 71 tok/s on an L40S."
    )
    assert _engines(text, vocab) == {71.0: "vllm"}


def test_in_address_reads_only_the_token_holding_the_name() -> None:
    text = "see github.com/acme/vllm-fork and vllm itself"  # a fork's name, then the engine
    inside = Mention("engine", "vllm", text.index("vllm"), text.index("vllm") + 4)
    outside = Mention("engine", "vllm", text.rindex("vllm"), text.rindex("vllm") + 4)
    assert in_address(text, inside)
    assert not in_address(text, outside)


# ---- a fork's printed lines --------------------------------------------------------------------

_SLOT = "```\nslot print_timing: id  0 | task 3 | n_decoded =    191, tg =  32.35 t/s\n```\n"
_VLLM_LOG = (
    "```\nINFO 09-01 01:29:13 [loggers.py:310] Engine 000: Avg prompt throughput: 1704.1 tokens/s,"
    " Avg generation throughput: 60.1 tokens/s, Running: 2 reqs\n```\n"
)
_SGLANG_LOG = (
    "```\n[2025-09-11 02:52:03] Decode batch. #running-req: 20, #token: 157401, "
    "gen throughput (token/s): 2238.83, #queue-req: 0,\n```\n"
)


@pytest.mark.parametrize(
    ("source", "log"),
    [
        ("someone/turbo-llama.cpp#22", _SLOT),  # a llama.cpp fork prints llama-server's lines
        ("acme/vllm-backport#39", _VLLM_LOG),  # a vLLM backport prints vLLM's log line
        ("lab/sglang-lite#4", _SGLANG_LOG),  # a derived project prints SGLang's scheduler line
        # a fork's server log, pasted without a fence, plural "print_timings"
        (
            "bob/llama.cpp-tq3#7",
            "srv  slot print_timings: id  0 | task 12 | eval time = 5000.00 ms / 125 tokens "
            "(40.00 ms per token, 25.00 tokens per second)\n",
        ),
        ("org/vllm-rocm-patched#8", _VLLM_LOG.replace("```\n", "")),
    ],
)
def test_a_forks_printed_lines_name_no_engine(source: str, log: str, vocab: Vocabulary) -> None:
    text = "With the new build the speed is back:\n\n" + log
    read = _engines(text, vocab, source=source)
    assert read and all(e is None for e in read.values())


@pytest.mark.parametrize(
    ("source", "log", "engine"),
    [
        ("ggml-org/llama.cpp#22", _SLOT, "llama.cpp"),  # the engine's own repository
        ("someone/notes#3", _VLLM_LOG, "vllm"),  # a repository named after nothing
        (
            "lab/sglang-lite#4",
            "```\npython3 -m sglang.launch_server --tp 2\n```\n" + _SGLANG_LOG,
            "sglang",
        ),  # the post launches the engine itself
    ],
)
def test_printed_lines_elsewhere_still_name_the_engine(
    source: str, log: str, engine: str, vocab: Vocabulary
) -> None:
    text = "With the new build the speed is back:\n\n" + log
    read = _engines(text, vocab, source=source)
    assert read and all(e == engine for e in read.values())
