"""A name joined by "with" to a later figure is that figure's: "50 tok/s, 70 with EAGLE-3".

Reading rules §2: each figure takes its own setup; a with/without pair gives the plain side
AR. The method, precision or engine right after the 70 said how the 70 was run; the 50
before it does not take it, and where it is a drafting method the 50 is the plain run.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Fields = tuple[float, str | None, str | None, str | None]


def _read(text: str, vocab: Vocabulary) -> list[Fields]:
    return [(c.value, c.engine, c.mode, c.precision) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "On an RTX 4090 with llama.cpp we get 50 tok/s, 70 with EAGLE-3.",
            [(50.0, "llama.cpp", "ar", None), (70.0, "llama.cpp", "eagle", None)],
        ),
        (
            "vLLM on H100: 40 t/s; 62 t/s using MTP.",
            [(40.0, "vllm", "ar", None), (62.0, "vllm", "mtp", None)],
        ),
        (
            "SGLang on H200: 41 vs 63 tok/s with Medusa.",
            [(41.0, "sglang", "ar", None), (63.0, "sglang", "medusa", None)],
        ),
        (
            "On an H100, vLLM reaches 50 tok/s, 70 tok/s with FP8.",
            [(50.0, "vllm", None, None), (70.0, "vllm", None, "FP8")],
        ),
        (
            "Con vLLM en una H100 obtenemos 50 tok/s, 70 tok/s con EAGLE-3.",
            [(50.0, "vllm", "ar", None), (70.0, "vllm", "eagle", None)],
        ),
        (
            "On an RTX 4090 we get 50 tok/s, 70 with llama.cpp.",
            [(50.0, None, None, None), (70.0, "llama.cpp", None, None)],
        ),
    ],
)
def test_the_name_after_a_later_figure_is_its_own(
    text: str, want: list[Fields], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a method named before both figures stays the first one's
        (
            "With EAGLE-3 on vLLM (H100): 50 tok/s, 70 tok/s with MTP.",
            [(50.0, "vllm", "eagle", None), (70.0, "vllm", "mtp", None)],
        ),
        # a load after the later figure is no method: nothing becomes plain
        (
            "vLLM on H100: 50 tok/s at batch 1, 70 tok/s with 4 users.",
            [(50.0, "vllm", None, None), (70.0, "vllm", None, None)],
        ),
        # the name before the next figure stays with the first (its own clause)
        (
            "vLLM on an H100: 70 tok/s with EAGLE-3, 50 tok/s without it.",
            [(70.0, "vllm", "eagle", None), (50.0, "vllm", "ar", None)],
        ),
        # one figure: its own "with"
        ("vLLM on an H100 gives 70 tok/s with EAGLE-3.", [(70.0, "vllm", "eagle", None)]),
    ],
)
def test_a_name_before_the_later_figure_stays(
    text: str, want: list[Fields], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want
