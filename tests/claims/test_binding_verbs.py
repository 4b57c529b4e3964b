"""A name bound to its figure by a verb, in the languages the reader reads.

Reading rules §2: each figure takes its own setup. "MLX reaches 41 tok/s and llama.cpp 35"
binds MLX to 41 by its verb; the French, Spanish, Italian and Russian sentences read the
41 as llama.cpp's, the nearer name, because their verbs did not bind.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Sur un M2 Max, MLX atteint 41 tok/s et llama.cpp 35.",
        "En un M2 Max, MLX alcanza 41 tok/s y llama.cpp 35.",
        "Su un M2 Max, MLX raggiunge 41 tok/s e llama.cpp 35.",
        "На M2 Max MLX достигает 41 tok/s, а llama.cpp 35.",
        # the English reading, unchanged
        "On an M2 Max, MLX reaches 41 tok/s and llama.cpp 35.",
    ],
)
def test_the_verb_binds_the_subject_to_its_figure(text: str, vocab: Vocabulary) -> None:
    assert _engines(text, vocab) == [(41.0, "mlx"), (35.0, "llama.cpp")]


def test_a_verb_binds_nothing_past_its_reach(vocab: Vocabulary) -> None:
    # the name stands far before the verb: the figure's engine is still its sentence's one
    got = _engines("Con llama.cpp, tras muchas pruebas en casa, el M2 Max alcanza 41 tok/s.", vocab)
    assert got == [(41.0, "llama.cpp")]
