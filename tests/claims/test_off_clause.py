"""A clause switching the sentence's method off makes its figure the plain run.

Reading rules §2: with/without pairs are two figures, and negation counts: "speculative
decoding disabled" is AR. "SGLang 开启 EAGLE-3 后解码速度达到 210 tokens/s，关闭时为 130
tokens/s" ("with EAGLE-3 on it reaches 210; turned off, 130") read both figures as EAGLE.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "on", "off"),
    [
        (
            "在 4 张 H800 上，SGLang 开启 EAGLE-3 后解码速度达到 210 tokens/s，"
            "关闭时为 130 tokens/s。",
            (210.0, "eagle"),
            130.0,
        ),
        ("MTP を有効にすると 95 tok/s、オフでは 60 tok/s。", (95.0, "mtp"), 60.0),
        ("启用 MTP 后吞吐 88 tokens/s，未启用时只有 52 tokens/s。", (88.0, "mtp"), 52.0),
        (
            "With EAGLE-3 on, SGLang decodes at 210 tok/s on an H800; turned off, it drops to"
            " 130 tok/s.",
            (210.0, "eagle"),
            130.0,
        ),
    ],
)
def test_the_switched_off_figure_is_plain(
    text: str, on: tuple[float, str], off: float, vocab: Vocabulary
) -> None:
    modes = _modes(text, vocab)
    assert modes[on[0]] == on[1]
    assert modes[off] == "ar"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # what is off is no method: a card or a feature named otherwise
        (
            "With EAGLE-3, SGLang reaches 210 tok/s, and with 4 H800s disabled 130 tok/s.",
            {210.0: "eagle", 130.0: "eagle"},
        ),
        # nothing is switched off: the method holds for both
        (
            "With EAGLE-3 on, SGLang decodes at 210 tok/s on an H800, and 190 tok/s on an H20.",
            {210.0: "eagle", 190.0: "eagle"},
        ),
    ],
)
def test_no_switch_off_keeps_the_method(
    text: str, want: dict[float, str | None], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want
