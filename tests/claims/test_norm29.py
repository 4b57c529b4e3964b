"""Text normalised before numbers are read, numbers in a locale's format, and concurrency labels.

- Markdown's backslash escapes read as GitHub shows them ("Q3\\_K_M" is "Q3_K_M"), outside code
  only (docs/READING_RULES.md §4: read as displayed; the text is normalised before any number).
- Vietnamese groups thousands with a point ("đạt 4.500 tok/s" is 4500), read so only where the
  text is Vietnamese and writes no number the English way (reading rules §4: numbers vary).
- "C1: 45 tok/s, C8: 210 tok/s": a summary's concurrency labels (reading rules §4: concurrency).

Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.md_escapes import unescaped
from watcher.rules import Vocabulary

Read = tuple[float, str, object, object, object, object]


def _read(text: str, vocab: Vocabulary) -> list[Read]:
    return [
        (c.value, c.metric, c.hardware, c.gpu_count, c.precision, c.concurrency)
        for c in extract_claims(text, vocab)
    ]


# --- Markdown escapes -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (r"Q3\_K\_M on 4\*A100 at \~30 tok/s (see \#2)", "Q3_K_M on 4*A100 at ~30 tok/s (see #2)"),
        (r"\[draft\] \(n-gram\) 1\.5x", "[draft] (n-gram) 1.5x"),
        ("a doubled backslash \\\\_ stays one", "a doubled backslash \\_ stays one"),
        ("an escaped tick \\`Q4\\_K\\` is no code span", "an escaped tick `Q4_K` is no code span"),
    ],
)
def test_escapes_outside_code_read_as_shown(text: str, shown: str) -> None:
    assert unescaped(text) == shown


@pytest.mark.parametrize(
    "text",
    [
        "run `llama-bench -m Q4\\_K.gguf` first",
        "```\nC:\\models\\_drafts \\*\n```",
        "``a \\_ `b` \\* c``",
        "a letter escape \\n or \\d stays",
    ],
)
def test_escapes_inside_code_or_before_letters_stay(text: str) -> None:
    assert unescaped(text) == text


def test_an_escaped_card_count_is_read(vocab: Vocabulary) -> None:
    got = _read(r"llama.cpp on 4\*A100 with Q3\_K\_M decodes at \~30 tok/s.", vocab)
    assert (30.0, "decode_tok_s", "A100", 4, "Q3_K_M", None) in got


def test_an_escaped_quant_is_the_precision(vocab: Vocabulary) -> None:
    got = _read(r"Our Q5\_K\_M build on an RTX 3090 reaches 88 tok/s with llama.cpp.", vocab)
    assert [(v, p) for v, _, _, _, p, _ in got] == [(88.0, "Q5_K_M")]


def test_an_escaped_issue_number_is_no_figure(vocab: Vocabulary) -> None:
    got = _read(r"Fixed in \#4512: vLLM on an H200 now decodes 140 tok/s.", vocab)
    assert [v for v, *_ in got] == [140.0]


# --- Vietnamese thousands ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Trên một H100, vLLM đạt 1.250 token/s với Llama 8B.", 1250.0),
        ("SGLang xử lý được 2.400 tok/s trên hai GPU H200 khi chạy song song.", 2400.0),
        ("Với TensorRT-LLM, thông lượng đạt 6.800 tokens/s trên một B200.", 6800.0),
    ],
)
def test_a_vietnamese_point_groups_thousands(
    vocab: Vocabulary, sentence: str, value: float
) -> None:
    assert value in [v for v, *_ in _read(sentence, vocab)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # English, where the point is a decimal point
        ("On an H100, vLLM took 1.250 s to the first token.", 1.25),
        # a Vietnamese text that writes another number the English way
        ("Trên H100, vLLM đạt 1.250 token/s, nhanh hơn 2.5x so với bản cũ.", 1.25),
        ("Trên A100, vLLM đạt 3.500 tok/s; dự án có 35,000 sao trên GitHub.", 3.5),
        # a time in a Vietnamese sentence is left as written
        ("Trên H100 với vLLM, token đầu tiên mất 1.250 s, tốc độ đạt 1.500 tok/s.", 1.5),
    ],
)
def test_a_point_stays_a_decimal_where_it_may_be_one(
    vocab: Vocabulary, text: str, value: float
) -> None:
    got = [v for v, *_ in _read(text, vocab)]
    assert value in got
    assert not any(v >= 1000 for v in got)


# --- "C8:" concurrency labels -----------------------------------------------------------------


def test_c_labels_in_a_list_are_loads(vocab: Vocabulary) -> None:
    text = "vLLM on an L40S serving Qwen2.5 7B:\n\n- C1: ~52 tok/s\n- C16: ~610 tok/s\n"
    got = {(v, m, c) for v, m, _, _, _, c in _read(text, vocab)}
    assert got == {(52.0, "decode_tok_s", 1), (610.0, "output_tok_s", 16)}


def test_c_labels_in_one_sentence_are_loads(vocab: Vocabulary) -> None:
    text = "SGLang on one H100 with Llama 3 8B: C1: 45 tok/s, C8: 210 tok/s, C32: 640 tok/s."
    got = [(v, c) for v, _, _, _, _, c in _read(text, vocab)]
    assert got == [(45.0, 1), (210.0, 8), (640.0, 32)]


def test_c_label_with_a_bullet_glyph(vocab: Vocabulary) -> None:
    text = "TGI on an A100, Mistral 7B\n\n  • C4: 150 tok/s\n  • C64: 1,900 tok/s\n"
    got = {(v, c) for v, _, _, _, _, c in _read(text, vocab)}
    assert got == {(150.0, 4), (1900.0, 64)}


def test_c_labels_naming_cases_are_no_loads(vocab: Vocabulary) -> None:
    text = (
        "Two set-ups on an RTX A6000:\nC1: Llama 2 7B with llama.cpp\n"
        "C2: Mistral 7B with llama.cpp\n\n- C1: 34.6 t/s\n- C2: 44.3 t/s\n"
    )
    assert [c for *_, c in _read(text, vocab)] == [None, None]


@pytest.mark.parametrize(
    "text",
    [
        "Run C3 on an H100 with vLLM gave 120 tok/s.",
        "vLLM on an H100, section C2: decoding reached 120 tok/s.",
        "vLLM on an H100 (AC2: 120 tok/s).",
    ],
)
def test_a_c_word_not_right_before_the_figure_is_no_load(vocab: Vocabulary, text: str) -> None:
    assert [c for *_, c in _read(text, vocab)] == [None]
