"""A drafting method switched off: the run after is plain decoding, the run before the change
is the method's; "without it" after the method's figure is the plain run.

Reading rules §2: before/after and with/without pairs give each side its own mode, and
negation counts ("speculative decoding disabled" is AR). The reader read "Disabling MTP drops
it from 190 to 115 tok/s" as AR on both sides, did not take "turning off EAGLE" or
"deactivating Medusa" as a negation, and gave "…; without it, 75" the method's mode.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Disabling MTP drops DeepSeek-V3 on SGLang from 190 to 115 tok/s (8x H200).",
            {190.0: "mtp", 115.0: "ar"},
        ),
        (
            "Turning off EAGLE-3 took vLLM on an H100 from 140 tok/s down to 82 tok/s.",
            {140.0: "eagle", 82.0: "ar"},
        ),
        (
            "Switching off the Medusa heads cut TGI on an A10G from 61 to 38 tok/s.",
            {61.0: "medusa", 38.0: "ar"},
        ),
    ],
)
def test_the_run_before_a_method_is_switched_off_is_the_methods(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Turning off EAGLE brought throughput back to 1,450 tok/s on vLLM (H100).", 1450.0),
        ("After switching off the MTP heads, SGLang on 8x H200 ran at 115 tok/s.", 115.0),
        ("Deactivating Medusa, TGI on an A10G gives 38 tok/s.", 38.0),
    ],
)
def test_a_method_switched_off_before_its_name_is_plain(
    text: str, value: float, vocab: Vocabulary
) -> None:
    assert _modes(text, vocab)[value] == "ar"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "NextN lifts DeepSeek-R1 decode to 120 tok/s on 8x MI300X with SGLang; without it, 75.",
            {120.0: "mtp", 75.0: "ar"},
        ),
        (
            "EAGLE-3 gets vLLM to 140 tok/s on an H100; without it, 80 tok/s.",
            {140.0: "eagle", 80.0: "ar"},
        ),
        (
            "Medusa brings TGI to 61 tok/s on an A10G, w/o it 38 tok/s.",
            {61.0: "medusa", 38.0: "ar"},
        ),
    ],
)
def test_without_it_is_the_plain_run(text: str, want: dict[float, str], vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # switched on: the run before is plain, the run after the method's
        (
            "Enabling MTP lifts SGLang from 115 to 190 tok/s on 8x H200.",
            {115.0: "ar", 190.0: "mtp"},
        ),
        # "without MTP" names a run, not a change: plain on both sides of its own change
        (
            "Without MTP, a newer kernel took SGLang from 100 to 115 tok/s on 8x H200.",
            {100.0: "ar", 115.0: "ar"},
        ),
        # a method left on: "turn off" names something else
        (
            "With EAGLE-3 on (we turned off logging) vLLM reaches 140 tok/s on an H100.",
            {140.0: "eagle"},
        ),
    ],
)
def test_a_method_switched_on_or_named_as_a_run_keeps_its_sides(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want
