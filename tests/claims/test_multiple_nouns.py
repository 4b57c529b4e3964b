"""A multiple whose speed word comes after a noun of change (reading rules §4: a speedup is
relative, of a named metric): "an 18x increase in tokens generated per second", "a 10x
advantage in interactivity", "the 29x speed gap". A multiple of a count, a size or a cost
stays out."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestAMultipleOfARateNamedAfterItsNoun:
    def test_an_increase_in_tokens_per_second_is_a_speedup(self, vocab: Vocabulary) -> None:
        text = "The fused sampler gave us a 6x increase in tokens decoded per second on Gemma."
        assert _read(text, vocab) == [(6, "speedup")]

    def test_an_advantage_in_interactivity_is_a_speedup(self, vocab: Vocabulary) -> None:
        assert _read("Their rack claims a 12x advantage in interactivity for chat.", vocab) == [
            (12, "speedup")
        ]

    def test_a_speed_gap_is_a_speedup(self, vocab: Vocabulary) -> None:
        assert _read("Why the 14x speed gap between the two clouds matters", vocab) == [
            (14, "speedup")
        ]


class TestAMultipleOfSomethingElse:
    def test_an_increase_in_tokens_per_answer_is_no_speedup(self, vocab: Vocabulary) -> None:
        text = "Reasoning mode means a 6x increase in tokens spent per answer."
        assert _read(text, vocab) == []

    def test_an_increase_in_memory_is_no_speedup(self, vocab: Vocabulary) -> None:
        assert _read("Longer prompts caused a 3x increase in memory use.", vocab) == []


class TestAMultipleOfTimeTaken:
    def test_n_times_longer_for_a_phase_is_a_speedup(self, vocab: Vocabulary) -> None:
        text = "On the Jetson the same prompt needs 2.5x longer for prefill than before."
        assert _read(text, vocab) == [(2.5, "speedup")]

    def test_a_longer_context_is_no_speedup(self, vocab: Vocabulary) -> None:
        assert _read("The new checkpoint supports a 4x longer context window.", vocab) == []
