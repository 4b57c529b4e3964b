"""A speedup and an approximate figure read the same however their writer spells them.

Reading rules §4: a speedup is a relative figure whether its multiple is written "2.5x",
"2.5×", "2.5 times" or "2.5-fold"; an approximate figure is a figure whether it is marked
"~", "≈", "about" or "roughly" (LABELLING: "~1,700" is labelled 1700), and the words around it
decide what it is, as they do for the sign. The rewrites of ``benchmarks/perturb_figures.py``
write dev texts so; these tests pin the reader's multiples and the rewrites' realism. (The
reader does not rewrite "about 45" as "~45" before reading: a claim quotes its sentence, and
the quote must keep the writer's word.)
Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.rules import Vocabulary

figures = load_benchmark("perturb_figures")


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


# ------------------------------------------------------------------------ "N-fold" is "N×"


def test_a_fold_increase_in_throughput_is_a_speedup(vocab: Vocabulary) -> None:
    text = "The new scheduler delivered a 3.2-fold increase in decode throughput on an H100."
    assert _read(text, vocab) == [(3.2, "speedup", None)]


def test_a_fold_improvement_written_apart_is_a_speedup(vocab: Vocabulary) -> None:
    text = "We measured a 12 fold improvement in tokens per second over the CPU build."
    assert _read(text, vocab) == [(12.0, "speedup", None)]


def test_a_fold_speedup_of_a_method_is_a_speedup(vocab: Vocabulary) -> None:
    text = "Speculative decoding with EAGLE gave a 2.5-fold speedup on the A100."
    assert _read(text, vocab) == [(2.5, "speedup", None)]


def test_folds_of_a_data_set_and_of_a_capacity_are_no_speedups(vocab: Vocabulary) -> None:
    assert _read("We used 5-fold cross-validation to pick the drafter.", vocab) == []
    assert _read("The B200 has a 2-fold larger HBM capacity than the H100.", vocab) == []


# ------------------------------------------------- "N times" before a comparative is "Nx"


def test_times_lower_latency_is_a_speedup(vocab: Vocabulary) -> None:
    assert _read("vLLM achieves 2 times lower latency on Llama 8B.", vocab) == [
        (2.0, "speedup", None)
    ]


def test_times_lower_tail_latency_is_a_speedup(vocab: Vocabulary) -> None:
    text = "TensorRT-LLM gives 4 times lower tail latency than the baseline on H200."
    assert _read(text, vocab) == [(4.0, "speedup", None)]


def test_times_lower_ttft_is_a_speedup(vocab: Vocabulary) -> None:
    text = "With SGLang the 70B model sees 2.5 times lower TTFT on 8x H100."
    assert _read(text, vocab) == [(2.5, "speedup", None)]


def test_times_more_of_a_price_and_a_count_of_runs_are_no_speedups(vocab: Vocabulary) -> None:
    """ "(8x more)" after two prices is no speedup, so neither is "(8 times more)"."""
    assert _read("Output tokens cost $10/M and input $1.25/M (8 times more).", vocab) == []
    assert _read("We ran the benchmark 5 times on the RTX 4090.", vocab) == []


# ------------------------------------------------------------------ the rewrites' realism


def test_speedup_signs_change_multiples_never_counts_or_models() -> None:
    text = (
        "- 2.14x speedup on M2 Pro (2.14x faster), 4x H100, on 2×\n"
        "Qwen on 4× and 2× R9700, 8x7B, 2x3090, Ryzen 7 5700X, RX 580X, 2.2×–3.6× faster\n"
        "`2x faster`\n```\n3x faster\n```"
    )
    assert figures.speedup_sign(text, "×") == (
        "- 2.14× speedup on M2 Pro (2.14× faster), 4x H100, on 2×\n"
        "Qwen on 4× and 2× R9700, 8x7B, 2x3090, Ryzen 7 5700X, RX 580X, 2.2×–3.6× faster\n"
        "`2x faster`\n```\n3x faster\n```"
    )


def test_times_before_a_comparative_and_fold_before_a_noun_of_change() -> None:
    text = "2.14x speedup (2.14x faster), 1.5X the throughput, a 2.7× increase, 2-3x speedup"
    assert figures.speedup_times(text) == (
        "2.14x speedup (2.14 times faster), 1.5 times the throughput, a 2.7× increase, 2-3x speedup"
    )
    assert figures.speedup_fold(text) == (
        "2.14-fold speedup (2.14x faster), 1.5X the throughput, a 2.7-fold increase, 2-3x speedup"
    )


def test_approximate_marks_change_where_the_other_mark_reads_naturally() -> None:
    text = (
        "It reaches ~2.5x (≈170 vs ≈65), tok/s ≈ 614 / size, 1.5~3x.\n"
        "| Standard | ~1,700 | ≈ 38 ms |\n"
        "- Decode span ~21.6 → ~19.7 ms/token\n"
        "~1500\n"
        "- Input: ~2048 tokens, M5 提升 ~3 倍\n"
        "It runs at about 250 tok/s, a question about 3 GPUs."
    )
    assert figures.approx(text, "~") == (
        "It reaches ~2.5x (~170 vs ~65), tok/s ≈ 614 / size, 1.5~3x.\n"
        "| Standard | ~1,700 | ~38 ms |\n"
        "- Decode span ~21.6 → ~19.7 ms/token\n"
        "~1500\n"
        "- Input: ~2048 tokens, M5 提升 ~3 倍\n"
        "It runs at ~250 tok/s, a question about 3 GPUs."
    )
    assert figures.approx(text, "about") == (
        "It reaches about 2.5x (about 170 vs about 65), tok/s ≈ 614 / size, 1.5~3x.\n"
        "| Standard | ~1,700 | ≈ 38 ms |\n"  # a cell keeps its sign
        "- Decode span ~21.6 → ~19.7 ms/token\n"  # "span about 21.6" reads badly: all stay
        "~1500\n"  # a figure alone on its line
        "- Input: ~2048 tokens, M5 提升 ~3 倍\n"  # no English word in a Chinese line
        "It runs at about 250 tok/s, a question about 3 GPUs."
    )


def test_times_the_figure_of_a_card_names_the_card_compared_against(vocab: Vocabulary) -> None:
    """ "2.3 times the GB10" compares with the GB10 as "2.3x the GB10" does (reading rules §2)."""
    text = (
        "But the RTX 5090 is running at 4.3 times the throughput of the M4 Pro and 2.3 times"
        " the GB10."
    )
    assert [(c.value, c.hardware) for c in extract_claims(text, vocab)] == [
        (4.3, "RTX 5090"),
        (2.3, "RTX 5090"),
    ]


def test_times_set_after_a_spec_are_ratios_of_that_spec(vocab: Vocabulary) -> None:
    text = (
        "A single NVIDIA RTX 5090 delivers 1,792 GB/s of memory bandwidth, 6.6 times the Mac"
        " mini M4 Pro and 3.3 times the Mac Studio M4 Max."
    )
    assert _read(text, vocab) == []
