"""Which engine a list's lead-in gives the figures in its bullets (reading rules §2).

A lead-in naming one engine sets up its bullets; one naming several ("llama.cpp / Ollama",
"vLLM vs SGLang") is about them all and names no single one, as a heading naming several
does (LABELLING: a sentence listing several engines, a heading "llama.cpp / Ollama").
Each rule is pinned by made-up sentences, not taken from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_lead_in_naming_two_engines_gives_its_bullets_none(vocab: Vocabulary) -> None:
    """ "Quant notes - llama.cpp / Ollama" over bullets naming no engine: neither is theirs."""
    text = (
        "Quant notes (speed / size) - llama.cpp / Ollama\n"
        "- Lower bits decode faster. RTX 4090: Q4_K_M 112 tok/s vs Q8_0 83 tok/s.\n"
        "- On the CPU, Q8_0 gives 6.8 tok/s.\n"
    )
    got = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert got == {112.0: None, 83.0: None, 6.8: None}


def test_a_lead_in_listing_several_engines_gives_its_bullets_none(vocab: Vocabulary) -> None:
    """A lead-in listing engines side by side ("vLLM, llama.cpp and SGLang all ...:")."""
    text = (
        "vLLM, llama.cpp and SGLang all moved on last year:\n"
        "- single streams went from 100 tokens/s to 160 tokens/s\n"
    )
    got = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert got == {100.0: None, 160.0: None}


def test_a_lead_in_naming_one_engine_still_sets_up_the_list(vocab: Vocabulary) -> None:
    """Near miss: "Results with llama.cpp:" names the one engine of the bullets below."""
    text = "Results with llama.cpp on an RTX 4090:\n- Q4_K_M: 112 tok/s\n- Q8_0: 83 tok/s\n"
    got = {c.value: c.engine for c in extract_claims(text, vocab)}
    assert got == {112.0: "llama.cpp", 83.0: "llama.cpp"}


def test_a_baseline_in_the_lead_in_leaves_the_subjects_engine(vocab: Vocabulary) -> None:
    """Near miss: "vLLM, 2x faster than SGLang:" names vLLM; SGLang is only the baseline."""
    text = (
        "Our vLLM setup, about 2x faster than SGLang on an H100:\n"
        "- batch 1: 140 tok/s\n"
        "- batch 8: 900 tok/s\n"
    )
    got = {c.value: c.engine for c in extract_claims(text, vocab) if c.value != 2.0}
    assert got == {140.0: "vllm", 900.0: "vllm"}
