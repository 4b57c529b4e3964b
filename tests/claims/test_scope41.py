"""A comparison's baseline side and sentences that point back (reading rules §2: a
comparison names a baseline, not the subject; each figure takes its own setup, the nearest
enclosing unit first).

- A baseline side that states its own GPU count ("compared to 50 tok/s with 1 GPU") takes
  neither the subject's card nor its count (LABELLING: the subject's hardware does not pass to
  the baseline). The engine is the sentence's own run, named for both sides, and stays.
- "same setup" / "same hardware" without an article points back at the card named before,
  like "on the same hardware" (LABELLING: "on the same hardware" takes the card of the line
  before; "Same setup here (8× RTX PRO 6000 …, TP=8)" names a card and count as a setup).
- An engine in brackets closing a sentence of ";"-joined clauses is the sentence's, for a
  clause that names none (§2: the clause, then the sentence), unless the sentence compares.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _setup(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None, int | None]]:
    return [(c.value, c.engine, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


def test_counted_baseline_takes_no_subject_card(vocab: Vocabulary) -> None:
    text = "vLLM reaches 95 tok/s on an H100, compared to 50 tok/s with 1 GPU."
    assert _setup(text, vocab) == [(95.0, "vllm", "H100", None), (50.0, "vllm", None, 1)]
    text = "vLLM reaches 95 tok/s on 2 H100s, compared to 50 tok/s with 1 GPU."
    assert _setup(text, vocab) == [(95.0, "vllm", "H100", 2), (50.0, "vllm", None, 1)]
    text = "SGLang hits 3,000 tok/s on 8x H200, versus 900 tok/s on a single GPU."
    assert [s[2:] for s in _setup(text, vocab)] == [("H200", 8), (None, 1)]
    text = "With 4 GPUs the H200 serves 3,000 tok/s vs 900 tok/s on 1 GPU."
    assert [s[2:] for s in _setup(text, vocab)] == [("H200", 4), (None, 1)]


def test_uncounted_or_bare_baseline_keeps_the_card(vocab: Vocabulary) -> None:
    text = "vLLM reaches 95 tok/s on an H100, compared to 50 tok/s without speculative decoding."
    assert [s[2] for s in _setup(text, vocab)] == ["H100", "H100"]
    text = "On 4 H100s vLLM gives 95 vs 50 tok/s."
    assert [s[2:] for s in _setup(text, vocab)] == [("H100", 4), ("H100", 4)]
    text = "vLLM reaches 95 tok/s on an H100 compared to 50 tok/s on two A100s."
    assert [s[2:] for s in _setup(text, vocab)] == [("H100", None), ("A100", 2)]


def test_same_setup_without_article_points_back(vocab: Vocabulary) -> None:
    text = (
        "vLLM 0.6: throughput 1,850 tok/s (A100 80GB, BF16, 32 concurrent). "
        "SGLang: 2,100 tok/s same setup."
    )
    assert [s[:3] for s in _setup(text, vocab)] == [
        (1850.0, "vllm", "A100"),
        (2100.0, "sglang", "A100"),
    ]
    text = "vLLM serves 410 tok/s on 2x L40S. SGLang does 460 tok/s, same hardware."
    assert [s[1:] for s in _setup(text, vocab)] == [("vllm", "L40S", 2), ("sglang", "L40S", 2)]
    text = "llama.cpp gets 61 tok/s on my RTX 3090. Ollama: 55 tok/s on identical hardware."
    assert [s[1:3] for s in _setup(text, vocab)] == [
        ("llama.cpp", "RTX 3090"),
        ("ollama", "RTX 3090"),
    ]


def test_other_engine_without_pointing_back_takes_no_card(vocab: Vocabulary) -> None:
    text = (
        "vLLM 0.6: throughput 1,850 tok/s (A100 80GB, BF16, 32 concurrent). "
        "SGLang: 2,100 tok/s in our own tests."
    )
    assert [s[2] for s in _setup(text, vocab)] == ["A100", None]
    text = "vLLM serves 410 tok/s on 2x L40S. SGLang does 460 tok/s, a different setup."
    assert [s[2] for s in _setup(text, vocab)] == ["L40S", None]


def test_closing_bracket_engine_is_the_sentences(vocab: Vocabulary) -> None:
    text = "On the RTX 4090 it's 95 tok/s; CPU-only it's 12 tok/s (llama.cpp)."
    assert _setup(text, vocab) == [
        (95.0, "llama.cpp", "RTX 4090", None),
        (12.0, "llama.cpp", None, None),
    ]
    text = "My 3090 does 40 tok/s; the M2 Max does 22 tok/s (Ollama)."
    assert [s[1:3] for s in _setup(text, vocab)] == [("ollama", "RTX 3090"), ("ollama", "M2 Max")]
    text = "Prefill runs at 900 tok/s; decode sits at 40 tok/s [SGLang]"
    assert [s[1] for s in _setup(text, vocab)] == ["sglang", "sglang"]


def test_closing_bracket_engine_stays_its_clauses(vocab: Vocabulary) -> None:
    text = "vLLM gives 95 tok/s on the 4090; CPU-only it's 12 tok/s (llama.cpp)."
    assert [s[1] for s in _setup(text, vocab)] == ["vllm", "llama.cpp"]
    text = "On the RTX 4090 it's 95 tok/s. CPU-only it's 12 tok/s (llama.cpp)."
    assert [s[1] for s in _setup(text, vocab)] == [None, "llama.cpp"]
    text = "On the RTX 4090 it's 95 tok/s; CPU-only it's 12 tok/s (llama.cpp vs Ollama)."
    assert _setup(text, vocab)[0][1] is None
    text = "It's 95 tok/s; instead the old build managed 12 tok/s (llama.cpp)."
    assert _setup(text, vocab)[0][1] is None
