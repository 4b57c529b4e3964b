"""Figures of a supposed run: words a generic speaker is quoted saying, and the conditional a
sentence opens with for a generic reader (docs/READING_RULES.md §2; LABELLING: illustrative
figures, an example claim quoted to explain what a claim needs). A named speaker's quote, a
past run and the consequence a conditional states stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_generic_speakers_quote_is_an_example(vocab: Vocabulary) -> None:
    text = "If somebody tells you “my rig does 60 tok/s”, ask which quant they used."
    assert _read(text, vocab) == []
    assert _read("People will say '3x faster than llama.cpp' without a setup.", vocab) == []


def test_the_same_quoted_example_again_is_still_one(vocab: Vocabulary) -> None:
    text = (
        "Whenever someone posts “decode hits 42 tok/s on my Mac”, nobody can check it.\n\n"
        "Nothing follows from “42 tok/s” without the model."
    )
    assert _read(text, vocab) == []


def test_a_readers_condition_supposes_a_run(vocab: Vocabulary) -> None:
    text = (
        "When you try vLLM on a gaming laptop, watch it stream at 95 tok/s, and decide "
        "it is production ready — that is the trap."
    )
    assert _read(text, vocab) == []
    assert _read("Suppose you measure 30 tok/s at home and 8 tok/s on the VPS.", vocab) == []


def test_a_named_quote_a_past_run_and_a_consequence_stay(vocab: Vocabulary) -> None:
    assert _read("AMD says “up to 1.6x faster decode on MI300X”.", vocab) == [(1.6, "speedup")]
    assert _read("When we served it on one L40S at 52 tok/s, it held.", vocab) == [
        (52.0, "decode_tok_s")
    ]
    assert _read("If you pick an RTX 4090, you get about 110 tok/s on an 8B.", vocab) == [
        (110.0, "decode_tok_s")
    ]


def test_a_readers_condition_in_other_languages(vocab: Vocabulary) -> None:
    text = "Si pruebas Mistral en tu portátil y ves 35 tokens/segundo, no es un servidor."
    assert _read(text, vocab) == []
    assert _read("Wenn du 22 Token/s auf dem Notebook siehst, sagt das wenig.", vocab) == []
    assert _read("Si vous voyez 18 tokens/s sur votre Mac, ce n'est qu'un test.", vocab) == []


def test_the_consequence_after_a_foreign_condition_stays(vocab: Vocabulary) -> None:
    text = "Si usas una RTX 4090, obtienes unos 115 tokens/segundo."
    assert _read(text, vocab) == [(115.0, "decode_tok_s")]


def test_a_wait_put_to_the_reader_is_supposed(vocab: Vocabulary) -> None:
    assert _read("The setup works, but you wait 8-12 seconds per reply.", vocab) == []
    assert _read("Todo listo, pero esperas 6 segundos por respuesta.", vocab) == []


def test_a_writers_own_wait_stays(vocab: Vocabulary) -> None:
    assert _read("On my 3060 the first token took 4.2 s.", vocab) == [(4.2, "ttft")]
