"""Exact speed-ups of names and figures: each skips a pattern only where it cannot match.

A name farther from the figure than ``_BINDS`` can span is bound by nothing; the words before
a name are asked for a card's "over", a pair's "vs ... on" or an engine's multiple only where
those letters stand; a figure's own words for "peak" likewise. The readings are unchanged.
"""

from __future__ import annotations

import re
import sys

import pytest

from watcher.claims.clauses import _BINDS, BINDS_REACH
from watcher.claims.document import baseline_in
from watcher.claims.hints import folded, hinted
from watcher.claims.names import Mention
from watcher.claims.other_runs import (
    _OTHER_TASK_BEFORE,
    _TRAINING_BEFORE,
    OTHER_TASK_HINTS,
    TRAINING_HINTS,
    is_not_inference,
)
from watcher.claims.stream import _peak_own

_EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))


def test_binds_reach_is_the_longest_match() -> None:
    """The reach is the parsed pattern's widest match: no longer text can match in full."""
    parser = pytest.importorskip("re._parser")
    assert parser.parse(_BINDS.pattern, _BINDS.flags).getwidth()[1] == BINDS_REACH
    assert _BINDS.fullmatch(" x4 running at about  ")  # near the reach, still bound
    assert not _BINDS.fullmatch(" " * (BINDS_REACH + 1))


_HINTS = "over peak " + " ".join(TRAINING_HINTS + OTHER_TASK_HINTS)


@pytest.mark.parametrize("letter", sorted({c for c in _HINTS if c.isascii() and c.isalpha()}))
def test_hint_letters_lower_as_ignorecase_folds_them(letter: str) -> None:
    """Every character IGNORECASE takes for a hint's letter lowers to it: a lowered-substring
    test is then true wherever the pattern matches."""
    for ch in re.compile(letter, re.IGNORECASE).findall(_EVERY_CHARACTER):
        assert ch.lower() == letter


def _mention(text: str, name: str, category: str, canonical: str) -> Mention:
    start = text.index(name)
    return Mention(category, canonical, start, start + len(name))


@pytest.mark.parametrize(
    "text",
    [
        "Our server is 2.7x Ollama on long prompts",
        "it runs 3X  Ollama here",
        "we measured 12.5×\nOllama",
    ],
)
def test_multiple_before_an_engine_makes_it_the_baseline(text: str) -> None:
    assert baseline_in(text, _mention(text, "Ollama", "engine", "ollama"))


@pytest.mark.parametrize(
    "text", ["Ollama runs fine", "we use x Ollama", "2.7 Ollama", "about 3x, then Ollama"]
)
def test_no_multiple_right_before_an_engine(text: str) -> None:
    assert not baseline_in(text, _mention(text, "Ollama", "engine", "ollama"))


@pytest.mark.parametrize(
    "text",
    ["reached 2,146 token/s over H20 GPUs", "about 900 TPS OVER the H20", "5 t/s over 8x H20"],
)
def test_a_rate_over_cards_is_no_baseline(text: str) -> None:
    """A rate "over H20" is spread over the cards, not compared with them."""
    assert not baseline_in(text, _mention(text, "H20", "hardware", "H20"))


def test_a_rate_over_a_card_called_the_baseline() -> None:
    text = "45 tok/s over the H20 baseline"
    assert baseline_in(text, _mention(text, "H20", "hardware", "H20"))


@pytest.mark.parametrize(
    "words, peak",
    [
        ("Peak output throughput", True),
        ("at PEAK:", True),
        ("peak decode throughput", True),
        ("speaking of throughput", False),
        ("peak speed", False),
        ("sustained throughput", False),
    ],
)
def test_peak_in_own_words(words: str, peak: bool) -> None:
    assert _peak_own(words) is peak


@pytest.mark.parametrize(
    "before",
    [
        "During training we saw ",
        "fine-tuning runs at ",
        "Finetuning Llama gave ",
        "we pretrain the head at ",
        "in RLHF the rollouts hit ",
        "during the SFT phase we got ",
        "the model was trained at ",
        "学習速度は ",
        "l'entraînement atteint ",
        "el entrenamiento alcanza ",
        "트레이닝 속도 ",
        "훈련 속도 ",
        "训练速度 ",
    ],
)
def test_training_words_are_hinted(before: str) -> None:
    """Every spelling of a training run before a figure holds one of its hints."""
    assert _TRAINING_BEFORE.search(before)
    assert hinted(folded(before), TRAINING_HINTS)
    assert is_not_inference(before + "3,000 tok/s", len(before), len(before) + 5, before)


@pytest.mark.parametrize(
    "before",
    [
        "Embedding throughput reached ",
        "the reranker handles ",
        "Whisper transcription at ",
        "speech recognition runs at ",
        "Stable Diffusion makes ",
        "SDXL does ",
        "image generation at ",
        "the new tokenizer encodes ",
    ],
)
def test_other_tasks_are_hinted(before: str) -> None:
    assert _OTHER_TASK_BEFORE.search(before)
    assert hinted(folded(before), OTHER_TASK_HINTS)
    assert is_not_inference(before + "3,000 tok/s", len(before), len(before) + 5, before)


@pytest.mark.parametrize(
    "before",
    ["SGLang decodes at ", "after the warm-up it reaches ", "in our serving tests we got "],
)
def test_an_inference_run_is_kept(before: str) -> None:
    assert not is_not_inference(before + "80 tok/s", len(before), len(before) + 2, before)
