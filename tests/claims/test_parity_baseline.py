"""An engine named as the yardstick a run is "at parity with" / "on par with" is the
comparison's baseline, not the run's engine."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_title_at_parity_with_an_engine_gives_it_to_no_figure(vocab: Vocabulary) -> None:
    claims = extract_claims(
        "Our Vulkan path now decodes 4.24 tok/s on the 27B model.",
        vocab,
        title="docs: the Vulkan path is at parity with llama.cpp",
    )
    assert [c.engine for c in claims] == [None]


def test_on_par_with_in_the_sentence_is_the_yardstick(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Our runtime decodes 88.5 tok/s, on par with vLLM.", vocab)
    assert claim.engine is None


def test_an_engine_that_reaches_the_figure_is_still_its_engine(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With llama.cpp the 27B model decodes 4.24 tok/s.", vocab)
    assert claim.engine == "llama.cpp"
