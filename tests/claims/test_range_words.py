"""A range keeps both ends however it is joined (reading rules §4: ranges keep both ends).

"between A and B" is written "entre A y B" (es), "entre A e B" (pt), "entre A et B" (fr),
"zwischen A und B" (de) and "между A и B" (ru); "ranges from **A** to **B**" keeps its
emphasis on each end; a LaTeX "$2-3\\times$" is a range of multiples. A change ("went from
**A** to **B**") and two years are no range.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _ranges(text: str, vocab: Vocabulary) -> list[tuple[str, float | None, float | None]]:
    return [(c.metric, c.value_min, c.value_max) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Con el drafter, la inferencia se acelera entre 2x y 3,5x en nuestras pruebas.", (2, 3.5)),
        ("O modelo gera entre 40 e 55 tokens/s numa RTX 4090.", (40, 55)),
        ("Sur une RTX 3090 le débit se situe entre 18 et 24 tokens/s en génération.", (18, 24)),
        ("Auf der RTX 4090 liegt die Ausgabe zwischen 60 und 75 Token/s.", (60, 75)),
        ("На RTX 4090 генерация держится между 31 и 38 токенов в секунду.", (31, 38)),
        ("Prompt lookup gives speedups between 1.4x and 2.1x on code edits.", (1.4, 2.1)),
    ],
)
def test_between_in_several_languages_is_one_range(
    text: str, want: tuple[float, float], vocab: Vocabulary
) -> None:
    ((_, lo, hi),) = _ranges(text, vocab)
    assert (lo, hi) == want


def test_emphasised_ends_after_ranges_from_stay_one_range(vocab: Vocabulary) -> None:
    text = "On the M2 Ultra, speedups range from **1.9x** to **3.4x** across the suite."
    assert _ranges(text, vocab) == [("speedup", 1.9, 3.4)]


def test_a_latex_range_of_multiples_keeps_both_ends(vocab: Vocabulary) -> None:
    text = "With a seven-layer drafter we measure speedups of roughly $3-4.5\\times$ on H100."
    assert _ranges(text, vocab) == [("speedup", 3.0, 4.5)]


def test_an_emphasised_change_stays_two_figures(vocab: Vocabulary) -> None:
    text = "After the kernel fix the speedup went from **1.3x** to **2.2x** on our A100."
    got = sorted(c.value for c in extract_claims(text, vocab))
    assert got == [1.3, 2.2]


def test_years_between_are_no_range(vocab: Vocabulary) -> None:
    text = "Entre 2023 y 2025 el modelo pasó de 20 tokens/s a 50 tokens/s en la misma GPU."
    got = [(c.value, c.value_min) for c in extract_claims(text, vocab)]
    assert (2024.0, 2023.0) not in got and all(lo is None for _, lo in got)
