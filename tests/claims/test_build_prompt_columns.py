"""A table column named by one build's or branch's prompt ("v1.4.2 Prompt", "main Prompt")
holds prompt-processing rates, as a bare "Prompt" column does: the build names which run, not
which phase (reading rules §4: a prefill figure is never a decode figure). Texts of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestBuildPromptColumns:
    def test_versioned_prompt_columns_are_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | v1.4.2 Prompt | v1.5.0 Prompt | v1.4.2 Gen | v1.5.0 Gen |\n"
            "|---|---|---|---|---|\n"
            "| llama3:8b | 212.4 | 230.9 | 31.2 | 33.8 |\n"
            "\n"
            "Rates in tok/s on one RTX 3060.\n"
        )
        got = _metrics(text, vocab)
        assert got[212.4] == "prefill_tok_s" and got[230.9] == "prefill_tok_s"
        assert got[31.2] == "decode_tok_s" and got[33.8] == "decode_tok_s"

    def test_branch_prompt_columns_are_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | main Prompt | PR Prompt | main Gen | PR Gen |\n"
            "|---|---|---|---|---|\n"
            "| qwen2:7b | 180.5 | 244.1 | 27.5 | 27.9 |\n"
            "\n"
            "All numbers are tok/s on an A4000.\n"
        )
        got = _metrics(text, vocab)
        assert got[180.5] == "prefill_tok_s" and got[244.1] == "prefill_tok_s"
        assert got[27.5] == "decode_tok_s"
