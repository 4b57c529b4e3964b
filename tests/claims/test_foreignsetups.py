"""Each figure takes the precision, card and load written right after it with a preposition,
outside English too (reading rules §2: each figure takes its own setup, the nearest scope
first; §4: concurrency). "45 tok/s em Q4_K_M e 38 tok/s em Q8_0" gives the 45 Q4_K_M;
"1250 Token/s bei 16 gleichzeitigen Anfragen und 1410 Token/s bei 32" gives the 1410 32."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import load_rules

VOCAB = load_rules("rules/").vocabulary


def _read(text: str, field: str) -> list[tuple[float, object]]:
    return [(c.value, getattr(c, field)) for c in extract_claims(text, VOCAB)]


PRECISION = [
    # Portuguese
    (
        "llama.cpp numa RTX 4090: 52 tok/s em Q4_K_M e 31 tok/s em Q8_0.",
        [(52.0, "Q4_K_M"), (31.0, "Q8_0")],
    ),
    # French
    (
        "Avec llama.cpp sur RTX 4090 : 52 tok/s en Q4_K_M, 31 tok/s en Q8_0.",
        [(52.0, "Q4_K_M"), (31.0, "Q8_0")],
    ),
    # Spanish
    (
        "llama.cpp en una RTX 4090 da 52 tok/s con Q4_K_M y 31 tok/s con Q8_0.",
        [(52.0, "Q4_K_M"), (31.0, "Q8_0")],
    ),
    # German
    (
        "llama.cpp auf einer RTX 4090: 52 tok/s mit Q4_K_M und 31 tok/s mit Q8_0.",
        [(52.0, "Q4_K_M"), (31.0, "Q8_0")],
    ),
    # Dutch
    (
        "llama.cpp op een RTX 4090 haalt 52 tok/s met Q4_K_M en 31 tok/s met Q8_0.",
        [(52.0, "Q4_K_M"), (31.0, "Q8_0")],
    ),
]

HARDWARE = [
    ("llama.cpp : 29 tok/s sur RTX 3090 ; 47 tok/s sur RTX 4090.", [29.0, 47.0]),
    ("llama.cpp: 29 tok/s auf einer RTX 3090, 47 tok/s auf einer RTX 4090.", [29.0, 47.0]),
    ("llama.cpp: 29 tok/s op een RTX 3090 en 47 tok/s op een RTX 4090.", [29.0, 47.0]),
    ("llama.cpp: 29 tok/s em uma RTX 3090 e 47 tok/s numa RTX 4090.", [29.0, 47.0]),
    ("llama.cpp: 29 tok/s na RTX 3090 i 47 tok/s na RTX 4090.", [29.0, 47.0]),
]

LOADS = [
    # German, French, Spanish, Portuguese, Dutch, Polish, Czech, Vietnamese: the later
    # figure's load leaves its word out
    "SGLang auf einer H100 liefert 980 Token/s bei 8 gleichzeitigen Anfragen und 1630 Token/s "
    "bei 64.",
    "SGLang sur H100 : 980 tok/s avec 8 requêtes simultanées, 1630 tok/s avec 64.",
    "SGLang en H100: 980 tok/s con 8 solicitudes concurrentes y 1630 tok/s con 64.",
    "SGLang na H100: 980 tok/s com 8 requisições simultâneas e 1630 tok/s com 64.",
    "SGLang op H100: 980 tok/s bij 8 gelijktijdige verzoeken en 1630 tok/s bij 64.",
    "SGLang na H100: 980 tok/s przy 8 równoległych żądaniach i 1630 tok/s przy 64.",
    "SGLang na H100: 980 tok/s při 8 souběžných požadavcích a 1630 tok/s při 64.",
    "SGLang trên H100 đạt 980 tok/s với 8 yêu cầu đồng thời và 1630 tok/s với 64.",
    # Japanese and Korean write the load before the figure
    "H100でSGLangは同時実行8で980 tok/s、64で1630 tok/sを記録しました。",
    "H100에서 SGLang은 동시 요청 8개에서 980 tok/s, 64개에서 1630 tok/s를 기록했습니다.",
]


@pytest.mark.parametrize(("text", "want"), PRECISION)
def test_precision_after_each_figure_is_its_own(text: str, want: list) -> None:
    assert _read(text, "precision") == want


@pytest.mark.parametrize(("text", "values"), HARDWARE)
def test_card_after_each_figure_is_its_own(text: str, values: list) -> None:
    assert _read(text, "hardware") == [(values[0], "RTX 3090"), (values[1], "RTX 4090")]


@pytest.mark.parametrize("text", LOADS)
def test_load_after_each_figure_is_its_own(text: str) -> None:
    assert _read(text, "concurrency") == [(980.0, 8), (1630.0, 64)]


def test_polish_load_after_a_single_figure() -> None:
    text = "vLLM na H100 osiąga 1250 tok/s przy 16 równoległych żądaniach."
    assert _read(text, "concurrency") == [(1250.0, 16)]


# must not fire: a context length after the preposition, a setup stated once for the whole
# sentence, a card after the preposition of another figure, English as before
NOT_A_LOAD = [
    # "bei 32K Kontext" is a context length: the 1410 keeps the sentence's load
    (
        "vLLM auf H100: 1250 Token/s bei 16 gleichzeitigen Anfragen und 1410 Token/s bei 32K "
        "Kontext.",
        [(1250.0, 16), (1410.0, 16)],
    ),
    (
        "vLLM sur H100 : 1250 tok/s en 32k de contexte, 1410 tok/s en 8k.",
        [(1250.0, None), (1410.0, None)],
    ),
    # "bei 32 Token Kontext", "avec 32 Go de VRAM": the number after the preposition counts
    # something else
    (
        "vLLM auf H100: 1250 Token/s bei 16 gleichzeitigen Anfragen und 1410 Token/s bei 32 "
        "Token Kontext.",
        [(1250.0, 16), (1410.0, 16)],
    ),
    (
        "vLLM sur H100 : 1250 tok/s avec 16 requêtes simultanées, 1410 tok/s avec 32 Go de VRAM.",
        [(1250.0, 16), (1410.0, 16)],
    ),
    # the load stated once before every figure holds for each
    (
        "vLLM bei 16 gleichzeitigen Anfragen: 1250 Token/s auf H100 und 1410 Token/s auf H200.",
        [(1250.0, 16), (1410.0, 16)],
    ),
    # a Japanese card before the figure is no load
    ("H100でvLLMは1250 tok/s、H200で1410 tok/sを記録しました。", [(1250.0, None), (1410.0, None)]),
    # English as before
    (
        "vLLM on an H100 does 1250 tok/s at 16 concurrent requests and 1410 tok/s at 32.",
        [(1250.0, 16), (1410.0, 32)],
    ),
]


@pytest.mark.parametrize(("text", "want"), NOT_A_LOAD)
def test_no_own_load_read_where_none_is_written(text: str, want: list) -> None:
    assert _read(text, "concurrency") == want


SHARED = [
    # a precision or card stated once for the whole sentence applies to every figure
    (
        "En Q4_K_M, llama.cpp fait 45 tok/s sur RTX 4090 et 38 tok/s sur RTX 3090.",
        "precision",
        [(45.0, "Q4_K_M"), (38.0, "Q4_K_M")],
    ),
    (
        "Sur RTX 4090, llama.cpp fait 45 tok/s en Q4_K_M et 38 tok/s en Q8_0.",
        "hardware",
        [(45.0, "RTX 4090"), (38.0, "RTX 4090")],
    ),
    (
        "Auf einer RTX 4090 schafft llama.cpp 45 tok/s mit Q4_K_M und 38 tok/s mit Q8_0.",
        "hardware",
        [(45.0, "RTX 4090"), (38.0, "RTX 4090")],
    ),
    # English as before
    (
        "llama.cpp on an RTX 4090: 45 tok/s with Q4_K_M and 38 tok/s with Q8_0.",
        "precision",
        [(45.0, "Q4_K_M"), (38.0, "Q8_0")],
    ),
    (
        "llama.cpp: 38 tok/s on RTX 3090; 45 tok/s on RTX 4090.",
        "hardware",
        [(38.0, "RTX 3090"), (45.0, "RTX 4090")],
    ),
]


@pytest.mark.parametrize(("text", "field", "want"), SHARED)
def test_a_setup_for_the_whole_sentence_holds_for_each(text: str, field: str, want: list) -> None:
    assert _read(text, field) == want
