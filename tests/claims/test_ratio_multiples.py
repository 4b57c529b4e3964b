"""A multiple that two rates read beside it divide to is a speedup, with no speed word near."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the two rates in the sentence before, the multiple alone in its own
        (
            "The GB300 delivered 8,064 tokens per second per GPU, up from 2,907 tokens six "
            "months prior. Identical chips, 2.77x extra output.",
            2.77,
        ),
        # a row written without pipes: before, after, their ratio
        ("Prefill (8192-tok) 63 tok/s 126 tok/s 2× (long-context collapse fixed)", 2.0),
        # the multiple written before its number, after the two rates
        ("Ollama 46 tok/s cumulative · vLLM 156 tok/s cumulative · ×3.4", 3.4),
        # one rate before the multiple, the other right after it
        (
            "Throughput on the NPU was 18.55 tok/s. The 3× gap between this number and "
            "DeepSeek's 6.10 tok/s reflects model-specific differences.",
            3.0,
        ),
        # times divide as rates do
        ("Ollama 47 s P95 latency, vLLM 8 s P95 · ×6 overall", 6.0),
    ],
)
def test_a_multiple_the_rates_divide_to_is_a_speedup(
    text: str, value: float, vocab: Vocabulary
) -> None:
    assert value in _speedups(text, vocab)


@pytest.mark.parametrize(
    "text",
    [
        # the rates divide to another number
        "It ran at 40 tok/s, then 80 tok/s. Identical chips, 3.5x extra output.",
        # a count of the cards named after it
        "On 2x RTX 4090 it ran at 40 tok/s and 20 tok/s.",
        # sizes are no rates: a ratio of sizes is no speedup
        "The weights take 24 GB and the cache 48 GB, 2x in all.",
        # the rates lie two sentences back: only the sentence before is read
        "It ran at 40 tok/s and 20 tok/s. We tried again. Identical chips, 2x extra output.",
        # a goal is no measurement
        "It decodes at 20 tok/s and 40 tok/s. We aim for 2x next quarter.",
        # a count of the cards named next, arithmetic, a LaTeX code point, a range's end
        "It ran at 40 tok/s, then 160 tok/s on 4x**A100** GPUs.",
        "It went from 643 tok/s to 2,186 tok/s, that is 3.4 × 643 in all.",
        "It took 0.2 s, then 0.1 s$\\unicode{x2}$ more.",
        "It ran at 40 tok/s, then 120 tok/s, 2-3× in all.",
    ],
)
def test_no_speedup_without_two_rates_dividing_to_it(text: str, vocab: Vocabulary) -> None:
    assert _speedups(text, vocab) == []
