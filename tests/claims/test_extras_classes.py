"""Numbers that are no claim (conditions, targets, sums, other things' multiples), each
class pinned by sentences of its own (docs/READING_RULES.md §2 and §4, and
tests/data/claims_eval/LABELLING.md)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_the_per_user_speed_a_throughput_is_read_at_is_a_condition(vocab: Vocabulary) -> None:
    assert _read(
        "The new build serves 9,400 tok/s per GPU at ~40 tok/s/user on MI355X.", vocab
    ) == [(9400.0, "output_tok_s")]
    assert _read(
        "We reach 4,100 tokens/s per GPU at roughly 25 tokens per second per user.", vocab
    ) == [(4100.0, "output_tok_s")]
    assert _read("Peak throughput is 3.1x higher at 60 tok/s/user with MTP.", vocab) == [
        (3.1, "speedup")
    ]


def test_a_per_user_speed_of_its_own_stays_a_claim(vocab: Vocabulary) -> None:
    assert _read("It decodes at 55 tok/s/user.", vocab) == [(55.0, "decode_tok_s")]
    assert _read("Throughput per user: 120 tok/s/user at 8 concurrent requests.", vocab) == [
        (120.0, "decode_tok_s")
    ]
    # a measured interactivity, written with its decimals, is that run's own figure
    got = _read("The branch now hits 1,870 tok/s/GPU at 7.3 tok/s/user on 8K/1K.", vocab)
    assert (7.3, "decode_tok_s") in got


def test_the_divisor_of_a_bandwidth_sum_is_no_memory_figure(vocab: Vocabulary) -> None:
    text = "A 13B model at INT8 is about 13GB; 400 GB/s ÷ 13GB ≈ 30 tokens/sec at best."
    assert _read(text, vocab) == [(13.0, "memory")]


def test_every_step_of_a_worked_bandwidth_sum_is_arithmetic(vocab: Vocabulary) -> None:
    text = "Dense 14B (fp16): 28GB of weights / 819 GB/s = ~34ms per token = ~29 tok/s"
    assert _read(text, vocab) == [(28.0, "memory")]


def test_a_count_before_an_emphasised_card_is_no_multiple(vocab: Vocabulary) -> None:
    got = _read("We also ran on 4x**A100** 40G GPUs, reaching a speedup of **2.5x**.", vocab)
    assert got == [(2.5, "speedup")]
    assert _read("Tested on 8x *H100*: 2.1x faster.", vocab) == [(2.1, "speedup")]
    assert _read("It is **3x** faster on H100.", vocab) == [(3.0, "speedup")]


def test_a_target_column_or_row_holds_no_claims(vocab: Vocabulary) -> None:
    column = "| Metric | Target |\n|---|---|\n| Decode | 150 tok/s |\n| TTFT | < 20 ms |\n"
    assert _read(column, vocab) == []
    row = "| Build | Speed |\n|---|---|\n| Current | 120 tok/s |\n| **Goal** | 200 tok/s |\n"
    assert _read(row, vocab) == [(120.0, "decode_tok_s")]
    rating = "| Metric | Good value |\n|---|---|\n| eval rate | 20+ t/s for chat |\n"
    assert _read(rating, vocab) == []


def test_figures_under_a_targets_heading_are_goals(vocab: Vocabulary) -> None:
    text = (
        "## Latency targets\n\n- TTFT under 30 ms\n- decode 180 tok/s per user\n\n"
        "## Results\n\n- decode 150 tok/s\n"
    )
    assert _read(text, vocab) == [(150.0, "decode_tok_s")]
    plain = "Serving Targets (two L40S)\n\nMetric Target\nThroughput ~900 tok/s\nTTFT < 40ms\n"
    assert _read(plain, vocab) == []


def test_a_goal_heading_holds_only_its_first_paragraph(vocab: Vocabulary) -> None:
    text = (
        "## Goal\n\nReach 90 tok/s on one H100.\n\n"
        "Today the branch decodes at 72 tok/s on one H100.\n"
    )
    assert _read(text, vocab) == [(72.0, "decode_tok_s")]


def test_a_target_model_line_is_no_goal_heading(vocab: Vocabulary) -> None:
    text = "Target model: Llama 3 70B\n\nWe measured 42 tok/s with EAGLE."
    assert _read(text, vocab) == [(42.0, "decode_tok_s")]


def test_a_met_milestone_heading_keeps_its_figures(vocab: Vocabulary) -> None:
    text = "## Milestone: 2x target achieved\n\n- decode 240 tok/s on an RTX 4090\n"
    assert _read(text, vocab) == [(240.0, "decode_tok_s")]


def test_the_second_type_of_a_kernel_pair_is_no_precision(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("- Q8_0×Q8_1 dot kernel: 1.6x decode speedup", vocab)
    assert claim.precision == "Q8_0"


def test_a_multiple_of_a_byte_rate_is_no_speedup(vocab: Vocabulary) -> None:
    text = "Image pulls went from 40MB/s to 900MB/s (22x faster) with the new CDN."
    assert _read(text, vocab) == []
    assert _read("The chip's SRAM reaches 20 PB/s, about 3,000 times the H100's.", vocab) == []


def test_a_reduction_factor_of_a_count_is_no_speedup(vocab: Vocabulary) -> None:
    assert _read("The staging buffer cuts the number of RDMA calls by ~500x.", vocab) == []
    got = _read("Speculative decoding reduces latency by 2.4x on an H100.", vocab)
    assert got == [(2.4, "speedup")]


def test_more_tokens_held_at_once_is_a_capacity_not_a_speedup(vocab: Vocabulary) -> None:
    assert _read("The new cache fits 4x more tokens on one L4.", vocab) == []
    assert _read("Paged KV now holds 3x the context on a 24 GB card.", vocab) == []
    got = _read("It generates 2x more tokens per second than before.", vocab)
    assert got == [(2.0, "speedup")]
    got = _read("The new build serves 1.4x more tokens under heavy load.", vocab)
    assert got == [(1.4, "speedup")]


def test_a_question_ending_its_line_asks_even_when_a_line_follows(vocab: Vocabulary) -> None:
    text = "Which build gives 120 tok/s, and which one 40?\nI ran all of them twice."
    assert _read(text, vocab) == []
    text = "Какой сервер выдаст 90 токенов в секунду?\nЯ проверил оба."
    assert _read(text, vocab) == []


def test_a_change_from_an_approximate_figure_is_two_figures_not_a_range(
    vocab: Vocabulary,
) -> None:
    text = "Throughput jumped from approximately 1,900 to 9,800 tokens per second per GPU."
    assert _read(text, vocab) == [(1900.0, "output_tok_s"), (9800.0, "output_tok_s")]
    (span,) = extract_claims("It runs at roughly 40 to 65 tok/s.", vocab)
    assert (span.value_min, span.value_max) == (40.0, 65.0)


def test_a_speed_a_reader_feels_at_is_a_bar_not_a_run(vocab: Vocabulary) -> None:
    assert _read("Chat feels snappy at 20+ tok/s on any card.", vocab) == []
    assert _read("At 60 tok/s the model feels instant.", vocab) == []
    text = "A 300-token reply at 25 tok/s feels slower than a 600-token reply at 90 tok/s."
    assert _read(text, vocab) == []


def test_a_run_that_felt_some_way_keeps_its_speed(vocab: Vocabulary) -> None:
    assert _read("It runs at 45 tok/s, which felt fine.", vocab) == [(45.0, "decode_tok_s")]
    assert _read("On my 4090 it feels fast: 110 tok/s.", vocab) == [(110.0, "decode_tok_s")]
