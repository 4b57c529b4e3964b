"""Engine `vendor` for a chip company's figure on a page about API providers (reading rules
§3; LABELLING, eighteenth pass, class 3): revision 26's vendor pass."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary, title: str | None = None) -> list[tuple[float, str | None]]:
    return sorted((c.value, c.engine) for c in extract_claims(text, vocab, title=title))


class TestProviderPages:
    """A chip company alone is hardware, unless the page is about API providers."""

    def test_title_about_api_providers(self, vocab: Vocabulary) -> None:
        text = "Then came Groq with its LPU, and suddenly we saw 640 tokens per second.\n"
        title = "The fastest LLM API providers of the year"
        assert _read(text, vocab, title) == [(640, "vendor")]

    def test_title_about_inference_providers_cerebras(self, vocab: Vocabulary) -> None:
        text = "Cerebras answered at 1,450 tokens/s on Llama 3.1 70B.\n"
        title = "Comparing inference providers for open models"
        assert _read(text, vocab, title) == [(1450, "vendor")]

    def test_portuguese_title(self, vocab: Vocabulary) -> None:
        text = "Com a SambaNova chegamos a 410 tokens por segundo no Llama 3.1 405B.\n"
        title = "Os provedores de LLM API mais rápidos"
        assert _read(text, vocab, title) == [(410, "vendor")]

    def test_api_key_in_a_service_page(self, vocab: Vocabulary) -> None:
        text = (
            "Authentication\n\nHeader: Authorization: Bearer $GROQ_API_KEY\n\n"
            "Models\n\nqwen3-32b runs at ~430 tokens/sec on Groq.\n"
        )
        assert _read(text, vocab) == [(430, "vendor")]

    def test_chip_press_without_providers_stays_hardware(self, vocab: Vocabulary) -> None:
        text = "Cerebras says its wafer-scale chip runs Llama 3.1 8B at 1,800 tokens/s.\n"
        assert _read(text, vocab, "Cerebras unveils a faster chip") == [(1800, None)]

    def test_gpu_figure_on_a_providers_page_takes_no_engine(self, vocab: Vocabulary) -> None:
        text = "On my own RTX 4090 with llama.cpp the same model runs at 95 tokens/s.\n"
        title = "The fastest LLM API providers of the year"
        assert _read(text, vocab, title) == [(95, "llama.cpp")]

    def test_cloud_providers_in_the_body_is_no_provider_page(self, vocab: Vocabulary) -> None:
        text = (
            "Groq runs Mixtral at 480 tokens/s, well ahead of GPUs rented from cloud providers.\n"
        )
        assert _read(text, vocab) == [(480, None)]


class TestOwnStacks:
    """A figure the writer's company credits to the stack it built itself is `vendor`."""

    def test_we_built_an_inference_engine(self, vocab: Vocabulary) -> None:
        text = "We built an inference engine at Acme that streams 4,200 tokens per second.\n"
        assert _read(text, vocab) == [(4200, "vendor")]

    def test_result_after_we_built_the_image(self, vocab: Vocabulary) -> None:
        text = (
            "To fix this, we developed the Acme Serving Stack, a ready-made image for our "
            "droplets. The result: 1,650 tokens/second on Llama 3.3 70B.\n"
        )
        assert _read(text, vocab) == [(1650, "vendor")]

    def test_from_our_infrastructure(self, vocab: Vocabulary) -> None:
        text = "Acme delivers 512 tokens per second on gpt-oss-120b from our EU infrastructure.\n"
        assert _read(text, vocab) == [(512, "vendor")]

    def test_yardstick_beside_the_own_stack_takes_none(self, vocab: Vocabulary) -> None:
        text = (
            "We built an inference engine that reaches 3,000 tokens/s, where typical "
            "providers sit around 90 tokens/s.\n"
        )
        assert _read(text, vocab) == [(90, None), (3000, "vendor")]

    def test_we_built_a_rig_is_no_stack(self, vocab: Vocabulary) -> None:
        text = "We built a rig with two used cards and it gets 31 tokens/s on a 70B model.\n"
        assert _read(text, vocab) == [(31, None)]

    def test_a_named_engine_stays(self, vocab: Vocabulary) -> None:
        text = "On our own inference platform, vLLM reaches 880 tokens/s on one H100.\n"
        assert _read(text, vocab) == [(880, "vllm")]

    def test_other_paragraph_is_out_of_reach(self, vocab: Vocabulary) -> None:
        text = (
            "We built an inference engine for our customers last year.\n\n"
            "Separately, a reader wrote in: my laptop gets 12 tokens/s on an 8B model.\n"
        )
        assert _read(text, vocab) == [(12, None)]


class TestOwnServicePages:
    """A page whose company names the service it runs itself: its bare figures ran there."""

    def test_chinese_own_api_service(self, vocab: Vocabulary) -> None:
        text = (
            "新版模型今天上线，我们的模型 API 服务已同步更新。\n\n"
            "## 速度\n\n新版本的生成速度从 25 TPS 提高至 75 TPS。\n"
        )
        assert _read(text, vocab) == [(25, "vendor"), (75, "vendor")]

    def test_its_online_system(self, vocab: Vocabulary) -> None:
        text = (
            "该公司公布了其线上系统的统计数据。\n\n"
            "平均每台 H800 的吞吐量：decode 输出约 12.5k tokens/s。\n"
        )
        assert [e for _, e in _read(text, vocab)] == ["vendor"]

    def test_english_our_online_service(self, vocab: Vocabulary) -> None:
        text = (
            "Today we upgraded our online service to the new model.\n\n"
            "Users now see 48 tokens/s, up from 30 tokens/s.\n"
        )
        assert _read(text, vocab) == [(30, "vendor"), (48, "vendor")]

    def test_a_named_engine_stays(self, vocab: Vocabulary) -> None:
        text = "我们的推理服务基于 vLLM 部署，在 H20 上单路输出 35 tokens/s。\n"
        assert _read(text, vocab) == [(35, "vllm")]

    def test_a_service_far_down_the_page_is_out_of_reach(self, vocab: Vocabulary) -> None:
        filler = "这是一段与性能无关的介绍文字。" * 300
        text = (
            f"在 RTX 4090 上本地运行可达 40 tokens/s。\n\n{filler}\n\n我们的 API 服务也已上线。\n"
        )
        assert _read(text, vocab) == [(40, None)]

    def test_no_service_named(self, vocab: Vocabulary) -> None:
        text = "新版模型今天发布。\n\n在 RTX 4090 上生成速度约 40 tokens/s。\n"
        assert _read(text, vocab) == [(40, None)]


class TestMethodCode:
    """A decoding method's official or reference code is its authors', not a vendor's."""

    def test_method_official_repo_row(self, vocab: Vocabulary) -> None:
        text = (
            "| Task | Framework | Speedup |\n|---|---|---|\n"
            "| Chat | SGLang + EAGLE-3 | ~1.8x |\n"
            "| Chat | Medusa (official repo) | ~2.6x |\n"
        )
        assert _read(text, vocab) == [(1.8, "sglang"), (2.6, None)]

    def test_reference_implementation_after_a_method_link(self, vocab: Vocabulary) -> None:
        text = (
            "Claims 1.5~2x decoding speedup with lookahead decoding.\n"
            "Reference implementation: https://github.com/someone/some-repo\n"
        )
        assert [e for _, e in _read(text, vocab)] == [None]

    def test_model_makers_official_code_stays_vendor(self, vocab: Vocabulary) -> None:
        text = "With the official implementation the 7B model decodes at 42 tokens/s.\n"
        assert _read(text, vocab) == [(42, "vendor")]

    def test_method_far_away_leaves_vendor(self, vocab: Vocabulary) -> None:
        filler = "Some unrelated notes on setup and licensing follow here. " * 6
        text = (
            f"We first tried EAGLE in another project.\n\n{filler}\n\n"
            "The official code runs the 7B model at 42 tokens/s.\n"
        )
        assert _read(text, vocab) == [(42, "vendor")]
