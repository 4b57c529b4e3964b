"""The VRAM a measured run took, written beside that run's token rate in one item or
sentence, is the run's use: it takes the run's engine and card from the lead-in or the
paragraph above, as the rate does. A model's size with no run beside it holds on any machine
and takes neither (reading rules §2, §4). Texts written for these tests, none from the
evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

LEAD = "All runs below used vLLM on a single L40S.\n\nResults\n\n"


def _memory(text: str, vocab: Vocabulary) -> list[tuple[str | None, str | None]]:
    return [(c.engine, c.hardware) for c in extract_claims(text, vocab) if c.metric == "memory"]


def test_vram_beside_a_runs_rate_takes_the_runs_setup(vocab: Vocabulary) -> None:
    text = LEAD + "- Mistral 7B AWQ: 96.4 tok/s (batch 1, 7.9 GB VRAM)\n"
    assert _memory(text, vocab) == [("vllm", "L40S")]


def test_a_model_size_without_a_run_takes_none(vocab: Vocabulary) -> None:
    text = LEAD + "- Mistral 7B AWQ: the weights take 4.1 GB on disk\n"
    assert _memory(text, vocab) == [(None, None)]


def test_vram_without_a_rate_beside_it_takes_none(vocab: Vocabulary) -> None:
    text = LEAD + "- Mistral 7B AWQ needs about 7.9 GB VRAM to load\n"
    assert _memory(text, vocab) == [(None, None)]
