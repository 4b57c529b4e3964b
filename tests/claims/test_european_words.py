"""Russian rate units and per-user/sum words; card counts written as words in Russian,
German, French, Spanish and Portuguese (reading rules §3 counts, §4 units and streams)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "llama.cpp на RTX 3090 работает с 21 токенами в секунду.",
        "llama.cpp на RTX 3090: 21 токена в секунду.",
        "llama.cpp на RTX 3090: 21 токенов за секунду.",
        "llama.cpp на RTX 3090: 21 т/сек.",
        "llama.cpp на RTX 3090: 21 ток / с.",
        "llama.cpp на RTX 3090: 21 токенов в сек.",
    ],
)
def test_russian_rate_units(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.value, c.hardware) for c in claims] == [("decode_tok_s", 21.0, "RTX 3090")]


def test_a_russian_word_after_t_is_no_unit(vocab: Vocabulary) -> None:
    """Near miss: "21 т/секция" is no rate."""
    assert extract_claims("llama.cpp на RTX 3090: 21 т/секция.", vocab) == []


def test_russian_range(vocab: Vocabulary) -> None:
    claims = extract_claims("llama.cpp на RTX 3090: 20-22 токенами в секунду.", vocab)
    assert [(c.value_min, c.value_max) for c in claims] == [(20.0, 22.0)]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("vLLM на H100: 40 т/с на пользователя при 64 одновременных запросах.", "decode_tok_s"),
        ("vLLM на H100: 40 т/с на один поток при 64 одновременных запросах.", "decode_tok_s"),
        ("vLLM на H100: суммарная пропускная способность 2500 т/с.", "output_tok_s"),
        ("vLLM на H100: 2500 т/с в сумме.", "output_tok_s"),
        # near miss: a load and no per-user words is the server's sum
        ("vLLM на H100: 40 т/с при 64 одновременных запросах.", "output_tok_s"),
        # near miss: "общая скорость" of one stream is no sum
        ("vLLM на H100: общая скорость 40 т/с.", "decode_tok_s"),
    ],
)
def test_russian_streams(text: str, metric: str, vocab: Vocabulary) -> None:
    assert [c.metric for c in extract_claims(text, vocab)] == [metric]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Три RTX 3090 дают llama.cpp 21 токен в секунду.", 3),
        ("На двух RTX 3090 llama.cpp выдаёт 21 т/с.", 2),
        ("Mit zwei RTX 3090 schafft llama.cpp 21 Token/s.", 2),
        ("Avec deux RTX 3090, llama.cpp atteint 21 tokens/s.", 2),
        ("Con dos RTX 3090 llama.cpp da 21 tokens/s.", 2),
        ("Con cuatro RTX 3090 llama.cpp da 21 tokens/s.", 4),
        ("Em duas RTX 3090 o llama.cpp faz 21 tokens/s.", 2),
        # near misses: Portuguese "dos" is "of the"; "todos" holds "dos"
        ("A velocidade dos RTX 3090 com llama.cpp é 21 tokens/s.", None),
        ("Con todos RTX 3090 llama.cpp da 21 tokens/s.", None),
    ],
)
def test_card_counts_in_words(text: str, count: int | None, vocab: Vocabulary) -> None:
    assert [c.gpu_count for c in extract_claims(text, vocab)] == [count]


@pytest.mark.parametrize(
    "text",
    [
        "llama.cpp на RTX 4090: скорость выросла с 40 до 95 т/с с EAGLE-3.",
        "llama.cpp на RTX 4090: скорость выросла с 40 т/с до 95 т/с с EAGLE-3.",
    ],
)
def test_russian_s_do_is_a_change(text: str, vocab: Vocabulary) -> None:
    got = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert got == {40.0: "ar", 95.0: "eagle"}


@pytest.mark.parametrize(
    "text",
    [
        "llama.cpp на RTX 4090: от 40 до 95 т/с.",
        # near miss: "с 20-22 токенами" is "with", its hyphen a range's
        "llama.cpp на RTX 4090 работает с 40-95 токенами в секунду.",
    ],
)
def test_russian_ot_do_and_hyphen_are_ranges(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert [(c.value_min, c.value_max) for c in claims] == [(40.0, 95.0)]


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("llama.cpp на RTX 4090: со спекулятивным декодированием 180 т/с.", "speculative"),
        ("llama.cpp на RTX 4090: без спекулятивного декодирования 120 т/с.", "ar"),
        ("llama.cpp на RTX 4090: 120 т/с.", None),
    ],
)
def test_russian_method_cases(text: str, mode: str | None, vocab: Vocabulary) -> None:
    assert [c.mode for c in extract_claims(text, vocab)] == [mode]


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("vLLM на H100: 2500 т/с при 64 пользователях.", 64),
        ("vLLM на H100: 2500 т/с при размере батча 8.", 8),
        ("vLLM на H100: 2500 т/с при батче 8.", 8),
        ("vLLM auf H100: 2500 Token/s bei Batchgröße 8.", 8),
        ("vLLM en H100: 2500 tokens/s con tamaño de lote 8.", 8),
        # near miss: "при 64 ГБ" is a size, no load
        ("vLLM на H100: 40 т/с при 64 ГБ памяти.", None),
    ],
)
def test_european_loads(text: str, load: int | None, vocab: Vocabulary) -> None:
    assert [c.concurrency for c in extract_claims(text, vocab)] == [load]


@pytest.mark.parametrize(
    "text",
    [
        "vLLM на H100: префилл 900 т/с, декодирование 40 т/с.",
        "vLLM auf H100: Prefill 900 Token/s, Dekodierung 40 Token/s.",
        "vLLM sur H100 : prefill 900 tokens/s, décodage 40 tokens/s.",
    ],
)
def test_decode_words_beside_prefill(text: str, vocab: Vocabulary) -> None:
    got = [(c.metric, c.value) for c in extract_claims(text, vocab)]
    assert got == [("prefill_tok_s", 900.0), ("decode_tok_s", 40.0)]


@pytest.mark.parametrize(
    "text",
    [
        "Auf einer RTX 4090 ist llama.cpp mit EAGLE-3 2,3-mal so schnell.",
        "Auf einer RTX 4090 ist llama.cpp mit EAGLE-3 2,3 Mal so schnell.",
        "На RTX 4090 llama.cpp с EAGLE-3 быстрее в 2,3 раза.",
        "На RTX 4090 llama.cpp с EAGLE-3 в 2,3 раза быстрее.",
    ],
)
def test_european_multiples(text: str, vocab: Vocabulary) -> None:
    got = [(c.metric, c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [("speedup", 2.3, "eagle")]


def test_a_count_of_runs_is_no_multiple(vocab: Vocabulary) -> None:
    """Near miss: "запускали 3 раза" (ran it three times) is a count."""
    got = [
        c.metric for c in extract_claims("На RTX 4090 llama.cpp запускали 3 раза, 45 т/с.", vocab)
    ]
    assert got == ["decode_tok_s"]
