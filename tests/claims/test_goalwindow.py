"""A plan or goal named early in its clause holds its figure past a long setup (rules §2).

Reading rules §2: a goal or target ("the plan was ... for ~90 tok/s") is not a measurement
and is no claim. A plan often names its whole setup (weights, decoding method, engine,
card) before the figure, further back than a goal's words are usually read; within the
clause it still names that figure. A figure measured after it (another sentence, a
contrast, a run's verb, or an earlier figure the goal named) stays a claim.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.goal_reach import is_far_goal
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> set[float]:
    return {c.value for c in extract_claims(text, vocab)}


class TestAPlanWithALongSetupIsNoClaim:
    def test_weights_and_prediction_heads_before_the_figure(self, vocab: Vocabulary) -> None:
        text = (
            "Our first plan was to serve the 27B in BF16 weights together with multi-token "
            "prediction heads on a single H100 for roughly 90 tok/s of decode."
        )
        assert 90 not in _values(text, vocab)

    def test_a_goal_naming_draft_heads_and_an_engine(self, vocab: Vocabulary) -> None:
        text = (
            "The initial goal was a Qwen3 32B deployment running EAGLE-3 draft heads under "
            "TensorRT-LLM on two L40S cards for 150 tok/s per user."
        )
        assert 150 not in _values(text, vocab)

    def test_a_target_naming_prompt_lookup_on_an_old_card(self, vocab: Vocabulary) -> None:
        text = (
            "My target going in was a setup with n-gram prompt lookup decoding via vLLM on "
            "the old RTX 3090 at about 45 tok/s for the 14B."
        )
        assert 45 not in _values(text, vocab)

    def test_a_range_after_the_plan(self, vocab: Vocabulary) -> None:
        text = (
            "The original plan was FP8 + multi-token prediction speculative decoding via "
            "vLLM for ~85–120 tok/s on the RTX 5090."
        )
        assert _values(text, vocab) == set()


class TestAMeasuredFigureAfterAPlanStays:
    def test_a_plan_in_an_earlier_sentence(self, vocab: Vocabulary) -> None:
        text = (
            "We planned to move the 27B to vLLM with FP8 weights next month. "
            "It ran at 90 tok/s on llama.cpp today."
        )
        assert 90 in _values(text, vocab)

    def test_the_goal_hit_after_its_figure(self, vocab: Vocabulary) -> None:
        text = "The target was 100 tok/s with vLLM and we hit 120 tok/s on the H100."
        assert 120 in _values(text, vocab)

    def test_a_plan_dropped_for_what_ran(self, vocab: Vocabulary) -> None:
        text = (
            "The plan was dropped because vLLM with the FP8 weights and the MTP heads ran "
            "the 27B at 40 tok/s on the RTX 5090."
        )
        assert 40 in _values(text, vocab)

    def test_a_contrast_after_the_plan(self, vocab: Vocabulary) -> None:
        text = (
            "The original plan was FP8 weights with multi-token prediction via vLLM on the "
            "RTX 5090, but llama.cpp decoded the 27B at 61 tok/s instead."
        )
        assert 61 in _values(text, vocab)

    def test_target_hardware_is_no_goal(self) -> None:
        text = (
            "The target hardware is an RTX 4090 box in the lab where llama.cpp with the Q4_K_M "
            "weights holds 45 tok/s."
        )
        start = text.index("45")
        assert not is_far_goal(text, 0, start, start + 2)

    def test_the_look_back_is_bounded(self) -> None:
        """The goal's words more than 120 characters back name nothing."""
        text = "The plan was a long setup " + "with more words " * 10 + "for 90 tok/s."
        start = text.index("90")
        assert not is_far_goal(text, 0, start, start + 2)
