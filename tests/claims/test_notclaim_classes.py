"""Numbers that are no claim of their own, each class pinned by sentences written for it
(docs/READING_RULES.md §2 and §4): a figure restated in brackets, a machine's size, wishes
and plans, counts of machines, worked examples and training runs."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("The checkpoint weighs 41GB (roughly 42GB) once merged.", [(41.0, "memory")]),
        ("Loading it takes 30 GB (about 28 GiB) of VRAM.", [(30.0, "memory")]),
        # (a rate written in thousands with "k" is a server's sum: test_onestream29)
        ("It streams at 2.2k tok/s (2,200 tokens/s) on one node.", [(2200.0, "output_tok_s")]),
        # a bracket holding another value, or saying more, is another figure
        ("It streams at 62 tok/s (31 tok/s before the patch).", [(62.0, "decode_tok_s")]),
    ],
)
def test_a_figure_restated_in_brackets_is_read_once(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Another spelling or rounding of the figure before it, in brackets, is that figure."""
    assert _read(text, vocab)[: len(want)] == want
    assert len(_read(text, vocab)) == (2 if "before" in text else 1)


def test_a_machine_named_by_its_memory_is_a_spec(vocab: Vocabulary) -> None:
    """ "a 96GB memory laptop", "needs a 16 GB card": what a machine has, not a run's use."""
    assert _read("The 35B quant is 21GB, so a 96GB memory laptop runs it easily.", vocab) == [
        (21.0, "memory")
    ]
    assert _read("You really need a 16 GB card for this one.", vocab) == []
    assert _read("Generation needs 16 GB of VRAM.", vocab) == [(16.0, "memory")]


@pytest.mark.parametrize(
    "text",
    [
        "The plan is to reach 150 tok/s on the MI300X before summer.",
        "We are trying to get 2x faster decoding out of EAGLE on this card.",
        "I'd like to see 25 tok/s from the 8B on my laptop.",
        "It would be great to have 60 tok/s on the A100 with vLLM.",
        "We hope for a 3x speedup once MTP lands in llama.cpp.",
        "Next step: push decode past 80 tok/s on the RTX 4090.",
        "If we could reach 100 tok/s, agents would feel instant.",
        "Suppose the card does 50 tok/s on a long prompt.",
    ],
)
def test_a_figure_wished_planned_or_supposed_is_no_measurement(
    text: str, vocab: Vocabulary
) -> None:
    """Wishes, plans and suppositions name a figure nobody measured (rules §2: goals)."""
    assert _read(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Assuming the same prompt, we get 45 tok/s on the RTX 4090.", 45.0),
        ("We tried EAGLE and got 2x faster decoding on the H100.", 2.0),
        ("If I use --flash-attn I get 52 tok/s on the 3090.", 52.0),
        ("Hope this helps, I get 33 tok/s on the 4090.", 33.0),
    ],
)
def test_a_wish_word_outside_the_figures_clause_leaves_it_a_claim(
    text: str, value: float, vocab: Vocabulary
) -> None:
    """The wish must govern the figure: a comma or a past attempt leaves a measurement."""
    assert [v for v, _ in _read(text, vocab)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Llama 70B served on 4x ASUS GX10 nodes with EAGLE.",
        "We stacked 3x Minisforum MS-A2 boxes with MTP enabled.",
        "The draft run sent 4x the number of requests to the engine.",
        "Each MTP result above ran as 2x TP=4.",
    ],
)
def test_a_multiple_that_counts_machines_or_things_is_no_speedup(
    text: str, vocab: Vocabulary
) -> None:
    """ "Nx" before the machines it counts, or before "the number of", is a count."""
    assert _read(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "MTP delivers 3x DeepSeek R1 throughput on the MI355X.",
        "EAGLE gives a 2.3x Faster Inference System on the H200.",
        "Speculative decoding gives 2x on four nodes.",
        "The new build is 2x faster than v1 on the 4090.",
    ],
)
def test_a_multiple_of_a_speed_stays_a_speedup_beside_a_name(text: str, vocab: Vocabulary) -> None:
    """A model number or a machine word near a real speedup does not make it a count."""
    assert [m for _, m in _read(text, vocab)] == ["speedup"]


def test_a_bracketed_column_name_of_several_words_is_one_column(vocab: Vocabulary) -> None:
    """A space-parted table's header "Score (k=5, exact)" is one column: the figures under
    "tok/s" are the rates, not the column before it."""
    text = (
        "Build Loss tok/s Score (k=5, exact)\n"
        "small 2.301 44.2 0.61\n"
        "medium 2.114 30.8 0.66\n"
        "large 2.052 19.5 0.70\n"
    )
    assert [v for v, m in _read(text, vocab) if m == "decode_tok_s"] == [44.2, 30.8, 19.5]


@pytest.mark.parametrize(
    "text",
    [
        "We train the draft head at 12k tokens/s on one H100.",
        "Fine-tune Mistral 2x faster with 70% less memory.",
        "The cluster sustains 1M tokens/s across 10,000 GPUs during pretraining.",
    ],
)
def test_a_training_run_named_by_its_verb_or_after_the_figure_is_no_claim(
    text: str, vocab: Vocabulary
) -> None:
    """Training speed is no inference claim, whether the clause says "we train" or puts
    "during training" after the figure."""
    assert _read(text, vocab) == []


def test_a_trained_drafter_still_gives_an_inference_speedup(vocab: Vocabulary) -> None:
    """A drafter trained beforehand does not make its decoding speedup a training figure."""
    text = "We trained a draft model and got 2.4x faster decoding with vLLM."
    assert _read(text, vocab) == [(2.4, "speedup")]


def test_a_rate_a_sentence_opens_on_to_work_out_its_effect_is_an_illustration(
    vocab: Vocabulary,
) -> None:
    """ "At 40 tok/s, it arrives in under four seconds": the rate is a condition; a
    sentence that names the card, or says nothing follows from the rate, reports a run."""
    assert _read("At 60 tokens per second, the summary shows up almost at once.", vocab) == []
    assert _read("At 25 tok/s the page renders faster than you read it.", vocab) == []
    assert _read("At 45 tok/s on the RTX 4090, the summary shows up at once.", vocab) == [
        (45.0, "decode_tok_s")
    ]
    assert _read("At 45 tok/s, the new build is very usable.", vocab) == [(45.0, "decode_tok_s")]


def test_a_reduction_of_a_quantity_is_no_speedup(vocab: Vocabulary) -> None:
    """ "4x less data per token" reduces a quantity; "2x less latency" is a speedup."""
    text = "INT4 moves ~4× less data per token than FP16 — faster throughput on any card."
    assert _read(text, vocab) == []
    text = "MTP gives 2x less latency per token with speculative decoding on the H100."
    assert _read(text, vocab) == [(2.0, "speedup")]


def test_a_size_its_clause_says_ran_out_of_memory_is_no_footprint(vocab: Vocabulary) -> None:
    """A size the same clause says ran out of memory is a setting or a limit."""
    assert _read("把显存上限设到 12G 以下就会显存不足，加载失败。", vocab) == []
    assert _read("Capping the pool at 20 GB makes it run out of memory at once.", vocab) == []
    assert _read("The run peaked at 20 GB of VRAM.", vocab) == [(20.0, "memory")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a per-token time or a rate worked out from the figure before it (reading rules §4)
        (
            "On one L40S the 13B streams about 20-25 tok/s, that is 40-50 ms per token.",
            [(22.5, "decode_tok_s")],
        ),
        ("Our 3B answers at 8 ms per token, i.e. 125 tok/s.", [(8.0, "tpot")]),
        (
            "The 8B decodes at 64 tok/s on the 3090, which works out to 15.6 ms per token.",
            [(64.0, "decode_tok_s")],
        ),
        # the total a sentence gets by adding overheads to a worked-out time
        ("Throw in queueing and network latency, and a reader waits 4-6 seconds.", []),
        # both figures stated as measured, no conversion words: both stay
        (
            "The 8B decodes at 64 tok/s and 15.6 ms per token on the 3090.",
            [(64.0, "decode_tok_s"), (15.6, "tpot")],
        ),
        # a multiple after "that is" is a speedup of its own
        (
            "vLLM reached 90 tok/s on the H100, that is 2x faster than last month.",
            [(90.0, "decode_tok_s"), (2.0, "speedup")],
        ),
        # tool output's bracketed per-token time is read
        (
            "AWQ: 88 tokens/s (11.36 ms/token) on an A6000.",
            [(88.0, "decode_tok_s"), (11.36, "tpot")],
        ),
        # adding a method, not an overhead, reports a run
        (
            "Add EAGLE-3 on top, and decode reaches 140 tok/s on the H100.",
            [(140.0, "decode_tok_s")],
        ),
    ],
)
def test_a_figure_worked_out_from_another_is_arithmetic(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "30-40 tok/s — that is 25-33 ms per token": only the stated rate is a claim."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a machine named by its memory, whole or not, and a bound set on a run
        ("On a 15.7 GB notebook the 7B does 9.1 tok/s.", [(9.1, "decode_tok_s")]),
        ("With a 6 GB VRAM budget it still holds 12 tok/s.", [(12.0, "decode_tok_s")]),
        ("It keeps 30 tok/s under a 12 GB memory limit.", [(30.0, "decode_tok_s")]),
        # an allocator setting keyed by its bound
        ("export PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:512", []),
        # what a run used stays
        ("The run used 15.7 GB of VRAM at 9.1 tok/s.", [(15.7, "memory"), (9.1, "decode_tok_s")]),
    ],
)
def test_a_machine_or_a_bound_named_by_its_memory_is_no_use(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §4: a card's or a machine's capacity, and a setting, are no claims."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # single functions or operators timed alone (like kernel timings)
        ("A few array functions are up to 8x faster in this release.", []),
        ("Its reduction ops are now 3x faster on Metal.", []),
        # compute, not inference
        ("The new chip brings 5x the AI compute performance of its predecessor.", []),
        ("新型号的算力是上一代的4倍。", []),
        # training named in Japanese, Korean, French and Spanish
        ("トレーニング性能は最大2.5倍に向上しました。", []),
        ("학습 속도가 3배 빨라졌습니다.", []),
        ("L'entraînement est 2 fois plus rapide sur cette carte.", []),
        # the same sentences about inference stay
        ("Decoding is 3x faster on Metal in this release.", [(3.0, "speedup")]),
        ("推論性能は最大2.5倍に向上しました。", [(2.5, "speedup")]),
    ],
)
def test_multiples_of_functions_compute_or_training_are_no_speedups(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Function-level, compute and training multiples are no run's speedup (LABELLING)."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a size per token or parameter is a factor of a formula, and so is what it works out
        ("Each token needs about 0.25 MB of KV cache, so an 8k context takes 2 GB.", []),
        ("The cache costs 96 KB per token at FP16.", []),
        ("At 2 bytes per parameter, thus a 13B model comes to 26 GB.", []),
        # a run's footprint, per GPU or after "so", stays
        ("Peak memory was 14.2 GB per GPU on the 8xH100 run.", [(14.2, "memory")]),
        (
            "The 70B at FP8 used 71 GB of VRAM, so it fit on one H100.",
            [(71.0, "memory")],
        ),
    ],
)
def test_a_size_per_token_or_worked_out_from_one_is_arithmetic(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: a KV-cache formula worked to a size is arithmetic, not a run's memory."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a bar said of anything, of a reader's run, or opening a sentence before a comma
        ("Anything under 8 tok/s is unusable for pair programming.", []),
        ("Everything above 300 ms TTFT reads as lag.", []),
        ("If decode falls below 12 tok/s, check that every layer is offloaded.", []),
        ("When TTFT goes over 2 seconds, users leave.", []),
        ("Over 45 tok/s, nobody notices the wait any more.", []),
        ("Below 15 tokens per second, the chat starts to drag.", []),
        # an objective a document guarantees
        ("Our SLA guarantees a p95 TTFT under 400 ms.", []),
        # what a run did, with the same words, stays
        (
            "When we enabled MTP the speed dropped to 12 tok/s on the 3090.",
            [(12.0, "decode_tok_s")],
        ),
        (
            "We measured below 9 tok/s on the CPU and over 60 tok/s on the 3090.",
            [(9.0, "decode_tok_s"), (60.0, "decode_tok_s")],
        ),
        ("Over 120 tok/s on a single 4090 with EAGLE-3.", [(120.0, "decode_tok_s")]),
    ],
)
def test_a_bar_a_speed_is_set_against_is_no_run(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §2: thresholds and guidance bars are no measurements (LABELLING)."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # bars, hopes, suppositions and reckonings written in Chinese
        ("对聊天来说，每秒 15 个 token 就够用了。", []),
        ("若生成速度低于 8 tokens/s，请确认模型已加载到显卡上。", []),
        ("我们期望达到 120 tokens/s 的解码速度。", []),
        ("部署时解码速度应该在 40 tokens/s 以上。", []),
        ("假设每秒生成 25 个 token，那么回答需要 12 秒。", []),
        ("按 40 tokens/s 计算，生成 800 个 token 约需 20 秒。", []),
        ("每个 token 约占 0.25MB 的 KV cache，因此 16K 上下文需要 4GB 显存。", []),
        ("推荐使用至少 16GB 显存的显卡。", []),
        # a speed named as enough, when it is the clause's subject
        ("For reading along, 12 tok/s is enough.", []),
        # runs, with the same words near them, stay
        ("I got 18 tok/s on the 3060, which is plenty for me.", [(18.0, "decode_tok_s")]),
        (
            "On my 4090 the 8B at 45 tok/s is more than enough for chat.",
            [(45.0, "decode_tok_s")],
        ),
        ("在 4090 上实测每秒 45 个 token，已经足够日常使用。", [(45.0, "decode_tok_s")]),
        ("当前速度低于 9 tokens/s，比 3090 慢很多。", [(9.0, "decode_tok_s")]),
        (
            "模型运行时占用了 20GB 显存，速度为 30 tokens/s。",
            [(20.0, "memory"), (30.0, "decode_tok_s")],
        ),
    ],
)
def test_bars_hopes_and_reckonings_in_chinese_are_no_runs(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §2: goals, bars and suppositions in any language are no measurements."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a multiple of training named after "the", of a bandwidth a clause before it, and a
        # project's tests timed
        ("The new part offers 3x the training performance of its predecessor.", []),
        ("It has 1.2 TB/s of memory bandwidth, roughly 1.5x the older card.", []),
        ("The test suite took 9 minutes to run on an L4.", []),
        # inference multiples and a run's time stay
        ("It delivers 2x more throughput than the H100.", [(2.0, "speedup")]),
        ("Our tests show the 4090 took 12 s for the 512-token answer.", [(12.0, "e2e_latency")]),
    ],
)
def test_training_bandwidth_and_test_suite_figures_are_no_runs(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: training multiples, bandwidth multiples and build/test times are no claims."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the work around a run, named right after its time
        ("It took me 3 hours to set everything up.", []),
        ("It takes 8 minutes to install and 4 minutes to download the weights.", []),
        # a part's capacity, and a multiple of a bandwidth named a clause before it
        ("HBM capacity grows 1.5x to 288 GB per GPU.", []),
        ("The link moves 900 GB/s of bidirectional bandwidth per GPU, 2x the old one.", []),
        # a run's time and a run's memory, with the same words near them, stay
        (
            "It took 25 seconds to generate the 1,000-token story on the 4090.",
            [(25.0, "e2e_latency")],
        ),
        (
            "Memory capacity is not the issue: the run used 61 GB of VRAM on the H200.",
            [(61.0, "memory")],
        ),
        (
            "It read weights at 900 GB/s on the H100 and decoded 2x faster than on the A100.",
            [(2.0, "speedup")],
        ),
    ],
)
def test_setup_times_capacities_and_bandwidth_multiples_are_no_runs(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §4: set-up times, a part's capacity and bandwidth are no claims."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a goal "not just X, but Y": both figures are the goal's
        ("Our goal is not just 50 tok/s on a short prompt, but 50 tok/s at 32k context.", []),
        ("Наша цель — не просто 30 токенов/сек на тесте, а 30 токенов/сек в продакшене.", []),
        # a contrast after a goal opens a clause that reports the run
        ("The goal was 50 tok/s, but we measured 38 tok/s on the 4090.", [(38.0, "decode_tok_s")]),
        (
            "We aim for 100 tok/s on a single card, but 70 tok/s is what we get today.",
            [(70.0, "decode_tok_s")],
        ),
        ("目标是 100 tokens/s，但目前只有 60 tokens/s。", [(60.0, "decode_tok_s")]),
    ],
)
def test_a_goal_reaches_to_its_contrast_only_when_it_says_not_just(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §2: goals are no measurements; what a contrast reports after one is."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an expectation someone held before the run, words between it and its figure
        ("They expected something close to a 4x speedup from the new kernels.", []),
        ("The team had anticipated roughly 3x on the H200.", []),
        ("We were hoping for 150 tok/s on the MI300X.", []),
        # a hedged projection is a claim (qualifier estimate); a result "as expected" stays
        ("The new release is expected to deliver 2x faster decoding.", [(2.0, "speedup")]),
        ("EAGLE performed as expected at 2.1x on the H100.", [(2.1, "speedup")]),
        # a ratio against an expectation compares with no measured baseline (LABELLING:
        # "700x slower than expected" is unlabelled), in either direction
        ("It came out 2x faster than expected on the H100.", []),
        ("The agent loop ran 700x slower than expected.", []),
        ("Prefill was 3 times slower than we had hoped.", []),
        ("It came out 2x faster than vLLM on the H100, as we expected.", [(2.0, "speedup")]),
        # a wish that a contrast turns from: what follows "but" was run
        (
            "We were hoping for 150 tok/s but the MI300X decoded 96 tok/s.",
            [(96.0, "decode_tok_s")],
        ),
    ],
)
def test_an_expectation_held_before_the_run_is_no_result(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: "They expected something close to that 3x speedup" is not a result."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a benchmark's limits: what a submission must meet, not what a run did
        ("The new round requires 4x shorter TPOT than the last one, the benchmark says.", []),
        ("The interactive scenario sets a TPOT limit of 30 ms and a TTFT limit of 500 ms.", []),
        ("The chat test demands a TTFT under 600 ms and a TPOT under 35 ms.", []),
        ("Entries must meet a p99 TTFT of 3 seconds.", []),
        # the run measured against such a limit stays
        (
            "The B200 met the 30 ms TPOT limit with a measured TPOT of 22 ms.",
            [(22.0, "tpot")],
        ),
        ("With no limit set, TTFT was 300 ms on the H100.", [(300.0, "ttft")]),
    ],
)
def test_a_benchmarks_limits_are_no_results(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING batch 65: MLPerf's latency limits describe the benchmark, not a result."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # operations and collectives timed alone
        ("All-reduce is now 2x faster with the custom path.", []),
        ("Dequantization is 3x faster with the new code.", []),
        ("GEMM throughput improved 1.8x with FP8.", []),
        ("KV cache transfer between nodes is 5x faster.", []),
        # other models' tasks: image generation, speech, embeddings, reranking
        ("SDXL image generation is 2x faster on the new GPU.", []),
        ("Whisper transcription runs 4x faster on the 4090.", []),
        ("Embedding generation is 3x faster than before.", []),
        ("Embedding throughput reached 5,000 tokens/s on one L4.", []),
        ("The reranker handles 2,000 tokens per second.", []),
        # the run's own speedup or rate, with the same words near it, stays
        ("With the new kernels, decoding is 2x faster on the H100.", [(2.0, "speedup")]),
        ("The new kernels gave a 1.4x uplift on the L40S.", [(1.4, "speedup")]),
        (
            "The new kernels give a 1.5x end-to-end speedup on the H100.",
            [(1.5, "speedup")],
        ),
        (
            "With the embedding layer on CPU, decoding still reached 30 tok/s.",
            [(30.0, "decode_tok_s")],
        ),
    ],
)
def test_operation_collective_and_other_task_speeds_are_no_inference_runs(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: kernel-level speedups and image multiples are no claims; reading rules §4
    count an LLM's decoding, not another model's task."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a chip generation's unqualified performance against its predecessor: a spec
        ("The new part delivers 2.5x the performance of its predecessor.", []),
        ("新一代芯片性能是上一代的 3 倍。", []),
        ("새 칩은 이전 세대보다 성능이 4배 향상되었습니다.", []),
        ("新しいチップは前世代と比較して3倍の性能向上を実現した。", []),
        # inference named makes it a speedup
        (
            "It offers 3x the performance of its predecessor for LLM inference.",
            [(3.0, "speedup")],
        ),
        ("新一代芯片的推理速度是上一代的 3 倍。", [(3.0, "speedup")]),
        ("前世代と比較して推論性能が20倍向上した。", [(20.0, "speedup")]),
    ],
)
def test_a_chip_generations_unqualified_performance_is_a_spec(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING batches 56-57 and 65: a generation's plain 'performance' multiple beside
    its compute is not labelled; one that says inference is a speedup."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a multiple of a drafter's statistic
        ("EAGLE-3 raises the acceptance length by 1.4x over EAGLE-2.", []),
        ("Tokens per step rose 2.1x with the new tree.", []),
        # a speed named after it stays
        (
            "EAGLE-3 raises the acceptance length and decodes 1.8x faster on the H100.",
            [(1.8, "speedup")],
        ),
    ],
)
def test_a_multiple_of_acceptance_statistics_is_no_speedup(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §4: acceptance rates and lengths are no claims, nor their ratios."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the speed of compiling, CI or downloads: no inference run's
        ("Compile time is 2x faster in this release.", []),
        ("CI is now 3x faster.", []),
        ("Downloads are up to 5x faster with the new transfer tool.", []),
        # a run sped up by compiling stays
        (
            "With torch.compile the model runs 1.5x faster on the A100.",
            [(1.5, "speedup")],
        ),
        ("After compiling with -O3, decoding is 1.3x faster.", [(1.3, "speedup")]),
    ],
)
def test_compile_ci_and_download_speedups_are_no_inference(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: download speeds and build times are no claims, nor their multiples."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a case made up to reason with
        ("For example, if a model generates 25 tokens per second, the wait is short.", []),
        ("If your card does 35 tok/s, a long reply still feels quick.", []),
        ("Consider a model that decodes at 60 tok/s with a TTFT of 250 ms.", []),
        ("A hypothetical 120 tok/s server would need far more bandwidth.", []),
        # a conditional about a named card's run, and a test's outcome, stay
        (
            "If the 4090 runs at 45 tok/s here, the 3090 at 12 tok/s is broken.",
            [(45.0, "decode_tok_s"), (12.0, "decode_tok_s")],
        ),
        ("We tested whether a 3090 generates 45 tok/s and it does.", [(45.0, "decode_tok_s")]),
    ],
)
def test_a_made_up_case_is_no_measurement(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: hypothetical arithmetic and illustrative figures are no claims."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a per-GPU token rate in a paragraph about training runs
        ("With default hparams we reach ~3.1K tokens/sec/GPU on 64 H100s for the 13B.", []),
        (
            "The 7B gets ~2,900 tokens/sec/GPU on one node.\nNext we check convergence.",
            [],
        ),
        ("MFU is 41%, or about 4,100 tok/s per GPU on the 8B.", []),
        # a serving figure per GPU, with no training words, stays
        (
            "We serve 11,200 tok/s/GPU on the H200 at 50 tok/s/user.",
            [(11200.0, "output_tok_s")],
        ),
        # a training paragraph is its own: the serving paragraph after it keeps its figure
        (
            "Pretraining ran for 3 epochs.\n\nServing reaches 9,000 tok/s/GPU on the B200.",
            [(9000.0, "output_tok_s")],
        ),
    ],
)
def test_a_per_gpu_rate_among_training_words_is_training_throughput(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """LABELLING: training throughput (tokens/sec/GPU while training) is no claim."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # bars in Japanese, Korean, German, French, Spanish and Russian
        ("毎秒15トークンあれば十分です。", []),
        ("8 tokens/s を下回ると使い物になりません。", []),
        ("もし速度が4 tokens/s未満なら、GPUが使われていません。", []),
        ("초당 15 토큰이면 충분합니다.", []),
        ("Unter 8 Token/s, wird das Chatten zäh.", []),
        ("En dessous de 8 tokens/s, l'expérience devient pénible.", []),
        ("Por debajo de 8 tokens/s, la experiencia es frustrante.", []),
        ("Меньше 8 токенов/с — это уже некомфортно.", []),
        # runs stay
        ("RTX 4090で毎秒45トークン出ました。", [(45.0, "decode_tok_s")]),
        ("Über 100 Token/s erreicht die H100 mit dem 8B.", [(100.0, "decode_tok_s")]),
    ],
)
def test_bars_in_other_languages_are_no_runs(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §2: a bar set for a speed is no measurement, in any language."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the step around a run, named as a verb before the multiple
        ("The new version loads models 3x faster.", []),
        ("It quantizes a 70B model 4x faster than before.", []),
        ("The library fine-tunes Llama 3 2x faster with less memory.", []),
        ("The server starts 10x faster thanks to lazy loading.", []),
        # the run itself named after the step stays
        ("It loads the model and then decodes 2x faster than llama.cpp.", [(2.0, "speedup")]),
        ("Once it starts, it runs 1.8x faster than before on the 3090.", [(1.8, "speedup")]),
    ],
)
def test_loading_quantizing_and_fine_tuning_multiples_are_no_inference(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Reading rules §4 and LABELLING: load, build and training speeds are no claims."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a market's multiple written in Chinese, Japanese or Korean
        ("该公司预计明年推理需求将增长 10 倍。", []),
        ("英伟达营收同比增长 3 倍。", []),
        ("株価が2倍になった。", []),
        ("매출이 3배 늘었다.", []),
        # a speed's multiple near such words stays
        ("单用户吞吐提升 2 倍。", [(2.0, "speedup")]),
        ("市场上最快的方案比 vLLM 快 2 倍。", [(2.0, "speedup")]),
    ],
)
def test_a_markets_multiple_in_cjk_is_no_speedup(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """A multiple of demand, revenue or a share price is no speedup (as 'demand will grow
    10x' already was in English)."""
    assert _read(text, vocab) == want
