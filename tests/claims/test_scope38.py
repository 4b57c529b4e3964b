"""Setup scope (reading rules §2): the nearest scope outward, and comparisons as constructs.

- a figure-free sentence opening "Both", "All" or "Each" points back to the figures its
  paragraph gave before it, not only to the last sentence, and gives them its card and engine;
  one that looks forward ("All numbers below …:") gives the figures before it nothing;
- a bracket after a name in a coordinated clause is an aside on that name: its commas and
  numbers do not end the clause ("ExLlamaV2 (EXL2 4bpw) does 150" is read at 150);
- a multiple over a decoding mode ("faster than autoregressive decoding with vLLM") compares
  two decodings on one engine, so the engine named after the mode is the subject's too;
- "each" after the cards, nodes or instances that share a served load is each one's output
  (LABELLING: "up to 30,000 tokens per GPU" is `output_tok_s`), as "per GPU" is.

The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, object]:
    return {c.value: c for c in extract_claims(text, vocab)}


# ---- "Both …" / "All …" / "Each …" sentences point back ------------------------------------


@pytest.mark.parametrize(
    ("text", "hardware", "engine"),
    [
        (
            "Greedy decoding: 44 tok/s. With a 0.5B drafter: 71 tok/s. Both on an RTX 4090 "
            "with llama.cpp.",
            "RTX 4090",
            "llama.cpp",
        ),
        (
            "Without the drafter we measured 38 tok/s. Enabling EAGLE-3 gave 80 tok/s. Both "
            "runs used SGLang on an H200.",
            "H200",
            "sglang",
        ),
        (
            "Plain decoding gave 20 tok/s and prompt lookup gave 31 tok/s. All figures above "
            "are from an RTX 3090 with llama.cpp.",
            "RTX 3090",
            "llama.cpp",
        ),
        (
            "AR reaches 61 tok/s. Medusa reaches 99 tok/s. Each was run on a single H100 under "
            "TensorRT-LLM.",
            "H100",
            "tensorrt-llm",
        ),
    ],
)
def test_collective_sentence_gives_its_setup_to_the_figures_before(
    text: str, hardware: str, engine: str, vocab: Vocabulary
) -> None:
    claims = extract_claims(text, vocab)
    assert len(claims) == 2
    for claim in claims:
        assert claim.hardware == hardware
        assert claim.engine == engine


def test_forward_looking_all_sentence_gives_nothing_back(vocab: Vocabulary) -> None:
    text = "vLLM: 12 tok/s on an H100. SGLang: 40 tok/s. All numbers below are on an A100:"
    got = _by_value(text, vocab)
    assert got[12.0].hardware == "H100"  # type: ignore[attr-defined]
    assert got[40.0].hardware is None  # type: ignore[attr-defined]


def test_collective_sentence_in_another_paragraph_gives_nothing(vocab: Vocabulary) -> None:
    text = "Model A: 12 tok/s. Model B: 40 tok/s.\n\nBoth machines have an A100."
    for claim in extract_claims(text, vocab):
        assert claim.hardware is None


def test_own_card_beats_a_collective_sentence(vocab: Vocabulary) -> None:
    text = "vLLM: 12 tok/s on an L40S. SGLang: 40 tok/s. Both with FP8 on an H100."
    got = _by_value(text, vocab)
    assert got[12.0].hardware == "L40S"  # type: ignore[attr-defined]
    assert got[40.0].hardware == "H100"  # type: ignore[attr-defined]


# ---- a bracket after a name stays inside its coordinated clause -----------------------------


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        ("llama.cpp on a 4090: 120 tok/s; ExLlamaV2 (EXL2 4bpw) does 150", 150.0, "exllamav2"),
        ("llama.cpp on a 3090: 70 tok/s; ExLlamaV3 (3.5 bpw) gets 95", 95.0, "exllamav3"),
        ("TGI on an A10G: 30 tok/s; vLLM (AWQ, Llama 3 8B) does 38", 38.0, "vllm"),
        ("Ollama on a 4080: 55 tok/s; koboldcpp (CUDA 12) reaches 61", 61.0, "koboldcpp"),
        (
            "MLX-LM on an M2 Ultra: 60 tok/s; llama.cpp (Metal, build 4000) does 52",
            52.0,
            "llama.cpp",
        ),
    ],
)
def test_bracket_after_a_name_keeps_the_chain(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    got = _by_value(text, vocab)
    assert value in got
    assert got[value].engine == engine  # type: ignore[attr-defined]
    assert got[value].metric == "decode_tok_s"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "vLLM: 140 tok/s; SGLang (batch 8) does 160",  # a setting in the bracket: another kind
        "vLLM: 140 tok/s; SGLang (2 GPUs) does 130 to 150 or 90",  # two numbers outside it
    ],
)
def test_bracket_does_not_make_other_quantities_rates(text: str, vocab: Vocabulary) -> None:
    got = _by_value(text, vocab)
    assert 160.0 not in got
    assert 90.0 not in got


# ---- a mode's baseline shares the engine named after it -------------------------------------


@pytest.mark.parametrize(
    ("text", "engine"),
    [
        ("EAGLE-3 is 2.4x faster than autoregressive decoding with vLLM on an H100", "vllm"),
        ("MTP decoding runs 1.8x faster than plain decoding with SGLang on 8x H200", "sglang"),
        ("Medusa heads give a 2.2x speedup over vanilla decoding in TensorRT-LLM", "tensorrt-llm"),
        ("N-gram lookup decodes 1.7x faster than normal decoding using llama.cpp", "llama.cpp"),
    ],
)
def test_engine_after_a_mode_baseline_is_shared(text: str, engine: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "speedup"
    assert claim.engine == engine


@pytest.mark.parametrize(
    "text",
    [
        "EAGLE-3 is 2.4x faster than vLLM on an H100",  # the baseline is an engine
        "EAGLE-3 is 2.4x faster than plain vLLM with SGLang",
    ],
)
def test_engine_baseline_stays_the_baselines(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.engine != "vllm"


# ---- "each" after the cards sharing a served load --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We served 512 users on 8 GPUs, about 3,000 tok/s each",
        "Our cluster of 16 nodes handled the traffic at 4,000 tok/s each",
        "The service spread 300 requests over 6 cards, 1,500 tok/s each",
    ],
)
def test_each_cards_share_of_a_load_is_output(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "output_tok_s"


@pytest.mark.parametrize(
    "text",
    [
        "I tried both cards, 45 tok/s each",  # no load: one stream on each card
        "We serve 64 users at 30 tok/s each",  # each user's own stream
        "We served 512 users on 8 GPUs, about 30 tok/s per user",
    ],
)
def test_each_streams_share_stays_decode(text: str, vocab: Vocabulary) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "decode_tok_s"


# ---- a name opening a later coordinated figure's clause is that figure's --------------------


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        ("Ollama on an M3 Max: 27 tok/s, koboldcpp about 31", 27.0, "ollama"),
        ("On the 4090 vLLM gives 95 tok/s, SGLang 110", 95.0, "vllm"),
        ("Ollama on a 4080 does 55 tok/s, LM Studio 61, koboldcpp 58", 55.0, "ollama"),
        ("TGI on an A10G: 30 tok/s, vLLM (AWQ) does 38", 30.0, "tgi"),
    ],
)
def test_name_of_the_next_coordinated_clause_is_not_the_rates(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    got = _by_value(text, vocab)
    assert got[value].engine == engine  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "value", "hardware"),
    [
        ("vLLM does 95 tok/s, on an H100", 95.0, "H100"),  # no figure after the name
        ("vLLM does 95 tok/s on an H100, and 60 on an A100", 95.0, "H100"),
    ],
)
def test_name_with_no_next_figure_stays_the_rates(
    text: str, value: float, hardware: str, vocab: Vocabulary
) -> None:
    got = _by_value(text, vocab)
    assert got[value].hardware == hardware  # type: ignore[attr-defined]
