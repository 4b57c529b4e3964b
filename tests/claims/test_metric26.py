"""Metric readings of prose rates (reading rules §1, §4), revision 26's metric pass."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


class TestRestatedRates:
    """A bare restatement of a rate takes the metric its other statement's words give."""

    def test_headline_takes_the_batched_statement(self, vocab: Vocabulary) -> None:
        text = (
            "Serving Gemma on one L40S: 487 tok/s\n\n"
            "With continuous batching the L40S sustains 487 tok/s across the test.\n"
        )
        assert _read(text, vocab) == [(487, "output_tok_s"), (487, "output_tok_s")]

    def test_summary_after_the_aggregate_statement(self, vocab: Vocabulary) -> None:
        text = (
            "Under load the server reaches 1,312.4 tok/s aggregate on the H100.\n\n"
            "Summary: 1312.4 tok/s, a new best for this card.\n"
        )
        assert _read(text, vocab) == [(1312.4, "output_tok_s"), (1312.4, "output_tok_s")]

    def test_assessment_under_a_prompt_section(self, vocab: Vocabulary) -> None:
        text = (
            "Prompt phase:\nspeed: 73.418 tokens/s.\n\nGeneration phase:\nspeed: 7.25 tokens/s.\n\n"
            "Assessment: 73.418 tokens/s is far above a typical decode speed.\n"
        )
        assert _read(text, vocab) == [
            (7.25, "decode_tok_s"),
            (73.418, "prefill_tok_s"),
            (73.418, "prefill_tok_s"),
        ]

    def test_round_numbers_are_not_taken_for_one(self, vocab: Vocabulary) -> None:
        text = (
            "Our laptop runs the 8B model at 100 tok/s.\n\n"
            "With continuous batching the server sustains 100 tok/s on the H100.\n"
        )
        assert _read(text, vocab) == [(100, "decode_tok_s"), (100, "output_tok_s")]

    def test_one_stream_words_keep_their_reading(self, vocab: Vocabulary) -> None:
        text = (
            "With continuous batching the server sustains 487 tok/s on the L40S.\n\n"
            "A single user sees 487 tok/s on the same card when it is idle.\n"
        )
        assert _read(text, vocab) == [(487, "decode_tok_s"), (487, "output_tok_s")]

    def test_a_generation_word_takes_no_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "Prompt phase:\nspeed: 73.418 tokens/s.\n\n"
            "Later the generation speed was 73.418 tokens/s as well.\n"
        )
        assert _read(text, vocab) == [(73.418, "decode_tok_s"), (73.418, "prefill_tok_s")]

    def test_disagreeing_statements_leave_it_alone(self, vocab: Vocabulary) -> None:
        text = (
            "Prefill: 251.6 tok/s on the RTX 4090.\n\n"
            "With continuous batching the server sustains 251.6 tok/s on the H100.\n\n"
            "Headline: 251.6 tok/s.\n"
        )
        metrics = _read(text, vocab)
        assert (251.6, "decode_tok_s") in metrics


class TestPhasePlacedAfter:
    """ "N tok/s on prefill", "N t/s during decode": the phase the rate was measured in."""

    def test_on_prefill_and_on_generation(self, vocab: Vocabulary) -> None:
        text = "On the RTX 4090 I get 9,400 tok/s on prefill and 61 tok/s on generation.\n"
        assert _read(text, vocab) == [(61, "decode_tok_s"), (9400, "prefill_tok_s")]

    def test_during_decode_and_in_prompt_processing(self, vocab: Vocabulary) -> None:
        text = "The M2 Max gives 12 t/s during decode, 300 t/s in prompt processing.\n"
        assert _read(text, vocab) == [(12, "decode_tok_s"), (300, "prefill_tok_s")]

    def test_in_the_prefill_phase(self, vocab: Vocabulary) -> None:
        text = "Our build reaches 850 tok/s in the prefill phase on one L40S.\n"
        assert _read(text, vocab) == [(850, "prefill_tok_s")]

    def test_a_workload_named_after_is_no_phase(self, vocab: Vocabulary) -> None:
        text = "It reaches 64 tok/s on prefill-heavy prompts with the RTX 3090.\n"
        assert _read(text, vocab) == [(64, "decode_tok_s")]

    def test_a_card_after_is_no_phase(self, vocab: Vocabulary) -> None:
        text = "We see 40 tok/s on the H100 and 25 tok/s on the A100.\n"
        assert _read(text, vocab) == [(25, "decode_tok_s"), (40, "decode_tok_s")]
