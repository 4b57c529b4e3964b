"""What carries to a figure from outside its own sentence, and what must not leak.

Reading rules §1-§2: the nearest unit decides (row, item, clause, sentence, paragraph); a
setup is stated before its figures; a repository named after an engine names its own project,
unless the post runs the engine itself. Each class is pinned by sentences of its own (not
taken from the evaluation set), with must-not-leak cases beside the ones that must carry.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

# a repository named after an engine it is not ("tiny-sglang", "vllm-lite"): its project
# is outside the rules' list
_TINY = "https://github.com/someone/tiny-sglang/pull/12"
_LITE = "https://github.com/someone/vllm-lite/issues/3"


class TestAProjectRepositoryPostThatLaunchesTheEngineItself:
    """In a repository named after an engine, the engine's bare name is the project's own;
    a post that starts the engine's own server before its figures names the engine."""

    def test_a_module_launch_then_a_label_line_names_the_engine(self, vocab: Vocabulary) -> None:
        text = (
            "```\npython -m sglang.launch_server --model-path /m/llama-8b --tp 2\n```\n\n"
            "sglang tp=2 run:\n"
            "```\nINFO  Output: 1840 token/s, 5.1 req/s\n```\n"
        )
        (claim,) = extract_claims(text, vocab, source=_TINY)
        assert (claim.value, claim.engine) == (1840, "sglang")

    def test_a_serve_command_then_a_bare_name_names_the_engine(self, vocab: Vocabulary) -> None:
        text = (
            "Same box, 4x L40S:\n\n"
            "```bash\nvllm serve /models/qwen-14b --tensor-parallel-size 4\n```\n\n"
            "decode on plain vllm came to about 88 tokens/s.\n"
        )
        (claim,) = extract_claims(text, vocab, source=_LITE)
        assert (claim.value, claim.engine) == (88, "vllm")

    def test_without_a_launch_the_bare_name_stays_the_project(self, vocab: Vocabulary) -> None:
        """Must not leak: no command of the engine, so 'sglang' is the repository's project."""
        text = "sglang tp=2 run:\n```\nINFO  Output: 1840 token/s, 5.1 req/s\n```\n"
        (claim,) = extract_claims(text, vocab, source=_TINY)
        assert (claim.value, claim.engine) == (1840, None)

    def test_a_launch_in_another_post_does_not_carry(self, vocab: Vocabulary) -> None:
        """Must not leak: a launch in the post above a thematic break is another post's."""
        text = (
            "```\npython -m sglang.launch_server --model-path /m/llama-8b\n```\n\n"
            "That one worked.\n\n---\n\n"
            "sglang here tops out at 61 tokens/s for me.\n"
        )
        (claim,) = extract_claims(text, vocab, source=_TINY)
        assert (claim.value, claim.engine) == (61, None)

    def test_a_launch_of_another_engine_does_not_name_this_one(self, vocab: Vocabulary) -> None:
        """Must not leak: an Ollama command says nothing about the bare 'sglang' after it."""
        text = "```\nollama run llama3:8b\n```\n\nsglang here tops out at 61 tokens/s for me.\n"
        (claim,) = extract_claims(text, vocab, source=_TINY)
        assert (claim.value, claim.engine) == (61, None)


class TestTheSentenceRightBeforeAFigureGivesItsCard:
    """A paragraph naming two cards: the one sentence right before the figure's own sentence
    that names one card (and holds no figure) gives it; nothing else in the paragraph does."""

    def test_the_preceding_sentence_card_wins_over_an_earlier_one(self, vocab: Vocabulary) -> None:
        text = (
            "At work we serve these models on an H100 cluster.\n"
            "At home my old desktop has an RTX 3060 with 12 GB. "
            "With 4-bit weights it manages about 24 tok/s in LM Studio.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (24, "RTX 3060")

    def test_a_preceding_sentence_naming_two_cards_gives_none(self, vocab: Vocabulary) -> None:
        """Must not leak: 'an A100 and an L4' names no single card for the next sentence."""
        text = (
            "The lab also has an H100 node.\n"
            "We compared an A100 and an L4 for this model. "
            "Decoding held at roughly 31 tok/s throughout.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (31, None)

    def test_a_preceding_sentence_with_its_own_figure_keeps_its_card(
        self, vocab: Vocabulary
    ) -> None:
        """Must not leak: the card of a sentence holding its own figure is that figure's."""
        text = (
            "Our build box has an H100.\n"
            "On the RTX 4090 the same model ran at 52 tok/s. "
            "Later runs came in at around 47 tok/s.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[52] == "RTX 4090"
        assert got[47] is None

    def test_a_card_further_up_the_paragraph_is_not_taken(self, vocab: Vocabulary) -> None:
        """Must not leak: the sentence right before names no card, so none is taken from
        two sentences up when the paragraph names two."""
        text = (
            "Our cluster nodes each carry an H100.\n"
            "My laptop has an RTX 4060. It gets warm quickly. "
            "Generation stays near 19 tok/s.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (19, None)


class TestASentenceAboutTheseRunsPointsBackOnlyAtTheFiguresRightAboveIt:
    """A card named after the figures by a sentence about the runs: "All runs used ..."
    holds for the page, "These numbers come from ..." only for the figures right above it."""

    def test_these_numbers_do_not_reach_past_other_figures(self, vocab: Vocabulary) -> None:
        """Must not leak: the first paragraph's figure is not among 'these numbers'."""
        text = (
            "Hosted frontier models usually stream at 60-90 tokens/sec.\n\n"
            "Our own box does better:\n\n"
            "- Llama 3.1 8B: about 210 tokens/sec\n"
            "- Qwen 2.5 14B: about 120 tokens/sec\n\n"
            "These numbers come from runs on a single L40S.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[210] == "L40S" and got[120] == "L40S"
        assert got[75] is None

    def test_these_numbers_reach_the_paragraph_right_above(self, vocab: Vocabulary) -> None:
        """Must still carry: no other figure stands between."""
        text = (
            "Decoding stayed near 44 tokens/sec for the whole session.\n\n"
            "These numbers were measured on an RTX 4080.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (44, "RTX 4080")

    def test_all_runs_still_reach_every_figure(self, vocab: Vocabulary) -> None:
        """Must still carry: 'All runs used ...' is the setup of every run on the page."""
        text = (
            "Hosted frontier models usually stream at 60-90 tokens/sec.\n\n"
            "- Llama 3.1 8B: about 210 tokens/sec\n"
            "- Qwen 2.5 14B: about 120 tokens/sec\n\n"
            "All runs used a single L40S.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[210] == got[120] == got[75] == "L40S"

    def test_these_numbers_under_a_table_reach_its_rows(self, vocab: Vocabulary) -> None:
        """Must still carry: a note right under a table is about all its rows."""
        text = (
            "| Model | tok/s |\n| --- | --- |\n| 8B | 96.2 |\n| 14B | 58.7 |\n"
            "These numbers were measured on an RTX 4080.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[96.2] == got[58.7] == "RTX 4080"


class TestTheSentenceRightBeforeAFigureGivesItsEngine:
    """The same nearest-unit walk for the engine: a paragraph naming two engines before the
    figure, the sentence right before the figure's naming one."""

    def test_the_preceding_sentence_engine_wins(self, vocab: Vocabulary) -> None:
        text = (
            "Last year the service ran on TGI. This spring it moved to SGLang. "
            "Decode per user now sits at about 74 tokens/s.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.engine) == (74, "sglang")

    def test_a_preceding_sentence_naming_two_engines_gives_none(self, vocab: Vocabulary) -> None:
        """Must not leak: 'TGI and SGLang' names no single engine for the next sentence."""
        text = (
            "We first tried Ollama. Later we compared TGI and SGLang side by side. "
            "Decode per user sat at about 74 tokens/s.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.engine) == (74, None)


class TestATitlesSubjectEngineCarriesOverThePagesOthers:
    """A page naming two engines, under a title that names one as its subject over the other
    ("SGLang beats Ollama ..."): a figure nothing nearer attributes is the subject's."""

    TEXT = (
        "SGLang was set up from its docs in an afternoon. Ollama needed a single command.\n\n"
        "After warm-up the server held 95 tokens/s per user.\n"
    )

    def test_the_titles_subject_carries(self, vocab: Vocabulary) -> None:
        title = "SGLang beats Ollama on long prompts"
        (claim,) = extract_claims(self.TEXT, vocab, title=title)
        assert (claim.value, claim.engine) == (95, "sglang")

    def test_a_title_setting_engines_side_by_side_gives_none(self, vocab: Vocabulary) -> None:
        """Must not leak: in 'SGLang vs Ollama' the sides are peers, neither is the subject."""
        (claim,) = extract_claims(self.TEXT, vocab, title="SGLang vs Ollama on long prompts")
        assert (claim.value, claim.engine) == (95, None)

    def test_a_threads_title_does_not_carry(self, vocab: Vocabulary) -> None:
        """Must not leak: an issue's title is the first writer's; replies state their own."""
        (claim,) = extract_claims(
            self.TEXT,
            vocab,
            title="SGLang beats Ollama on long prompts",
            source="https://github.com/someone/bench-notes/issues/7",
        )
        assert (claim.value, claim.engine) == (95, None)

    def test_the_figures_own_engine_still_wins(self, vocab: Vocabulary) -> None:
        """Must not leak: a figure whose sentence names Ollama stays Ollama's."""
        text = self.TEXT + "\nOllama itself held 61 tokens/s per user.\n"
        got = {c.value: c.engine for c in extract_claims(text, vocab, title="SGLang beats Ollama")}
        assert got[61] == "ollama" and got[95] == "sglang"


class TestAFigureTheBaselineOwnsTakesTheBaselinesName:
    """'X beats Y's N', 'over the Y's N': the possessive says whose N is; the baseline's
    figure takes the baseline's engine or card, the subject's figure keeps the subject's."""

    def test_a_possessive_card_owns_the_figure_after_it(self, vocab: Vocabulary) -> None:
        text = "On the RTX 4090 the model decodes at 95 tok/s, well over the RTX 3090's 61 tok/s.\n"
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[95] == "RTX 4090"
        assert got[61] == "RTX 3090"

    def test_a_possessive_card_with_words_between_owns_the_figure(self, vocab: Vocabulary) -> None:
        text = (
            "Our new build on an H200 reached 2,400 tokens/s per node, ahead of the MI300X's "
            "best published result of 1,900 tokens/s.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[2400] == "H200"
        assert got[1900] == "MI300X"

    def test_a_possessive_engine_owns_the_figure_after_it(self, vocab: Vocabulary) -> None:
        text = "SGLang serves 1,450 tokens/s on this box, which beats vLLM's 1,120 tokens/s.\n"
        got = {c.value: c.engine for c in extract_claims(text, vocab)}
        assert got[1450] == "sglang"
        assert got[1120] == "vllm"

    def test_without_an_owner_the_figure_is_not_the_baselines(self, vocab: Vocabulary) -> None:
        """Must not leak: 'over 61 tok/s last month' names no owner; the card named after the
        comparison is no one's figure but its own sentence's subject."""
        text = "On the RTX 4090 the model now decodes at 95 tok/s, up from 61 tok/s last month.\n"
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[95] == "RTX 4090"
        assert got[61] == "RTX 4090"


class TestASizeStatedAsANeedIsOnNoCard:
    """'requires 48 GB and two L40S cards': what a model needs holds on any machine; the
    cards its sentence names are no run's, and neither is their count."""

    def test_a_requirement_takes_no_card_or_count(self, vocab: Vocabulary) -> None:
        text = "At BF16 the 24B model requires 48 GB of VRAM, so two L40S cards.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.metric) == (48, "memory")
        assert (claim.hardware, claim.gpu_count) == (None, None)

    def test_a_need_named_beside_the_readers_card_takes_none(self, vocab: Vocabulary) -> None:
        text = "You need roughly 40 GB of memory for this one, more than your RTX 4090 has.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (40, None)

    def test_a_requirement_noun_in_russian_takes_none(self, vocab: Vocabulary) -> None:
        text = "Для запуска на RTX 4090 смотрите на требования в 40 ГБ VRAM.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (40, None)

    def test_a_measured_peak_keeps_its_card(self, vocab: Vocabulary) -> None:
        """Must still carry: a peak measured on the card is that run's."""
        text = "On the RTX 4090 peak VRAM during decoding was 21.3 GB.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (21.3, "RTX 4090")

    def test_a_past_need_reports_a_run(self, vocab: Vocabulary) -> None:
        """Must still carry: a past 'required' reports what happened on the run's card."""
        text = "On my RTX 3090 the model required a restart; VRAM usage then peaked at 18 GB.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (18, "RTX 3090")


class TestAPageLineThatEndsItsSentenceEndsTheFiguresParagraph:
    """Unmarked page text puts each paragraph on its own line: an engine named on a later
    line, after the figure, is the next paragraph's, not the figure's."""

    def test_the_next_lines_engine_does_not_reach_back(self, vocab: Vocabulary) -> None:
        """Must not leak: the next line is another paragraph about another subject."""
        text = (
            "Our laptop decodes the 8B model at 31 tok/s.\n"
            "Apple's MLX framework is tuned for unified memory and often runs faster.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.engine) == (31, None)

    def test_a_line_that_does_not_end_its_sentence_runs_on(self, vocab: Vocabulary) -> None:
        """Must still carry: a wrapped line continues the figure's sentence."""
        text = (
            "Our laptop decodes the 8B model at 31 tok/s\n"
            "when the MLX framework serves it through its own server.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.engine) == (31, "mlx")

    def test_a_threads_closing_line_still_names_the_posts_engine(self, vocab: Vocabulary) -> None:
        """Must still carry: in an issue post a closing line names the post's setup."""
        text = "Our laptop decodes the 8B model at 31 tok/s.\nThe MLX framework served it.\n"
        (claim,) = extract_claims(text, vocab, source="https://github.com/someone/app/issues/3")
        assert (claim.value, claim.engine) == (31, "mlx")


class TestAQuoteSetApartByAContrastIsTheOtherClausesOnly:
    """'My run gives 48, while the README says 300': the README's figure is quoted and takes
    none of the post's card; the writer's own figure in the other clause keeps it."""

    SETUP = "I tried it in the provided container on an A100 80G.\n\n"

    def test_the_writers_own_clause_keeps_the_posts_card(self, vocab: Vocabulary) -> None:
        text = self.SETUP + (
            "My run gives 48 tokens/s, while the README shows 300 tokens/s for it.\n"
        )
        got = {c.value: c.hardware for c in extract_claims(text, vocab)}
        assert got[48] == "A100"
        assert got[300] is None

    def test_a_quote_without_a_contrast_takes_no_card(self, vocab: Vocabulary) -> None:
        """Must not leak: the figure the README reports is the README's."""
        text = self.SETUP + "I cannot reproduce the 300 tokens/s reported in the README.\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.hardware) == (300, None)


class TestAPostOnAnotherEngineTakesNoEngineFromTheRepository:
    """'I work on Foo, a different engine; in our engine we measure 1.6x': the repository's
    engine is not implied for a post that says its runs are on another engine."""

    SOURCE = "https://github.com/vllm-project/vllm/issues/99999"

    def test_a_post_on_a_different_engine_takes_none(self, vocab: Vocabulary) -> None:
        text = (
            "Disclosure: I maintain Quokka, a different engine, so this is a data point from "
            "the same GPU rather than a repro.\n\n"
            "With two draft tokens we see 1.45x over plain decoding.\n"
        )
        (claim,) = extract_claims(text, vocab, source=self.SOURCE)
        assert (claim.value, claim.engine) == (1.45, None)

    def test_another_post_still_takes_the_repositorys_engine(self, vocab: Vocabulary) -> None:
        """Must still carry: a post after a thematic break is another writer's runs."""
        text = (
            "I maintain Quokka, a different engine; there we see 1.45x over plain decoding.\n\n"
            "---\n\n"
            "On main I get 1.2x over plain decoding with two draft tokens.\n"
        )
        got = {c.value: c.engine for c in extract_claims(text, vocab, source=self.SOURCE)}
        assert got[1.45] is None
        assert got[1.2] == "vllm"

    def test_a_different_machine_is_not_another_engine(self, vocab: Vocabulary) -> None:
        """Must still carry: 'a different server' is a machine, not an engine."""
        text = "I moved the model to a different server and now see 1.2x over plain decoding.\n"
        (claim,) = extract_claims(text, vocab, source=self.SOURCE)
        assert (claim.value, claim.engine) == (1.2, "vllm")
