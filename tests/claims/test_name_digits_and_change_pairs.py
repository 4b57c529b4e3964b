"""A hyphen-glued name's digit is no figure; Romance change verbs and CJK spans pair a bare
first number (reading rules §2 before/after, §4 ranges and numbers)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(
    text: str, vocab: Vocabulary
) -> list[tuple[float, float | None, float | None, str | None]]:
    return [(c.value, c.value_min, c.value_max, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "SGLang with EAGLE-3 and 27 tok/s on H100.",
        "vLLM runs Llama-3 and 27 tok/s on H100.",
        "vLLM serves GPT-4 / 27 tok/s on H100.",
        "vLLM on H100: GPT-4/27 tok/s.",
    ],
)
def test_a_name_digit_joined_to_a_figure_is_no_figure(text: str, vocab: Vocabulary) -> None:
    assert [v for v, *_ in _read(text, vocab)] in ([27.0], [])
    assert 3.0 not in [v for v, *_ in _read(text, vocab)]
    assert 4.0 not in [v for v, *_ in _read(text, vocab)]


def test_a_plain_number_pair_still_gives_two_figures(vocab: Vocabulary) -> None:
    """Near miss: "12 and 27 tok/s" (no name before 12) stays two figures."""
    assert sorted(v for v, *_ in _read("SGLang hits 12 and 27 tok/s on H100.", vocab)) == [
        12.0,
        27.0,
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Con SGLang en H100 la velocidad pasa de 40 a 95 tokens/s con EAGLE-3.",
        "Com SGLang em H100 a velocidade passa de 40 para 95 tokens/s com EAGLE-3.",
        "Con SGLang su H100 la velocità passa da 40 a 95 token/s con EAGLE-3.",
        "Avec SGLang sur H100 la vitesse passe de 40 à 95 tokens/s avec EAGLE-3.",
        "Mit SGLang auf H100 steigt die Geschwindigkeit von 40 auf 95 Token/s mit EAGLE-3.",
        "With SGLang on H100 the speed goes from 40 to 95 tok/s with EAGLE-3.",
    ],
)
def test_a_change_verb_pairs_the_bare_start(text: str, vocab: Vocabulary) -> None:
    got = {v: mode for v, _, _, mode in _read(text, vocab)}
    assert got == {40.0: "ar", 95.0: "eagle"}


def test_a_bare_de_without_a_verb_of_change_is_no_pair(vocab: Vocabulary) -> None:
    """Near miss: "el modelo de 40 a 95 tokens/s" has no verb of change: 40 is no side."""
    assert 40.0 not in [
        v for v, *_ in _read("SGLang en H100: el modelo de 40 a 95 tokens/s.", vocab)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "SGLang은 H100에서 13에서 27 tok/s 사이입니다.",
        "SGLangはH100で13から27 tok/sの間です。",
        "SGLang は H100 で 13 から 27 トークン/秒です。",
    ],
)
def test_a_cjk_span_without_a_target_is_one_range(text: str, vocab: Vocabulary) -> None:
    assert [(lo, hi) for _, lo, hi, _ in _read(text, vocab)] == [(13.0, 27.0)]


@pytest.mark.parametrize(
    "text",
    [
        "H100에서 SGLang은 EAGLE-3로 13에서 27 tok/s로 향상되었다.",
        "H100 で SGLang は EAGLE-3により 13 から 27 tok/s に向上した。",
    ],
)
def test_a_cjk_span_with_a_target_is_a_change(text: str, vocab: Vocabulary) -> None:
    got = {v: (lo, mode) for v, lo, _, mode in _read(text, vocab)}
    assert got == {13.0: (None, "ar"), 27.0: (None, "eagle")}
