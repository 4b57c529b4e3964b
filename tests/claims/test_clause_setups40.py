"""Three scope faults found by probing new wordings: a load that reached across a full stop, a
CPU clause that kept an earlier clause's card, and streams named before "each".

Reading rules §2: each figure takes its own setup, the clause before the sentence. A load in
brackets closing one sentence ("(A100, 32 concurrent). SGLang: 2,100 tok/s") is that sentence's
figure's, though the next sentence's figure follows within a few words; the reader gave the
load to neither. "95 tok/s on a 4090 but only 12 tok/s on CPU" runs the 12 on the CPU, which
names no model (LABELLING: "CPU only" gives no hardware); the reader gave it the 4090. Rules §4:
a served load ("serves 64 users", "handles 32 users") is the concurrency, and a rate each of
them gets ("each gets 28 tok/s", "41 tok/s apiece") is one stream's, `decode_tok_s`; users
listed among a bracketed setup ("(TensorRT-LLM, FP8, 64 users)") are its load.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary, field: str) -> dict[float, object]:
    return {c.value: getattr(c, field) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("vLLM: 1,850 tok/s (A100, 32 concurrent). SGLang: 2,100 tok/s.", {1850.0: 32}),
        ("vLLM: 1,850 tok/s (A100, 32 concurrent requests). SGLang: 2,100 tok/s.", {1850.0: 32}),
        ("TGI reached 940 tok/s (L40S, 16 concurrent)! vLLM: 1,100 tok/s.", {940.0: 16}),
        ("SGLang gives 3,050 tok/s (H200, 64 concurrent). TGI? 2,050 tok/s.", {3050.0: 64}),
    ],
)
def test_a_load_closing_its_sentence_is_that_sentences_figures(
    text: str, want: dict[float, int], vocab: Vocabulary
) -> None:
    got = _read(text, vocab, "concurrency")
    assert {v: got.get(v) for v in want} == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the next clause's figure, in the same sentence, still owns a load stated before it
        ("vLLM: 95 tok/s, 32 concurrent 1,850 tok/s.", {95.0: None}),
        # the next sentence's figure takes no load from the sentence before
        ("vLLM: 1,850 tok/s (A100, 32 concurrent). SGLang: 2,100 tok/s.", {2100.0: None}),
    ],
)
def test_a_load_owned_by_a_later_figure_stays_its(
    text: str, want: dict[float, object], vocab: Vocabulary
) -> None:
    got = _read(text, vocab, "concurrency")
    assert {v: got.get(v) for v in want} == want


@pytest.mark.parametrize(
    "text",
    [
        "Llama 3 8B on llama.cpp gets 95 tok/s on a 4090 and 12 tok/s on CPU only.",
        "Llama.cpp gets 95 tok/s on a 4090 but only 12 tok/s on CPU.",
        "On the RTX 4090 it's 95 tok/s; CPU-only it's 12 tok/s (llama.cpp).",
        "Ollama runs qwen2.5:14b at 95 tokens per second on my RTX 3090, and around 12 tok/s "
        "on CPU only.",
    ],
)
def test_a_figure_its_clause_runs_on_the_cpu_has_no_card(text: str, vocab: Vocabulary) -> None:
    got = _read(text, vocab, "hardware")
    assert got[12.0] is None
    assert got[95.0] is not None  # the card's own clause keeps it


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a run split over both devices is the card's
        ("On my RTX 3090 with partial CPU offload, llama.cpp does 9 tok/s.", "RTX 3090"),
        ("RTX 3090: 41 tok/s with CPU offload of 10 layers.", "RTX 3090"),
        # the card named in the figure's own clause
        ("On CPU it crawls, but on an RTX 4090 llama.cpp does 95 tok/s.", "RTX 4090"),
        # the CPU figure is the one before: "compared to when ... on GPU (1.2 t/s)"
        (
            "It runs faster on CPU (6.2 tokens per second) than on the RX 7900 XT "
            "(1.2 tokens per second).",
            "RX 7900 XT",
        ),
    ],
)
def test_a_card_not_set_against_a_cpu_run_stays(text: str, want: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert claims[-1].hardware == want


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("vLLM serves 64 users at 28 tok/s each on an H100.", 64),
        ("On one H100, SGLang handles 32 users at 41 tok/s apiece.", 32),
        ("With 64 concurrent users, each gets 28 tok/s (vLLM, H100).", 64),
        ("At 48 concurrent requests each user sees about 22 tok/s on SGLang.", 48),
    ],
)
def test_a_rate_each_served_stream_gets_is_one_streams(
    text: str, load: int, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.concurrency) == ("decode_tok_s", load)


@pytest.mark.parametrize(
    "text",
    [
        "vLLM serves 64 users at 1,800 tok/s total on an H100.",
        "SGLang handles 128 users and puts out 3,900 tok/s in all on 8x H200.",
    ],
)
def test_a_served_total_stays_output(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "output_tok_s"


@pytest.mark.parametrize(
    ("text", "load"),
    [
        (
            "H100: 3,350 tok/s | H200: 4,100 tok/s (TensorRT-LLM, FP8, Llama 3 70B, 64 users)",
            64,
        ),
        ("vLLM: 2,300 tok/s (64 users, FP8, H100)", 64),
        ("SGLang reached 3,100 tok/s on an H200 (FP8, 128 streams).", 128),
    ],
)
def test_a_load_listed_in_a_bracketed_setup_is_the_figures(
    text: str, load: int, vocab: Vocabulary
) -> None:
    assert {c.concurrency for c in extract_claims(text, vocab)} == {load}


@pytest.mark.parametrize(
    "text",
    [
        # users a service has, not a load it ran
        "We have 1,000 users, and vLLM serves them at 2,300 tok/s.",
        # requests counted in a run are a total, not in flight together
        "vLLM: 2,300 tok/s (H100, FP8, 500 requests)",
    ],
)
def test_users_or_requests_outside_a_setup_list_are_no_load(text: str, vocab: Vocabulary) -> None:
    assert {c.concurrency for c in extract_claims(text, vocab)} == {None}


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("Mit vLLM auf einer H100 erreichen wir 2.100 Token/s bei 32 gleichzeitigen Anfragen.", 32),
        ("SGLang schafft 95 Token/s bei 16 parallelen Nutzern auf einer A100.", 16),
        ("TGI liefert 1.400 Token/s bei 64 gleichzeitigen Nutzern (L40S).", 64),
        ("Auf einer A100 kommt vLLM auf 1.850 Token/s bei 8 gleichzeitigen Requests.", 8),
    ],
)
def test_a_german_load_at_n_concurrent_requests(text: str, load: int, vocab: Vocabulary) -> None:
    assert {c.concurrency for c in extract_claims(text, vocab)} == {load}


def test_a_german_capacity_without_bei_is_no_load(vocab: Vocabulary) -> None:
    text = (
        "vLLM erreicht 2.100 Token/s auf einer H100; der Server verträgt 50 gleichzeitige Nutzer."
    )
    assert {c.concurrency for c in extract_claims(text, vocab)} == {None}
