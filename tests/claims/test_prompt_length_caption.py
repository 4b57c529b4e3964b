"""A table captioned with a prompt length and nothing else ("Prompt length 1024:") holds the
prompt's processing rates: it was measured at that prompt and names no output length or
generation (reading rules §4; LABELLING: a "Pre/Post Tok/Sec" table under "Prompt length
2048" is prefill). Texts of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab)]


_TABLE = (
    "Model | Before tok/s | After tok/s\n"
    "--- | --- | ---\n"
    "Llama 3.2 1B | 5120.4 | 6033.8\n"
    "Mistral 7B Q4 | 911.2 | 980.6\n"
)


class TestPromptLengthCaption:
    def test_a_table_under_a_prompt_length_is_prefill(self, vocab: Vocabulary) -> None:
        for caption in ("Prompt length 1024:", "Input size = 4096 tokens", "**Prompt len: 512**"):
            text = f"On an M3 Pro:\n\n{caption}\n\n{_TABLE}"
            assert _metrics(text, vocab) == ["prefill_tok_s"] * 4, caption

    def test_a_caption_naming_generation_keeps_it(self, vocab: Vocabulary) -> None:
        text = f"On an M3 Pro:\n\nPrompt length 1024, generation 128:\n\n{_TABLE}"
        assert "prefill_tok_s" not in _metrics(text, vocab)
