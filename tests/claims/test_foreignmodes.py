"""The modes of a with/without pair written in other languages than English (reading rules
§2: "from 12 to 16 tok/s with speculative decoding" makes 12 AR, and negation counts:
"speculative decoding disabled" is AR; §3: the modes are distinct names).

The English pair "210 tok/s with EAGLE-3 and 95 tok/s without speculative decoding" binds
EAGLE-3 back to the 210 ("with" right after it) and makes the 95 the plain run. The same
holds in French (avec/sans), Spanish (con/sin), Portuguese (com/sem), Italian (con/senza),
Polish (z/bez), Dutch (met/zonder), Russian (с/без) and Vietnamese (với/không có), in the
switch words written after the method ("désactivé", "desactivado"), and in the Japanese and
Korean clauses that switch the method off ("無効時に", "なしでは", "未使用時は", "미사용 시",
"미적용 시").

Must not fire: a negated word that is no method ("sans quantification", "sin flash
attention", "ohne Batching") keeps the mode the sentence gives, as "without quantization"
does in English; a figure naming its own method keeps it; a question or a goal yields no
claim; and the English readings stay as they were.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # French: avec / sans, the method's noun spelled in French or left out
        (
            "Sur une RTX 4090, llama.cpp donne 74 tok/s avec un draft model et 41 tok/s "
            "sans décodage spéculatif.",
            [(74.0, "speculative"), (41.0, "ar")],
        ),
        (
            "vLLM sur H100 monte à 140 tok/s avec MTP et tombe à 88 tok/s sans spéculation.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        ("TensorRT-LLM sur B200 sort 300 tok/s avec Medusa et 170 tok/s sans.", None),
        (
            "TensorRT-LLM sur B200 sort 300 tok/s avec Medusa et 170 tok/s une fois désactivé.",
            None,
        ),
        # Spanish: con / sin, and "desactivado" after the figure
        (
            "vLLM en una A100 llega a 120 tok/s con MTP y 80 tok/s sin decodificación "
            "especulativa.",
            [(120.0, "mtp"), (80.0, "ar")],
        ),
        (
            "SGLang en B200 da 260 tok/s con EAGLE-3 activado y 150 tok/s desactivado.",
            [(260.0, "eagle"), (150.0, "ar")],
        ),
        # Portuguese, Italian, Polish, Dutch, Russian, Vietnamese
        (
            "O vLLM numa H100 chega a 140 tok/s com MTP e 88 tok/s sem especulação.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "SGLang su una H200 arriva a 230 tok/s con EAGLE-3 e 110 tok/s senza "
            "decodifica speculativa.",
            [(230.0, "eagle"), (110.0, "ar")],
        ),
        (
            "vLLM na H100 daje 140 tok/s z MTP i 88 tok/s bez dekodowania spekulatywnego.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "vLLM op een H100 haalt 140 tok/s met MTP en 88 tok/s zonder MTP.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "vLLM на H100 выдаёт 140 tok/s с MTP и 88 tok/s без MTP.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "vLLM trên H100 đạt 140 tok/s với MTP và 88 tok/s không có MTP.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        # the bare negation (or with its pronoun) right before the plain run's figure
        ("vLLM schafft auf einer H100 mit MTP 140 tok/s, ohne 88 tok/s.", None),
        ("vLLM en una A100: con MTP 120 tok/s, sin él 80 tok/s.", None),
        ("vLLM na H100: z MTP 140 tok/s, bez 88 tok/s.", None),
    ],
)
def test_with_and_without_in_other_languages(
    text: str, read: list[tuple[float, str | None]] | None, vocab: Vocabulary
) -> None:
    got = _modes(text, vocab)
    if read is None:  # the bare negation: the first figure's method, then the plain run
        assert len(got) == 2 and got[0][1] not in (None, "ar") and got[1][1] == "ar"
    else:
        assert got == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "RTX 4090上のllama.cppはドラフトモデル有効時に74 tok/s、無効時に41 tok/sでした。",
            [(74.0, "speculative"), (41.0, "ar")],
        ),
        (
            "H100でvLLMはMTP使用時に140 tok/s、未使用時は88 tok/sでした。",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "H100でvLLMはMTPありで140 tok/s、なしでは88 tok/sでした。",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        # the plain run first, the method turned on after it
        (
            "H100でvLLMはMTP無効時に88 tok/s、有効時に140 tok/sでした。",
            [(88.0, "ar"), (140.0, "mtp")],
        ),
        (
            "H100에서 vLLM은 MTP 사용 시 140 tok/s, 미사용 시 88 tok/s를 기록했습니다.",
            [(140.0, "mtp"), (88.0, "ar")],
        ),
        (
            "B200에서 SGLang은 EAGLE-3 적용 시 260 tok/s, 미적용 시 150 tok/s였습니다.",
            [(260.0, "eagle"), (150.0, "ar")],
        ),
    ],
)
def test_switched_off_in_japanese_and_korean(
    text: str, read: list[tuple[float, str | None]], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # a negated word that is no method keeps the sentence's method, as in English
        (
            "vLLM sur H100 monte à 140 tok/s avec MTP et 88 tok/s sans quantification.",
            [(140.0, "mtp"), (88.0, "mtp")],
        ),
        (
            "vLLM en una A100 llega a 120 tok/s con MTP y 80 tok/s sin flash attention.",
            [(120.0, "mtp"), (80.0, "mtp")],
        ),
        (
            "vLLM erreicht auf H100 mit MTP 140 tok/s und ohne Batching 88 tok/s.",
            [(140.0, "mtp"), (88.0, "mtp")],
        ),
        (
            "vLLM on H100 reaches 140 tok/s with MTP and 88 tok/s without quantization.",
            [(140.0, "mtp"), (88.0, "mtp")],
        ),
        # a negated word that is no method right before the figure
        (
            "vLLM schafft auf einer H100 mit MTP 140 tok/s, ohne Batching 88 tok/s.",
            [(140.0, "mtp"), (88.0, "mtp")],
        ),
        # a figure naming its own method keeps it
        ("vLLM sur H100 monte à 140 tok/s avec MTP.", [(140.0, "mtp")]),
        ("H100でvLLMはMTP有効時に140 tok/sでした。", [(140.0, "mtp")]),
        # a bare "sans" after "avec" named something else than a method
        (
            "SGLang sur H200 atteint 95 tok/s avec FP8 et 80 tok/s sans.",
            [(95.0, None), (80.0, None)],
        ),
        # a question and a goal are no measurement
        ("Peut-on atteindre 210 tok/s avec EAGLE-3 sur H200 ?", []),
        (
            "Notre objectif est d'atteindre 210 tok/s avec EAGLE-3 et 95 tok/s sans "
            "spéculation sur H200.",
            [],
        ),
        # the English pair reads as before
        (
            "SGLang on H200 reaches 210 tok/s with EAGLE-3 and 95 tok/s without speculative "
            "decoding.",
            [(210.0, "eagle"), (95.0, "ar")],
        ),
        (
            "SGLang on H200 reaches 210 tok/s with EAGLE-3 and 95 tok/s when disabled.",
            [(210.0, "eagle"), (95.0, "ar")],
        ),
    ],
)
def test_must_not_fire(text: str, read: list[tuple[float, str | None]], vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == read
