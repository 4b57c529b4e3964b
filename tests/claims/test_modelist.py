"""Mode lists and backend lists paired with figures (reading rules §2: each figure takes its own
setup, negation counts, comparisons name a baseline, not the subject; §3: modes are distinct).

A list of runs written with and without a method ("with EAGLE and without speculation") gives
the i-th figure the i-th member's mode, the negated one plain (``ar``); the baselines of a
comparison paired with backends that are no engine ("compared to 106 and 87 t/s for ROCm and
Vulkan, respectively") take neither the subject's engine nor its card. Lists of another
length, or without a pairing, pair nothing."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


def _setups(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    return [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]


# must fire: each member of a lead-word mode list gives its figure its own mode


def test_method_then_negated_run_respectively(vocab: Vocabulary) -> None:
    text = "With EAGLE and without speculation, the model reaches 95 and 41 tok/s, respectively."
    assert _modes(text, vocab) == [(95, "eagle"), (41, "ar")]


def test_negated_run_first_then_method(vocab: Vocabulary) -> None:
    text = "Without speculation and with EAGLE the 8B model decodes 41 and 95 tok/s respectively."
    assert _modes(text, vocab) == [(41, "ar"), (95, "eagle")]


def test_using_and_using_no_lead_each_member(vocab: Vocabulary) -> None:
    text = "Using Medusa and using no speculative decoding, we saw 88 and 52 tok/s, respectively."
    assert _modes(text, vocab) == [(88, "medusa"), (52, "ar")]


def test_three_members_with_leads(vocab: Vocabulary) -> None:
    text = (
        "With MTP, with EAGLE-3 and without speculative decoding it decodes at 62, 70 and "
        "38 tok/s respectively."
    )
    assert _modes(text, vocab) == [(62, "mtp"), (70, "eagle"), (38, "ar")]


# must fire: baselines paired with backends keep nothing of the subject's engine or card


def test_backend_baselines_drop_subject_engine_and_card(vocab: Vocabulary) -> None:
    text = (
        "The vLLM build reaches 156 t/s on an RX 7900 XTX, compared to 106 t/s and 87 t/s "
        "for ROCm and Vulkan, respectively."
    )
    assert _setups(text, vocab) == [
        (156, "vllm", "RX 7900 XTX"),
        (106, None, None),
        (87, None, None),
    ]


def test_engine_baselines_drop_subject_card(vocab: Vocabulary) -> None:
    text = (
        "On an RTX 3090 SGLang gives 130 tok/s, versus 104 tok/s and 90 tok/s with llama.cpp "
        "and vLLM, respectively."
    )
    assert _setups(text, vocab) == [
        (130, "sglang", "RTX 3090"),
        (104, "llama.cpp", None),
        (90, "vllm", None),
    ]


def test_slashed_backend_baselines_with_backends_word(vocab: Vocabulary) -> None:
    text = (
        "With llama.cpp an Arc A770 decodes 48 tok/s, versus 31 tok/s and 22 tok/s with the "
        "SYCL / Vulkan backends respectively."
    )
    assert [(v, e) for v, e, _ in _setups(text, vocab)] == [
        (48, "llama.cpp"),
        (31, None),
        (22, None),
    ]


# must not fire


def test_mode_list_of_another_length_pairs_nothing(vocab: Vocabulary) -> None:
    text = "With EAGLE and without speculation, the model reaches 95, 41 and 30 tok/s respectively."
    modes = [m for _, m in _modes(text, vocab)]
    assert modes != ["eagle", "ar", "ar"] and len(set(modes)) == 1


def test_mode_list_without_pairing_word_pairs_nothing(vocab: Vocabulary) -> None:
    text = "With EAGLE and without speculation, the model reaches 95 and 41 tok/s."
    modes = [m for _, m in _modes(text, vocab)]
    assert len(set(modes)) == 1


def test_mode_list_not_paired_with_figures(vocab: Vocabulary) -> None:
    text = "We compare runs with EAGLE and without speculation. The model reaches 95 tok/s."
    assert _modes(text, vocab) == [(95, None)]


def test_same_mode_twice_pairs_nothing(vocab: Vocabulary) -> None:
    text = "With EAGLE and with the EAGLE-3 heads, the model reaches 95 and 99 tok/s respectively."
    assert [m for _, m in _modes(text, vocab)] == ["eagle", "eagle"]


def test_backend_list_of_another_length_keeps_subject_setup(vocab: Vocabulary) -> None:
    text = (
        "The vLLM build reaches 156 t/s on an RX 7900 XTX, compared to 106, 95 and 87 t/s "
        "for ROCm and Vulkan, respectively."
    )
    engines = [e for _, e, _ in _setups(text, vocab)]
    assert engines == ["vllm"] * 4


def test_backend_list_without_pairing_word_keeps_subject_setup(vocab: Vocabulary) -> None:
    text = (
        "The vLLM build reaches 156 t/s on an RX 7900 XTX, compared to 106 t/s and 87 t/s "
        "for ROCm and Vulkan."
    )
    assert [e for _, e, _ in _setups(text, vocab)] == ["vllm"] * 3


def test_precision_list_is_no_backend_list(vocab: Vocabulary) -> None:
    text = (
        "The vLLM build reaches 156 t/s on an RX 7900 XTX, compared to 106 t/s and 87 t/s "
        "for FP8 and BF16, respectively."
    )
    assert [e for _, e, _ in _setups(text, vocab)] == ["vllm"] * 3
