"""Names of a figure's setup: precisions, hardware and engines as the reading rules list them.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize("quant", ["Q4_K_L", "Q6_K_L", "Q4_K_XL", "Q8_K_XL", "UD-Q2_K_XL"])
def test_large_k_quant_names_stay_as_written(vocab: Vocabulary, quant: str) -> None:
    """A quantiser's _K_L / _K_XL variant is its own precision, named as written (with
    Unsloth's "UD-" prefix: its dynamic quants are files of their own)."""
    text = f"With the {quant} file llama.cpp decodes at 31.5 tok/s on an RTX 4090."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == quant


@pytest.mark.parametrize(
    "text",
    [
        "KTransformers decodes the 671B model at 14 tok/s on one RTX 4090.",
        "With DeepSpeed-FastGen the server reaches 2.3x higher throughput than vLLM.",
        "CTranslate2 generates 52 tok/s on an RTX 4090, well ahead of transformers.",
        # an on-device runtime named in the figure's own bullet, an engine named earlier
        "Notes\n\n- Not wired for llama.cpp yet.\n\nResults\n\n"
        "- Pixel 8 LiteRT-LM GPU: 21.4 tok/s with the flag off.",
    ],
)
def test_an_engine_the_rules_do_not_list_names_no_engine(vocab: Vocabulary, text: str) -> None:
    """An engine outside the rules' list is no engine, nor is the one it is compared with."""
    claims = extract_claims(text, vocab)
    assert claims
    assert {c.engine for c in claims} == {None}


def test_an_unlisted_engine_keeps_the_repository_engine_away(vocab: Vocabulary) -> None:
    """In a llama.cpp issue, a figure measured with KTransformers takes no engine from it."""
    text = "For comparison, KTransformers gives 11 tok/s on the same RTX 3090."
    (claim,) = extract_claims(text, vocab, source="ggml-org/llama.cpp#123")
    assert claim.engine is None


@pytest.mark.parametrize(
    ("text", "hardware"),
    [
        ("On a Xeon Gold 6248R llama.cpp decodes at 9.5 tok/s.", "Xeon Gold 6248R"),
        (
            "CPU: Intel(R) Xeon(R) CPU E5-2690 v3 @ 2.60GHz\n\n7.1 tok/s with llama.cpp",
            "Xeon E5-2690 v3",
        ),
        ("Got 21 tok/s on 12th Gen Intel(R) Core(TM) i7-12700H.", "i7-12700H"),
        ("Got 23 tok/s on an Intel Core i7-1260P laptop.", "i7-1260P"),
        ("A Threadripper PRO 5995WX runs it at 6.2 tok/s.", "Threadripper PRO 5995WX"),
        ("My laptop's Radeon Vega 11 gives 7.4 t/s with vulkan.", "Vega 11"),
    ],
)
def test_cpu_and_igpu_model_numbers_are_hardware(
    vocab: Vocabulary, text: str, hardware: str
) -> None:
    """A CPU's or an iGPU's model number is the hardware when no accelerator is named."""
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == hardware


def test_a_cpu_next_to_a_named_gpu_is_the_host(vocab: Vocabulary) -> None:
    """'RTX 4090 with a Xeon Gold 6248R host': the card is the hardware, not the CPU."""
    (claim,) = extract_claims("RTX 4090 with a Xeon Gold 6248R host: 120 tok/s.", vocab)
    assert claim.hardware == "RTX 4090"


@pytest.mark.parametrize(
    ("text", "hardware"),
    [
        ("An iPhone with the A17 Pro decodes the 1B model at 21 tok/s.", "A17 Pro"),
        ("The 910A cluster decodes at 3.5 tokens/s.", "Ascend 910A"),
        ("On a v7x-8 slice the server decodes 48 tok/s per user.", "TPU v7x"),
    ],
)
def test_chips_named_as_written(vocab: Vocabulary, text: str, hardware: str) -> None:
    """Phone SoCs, older Ascend bins and TPU slices name their chip."""
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == hardware


def test_a_radeon_tier_suffix_names_the_card_without_rx(vocab: Vocabulary) -> None:
    """'7900 XTX' with no 'RX' is still AMD's card, as '4090' is the RTX 4090."""
    (claim,) = extract_claims("With ROCm on a 7800 XT llama.cpp gives 40 tok/s.", vocab)
    assert claim.hardware == "RX 7800 XT"


@pytest.mark.parametrize(
    ("text", "count"),
    [("On 4xDCU vLLM reaches 300 tok/s.", 4), ("With 8 NPUs vLLM reaches 300 tok/s.", 8)],
)
def test_a_count_of_dcus_or_npus_is_a_gpu_count(vocab: Vocabulary, text: str, count: int) -> None:
    """'4xDCU', '8 NPUs': a count of accelerators with no model named, as 'eight GPUs'."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == (None, count)


def test_a_dcu_named_alone_is_no_hardware(vocab: Vocabulary) -> None:
    """'Hygon DCU' is a product line, not a chip: no hardware (a 'DCU K100' is one)."""
    (claim,) = extract_claims("On a Hygon DCU vLLM decodes 25 tok/s.", vocab)
    assert claim.hardware is None


def test_a_ryzen_written_without_its_tier_is_hardware_not_a_figure(vocab: Vocabulary) -> None:
    """'Ryzen 5950X' with no tier digit names the CPU; its model number is no figure."""
    claims = extract_claims("On a Ryzen 5950X llama.cpp gives 14 t/s.", vocab)
    assert [(c.value, c.hardware) for c in claims] == [(14.0, "Ryzen 5950X")]
