"""A decode rate named in Chinese right before its figure keeps its phase (reading rules §4: a
prefill figure is never a decode figure).

"预填充吞吐 3300 tokens/s，输出 58 tokens/s": the bare "输出" (output) opening the clause, like
"output 58 tok/s", and "生成阶段 35" (the generation phase) name the decode phase of the figure
right after them, so the prefill word earlier in the sentence does not carry to it. "输出吞吐"
(output throughput) stays a sum, and a word that is not the figure's own ("输出长度 512", an
output length) names no phase. The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    """Each figure's value -> its metric."""
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("在 RTX 4090 上用 llama.cpp 测试，预填充吞吐 3300 tokens/s，输出 58 tokens/s。", 58.0),
        ("H100 上 vLLM 预处理速度 1800 tokens/s，生成阶段 35 tokens/s。", 35.0),
        ("Mac Studio 跑 mlx-lm：预填充 640 tokens/s，輸出：约 27 tokens/s。", 27.0),
        ("昇腾 910B 单卡，预填充 2100 tokens/s；输出 ~44 tokens/s。", 44.0),
    ],
)
def test_decode_word_before_its_figure(text: str, value: float, vocab: Vocabulary) -> None:
    assert _metrics(text, vocab).get(value) == "decode_tok_s"


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        # the prefill figure before it keeps its phase
        (
            "在 RTX 4090 上用 llama.cpp 测试，预填充吞吐 3300 tokens/s，输出 58 tokens/s。",
            3300.0,
            "prefill_tok_s",
        ),
        # output throughput is the server's sum, not one stream's decode rate
        ("8 卡 H100 上 SGLang 的输出吞吐 12000 tokens/s。", 12000.0, "output_tok_s"),
    ],
)
def test_other_figures_keep_their_metric(
    text: str, value: float, metric: str, vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab).get(value) == metric
