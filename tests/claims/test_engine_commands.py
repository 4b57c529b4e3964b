"""Engines named by their commands, module paths, images, imports and printed lines.

Reading rules §1 and §3: a figure's engine is the one its row, item or sentence names, and
the vocabulary maps every spelling of an engine to its canonical name. Real text names an
engine by the command that started it or the lines it printed as often as by its name.
Sentences are written for these tests (none from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary, source: str | None = None) -> set[str | None]:
    claims = extract_claims(text, vocab, source=source)
    assert claims, text
    return {c.engine for c in claims}


def _fenced(command: str, after: str) -> str:
    return f"```\n{command}\n```\n{after}"


class TestCommandsAndModules:
    """A server or benchmark command, or a module run with ``python -m``, names its engine."""

    @pytest.mark.parametrize(
        ("command", "engine"),
        [
            ("./llama-server -m qwen3-8b-q4_k_m.gguf -ngl 99", "llama.cpp"),
            ("./llama-cli -m qwen3-8b-q4_k_m.gguf -p hello", "llama.cpp"),
            ("python -m sglang.launch_server --model-path Qwen/Qwen3-8B", "sglang"),
            ("vllm serve Qwen/Qwen3-8B --max-num-seqs 1", "vllm"),
            ("python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-8B", "vllm"),
            ("trtllm-serve meta-llama/Llama-3.1-8B --backend pytorch", "tensorrt-llm"),
            ("trtllm-bench --model meta-llama/Llama-3.1-8B latency", "tensorrt-llm"),
            ("lmdeploy serve api_server internlm/internlm2_5-7b-chat", "lmdeploy"),
            ("text-generation-launcher --model-id mistralai/Mistral-7B-v0.3", "tgi"),
            ("text-generation-benchmark --tokenizer-name mistralai/Mistral-7B-v0.3", "tgi"),
            ("mlx_lm.generate --model mlx-community/Qwen3-8B-4bit --prompt hi", "mlx-lm"),
            ("ollama run qwen3:8b --verbose", "ollama"),
        ],
    )
    def test_the_command_above_a_figure_names_its_engine(
        self, vocab: Vocabulary, command: str, engine: str
    ) -> None:
        """The command that produced the run names the engine of the figure under it."""
        text = _fenced(command, "A single stream decoded at 64 tok/s on one RTX 4090.")
        assert _engines(text, vocab) == {engine}

    def test_a_benchmark_clients_backend_flag_names_the_server(self, vocab: Vocabulary) -> None:
        """``sglang.bench_serving --backend sglang``: the flag names the server measured."""
        text = _fenced(
            "python3 -m sglang.bench_serving --backend sglang --num-prompts 200\n"
            "Output token throughput (tok/s): 3120.4",
            "",
        )
        assert _engines(text, vocab) == {"sglang"}


class TestImagesAndImports:
    """A container image or a Python import names the engine it ships."""

    @pytest.mark.parametrize(
        ("command", "engine"),
        [
            ("docker run --gpus all vllm/vllm-openai:v0.9.1 --model Qwen/Qwen3-8B", "vllm"),
            ("docker run --gpus all lmsysorg/sglang:latest", "sglang"),
            (
                "docker run --gpus all ghcr.io/huggingface/text-generation-inference:3.0 "
                "--model-id Qwen/Qwen3-8B",
                "tgi",
            ),
            ("docker run --gpus all openmmlab/lmdeploy:latest", "lmdeploy"),
            # Triton's TensorRT-LLM build is named by its image tag
            (
                "docker run --gpus all nvcr.io/nvidia/tritonserver:25.01-trtllm-python-py3",
                "tensorrt-llm",
            ),
            ("docker run --gpus all nvcr.io/nvidia/tensorrt-llm/release:0.21.0", "tensorrt-llm"),
        ],
    )
    def test_an_image_names_its_engine(self, vocab: Vocabulary, command: str, engine: str) -> None:
        """The image the server ran in names the engine."""
        text = _fenced(command, "One request at a time it streamed 71 tok/s on an L40S.")
        assert _engines(text, vocab) == {engine}

    @pytest.mark.parametrize(
        ("code", "engine"),
        [
            ("from vllm import LLM, SamplingParams", "vllm"),
            ("import sglang as sgl", "sglang"),
            ("from tensorrt_llm import LLM", "tensorrt-llm"),
            ("from lmdeploy import pipeline", "lmdeploy"),
            ("from mlx_lm import load, generate", "mlx-lm"),
        ],
    )
    def test_an_import_names_its_engine(self, vocab: Vocabulary, code: str, engine: str) -> None:
        """The script imports the engine that generated its text."""
        text = f"```python\n{code}\n```\nThe script generated 58 tok/s on one A100."
        assert _engines(text, vocab) == {engine}


class TestPrintedLines:
    """Lines only one engine's tools print name that engine in pasted output."""

    @pytest.mark.parametrize(
        ("output", "engine"),
        [
            (
                "llama_print_timings:        eval time =  3100.00 ms /   124 runs   "
                "(   25.00 ms per token,    40.00 tokens per second)",
                "llama.cpp",
            ),
            (
                "INFO 06-02 10:00:00 [loggers.py:116] Engine 000: Avg prompt throughput: "
                "0.0 tokens/s, Avg generation throughput: 57.9 tokens/s, Running: 1 reqs",
                "vllm",
            ),
            (
                "[2025-06-02 10:00:00] Decode batch. #running-req: 1, #token: 300, "
                "token usage: 0.01, gen throughput (token/s): 88.40, #queue-req: 0",
                "sglang",
            ),
            (
                "prompt eval rate:     410.50 tokens/s\neval rate:            33.30 tokens/s",
                "ollama",
            ),
        ],
    )
    def test_a_printed_line_names_its_engine(
        self, vocab: Vocabulary, output: str, engine: str
    ) -> None:
        """Pasted output with no name in it still says which engine printed it."""
        assert _engines(f"```\n{output}\n```", vocab) == {engine}

    def test_another_engines_repository_keeps_its_engine(self, vocab: Vocabulary) -> None:
        """KTransformers prints the statistics Ollama prints: in its repository's issue the
        repository says which ran, and its figures name no listed engine."""
        text = "```\nprompt eval rate:     12.40 tokens/s\neval rate:            6.20 tokens/s\n```"
        assert _engines(text, vocab, source="kvcache-ai/ktransformers#1") == {None}

    def test_a_printed_line_outside_any_engines_repository_still_names_it(
        self, vocab: Vocabulary
    ) -> None:
        """A project built on llama.cpp but outside the vocabulary: its pasted timings are
        llama.cpp's."""
        text = (
            "```\nllama_print_timings:        eval time =  3100.00 ms /   124 runs   "
            "(   25.00 ms per token,    40.00 tokens per second)\n```"
        )
        assert _engines(text, vocab, source="someone/chat-frontend#7") == {"llama.cpp"}

    @pytest.mark.parametrize(
        "text",
        [
            # the statistic's name in prose, without the printed colon, names no tool
            "Its eval rate was 33 tok/s on an RTX 3090.",
            "The avg generation throughput of our engine is 57 tok/s on an L4.",
        ],
    )
    def test_a_statistics_name_in_prose_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """Only the printed line identifies the tool."""
        assert _engines(text, vocab) == {None}


class TestSpellings:
    """Misspellings and baselines."""

    def test_a_common_misspelling_is_the_engine(self, vocab: Vocabulary) -> None:
        """'llama.ccp' is llama.cpp mistyped."""
        assert _engines("With llama.ccp I get 44 tok/s on an RTX 3090.", vocab) == {"llama.cpp"}

    def test_a_command_named_as_the_baseline_is_not_the_subjects_engine(
        self, vocab: Vocabulary
    ) -> None:
        """'faster than `vllm serve`': the command names the baseline, not our server."""
        got = extract_claims(
            "Our server decodes at 150 tok/s on an H100, 1.4x faster than `vllm serve`.", vocab
        )
        assert [c.engine for c in got] == [None, None]


class TestBindings:
    """A binding that calls llama.cpp from another language is a project of its own
    (LABELLING: llama.cpp bindings leave the engine null), and takes none from context."""

    @pytest.mark.parametrize(
        "text",
        [
            "Through llama-cpp-python the 8B model gives 48 tok/s on an RTX 3090.",
            "The llama-cpp-rs crate reaches 40 tok/s on an M1 Max.",
            "With node-llama-cpp I measured 35 tok/s on an M2 Pro.",
        ],
    )
    def test_a_binding_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """The binding is named for the figure: no listed engine."""
        assert _engines(text, vocab) == {None}

    def test_a_bindings_repository_implies_no_engine(self, vocab: Vocabulary) -> None:
        """An issue of the binding's repository: its own runs are the binding's."""
        text = "After the update my script decodes at 52 tok/s on an RTX 4090."
        assert _engines(text, vocab, source="abetlen/llama-cpp-python#12") == {None}

    @pytest.mark.parametrize(
        "text",
        [
            # llama.cpp itself, named in a binding's thread, is still llama.cpp
            "Plain llama.cpp gives 61 tok/s on the same M1 Max.",
            "llama-cpp built from master gives 61 tok/s on an M1 Max.",
        ],
    )
    def test_llama_cpp_itself_is_still_llama_cpp(self, vocab: Vocabulary, text: str) -> None:
        """Only the binding's own names are the binding."""
        assert _engines(text, vocab, source="utilityai/llama-cpp-rs#3") == {"llama.cpp"}


class TestForks:
    """A fork of an engine is a project of its own (LABELLING: forks leave the engine null)."""

    @pytest.mark.parametrize(
        "text",
        [
            "Using my fork of llama.cpp I get 40 tok/s on an RTX 3090.",
            "A custom fork of Ollama runs it at 40 tok/s on an RTX 3090.",
            "This engine is forked from vLLM and decodes at 130 tok/s on one H100.",
            "A KoboldCpp fork with new kernels gives 22 tok/s on a P40.",
        ],
    )
    def test_a_fork_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """The figure ran on the fork, which the rules do not list."""
        assert _engines(text, vocab) == {None}

    def test_a_fork_takes_no_engine_from_the_repository(self, vocab: Vocabulary) -> None:
        """In an issue of llama.cpp, a run on someone's fork is still the fork's."""
        text = "On the gfx906 fork of llama.cpp the model decodes at 31 tok/s on an MI50."
        assert _engines(text, vocab, source="ggml-org/llama.cpp#100") == {None}

    @pytest.mark.parametrize(
        ("text", "engine"),
        [
            # a fork of something else in the sentence is no fork of the engine
            (
                "I forked the benchmark script; llama.cpp decodes at 45 tok/s on an RTX 4070.",
                "llama.cpp",
            ),
            # a platform port's repository name is no fork named
            ("HabanaAI's vllm-fork serves 95 tok/s per user on a Gaudi 2.", "vllm"),
            # a branch of the engine is the engine
            ("A llama.cpp branch with the new kernel gives 58 tok/s on an RTX 4070.", "llama.cpp"),
        ],
    )
    def test_what_is_not_a_fork_keeps_its_engine(
        self, vocab: Vocabulary, text: str, engine: str
    ) -> None:
        """Only "fork of X", "forked from X" and "X fork" name a fork."""
        assert _engines(text, vocab) == {engine}


class TestMoreSpellings:
    """Hosted providers and a port's package name (reading rules §3: `vendor` for a hosted
    API; vLLM's platform ports are vLLM)."""

    @pytest.mark.parametrize(
        "text",
        [
            "Baseten serves the 70B model at 120 tok/s.",
            "On Together.ai the 70B model streams at 120 tok/s.",
            "Novita AI returns 95 tok/s for the 32B model.",
            "SiliconFlow returns 95 tok/s for the 32B model.",
            "硅基流动的接口每秒输出 95 个 token。",
            "The Kimi API streams about 45 tok/s.",
        ],
    )
    def test_a_hosted_provider_is_vendor(self, vocab: Vocabulary, text: str) -> None:
        """A provider's API measured by the writer is the provider's own engine."""
        assert _engines(text, vocab) == {"vendor"}

    @pytest.mark.parametrize(
        "text",
        [
            # a sentence opening "Together," names no provider
            "Together, the two patches give 45 tok/s on an RTX 4090.",
            # a server speaking a provider's interface is not the provider
            "Our OpenAI-compatible server streams 45 tok/s on an RTX 4090.",
        ],
    )
    def test_words_that_are_not_providers(self, vocab: Vocabulary, text: str) -> None:
        """Neither names a hosted service."""
        assert _engines(text, vocab) == {None}

    def test_the_ascend_ports_package_is_vllm(self, vocab: Vocabulary) -> None:
        """`vllm_ascend` is vLLM on Ascend (LABELLING: vllm-ascend is vllm)."""
        text = "With vllm_ascend the model decodes at 35 tok/s on an Atlas 800I A2."
        assert _engines(text, vocab) == {"vllm"}


class TestBracketedBackends:
    """An app's backend in brackets after it runs inside the app (LABELLING: LM Studio
    running its MLX engine is lm-studio)."""

    @pytest.mark.parametrize(
        ("text", "engine"),
        [
            ("LM Studio (MLX) gives 61 tok/s on an M3 Max.", "lm-studio"),
            ("LM Studio 0.3.9 (llama.cpp) gives 44 tok/s on an RTX 4070.", "lm-studio"),
            ("Ollama [llama.cpp] gives 44 tok/s on an RTX 4070.", "ollama"),
        ],
    )
    def test_a_bracketed_backend_is_the_apps(
        self, vocab: Vocabulary, text: str, engine: str
    ) -> None:
        """The figure was measured in the app."""
        assert _engines(text, vocab) == {engine}

    @pytest.mark.parametrize(
        ("text", "engines"),
        [
            # each engine with its own figure in brackets: two runs, each its own engine
            (
                "Ollama (44 tok/s) trails llama.cpp (52 tok/s) on an RTX 4070.",
                ["ollama", "llama.cpp"],
            ),
            # an engine that is no app's backend keeps its name in brackets
            ("MLX (mlx-lm) gives 61 tok/s on an M3 Max.", ["mlx-lm"]),
        ],
    )
    def test_brackets_that_gloss_no_backend(
        self, vocab: Vocabulary, text: str, engines: list[str]
    ) -> None:
        """Only a backend the app runs on, bracketed right after the app, is dropped."""
        assert [c.engine for c in extract_claims(text, vocab)] == engines


class TestNotTheFiguresEngine:
    """An engine named in related work, or as what the writer's own engine is unlike, is not
    the engine of the writer's figure (reading rules §1, §2; LABELLING: a project's own engine
    leaves the engine null)."""

    @pytest.mark.parametrize(
        "text",
        [
            # related work in the sentence before: the figure is the writer's own engine's
            "vLLM (Kwon et al., 2023) introduced paged attention. "
            "Our engine reaches 150 tok/s on an H100.",
            "SGLang popularised RadixAttention. Our own inference engine decodes 150 tok/s on "
            "an H100.",
            # a command quoted as what the writer's engine is set against
            "Unlike `vllm serve`, which we used last year, our engine reaches 150 tok/s on an "
            "H100.",
            "Our server decodes at 150 tok/s on an H100, 1.4x faster than `vllm serve`.",
        ],
    )
    def test_the_writers_own_engine_names_none(self, vocab: Vocabulary, text: str) -> None:
        """None of the figures is the named engine's."""
        assert _engines(text, vocab) == {None}

    @pytest.mark.parametrize(
        "text",
        [
            # the named engine in the figure's own sentence is its engine
            "Our benchmark shows vLLM at 150 tok/s on an H100.",
            # "on my system" is the writer's machine, not an engine of their own
            "I installed vLLM last week. On my system it decodes at 150 tok/s on an H100.",
            # "our system prompt" is no system
            "We served the model with vLLM. With our system prompt it decodes 150 tok/s on an "
            "H100.",
        ],
    )
    def test_the_named_engine_stays(self, vocab: Vocabulary, text: str) -> None:
        """The writer ran the named engine."""
        assert _engines(text, vocab) == {"vllm"}


class TestToolsInOtherRepositories:
    """An engine's programs and printed lines name it, except in the repository of an
    unlisted engine that ships the same programs (a fork)."""

    _BENCH = (
        "```\n./llama-bench -m m.gguf\n| model | size | params | backend | ngl | test | t/s |\n"
        "| --- | --- | --- | --- | --- | --- | --- |\n"
        "| llama 8B Q4_K - Medium | 4.58 GiB | 8.03 B | CUDA | 99 | tg128 | 88.52 ± 0.31 |\n```"
    )

    def test_a_forks_repository_keeps_its_own_programs(self, vocab: Vocabulary) -> None:
        """``llama-bench`` in an issue of ik_llama.cpp is the fork's own build."""
        assert _engines(self._BENCH, vocab, source="ikawrakow/ik_llama.cpp#10") == {None}

    def test_the_program_elsewhere_is_llama_cpp(self, vocab: Vocabulary) -> None:
        """The same output in a listed engine's repository, or with no source, is llama.cpp."""
        assert _engines(self._BENCH, vocab) == {"llama.cpp"}
        assert _engines(self._BENCH, vocab, source="ollama/ollama#10") == {"llama.cpp"}

    def test_a_listed_engines_log_in_another_listed_engines_issue_keeps_its_engine(
        self, vocab: Vocabulary
    ) -> None:
        """vLLM's log line pasted in an SGLang issue is vLLM's run (reading rules §1: an
        SGLang issue quoting vLLM's numbers gives vLLM)."""
        text = (
            "```\nINFO 06-02 10:00:00 metrics.py:341] Avg prompt throughput: 0.0 tokens/s, "
            "Avg generation throughput: 57.9 tokens/s, Running: 1 reqs\n```"
        )
        assert _engines(text, vocab, source="sgl-project/sglang#10") == {"vllm"}

    def test_the_fork_spelled_with_a_hyphen_is_the_fork(self, vocab: Vocabulary) -> None:
        """'ik-llama.cpp' is ik_llama.cpp, not llama.cpp."""
        assert _engines("ik-llama.cpp gives 31 t/s on an RTX 3090.", vocab) == {None}


class TestOwnedPrograms:
    """A program named as another engine's ("ik_llama.cpp's llama-bench") is that engine's
    build of it."""

    def test_a_program_owned_by_a_fork_is_the_forks(self, vocab: Vocabulary) -> None:
        """The fork's llama-bench measured the fork."""
        text = "ik_llama.cpp's llama-bench gives 31 t/s on a Ryzen 9 7950X."
        assert _engines(text, vocab) == {None}

    @pytest.mark.parametrize(
        "text",
        [
            # the engine's own program, named with its possessive
            "llama.cpp's llama-bench gives 31 t/s on an RTX 3090.",
            # a program named after another engine without a possessive: the program's engine
            "Next to Ollama, llama-bench gives 31 t/s on an RTX 3090.",
        ],
    )
    def test_programs_not_owned_by_another_engine(self, vocab: Vocabulary, text: str) -> None:
        """Only "X's <program>" hands the program to X."""
        assert _engines(text, vocab) == {"llama.cpp"}


class TestOursRows:
    """A row labelled "Ours" is the writer's own engine, not the baseline named above it."""

    _TABLE = (
        "Baselines: vLLM 0.6.\n\n| System | tok/s |\n| --- | --- |\n| vLLM | 120 |\n| Ours | 150 |"
    )

    def test_the_ours_row_names_no_engine(self, vocab: Vocabulary) -> None:
        """The baseline's row keeps vLLM; the writer's row takes none."""
        got = [(c.value, c.engine) for c in extract_claims(self._TABLE, vocab)]
        assert got == [(120.0, "vllm"), (150.0, None)]

    def test_in_an_engines_repository_ours_is_that_engine(self, vocab: Vocabulary) -> None:
        """In a PR of vLLM, the PR's own row is vLLM's (the repository implies it)."""
        got = [
            (c.value, c.engine)
            for c in extract_claims(self._TABLE, vocab, source="vllm-project/vllm#1")
        ]
        assert got == [(120.0, "vllm"), (150.0, "vllm")]

    def test_yours_and_a_named_engine_in_the_sentence_are_not_ours(self, vocab: Vocabulary) -> None:
        """'yours' is no 'ours'; an engine in the sentence itself still names the figure."""
        text = "I use vLLM. Yours decodes at 150 tok/s on an H100."
        assert _engines(text, vocab) == {"vllm"}
        assert _engines("Ours runs on vLLM at 150 tok/s on an H100.", vocab) == {"vllm"}


class TestBenchmarkFields:
    """Summary fields only one engine's tools print name it."""

    @pytest.mark.parametrize(
        ("output", "engine"),
        [
            (
                "CtxLimit:1024/4096, Process:0.50s (2.0ms/T = 500.00T/s), "
                "Generate:5.00s (50.0ms/T = 20.00T/s), Total:5.50s",
                "koboldcpp",
            ),
            (
                "[BENCHMARK] model_name llama_7b world_size 1 batch_size 1 "
                "gpu_peak_mem(gb) 14.2 tokens_per_sec 95.3",
                "tensorrt-llm",
            ),
            ('{"generationTokensPerSec": 95.3, "tokensPerSec": 120.1}', "tensorrt-llm"),
        ],
    )
    def test_a_summary_names_its_engine(self, vocab: Vocabulary, output: str, engine: str) -> None:
        """Every figure of the summary takes the engine that printed it."""
        assert _engines(f"```\n{output}\n```", vocab) == {engine}

    def test_the_words_in_prose_name_no_engine(self, vocab: Vocabulary) -> None:
        """ "a ctx limit" is a setting, not koboldcpp's summary."""
        text = "With a ctx limit of 4096 the model decodes 20 tok/s on a P40."
        assert _engines(text, vocab) == {None}


class TestBenchmarkClients:
    """A benchmark client measures whatever server it is pointed at (LABELLING: `vllm bench
    serve` pointed at another server names the client tool, not the engine; run against
    llama-server in a llama.cpp PR it is llama.cpp)."""

    _BENCH = (
        "```\n$ vllm bench serve --base-url http://127.0.0.1:8080 --max-concurrency 1\n"
        "Output token throughput (tok/s):          101.5\n```"
    )

    @pytest.mark.parametrize(
        ("before", "source", "engine"),
        [
            ("I started llama-server on port 8080.\n\n", None, "llama.cpp"),
            ("", "ggml-org/llama.cpp#100", "llama.cpp"),
            ("```\n$ vllm serve Qwen/Qwen3-8B\n```\n\n", None, "vllm"),
            ("", "vllm-project/vllm#100", "vllm"),
            (
                "```\n$ python -m sglang.launch_server --model-path Qwen/Qwen3-8B\n```\n\n",
                None,
                "sglang",
            ),
        ],
    )
    def test_the_server_measured_is_the_engine(
        self, vocab: Vocabulary, before: str, source: str | None, engine: str
    ) -> None:
        """The server the post launched, or the repository's engine, ran the figure."""
        assert _engines(before + self._BENCH, vocab, source=source) == {engine}

    @pytest.mark.parametrize(
        "text",
        [
            "I started my own Burn-based server on port 8080.\n\n" + _BENCH,
            "```\npython3 -m sglang.bench_serving --num-prompts 200\n"
            "Output token throughput (tok/s): 3120.4\n```",
        ],
    )
    def test_a_client_alone_names_no_engine(self, vocab: Vocabulary, text: str) -> None:
        """Nothing says which server answered."""
        assert _engines(text, vocab, source="someone/burn-server#3") == {None}


class TestNamesInsideOtherNames:
    """An engine's letters inside an uploader's name or an interface are not the engine."""

    def test_an_uploaders_name_is_no_engine(self, vocab: Vocabulary) -> None:
        """'lmstudio-community/…' is who uploaded the file, not LM Studio running it."""
        text = "I pulled lmstudio-community/Qwen3-8B-GGUF and got 44 tok/s on an RTX 4070."
        assert _engines(text, vocab) == {None}

    @pytest.mark.parametrize(
        ("text", "engine"),
        [
            # the interface a server speaks is not the service
            ("The OpenAI API of llama-server returns 44 tok/s on an RTX 4070.", "llama.cpp"),
            # a command named in another clause as what works; the run names its own engine
            (
                "The card says `vllm serve` works; I measured 44 tok/s with LM Studio on an "
                "RTX 4070.",
                "lm-studio",
            ),
        ],
    )
    def test_the_server_that_ran_is_the_engine(
        self, vocab: Vocabulary, text: str, engine: str
    ) -> None:
        """The engine the figure's clause names wins."""
        assert _engines(text, vocab) == {engine}
