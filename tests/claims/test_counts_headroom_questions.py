"""Numbers that only look like claims: an "Nx" counting configurations, memory a card still
has left said in Chinese, and a measured figure asked about again in an emphasised question
(docs/READING_RULES.md §2 and §4). The run's own figures beside them stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_an_nx_before_configurations_counts_cards(vocab: Vocabulary) -> None:
    text = "We compare it against NVIDIA A100 GPUs (in 4x and 8x configurations) on vLLM."
    assert _read(text, vocab) == []
    assert _read("Tested in 2x and 4x H100 setups.", vocab) == []
    assert _read("Tested on 8x clusters, it ran 1.6x faster than before.", vocab) == [
        (1.6, "speedup")
    ]
    # a multiple of speed keeps its reading
    assert _read("It is 4x and 8x faster than the baseline on A100.", vocab) == [
        (4.0, "speedup"),
        (8.0, "speedup"),
    ]


def test_memory_left_over_said_in_chinese_is_headroom(vocab: Vocabulary) -> None:
    text = "FP8 量化版显存余量充足(还剩近10GB)，速度 45 tokens/s。"
    assert _read(text, vocab) == [(45.0, "decode_tok_s")]
    assert _read("加载后还剩 6GB 显存。", vocab) == []
    assert _read("模型加载后显存占用 14GB。", vocab) == [(14.0, "memory")]


def test_an_emphasised_question_ends_its_sentence(vocab: Vocabulary) -> None:
    text = (
        "Observed result: E2E latency = 2.5s\n\n"
        "1. **Is 2.5s e2e latency for this scenario expected?** Does the team have any "
        "baseline numbers I can compare against?\n"
    )
    assert _read(text, vocab) == [(2.5, "e2e_latency")]
    stated = "**We measured 3.1s end-to-end.** Is that normal for this card?"
    assert _read(stated, vocab) == [(3.1, "e2e_latency")]
