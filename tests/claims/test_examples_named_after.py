"""Japanese and Chinese mark names as examples after them ("vLLMやllama.cppといった推論エンジン",
"vLLM、SGLang等框架"): a sentence pointing back with such a list names no run's engine."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "text",
    [
        "設定を見直すだけで速度を120 tokens/sから1200 tokens/sへ向上できます。"
        "これは、vLLMやllama.cppといった推論エンジンの活用によるものです。",
        "只需调整配置,速度即可达到 300 tokens/s。这得益于 vLLM、SGLang 等推理框架的优化。",
        "速度は 85 tokens/s でした。これは Ollama などのツールで簡単に試せます。",
    ],
)
def test_examples_in_the_sentence_after_name_no_engine(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert claims
    assert all(c.engine is None for c in claims)


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # the next sentence names the run's engine, as no example
        ("速度は 85 tokens/s でした。これは vLLM で測定しました。", 85.0, "vllm"),
        ("速度达到 300 tokens/s。这是在 SGLang 上测得的。", 300.0, "sglang"),
    ],
)
def test_a_named_engine_in_the_sentence_after_is_kept(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab).get(value) == engine
