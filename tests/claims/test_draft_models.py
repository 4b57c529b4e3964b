"""A drafter named by its model states speculative decoding.

Reading rules §3: ``speculative`` is decoding with a separate draft model. "- Draft
(Qwen2.5-0.5B): 151 t/s" under "- No draft: 98 t/s" read the 98 as plain decoding and the 151
as naming no mode: "with draft" was a name of the mode, a label naming the draft model was not.
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
            "Setup: 1x RTX 4090, llama.cpp, Qwen2.5-7B Q4_K_M\n\n- No draft: 98 t/s\n"
            "- Draft (Qwen2.5-0.5B): 151 t/s\n",
            {98.0: "ar", 151.0: "speculative"},
        ),
        (
            "Speculative decoding off: 44 tok/s. On (draft: Qwen3-0.6B): 71 tok/s.",
            {44.0: "ar", 71.0: "speculative"},
        ),
        (
            "Drafting with Qwen3-0.6B, llama-server decodes at 88 t/s on an M3 Max.",
            {88.0: "speculative"},
        ),
        # a drafter of a named method stays that method
        (
            "EAGLE-3 draft (Llama-3.1-8B-EAGLE3): 142 tok/s on an H100 with SGLang.",
            {142.0: "eagle"},
        ),
    ],
)
def test_a_named_draft_model_is_speculative(
    text: str, want: dict[float, str | None], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Draft (WIP): 40 tok/s on an RTX 4090 after the fix.",
        "This is a draft PR: 40 tok/s on an H100 with vLLM 0.8.",
        "Draft release notes: 40 tok/s on an M3 Max with 8 GB free.",
    ],
)
def test_draft_without_a_model_names_no_mode(text: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == {40.0: None}
