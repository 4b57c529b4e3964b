"""Prompt-phase lines of pasted timings, and an app named with the runtime it runs on.

Reading rules §4: a prefill (prompt-processing) figure is never a decode figure, whatever
program printed it. Reading rules §3 and docs/READING_RULES.md: an app that names the
runtime it runs ("LM Studio using llama.cpp") is the engine its figures were measured with,
as LM Studio running its MLX engine is LM Studio. Sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


class TestPromptPhaseLines:
    """A timing line's prompt phase is prefill; its generation phase is decode."""

    def test_a_process_label_is_prompt_processing(self, vocab: Vocabulary) -> None:
        """'Process: ... T/s' then 'Generate: ... T/s' on one line: prefill, then decode."""
        text = (
            "```\nCtxLimit:700/8192, Amt:200/200, Init:0.02s, Process:0.80s "
            "(1.3ms/T = 750.00T/s), Generate:8.00s (40.0ms/T = 25.00T/s), Total:8.80s\n```"
        )
        got = _metrics(text, vocab)
        assert got[750.0] == "prefill_tok_s"
        assert got[25.0] == "decode_tok_s"
        assert got[40.0] == "tpot"  # the generation phase's time per token
        assert 1.3 not in got  # the prompt phase's time per token is not labelled
        assert got[8.8] == "e2e_latency"

    def test_the_labels_in_prose(self, vocab: Vocabulary) -> None:
        """The same labels written in a sentence keep their phases."""
        got = _metrics("Process: 1.1s (610 T/s), Generate: 3s (31 T/s) on a P40.", vocab)
        assert got == {610.0: "prefill_tok_s", 31.0: "decode_tok_s"}

    @pytest.mark.parametrize(
        ("text", "prefill", "other"),
        [
            (
                "llama_print_timings: prompt eval time = 90.00 ms / 40 tokens "
                "( 2.25 ms per token, 444.44 tokens per second)\n"
                "llama_print_timings:        eval time = 900.00 ms / 30 runs "
                "( 30.00 ms per token, 33.33 tokens per second)",
                444.44,
                (33.33, "decode_tok_s"),
            ),
            (
                "prompt eval rate:     640.10 tokens/s\neval rate:            27.90 tokens/s",
                640.1,
                (27.9, "decode_tok_s"),
            ),
            (
                "INFO 03-02 Avg prompt throughput: 812.5 tokens/s, Avg generation throughput: "
                "61.2 tokens/s, Running: 2 reqs",
                812.5,
                (61.2, "output_tok_s"),
            ),
        ],
    )
    def test_other_engines_prompt_lines_stay_prefill(
        self, vocab: Vocabulary, text: str, prefill: float, other: tuple[float, str]
    ) -> None:
        """llama.cpp's 'prompt eval', Ollama's 'prompt eval rate', vLLM's 'Avg prompt
        throughput' are prefill; the generation figure beside each keeps its metric."""
        got = _metrics(text, vocab)
        assert got[prefill] == "prefill_tok_s"
        assert got[other[0]] == other[1]

    @pytest.mark.parametrize(
        "text",
        [
            "The whole process took a while; decoding ran at 42 tok/s on an RTX 3060.",
            "Generate: 19 T/s on a P40, after the load process finished.",
            "We process long documents and the model decodes 42 tok/s on an RTX 3060.",
        ],
    )
    def test_a_process_word_that_labels_nothing_is_no_prompt_phase(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """'process' that is no 'Process:' label before the figure leaves it decode."""
        assert set(_metrics(text, vocab).values()) == {"decode_tok_s"}


class TestAppNamingItsRuntime:
    """An app and the runtime it names are the app's run (LM Studio running MLX is
    lm-studio): the app is the engine the figure takes."""

    @pytest.mark.parametrize(
        ("text", "engine"),
        [
            ("LM Studio using llama.cpp decodes 38 tok/s on an RTX 4060.", "lm-studio"),
            ("LM Studio 0.3.5, running llama.cpp, decodes 38 tok/s on an RTX 4060.", "lm-studio"),
            ("In LM Studio's llama.cpp runtime I see 38 tok/s on an M2 Pro.", "lm-studio"),
            ("llama.cpp inside LM Studio decodes 38 tok/s on an M2 Pro.", "lm-studio"),
            ("Ollama using llama.cpp decodes 38 tok/s on an RTX 4060.", "ollama"),
            ("KoboldCpp with its llama.cpp core decodes 38 tok/s on an RTX 4060.", "koboldcpp"),
            # the app's foundation named as what it is built on
            ("Ollama, which is llama.cpp-based, decodes 38 tok/s on an RTX 4060.", "ollama"),
            ("LM Studio, based on llama.cpp, decodes 38 tok/s on an RTX 4060.", "lm-studio"),
        ],
    )
    def test_the_app_is_the_engine(self, vocab: Vocabulary, text: str, engine: str) -> None:
        """The figure was measured in the app."""
        assert set(_engines(text, vocab).values()) == {engine}

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            # two engines, each with its own figure: two runs
            (
                "llama.cpp decodes 38 tok/s on an RTX 4060, while LM Studio decodes 31 tok/s.",
                {38.0: "llama.cpp", 31.0: "lm-studio"},
            ),
            # a move from the app to the runtime: the figure is the runtime's own
            (
                "I switched from LM Studio to llama.cpp using the same GGUF and got 38 tok/s "
                "on an RTX 4060.",
                {38.0: "llama.cpp"},
            ),
            # "using" after an engine that is no app over llama.cpp names no backend
            ("vLLM using FP8 weights decodes 38 tok/s on an H100.", {38.0: "vllm"}),
        ],
    )
    def test_the_runtime_alone_keeps_its_name(
        self, vocab: Vocabulary, text: str, want: dict[float, str]
    ) -> None:
        """Not an app naming its runtime: each engine keeps its own name."""
        assert _engines(text, vocab) == want


class TestFrontEndByFormat:
    """A front end whose engine the model's format fixes (TabbyAPI serves EXL2 models on
    ExLlamaV2, EXL3 models on ExLlamaV3) names that engine with the format; a file format
    alone is not an engine (reading rules §3)."""

    @pytest.mark.parametrize(
        ("text", "title", "engine"),
        [
            (
                "TabbyAPI with a 5.0bpw EXL2 quant decodes 52 tok/s on an RTX 3090.",
                None,
                "exllamav2",
            ),
            (
                "Through TabbyAPI, the EXL3 model decodes 52 tok/s on an RTX 4090.",
                None,
                "exllamav3",
            ),
            ("I loaded Mistral-7B-exl2 in TabbyAPI: 52 tok/s on an RTX 3090.", None, "exllamav2"),
            ("TabbyAPI + ExLlamaV3 decodes 52 tok/s on an RTX 4090.", None, "exllamav3"),
            # the format in the title, the front end in the body
            (
                "Served by TabbyAPI it decodes 52 tok/s on an RTX 4090.",
                "Phi-4 EXL3 4.0bpw",
                "exllamav3",
            ),
        ],
    )
    def test_the_format_fixes_the_engine(
        self, vocab: Vocabulary, text: str, title: str | None, engine: str
    ) -> None:
        """The front end ran the model on the engine its format needs."""
        assert {c.engine for c in extract_claims(text, vocab, title=title)} == {engine}

    @pytest.mark.parametrize(
        "text",
        [
            # a format named alone is no engine
            "The 4.0bpw EXL2 quant decodes 52 tok/s on an RTX 3090.",
            "An EXL3 model decodes 52 tok/s on an RTX 4090.",
            # the front end with no format, or with both, names neither engine
            "TabbyAPI decodes 52 tok/s on an RTX 3090.",
            "TabbyAPI serves EXL2 and EXL3 models and decodes 52 tok/s on an RTX 3090.",
            # TabbyML's Tabby is another project; the format beside it fixes nothing
            "Tabby with an EXL2 quant decodes 52 tok/s on an RTX 3090.",
            # the format in another paragraph is not the front end's
            "I converted the model to EXL2 last week.\n\nTabbyAPI decodes 52 tok/s on an RTX 3090.",
        ],
    )
    def test_no_format_beside_the_front_end_names_no_engine(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """No engine is read from a format alone nor from the front end alone."""
        assert {c.engine for c in extract_claims(text, vocab)} == {None}

    def test_the_other_engine_in_the_sentence_keeps_its_figure(self, vocab: Vocabulary) -> None:
        """Each run keeps its own engine: the front end's format does not reach llama.cpp."""
        text = (
            "TabbyAPI with an EXL2 quant: 52 tok/s; llama.cpp with Q4_K_M: 41 tok/s, "
            "both on an RTX 3090."
        )
        assert _engines(text, vocab) == {52.0: "exllamav2", 41.0: "llama.cpp"}

    def test_a_format_must_name_a_listed_engine(self) -> None:
        """The vocabulary refuses a format that fixes an engine it does not list."""
        with pytest.raises(ValueError, match="names no listed engine"):
            Vocabulary.model_validate(
                {"engines": {"front": {"aliases": ["Front"], "formats": {"XQ": "nowhere"}}}}
            )
