"""Specs written in other words or languages: a bandwidth in Cyrillic ("1 ТБ/с"), spec-sheet
verbs in German, Spanish, French and Russian ("bietet bis zu 128 GB"), and a multiple of a
precision's compute ("2.5x the FP8 performance of Hopper") are no claims
(docs/READING_RULES.md §4: hardware specs). A model's use, and inference performance, stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_cyrillic_bandwidth_is_no_memory(vocab: Vocabulary) -> None:
    assert _read("Пропускная способность памяти — 3,35 ТБ/с.", vocab) == []


def test_spec_verbs_in_other_languages(vocab: Vocabulary) -> None:
    assert _read("Der Mini-PC bietet bis zu 96 GB gemeinsamen Speicher.", vocab) == []
    assert _read("El portátil ofrece 64 GB de memoria unificada.", vocab) == []
    assert _read("Сервер имеет 512 ГБ оперативной памяти.", vocab) == []


def test_a_precisions_compute_multiple_is_a_spec(vocab: Vocabulary) -> None:
    assert _read("The new part brings 4x the FP4 performance of the last one.", vocab) == []


def test_use_and_inference_performance_stay(vocab: Vocabulary) -> None:
    assert _read("Das Modell belegt 38,5 GB Speicher.", vocab) == [(38.5, "memory")]
    text = "It gives 2.2x the FP8 performance for inference on Llama 70B."
    assert _read(text, vocab) == [(2.2, "speedup")]
