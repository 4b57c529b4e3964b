"""A series of figures whose unit only the last one carries, each with its own setup (reading
rules §4: a unit may be stated once for several figures; §2: each figure takes its own setup).

- bare figures coordinated with a later rate ("and", a comma, a semicolon, "vs", "to", an arrow)
  take its unit and metric when they repeat its shape (a setup phrase after each, or the same
  word before each), each keeping the precision, card or load written beside it;
- a unit in brackets closing the sentence ("... and 31 at 32k (tok/s).") is the unit of that
  sentence's bare figures;
- a context size written right before the unit ("25 at 64k tok/s") is a context length, never
  the rate.

Must not fire: counts, model sizes, versions, years, settings, a number joined by "of"/"out
of", or a bare number in another sentence.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Row = tuple[float, str, str | None]


def _read(text: str, vocab: Vocabulary, field: str) -> list[Row]:
    return [(c.value, c.metric, getattr(c, field)) for c in extract_claims(text, vocab)]


MUST_FIRE: list[tuple[str, str, list[Row]]] = [
    (
        "On my box llama.cpp does 41 with Q8_0 and 57 t/s with Q4_K_M.",
        "precision",
        [(41.0, "decode_tok_s", "Q8_0"), (57.0, "decode_tok_s", "Q4_K_M")],
    ),
    (
        "Ollama: 19 on the RTX 3060 and 33 tok/s on the RTX 4080.",
        "hardware",
        [(19.0, "decode_tok_s", "RTX 3060"), (33.0, "decode_tok_s", "RTX 4080")],
    ),
    (
        "SGLang on H200 sustains 2100 (c=8), 2650 (c=16) and 2900 tok/s (c=32).",
        "concurrency",
        [(2100.0, "output_tok_s", 8), (2650.0, "output_tok_s", 16), (2900.0, "output_tok_s", 32)],
    ),
    (
        "llama.cpp gave 71 with Q5_K_M vs 48 t/s with Q8_0 weights.",
        "precision",
        [(71.0, "decode_tok_s", "Q5_K_M"), (48.0, "decode_tok_s", "Q8_0")],
    ),
    (
        "vLLM on the A100: the baseline ran at 22; EAGLE-3 ran at 51 tok/s.",
        "mode",
        [(22.0, "decode_tok_s", "ar"), (51.0, "decode_tok_s", "eagle")],
    ),
    (
        "Mistral 7B on an M2 Max decodes 29 at 2k context, 24 at 16k, 19 at 32k tok/s.",
        "hardware",
        [
            (29.0, "decode_tok_s", "M2 Max"),
            (24.0, "decode_tok_s", "M2 Max"),
            (19.0, "decode_tok_s", "M2 Max"),
        ],
    ),
    (
        "MLX on the M3 Ultra manages 44 at 8k context and 37 at 64k (tok/s).",
        "hardware",
        [(44.0, "decode_tok_s", "M3 Ultra"), (37.0, "decode_tok_s", "M3 Ultra")],
    ),
]


@pytest.mark.parametrize(("text", "field", "want"), MUST_FIRE)
def test_bare_figures_take_the_last_unit(
    text: str, field: str, want: list[Row], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want


def test_arrow_side_is_the_baseline(vocab: Vocabulary) -> None:
    claims = extract_claims("llama.cpp: 33 with Q8_0 → 47 t/s with Q4_K_M.", vocab)
    assert [(c.value, c.precision) for c in claims] == [(33.0, "Q8_0"), (47.0, "Q4_K_M")]


def test_the_middle_of_a_bare_arrow_chain_is_no_start(vocab: Vocabulary) -> None:
    text = "With MTP on two L40S cards decode went 52 → 61 → 70 tok/s over three builds."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.mode) for c in claims] == [(52.0, "ar"), (61.0, "mtp"), (70.0, "mtp")]


MUST_NOT_FIRE: list[tuple[str, list[float]]] = [
    ("We ran 3 tests with Q8_0 and got 52 t/s with Q4_K_M.", [52.0]),  # a count
    ("With 2 GPUs on vLLM and 52 t/s with Q4_K_M.", [52.0]),  # GPUs counted
    ("llama.cpp 7B with Q8_0 and 52 t/s with Q4_K_M.", [52.0]),  # a model size
    ("Llama 3 with Q8_0 and 52 t/s with Q4_K_M.", [52.0]),  # a version
    ("In 2024 on the 3090 and 52 t/s on the 4090.", [52.0]),  # a year
    ("batch 16 with Q8_0 and 52 t/s with Q4_K_M on llama.cpp.", [52.0]),  # a setting
    ("llama.cpp gets 38 out of 52 t/s with Q4_K_M.", [52.0]),  # "out of"
    ("It was 45% with Q8_0 and 52 t/s with Q4_K_M.", [52.0]),  # a share
    ("It cost $38 with Q8_0 and 52 t/s with Q4_K_M.", [52.0]),  # a price
    ("llama.cpp runs at 38 with Q8_0. It does 52 t/s with Q4_K_M.", [52.0]),  # another sentence
    ("The prompt is processed at 32k tok/s with 128k context.", [32000.0]),  # no bare number
    ("On 8 GPUs (tok/s).", []),  # a count before a closing unit
    ("We tested 4 models at 8k context (tok/s).", []),
]


@pytest.mark.parametrize(("text", "want"), MUST_NOT_FIRE)
def test_other_numbers_take_no_unit(text: str, want: list[float], vocab: Vocabulary) -> None:
    assert [c.value for c in extract_claims(text, vocab)] == want
