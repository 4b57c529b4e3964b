"""A spread written in brackets between a figure and its unit: "45.6 (±1.2) tok/s".

Reading rules §4 (numbers vary; a figure's unit may stand after a bracket): the spread is no
figure and does not hide the mean's unit. The reader read "45.6 ± 1.2 tok/s" but nothing of
"45.6 (±1.2) tok/s".
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Decode: 45.6 (±1.2) tok/s on an RTX 4090 with llama.cpp.", {(45.6, "decode_tok_s")}),
        ("vLLM on H100: TTFT 182 (± 9) ms at concurrency 8.", {(182.0, "ttft")}),
        ("llama.cpp on M2 Ultra: prefill 1,180 (+/- 35) t/s.", {(1180.0, "prefill_tok_s")}),
        # the unbracketed spread reads as before
        ("Decode: 45.6 ± 1.2 tok/s on an RTX 4090 with llama.cpp.", {(45.6, "decode_tok_s")}),
    ],
)
def test_a_bracketed_spread_keeps_the_figure_and_its_unit(
    text: str, want: set[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert {(c.value, c.metric) for c in extract_claims(text, vocab)} == want
