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
    text = "It feels like the old demo, which served a 70B model at about 1,800 tok/s."
    assert _read(text, vocab) == [(1800.0, "decode_tok_s")]


def test_a_token_rate_per_bandwidth_or_power_is_an_efficiency_not_a_speed(
    vocab: Vocabulary,
) -> None:
    assert _read("Apple averages 0.11 tok/s per GB/s of memory bandwidth.", vocab) == []
    assert _read("It reaches 2.1 tokens/s/W on the NPU.", vocab) == []
    table = "| GPU | Decode | tok/s per GB/s |\n|---|---|---|\n| RTX 4070 | 60 tok/s | 0.12 |\n"
    assert _read(table, vocab) == [(60.0, "decode_tok_s")]
    assert _read("The 4090 decodes 120 tok/s per GPU.", vocab) == [(120.0, "output_tok_s")]


def test_the_memory_a_machine_is_sold_with_is_no_memory_figure(vocab: Vocabulary) -> None:
    for text in (
        "A 70B model on a 128GB Mac runs as fast as on a 256GB Mac.",
        "Available VRAM: approximately 6.1GB after the desktop.",
        "メモリは32GBです。",
        "13Bモデルは8GBメモリのPCでは厳しいが、24GBメモリ搭載PCなら動く",
        "v6e offers 32GB high-bandwidth memory per chip.",
        "16GB 이하 GPU에서 실행 가능",
    ):
        assert _read(text, vocab) == [], text
    assert _read("Peak memory: 14.2 GB", vocab) == [(14.2, "memory")]


def test_a_multiple_of_parallelism_or_of_tokens_per_forward_is_no_speedup(
    vocab: Vocabulary,
) -> None:
    assert _read("You get 6x the memory usage for 6x the parallelism.", vocab) == []
    assert _read("The diffusion mode gives a 2.6× TPF boost.", vocab) == []
    assert _read("MTP gives a 2.1x decode speedup.", vocab) == [(2.1, "speedup")]


def test_a_rate_assumed_to_time_an_answer_is_arithmetic(vocab: Vocabulary) -> None:
    for text in (
        "At 12 tokens per second, a 300-word answer takes roughly 30 seconds.",
        "A model decoding at 8 tok/s produces a 400-token reply in 50 seconds.",
        "At 60 tok/s, the same answer completes in 5 seconds.",
    ):
        assert _read(text, vocab) == [], text
    # a run on a named card stays a run
    got = _read("Llama 8B runs at 95 tok/s on the 4090 and a 500-token answer takes 5 s.", vocab)
    assert (95.0, "decode_tok_s") in got


def test_a_speed_said_to_feel_some_way_is_a_bar(vocab: Vocabulary) -> None:
    for text in (
        "A TTFT of 3 seconds feels fine; 20 seconds feels broken.",
        "Below 8 tok/s feels sluggish.",
        "A readable chat speed is around 20–30 tok/s.",
        "4–12 tokens per second is generally perceived as usable.",
    ):
        assert _read(text, vocab) == [], text
    assert _read("Decode runs 45 tok/s and feels fine.", vocab) == [(45.0, "decode_tok_s")]


def test_a_log_line_timing_loading_or_capture_is_no_latency(vocab: Vocabulary) -> None:
    for text in (
        "INFO [loader.py:447] Loading weights took 4.12 seconds",
        "srv update: prompt cache update took 55.2 ms",
    ):
        assert _read(text, vocab) == [], text
    # the capture's time is no latency; the memory it took is memory (LABELLING: CUDA-graph
    # "took 0.63 GiB" is memory)
    got = _read("INFO Graph capturing finished in 21 secs, took 0.71 GiB", vocab)
    assert got == [(0.71, "memory")]
    assert _read("The request took 12.4 s.", vocab) == [(12.4, "e2e_latency")]


def test_a_difference_between_two_runs_is_no_figure(vocab: Vocabulary) -> None:
    for text in (
        "The 4-bit quant runs at around +12 tps, so there is headroom.",
        "It only improves the 14B by 2 t/s.",
        "Speculative decoding reduced latency by 30 ms per token.",
        "批处理可提升吞吐量,但会增加延迟(约增加10-15ms)。",
    ):
        assert _read(text, vocab) == [], text
    assert _read("Decode improved to 52 tok/s.", vocab) == [(52.0, "decode_tok_s")]


def test_a_need_or_an_aim_in_other_words_is_a_goal(vocab: Vocabulary) -> None:
    for text in (
        "If you need 100 tok/s, buy an H100.",
        "Если вам нужно 100 токенов в секунду, покупайте 8xH100.",
        "Ваша цель — 40 токенов/сек в конце цепочки.",
    ):
        assert _read(text, vocab) == [], text


def test_a_sentence_whose_number_was_set_aside_keeps_its_names(vocab: Vocabulary) -> None:
    text = (
        "## M2 Max, 64 GB\n\nSpeculative decoding gives a 1.4x gain here.\n\n"
        "(The 4bit MLX build runs at around +10 tps, for what it is worth.)\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.precision, claim.engine) == (1.4, None, None)


def test_a_percentage_cell_takes_no_unit_from_its_row(vocab: Vocabulary) -> None:
    table = (
        "| config | tok/s | acceptance |\n|---|---|---|\n"
        "| plain decode | 119 | — |\n| MTP depth 1, v0.25.x | 90 | 57.6% |\n"
    )
    assert _read(table, vocab) == [(119.0, "decode_tok_s"), (90.0, "decode_tok_s")]


def test_a_speed_named_as_a_threshold_after_a_dash_is_a_bar(vocab: Vocabulary) -> None:
    assert _read("20-30 токенов в секунду — это психологический порог.", vocab) == []
    assert _read("15 tok/s — that is the magic threshold for chat.", vocab) == []
    assert _read("It reached 15 tok/s — a new record.", vocab) == [(15.0, "decode_tok_s")]
