"""Speedups (reading rules §4: a relative figure of a metric): found where a text states one,
never read from a number that only looks like a multiple."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


def test_a_multiple_written_before_its_number_may_end_the_sentence(vocab: Vocabulary) -> None:
    text = "We tried the drafter on our box. The gain in speed was only about ~x1.3."
    assert _speedups(text, vocab) == [1.3]


def test_the_ratio_of_a_change_in_brackets_after_it_is_a_speedup(vocab: Vocabulary) -> None:
    text = "- new attention path: prefill 2100 -> 3570 tok/s (1.70x) on our test box"
    claims = extract_claims(text, vocab)
    assert sorted((c.metric, c.value) for c in claims) == [
        ("prefill_tok_s", 2100.0),
        ("prefill_tok_s", 3570.0),
        ("speedup", 1.7),
    ]


def test_a_times_sign_that_lost_a_byte_in_greek_mojibake_is_a_multiple(
    vocab: Vocabulary,
) -> None:
    text = "Serving pick β€” a busy API: SGLang (2-4Γ higher throughput)."
    claims = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value_min, c.value_max) for c in claims] == [(2.0, 4.0)]


def test_scientific_notation_is_no_multiple(vocab: Vocabulary) -> None:
    text = (
        "A Medusa head for the 7B model.\n\n"
        "| Setting | Value |\n|---|---|\n| Learning rate | 3 × 10⁻⁴ (linear decay) |\n"
    )
    assert _speedups(text, vocab) == []
    assert _speedups("Medusa heads, lr 2 × 10^-5, give faster decoding.", vocab) == []


def test_a_run_named_after_the_multiple_outweighs_a_market_word_before_it(
    vocab: Vocabulary,
) -> None:
    text = "For many users: SGLang (2-4x higher throughput)."
    assert _speedups(text, vocab) == [3.0]
    assert _speedups("Demand for GPUs will grow 10x by 2027.", vocab) == []


def test_a_reduction_of_a_quantity_is_no_speedup_but_one_of_a_time_is(vocab: Vocabulary) -> None:
    text = "INT4 weights give a 4x reduction in model size and up to a 2.2x boost in throughput."
    assert _speedups(text, vocab) == [2.2]
    assert _speedups("Medusa gives a 2.5x reduction in end-to-end latency.", vocab) == [2.5]


def test_a_verb_of_growth_makes_n_times_a_multiple_not_a_count(vocab: Vocabulary) -> None:
    assert _speedups("With the fused path we increased decode speed up to 4 times.", vocab) == [4.0]
    assert _speedups("Новая сборка позволила ускорить генерацию в 3 раза.", vocab) == [3.0]
    assert _speedups("In our test it did boost the TPS around 3X on one box.", vocab) == [3.0]
    assert _speedups("I increased the prompt and reran the bench 5 times.", vocab) == []
    assert _speedups("We increased the context 4 times this week.", vocab) == []


def test_a_multiple_of_a_size_or_of_game_frames_is_no_speedup(vocab: Vocabulary) -> None:
    text = "The new card carries 96GB of GDDR7 per board, a 4x increase over the old 24GB."
    assert _speedups(text, vocab) == []
    assert _speedups("新架构发布,其中游戏性能提升了 8 倍。", vocab) == []
    assert _speedups("Its ray tracing is 3x faster than before.", vocab) == []
    assert _speedups("The Q4 file (18 GB) runs 2x faster on SGLang.", vocab) == [2.0]


def test_a_multiples_load_may_be_written_b_equals_n_or_single_query(vocab: Vocabulary) -> None:
    (one,) = extract_claims("Our MTP head gives a 1.4x speedup at B=1 on one L40S.", vocab)
    assert one.concurrency == 1
    (many,) = extract_claims("At B=16 the MTP head still gives 1.2x on one L40S.", vocab)
    assert many.concurrency == 16
    (query,) = extract_claims("Lookahead gave 1.5 times acceleration for a single query.", vocab)
    assert query.concurrency == 1


def test_a_multiple_ending_rows_under_a_speedup_header_is_a_speedup(vocab: Vocabulary) -> None:
    text = (
        "Results on two cards\n\n"
        "Card Model Drafter Ours (ms/tok) Plain (ms/tok) Speedup\n"
        "L40S Qwen-14B Qwen-0.5B 21.0 48.3 2.30x\n"
        "A10G Qwen-14B Qwen-0.5B 35.2 70.4 2.00x\n"
    )
    claims = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.hardware, c.gpu_count) for c in claims] == [
        (2.3, "L40S", None),
        (2.0, "A10G", None),
    ]

    header_elsewhere = "Card Model Speedup Notes\nL40S Qwen-14B fast 2.30x\n"
    assert _speedups(header_elsewhere, vocab) == []


def test_a_multiple_ending_the_line_above_counts_no_cards(vocab: Vocabulary) -> None:
    text = "EAGLE speedup on the old card: 1.25x\nRTX 4090 with EAGLE: 95 tok/s\n"
    rate = next(c for c in extract_claims(text, vocab) if c.metric == "decode_tok_s")
    assert (rate.hardware, rate.gpu_count) == ("RTX 4090", None)


def test_a_count_before_an_emphasised_card_counts_it(vocab: Vocabulary) -> None:
    (one,) = extract_claims("On 8x**H200** nodes EAGLE-3 reached a speedup of **2.4x**.", vocab)
    assert (one.hardware, one.gpu_count) == ("H200", 8)


def test_a_speedup_cell_run_into_the_rate_before_it_is_read(vocab: Vocabulary) -> None:
    text = (
        "Measured with Medusa on one A100:\n"
        "ModelRateSpeedup\n"
        "Vicuna-7B plain 41.2 tokens/s1.0×\n"
        "Vicuna-7B Medusa 88.6 tokens/s2.15×\n"
    )
    assert _speedups(text, vocab) == [1.0, 2.15]


def test_a_speedup_takes_a_precision_only_from_its_own_sentence(vocab: Vocabulary) -> None:
    text = (
        "We serve the 8B model in FP8 on one L40S with SGLang. "
        "Plain decoding reaches 61 tok/s. EAGLE-3 then gives a 1.9x speedup."
    )
    claims = {c.metric: c for c in extract_claims(text, vocab)}
    assert claims["decode_tok_s"].precision == "FP8"
    assert claims["speedup"].precision is None
    (own,) = extract_claims("With FP8 weights EAGLE-3 gives a 1.9x speedup on SGLang.", vocab)
    assert own.precision == "FP8"


def test_a_speedup_in_prose_takes_a_load_only_from_its_own_sentence(vocab: Vocabulary) -> None:
    text = (
        "We test at batch size 8 on one L40S. Plain decoding reaches 310 tok/s. "
        "EAGLE-3 then gives a 1.4x speedup."
    )
    claims = {c.metric: c for c in extract_claims(text, vocab)}
    assert claims["output_tok_s"].concurrency == 8
    assert claims["speedup"].concurrency is None
    (own,) = extract_claims("At batch size 8, EAGLE-3 gives a 1.4x speedup on one L40S.", vocab)
    assert own.concurrency == 8


def test_a_model_described_as_autoregressive_names_no_decoding_mode(vocab: Vocabulary) -> None:
    text = "Qwen is an autoregressive language model. On one H100 FP8 gives a 1.5x speedup."
    (one,) = extract_claims(text, vocab)
    assert one.mode is None
    (plain,) = extract_claims("Autoregressive decoding on one H100 reaches 52 tok/s.", vocab)
    assert plain.mode == "ar"
