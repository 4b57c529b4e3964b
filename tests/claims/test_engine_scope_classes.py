"""Engine scope: which figures an engine named elsewhere on the page reaches.

One class per mechanism, each pinned by sentences written for it (none from the evaluation
set), with sentences the mechanism must leave alone (reading rules §1–§2: a figure takes the
engine of its own row, item, clause, sentence or paragraph first, and context only where the
text does not say otherwise).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engine_of(text: str, vocab: Vocabulary, metric: str) -> str | None:
    (claim,) = [c for c in extract_claims(text, vocab) if c.metric == metric]
    return claim.engine


class TestModelSizeTakesNoPageEngine:
    """A model's size or memory need holds on any engine: an engine named in another
    paragraph of the page is not its engine, as a card named there is not its card."""

    PAGE = "We benchmarked Llama models with Ollama on a desktop tower and logged the speeds.\n\n"

    def test_a_size_in_a_later_paragraph_takes_no_engine(self, vocab: Vocabulary) -> None:
        text = self.PAGE + "Note that a 32B model in Q4_K_M needs roughly 19 GB of VRAM."
        assert _engine_of(text, vocab, "memory") is None

    def test_a_weight_file_size_takes_no_engine(self, vocab: Vocabulary) -> None:
        text = self.PAGE + "For comparison, the 32B weights in Q4_K_M weigh 19 GB on disk."
        assert _engine_of(text, vocab, "memory") is None

    def test_memory_in_the_engines_own_sentence_keeps_it(self, vocab: Vocabulary) -> None:
        text = "Ollama ran the 8B model at 41 tok/s and held 6.2 GB of VRAM."
        assert _engine_of(text, vocab, "memory") == "ollama"

    def test_a_speed_in_a_later_paragraph_keeps_the_page_engine(self, vocab: Vocabulary) -> None:
        text = self.PAGE + "The 8B model reached 41 tok/s on the first try."
        assert _engine_of(text, vocab, "decode_tok_s") == "ollama"


class TestBindingsAreNotTheEngine:
    """An engine's API for another language is a project of its own (LABELLING: bindings
    leave the engine null), as llama.cpp's bindings are."""

    def test_mlx_swift_names_no_engine(self, vocab: Vocabulary) -> None:
        text = "Our Swift app built with MLX-Swift streams 54 tok/s on an M3 Pro."
        assert _engine_of(text, vocab, "decode_tok_s") is None

    def test_mlx_itself_stays_mlx(self, vocab: Vocabulary) -> None:
        text = "Our Python script built with MLX streams 54 tok/s on an M3 Pro."
        assert _engine_of(text, vocab, "decode_tok_s") == "mlx"


class TestFormatSideTakesNoEngine:
    """A figure whose own words name a file format set against something ("... 410 t/s with
    the GGUF file vs ...") is the format's side: a format is no engine, so the engine the
    sentence names for the other side is not its engine."""

    def test_the_format_side_takes_none(self, vocab: Vocabulary) -> None:
        text = "Stick with MLX on a MacBook: prompt speed hit 410 t/s with the GGUF file vs MLX."
        assert _engine_of(text, vocab, "prefill_tok_s") is None

    def test_an_engine_on_the_figures_own_side_stays(self, vocab: Vocabulary) -> None:
        text = "Stick with MLX on a MacBook: prompt speed hit 410 t/s with Ollama's GGUF vs MLX."
        assert _engine_of(text, vocab, "prefill_tok_s") == "ollama"

    def test_a_figure_with_no_format_after_it_keeps_the_sentence_engine(
        self, vocab: Vocabulary
    ) -> None:
        text = "Stick with MLX on a MacBook: prompt speed hit 410 t/s, far past the GGUF file."
        assert _engine_of(text, vocab, "prefill_tok_s") == "mlx"


class TestTitledSubjectSettlesAParagraphOfTwoEngines:
    """A paragraph that weighs two engines gives a figure naming neither no single engine;
    a title naming one of them as its subject ("X beats Y") says which one it is about."""

    PARA = (
        "Short version: vLLM serving the 8B model in BF16 beats Ollama serving it in Q4_K_M "
        "once requests overlap. With one request Ollama is quicker, which is no surprise. "
        "Send more than four requests at once and vLLM moves ahead. At 32 parallel requests "
        "it is 3x faster in total throughput."
    )

    def _speedup_engine(self, vocab: Vocabulary, title: str) -> str | None:
        (claim,) = [c for c in extract_claims(self.PARA, vocab, title=title) if c.value == 3]
        return claim.engine

    def test_the_titles_subject_is_the_figures_engine(self, vocab: Vocabulary) -> None:
        assert self._speedup_engine(vocab, "vLLM beats Ollama on throughput under load") == "vllm"

    def test_a_title_setting_both_side_by_side_gives_none(self, vocab: Vocabulary) -> None:
        assert self._speedup_engine(vocab, "vLLM vs Ollama under load") is None

    def test_a_title_naming_no_engine_gives_none(self, vocab: Vocabulary) -> None:
        assert self._speedup_engine(vocab, "Serving under load") is None


class TestACardTiedToAnotherEngineTakesNoRepositoryEngine:
    """In an engine's issue, a figure of a card that the page's table runs only on another
    engine is not the repository's engine's figure; a card the table also runs on the
    repository's engine (or on the library under it) keeps it."""

    SOURCE = "https://github.com/ml-explore/mlx-lm/issues/12"
    TABLE = (
        "\n\n| Box | Runtime | Decode t/s |\n| --- | --- | --- |\n"
        "| RTX 4090 | llama.cpp | 120.5 |\n| M2 Ultra | MLX | 50.1 |\n"
        "| M2 Ultra | llama.cpp | 44.0 |"
    )

    def _engine(self, vocab: Vocabulary, text: str, value: float) -> str | None:
        claims = extract_claims(text + self.TABLE, vocab, source=self.SOURCE)
        (claim,) = [c for c in claims if c.value == value]
        return claim.engine

    def test_a_card_run_only_on_another_engine_takes_none(self, vocab: Vocabulary) -> None:
        text = "On Mistral-7B the RTX 4090 decodes 2.4x faster than the Mac Studio."
        assert self._engine(vocab, text, 2.4) is None

    def test_a_card_also_run_on_the_library_keeps_the_repository_engine(
        self, vocab: Vocabulary
    ) -> None:
        text = "On Mistral-7B the M2 Ultra decodes at 48 tok/s, well behind the RTX 4090."
        assert self._engine(vocab, text, 48) == "mlx-lm"


class TestALongListOfEnginesNamesNone:
    """A figure said of a list of three or more engine names ("works with A, B, C and
    others") names no single engine; one engine, or a pair, is left to the other rules."""

    def test_a_list_of_three_names_gives_none(self, vocab: Vocabulary) -> None:
        text = "Drafts work with llama-server, llama.cpp, vLLM and others for 2x faster decoding."
        assert _engine_of(text, vocab, "speedup") is None

    def test_one_engine_keeps_it(self, vocab: Vocabulary) -> None:
        text = "Draft models in vLLM give up to 2x faster decoding."
        assert _engine_of(text, vocab, "speedup") == "vllm"


class TestThreeWayVsGivesEachSideItsEngine:
    """ "A vs B vs C: x vs y vs z tok/s" reads three figures, each its own side's."""

    def test_three_sides_three_engines(self, vocab: Vocabulary) -> None:
        text = "Ollama vs vLLM vs SGLang on one RTX 4090: 61 vs 58 vs 55 tok/s."
        got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
        assert got == [(61, "ollama"), (58, "vllm"), (55, "sglang")]

    def test_a_two_way_pair_is_unchanged(self, vocab: Vocabulary) -> None:
        text = "Ollama vs vLLM on one RTX 4090: 61 vs 58 tok/s."
        got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
        assert got == [(61, "ollama"), (58, "vllm")]


class TestLinkTargetNamesNoEngine:
    """An engine's name inside a Markdown link's address is not shown to the reader: a commit
    column linking to a platform's port of an engine names no engine for the row, while the
    link's own words, or the name in plain text, still do (reading rules §1)."""

    HEAD = "| Model | Board | t/s | Build |\n|---|---|---|---|\n"

    def test_a_commit_linked_to_a_port_names_no_engine(self, vocab: Vocabulary) -> None:
        row = "| Pico 8B | n300 | 41.5 | [9f3e21a](https://github.com/acme/vllm/tree/9f3e21a) |\n"
        assert _engine_of(self.HEAD + row, vocab, "decode_tok_s") is None

    def test_the_links_own_words_still_name_it(self, vocab: Vocabulary) -> None:
        row = "| Pico 8B | n300 | 41.5 | [vLLM 0.9](https://github.com/acme/vllm/tree/9f3e21a) |\n"
        assert _engine_of(self.HEAD + row, vocab, "decode_tok_s") == "vllm"

    def test_a_bare_address_in_prose_is_left_alone(self, vocab: Vocabulary) -> None:
        text = "Served with https://github.com/vllm-project/vllm on one L4: 38 tok/s."
        assert _engine_of(text, vocab, "decode_tok_s") == "vllm"
