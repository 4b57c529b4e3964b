"""Numbers that only look like claims: an "Nx" counting configurations, memory a card still
has left said in Chinese, a measured figure asked about again in an emphasised question, a
list of machines' memory sizes, a model load's speedup and a monitor's sampling interval
(docs/READING_RULES.md §2 and §4). The run's own figures beside them stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_an_nx_before_configurations_counts_cards(vocab: Vocabulary) -> None:
    text = "We compare it against NVIDIA A100 GPUs (in 4x and 8x configurations) on vLLM."
    assert _read(text, vocab) == []
    assert _read("Tested in 2x and 4x H100 setups.", vocab) == []
    assert _read("Tested on 8x clusters, it ran 1.6x faster than before.", vocab) == [
        (1.6, "speedup")
    ]
    # a multiple of speed keeps its reading
    assert _read("It is 4x and 8x faster than the baseline on A100.", vocab) == [
        (4.0, "speedup"),
        (8.0, "speedup"),
    ]


def test_memory_left_over_said_in_chinese_is_headroom(vocab: Vocabulary) -> None:
    text = "FP8 量化版显存余量充足(还剩近10GB)，速度 45 tokens/s。"
    assert _read(text, vocab) == [(45.0, "decode_tok_s")]
    assert _read("加载后还剩 6GB 显存。", vocab) == []
    assert _read("模型加载后显存占用 14GB。", vocab) == [(14.0, "memory")]


def test_an_emphasised_question_ends_its_sentence(vocab: Vocabulary) -> None:
    text = (
        "Observed result: E2E latency = 2.5s\n\n"
        "1. **Is 2.5s e2e latency for this scenario expected?** Does the team have any "
        "baseline numbers I can compare against?\n"
    )
    assert _read(text, vocab) == [(2.5, "e2e_latency")]
    stated = "**We measured 3.1s end-to-end.** Is that normal for this card?"
    assert _read(stated, vocab) == [(3.1, "e2e_latency")]


def test_a_list_of_sizes_sharing_a_memory_word_names_machines(vocab: Vocabulary) -> None:
    assert _read("Benchmarks across 8 GB, 16 GB RAM tiers on Apple Silicon.", vocab) == []
    assert _read("Sold as 16 GB / 32 GB unified memory variants.", vocab) == []
    assert _read("It used 8 GB, then 12 GB at 8K context.", vocab) == [
        (8.0, "memory"),
        (12.0, "memory"),
    ]


def test_a_model_load_and_a_monitor_sampling_time_are_no_run(vocab: Vocabulary) -> None:
    text = "A load is 1.54x faster warm, and decode is 1.3x faster on vLLM."
    assert _read(text, vocab) == [(1.3, "speedup")]
    text = "记录显存峰值(nvidia-smi 100 ms 采样)。TTFT 为 211 ms。"
    assert _read(text, vocab) == [(211.0, "ttft")]
    assert _read("Under load the server is 1.5x faster with EAGLE.", vocab) == [(1.5, "speedup")]
