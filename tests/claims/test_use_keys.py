"""A memory figure under a key of use ("显存占用：", "Memory allocated =") is a run's use and
takes the run's card; a model's weights ("权重就要占用") do not."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory_cards(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.hardware for c in extract_claims(text, vocab) if c.metric == "memory"]


def test_a_key_of_use_ties_the_size_to_the_runs_card(vocab: Vocabulary) -> None:
    text = (
        "测试环境：\n* GPU: RTX 4090 24G\n\n"
        "测试结果：\n* Decode token/s：10.11\n* 显存占用：14881MiB\n"
    )
    assert _memory_cards(text, vocab) == ["RTX 4090"]
    text = (
        "Ran on one H100.\n\nThroughput (tokens/second) = 812.4\n"
        "Memory allocated                    = 17.56 GB\n"
    )
    assert _memory_cards(text, vocab) == ["H100"]


def test_a_models_weights_stay_off_the_card(vocab: Vocabulary) -> None:
    text = "测试环境：\n* GPU: RTX 4090 24G\n\n说明：\n* 7B模型的权重就要占用约16GB\n"
    assert _memory_cards(text, vocab) == [None]
