"""Which numbers are figures, and of which metric: classes found on the development part's
batches 26-39, each pinned by sentences of our own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_piped_log_lines_of_key_values_are_read_as_prose(vocab: Vocabulary) -> None:
    """Server log lines split by "|" are no table when their first line holds "key = N"."""
    text = (
        "```\n"
        "09.01.002 I slot timing: id 1 | task 7 | n_decoded = 300, tg = 41.20 t/s\n"
        "09.01.003 I slot timing: id 1 | task 7 | eval time = 7300.10 ms / 300 tokens "
        "(24.33 ms per token, 41.10 tokens per second)\n"
        "09.01.004 I slot timing: id 1 | task 7 | total time = 7900.50 ms / 340 tokens\n"
        "```"
    )
    assert _got(text, vocab) == [
        (41.2, "decode_tok_s"),
        (24.33, "tpot"),
        (41.1, "decode_tok_s"),
        (7900.5, "e2e_latency"),
    ]


def test_one_batch_log_lines_time_each_phase(vocab: Vocabulary) -> None:
    """A decode step's latency is a token's time; the prefill's is not labelled; the total
    line gives the whole run's time and its input-plus-output rate."""
    text = (
        "```\n"
        "Prefill. latency: 0.02500 s, throughput:   3200.00 token/s\n"
        "Decode 0. Batch size: 1, latency: 0.00810 s, throughput:    123.40 token/s\n"
        "Total. latency:  0.140 s, throughput:   950.10 token/s\n"
        "```"
    )
    assert _got(text, vocab) == [
        (3200.0, "prefill_tok_s"),
        (0.0081, "tpot"),
        (123.4, "decode_tok_s"),
        (0.14, "e2e_latency"),
        (950.1, "total_tok_s"),
    ]


def test_prompt_plus_completion_throughput_is_the_total(vocab: Vocabulary) -> None:
    """A rate of prompt plus completion tokens counts input and output: the total."""
    text = "token throughput (prompt + completion token): 3100.5 token/s"
    assert _got(text, vocab) == [(3100.5, "total_tok_s")]


def test_a_web_table_pasted_with_single_spaces_keeps_its_columns(vocab: Vocabulary) -> None:
    """Rows of "name figure figure" under a header cut from its right end are a table."""
    text = (
        "Measured on an RTX 4070 with llama.cpp:\n"
        "Quant type PP (t/s) TG (t/s)\n"
        "Q4_K_M 610.5 48.20\n"
        "Q5_K_M 580.1 41.75\n"
        "Q8_0 552.9 30.10"
    )
    assert _got(text, vocab) == [
        (610.5, "prefill_tok_s"),
        (48.2, "decode_tok_s"),
        (580.1, "prefill_tok_s"),
        (41.75, "decode_tok_s"),
        (552.9, "prefill_tok_s"),
        (30.1, "decode_tok_s"),
    ]


def test_prose_lines_ending_in_numbers_are_no_spaced_table(vocab: Vocabulary) -> None:
    """Two lines of words and numbers are too few to be read as a table."""
    text = "We tried it twice\nfirst run 41 tok/s 12\nsecond run 44 tok/s 13"
    assert [c.value for c in extract_claims(text, vocab)] == [41.0, 44.0]


def test_snake_case_headers_carry_their_unit(vocab: Vocabulary) -> None:
    """CSV columns named "prefill_tps" and "gen_tps" are token rates of their phase."""
    text = (
        "prompt,prefill_tps,gen_tokens,gen_tps,ctx\n"
        "1024,812.4,64,27.9,4096\n2048,790.2,64,26.8,4096"
    )
    assert _got(text, vocab) == [
        (812.4, "prefill_tok_s"),
        (27.9, "decode_tok_s"),
        (790.2, "prefill_tok_s"),
        (26.8, "decode_tok_s"),
    ]


def test_slower_and_foreign_multiples_are_speedups(vocab: Vocabulary) -> None:
    """ "N× slower", "N-fach höher", "Nx plus de débit", "Nx what X does" and "Nx total
    tok/s" compare speeds."""
    cases = [
        "On my card the dense model felt roughly 3x slower than the sparse one.",
        "Das Caching liefert einen 5-fach höheren Durchsatz.",
        "Le cache offre jusqu'à 6x plus de débit que la version simple.",
        "The new chip serves about 12x what a single GPU does.",
        "Paged prefill gave 2.5x total tok/s on the long-context run.",
    ]
    got = [[(c.value, c.metric) for c in extract_claims(t, vocab)] for t in cases]
    assert got == [
        [(3.0, "speedup")],
        [(5.0, "speedup")],
        [(6.0, "speedup")],
        [(12.0, "speedup")],
        [(2.5, "speedup")],
    ]


def test_first_token_spellings_are_ttft(vocab: Vocabulary) -> None:
    """ "1st Token Latency" and "the first answer token arrives in" time the first token."""
    text = "| Model | Batch | 1st Token Latency (ms) |\n|---|---|---|\n| 13B | 1 | 41 |"
    assert _got(text, vocab) == [(41.0, "ttft")]
    text = "With low effort the first answer token arrives in about 0.8 s."
    assert _got(text, vocab) == [(0.8, "ttft")]


def test_a_machines_memory_on_a_spec_line_is_no_figure(vocab: Vocabulary) -> None:
    """ "VRAM: 48GB", a "| VRAM |" column and "16GB RAM" say what a machine has."""
    assert extract_claims("GPU: A6000 VRAM: 48GB Price: $0.80/hr", vocab) == []
    text = "| Card | VRAM | Decode |\n|---|---|---|\n| L40S | 48GB | 61 tok/s |"
    assert _got(text, vocab) == [(61.0, "decode_tok_s")]
    text = "Decode stays near 19 tok/s because of 16GB RAM on the board."
    assert _got(text, vocab) == [(19.0, "decode_tok_s")]
    text = "Peak memory use was 21.4 GB during the run."
    assert _got(text, vocab) == [(21.4, "memory")]


def test_a_card_in_the_next_sentence_does_not_own_a_size(vocab: Vocabulary) -> None:
    """ "... about 5GB. Given the RTX 3090's ...": the size is the model's, not the card's."""
    text = (
        "Quantised, the model's VRAM footprint drops to about 5GB. "
        "Given the RTX 3090's room, it fits."
    )
    assert _got(text, vocab) == [(5.0, "memory")]


def test_prompt_processing_written_as_a_verb_is_prefill(vocab: Vocabulary) -> None:
    """ "processes prompts at N tok/s" and "N tokens/sec prefilling" are prompt processing."""
    text = "The 8B model now processes prompts at 912 tok/s on the laptop."
    assert _got(text, vocab) == [(912.0, "prefill_tok_s")]
    text = "The phone runs at more than 640 tokens/sec prefilling for a small model."
    assert _got(text, vocab) == [(640.0, "prefill_tok_s")]


def test_multiples_of_chip_parts_and_memory_are_not_speedups(vocab: Vocabulary) -> None:
    """Transistors, cores, transfers, kernels, bandwidth and memory needs are specs."""
    cases = [
        "The wafer has 50 times more transistors than the largest GPU.",
        "NVLink gives 3x faster CPU-to-GPU transfer speeds.",
        "The release ships 2x faster KV8 kernels.",
        "Its memory bandwidth is roughly 900 times the B200's figure.",
        "Quantising cuts memory requirements by 3x compared to FP16.",
        "The new rack promises a 2.5x theoretical performance increase.",
    ]
    assert [extract_claims(t, vocab) for t in cases] == [[]] * len(cases)
    (claim,) = extract_claims("Bandwidth-bound decode got 1.8x faster with MTP.", vocab)
    assert (claim.value, claim.metric) == (1.8, "speedup")


def test_a_goal_met_is_a_measurement_and_a_requirement_is_not(vocab: Vocabulary) -> None:
    """ "milestone ... record of N" and "MILESTONE: Nx ... Achieved" were met; "must at
    least deliver N" is a requirement."""
    text = "The lab passed a speed milestone with a record of 740 tokens per second."
    assert _got(text, vocab) == [(740.0, "decode_tok_s")]
    assert _got("MILESTONE: 1.9x faster than the old build, achieved", vocab) == [(1.9, "speedup")]
    assert _got("Our next milestone is 175 tok/s.", vocab) == []
    text = "Agents must at least deliver sustained speeds of 120 tokens per second."
    assert _got(text, vocab) == []


def test_vs_pairs_with_ratios_in_a_single_spaced_table(vocab: Vocabulary) -> None:
    """ "A vs B (Rx)" cells, row names of several words: both figures and their ratio."""
    text = (
        "Build pp512 tg128\n"
        "RTX 3080 4100 vs 3900 (1.05x) 98.5 vs 99.1 (0.99x)\n"
        "RTX 3060 2100 vs 2050 (1.02x) 61.2 vs 60.4 (1.01x)\n"
        "RTX 2080 1800 vs 1700 (1.06x) 55.3 vs 54.9 (1.01x)"
    )
    got = _got(text, vocab)
    assert got[:6] == [
        (4100.0, "prefill_tok_s"),
        (3900.0, "prefill_tok_s"),
        (1.05, "speedup"),
        (98.5, "decode_tok_s"),
        (99.1, "decode_tok_s"),
        (0.99, "speedup"),
    ]
    assert len(got) == 18


def test_generation_times_per_tokens_and_finished_in_are_end_to_end(vocab: Vocabulary) -> None:
    """ "3.1 seconds per 256 tokens" and "Finished item 2 of 5 in 1.9 seconds" time a run."""
    text = "On the 3090 it takes about 3.1 seconds per 256 tokens."
    assert _got(text, vocab) == [(3.1, "e2e_latency")]
    assert _got("Finished item 2 of 5 in 1.9 seconds", vocab) == [(1.9, "e2e_latency")]


def test_a_separator_row_inside_a_run_of_rows_starts_a_new_table(vocab: Vocabulary) -> None:
    """Two tables written without a blank line between them keep their own headers; a
    machine's "64GB DDR5" cell is a spec."""
    text = (
        "| Part | Setup |\n|---|---|\n| RAM | 64GB DDR5 |\n"
        "| Task | Latency (ms) |\n|---|---|\n| chat | 2150 |\n| summary | 8800 |"
    )
    assert _got(text, vocab) == [(2150.0, "e2e_latency"), (8800.0, "e2e_latency")]


def test_the_size_after_n_of_is_what_there_is(vocab: Vocabulary) -> None:
    """ "18 GB of 23.5 GB is in use": the first size is used, the second the card's."""
    text = "About 18 GB of 23.5 GB is in use while the server idles."
    assert _got(text, vocab) == [(18.0, "memory")]


def test_ranges_from_a_to_b_is_one_range(vocab: Vocabulary) -> None:
    """ "ranges from A (setup) to B" keeps both ends of one range (LABELLING, batches 16-25)."""
    text = "Per-GPU output ranges from ~1,200 tok/s/GPU on long prompts to 9,000 tok/s/GPU on chat."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.value_min, claim.value_max) == (5100.0, 1200.0, 9000.0)
    text = "Decode went from 30 tok/s to 45 tok/s after the fix."
    assert [c.value for c in extract_claims(text, vocab)] == [30.0, 45.0]


def test_sub_bounds_are_labelled_at_their_number(vocab: Vocabulary) -> None:
    """ "sub-25 tok/s" and "sub-80ms TTFT" are figures (LABELLING, batches 26-33)."""
    text = "The board stays at sub-25 tok/s, with sub-80ms TTFT."
    assert _got(text, vocab) == [(25.0, "decode_tok_s"), (80.0, "ttft")]


def test_a_profilers_list_of_statistics_after_one_key(vocab: Vocabulary) -> None:
    """ "name(unit)(min, max, ave): a, b, c": each value a figure of the key's metric."""
    text = (
        "first token latency(s)(min, max, ave): 0.41, 9.20, 2.75\n"
        "per-token latency(s) percentile(50, 90): [0.031, 0.052]"
    )
    got = [(c.value, c.metric, c.stat) for c in extract_claims(text, vocab)]
    assert got == [
        (0.41, "ttft", "min"),
        (9.2, "ttft", "max"),
        (2.75, "ttft", "ave"),
        (0.031, "tpot", "p50"),
        (0.052, "tpot", "p90"),
    ]


def test_memory_written_the_chinese_way(vocab: Vocabulary) -> None:
    """ "显存占用约9G" is memory in use; "64GB统一内存" and "内存256G" are what a machine
    has; a CPU named "8700G" is no size."""
    assert _got("运行时显存占用约9G。", vocab) == [(9.0, "memory")]
    assert _got("测试机器：64GB统一内存，内存256G。", vocab) == []
    assert _got("My box (a Ryzen 8700G with 64GB RAM) runs it.", vocab) == []
    assert _got("模型大小约14GB（FP16）。", vocab) == [(14.0, "memory")]


def test_rates_worked_out_from_a_bandwidth_are_not_measurements(vocab: Vocabulary) -> None:
    """ "500 GB/s ÷ 40GB ≈ 12.5 tok/s" and "the same arithmetic predicts ~9 tok/s" are
    hypothetical arithmetic (LABELLING), not runs."""
    text = "A 40B model in FP8 is ~40GB; 500 GB/s ÷ 40GB ≈ 12.5 tokens/sec before overhead."
    assert "decode_tok_s" not in [c.metric for c in extract_claims(text, vocab)]
    text = "With a 4-bit quant the same arithmetic predicts ~9 tok/s."
    assert _got(text, vocab) == []


def test_a_threads_column_holds_no_figures(vocab: Vocabulary) -> None:
    """ "| pp512 | 8 | 26.5 |": the 8 under "Threads" counts threads, it is no token rate."""
    text = "| Task | Threads | t/s |\n|---|---|---|\n| pp512 | 8 | 26.5 |\n| tg128 | 4 | 12.3 |"
    assert _got(text, vocab) == [(26.5, "prefill_tok_s"), (12.3, "decode_tok_s")]


def test_a_phase_named_after_for_and_hit_rate_multiples(vocab: Vocabulary) -> None:
    """ "N tokens/s for prefill" is prompt processing; "Nx higher cache hit rate" no speedup."""
    text = "We reach up to 310 tokens/s for prefill on one socket."
    assert _got(text, vocab) == [(310.0, "prefill_tok_s")]
    text = "Routing gives 1.7x more throughput with 3.1x higher cache hit rate."
    assert _got(text, vocab) == [(1.7, "speedup")]


def test_batch_40_45_duration_and_rate_decisions(vocab: Vocabulary) -> None:
    """Hours become seconds; a time converted in brackets is one figure; a TPS of QPS, a
    "Benchmark duration" and Ollama's "eval duration" are no claims (LABELLING, 40-45)."""
    assert _got("The full run took 3 hours on the card.", vocab) == [(10800.0, "e2e_latency")]
    assert _got("整个任务耗时300秒（5分钟）。", vocab) == [(300.0, "e2e_latency")]
    assert _got("集群实现1500+TPS的QPS表现。", vocab) == []
    assert _got("Benchmark duration (s): 52.1", vocab) == []
    assert _got("eval duration:       2.31s\neval rate:    48.2 tokens/s", vocab) == [
        (48.2, "decode_tok_s")
    ]


def test_a_machines_memory_described_in_words_is_a_spec(vocab: Vocabulary) -> None:
    """ "64GB of shared, coherent memory", "48 GB total VRAM", "on 96GB systems" and "2x the
    RAM" describe machines; "peaks at 41 GB" is a run's."""
    text = (
        "The box has 64GB of shared, coherent memory and 48 GB total VRAM. "
        "Runs peak at 41 GB on 96GB systems. My old rig had 2x the RAM."
    )
    assert _got(text, vocab) == [(41.0, "memory")]


def test_a_size_field_describes_the_file(vocab: Vocabulary) -> None:
    """runner.size= is the file's size; runner.vram= and a buffer size are memory."""
    text = 'runner.size="12.4 GiB" runner.vram="11.9 GiB"\nCUDA0 buffer size = 9120.50 MiB'
    assert _got(text, vocab) == [(11.9, "memory"), (9120.5, "memory")]


def test_a_time_after_n_tokens_arrow_is_end_to_end(vocab: Vocabulary) -> None:
    """ "Short prompt, 300 tokens → 3.6 s = ~83 tokens/s": the generation's whole time."""
    text = "Short prompt, 300 tokens        → 3.6 s  = ~83 tokens/s"
    assert _got(text, vocab) == [(3.6, "e2e_latency"), (83.0, "decode_tok_s")]


@pytest.mark.parametrize(
    "text",
    [
        "On one RTX 4090 the build decodes at 27.3 wall tok/s.",
        "On one RTX 4090 the build decodes at 27.3 wall-clock tokens/s.",
        "On one RTX 4090 the build decodes at 27.3 median tok/s over ten prompts.",
    ],
)
def test_a_word_on_how_the_rate_was_clocked_sits_inside_the_unit(
    vocab: Vocabulary, text: str
) -> None:
    """ "27.3 wall tok/s": a word between figure and unit saying how the rate was timed or
    summed leaves the same rate (reading rules §4: units vary)."""
    assert _got(text, vocab) == [(27.3, "decode_tok_s")]


def test_a_bold_memory_figure_with_a_bare_g(vocab: Vocabulary) -> None:
    """ "**22G** VRAM": emphasis around "22G" leaves the gigabytes a figure of memory in use,
    as "22G VRAM" is (reading rules §4: memory in use is its own metric)."""
    text = "Running the 14B model with Ollama, it takes about **22G** VRAM while generating."
    assert _got(text, vocab) == [(22.0, "memory")]
