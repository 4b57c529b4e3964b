"""A code block of "key:<gap>value" lines is a list of keys, not a table under a header.

ollama's --verbose tail ("eval count: 412 token(s)" over "eval duration: 4.95s" over "eval rate:
83.23 tokens/s") was made a two-column table whose header was the first pair, so the eval
duration read as the run's time. The decisions leave prompt/eval durations unlabelled and read
"eval rate" as decode. Must-fire and must-not-fire made-up blocks.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(f"```\n{text}\n```\n", vocab)}


class TestKeyValueLinesInACodeBlock:
    def test_ollamas_tail_gives_only_its_rate(self, vocab: Vocabulary) -> None:
        text = (
            "eval count:           412 token(s)\n"
            "eval duration:        4.95s\n"
            "eval rate:            83.23 tokens/s"
        )
        assert _read(text, vocab) == {83.23: "decode_tok_s"}

    def test_the_whole_block_keeps_total_and_prompt_rate(self, vocab: Vocabulary) -> None:
        text = (
            "total duration:       5.123s\n"
            "prompt eval rate:     631.07 tokens/s\n"
            "eval duration:        4.95s\n"
            "eval rate:            83.23 tokens/s"
        )
        assert _read(text, vocab) == {
            5.123: "e2e_latency",
            631.07: "prefill_tok_s",
            83.23: "decode_tok_s",
        }

    def test_an_aligned_table_with_a_header_stays_a_table(self, vocab: Vocabulary) -> None:
        """Must not fire: a header of column names (no colon) is a table's."""
        text = "engine        decode tok/s\nvLLM          141\nSGLang        152"
        assert _read(text, vocab) == {141: "decode_tok_s", 152: "decode_tok_s"}


class TestASetupLineAfterTheOutput:
    """Tenth pass: a setup line after the figures ("Setup: Ollama 0.5.1, RTX 4090.") is their
    context; a version's dots end no sentence."""

    def _hardware(self, after: str, vocab: Vocabulary) -> set[str | None]:
        block = "```\nprompt eval rate:  631.07 tokens/s\neval rate:         83.23 tokens/s\n```\n"
        return {c.hardware for c in extract_claims(block + "\n" + after + "\n", vocab)}

    def test_a_setup_key_with_a_version(self, vocab: Vocabulary) -> None:
        assert self._hardware("Setup: Ollama 0.5.1, RTX 4090, Q4_K_M.", vocab) == {"RTX 4090"}

    def test_an_environment_key(self, vocab: Vocabulary) -> None:
        assert self._hardware("Environment: RTX 4090", vocab) == {"RTX 4090"}

    def test_a_sentence_naming_a_card_is_no_setup_line(self, vocab: Vocabulary) -> None:
        """Must not fire: "System:" opening a prompt, with a card in a later sentence."""
        assert self._hardware("System: a helpful assistant. RTX 4090 is great.", vocab) == {None}


class TestAKeyedSetupLineNamesEngineAndPrecision:
    """A keyed setup line after the output names its engine and quant, as it names its card."""

    BLOCK = "```\nOutput token throughput (tok/s):   850.12\nMean TTFT (ms):   88.21\n```\n\n"

    def _read(self, after: str, vocab: Vocabulary) -> set[tuple[str | None, str | None]]:
        return {(c.engine, c.precision) for c in extract_claims(self.BLOCK + after, vocab)}

    def test_engine_and_precision_in_a_hardware_line(self, vocab: Vocabulary) -> None:
        assert self._read("Hardware: 1x H100, vLLM 0.6.3, FP8.\n", vocab) == {("vllm", "FP8")}

    def test_a_setup_line(self, vocab: Vocabulary) -> None:
        assert self._read("Setup: SGLang 0.4.1, AWQ\n", vocab) == {("sglang", "INT4")}

    def test_a_closing_sentence_is_no_setup_line(self, vocab: Vocabulary) -> None:
        """Must not fire: a later plan names no engine of the runs above."""
        assert self._read("Next we will try vLLM with FP8.\n", vocab) == {(None, None)}
