"""Chips named by a part number or a workstation CPU's short name (reading rules §3: the
hardware is the accelerator model; the labelling conventions: a named SoC is hardware, and a
CPU model is the hardware of a run on that CPU).

Each case is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab)]


def _cards(text: str, vocab: Vocabulary) -> list[tuple[str, int | None]]:
    return [(m.name, m.count) for m in lexicon_for(vocab).find("hardware", text)]


def test_a_bare_xeon_w_part_is_the_cpu_runs_hardware(vocab: Vocabulary) -> None:
    """'w7-2495x' alone names Intel's Xeon w7-2495X, spelled as Intel writes it."""
    text = "All numbers below come from a w7-2495x locked at 3 GHz: 9.4 tok/s decode.\n"
    assert _read(text, vocab) == [(9.4, "Xeon w7-2495X")]


def test_a_xeon_w_part_after_the_brand_takes_the_hyphened_spelling(vocab: Vocabulary) -> None:
    """'Intel Xeon W3-2423' and 'Xeon(R) w9 3495X' are the same scheme as the bare part."""
    text = "Box: Intel Xeon W3-2423, 128 GB RAM, no GPU. Generation ran at 3.1 tokens/s.\n"
    assert _read(text, vocab) == [(3.1, "Xeon w3-2423")]
    text = "On a Intel(R) Xeon(R) w9 3495X we got 27 t/s for the 8B at Q8_0.\n"
    assert _read(text, vocab) == [(27.0, "Xeon w9-3495X")]


def test_a_qualcomm_part_number_is_the_soc(vocab: Vocabulary) -> None:
    """A board's or phone's SoC written as its part number ('SA8295P', 'SM8650', 'QCS8550')
    is that SoC."""
    text = "The car module (SA8295P) ran the 3B model at 11.5 tok/s on its CPU cores.\n"
    assert _read(text, vocab) == [(11.5, "SA8295P")]
    text = "Galaxy S24 (Qualcomm SM8650): decode 14.2 tokens/s with Q4_0.\n"
    assert _read(text, vocab) == [(14.2, "SM8650")]
    assert _cards("the QCS8550 dev kit", vocab) == [("QCS8550", None)]


def test_a_mali_gpu_is_named_with_its_core_count(vocab: Vocabulary) -> None:
    """'Mali-G715 MP7' is Arm's GPU as written, its core count kept."""
    text = "OpenCL on the Mali-G715 MP7 reached 6.6 tok/s for the 1B model.\n"
    assert _read(text, vocab) == [(6.6, "Mali-G715 MP7")]
    assert _cards("an Arm Mali G57 iGPU", vocab) == [("Mali-G57", None)]
    text = "Vulkan backend, GPU Mali-G610 MP4: prompt 24.5 t/s.\n"
    assert [c.hardware for c in extract_claims(text, vocab)] == ["Mali-G610 MP4"]


def test_part_like_words_inside_other_names_name_no_chip(vocab: Vocabulary) -> None:
    """A model's or file's name joins the letters: no chip there."""
    assert _cards("loaded org/SM8650-int4-gguf and smallmali-g7.bin", vocab) == []
    assert _cards("flags: -w9-3475 and aw5-3425", vocab) == []
    assert _cards("a SAM8650 sensor and a QCS12 board", vocab) == []


def test_a_phones_model_number_before_its_soc_counts_nothing(vocab: Vocabulary) -> None:
    """'Galaxy S24 SM8650', 'Pixel 9 Tensor G4', 'Redmi 13 SM8550': the number is the phone's
    model, and a phone holds one SoC, so no count; a count written as '2x' still counts."""
    text = (
        "Decode by handset:\n"
        "Galaxy S24 SM8650: 10.4 tok/s\n"
        "Pixel 9 Tensor G4: 6.2 tok/s\n"
        "Redmi 13 SM8550: 8.8 tok/s\n"
    )
    got = [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(10.4, "SM8650", None), (6.2, "Tensor G4", None), (8.8, "SM8550", None)]
    (claim,) = extract_claims("Across 2x SA8295P modules the 3B model decodes 19 tok/s.\n", vocab)
    assert (claim.hardware, claim.gpu_count) == ("SA8295P", 2)
