"""Which side of a comparison of methods a figure is, when lists, keys and tildes say it.

Reading rules §2 and §4: a "baseline" / "vanilla" / "no SD" key is the plain (AR) run, as the
column of that name is; a family word ("speculative decoding") in a sentence about another
engine or card does not take the method the sentence before named for its own run; a tilde
glued to a number is "about", and joins a range only when it joins both ends alike. Each class
is pinned by made-up sentences, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


class TestAKeyNamingThePlainRun:
    """A key/value list is read like the table whose "Baseline" column it would be."""

    def test_a_baseline_item_beside_a_method_item_is_ar(self, vocab: Vocabulary) -> None:
        text = "- baseline: 79 tok/s\n- EAGLE-3: 120 tok/s\n"
        assert _modes(text, vocab) == {79: "ar", 120: "eagle"}

    def test_keys_on_one_line_split_by_commas(self, vocab: Vocabulary) -> None:
        text = "Vanilla = 41 t/s, MTP = 95 t/s on one RTX 4090.\n"
        assert _modes(text, vocab) == {41: "ar", 95: "mtp"}

    def test_a_heading_naming_the_method_over_the_list(self, vocab: Vocabulary) -> None:
        text = "## Medusa on H100\n\n- Baseline: 52 tokens/s\n- Heads on: 97 tokens/s\n"
        assert _modes(text, vocab)[52] == "ar"

    def test_no_method_anywhere_leaves_the_mode_open(self, vocab: Vocabulary) -> None:
        """Must not fire: a "baseline" beside other settings is no decoding method's side."""
        text = "- Baseline: 79 tok/s\n- With the new kernel: 120 tok/s\n"
        assert _modes(text, vocab) == {79: None, 120: None}

    def test_a_method_in_another_section_does_not_reach(self, vocab: Vocabulary) -> None:
        """Must not fire: the method is named under another heading."""
        text = (
            "## EAGLE notes\n\nWe tried EAGLE last month.\n\n"
            "## Kernels\n\n- Baseline: 79 tok/s\n- Fused: 120 tok/s\n"
        )
        assert _modes(text, vocab)[79] is None

    def test_a_key_naming_an_engine_before_baseline_is_not_read(self, vocab: Vocabulary) -> None:
        """Must not fire: "vLLM baseline:" is another engine's run, not a key of its own."""
        text = "- vLLM baseline: 79 tok/s\n- SGLang with EAGLE-3: 120 tok/s\n"
        got = {c.value: (c.engine, c.mode) for c in extract_claims(text, vocab)}
        assert got[79][0] == "vllm"
        assert got[120] == ("sglang", "eagle")


class TestAFamilyWordAfterAnotherSetupsMethod:
    """ "with speculative decoding" in a sentence about another engine or card is the family
    (a separate drafter), not the method the sentence before named for its own run."""

    def test_two_sentences_two_engines_two_methods(self, vocab: Vocabulary) -> None:
        text = (
            "vLLM achieves 608 tok/s on 1x H200 with Medusa. "
            "TGI does 5.4 tok/s on 1x MI300X with speculative decoding.\n"
        )
        assert _modes(text, vocab) == {608: "medusa", 5.4: "speculative"}

    def test_the_same_setup_keeps_the_method_before(self, vocab: Vocabulary) -> None:
        """Must still carry: the sentence names the same engine, so the family word is the
        method its paragraph named."""
        text = (
            "SGLang now ships EAGLE-3 drafting for Llama 3.1 8B. "
            "On H200, SGLang with speculative decoding reaches 410 tok/s.\n"
        )
        assert _modes(text, vocab) == {410: "eagle"}


class TestATildeBeforeANumber:
    """ "~270" is about 270; "45~270" and "45 ~ 270" join a range's two ends."""

    def test_a_row_of_approximate_rates_is_two_figures(self, vocab: Vocabulary) -> None:
        text = "Response writing (28K context) ~23 tok/s ~80 tok/s\n"
        assert sorted(c.value for c in extract_claims(text, vocab)) == [23, 80]

    def test_a_glued_or_evenly_spaced_tilde_is_a_range(self, vocab: Vocabulary) -> None:
        for text in ("speed 12.5 tok/s~15 tok/s\n", "speed 12.5 tok/s ~ 15 tok/s\n"):
            (claim,) = extract_claims(text, vocab)
            assert (claim.value_min, claim.value_max) == (12.5, 15), text

    def test_a_full_width_wave_dash_between_two_rates_is_a_range(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("速度 12.5 tok/s～15 tok/s\n", vocab)
        assert (claim.value_min, claim.value_max) == (12.5, 15)


class TestTheMethodTurnedBackOnAfterTheFigure:
    """ "40 tok/s without MTP, 95 tok/s with it": "with it" after a figure is the method's run."""

    def test_with_it_after_the_second_figure(self, vocab: Vocabulary) -> None:
        text = "TGI on H100: 58.4 tok/s without MTP, 107.6 tok/s with it.\n"
        assert _modes(text, vocab) == {58.4: "ar", 107.6: "mtp"}

    def test_with_it_enabled_after_the_figure(self, vocab: Vocabulary) -> None:
        text = "Without EAGLE-3 the model does 31 tok/s, and 77 tok/s with it enabled.\n"
        assert _modes(text, vocab) == {31: "ar", 77: "eagle"}

    def test_a_lone_negated_figure_stays_plain(self, vocab: Vocabulary) -> None:
        """Must not fire: nothing turns the method back on."""
        assert _modes("TGI on H100 runs 58.4 tok/s without MTP.\n", vocab) == {58.4: "ar"}
