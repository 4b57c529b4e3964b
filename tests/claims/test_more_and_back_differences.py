"""A figure written as the change between two runs is no run's figure (docs/READING_RULES.md
§4; LABELLING: differences are not labelled): "using 5390 MB more VRAM", "2 GB less memory",
"the P40 gains its 2 or 3 t/s back". A figure hedged "more or less", and a speed "back in"
an older version, stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_size_more_or_less_than_another_is_a_difference(vocab: Vocabulary) -> None:
    text = "vLLM is 2.4x faster than HF FP16, using 5390 MB more VRAM for its KV cache pool."
    assert _read(text, vocab) == [(2.4, "speedup")]
    text = "The AWQ build on the RTX 4090 uses 3 GB less memory than the FP16 one."
    assert _read(text, vocab) == []


def test_a_speed_won_back_is_a_difference(vocab: Vocabulary) -> None:
    text = "With llama.cpp row split, the P40 gains its 2 or 3 t/s back and the 3090 is idle."
    assert _read(text, vocab) == []


def test_a_hedged_figure_stays(vocab: Vocabulary) -> None:
    text = "With llama.cpp the model takes 20 GB more or less on the RTX 4090."
    assert _read(text, vocab) == [(20.0, "memory")]


def test_a_speed_back_in_an_older_version_stays(vocab: Vocabulary) -> None:
    text = "llama.cpp ran at 42 t/s back in b3000 on the same RTX 3090."
    assert _read(text, vocab) == [(42.0, "decode_tok_s")]
