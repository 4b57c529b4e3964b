"""Four reading rules the reader broke in many phrasings: a method inside an earlier clause with
its own engine stays there; running requests and slots in use are the load; the "baseline"
side of a drafting method's pair is plain decoding; a card after a comparison's baseline is
the baseline's."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, object]:
    return {c.value: c for c in extract_claims(text, vocab)}


# ------------------------------------------------ a method of an earlier clause (§2)


@pytest.mark.parametrize(
    "text",
    [
        "With EAGLE-3 on vLLM we saw 150 tok/s; llama.cpp on a 4090 gave 80 tok/s.",
        "SGLang with MTP hits 150 tok/s, while llama.cpp on a 4090 gives 80 tok/s.",
        "SGLang using EAGLE-3 reaches 150 tok/s, whereas TGI gives 80 tok/s.",
        "EAGLE-3 on SGLang: 150 tok/s; Ollama on a Mac: 80 tok/s",
        "使用 MTP 时 SGLang 达到 150 tok/s；llama.cpp 在 4090 上为 80 tok/s。",
        "With Medusa on an A100 we saw 150 tok/s; vLLM on an H100 gave 80 tok/s.",
    ],
)
def test_a_method_stays_in_its_clause(text: str, vocab: Vocabulary) -> None:
    claims = _by_value(text, vocab)
    assert claims[150.0].mode is not None  # type: ignore[attr-defined]
    assert claims[80.0].mode is None  # type: ignore[attr-defined]


def test_a_precision_stays_in_its_clause(vocab: Vocabulary) -> None:
    claims = _by_value("In FP8 vLLM decodes at 150 tok/s; llama.cpp manages 80 tok/s.", vocab)
    assert (claims[150.0].precision, claims[80.0].precision) == ("FP8", None)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "With EAGLE-3, SGLang reaches 150 tok/s and vLLM 80 tok/s.",
        "MTP: SGLang 150 tok/s; vLLM 80 tok/s",
        "vLLM with EAGLE-3 reaches 150 tok/s; on a 4090 it gives 80 tok/s.",
    ],
)
def test_a_lead_method_or_the_same_subject_holds_for_both(text: str, vocab: Vocabulary) -> None:
    claims = _by_value(text, vocab)
    modes = {claims[150.0].mode, claims[80.0].mode}  # type: ignore[attr-defined]
    assert len(modes) == 1 and None not in modes


# ------------------------------------------------ running requests and slots in use (§4)


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("2 slots in use, 77 t/s each", 2),
        ("With 3 slots busy the server gives 77 t/s per slot.", 3),
        ("4 running requests, 77 tok/s per request", 4),
        ("with 6 requests running, 77 tok/s each", 6),
        ("8 requests in flight: 77 tok/s/user", 8),
        ("num_running_reqs: 4, 77 tok/s per request", 4),
        ("8 个请求同时运行，每路 77 tok/s", 8),
    ],
)
def test_running_requests_and_busy_slots_are_the_load(
    text: str, load: int, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.metric, claim.concurrency) == (77.0, "decode_tok_s", load)


@pytest.mark.parametrize(
    "text",
    ["--parallel 4 slots, 77 t/s", "Started with -np 4: 77 t/s", "The server has 8 slots: 77 t/s"],
)
def test_a_slot_setting_is_no_load(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.concurrency is None


# ------------------------------------------------ the baseline side of a method (§2)


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("baseline 30 tok/s vs EAGLE 62 tok/s", "eagle"),
        ("EAGLE 62 tok/s vs baseline 30 tok/s", "eagle"),
        ("Medusa reaches 62 tok/s against a baseline of 30 tok/s.", "medusa"),
        ("Speculative decoding: 62 tok/s compared to a baseline of 30 tok/s.", "speculative"),
        ("EAGLE-3 达到 62 tok/s，对比基线 30 tok/s", "eagle"),
    ],
)
def test_the_baseline_of_a_method_is_plain_decoding(
    text: str, mode: str, vocab: Vocabulary
) -> None:
    claims = _by_value(text, vocab)
    assert (claims[62.0].mode, claims[30.0].mode) == (mode, "ar")  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "vLLM baseline 30 tok/s vs SGLang 62 tok/s",
        "baseline 30 tok/s vs new kernel 62 tok/s",
        "baseline (A100) 30 tok/s vs H100 62 tok/s",
    ],
)
def test_a_baseline_of_no_method_names_no_mode(text: str, vocab: Vocabulary) -> None:
    claims = _by_value(text, vocab)
    assert claims[30.0].mode is None  # type: ignore[attr-defined]


# ------------------------------------------------ a card after the baseline (§2)


@pytest.mark.parametrize(
    "text",
    [
        "EAGLE-3 delivers a 2.5x speedup over vanilla vLLM on A100.",
        "Compared to TensorRT-LLM on 8x H100, SGLang is 2.5x faster.",
        "SGLang is 2.5x faster compared to TensorRT-LLM on 8x H100.",
        "We measured a 2.5x throughput gain over TGI on an L40S.",
        "- 2.5x faster than vLLM on 2× A100",
        "Relative to llama.cpp on 4x RTX 3090, ExLlamaV2 is 2.5x quicker.",
    ],
)
def test_a_card_after_the_baseline_is_not_the_multiples(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.value) == ("speedup", 2.5)
    assert (claim.hardware, claim.gpu_count) == (None, None)


@pytest.mark.parametrize(
    ("text", "card", "count"),
    [
        ("It is 2.5× faster on A100 GPU.", "A100", None),
        ("On 8x H100, SGLang is 2.5x faster than TensorRT-LLM.", "H100", 8),
        ("SGLang on 8x H100 is 2.5x faster than TensorRT-LLM.", "H100", 8),
        ("EAGLE-3 gives a 2.5x speedup on A100 over plain decoding.", "A100", None),
    ],
)
def test_a_card_of_the_subject_stays(
    text: str, card: str, count: int | None, vocab: Vocabulary
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (2.5, card, count)


def test_a_rate_spread_over_cards_keeps_them(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("vLLM serves 2,146 tok/s over 8x H20 GPUs.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("H20", 8)
