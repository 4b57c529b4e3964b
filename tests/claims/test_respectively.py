"""Parallel series (reading rules §2: each figure takes its own setup; a pair or series is an
explicit construct): a list of settings or names written before a list of as many figures
gives the i-th figure the i-th setting, with "/", "and", "respectively" or "jeweils"; a list
of another length, or numbers that say nothing about what they count, pair nothing."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab)]


def test_load_series_before_two_figure_series(vocab: Vocabulary) -> None:
    text = "With 8 / 64 concurrent users the p50 TTFT went from 180 / 420 ms to 150 / 390 ms."
    assert _loads(text, vocab) == [
        (180, 8),
        (420, 64),
        (150, 8),
        (390, 64),
    ]


def test_batch_list_then_rates_respectively(vocab: Vocabulary) -> None:
    text = "Batch sizes 2, 16 and 48 yield 70, 260 and 540 tok/s respectively on an L40S."
    assert _loads(text, vocab) == [(70, 2), (260, 16), (540, 48)]
    text = "At bs 4 and 12, the server returns 55 / 120 tok/s."
    assert _loads(text, vocab) == [(55, 4), (120, 12)]


def test_keyed_load_line_then_series(vocab: Vocabulary) -> None:
    text = "Concurrency 2 / 8 / 32: 88 / 250 / 610 tok/s with SGLang on an A100."
    assert [c for _, c in _loads(text, vocab)] == [2, 8, 32]


def test_card_count_series_before_figures(vocab: Vocabulary) -> None:
    text = "On 2 / 4 / 8 GPUs the 70B model decodes at 31 / 52 / 77 tok/s with vLLM."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.gpu_count) for c in claims] == [(31, 2), (52, 4), (77, 8)]


def test_slash_names_with_colon(vocab: Vocabulary) -> None:
    claims = extract_claims("SGLang / vLLM: 142 / 118 tok/s on one H200.", vocab)
    assert [(c.value, c.engine) for c in claims] == [(142, "sglang"), (118, "vllm")]


def test_jeweils_pairs_names(vocab: Vocabulary) -> None:
    text = "Mit SGLang und vLLM messen wir jeweils 140 und 110 tok/s auf einer H100."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.engine) for c in claims] == [(140, "sglang"), (110, "vllm")]


def test_counts_differ_pairs_nothing(vocab: Vocabulary) -> None:
    text = "At batch 1 / 8 / 32 the rates are 95 / 410 tok/s on an H100."
    assert _loads(text, vocab) == [(95, None), (410, None)]
    claims = extract_claims("vLLM / SGLang / TensorRT-LLM: 120 / 95 tok/s on H100.", vocab)
    assert [c.engine for c in claims] == [None, None]


def test_unkeyed_numbers_pair_nothing(vocab: Vocabulary) -> None:
    text = "Runs 3 and 7 gave 42 / 44 tok/s on an RTX 4090."
    assert _loads(text, vocab) == [(42, None), (44, None)]


def test_one_setting_is_no_series(vocab: Vocabulary) -> None:
    text = "At batch 8, vLLM decodes 95 / 410 tok/s on one H100."
    assert {c for _, c in _loads(text, vocab)} == {8}


def test_slash_figures_respectively_take_listed_cards(vocab: Vocabulary) -> None:
    claims = extract_claims("The L40S and the A10G serve 640 / 210 tok/s respectively.", vocab)
    assert [(c.value, c.hardware, c.gpu_count) for c in claims] == [
        (640, "L40S", None),
        (210, "A10G", None),
    ]


def test_russian_respectively_pairs_names(vocab: Vocabulary) -> None:
    text = "На L40S и A10G llama.cpp выдаёт 88 и 41 tok/s соответственно."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(88, "L40S"), (41, "A10G")]


def test_respectively_with_a_longer_list_pairs_nothing(vocab: Vocabulary) -> None:
    text = "The L40S, A10G and T4 serve 640 / 210 tok/s respectively."
    assert [c.hardware for c in extract_claims(text, vocab)] == [None, None]


def test_each_multiple_takes_the_load_after_it(vocab: Vocabulary) -> None:
    text = "EAGLE lifts decoding by 2.4x for batch size 2 and 1.6x for batch size 16 on an L40S."
    assert _loads(text, vocab) == [(2.4, 2), (1.6, 16)]
    text = "MTP gives 1.9x at 4 concurrent requests and 1.2x at 64 concurrent requests."
    assert _loads(text, vocab) == [(1.9, 4), (1.2, 64)]


def test_one_multiple_with_a_load_lends_nothing_new(vocab: Vocabulary) -> None:
    text = "EAGLE lifts decoding by 2.4x for batch size 2 on an L40S."
    assert _loads(text, vocab) == [(2.4, 2)]


def test_both_points_back_at_the_previous_list(vocab: Vocabulary) -> None:
    text = "本次对比 L40S 和 A10G 两张卡。两者分别达到 640 tok/s 和 210 tok/s。"
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(640, "L40S"), (210, "A10G")]
    text = "We put the L40S and the A10G side by side. Both serve 640 / 210 tok/s respectively."
    claims = extract_claims(text, vocab)
    assert [(c.value, c.hardware) for c in claims] == [(640, "L40S"), (210, "A10G")]


def test_previous_list_without_both_or_of_another_length_is_left(vocab: Vocabulary) -> None:
    text = (
        "We put the L40S, the A10G and the T4 side by side. "
        "Both serve 640 / 210 tok/s respectively."
    )
    assert [c.hardware for c in extract_claims(text, vocab)] == [None, None]
    text = "We put the L40S and the A10G side by side. vLLM serves 640 / 210 tok/s respectively."
    assert [c.hardware for c in extract_claims(text, vocab)] == [None, None]
