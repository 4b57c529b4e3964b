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


class TestAnEngineNamedBeforeParityIsTheBaseline:
    """ "now at mlx-lm parity" is "at parity with mlx-lm" said the other way round."""

    def test_at_engine_parity(self, vocab: Vocabulary) -> None:
        text = "Headline: prefill is ~4x faster at short context and now at mlx-lm parity."
        assert [c.engine for c in extract_claims(text, vocab)] == [None]

    def test_reaches_engine_parity(self, vocab: Vocabulary) -> None:
        text = "Decode runs at 52 tok/s on an RTX 4090, which reaches vLLM parity."
        assert [c.engine for c in extract_claims(text, vocab)] == [None]

    def test_an_engine_named_as_the_runner_keeps_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "in vLLM" runs the figure; "output parity" is no yardstick."""
        text = "Decode runs at 52 tok/s in vLLM on an RTX 4090, with output parity checked."
        assert [c.engine for c in extract_claims(text, vocab)] == ["vllm"]
