"""A size stated with a precision is the model's size at that precision (reading rules §4;
LABELLING: model sizes by precision in prose or a bullet are memory), in several languages;
a mixture of experts' active bytes and a colon-keyed file list are not.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "value", "precision"),
    [
        ("Switching to an 8-bit quant (~68 GB) keeps it on two cards.", 68.0, "INT8"),
        ("For the 32B, a 4-bit build is roughly 19 GB, so it fits a 3090.", 19.0, "INT4"),
        ("Mistral Small (13.4 GB Q4_K_M, default context) is my daily driver.", 13.4, "Q4_K_M"),
        ("Даже в 8-битном квантовании — 72 ГБ, на одну карту не влезет.", 72.0, "INT8"),
        ("In 4-bit quantization the 70B comes to about 38 GB.", 38.0, "INT4"),
    ],
)
def test_a_size_joined_to_a_precision_is_the_models(
    text: str, value: float, precision: str, vocab: Vocabulary
) -> None:
    got = [(c.metric, c.value, c.precision) for c in extract_claims(text, vocab)]
    assert ("memory", value, precision) in got


def test_active_bytes_of_a_mixture_are_no_size(vocab: Vocabulary) -> None:
    text = "We ran gpt-oss (12.8 GB Q4, MoE ~2.9 GB active) on the laptop."
    got = [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]
    assert got == [12.8]


def test_a_colon_keyed_size_list_stays_unread(vocab: Vocabulary) -> None:
    assert extract_claims("Files:\nQ4_K_M: 4.9 GB\nQ8_0: 8.5 GB\n", vocab) == []


def test_a_card_size_before_its_precision_is_no_model_size(vocab: Vocabulary) -> None:
    assert extract_claims("The 80 GB H100 runs it in FP8.", vocab) == []
