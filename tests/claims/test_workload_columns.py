"""Columns that each name one workload under a caption stating unit and phase.

Reading rules §1 and §4: "Decode tok/s on 1x RTX 4090:" over "| Engine | 4k context | 32k
context |" gives every cell the caption's unit and phase; a prompt's or context's length names
the run's workload, not a phase and not a claim. Must-fire and must-not-fire made-up tables.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


def _table(caption: str, header: str, row: str) -> str:
    return f"{caption}\n\n| Engine | {header} |\n|---|---|---|\n| llama.cpp | {row} |\n"


class TestWorkloadColumnsUnderAUnitCaption:
    def test_context_columns(self, vocab: Vocabulary) -> None:
        text = _table("Decode tok/s on 1x RTX 4090:", "4k context | 32k context", "131.2 | 118.7")
        assert _read(text, vocab) == {131.2: "decode_tok_s", 118.7: "decode_tok_s"}

    def test_short_and_long_prompt_columns_are_no_prefill(self, vocab: Vocabulary) -> None:
        text = _table("Decode speed in t/s, 1x H100:", "Short prompt | Long prompt", "95 | 81")
        assert _read(text, vocab) == {95: "decode_tok_s", 81: "decode_tok_s"}

    def test_token_count_and_ctx_columns(self, vocab: Vocabulary) -> None:
        for header in ("512 tokens | 4096 tokens", "ctx 2048 | ctx 16384"):
            text = _table("Generation (tokens/s), 1x A100:", header, "64 | 52")
            assert _read(text, vocab) == {64: "decode_tok_s", 52: "decode_tok_s"}

    def test_a_prefill_caption_keeps_its_phase(self, vocab: Vocabulary) -> None:
        text = _table(
            "Prompt processing (t/s) on 1x H100:", "4k context | 32k context", "2900 | 2100"
        )
        assert _read(text, vocab) == {2900: "prefill_tok_s", 2100: "prefill_tok_s"}

    def test_count_columns_stay_counts(self, vocab: Vocabulary) -> None:
        """Must not fire: "Context" and "Prompt tokens" columns hold lengths, not rates."""
        text = _table("Decode tok/s on 1x RTX 4090:", "Context | Prompt tokens", "8192 | 512")
        assert _read(text, vocab) == {}

    def test_no_unit_caption_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: without a unit anywhere, a workload column's numbers are no claim."""
        text = _table("Results on 1x RTX 4090:", "4k context | 32k context", "131 | 118")
        assert _read(text, vocab) == {}


class TestAUnitAfterACardInTheCaption:
    """ "On 1x A100, tok/s:" names the table's unit: the comma parts the card's number from it."""

    def test_the_unit_after_a_card_and_a_comma(self, vocab: Vocabulary) -> None:
        text = (
            "On 1x A100, tok/s:\n\n| Model | Baseline | Medusa |\n|---|---|---|\n"
            "| Vicuna-7B | 48.2 | 101.9 |\n"
        )
        got = {c.value: (c.metric, c.mode, c.hardware) for c in extract_claims(text, vocab)}
        assert got == {
            48.2: ("decode_tok_s", "ar", "A100"),
            101.9: ("decode_tok_s", "medusa", "A100"),
        }

    def test_a_figure_in_the_caption_is_no_unit_for_the_table(self, vocab: Vocabulary) -> None:
        """Must not fire: "reached 152 tok/s" is a figure, not the unit of the cells below."""
        text = (
            "vLLM reached 152 tok/s on A100.\n\n| Model | Baseline | Medusa |\n|---|---|---|\n"
            "| Vicuna-7B | 48.2 | 101.9 |\n"
        )
        assert set(_read(text, vocab)) == {152}
