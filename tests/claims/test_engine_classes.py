"""Engine attribution: a maker's own service, and which engine context implies.

One class per mechanism, each pinned by sentences written for it (none from the evaluation
set), with sentences the mechanism must leave alone.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.engines import title_engines
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary, title: str | None = None) -> list[tuple[float, str]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab, title=title)]


class TestServedModels:
    """A proprietary model named for its figure ran on its maker's service: ``vendor``."""

    @pytest.mark.parametrize(
        "text",
        [
            "In my tests GPT-4o streamed about 85 tokens/s through the API.",
            "Claude 3.7 Sonnet averaged 62 tokens per second on long answers.",
            "Gemini 2.5 Flash returned roughly 240 tok/s in our script.",
            "Mercury Coder writes code at over 1,100 tokens/s.",
        ],
    )
    def test_a_served_model_in_the_figures_sentence_is_vendor(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """The model's maker serves it: the figure's engine is ``vendor``."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine == "vendor"

    def test_a_title_naming_a_served_model_gives_the_body_its_engine(
        self, vocab: Vocabulary
    ) -> None:
        """A page titled after the model: its figures are the maker's service."""
        title = "Gemini Diffusion hands-on"
        got = _engines("The demo sustains 1,300 tokens/s.", vocab, title=title)
        assert got == [(1300.0, "vendor")]

    @pytest.mark.parametrize(
        "text",
        [
            # open-weight models that share a maker or a prefix are not served models
            "gpt-oss-120b decodes at 140 tok/s on one H100.",
            "Gemma 3 27B reaches 31 tok/s on an RTX 4090.",
            "GPT-2 small generates 900 tokens/s on a laptop CPU.",
        ],
    )
    def test_open_models_are_not_served_models(self, vocab: Vocabulary, text: str) -> None:
        """An open-weight model's name names no engine."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None

    def test_a_served_model_named_in_another_sentence_is_not_the_pages_engine(
        self, vocab: Vocabulary
    ) -> None:
        """'I used to pay for ChatGPT.' earlier in the paragraph says nothing of a local run."""
        text = (
            "I used to pay for ChatGPT every month. Now Qwen3 8B runs at 45 tok/s on my RTX 3060."
        )
        assert _engines(text, vocab) == [(45.0, None)]


class TestHostedServices:
    """A hosted inference service or router named for the figure is ``vendor``."""

    @pytest.mark.parametrize(
        "text",
        [
            "Through OpenRouter the model averaged 96 tokens/s.",
            "On Together AI, Llama 3.3 70B streams at 130 tok/s.",
            "Amazon Bedrock served the 70B model at 55 tokens per second.",
            "调用官方 API 时,生成速度约为 60 tokens/s。",
            "公式APIでは約 80 tokens/s でした。",
        ],
    )
    def test_a_hosted_service_is_vendor(self, vocab: Vocabulary, text: str) -> None:
        """The provider's own stack served the figure."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine == "vendor"

    @pytest.mark.parametrize(
        "text",
        [
            "Every GPU vendor now quotes 3x faster decoding on its new parts.",
            "Vendor numbers put the chip at 900 tokens/s on an 8B model.",
            "Chip vendors report 1,200 tok/s per user for small models.",
            # a service's name that is also a word is written in full
            "Memory bandwidth is the bedrock of decoding: 40 tok/s on one 3090.",
            "这套方案千锤百炼,单卡 3090 上每秒 40 个 token。",
        ],
    )
    def test_the_word_vendor_names_no_service(self, vocab: Vocabulary, text: str) -> None:
        """'vendor', 'bedrock' and '百炼' are words, not spellings of a hosted service."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None

    def test_a_local_engine_beside_a_later_service_keeps_its_own(self, vocab: Vocabulary) -> None:
        """Two sentences, two setups: the local one keeps vLLM, the hosted one is vendor."""
        text = "vLLM gave 70 tok/s on my A100. OpenRouter gave 96 tok/s for the same model."
        assert _engines(text, vocab) == [(70.0, "vllm"), (96.0, "vendor")]


class TestLikenedModels:
    """A served model named as a yardstick ("feels like ChatGPT") is no engine."""

    @pytest.mark.parametrize(
        "text",
        [
            "Qwen3 30B runs at 25 tok/s here, which feels like ChatGPT.",
            "The 8B model gives GPT-4-class answers at 48 tokens/s on an M2 Max.",
            "A small model that rivals GPT-4o mini decodes at 150 tok/s on one L4.",
            "The agent loop in Claude Code waited on a local server doing 35 tok/s.",
        ],
    )
    def test_a_likened_model_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """The model is what the local run is compared to, or a tool: no engine."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None

    def test_a_model_stated_as_the_subject_stays_vendor(self, vocab: Vocabulary) -> None:
        """'GPT-4o mini streams at 110 tok/s' is the service's own speed."""
        (claim,) = extract_claims("GPT-4o mini streams at 110 tok/s in the playground.", vocab)
        assert claim.engine == "vendor"


class TestHostedCard:
    """A hosted service's figure takes no card named outside its own sentence."""

    def test_a_served_model_takes_no_card_from_the_sentence_before(self, vocab: Vocabulary) -> None:
        """The H100 of the sentence before is the local runs', not the maker's machines."""
        text = (
            "On an H100, the open 70B model decodes at 40 tokens/s. "
            "Claude Haiku averages about 120 tokens/s."
        )
        got = [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]
        assert got == [(40.0, None, "H100"), (120.0, "vendor", None)]

    def test_a_card_in_the_services_own_sentence_is_kept(self, vocab: Vocabulary) -> None:
        """'Mercury ... on Blackwell GPUs': the maker names its own machines."""
        (claim,) = extract_claims("Mercury 2 reaches 1,000 tokens/s on B200 GPUs.", vocab)
        assert (claim.engine, claim.hardware) == ("vendor", "B200")


class TestReportedElsewhere:
    """A figure from a paper or a vendor's technical report takes no engine from context."""

    @pytest.mark.parametrize(
        "text",
        [
            "According to the official technical report, the new model is 2.5x faster.",
            "The vendor's whitepaper claims 3,000 tokens/s per GPU.",
            "Per the company's tech report, decoding runs at 180 tok/s.",
        ],
    )
    def test_a_report_figure_takes_no_title_engine(self, vocab: Vocabulary, text: str) -> None:
        """The title's engine is the page's runs, not the report's."""
        (claim,) = extract_claims(text, vocab, title="Benchmarking the new model on vLLM")
        assert claim.engine is None

    def test_a_measured_figure_keeps_the_title_engine(self, vocab: Vocabulary) -> None:
        """Without a report, the page's own figure takes the title's engine."""
        text = "On my two cards the new model decodes at 95 tok/s."
        (claim,) = extract_claims(text, vocab, title="Benchmarking the new model on vLLM")
        assert claim.engine == "vllm"


class TestAppOverItsBackend:
    """A title saying an app runs on its backend makes the backend's body mentions the app's."""

    @pytest.mark.parametrize(
        "title",
        [
            "Ollama 0.9 is now powered by MLX on Apple silicon",
            "LM Studio 0.4、MLX搭載でリリース",
            "LM Studio ships its new MLX engine",
            "LM Studio (MLX engine) on an M3 Max",
        ],
    )
    def test_the_backend_in_the_body_is_the_apps(self, vocab: Vocabulary, title: str) -> None:
        """'With MLX, the 8B model runs at 70 tok/s' under such a title is the app's run."""
        text = "Support for MLX is in this release.\n\nWith MLX, an 8B model runs at 70 tok/s."
        (claim,) = extract_claims(text, vocab, title=title)
        assert claim.engine in ("ollama", "lm-studio")

    def test_a_title_comparing_app_and_engine_keeps_both(self, vocab: Vocabulary) -> None:
        """'Ollama vs llama.cpp' says nothing of backends: llama.cpp's figure stays its own."""
        text = "llama.cpp gives 52 tok/s on the M3 Max."
        (claim,) = extract_claims(text, vocab, title="Ollama vs llama.cpp on an M3 Max")
        assert claim.engine == "llama.cpp"

    def test_an_app_named_as_the_baseline_takes_no_backend(self, vocab: Vocabulary) -> None:
        """'The MLX engine now outruns Ollama': Ollama is the baseline, MLX stays MLX."""
        text = "In my tests llama.cpp gives 50 tok/s. MLX gives 70 tok/s."
        title = "The MLX engine now runs faster than Ollama"
        got = _engines(text, vocab, title=title)
        assert got == [(50.0, "llama.cpp"), (70.0, "mlx")]


class TestBackendsInTheAppsSentence:
    """An app's backend is dropped in the app's own sentence, cut as the figures' sentences."""

    @pytest.mark.parametrize(
        "text",
        [
            "Ollama uses llama.cpp as its backend. MLX alone gives 50 tok/s.",
            "Ollama 使用 llama.cpp 作为后端。MLX 单独运行时速度是 50 tok/s。",
        ],
    )
    def test_an_engine_in_the_next_sentence_is_its_own(self, vocab: Vocabulary, text: str) -> None:
        """A CJK full stop ends the app's sentence without a space after it."""
        assert _engines(text, vocab) == [(50.0, "mlx")]

    def test_the_backend_in_the_apps_own_sentence_is_the_apps(self, vocab: Vocabulary) -> None:
        """'Ollama 使用 MLX 作为后端，…': MLX runs under Ollama in that sentence."""
        text = "Ollama 使用 MLX 作为后端，MLX 模式下速度是 50 tok/s。"
        assert _engines(text, vocab) == [(50.0, "ollama")]


class TestTitleEngines:
    """The title's engines are found and filtered once: its subject, all it names, backends."""

    def test_an_app_powered_by_its_backend(self, vocab: Vocabulary) -> None:
        """'LM Studio 0.4, powered by MLX': the subject is the app, MLX its backend."""
        got = title_engines("LM Studio 0.4, powered by MLX", lexicon_for(vocab))
        assert [m.name for m in got.subject] == ["lm-studio"]
        assert got.named == {"lm-studio", "mlx"}
        assert got.backends == {"mlx"}

    @pytest.mark.parametrize(
        ("title", "backend"),
        [
            ("LM Studio (MLX engine) on an M3 Max", "mlx"),
            ("Ollama's llama.cpp backend gets faster", "llama.cpp"),
            ("KoboldCpp with its llama.cpp runtime", "llama.cpp"),
        ],
    )
    def test_a_backend_written_right_after_its_app(
        self, vocab: Vocabulary, title: str, backend: str
    ) -> None:
        """A backend glossed right after its app is named, and is the app's backend."""
        got = title_engines(title, lexicon_for(vocab))
        assert backend in got.named
        assert backend not in {m.name for m in got.subject}
        assert got.backends == {backend}

    def test_engines_joined_by_or_are_no_backends(self, vocab: Vocabulary) -> None:
        """'vLLM or the SGLang engine' names two engines side by side."""
        got = title_engines("vLLM or the SGLang engine on H100", lexicon_for(vocab))
        assert [m.name for m in got.subject] == ["vllm", "sglang"]
        assert got.backends == frozenset()

    @pytest.mark.parametrize(
        ("title", "subject"),
        [
            ("Ollama vs llama.cpp on an M3 Max", ["ollama"]),
            ("SGLang decodes 2x faster than vLLM", ["sglang"]),
            ("The MLX engine now runs faster than Ollama", ["mlx"]),
        ],
    )
    def test_no_backend_without_an_app_over_it(
        self, vocab: Vocabulary, title: str, subject: list[str]
    ) -> None:
        """A comparison, or an app named only as the baseline, makes no engine a backend."""
        got = title_engines(title, lexicon_for(vocab))
        assert [m.name for m in got.subject] == subject
        assert got.backends == frozenset()


class TestProtocols:
    """A service named as the interface another server speaks is not the figure's engine."""

    @pytest.mark.parametrize(
        "text",
        [
            "Behind an OpenAI API-compatible endpoint the local server decodes 64 tok/s.",
            "The server is compatible with the OpenAI API and serves 64 tok/s on one L40S.",
            "Using the Anthropic API format, our proxy streams 64 tokens/s.",
        ],
    )
    def test_a_compatible_interface_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """'OpenAI API-compatible' describes the local server's protocol."""
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None

    def test_the_service_itself_stays_vendor(self, vocab: Vocabulary) -> None:
        """'The OpenAI API returned 64 tok/s' measured the service."""
        (claim,) = extract_claims("The OpenAI API returned about 64 tok/s for us.", vocab)
        assert claim.engine == "vendor"

    def test_a_compatible_server_keeps_its_engine(self, vocab: Vocabulary) -> None:
        """'vLLM's OpenAI API-compatible server' is vLLM's run."""
        text = "vLLM's OpenAI API-compatible server reached 64 tok/s per user."
        (claim,) = extract_claims(text, vocab)
        assert claim.engine == "vllm"


class TestTitledService:
    """A title naming a hosted service gives it to the page's figures, not to other runs."""

    TITLE = "Llama 70B now streams at 500 tokens/s on SambaNova Cloud"

    def test_a_figure_under_the_title_is_the_service(self, vocab: Vocabulary) -> None:
        """The page's own figure takes the title's hosted service."""
        text = "The company reports about 480 tokens/s."
        (claim,) = extract_claims(text, vocab, title=self.TITLE)
        assert claim.engine == "vendor"

    def test_a_figure_on_another_card_is_not_the_service(self, vocab: Vocabulary) -> None:
        """Commenters' runs on their own GPUs are not the hosted service's."""
        text = "Readers running the same model on 8x H100 see about 90 tok/s."
        (claim,) = extract_claims(text, vocab, title=self.TITLE)
        assert claim.engine is None

    def test_a_chip_title_alone_names_no_service(self, vocab: Vocabulary) -> None:
        """'on Cerebras' names the chip (hardware), not the hosted service."""
        (claim,) = extract_claims("It reached 450 tokens/s.", vocab, title="Llama 70B on Cerebras")
        assert claim.engine is None


class TestRequestedMethod:
    """An issue asking for a method measures it elsewhere: the repository's engine is not
    implied."""

    SOURCE = "https://github.com/ollama/ollama/issues/123"
    TEXT = "With a draft model, speculative decoding gives about 2x the tokens/s."

    @pytest.mark.parametrize(
        "title",
        [
            "Enable speculative decoding with a draft model",
            "Allow a draft model for speculative decoding",
            "Expose speculative decoding options",
        ],
    )
    def test_a_request_title_implies_no_engine(self, vocab: Vocabulary, title: str) -> None:
        """'Enable ...', 'Allow ...' ask for the method: its figure ran elsewhere."""
        (claim,) = extract_claims(self.TEXT, vocab, source=self.SOURCE, title=title)
        assert claim.engine is None

    def test_a_report_title_keeps_the_repositorys_engine(self, vocab: Vocabulary) -> None:
        """A bug report about the method measures it in the repository's engine."""
        title = "Speculative decoding is slower than expected"
        (claim,) = extract_claims(self.TEXT, vocab, source=self.SOURCE, title=title)
        assert claim.engine == "ollama"
