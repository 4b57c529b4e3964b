"""A method written as not enabled, switched off or not used is plain decoding; turning it back
on ("enabling it brings 340 tok/s") is the method's run.

Reading rules §2: negation counts ("speculative decoding disabled" is AR), and with/without
pairs give each side its own decoding. The reader knew "disabled" and "turned off", but read
"speculative decoding not enabled: 88 tok/s" as speculative (the "enabled:" label turned the
method on), missed "switched off", "deactivated" and "not used", and lost the method when the
sentence turned it back on with "enabling it" or "turning it on".
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, object]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("vLLM on H100, speculative decoding not enabled: 88 tok/s.", {88.0: "ar"}),
        (
            "SGLang on 8x H200 with MTP switched off: 1,450 tok/s output throughput.",
            {1450.0: "ar"},
        ),
        ("llama.cpp on an M3 Max, EAGLE not used: 38 tok/s.", {38.0: "ar"}),
        ("Medusa deactivated, TGI on an A100 decodes 52 tok/s.", {52.0: "ar"}),
        (
            "MTP on H100 with SGLang. Not enabled: 210 tok/s. Enabled: 340 tok/s.",
            {210.0: "ar", 340.0: "mtp"},
        ),
        (
            "With MTP disabled, SGLang on an H200 does 210 tok/s; enabling it brings 340 tok/s.",
            {210.0: "ar", 340.0: "mtp"},
        ),
        (
            "Without EAGLE-3, vLLM on an H100 decodes 71 tok/s, and turning it on lifts it to"
            " 182 tok/s.",
            {71.0: "ar", 182.0: "eagle"},
        ),
    ],
)
def test_a_method_switched_off_is_plain_and_back_on_is_the_method(
    text: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # "not enabled by default" says nothing of this run, which names the method
        (
            "vLLM on H100 with speculative decoding: 88 tok/s (not enabled by default).",
            {88.0: "speculative"},
        ),
        ("EAGLE-3 enabled: 182 tok/s on vLLM, H100.", {182.0: "eagle"}),
        # turning it on is only planned: no second figure, the first stays plain
        (
            "With MTP disabled, SGLang on an H200 does 210 tok/s; enabling it is planned next.",
            {210.0: "ar"},
        ),
        # "not" negates another word, not the method's switch
        ("SGLang with MTP on an H200, not on an H100: 340 tok/s.", {340.0: "mtp"}),
    ],
)
def test_a_method_named_on_stays_the_method(
    text: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want
