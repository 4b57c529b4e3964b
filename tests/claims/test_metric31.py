"""A rate read with the wrong metric in prose (reading rules §4: prefill, prompt processing, is
a metric of its own and a prefill figure is never a decode figure).

Chinese press and posts call the prompt phase "预处理" (preprocessing) and set its speed against
the generation speed ("预处理速度 … 推理生成速度 …"): that speed is ``prefill_tok_s``. A bare
"预处理" (data or image preprocessing) names no phase. The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_FOUR_090 = "在一张 RTX 4090 上跑 Qwen2.5-32B,预处理速度约 910 tokens/s,生成速度 31 tokens/s。"


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    """Each figure's value -> its metric."""
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (_FOUR_090, 910.0),
        ("我们在 A100 上测得预处理速率 1520 tok/s,解码 44 tok/s。", 1520.0),
        ("昇腾 910B 单卡预处理吞吐达到 3300 tokens/s,输出 58 tokens/s。", 3300.0),
        ("這台 Mac Studio 的預處理速度最高 640 tokens/s,生成約 27 tokens/s。", 640.0),
        ("预处理阶段 1200 tokens/s,生成阶段 35 tokens/s(H100,vLLM)。", 1200.0),
    ],
)
def test_preprocessing_speed_is_prefill(text: str, value: float, vocab: Vocabulary) -> None:
    assert _metrics(text, vocab).get(value) == "prefill_tok_s"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the generation figure beside it stays a decode rate
        (_FOUR_090, 31.0),
        # data preprocessing named apart from the rate: no phase from it
        ("图像预处理之后,模型在 RTX 3090 上生成速度为 42 tokens/s。", 42.0),
        ("数据预处理用了 3 分钟;推理时 4090 的速度是 55 tokens/s。", 55.0),
    ],
)
def test_other_rates_stay_decode(text: str, value: float, vocab: Vocabulary) -> None:
    assert _metrics(text, vocab).get(value) == "decode_tok_s"
