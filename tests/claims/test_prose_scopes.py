"""Whose figure it is, in English prose that compares or lists setups.

Reading rules §2 and the Comparisons ruling: in "X outperforms Y", Y's own figure is Y's and
the rest of the sentence is the subject's, so a figure the subject goes on to reach after the
baseline ("3x faster than vLLM, reaching 120 tok/s") is not the baseline's. A "respectively"
sentence pairs each number with its own name, however far apart the numbers lie. Each class is
pinned by made-up sentences, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab) if c.metric != "speedup"}


class TestTheSubjectGoesOnPastItsBaseline:
    """A participle or "and" + verb after the baseline resumes the subject's predicate."""

    def test_a_participle_after_a_multiple(self, vocab: Vocabulary) -> None:
        text = "SGLang is 2.4x faster than Ollama, reaching 391 tok/s on MI300X."
        assert _engines(text, vocab) == {391: "sglang"}

    def test_outperforms_then_a_participle(self, vocab: Vocabulary) -> None:
        text = "ExLlamaV2 outperforms TGI, hitting 224 tok/s on an RTX 4090."
        assert _engines(text, vocab) == {224: "exllamav2"}

    def test_and_a_finite_verb(self, vocab: Vocabulary) -> None:
        text = "LMDeploy outperforms vLLM and delivers 512 tok/s on H100."
        assert _engines(text, vocab) == {512: "lmdeploy"}

    def test_past_the_rest_of_the_baseline_words(self, vocab: Vocabulary) -> None:
        text = "SGLang is faster than vLLM and TGI, reaching 120 tok/s on H100."
        assert _engines(text, vocab) == {120: "sglang"}
        text = "SGLang is 2x faster than vLLM on H100, reaching 120 tok/s."
        assert _engines(text, vocab) == {120: "sglang"}

    def test_another_subject_after_the_comma_is_its_own(self, vocab: Vocabulary) -> None:
        """Must not fire: ", and TGI reaches" names the figure's own engine."""
        text = "SGLang is faster than vLLM, and TGI reaches 120 tok/s on H100."
        assert _engines(text, vocab) == {120: "tgi"}

    def test_a_verb_of_passing_then_with(self, vocab: Vocabulary) -> None:
        """ "outpaces", "surpasses", "edges out", "trails" name the yardstick as "beats" does;
        "with N" after it is the subject's figure."""
        for verb in ("outpaces", "beats", "edges out", "surpasses"):
            text = f"SGLang {verb} vLLM with 120 tok/s on H100."
            assert _engines(text, vocab) == {120: "sglang"}, verb
        text = "SGLang trails vLLM (120 tok/s) with 60 tok/s on H100."
        assert _engines(text, vocab) == {120: "vllm", 60: "sglang"}

    def test_with_after_a_plain_baseline_stays_open(self, vocab: Vocabulary) -> None:
        """Must not fire: "compared to vLLM with 80 tok/s" introduces the baseline's figure."""
        text = "Compared to vLLM with 80 tok/s, SGLang reaches 120 tok/s on H100."
        assert _engines(text, vocab) == {80: "vllm", 120: "sglang"}

    def test_the_baseline_own_figure_stays_the_baseline(self, vocab: Vocabulary) -> None:
        """Must not fire: "vs 40 tok/s on vLLM", "vLLM's 80 tok/s" are the baseline's."""
        text = "SGLang reaches 120 tok/s on H100 vs 40 tok/s on vLLM."
        assert _engines(text, vocab) == {120: "sglang", 40: "vllm"}
        text = "On H200, SGLang delivers 120 tok/s, 1.5x more than vLLM's 80 tok/s."
        assert _engines(text, vocab) == {120: "sglang", 80: "vllm"}

    def test_a_relative_clause_stays_the_baseline(self, vocab: Vocabulary) -> None:
        """Must not fire: "vLLM, which reaches 80 tok/s" describes the baseline."""
        text = "SGLang is 1.5x faster than vLLM, which reaches 80 tok/s on H100."
        assert _engines(text, vocab) == {80: "vllm"}


class TestRespectivelyPairsFarApartNumbers:
    """ "27 and 339 tok/s, respectively" is two figures, though an order of magnitude apart."""

    def test_two_engines_far_apart(self, vocab: Vocabulary) -> None:
        text = "vLLM and LMDeploy reach 27 and 339 tok/s, respectively, on L40S."
        assert _engines(text, vocab) == {27: "vllm", 339: "lmdeploy"}

    def test_two_cards_far_apart(self, vocab: Vocabulary) -> None:
        text = "vLLM reaches 29 and 354 tok/s on A100 and MI300X, respectively."
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got == {29: "A100", 354: "MI300X"}

    def test_three_numbers_far_apart(self, vocab: Vocabulary) -> None:
        text = "llama.cpp, TGI and LMDeploy reach 11, 14 and 316 tok/s respectively on H100."
        assert _engines(text, vocab) == {11: "llama.cpp", 14: "tgi", 316: "lmdeploy"}

    def test_without_respectively_a_far_number_is_no_figure(self, vocab: Vocabulary) -> None:
        """Must not fire: "build 4112 vs 18 tok/s" stays one figure."""
        text = "llama.cpp build 4112 vs 18 tok/s on an RTX 4090."
        assert [c.value for c in extract_claims(text, vocab)] == [18]
        text = "vLLM and LMDeploy reach 27 and 339 tok/s on L40S."
        assert [c.value for c in extract_claims(text, vocab)] == [339]

    def test_three_numbers_share_the_card_after_them(self, vocab: Vocabulary) -> None:
        text = "vLLM, SGLang and TGI reach 80, 95 and 60 tok/s respectively on H100."
        got = {c.value: (c.engine, c.hardware) for c in extract_claims(text, vocab)}
        assert got == {80: ("vllm", "H100"), 95: ("sglang", "H100"), 60: ("tgi", "H100")}

    def test_a_multiple_in_a_clause_of_its_own_keeps_its_card(self, vocab: Vocabulary) -> None:
        """Must not fire: "5x faster than X on H100, 3.5x faster on A100" are two clauses."""
        text = "SGLang is 5x faster than TGI on H100, 3.5x faster on A100."
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[3.5] == "A100"
        assert got[5] != "A100"


class TestABareVsSideIsTheBaselines:
    """ "X beats Y at 120 vs 60 tok/s": the first side is the subject's, the bare "vs" side
    the named baseline's (the Comparisons ruling: Y's figure is Y's)."""

    def test_beats_at_a_pair(self, vocab: Vocabulary) -> None:
        text = "SGLang beats vLLM at 120 tok/s vs 60 tok/s on H100."
        assert _engines(text, vocab) == {120: "sglang", 60: "vllm"}

    def test_outperforms_then_compared_to(self, vocab: Vocabulary) -> None:
        text = "SGLang outperforms vLLM at 120 tok/s compared to 60 tok/s."
        assert _engines(text, vocab) == {120: "sglang", 60: "vllm"}

    def test_past_a_participle(self, vocab: Vocabulary) -> None:
        text = "SGLang is 2x faster than vLLM on H100, reaching 120 tok/s compared to 60 tok/s."
        assert _engines(text, vocab) == {120: "sglang", 60: "vllm"}

    def test_a_method_pair_stays_the_subjects(self, vocab: Vocabulary) -> None:
        """Must not fire: the pair sets a method against plain decoding on one engine."""
        text = "SGLang beats vLLM: with EAGLE-3 it reaches 120 tok/s vs 60 tok/s without it."
        assert _engines(text, vocab) == {120: "sglang", 60: "sglang"}

    def test_no_baseline_in_the_sentence(self, vocab: Vocabulary) -> None:
        """Must not fire: a baseline named in the sentence before is not this pair's."""
        text = "SGLang is faster than vLLM. On H100 it reaches 120 tok/s vs 60 tok/s."
        assert _engines(text, vocab) == {120: "sglang", 60: "sglang"}


class TestAnotherSetupsSentenceLendsNoDetails:
    """Two sentences about two engines or two cards: the method and precision the first names
    are its own run's, not the second's (reading rules §2: details never leak)."""

    def test_a_method_stays_in_its_sentence(self, vocab: Vocabulary) -> None:
        text = "SGLang reaches 120 tok/s on H200 with EAGLE-3. vLLM reaches 80 tok/s on H100."
        got = {c.value: c.mode for c in extract_claims(text, vocab)}
        assert got == {120: "eagle", 80: None}

    def test_a_precision_stays_in_its_sentence(self, vocab: Vocabulary) -> None:
        text = "SGLang on H200: 120 tok/s with FP8. vLLM on H100: 80 tok/s."
        got = {c.value: c.precision for c in extract_claims(text, vocab)}
        assert got == {120: "FP8", 80: None}

    def test_a_load_stays_in_its_sentence(self, vocab: Vocabulary) -> None:
        text = "SGLang reaches 120 tok/s on H200 at batch 1. vLLM reaches 80 tok/s on H100."
        got = {c.value: c.concurrency for c in extract_claims(text, vocab)}
        assert got == {120: 1, 80: None}

    def test_the_same_setup_goes_on(self, vocab: Vocabulary) -> None:
        """Must not fire: a sentence naming no other engine or card reads the one before."""
        text = "We ran SGLang on one H100 with FP8. The model decodes at 120 tok/s."
        assert [c.precision for c in extract_claims(text, vocab)] == ["FP8"]
        text = "SGLang on H100 uses EAGLE-3. SGLang decodes at 120 tok/s on H100."
        assert [c.mode for c in extract_claims(text, vocab)] == ["eagle"]
        text = "SGLang reaches 120 tok/s on H200 at batch 1. On H200 it reaches 80 tok/s too."
        assert [c.concurrency for c in extract_claims(text, vocab)] == [1, 1]

    def test_a_setup_sentence_without_a_figure_still_sets_up(self, vocab: Vocabulary) -> None:
        """Must not fire: a sentence holding no figure describes the page's runs."""
        text = "All runs used EAGLE-3 on H200. vLLM reaches 80 tok/s on H100."
        assert [c.mode for c in extract_claims(text, vocab)] == ["eagle"]


class TestANameAfterItsFigure:
    """ "120 tok/s with SGLang and 80 tok/s with vLLM": a preposition right after a figure
    binds the name to it; the next figure does not take it (reading rules §2)."""

    def test_with_after_each_figure(self, vocab: Vocabulary) -> None:
        text = "We measured 120 tok/s with SGLang and 80 tok/s with vLLM on H100."
        assert _engines(text, vocab) == {120: "sglang", 80: "vllm"}

    def test_in_after_each_figure(self, vocab: Vocabulary) -> None:
        text = "On H100 we measured 120 tok/s in SGLang and 80 tok/s in vLLM."
        assert _engines(text, vocab) == {120: "sglang", 80: "vllm"}

    def test_a_bracketed_name_after_the_figure_or_its_card(self, vocab: Vocabulary) -> None:
        text = "The model decodes at 120 tok/s on H100 (SGLang) and 80 tok/s (vLLM)."
        assert _engines(text, vocab) == {120: "sglang", 80: "vllm"}

    def test_a_card_after_the_first_figure_is_still_shared(self, vocab: Vocabulary) -> None:
        """Must not fire: a card bound to the first figure stays the sentence's."""
        text = "SGLang reaches 120 tok/s on H100 and 80 tok/s with FP8."
        assert [c.hardware for c in extract_claims(text, vocab)] == ["H100", "H100"]

    def test_a_name_before_the_next_figure_opens_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "680 tok/s, TensorRT-LLM 850 tok/s": the name opens 850's clause."""
        text = "vLLM decodes at 680 tok/s, TensorRT-LLM 850 tok/s on H100."
        assert _engines(text, vocab) == {680: "vllm", 850: "tensorrt-llm"}

    def test_a_method_closing_a_clause_is_its_own(self, vocab: Vocabulary) -> None:
        """ "... with EAGLE-3 and vLLM 80 tok/s": the method ends the first clause."""
        text = "SGLang gets 120 tok/s on H100 with EAGLE-3 and vLLM 80 tok/s on A100."
        got = {c.value: c.mode for c in extract_claims(text, vocab)}
        assert got == {120: "eagle", 80: None}

    def test_a_precision_closing_a_clause_is_its_own(self, vocab: Vocabulary) -> None:
        text = "SGLang gets 120 tok/s on H100 in FP8; vLLM reaches 80 tok/s on A100."
        got = {c.value: c.precision for c in extract_claims(text, vocab)}
        assert got == {120: "FP8", 80: None}

    def test_a_method_opening_the_sentence_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: "With EAGLE-3, vLLM reaches 80 tok/s": no earlier clause's figure."""
        text = "With EAGLE-3, vLLM reaches 80 tok/s on A100."
        assert [c.mode for c in extract_claims(text, vocab)] == ["eagle"]


class TestASingleStreamClosesItsClause:
    """ "120 tok/s single stream; 2,400 tok/s at batch 32": the single stream is the first
    figure's, and the batched rate is the server's (reading rules §2, §4)."""

    def test_a_semicolon_parts_them(self, vocab: Vocabulary) -> None:
        text = "SGLang on H100: 120 tok/s single stream; 2,400 tok/s at batch 32."
        got = {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}
        assert got == {120: ("decode_tok_s", 1), 2400: ("output_tok_s", 32)}

    def test_and_parts_them(self, vocab: Vocabulary) -> None:
        text = "SGLang on H100 reaches 120 tok/s with one user and 2,400 tok/s at batch 32."
        got = {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}
        assert got == {120: ("decode_tok_s", 1), 2400: ("output_tok_s", 32)}

    def test_a_clause_with_no_load_of_its_own_keeps_the_runs(self, vocab: Vocabulary) -> None:
        """Must not fire: "one request at a time; first token took 0.13 s": the run's load."""
        text = (
            "llama.cpp ran at 202 tok/s on a single RTX 4090, one request at a time; "
            "first token took 0.13 s."
        )
        assert [c.concurrency for c in extract_claims(text, vocab)] == [1, 1]

    def test_a_single_stream_before_every_figure_sets_up_all(self, vocab: Vocabulary) -> None:
        """Must not fire: stated before the first figure, it is the sentence's load."""
        text = "With one request at a time, SGLang reaches 120 tok/s and vLLM 95 tok/s on H100."
        assert [c.concurrency for c in extract_claims(text, vocab)] == [1, 1]
