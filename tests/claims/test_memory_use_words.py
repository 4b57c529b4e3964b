"""A memory figure that words of use lead to ("峰值 42.3 GB", "VRAM in use ~20 GB") is what a
run took, and takes the page's setup like the run's rates; a model's need ("the weights take
16 GB", "权重就要占用约16GB") holds on any machine and engine and takes none (reading rules
§2, §4). Each rule is pinned by made-up sentences, not taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

SETUP = "Setup: vLLM 0.6.1 on 1x A100.\n\nResults\n\n"


@pytest.mark.parametrize(
    "line",
    [
        "- 2 路:峰值 42.3 GB\n",
        "- VRAM in use ~42.3 GB of 80 GB\n",
        "- peak RSS of 42.3 GB after the long prompt\n",
        "- 峰值显存使用:42.3 GB\n",
    ],
)
def test_words_of_use_before_a_size_give_it_the_pages_setup(line: str, vocab: Vocabulary) -> None:
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(SETUP + line, vocab)]
    assert got == [(42.3, "vllm", "A100")]


@pytest.mark.parametrize(
    "line",
    [
        "- the FP16 weights take 42.3 GB\n",
        "- 以Llama-3-8B为例,光是模型权重就要占用约42.3GB显存\n",
    ],
)
def test_a_models_need_takes_no_setup_from_the_page(line: str, vocab: Vocabulary) -> None:
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(SETUP + line, vocab)]
    assert got == [(42.3, None, None)]
