"""Which rate a tok/s figure is (reading rules §4): the prompt's processing, one stream's
decode, a server's output under load, or input and output together. Each class is one cue
the reader once lacked, pinned by texts of our own, with ones it must leave alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestAColumnNamedByThePrompt:
    """A column named by the prompt or the input alone holds prompt-processing rates: a
    prefill figure is never a decode figure."""

    def test_prompt_and_long_prompt_columns_are_prefill(self, vocab: Vocabulary) -> None:
        for prompt, gen in (("Prompt", "Gen"), ("Long prompt", "Decode")):
            text = (
                f"| Box | {prompt} | {gen} |\n|---|---|---|\n| M3 Ultra | 610 tok/s | 37 tok/s |\n"
            )
            assert _got(text, vocab) == [(610.0, "prefill_tok_s"), (37.0, "decode_tok_s")]

    def test_an_input_column_with_its_unit_is_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "| Box | Input (tok/s) | Output (tok/s) |\n|---|---|---|\n| RTX 5080 | 3,310 | 88 |\n"
        )
        assert _got(text, vocab) == [(3310.0, "prefill_tok_s"), (88.0, "decode_tok_s")]

    def test_a_column_of_a_prompts_rate_is_not_every_column_naming_prompts(
        self, vocab: Vocabulary
    ) -> None:
        text = "| Box | Prompts answered | Speed |\n|---|---|---|\n| RTX 5080 | 12 | 88 tok/s |\n"
        assert _got(text, vocab) == [(88.0, "decode_tok_s")]


class TestALoadInBrackets:
    """A load written in brackets in a column header or beside a rate ("Throughput (40 req)",
    "(48 users)") is the load the rate was measured under: the server's output at it."""

    def test_a_header_load_in_brackets(self, vocab: Vocabulary) -> None:
        text = (
            "| Engine | Throughput (40 req) | TTFT p50 (8 req) |\n|---|---|---|\n"
            "| vLLM | 1,730 tok/s | 95 ms |\n"
        )
        assert _loads(text, vocab) == [(1730.0, "output_tok_s", 40), (95.0, "ttft", 8)]

    def test_users_in_brackets_after_the_figure(self, vocab: Vocabulary) -> None:
        got = _loads("SGLang on one L40S held 1,310 tok/s of throughput (48 users).", vocab)
        assert got == [(1310.0, "output_tok_s", 48)]

    def test_a_count_in_brackets_that_is_no_load(self, vocab: Vocabulary) -> None:
        got = _loads("SGLang on one L40S held 41 tok/s (48 layers offloaded).", vocab)
        assert got == [(41.0, "decode_tok_s", None)]


class TestOverallAndTotalWords:
    """An "overall throughput" beside a per-request rate is the server's output; "input and
    output throughput" is the total, not the output its last words name."""

    def test_an_overall_column_beside_a_per_request_one(self, vocab: Vocabulary) -> None:
        text = (
            "| Engine | Overall throughput (tok/s) | Per request (tok/s) |\n|---|---|---|\n"
            "| TGI | 1,420 | 31 |\n"
        )
        assert _got(text, vocab) == [(1420.0, "output_tok_s"), (31.0, "decode_tok_s")]

    def test_input_and_output_throughput_is_the_total(self, vocab: Vocabulary) -> None:
        for words in ("input+output throughput", "combined input and output throughput"):
            got = _got(f"On one A100 the {words} came to 3,150 tok/s.", vocab)
            assert got == [(3150.0, "total_tok_s")]
        # the output side alone, with no load, stays one stream's rate
        got = _got("On one A100 the output throughput came to 3,150 tok/s.", vocab)
        assert got == [(3150.0, "decode_tok_s")]

    def test_prompt_processing_in_russian_declined(self, vocab: Vocabulary) -> None:
        got = _got("На RTX 4090 при обработке промпта: 2300 токенов/с.", vocab)
        assert got == [(2300.0, "prefill_tok_s")]
