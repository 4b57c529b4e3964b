"""A token rate whose clock includes the prompt's processing is the total, never a decode
figure; one said to leave the prompt out is no prefill figure (reading rules §4;
prompt_time.py). Texts of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab)]


class TestPromptTimeIncluded:
    def test_a_rate_including_the_prompt_is_the_total(self, vocab: Vocabulary) -> None:
        for text in (
            "On an A6000, exllamav2 managed 17.4 tokens/second (includes prompt eval.)",
            "On an A6000, overall speed (including prompt eval): 17.4 tok/s",
            "On an A6000, llama.cpp managed 17.4 tok/s including prompt processing.",
            "On an A6000, the wall-clock throughput was 17.4 tok/s.",
        ):
            assert _metrics(text, vocab) == ["total_tok_s"], text

    def test_the_same_rates_without_the_words_keep_their_phase(self, vocab: Vocabulary) -> None:
        assert _metrics("On an A6000, llama.cpp managed 17.4 tok/s.", vocab) == ["decode_tok_s"]
        got = _metrics("On an A6000, prompt processing ran at 1,900 tok/s.", vocab)
        assert got == ["prefill_tok_s"]


class TestPromptTimeExcluded:
    def test_a_rate_leaving_the_prompt_out_is_no_prefill(self, vocab: Vocabulary) -> None:
        for text in (
            "On an A6000, llama.cpp managed 17.4 tok/s (prompt eval excluded).",
            "On an A6000, llama.cpp managed 17.4 tok/s (excluding prompt processing).",
        ):
            assert _metrics(text, vocab) == ["decode_tok_s"], text
