"""A time stated for a named engine that opens its clause is that engine's run time
(reading rules §4: end-to-end latency; §2: the clause's setup). A step around the run
(loading, compiling) and an engine not opening the clause are not.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("For one long prompt, SGLang takes 41 seconds.", [(41.0, "sglang")]),
        ("Ollama with llama3 took 95 seconds for the summary.", [(95.0, "ollama")]),
        ("En una sola consulta, vLLM tarda 37 segundos.", [(37.0, "vllm")]),
        ("SGLang braucht etwa 22 Sekunden für denselben Job.", [(22.0, "sglang")]),
    ],
)
def test_an_engines_time_is_its_run_time(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    got = [(c.value, c.engine) for c in extract_claims(text, vocab) if c.metric == "e2e_latency"]
    assert got == want


@pytest.mark.parametrize(
    "text",
    [
        "Same 500 prompts on both: SGLang takes 41 seconds, while vLLM is about 58 seconds.",
        "For the whole PDF batch, Ollama with llama3 took 95 seconds.",
        "En el mismo lote, vLLM tarda 37 segundos.",
        "Over the entire dataset SGLang needs 12 minutes.",
    ],
)
def test_an_engines_time_over_many_requests_is_no_claim(text: str, vocab: Vocabulary) -> None:
    """A time for a whole set of requests is the run's duration, not one request's
    (LABELLING, fourteenth pass, ruling 2)."""
    assert [c for c in extract_claims(text, vocab) if c.metric == "e2e_latency"] == []


@pytest.mark.parametrize(
    "text",
    [
        "vLLM takes 40 seconds to load the model on my box.",
        "We moved from vLLM to SGLang 3 weeks ago and never looked back.",
        "I left vLLM running for 10 minutes before giving up on the download.",
    ],
)
def test_no_run_time_without_an_engine_timing_the_job(text: str, vocab: Vocabulary) -> None:
    assert [c for c in extract_claims(text, vocab) if c.metric == "e2e_latency"] == []
