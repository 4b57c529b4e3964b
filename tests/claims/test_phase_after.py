"""The phase a word right after a rate's unit names (phase_after.py): "30k tok/s input and 2k
tok/s output" gives each figure its own side of the run, before any word of the sentence
ahead of it (reading rules §2: the figure's own words first; §4: a prefill figure is never a
decode figure). Sentences of our own, with look-alikes whose word is a length, not a phase."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestTheSideAfterTheUnit:
    def test_input_and_output_after_their_rates(self, vocab: Vocabulary) -> None:
        got = _got("We measured 6,000 tok/s input, 310 tok/s output.", vocab)
        assert got == [(6000.0, "prefill_tok_s"), (310.0, "decode_tok_s")]

    def test_an_input_rate_beyond_one_stream_stays_prefill(self, vocab: Vocabulary) -> None:
        text = "The dashboard shows 24k tok/s input and 1.8k tok/s output on one H200."
        assert _got(text, vocab)[0] == (24000.0, "prefill_tok_s")

    def test_the_side_named_with_its_noun(self, vocab: Vocabulary) -> None:
        got = _got("Roughly 8,500 tokens/s input throughput on two L4s.", vocab)
        assert got == [(8500.0, "prefill_tok_s")]

    def test_the_words_after_beat_the_sentences_words_before(self, vocab: Vocabulary) -> None:
        text = "During generation runs the card logged 3,900 tok/s input and 95 tok/s output."
        assert _got(text, vocab) == [(3900.0, "prefill_tok_s"), (95.0, "decode_tok_s")]

    def test_the_older_phase_words_after_still_hold(self, vocab: Vocabulary) -> None:
        text = "The 4090 manages 4,100 tok/s prompt processing and 120 tok/s generation."
        assert _got(text, vocab) == [(4100.0, "prefill_tok_s"), (120.0, "decode_tok_s")]

    def test_a_bare_prompt_before_the_next_figures_conjunction(self, vocab: Vocabulary) -> None:
        """ "for prompt and ... for generation" gives each rate its own phase."""
        text = "On my laptop it runs 1.9 tok/s for prompt and 7.4 tok/s for generation."
        assert _got(text, vocab) == [(1.9, "prefill_tok_s"), (7.4, "decode_tok_s")]

    def test_a_warmed_prefill_after_the_rate(self, vocab: Vocabulary) -> None:
        """ "warmed" is a state of the cache, as "warm" and "cached" are: the phase follows it."""
        got = _got("The build hits 830 tok/s warmed prefill on the Mac mini.", vocab)
        assert got == [(830.0, "prefill_tok_s")]


class TestWordsAfterThatNameNoPhase:
    def test_an_output_length_after_the_rate(self, vocab: Vocabulary) -> None:
        assert _got("Gemma 2 9B gives 45 tok/s output length 512.", vocab) == [
            (45.0, "decode_tok_s")
        ]

    def test_input_tokens_counted_after_the_rate(self, vocab: Vocabulary) -> None:
        got = _got("Prompt eval ran at 700 tok/s input tokens 4096 in total.", vocab)
        assert got == [(700.0, "prefill_tok_s")]  # the phase before it, not the word after

    def test_prompt_with_a_noun_after_it_names_no_phase(self, vocab: Vocabulary) -> None:
        """ "for prompt and response" is what was measured, not the prompt's phase."""
        got = _got("Our chat app streams 52 tok/s for prompt and response pairs.", vocab)
        assert got == [(52.0, "decode_tok_s")]

    def test_a_word_in_the_next_clause(self, vocab: Vocabulary) -> None:
        got = _got("It decodes 61 tok/s; input was a 2k prompt.", vocab)
        assert got == [(61.0, "decode_tok_s")]
