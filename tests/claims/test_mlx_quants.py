"""MLX's quantisations are n-bit integers with a group size: Q4/Q5/Q6/Q8 (and "Q4_G32",
"q5 g32") are INT4/INT5/INT6/INT8; a bare "Q6" elsewhere stays the GGUF type."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_an_mlx_ladder_reads_each_width(vocab: Vocabulary) -> None:
    text = (
        "All runs use mlx-lm on an M4 Max.\n\n"
        "| Quant | Generation tok/s |\n|---|---|\n"
        "| Q4 | 150.2 |\n| Q4_G32 | 149.0 |\n| q5 g32 | 141.5 |\n| Q6 | 133.1 |\n| Q8 | 110.4 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [
        (150.2, "INT4"),
        (149.0, "INT4"),
        (141.5, "INT5"),
        (133.1, "INT6"),
        (110.4, "INT8"),
    ]


def test_a_bare_q6_outside_mlx_stays_the_gguf_type(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With llama.cpp the Q6 file decodes at 33 tok/s on a 3090.", vocab)
    assert claim.precision == "Q6_K"
    (claim,) = extract_claims("With mlx-lm the Q6_K file decodes at 33 tok/s on an M2.", vocab)
    assert claim.precision == "Q6_K"
