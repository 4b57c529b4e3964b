"""Precision and decoding method from a table's setting rows and a text's own wording
(LABELLING.md: a `bits 16` column gives FP16, `bits 8` INT8, "4-bit" INT4)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_quantisation_row_gives_each_model_column_its_bit_width(vocab: Vocabulary) -> None:
    # a table whose columns are models: its "Quantization" row is a setting of each column
    text = (
        "1. Results:\n"
        "Model | alpha-7b | beta-13b | gamma-3b |\n"
        "---|---|---|---|\n"
        "Quantization | 16 | 4 | 3 |\n"
        "Output (tokens/s) | 812.5 | 433.25 | 977.5 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(812.5, "FP16"), (433.25, "INT4"), (977.5, None)]


def test_a_quantisation_first_row_of_a_table_joins_its_columns(vocab: Vocabulary) -> None:
    text = (
        "| Model | alpha-7b | beta-13b |\n"
        "|---|---|---|\n"
        "| 量化 | 8 | 16 |\n"
        "| Output (tokens/s) | 612.5 | 233.25 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(612.5, "INT8"), (233.25, "FP16")]


def test_a_row_of_other_numbers_gives_no_precision(vocab: Vocabulary) -> None:
    text = (
        "1. Results:\n"
        "Model | alpha-7b | beta-13b |\n"
        "---|---|---|\n"
        "Layers | 16 | 4 |\n"
        "Output (tokens/s) | 812.5 | 433.25 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(812.5, None), (433.25, None)]


def test_a_row_naming_no_precision_does_not_take_another_rows_from_above(
    vocab: Vocabulary,
) -> None:
    # the prose above talks about the AWQ build one row runs; the plain row names none
    text = (
        "The AWQ build halves memory.\n\n"
        "| Setup | TTFT |\n"
        "|---|---|\n"
        "| transformers + static batch | 640 ms |\n"
        "| vLLM + AWQ | 170 ms |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(640.0, None), (170.0, "INT4")]


def test_a_precision_above_a_table_whose_rows_name_another_still_holds(
    vocab: Vocabulary,
) -> None:
    text = (
        "All runs use FP8 weights unless the row says otherwise.\n\n"
        "| Setup | TTFT |\n"
        "|---|---|\n"
        "| vLLM | 640 ms |\n"
        "| vLLM + AWQ | 170 ms |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(640.0, "FP8"), (170.0, "INT4")]


def test_diffusion_decoding_written_in_cjk_names_the_mode(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("该模型采用块状扩散解码,单卡实测 820 tokens/s。", vocab)
    assert claim.mode == "diffusion"
    (claim,) = extract_claims("並列デコードで 640 tokens/s を達成した。", vocab)
    assert claim.mode == "diffusion"


def test_a_diffusion_model_alone_names_no_decoding_mode(vocab: Vocabulary) -> None:
    # reading rules §3: "a diffusion language model" is a model family, not a method
    (claim,) = extract_claims("这个扩散语言模型单卡实测 820 tokens/s。", vocab)
    assert claim.mode is None


def test_the_format_of_a_chips_peak_compute_is_no_runs_precision(vocab: Vocabulary) -> None:
    # reading rules §4: "10 PFLOPS in FP4" is a hardware spec; the run states no precision
    text = (
        "The new card offers up to 12 PFLOPS in FP4 and 288 GB of memory. "
        "The team's server reached 4,200 tokens/s on it."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
    text = "It has 9 petaflops of FP8 compute. Our server reached 3,100 tokens/s on it."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_a_run_stated_in_a_format_keeps_it(vocab: Vocabulary) -> None:
    text = (
        "The new card offers 288 GB of memory. Running in FP4, the server reached 4,200 tokens/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "FP4"


def test_autoregressive_drafting_describes_a_drafter_not_plain_decoding(
    vocab: Vocabulary,
) -> None:
    # reading rules §3: "autoregressive drafting" is how a drafter works inside a
    # speculative method; the paragraph's method is the figures' mode
    text = (
        "QuickDraft swaps autoregressive drafting for a parallel drafter in speculative "
        "decoding. It reaches 4.1x lossless acceleration on an 8B model."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "speculative"


def test_autoregressive_decoding_still_names_plain_decoding(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Plain autoregressive decoding gave 41 tok/s on the card.", vocab)
    assert claim.mode == "ar"


def test_without_and_with_sd_are_the_plain_and_speculative_sides(vocab: Vocabulary) -> None:
    # reading rules §2: a "without" side is AR; SD is short for speculative decoding
    text = "Big-70B: Without SD, 3.1 t/s. With SD (a 1B model as draft), I get 5.2 t/s."
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(3.1, "ar"), (5.2, "speculative")]


def test_sd_alone_names_no_method(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("The SD card held the weights; decode ran at 12 t/s.", vocab)
    assert claim.mode is None


def test_n_streams_labelling_a_result_line_is_its_concurrency(vocab: Vocabulary) -> None:
    # reading rules §4: concurrency is the number of requests in flight; "N 路" is N streams
    text = "峰值显存:\n- 1 路:峰值 40.5 GB\n- 3 路:峰值 61.2 GB\n"
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(40.5, 1), (61.2, 3)]


def test_tensor_parallel_ways_are_not_streams(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("采用 4 路张量并行,吞吐达到 2300 tokens/s。", vocab)
    assert claim.concurrency is None


def test_a_method_the_writer_wonders_about_is_not_the_runs_mode(vocab: Vocabulary) -> None:
    # reading rules §1: a method not yet tried states nothing of the figure beside it
    text = "The card gives 31 tok/s, too slow for me. Not sure if EAGLE would help here."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_a_method_the_writer_ran_still_gives_the_mode(vocab: Vocabulary) -> None:
    text = "I turned EAGLE on for this run. The card gives 31 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "eagle"
