"""Names of a figure's setup: precisions, hardware and engines as the reading rules list them.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize("quant", ["Q4_K_L", "Q6_K_L", "Q4_K_XL", "Q8_K_XL", "UD-Q2_K_XL"])
def test_large_k_quant_names_stay_as_written(vocab: Vocabulary, quant: str) -> None:
    """A quantiser's _K_L / _K_XL variant is its own precision, named as written."""
    text = f"With the {quant} file llama.cpp decodes at 31.5 tok/s on an RTX 4090."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == quant.removeprefix("UD-")
