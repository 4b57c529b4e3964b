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
            # (thousands of tok/s on GPUs are many streams: the revised throughput ruling)
            ("The customer runs vLLM on 8x H100 and sees 2,500 tok/s.", (2500.0, "output_tok_s")),
        ],
    )
    def test_a_footprint_or_a_run_beside_requirement_words_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """Memory a model needs, a past "needed to", and a clause break keep the figure."""
        assert _read(text, vocab) == [want]


class TestObligationAndToDo:
    """A bound a figure must keep, a bar named as such, a figure called needed, and a
    to-do item are wanted, not measured."""

    @pytest.mark.parametrize(
        "text",
        [
            "Decode must be at least 30 tok/s.",
            "TTFT should not exceed 200 ms.",
            "A minimum of 20 tok/s is needed for chat.",
            "The bar is 25 tok/s on consumer GPUs.",
            "For chat, 20 tok/s is really needed.",
            "TODO: reach 100 tok/s on M2 Ultra.",
            "- [ ] 2x faster MoE decode",
        ],
    )
    def test_an_obligation_or_a_todo_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The words govern the figure in its clause."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("- [x] 2x faster MoE decode on H100 with SGLang", (2.0, "speedup")),
            ("The minimum was 20 tok/s across runs on the 4090.", (20.0, "decode_tok_s")),
            ("Decode should stay fast: we measured 45 tok/s on a 3090.", (45.0, "decode_tok_s")),
            (
                "45 tok/s is what we see on a 3090 with llama.cpp, no tuning needed.",
                (45.0, "decode_tok_s"),
            ),
        ],
    )
    def test_a_done_task_or_a_measured_minimum_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """A ticked task reports; "the minimum was" is a statistic of runs."""
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


class TestSetting:
    """A figure a sentence sets as a cap or a limit is a setting, not a reading."""

    @pytest.mark.parametrize(
        "text",
        [
            "Set --max-tps to 50 to cap generation.",
            "You can cap generation at 50 tok/s with this flag.",
            "Throttle the stream to 20 tokens/s for a smoother UI.",
        ],
    )
    def test_a_set_cap_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """An imperative or present setting verb governs the figure."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("It was capped at 20 tok/s by the CPU on my 3090.", (20.0, "decode_tok_s")),
            ("After setting the batch to 8, we get 1,200 tok/s on H100.", (1200.0, "decode_tok_s")),
            ("With the cap removed, vLLM reaches 95 tok/s on one H100.", (95.0, "decode_tok_s")),
        ],
    )
    def test_a_plateau_or_a_run_after_a_setting_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """A past "capped at" reports a plateau; a comma ends the setting's clause."""
        assert _read(text, vocab) == [want]


class TestWorkAroundTheRun:
    """The time an install, build, download, quantization or conversion took is no
    latency of a run (reading rules §4: load and build times)."""

    @pytest.mark.parametrize(
        "text",
        [
            "The install took 3 minutes.",
            "Building llama.cpp with CUDA took 12 minutes on the Jetson.",
            "pip install finished in 45 s.",
            "Quantizing the 70B model to Q4_K_M took about 2 hours.",
            "Downloading the weights took 20 minutes.",
        ],
    )
    def test_the_time_of_the_work_around_a_run_is_no_claim(
        self, text: str, vocab: Vocabulary
    ) -> None:
        """The step's noun or gerund, then "took", in the figure's clause."""
        assert _read(text, vocab) == []

    def test_the_run_after_such_work_stays(self, vocab: Vocabulary) -> None:
        """A clause of its own about the run keeps its time."""
        text = "Loaded fine; generation took 45 s on the 4090 with llama.cpp."
        assert _read(text, vocab) == [(45.0, "e2e_latency")]
        text = "The build with -DGGML_CUDA=on runs at 45 tok/s on the 3090."
        assert _read(text, vocab) == [(45.0, "decode_tok_s")]


class TestHumanPace:
    """How fast people read, type or speak is a bar for a speed, not a run's speed."""

    @pytest.mark.parametrize(
        "text",
        [
            "Humans read at about 5 words per second, roughly 7 tokens/s.",
            "Average reading speed is about 4 tokens/s.",
            "Most people type at around 2 tokens per second.",
        ],
    )
    def test_a_human_pace_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """Readers as the subject, or the pace named, govern the figure."""
        assert _read(text, vocab) == []


class TestRequestedOrQuoted:
    """A feature request, or a question inside quotes, asks for a figure."""

    @pytest.mark.parametrize(
        "text",
        [
            "Feature request: support 2x faster prefill on Metal.",
            'The issue asks: "Can we get to 100 tok/s on M2?"',
            "Proposal: reach 200 tok/s on the MI300X.",
        ],
    )
    def test_a_request_or_a_quoted_question_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The closing quote does not hide the question mark before it."""
        assert _read(text, vocab) == []

    def test_a_quoted_report_stays(self, vocab: Vocabulary) -> None:
        """A quoted statement is a report: only a question asks."""
        text = 'The maintainer wrote: "We get 100 tok/s on M2 with llama.cpp."'
        assert _read(text, vocab) == [(100.0, "decode_tok_s")]


class TestRequirementColumn:
    """An "SLO" or "Required" column holds bars; the measured column beside it stays."""

    def test_only_the_measured_column_is_read(self, vocab: Vocabulary) -> None:
        """The SLO column's cells are targets."""
        table = (
            "| Metric | SLO | Measured |\n|---|---|---|\n"
            "| TTFT p99 | 500 ms | 420 ms |\n| TPOT p99 | 50 ms | 38 ms |\n"
        )
        assert _read(table, vocab) == [(420.0, "ttft"), (38.0, "tpot")]


class TestArithmeticParagraph:
    """A paragraph that opens by announcing arithmetic works its figures out."""

    def test_a_quick_math_paragraph_holds_no_claim(self, vocab: Vocabulary) -> None:
        """Every figure of it, the cap and the batched estimate alike."""
        text = (
            "Let's do some quick math. An H100 has 3.35 TB/s and a 70B model at FP8 is "
            "about 70 GB, which caps single-stream decode at roughly 48 tok/s. At batch 32 "
            "you could approach 1,500 tok/s aggregate."
        )
        assert _read(text, vocab) == []
        text = "Back-of-the-envelope: 1 TB/s over 8 GB of weights gives about 125 tok/s."
        assert _read(text, vocab) == []

    def test_the_next_paragraph_and_a_mid_sentence_mention_stay(self, vocab: Vocabulary) -> None:
        """The announcement holds its own paragraph only, and only when it opens it."""
        text = (
            "Let's do the math: 3.35 TB/s over 70 GB is about 48 tok/s.\n\n"
            "In our run, vLLM on one H100 decoded at 41 tok/s."
        )
        assert _read(text, vocab) == [(41.0, "decode_tok_s")]
        text = "We measured 41 tok/s on one H100 with vLLM; the quick math said 48."
        assert _read(text, vocab) == [(41.0, "decode_tok_s")]


class TestPlanSection:
    """Figures under a plan, roadmap or next-steps heading are wanted, not run."""

    def test_a_plan_heading_holds_its_paragraph(self, vocab: Vocabulary) -> None:
        """ "## Plan" over a paragraph of hoped-for speeds."""
        text = "## Plan\n\nPhase 1 gets the kernel to 80% of peak, which would put us at 120 tok/s."
        assert _read(text, vocab) == []

    def test_a_roadmap_section_holds_every_item(self, vocab: Vocabulary) -> None:
        """Each item of a roadmap, up to the next heading of its level."""
        text = (
            "## Roadmap\n\n- 120 tok/s on H100\n- 2x faster prefill\n\n"
            "## Results\n\n- SGLang on one H100: 95 tok/s\n"
        )
        assert _read(text, vocab) == [(95.0, "decode_tok_s")]


class TestExpectationAndIdeal:
    """What a run "should show", what "you see" in a diagnostic, and an ideal case are
    expectations or bounds, not readings."""

    @pytest.mark.parametrize(
        "text",
        [
            "A healthy 7B Q4_K_M should show well over 100 t/s for tg128.",
            "This should give a 1.5x speedup once merged.",
            "If you see less than 10 t/s, you are probably running on CPU.",
            "In the ideal case you would see a 3.4x speedup.",
            "A perfect draft would push it toward 68 tok/s.",
        ],
    )
    def test_an_expectation_or_an_ideal_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The words govern the figure in its clause."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            (
                "It should be noted that we measured 45 tok/s on the 3090 with llama.cpp.",
                (45.0, "decode_tok_s"),
            ),
            (
                "When you run it on the 4090 with llama.cpp, it does 120 tok/s in our tests.",
                (120.0, "decode_tok_s"),
            ),
            (
                "Ideally we'd like more, but SGLang on the H100 gives 95 tok/s today.",
                (95.0, "decode_tok_s"),
            ),
        ],
    )
    def test_a_reading_beside_such_words_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """Another verb after "should", or a clause break, leaves a measurement."""
        assert _read(text, vocab) == [want]


class TestOtherLanguages:
    """The same classes written in other languages: plans, theory, needs, questions."""

    @pytest.mark.parametrize(
        "text",
        [
            "我们计划在下个版本达到 100 tokens/s。",
            "最低でも 30 トークン/秒が必要です。",
            "最小 30 tokens/s가 필요합니다.",
            "Теоретический максимум — 200 токенов/с.",
            "Theoretisch sind 200 Tokens/s möglich.",
            "En théorie, on pourrait atteindre 150 tokens/s.",
            "En teoría, se podrían alcanzar 150 tokens/s.",
            "¿Alguien ha llegado a 100 tokens/s en una 4090?",
        ],
    )
    def test_a_wanted_or_theoretical_figure_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """Each language's words govern the figure as the English ones do."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("Tengo 30 tokens/s en una 4090 con llama.cpp, ¿es normal?", (30.0, "decode_tok_s")),
            ("在 4090 上用 llama.cpp 实测 100 tokens/s，希望能更快。", (100.0, "decode_tok_s")),
            ("Mit vLLM auf einer H100 messen wir 90 Tokens/s.", (90.0, "decode_tok_s")),
        ],
    )
    def test_a_stated_figure_stays(
        self, text: str, want: tuple[float, str], vocab: Vocabulary
    ) -> None:
        """A figure before "¿" or before a hope in the next clause is stated."""
        assert _read(text, vocab) == [want]


class TestComponentSpeedup:
    """A multiple of one part of the stack (grammar decoding, the tokenizer, the sampler,
    start-up) is no run's speedup (LABELLING: "3x faster JSON decoding" is a component's)."""

    @pytest.mark.parametrize(
        "text",
        [
            "xgrammar makes JSON decoding 3x faster.",
            "We get 3x faster JSON decoding with the new grammar backend.",
            "Tokenization is now 5x faster.",
            "The detokenizer is 10x faster after this PR.",
            "Sampling is 2x faster with the fused top-k kernel.",
            "Startup is 2x faster.",
            "Tokenization speed improved 5x with the Rust tokenizer.",
            "分词速度提升了 5 倍。",
        ],
    )
    def test_a_component_multiple_is_no_claim(self, text: str, vocab: Vocabulary) -> None:
        """The part is named right after the multiple or last before it in its clause."""
        assert _read(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        [
            "EAGLE-3 makes decoding 3x faster on H100 with SGLang.",
            "End-to-end generation is 2x faster with the new scheduler on vLLM.",
            "With greedy sampling, decode is 2x faster on the 4090.",
            "The sampler change makes generation 1.3x faster overall on H100.",
            "推理速度提升了 3 倍。",
            "The new scheduler brings 3x lower median latency on vLLM.",
            "Our sampler reaches up to 3.1x higher goodput than the baseline.",
        ],
    )
    def test_a_run_multiple_beside_a_component_stays(self, text: str, vocab: Vocabulary) -> None:
        """A run word named after the part or after the multiple, or a part after "with",
        leaves a speedup."""
        assert [m for _, m in _read(text, vocab)] == ["speedup"]


class TestTrainingSection:
    """A section under a heading that names training alone reports training runs."""

    def test_a_training_section_holds_no_claim(self, vocab: Vocabulary) -> None:
        """Its figures go; the next section of its level is read again."""
        text = (
            "## Training\n\nTrained on 8x H100 at 45k tokens/s for 2 days.\n\n"
            "## Inference\n\nWith EAGLE-3 on SGLang: 2.5x speedup on one H100.\n"
        )
        assert _read(text, vocab) == [(2.5, "speedup")]
        text = (
            "## Fine-tuning\n\nWith LoRA on one A100 we reach 3,200 tokens/s, 2x faster than HF.\n"
        )
        assert _read(text, vocab) == []

    def test_a_heading_naming_more_than_training_stays(self, vocab: Vocabulary) -> None:
        """ "Training and evaluation" names the evaluation too: its speedup is read."""
        text = "## Training and evaluation\n\nOn one H100 with SGLang the drafter gives 2.5x.\n"
        assert _read(text, vocab) == [(2.5, "speedup")]


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
