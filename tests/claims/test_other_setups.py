"""A card named in a sentence about another setup (other_setups.py): "Last year we ran a
different model on an RTX 4090." sets up none of the later figures (reading rules §1: a GPU
named earlier about another setup is not this figure's GPU). A page's own setup line still
sets its figures up. Texts of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_FIGURE = "This week SGLang reached 137 tok/s with EAGLE-3."


def _cards(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, int | None]]:
    return [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "before",
    [
        "Last year we ran a different model on an RTX 4090.",
        "Previously we tested on another machine with an RTX 4090.",
        "Two years ago we benchmarked Llama 2 on 2x RTX 4090.",
        "We ran a different model on an RTX 4090 last year.",
        "Back then, the team used an RTX 4090.",
    ],
)
def test_a_card_of_an_earlier_run_or_another_model(before: str, vocab: Vocabulary) -> None:
    assert _cards(f"{before}\n\n{_FIGURE}", vocab) == [(137.0, None, None)]
    assert _cards(f"{before} {_FIGURE}", vocab) == [(137.0, None, None)]


def test_it_leads_no_list_of_figures(vocab: Vocabulary) -> None:
    text = "Last year we ran another model on an RTX 4090.\n\n- SGLang: 137 tok/s\n- vLLM: 9 t/s"
    assert [c[1] for c in _cards(text, vocab)] == [None, None]


def test_a_figure_of_its_own_sentence_keeps_it(vocab: Vocabulary) -> None:
    got = _cards("Two years ago we got 40 tok/s on an A100 with vLLM.", vocab)
    assert got == [(40.0, "A100", None)]


@pytest.mark.parametrize(
    "before",
    [
        "We run everything on an RTX 4090.",
        "As previously mentioned, we run on an RTX 4090.",
        "Last week I set up SGLang on an RTX 4090.",
        "I moved to another machine with an RTX 4090.",
        "The previously best known setup used an RTX 4090.",
    ],
)
def test_the_pages_own_card_still_sets_it_up(before: str, vocab: Vocabulary) -> None:
    assert _cards(f"{before}\n\n{_FIGURE}", vocab) == [(137.0, "RTX 4090", None)]


def test_a_sentence_contrasting_two_cards_dates_only_one(vocab: Vocabulary) -> None:
    text = f"We now run on an H100, unlike the A100 we used in the past.\n\n{_FIGURE}"
    assert _cards(text, vocab) == [(137.0, "H100", None)]
