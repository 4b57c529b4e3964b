"""A bar's own value, a training speedup and an attention kernel's multiple are no runs
(docs/READING_RULES.md §2 and §4; LABELLING: goals and guidance thresholds, training speed,
kernel-level speedups). Runs stated beside them, and runs whose figures follow the same words
in another role, stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_bars_value_is_no_run(vocab: Vocabulary) -> None:
    assert _read("- **Stretch Target (90 tok/s)**: achieved on day two", vocab) == []
    assert _read("**Practical minimum:** 8 tokens/sec for a coding assistant.", vocab) == []
    assert _read("Mistral 7B on the Pi is out (< 3 tok/s minimum usable).", vocab) == []
    assert _read("Our 4-bit build beats the latency budget by 2.5x.", vocab) == []


def test_runs_beside_bars_stay(vocab: Vocabulary) -> None:
    text = "Minimum: 11.4 tok/s, maximum: 13.9 tok/s across ten runs on the 3090."
    assert _read(text, vocab) == [(11.4, "decode_tok_s"), (13.9, "decode_tok_s")]
    assert _read("The new build beat the old one by 1.8x on my 4090 with llama.cpp.", vocab) == [
        (1.8, "speedup")
    ]


def test_a_training_speedup_is_no_run(vocab: Vocabulary) -> None:
    assert _read("This gemma model was trained 2x faster with our LoRA toolkit.", vocab) == []
    assert _read("Finetune Gemma 3, Phi-4 & Mistral 3x faster with 60% less memory!", vocab) == []


def test_inference_after_training_words_stays(vocab: Vocabulary) -> None:
    text = "Fine-tune it on your tickets, then serve it 2x faster with vLLM on an L40S."
    assert _read(text, vocab) == [(2.0, "speedup")]
    text = "Our fine-tuned Qwen3-8B runs 1.7x faster with EAGLE on an H100."
    assert _read(text, vocab) == [(1.7, "speedup")]


def test_attention_alone_is_kernel_level(vocab: Vocabulary) -> None:
    assert _read("Standalone sliding-window attention measured 6.2x faster at 32K.", vocab) == []
    assert _read("The chip shows a 4x attention speedup over last year's.", vocab) == []
    assert _read("优化后注意力算子吞吐提升2倍。", vocab) == []
    assert _read("采用新的量化方案后,计算效率提升4倍。", vocab) == []


def test_a_runs_multiple_with_attention_stays(vocab: Vocabulary) -> None:
    text = "Turning on FlashAttention-2 makes the 70B decode 1.3x faster on two A100s."
    assert _read(text, vocab) == [(1.3, "speedup")]
    assert _read("开启FlashAttention后,推理速度提升1.6倍。", vocab) == [(1.6, "speedup")]


def test_a_figure_set_as_a_bar_or_rule_of_thumb_is_no_run(vocab: Vocabulary) -> None:
    text = "Taking 20 tok/s/user as the target, the H200 node serves 3100 tok/s/GPU."
    assert (20.0, "decode_tok_s") not in _read(text, vocab)
    text = "Take 9 tok/s as a rule-of-thumb figure for a 13B Q4 model on an M2 Pro."
    assert _read(text, vocab) == []


def test_a_measured_baseline_set_as_such_stays(vocab: Vocabulary) -> None:
    text = "I measured 31 tok/s as the baseline on a 3090, then 52 tok/s with EAGLE."
    assert _read(text, vocab) == [(31.0, "decode_tok_s"), (52.0, "decode_tok_s")]


def test_efficiency_and_cost_multiples_are_no_speedups(vocab: Vocabulary) -> None:
    assert _read("The accelerator claims 2.7x better performance per watt than L40S.", vocab) == []
    assert _read("Rubin promises 5x better perf/watt than Blackwell.", vocab) == []
    assert _read("이 모드는 3배 높은 비용이 든다.", vocab) == []


def test_a_better_throughput_multiple_stays(vocab: Vocabulary) -> None:
    text = "With EAGLE-3 on one H200, SGLang shows 2.3x better throughput at batch 1."
    assert _read(text, vocab) == [(2.3, "speedup")]


def test_another_models_task_is_no_llm_speedup(vocab: Vocabulary) -> None:
    text = "The new NPU is 4.2x faster than the old one in computer vision workloads."
    assert _read(text, vocab) == []
    assert _read("Release 2.3 brings up to 5x faster audio decoding.", vocab) == []


def test_a_vision_language_models_decoding_stays(vocab: Vocabulary) -> None:
    text = "The Qwen2.5-VL vision model decodes 1.9x faster with SGLang on an H100."
    assert _read(text, vocab) == [(1.9, "speedup")]
