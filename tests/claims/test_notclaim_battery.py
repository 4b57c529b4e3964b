"""Sizes, multiples and rates that stand next to performance words and are no claim
(docs/READING_RULES.md §2 and §4), each class pinned by made-up texts in the shapes real
posts have, with a real figure beside the look-alike so that real figures stay read."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Free memory after warm-up: 9.6 GiB of 24 GiB.", []),
        ("nvidia-smi reports 31.4 GB free of 47.9 GB on the L40S.", []),
        (
            "The Q5 weights take about 30GB of VRAM, which leaves 10GB for the cache.",
            [(30.0, "memory")],
        ),
        ("显存占用 17.5GB，剩余显存 6GB。", [(17.5, "memory")]),
        ("Peak VRAM was 20.3 GB with 3.7 GB left over.", [(20.3, "memory")]),
    ],
)
def test_memory_left_free_or_available_is_no_footprint(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """What a card still has free is no run's use; the use beside it stays."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The 123B in BF16 weighs 246 GB, so plan on four 80GB cards.", [(246.0, "memory")]),
        ("It needs two 48GB cards with tensor parallel.", []),
        ("Served on 4x 80GB A100s with vLLM, 1.7x faster than TGI.", [(1.7, "speedup")]),
    ],
)
def test_a_count_of_cards_named_by_their_size_is_no_figure(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "two 48GB cards", "4x 80GB A100s": how many cards of what size, not a run's memory
    nor a multiple of speed."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Plan: get the 14B to 95 tok/s on the 3090 with EAGLE.",
        "- TODO: decode at 140 tok/s on the H100 with MTP",
        "Next steps: 3x faster prefill on MI300X in the next release.",
    ],
)
def test_a_plan_line_names_a_wanted_figure(text: str, vocab: Vocabulary) -> None:
    """A line a plan, a to-do or next steps label is wanted, not measured (rules §2)."""
    assert _read(text, vocab) == []


def test_a_tokenizer_rate_is_no_decoding_rate(vocab: Vocabulary) -> None:
    """The tokenizer's own token rate is a part of the stack, not a model's decoding."""
    assert _read("The rewritten tokenizer now encodes 2.5M tokens per second.", vocab) == []
    assert _read("With the new tokenizer the 8B decodes at 61 tok/s.", vocab) == [
        (61.0, "decode_tok_s")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("在30ms时延约束下，单卡吞吐达到1500 tokens/s。", [1500.0]),
        ("在 TTFT 小于 2s 的约束下，吞吐为 900 tokens/s", [900.0]),
    ],
)
def test_a_latency_bound_written_in_chinese_is_no_latency(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    """ "在 N ms 时延约束下" is the bound a throughput was read under, not a measured time."""
    assert [v for v, _ in _read(text, vocab)] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The new accelerator holds 144GB per package - a 4.5x jump over the old 32GB.", []),
        ("| Hyperparameter | Setting |\n|---|---|\n| peak lr | 3 × 10−4 |", []),
        ("The 5090 is 1.6x faster than the 24GB card at decode.", [(1.6, "speedup")]),
    ],
)
def test_a_ratio_of_sizes_or_a_power_of_ten_is_no_speedup(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """A multiple set against a size ("4.5x over the old 32GB") is a ratio of capacities;
    "4 × 10−5" is a number in scientific notation. A card named by its size stays a
    speed's baseline."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("GPU 1: NVIDIA L40S, total memory 46068 MiB, free 45210 MiB", []),
        ("props.total_memory: 47.5 GB\npeak allocated: 21.25 GB", [(21.25, "memory")]),
        (
            "the engine may use total_gpu_memory (44.4GiB) x gpu_memory_utilization (0.85)"
            " = 37.7GiB",
            [],
        ),
    ],
)
def test_a_devices_total_or_free_memory_is_its_capacity(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """A device line's total and free memory, and the budget worked from them, are what the
    card has; the peak a run allocated stays."""
    assert _read(text, vocab) == want


def test_a_plan_line_in_chinese_names_a_wanted_figure(vocab: Vocabulary) -> None:
    """ "下一步计划：…" labels a plan; its multiple is wanted, not measured."""
    assert _read("下一步计划：支持 EAGLE，预期解码提速 1.5 倍。", vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "The new part brings 3x the AI performance of its predecessor.",
        "Capacity rises to 192GB, 2.4x that of the older card.",
        "This accelerator has 8x more SRAM than a GPU.",
        "The cache hit rate improved 2.5x after the change.",
        "It handles 3x the concurrent users at the same latency.",
    ],
)
def test_a_multiple_of_a_spec_or_a_capacity_is_no_speedup(text: str, vocab: Vocabulary) -> None:
    """Multiples of a chip's performance over its generation, of a size just stated, of
    on-chip memory, of a hit rate or of how many are served at once are no run's speedup."""
    assert _read(text, vocab) == []


def test_a_downloads_size_is_no_memory(vocab: Vocabulary) -> None:
    """What a download moves is no run's footprint; the memory beside it stays."""
    text = "Peak VRAM was 7.4 GiB after a download of 16 GB from the hub."
    assert _read(text, vocab) == [(7.4, "memory")]


def test_a_size_given_to_a_commands_option_is_a_setting(vocab: Vocabulary) -> None:
    """ "--max-memory 20GiB" sets a bound for the run; it is not what the run used."""
    assert _read("python serve.py --model qwen --max-memory 18GiB --port 8000", vocab) == []
    assert _read("Peak memory was 14.2 GiB with the default flags.", vocab) == [(14.2, "memory")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Standard deviation: 1.7 tok/s over ten runs.", []),
        ("Across the five runs the error bars are ±3 tok/s.", []),
        ("The margin of error is about 3 ms per token.", []),
        ("Decode speed varied by 4 tok/s from run to run.", []),
        ("Decode reached 52.4 ± 1.1 tok/s on the 3090.", [(52.4, "decode_tok_s")]),
    ],
)
def test_a_spread_across_runs_is_no_figure(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """A standard deviation, an error bar or how much runs varied describes figures; it is
    none itself. The mean beside it stays."""
    assert _read(text, vocab) == want


def test_every_bound_an_slo_line_lists_is_a_goal(vocab: Vocabulary) -> None:
    """ "SLO: TTFT < 250 ms and TPOT < 30 ms" lists bounds to meet, not readings."""
    assert _read("Serving SLO: p95 TTFT < 250 ms and TPOT < 30 ms.", vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "이 서버가 4,000 tok/s를 낼 수 있을까?",
        "A100에서 초당 2,500 토큰을 달성할 수 있을까?",
    ],
)
def test_a_question_asks_a_figure_with_a_thousands_comma(text: str, vocab: Vocabulary) -> None:
    """The comma inside "4,000" groups digits; it does not end the clause the question's
    final particle closes."""
    assert _read(text, vocab) == []


def test_korean_and_cjk_fractions_and_training_rates_are_no_claims(vocab: Vocabulary) -> None:
    """ "3분의 1" is a third, not three minutes; a training rate in tokens per second
    ("학습 처리량") is no inference run's."""
    assert _read("토큰당 요금이 다른 곳의 5분의 1이다.", vocab) == []
    assert _read("학습 처리량은 GPU당 초당 2,800 토큰이었다.", vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "On the hobby plan, generation is limited to 25 tok/s.",
        "Streaming output is throttled to 40 tokens per second per user.",
        "A voice agent needs roughly 50 tok/s to feel natural.",
        "At $3/hour, 2,000 tok/s means $0.42 per million tokens.",
    ],
)
def test_a_cap_a_bar_or_a_price_sum_is_no_measurement(text: str, vocab: Vocabulary) -> None:
    """A service's cap, the speed a use needs to feel right and a rate put in to work out a
    price name no run (reading rules §2: goals and hypotheticals)."""
    assert _read(text, vocab) == []


def test_a_measured_rate_beside_a_cap_stays(vocab: Vocabulary) -> None:
    """The run's own rate in the same text is still read."""
    text = "The API is limited to 30 tok/s; locally the 4090 gave 74 tok/s."
    assert _read(text, vocab) == [(74.0, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Minimum system requirements: 32 GB RAM, 12 GB VRAM, 80 GB disk.", []),
        ("- Memory: recommended 64 GB for the 30B", []),
        (
            "| Part | Minimum | Recommended |\n|---|---|---|\n| GPU memory | 16 GB | 24 GB |",
            [],
        ),
        (
            "| Model | VRAM (minimum) | Speed |\n|---|---|---|\n| 14B | 11 GB | 33 tok/s |",
            [(33.0, "decode_tok_s")],
        ),
        ("The Q4 file is 5.1 GB and peak usage was 7.3 GB.", [(5.1, "memory"), (7.3, "memory")]),
    ],
)
def test_a_minimum_or_recommended_machine_is_no_footprint(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """What a reader's machine should have (a minimum, a recommendation) is no run's use."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Deploy your models 4x faster with one command.",
        "Semantic search is 3x faster with the new index.",
        "Checkpoint saving is now 2.5x faster thanks to async writes.",
        "Our eval harness runs 6x faster than the old one.",
        "Text-to-speech is 4x faster on the new release.",
    ],
)
def test_a_speedup_of_work_around_the_model_is_no_inference_speedup(
    text: str, vocab: Vocabulary
) -> None:
    """Deploying, searching, saving checkpoints, evaluating or speech are not the model's
    inference (LABELLING: a component's speedup is no run's)."""
    assert _read(text, vocab) == []


def test_a_run_speedup_after_a_deployment_word_stays(vocab: Vocabulary) -> None:
    """A deployment named in another clause leaves the run's multiple a speedup."""
    text = "Deployed on two L40S cards, EAGLE decodes 2.2x faster than plain decoding."
    assert [v for v, _ in _read(text, vocab)] == [2.2]


@pytest.mark.parametrize(
    "text",
    [
        "The policy model needs 41 GB during GRPO.",
        "RAM use reached 27 GB while converting the checkpoint.",
    ],
)
def test_memory_of_preference_tuning_or_conversion_is_no_run(text: str, vocab: Vocabulary) -> None:
    """Memory taken during RL tuning or while converting weights is no inference run's."""
    assert _read(text, vocab) == []


def test_a_processor_architecture_is_no_multiple(vocab: Vocabulary) -> None:
    """ "x86" and "x64" name an architecture; the real multiple beside them stays."""
    text = "The build supports x86 and ARM, and EAGLE decodes 1.9x faster on ARM."
    assert [v for v, _ in _read(text, vocab)] == [1.9]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("权重文件 9.8GB，建议 16GB 以上显存的显卡。", [(9.8, "memory")]),
        ("推奨メモリは 64GB 以上です。", []),
    ],
)
def test_a_recommended_machine_in_chinese_or_japanese_is_no_footprint(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "建议 …", "推奨 …": the card a reader should have; the weights' size stays."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The larger instance offers 3x the GPU memory (240 GB) of the small one.", []),
        ("Each tray packs 2.3 TB of fast memory and two CPUs.", []),
        ("The card features 48GB; the 70B run peaked at 41.5 GB.", [(41.5, "memory")]),
    ],
)
def test_a_size_a_product_offers_is_a_spec(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "offers", "packs", "features": a product's spec, not what a run used."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Answer quality improved 3x on our rubric.", []),
        ("The pass rate is 1.8x higher than the old prompt's.", []),
        ("With no quality loss, MTP is 1.6x faster on the H200.", [1.6]),
    ],
)
def test_a_multiple_of_quality_is_no_speedup(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    """How much better answers got is no speedup; quality named beside a speedup leaves it."""
    assert [v for v, _ in _read(text, vocab)] == want


def test_a_speedup_read_at_a_size_stays(vocab: Vocabulary) -> None:
    """A size that is a run's setting after "over baseline at" is no ratio of capacities."""
    assert [v for v, _ in _read("EAGLE gives 2.3x over baseline at 16GB.", vocab)] == [2.3]


def test_a_feature_list_keeps_the_memory_it_reports(vocab: Vocabulary) -> None:
    """ "Features:" opens a list, and a cut names a run's memory: no product spec."""
    text = "New features: the FP8 KV cache cuts memory to 19 GB."
    assert _read(text, vocab) == [(19.0, "memory")]


@pytest.mark.parametrize(
    "text",
    [
        "## Test Plan\n\nOn the 3090 decode went from 51 to 63 tok/s.",
        "Testing plan: 63 tok/s on the 3090 after the patch.",
    ],
)
def test_a_test_plan_reports_how_a_change_was_tested(text: str, vocab: Vocabulary) -> None:
    """A PR body's "Test Plan" holds the runs that tested the change, not wanted figures."""
    assert 63.0 in [v for v, _ in _read(text, vocab)]


def test_a_thousands_comma_keeps_a_training_clause_open(vocab: Vocabulary) -> None:
    """ "Training on 1,024 GPUs, each at …": the comma in "1,024" does not end the clause
    that names training, so its per-GPU rate stays a training rate."""
    text = "学習には GPU を 1,024 基使い、1 基あたり毎秒 2,700 トークンを処理した。"
    assert _read(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("I bought the 36GB one and the 14B peaks at 17.5 GB.", [(17.5, "memory")]),
        ("Get the 128 GB variant if you want the 70B.", []),
    ],
)
def test_a_size_naming_which_machine_is_no_footprint(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "the 36GB one", "the 128 GB variant": which machine was bought, not a run's use."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("**Expected:** ~1.8x speedup with MTP\n**Actual:** 1.2x speedup", [1.2]),
        ("Expected decode speed: 70 tok/s. Observed: 41 tok/s.", [41.0]),
        ("Desired: 90 tok/s; current: 33 tok/s.", [33.0]),
    ],
)
def test_an_expected_or_desired_key_names_no_run(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    """An issue's "Expected:" or "Desired:" figure is hoped for; the "Actual" one was run."""
    assert [v for v, _ in _read(text, vocab)] == want
