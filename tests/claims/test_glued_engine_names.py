"""A page's flattened cards glue an engine's name to the number or word before it
("RTX 4090Ollama 31 tok/s"): a name written in its own mixed case still names the engine,
a lower-case one glued to a word stays part of that word."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_mixed_case_name_glued_to_a_card_names_the_engine(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Qwen3 8B · 1× RTX 4090Ollama 31 tok/s", vocab)
    assert claim.engine == "ollama"
    (claim,) = extract_claims("Qwen3 8B · 1× RTX 4090 · peak throughputSGLang 412 tok/s", vocab)
    assert claim.engine == "sglang"


def test_a_lower_case_name_glued_to_a_word_is_part_of_it(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("The myollama wrapper decodes at 31 tok/s on a 4090.", vocab)
    assert claim.engine is None
    (claim,) = extract_claims("The useOllamaClient hook decodes at 31 tok/s on a 4090.", vocab)
    assert claim.engine is None
