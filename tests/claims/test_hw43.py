"""A count of cards written with the word for a card and no model: "单张GPU", "一块显卡",
"两张 GPU", "on one card", "a single graphics card".

Reading rules §3: the GPU count comes from "1x", "8×H100", "TP=4", "4 卡"; LABELLING: "a
single"/"one"/"单个" give 1, "单卡" gives one card. The reader read "单卡" and "one GPU" but not
a Chinese numeral with its counter before "GPU"/"显卡", nor "one card" in English.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _counts(text: str, vocab: Vocabulary) -> dict[float, int | None]:
    return {c.value: c.gpu_count for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "value", "count"),
    [
        ("使用单张GPU时,Qwen 模型的平均生成速度约为 36.14 tokens/s。", 36.14, 1),
        ("使用单张显卡(RTX 4090),llama.cpp 的速度达到 80 tokens/s。", 80.0, 1),
        ("在一块显卡上,llama.cpp 的生成速度是 45 tokens/s。", 45.0, 1),
        ("在单张消费级GPU上部署 vLLM,输出速度超过 100 tokens/s。", 100.0, 1),
        ("用两张GPU运行 vLLM,吞吐达到 1200 tokens/s。", 1200.0, 2),
        ("我们用了十六张 GPU 部署 SGLang,吞吐达到 9000 tokens/s。", 9000.0, 16),
        ("vLLM beats llama.cpp at 52 tok/s on one card.", 52.0, 1),
        ("On a single graphics card, llama.cpp generates 41 tok/s.", 41.0, 1),
    ],
)
def test_a_counted_word_for_the_card_gives_the_count(
    text: str, value: float, count: int, vocab: Vocabulary
) -> None:
    assert _counts(text, vocab)[value] == count


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an ordinal, "each card", "another card": no count of the run's cards
        ("第一张显卡上 vLLM 的速度为 50 tokens/s。", 50.0),
        ("每张显卡上 vLLM 的速度为 50 tokens/s。", 50.0),
        ("vLLM reaches 52 tok/s with one card per model.", 52.0),
        ("vLLM reaches 52 tok/s on one of the cards.", 52.0),
    ],
)
def test_an_ordinal_or_a_share_is_no_count(text: str, value: float, vocab: Vocabulary) -> None:
    assert _counts(text, vocab)[value] is None


def test_sixteen_is_never_its_six(vocab: Vocabulary) -> None:
    assert _counts("十六张GPU上 SGLang 的吞吐为 9000 tokens/s。", vocab)[9000.0] == 16


@pytest.mark.parametrize(
    ("text", "value", "count"),
    [
        ("With two used RTX 3090s, llama.cpp runs Llama 70B at 20 tok/s.", 20.0, 2),
        ("On four used RTX 3090s vLLM decodes at 76.9 tok/s.", 76.9, 4),
        ("On two identical RTX 4090s, vLLM reaches 120 tok/s.", 120.0, 2),
        ("Across three refurbished A100s SGLang serves 900 tok/s.", 900.0, 3),
        ("在双 2080ti 22G显卡下,exllamav2 的速度是 40 tokens/s。", 40.0, 2),
        ("在双4090上,vLLM 的速度是 40 tokens/s。", 40.0, 2),
    ],
)
def test_a_count_before_the_card_reads_past_its_state_and_chinese_pair(
    text: str, value: float, count: int, vocab: Vocabulary
) -> None:
    """Reading rules §3 ("2x3090", "dual 3090"): "two used RTX 3090s" is two, "双4090" two."""
    assert _counts(text, vocab)[value] == count


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an article is no count; a card in another clause is not this figure's
        ("I bought a second-hand RTX 3090 and llama.cpp reaches 40 tok/s.", 40.0),
        ("One used RTX 3090 costs less, and vLLM on an H100 reaches 120 tok/s.", 120.0),
    ],
)
def test_a_state_word_after_an_article_counts_nothing(
    text: str, value: float, vocab: Vocabulary
) -> None:
    assert _counts(text, vocab)[value] is None
