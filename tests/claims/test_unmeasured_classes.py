"""Figures nobody measured: requirements, theoretical bounds, questions opened by an
auxiliary and formulas worked to a result (reading rules §2 and §4; LABELLING "Not
claims"). One test class per mechanism; each holds sentences that must not match.
Sentences are written for these tests, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestRequirement:
    """A speed or latency someone requires is a bar, not a run; a size a model needs is
    its memory and stays."""

    @pytest.mark.parametrize(
        "text",
        [
            "We need at least 30 tok/s for this to be usable.",
            "Our users really need 20 tokens per second on a laptop.",
            "The SLA requires TTFT under 200 ms.",
            "The RFP asks for 1000 tok/s aggregate throughput.",
            "Customer requirement: sub-500ms TTFT.",
            "A hard requirement of 50 tok/s per user rules out the 3090.",
            "Нам нужно хотя бы 30 токенов/сек.",
            "Wir brauchen mindestens 25 Tokens/s.",
            "客户要求达到 100 tokens/s。",
        ],
    )
    def test_a_required_speed_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The requirement governs the figure in its clause."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("We need 60 GB of VRAM to run the 70B model at FP16.", (60.0, "memory")),
            ("The model requires 352 GB to fit in BF16.", (352.0, "memory")),
            ("I needed to restart the server to get 45 tok/s on my 4090.", (45.0, "decode_tok_s")),
            ("We got 45 tok/s on a 3090, which meets our requirement.", (45.0, "decode_tok_s")),
            (
                "It requires a bit of tuning, but vLLM reaches 1,200 tok/s at batch 32 on H100.",
                (1200.0, "output_tok_s"),
            ),
            ("The customer runs vLLM on 8x H100 and sees 2,500 tok/s.", (2500.0, "decode_tok_s")),
        ],
    )
    def test_a_footprint_or_a_run_beside_requirement_words_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """Memory a model needs, a past "needed to", and a clause break keep the figure."""
        assert _read(text, vocab) == [want]


class TestTheoreticalBound:
    """A bound worked out in theory is no measurement; a measured figure beside it stays."""

    @pytest.mark.parametrize(
        "text",
        [
            "The theoretical peak is 150k tokens/s.",
            "In theory, the maximum decode speed is 24 tok/s on this card.",
            "On paper the chip should do 1,200 tok/s.",
            "The bandwidth ceiling is about 209 tok/s for a 16 GB model.",
            "An upper bound of 95 tok/s follows from the roofline.",
            "That gives 209 tok/s in theory.",
            "理论上限约为 200 tokens/s。",
            "Theoretical peak: 150k tokens/s",
            "**Theoretical max:** 209 tok/s",
            "As a rule of thumb, expect 30 tok/s per 100 GB/s of bandwidth.",
        ],
    )
    def test_a_theoretical_figure_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """Words before or right after the figure say it was not run."""
        assert [v for v in _read(text, vocab) if v[1] != "memory"] == []

    def test_the_measured_figure_beside_a_bound_stays(self, vocab: Vocabulary) -> None:
        """The bound's clause ends at the comma: the measured figure after it is a claim."""
        text = "The theoretical peak is 200 tok/s, but in practice we measured 150 tok/s."
        assert _read(text, vocab) == [(150.0, "decode_tok_s")]
        assert _read("We measured 150 tok/s on an H100 (theoretical: 209).", vocab) == [
            (150.0, "decode_tok_s")
        ]


class TestAuxiliaryQuestion:
    """A sentence opened by an auxiliary or "anyone" and closed by "?" asks its figures."""

    @pytest.mark.parametrize(
        "text",
        [
            "Has anyone gotten more than 100 tok/s with EAGLE on vLLM?",
            "Have you seen 2x faster decoding with MTP on SGLang?",
            "Anyone reaching 60 t/s on a single 4090?",
            "Should it really be only 5 tokens/s on an M1?",
            "So, has anybody hit 1,000 tok/s on one H100?",
        ],
    )
    def test_an_auxiliary_question_asks(self, text: str, vocab: Vocabulary) -> None:
        """The opening word makes the whole sentence the question."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        [
            "I have 40 tok/s on my 3090, is that normal?",
            "Has anyone tried MLX? I get 12 tok/s on an M1 Max.",
            "I get 12 tok/s on an M1 Max. Has anyone tried MLX?",
            "Any GPU with 24 GB works; on my 3090 it runs at 35 tok/s.",
        ],
    )
    def test_a_figure_stated_outside_the_question_stays(self, text: str, vocab: Vocabulary) -> None:
        """ "have" inside a statement, or a question in another sentence, asks nothing."""
        assert len(_read(text, vocab)) == 1


class TestIndirectQuestion:
    """ "I'm wondering if 20 tok/s is achievable" asks without a question mark."""

    @pytest.mark.parametrize(
        "text",
        [
            "I'm wondering if 20 tok/s is achievable with exllamav2.",
            "Not sure whether 45 tok/s is the best the 4090 can do.",
            "Curious if anyone sees 2x faster decoding with MTP.",
        ],
    )
    def test_an_indirect_question_asks(self, text: str, vocab: Vocabulary) -> None:
        """The question word governs the figure in its clause."""
        assert _read(text, vocab) == []

    def test_a_figure_after_the_clause_of_a_doubt_stays(self, vocab: Vocabulary) -> None:
        """A comma ends the doubt: what the writer then reports is a measurement."""
        text = "Not sure if it matters, but I get 45 tok/s on a 4090 with llama.cpp."
        assert _read(text, vocab) == [(45.0, "decode_tok_s")]


class TestRequirementSection:
    """Every item under a "Requirements" or "Acceptance criteria" heading is a bar."""

    def test_a_list_under_a_requirements_heading_holds_no_claim(self, vocab: Vocabulary) -> None:
        """Not only the first item: the whole section up to the next heading."""
        text = (
            "## Requirements\n\n- Decode: at least 40 tok/s per user\n"
            "- TTFT: 300 ms or less\n- Memory: fits in 24 GB\n"
        )
        assert _read(text, vocab) == []
        text = "### Acceptance criteria\n\n1. 120 tok/s on H100\n2. 2x faster than main\n"
        assert _read(text, vocab) == []

    def test_the_next_section_is_read_again(self, vocab: Vocabulary) -> None:
        """A heading of the same level ends the section: its results are claims."""
        text = (
            "## Requirements\n\n- Decode: at least 40 tok/s per user\n\n"
            "## Results\n\n- vLLM on one H100: 52 tok/s per user\n"
        )
        assert _read(text, vocab) == [(52.0, "decode_tok_s")]


class TestEfficiencyMultiple:
    """A multiple of cost or energy efficiency is no speedup (LABELLING: cost-efficiency
    multiples, "Efficiency Gain" power ratios)."""

    @pytest.mark.parametrize(
        "text",
        [
            "Tokens per dollar improved 3x.",
            "Perf/W is 2.5x better than Hopper.",
            "Energy efficiency is up 4x on Blackwell.",
        ],
    )
    def test_an_efficiency_multiple_is_no_speedup(self, text: str, vocab: Vocabulary) -> None:
        """The efficiency words before the multiple name what it multiplies."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        [
            "The efficiency patch makes SGLang 1.8x faster on H200.",
            "Throughput per GPU improved 3x with EAGLE-3.",
        ],
    )
    def test_a_speedup_beside_efficiency_words_stays(self, text: str, vocab: Vocabulary) -> None:
        """ "efficiency" naming a patch, or throughput per GPU, is still speed."""
        assert [m for _, m in _read(text, vocab)] == ["speedup"]


class TestNamedFormula:
    """A formula over named quantities worked to a result is arithmetic; a run's own
    numbers divided to its rate are its measurement."""

    @pytest.mark.parametrize(
        "text",
        [
            "TPS = eval count / eval duration = ~50 TPS",
            "speed ≈ bandwidth / model_size ≈ 40 tok/s",
            "throughput = batch * rate = 1,600 tok/s",
        ],
    )
    def test_a_formula_result_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The named operands make the line a formula."""
        assert _read(text, vocab) == []

    def test_a_run_divided_to_its_rate_stays(self, vocab: Vocabulary) -> None:
        """Numbers, not names, on either side of the operator: a measurement."""
        got = _read("We generated 512 tokens / 10.2 s = 50.2 tok/s on a 4090.", vocab)
        assert (50.2, "decode_tok_s") in got
        assert _read("eval rate = 41.2 tokens/s", vocab) == [(41.2, "decode_tok_s")]
