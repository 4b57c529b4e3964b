"""An engine's name used for a backend, kernel or op is not the engine that ran the figure.

SGLang and vLLM name attention, MoE and all-reduce backends after another engine or library
("trtllm_mla", "TRTLLM MHA", "the TRT-LLM allreduce", "--attention-backend trtllm"). Such a
name is a part of the engine that ran: the figure keeps the engine its context gives (the
repository, the engine the text runs) or none (LABELLING.md: "trtllm_mla" and "flashinfer" in
an SGLang table are SGLang attention backends). A real engine comparison still names the
engine. The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_SGLANG_PR = "sgl-project/sglang#4242"
_VLLM_PR = "vllm-project/vllm#4242"


def _engines(
    text: str, vocab: Vocabulary, source: str | None = None, title: str | None = None
) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab, source=source, title=title)}


@pytest.mark.parametrize(
    ("text", "source", "value", "engine"),
    [
        # the maker's name before an op word: MLA / MHA / all-reduce / -gen
        (
            "On B200 the TRTLLM MLA path decodes 212 tok/s, FlashInfer MLA 181 tok/s.",
            _SGLANG_PR,
            212.0,
            "sglang",
        ),
        (
            "On B200 the TRTLLM MLA path decodes 212 tok/s, FlashInfer MLA 181 tok/s.",
            _SGLANG_PR,
            181.0,
            "sglang",
        ),
        (
            "Switching to the TRT-LLM custom all-reduce lifts decode to 64 tok/s on 8x H100.",
            _SGLANG_PR,
            64.0,
            "sglang",
        ),
        (
            "With trtllm-gen for the MoE layers, one B200 serves 5400 tok/s output throughput.",
            _SGLANG_PR,
            5400.0,
            "sglang",
        ),
        (
            "TRT-LLM attention: 97 tok/s per user on a GB200, against 88 tok/s before.",
            _VLLM_PR,
            97.0,
            "vllm",
        ),
        # the value of a backend flag, or the name given to one in words
        (
            "Launched with --attention-backend trtllm, decode runs at 143 tok/s on B200.",
            _SGLANG_PR,
            143.0,
            "sglang",
        ),
        (
            "Picking trtllm for the --moe-runner-backend gives 1.7x higher throughput on B200.",
            _SGLANG_PR,
            1.7,
            "sglang",
        ),
        # no repository: the part names no engine at all
        ("Decode with the TRTLLM MHA op reaches 143 tok/s on one B200.", None, 143.0, None),
    ],
)
def test_a_backend_kernel_or_op_named_after_an_engine_is_not_that_engine(
    vocab: Vocabulary, text: str, source: str | None, value: float, engine: str | None
) -> None:
    """The figure keeps its context's engine, never the one the backend's name borrows."""
    assert _engines(text, vocab, source=source)[value] == engine


def test_a_table_of_attention_backends_measures_the_repositorys_engine(vocab: Vocabulary) -> None:
    """Cells naming kernel libraries beside an engine's name make the row a backend's."""
    text = (
        "| | flashinfer | trtllm |\n|---|---|---|\n| decode tok/s on B200 | 171 | 204 |\n\n"
        "| Attention backend | Output tok/s |\n|---|---|\n| fa3 | 3120 |\n| TRT-LLM | 3480 |\n"
    )
    got = _engines(text, vocab, source=_SGLANG_PR)
    assert got[171.0] == got[204.0] == got[3120.0] == got[3480.0] == "sglang"


def test_a_title_naming_a_backend_after_an_engine_keeps_the_repository(vocab: Vocabulary) -> None:
    """A PR titled for a borrowed-name backend still measures the repository's engine."""
    got = _engines(
        "Output token throughput (tok/s): 2875 on 8x B200",
        vocab,
        source=_SGLANG_PR,
        title="Enable TRTLLM MHA backend on Blackwell",
    )
    assert got[2875.0] == "sglang"


@pytest.mark.parametrize(
    ("text", "source", "value", "engine"),
    [
        (
            "SGLang gives 310 tok/s and TensorRT-LLM 295 tok/s on one B200.",
            _SGLANG_PR,
            295.0,
            "tensorrt-llm",
        ),
        (
            "Served with trtllm-serve, the model decodes 121 tok/s on an H100.",
            None,
            121.0,
            "tensorrt-llm",
        ),
        ("Mixtral MoE on TensorRT-LLM decodes 77 tok/s on an H100.", None, 77.0, "tensorrt-llm"),
        ("vLLM MoE models decode at 41 tok/s on one H100.", None, 41.0, "vllm"),
        ("TensorRT-LLM attention performance: 66 tok/s on an L40S.", None, 66.0, "tensorrt-llm"),
        (
            "| Engine | tok/s |\n|---|---|\n| vLLM | 52 |\n| TensorRT-LLM | 58 |\n",
            None,
            58.0,
            "tensorrt-llm",
        ),
        (
            "Triton server with the TensorRT-LLM backend answers at 49 tok/s on an A100.",
            None,
            49.0,
            "tensorrt-llm",
        ),
    ],
)
def test_a_real_engine_comparison_keeps_the_engine(
    vocab: Vocabulary, text: str, source: str | None, value: float, engine: str
) -> None:
    """An engine that served the figure, named as such, is still that figure's engine."""
    assert _engines(text, vocab, source=source)[value] == engine
