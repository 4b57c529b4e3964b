"""Projects that run models themselves but are outside the rules' list of engines (LABELLING:
"Engines outside the vocabulary stay null": candle, mistral.rs, web-llm, LightLLM, MNN,
Nano-vLLM, llamafile, GPT4All, IPEX-LLM, ...) are known to the reader as unlisted, so a
figure its own item, row or sentence gives to one of them takes no listed engine named
beside it (the baseline, the page's first sentence) and reads as naming no engine."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_PROJECTS = [
    "Candle",
    "mistral.rs",
    "WebLLM",
    "LightLLM",
    "MNN",
    "Nano-vLLM",
    "llamafile",
    "GPT4All",
    "IPEX-LLM",
    "Aphrodite",
    "ExecuTorch",
    "chatglm.cpp",
]


@pytest.mark.parametrize("project", _PROJECTS)
def test_an_item_naming_an_unlisted_project_takes_no_listed_engine(
    vocab: Vocabulary, project: str
) -> None:
    """ "- Candle: 24 tok/s" under a sentence setting it against transformers: no engine."""
    text = (
        f"I compared HF transformers with {project} on one RTX 4090, same 7B model.\n\n"
        f"- transformers: 31 tok/s\n"
        f"- {project}: 24 tok/s\n"
    )
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[31].engine == "transformers"
    assert claims[24].engine is None


@pytest.mark.parametrize("project", ["Nano-vLLM", "nano vllm"])
def test_a_table_row_of_an_unlisted_project_takes_no_listed_engine(
    vocab: Vocabulary, project: str
) -> None:
    """A "| Nano-vLLM | 1434 |" row under a "| vLLM | 1361 |" row: the listed row keeps vLLM."""
    text = (
        "Throughput on one H100:\n\n"
        "| Inference Engine | Throughput (tokens/s) |\n|---|---|\n"
        f"| vLLM | 1361.8 |\n| {project} | 1434.1 |\n"
    )
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[1361.8].engine == "vllm"
    assert claims[1434.1].engine is None


def test_a_listed_engine_beside_no_project_keeps_its_engine(vocab: Vocabulary) -> None:
    """Nothing changes for a list of listed engines only."""
    text = "On one RTX 4090, same 7B model.\n\n- vLLM: 31 tok/s\n- llama.cpp: 24 tok/s\n"
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[31].engine == "vllm"
    assert claims[24].engine == "llama.cpp"
