"""On a page of the repository of an engine outside the rules' list (an issue of candle's,
a thread of mistral.rs'), a listed engine named in the title or apart from a figure's
paragraph is what the project is set against, not the figure's engine (reading rules §1:
context does not imply an engine when the text names another for the figure)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_title_engine_in_an_unlisted_repository_is_a_rival(vocab: Vocabulary) -> None:
    """ "Streaming not as smooth as with Ollama" over an issue of candle's: its 9.1 is candle's."""
    text = "On my T4 the llama example gives 9.1 tokens/s.\n"
    (claim,) = extract_claims(
        text,
        vocab,
        source="huggingface/candle#42",
        title="Streaming not as smooth as with Ollama",
    )
    assert claim.engine is None


def test_an_engine_named_in_another_paragraph_does_not_reach_the_figure(
    vocab: Vocabulary,
) -> None:
    """An opening paragraph about Ollama does not give Ollama to a later paragraph's rate."""
    text = (
        "Streaming feels smoother in Ollama than here.\n\n"
        "After the last merge decoding went from 30 to 38 tok/s on my laptop.\n"
    )
    claims = extract_claims(text, vocab, source="EricLBuehler/mistral.rs#7", title="Streaming")
    assert [c.value for c in claims] == [30, 38]
    assert all(c.engine is None for c in claims)


def test_a_figure_naming_a_listed_engine_keeps_it(vocab: Vocabulary) -> None:
    """The figure's own sentence still names its engine: "With transformers: 14.3 tok/s"."""
    text = "With transformers I get 14.3 tokens/s on the same T4.\n"
    (claim,) = extract_claims(
        text, vocab, source="huggingface/candle#42", title="Slow compared to transformers"
    )
    assert claim.engine == "transformers"


def test_a_listed_engines_title_still_implies_elsewhere(vocab: Vocabulary) -> None:
    """Outside such a repository the title's engine still sets up the figure."""
    text = "On my T4 the example gives 9.1 tokens/s.\n"
    (claim,) = extract_claims(text, vocab, source="someone/notes#3", title="Slow on vLLM")
    assert claim.engine == "vllm"
