"""Non-English words that mirror the English reading rules (load, use, whole-run time,
layouts), each pinned by sentences of its own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "At batch size 1, the throughput climbs from 31 tok/s to 47 tok/s.",
        "单并发测试:吞吐量从 31 tokens/s 提升到 47 tokens/s。",
        "测试条件(批量大小为1):吞吐量从 31 tokens/s 提升至 47 tokens/s",
        "バッチサイズ1のスループットは 31 tok/s から 47 tok/s に向上した。",
    ],
)
def test_a_throughput_at_one_stream_is_a_decode_rate(vocab: Vocabulary, text: str) -> None:
    """'batch size 1', '单并发', '批量大小为1', 'バッチサイズ1' name a batch of one: a bare
    throughput there is one stream's rate, not the server's output under load."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(31.0, "decode_tok_s"), (47.0, "decode_tok_s")]


def test_a_throughput_at_a_larger_batch_stays_the_server_s(vocab: Vocabulary) -> None:
    """'批大小=16' is load: the bare throughput is the server's output."""
    got = extract_claims("测试条件(批大小=16):吞吐量为 900 tokens/s。", vocab)
    assert [(c.value, c.metric) for c in got] == [(900.0, "output_tok_s")]


@pytest.mark.parametrize(
    "text",
    [
        "Die Anforderungen von 48 GB VRAM schrecken viele ab.",
        "Многих пугают требования в 48 ГБ VRAM.",
        "Les exigences de 48 GB VRAM font peur.",
        "这个模型的显存要求是 48GB 显存。",
    ],
)
def test_a_model_s_memory_requirement_is_memory_it_uses(vocab: Vocabulary, text: str) -> None:
    """'Anforderungen', 'требования', 'exigences', '要求' before a size say what a model needs
    to run, as 'needs 48 GB of VRAM' does: memory, not the size of a card."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(48.0, "memory")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Auf dem Laptop dauerte eine Zusammenfassung 42 Sekunden.", 42.0),
        ("Sur le portable, le résumé a pris 42 secondes.", 42.0),
        ("На ноутбуке краткое изложение заняло 42 секунды.", 42.0),
        ("Op de laptop duurde een samenvatting 42 seconden.", 42.0),
        ("Ohne GPU sind es 42 Sekunden pro Antwort.", 42.0),
        ("Without a GPU it is 42 seconds per reply.", 42.0),
        ("Die Latenz liegt bei 420 Millisekunden.", 420.0),
        ("Задержка составила 420 мс.", 420.0),
        ("Eine Antwort dauerte 2 Stunden.", 7200.0),
    ],
)
def test_a_whole_reply_s_time_in_european_words(vocab: Vocabulary, text: str, value: float) -> None:
    """'dauerte', 'a pris', 'заняло', 'duurde', 'per reply', 'Latenz', 'задержка' time a
    whole reply, in seconds and milliseconds spelled in those languages ('Sekunden',
    'секунды', 'мс', 'Stunden')."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(value, "e2e_latency")]


@pytest.mark.parametrize(
    "text",
    ["Das Laden des Modells dauerte 42 Sekunden.", "Загрузка модели заняла 42 секунды."],
)
def test_loading_time_in_european_words_is_no_claim(vocab: Vocabulary, text: str) -> None:
    """'Das Laden … dauerte', 'Загрузка … заняла' time loading the model, not a reply."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    ["权重文件约 16GB（BF16）/9GB（Q8_0）。", "The weights take 16GB (BF16)/9GB (Q8_0) on disk."],
)
def test_a_slash_after_a_bracketed_setup_starts_the_next_figure(
    vocab: Vocabulary, text: str
) -> None:
    """'16GB（BF16）/9GB（Q8_0）': each size takes its own bracketed precision; the slash after
    the bracket is no fraction."""
    got = [(c.value, c.metric, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(16.0, "memory", "BF16"), (9.0, "memory", "Q8_0")]


@pytest.mark.parametrize(
    "text",
    [
        "量化后权重约 17GB。",
        "量子化後の重みは約 17GB です。",
        "Die Gewichte belegen rund 17 GB.",
        "Веса модели — 17 ГБ.",
    ],
)
def test_a_model_s_weights_named_in_other_languages_are_memory(
    vocab: Vocabulary, text: str
) -> None:
    """'权重', '重み', 'Gewichte', 'веса' name a model's weights, as 'weights' does: the size
    beside them is memory."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(17.0, "memory")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("换了新驱动以后，推理速度也只有 7 tokens 左右。", 7.0),
        ("新しいドライバでも生成速度は約7トークンでした。", 7.0),
    ],
)
def test_a_speed_given_in_tokens_is_a_rate(vocab: Vocabulary, text: str, value: float) -> None:
    """'推理速度也只有 7 tokens', '生成速度は約7トークン': a speed in tokens with 'per second'
    left out is still a token rate."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(value, "decode_tok_s")]


def test_a_change_in_tokens_is_no_speed(vocab: Vocabulary) -> None:
    """'速度快了 5 个 token' is a difference, not a rate."""
    assert extract_claims("开启缓存后速度快了 5 个 token。", vocab) == []
