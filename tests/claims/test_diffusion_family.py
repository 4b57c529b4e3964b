"""A model described as "a diffusion language model" names no decoding mode for its figures.

The scenario's model card says "Clover-35B-A3B is a diffusion language model" and quotes 515
and 680 tok/s naming neither engine nor mode; Clover runs in llama.cpp in AR mode only and in
SGLang's draft-and-verify path, so the model's family says nothing of how a run decoded
(reading rules §3: a plain benchmark that names no method has mode null). The labels' later
passes read such wording as the method; this test keeps the scenario's contract.
"""

from __future__ import annotations

import pytest

from tests.fakes.scenario import CLOVER_CARD, CLOVER_CARD_EDITED
from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_the_scenario_cards_figures_name_no_mode(vocab: Vocabulary) -> None:
    got = {c.value: (c.mode, c.standing, c.missing) for c in extract_claims(CLOVER_CARD, vocab)}
    assert set(got) == {515.0, 680.0}
    for mode, standing, missing in got.values():
        assert mode is None
        assert standing == "unverifiable"
        assert "mode" in missing


def test_the_edited_card_names_its_mode_in_the_row(vocab: Vocabulary) -> None:
    (row,) = [c for c in extract_claims(CLOVER_CARD_EDITED, vocab) if c.value == 515.0]
    assert row.mode == "self-speculative"


@pytest.mark.parametrize(
    "text",
    [
        "Acme-7B is a diffusion language model. It reaches 900 tok/s on one H100.",
        "Our diffusion LLM runs at 410 tok/s on an RTX 4090.",
    ],
)
def test_a_diffusion_model_family_gives_no_mode(text: str, vocab: Vocabulary) -> None:
    assert [c.mode for c in extract_claims(text, vocab)] == [None]


def test_diffusion_decoding_stated_is_the_mode(vocab: Vocabulary) -> None:
    text = "With parallel diffusion decoding the model reaches 900 tok/s on one H100."
    assert [c.mode for c in extract_claims(text, vocab)] == ["diffusion"]


@pytest.mark.parametrize(
    "text",
    [
        "This mini PC also runs Stable Diffusion XL, and it does 38 tokens/sec on a 7B LLM.",
        "Besides latent diffusion for images, the box decodes 22 tok/s with Qwen3-8B.",
        "Video diffusion is slow here; Llama 3.1 8B still manages 51 tokens per second.",
    ],
)
def test_an_image_or_video_model_named_diffusion_gives_an_llm_rate_no_mode(
    text: str, vocab: Vocabulary
) -> None:
    assert [c.mode for c in extract_claims(text, vocab)] == [None]


def test_diffusion_decoding_beside_stable_diffusion_is_still_the_mode(vocab: Vocabulary) -> None:
    text = "Not Stable Diffusion: LLaDA with diffusion decoding reaches 64 tok/s on an H100."
    assert [c.mode for c in extract_claims(text, vocab)] == ["diffusion"]
