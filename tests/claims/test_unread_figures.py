"""Figures the reader once read as nothing, or as the wrong metric: a table written on its
side whose row names the input, and the words of a time or a size in Chinese and Japanese.

Reading rules §4: a prefill figure is never a decode figure; time to first token, end-to-end
latency and memory are metrics of their own, whatever language names them. Each text is made
up for the test, not taken from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    "label", ["Input (tokens/s)", "输入 (tokens/s)", "入力 (tok/s)", "Prompt (t/s)"]
)
def test_a_sideways_tables_input_row_is_prefill(vocab: Vocabulary, label: str) -> None:
    """'| Input (tokens/s) | 812.4 | 455.1 |' in a table whose columns are models: the row
    names the input, so its rates are prompt processing, as a column so named is."""
    text = (
        "Offline benchmark on one A100 with SGLang:\n\n"
        "| Model | qwen-7b | qwen-14b |\n"
        "|---|---|---|\n"
        f"| {label} | 812.4 | 455.1 |\n"
        "| Generation (tokens/s) | 96.3 | 51.7 |\n"
    )
    got = _metrics(text, vocab)
    assert got[812.4] == got[455.1] == "prefill_tok_s"
    assert got[96.3] == got[51.7] == "decode_tok_s"


@pytest.mark.parametrize(
    "sentence",
    [
        "我在 L4 上用 vLLM 部署，一张图片的推理时间要 9.5 秒。",
        "RTX 3090 で測ったところ、推論時間は 9.5 秒でした。",
        "单卡 4090 上推理时间 9.5s，比之前慢。",
    ],
)
def test_the_inference_time_in_chinese_and_japanese_is_end_to_end(
    vocab: Vocabulary, sentence: str
) -> None:
    """'推理时间', '推論時間': the inference time, as 'inference time' is in English."""
    assert _metrics(sentence, vocab) == {9.5: "e2e_latency"}


def test_an_inference_time_column_in_chinese_is_end_to_end(vocab: Vocabulary) -> None:
    """'| 平均推理时间 |' over '0.8s' cells: each row's whole run."""
    text = (
        "| 模型 | 平均推理时间 | 输出长度 |\n"
        "|---|---|---|\n"
        "| Yi-6B | 0.8s | 64 |\n"
        "| Yi-9B | 1.3s | 64 |\n"
    )
    got = _metrics(text, vocab)
    assert got == {0.8: "e2e_latency", 1.3: "e2e_latency"}


def test_a_per_token_inference_time_stays_per_token(vocab: Vocabulary) -> None:
    """'每个 token 的推理时间 31 ms': the per-token phrase qualifies the generic word."""
    assert _metrics("在 A10 上每个 token 的推理时间为 31 ms。", vocab) == {31.0: "tpot"}


@pytest.mark.parametrize(
    "sentence",
    ["并发 2 路时首包延迟 P50 为 388 ms。", "官方数据是单路 388 ms 首包。", "首包时间 388 ms"],
)
def test_the_first_packet_in_chinese_is_the_first_token(vocab: Vocabulary, sentence: str) -> None:
    """'首包' (the first packet a streaming client gets) is the time to first token."""
    assert _metrics(sentence, vocab) == {388.0: "ttft"}


@pytest.mark.parametrize("line", ["- 4 路:峰值 61.2 GB", "- 显存峰值 61.2 GB", "- ピーク 61.2 GB"])
def test_a_peak_in_chinese_or_japanese_is_memory(vocab: Vocabulary, line: str) -> None:
    """'峰值 61.2 GB', 'ピーク 61.2 GB': a peak size, as 'peak 61.2 GB' is in English."""
    text = f"Qwen-14B 在 vLLM 上的显存曲线:\n\n{line}\n"
    assert _metrics(text, vocab) == {61.2: "memory"}


def test_a_peak_bandwidth_is_no_memory(vocab: Vocabulary) -> None:
    """'峰值带宽 4.8 TB/s': a card's bandwidth, a spec, not a size a run used."""
    assert _metrics("H200 的峰值带宽 4.8 TB/s。", vocab) == {}


@pytest.mark.parametrize(
    ("lead", "metric"),
    [
        ("Here are the TTFT results on one H100:", "ttft"),
        ("Time to first token, by prompt length:", "ttft"),
        ("首 token 延迟如下：", "ttft"),
        ("End-to-end latency per request:", "e2e_latency"),
    ],
)
def test_a_lists_lead_in_names_the_metric_of_its_times(
    vocab: Vocabulary, lead: str, metric: str
) -> None:
    """A time whose item names no metric takes the one its list's lead-in line names."""
    text = f"{lead}\n\n- 4k prompt: 1312 ms\n- 16k prompt: 5270 ms\n"
    assert _metrics(text, vocab) == {1312.0: metric, 5270.0: metric}


def test_a_lead_in_naming_two_times_names_neither(vocab: Vocabulary) -> None:
    """'TTFT and TPOT:' over bare times: which item is which is not said."""
    assert _metrics("TTFT and TPOT on an L40S:\n\n- run 1: 1312 ms\n- run 2: 27 ms\n", vocab) == {}


def test_a_sentence_above_a_list_is_no_lead_in(vocab: Vocabulary) -> None:
    """A lead-in ends with a colon: a sentence about TTFT above a list states no metric."""
    text = "We tuned TTFT last week.\n\n- run 1: 1312 ms\n- run 2: 5270 ms\n"
    assert _metrics(text, vocab) == {}


def test_a_lists_lead_in_names_the_memory_of_its_sizes(vocab: Vocabulary) -> None:
    """'Peak VRAM with vLLM:' over '- 4k context: 18.2 GB': what each run used."""
    text = "Peak VRAM with vLLM on one L40S:\n\n- 4k context: 18.2 GB\n- 32k context: 22.9 GB\n"
    assert _metrics(text, vocab) == {18.2: "memory", 22.9: "memory"}


def test_a_lead_in_over_cards_sizes_gives_no_memory(vocab: Vocabulary) -> None:
    """'GPU memory:' over '- H100: 80 GB': each card's size, a spec (reading rules §4)."""
    assert _metrics("GPU memory:\n\n- H100: 80 GB\n- H200: 141 GB\n", vocab) == {}


def test_the_first_token_in_japanese_is_the_time_to_first_token(vocab: Vocabulary) -> None:
    """'初トークン' (first token) heads a column of times to first token."""
    text = (
        "| モデル | トークン速度 | 初トークン | 総トークン |\n"
        "|---|---|---|---|\n"
        "| Qwen3-4B | 70.2 tok/sec | 0.31 s | 786 |\n"
    )
    assert _metrics(text, vocab) == {70.2: "decode_tok_s", 0.31: "ttft"}


@pytest.mark.parametrize("header", ["初始延迟 (ms)", "首次响应延迟 (ms)"])
def test_the_initial_latency_in_chinese_is_the_time_to_first_token(
    vocab: Vocabulary, header: str
) -> None:
    """'初始延迟', '首次响应延迟': the wait before the first output, a time to first token."""
    text = f"| CPU | 生成速度 (TPS) | {header} |\n|---|---|---|\n| Ryzen 7 7700X | 7.4 | 910 |\n"
    assert _metrics(text, vocab) == {7.4: "decode_tok_s", 910.0: "ttft"}


@pytest.mark.parametrize(
    "sentence",
    [
        "JSON Decoding 같은 벤치마크에서 기존 엔진의 5.2배에 해당하는 throughput을 보였다.",
        "JSON デコードなどのベンチマークで従来の 5.2 倍に相当するスループットを達成した。",
    ],
)
def test_a_multiple_joined_to_the_runs_rate_by_a_particle_is_a_speedup(
    vocab: Vocabulary, sentence: str
) -> None:
    """'5.2배에 해당하는 throughput': the multiple is of the run's throughput, even after a
    component ("JSON decoding") named earlier in the clause as a benchmark."""
    assert _metrics(sentence, vocab) == {5.2: "speedup"}


def test_a_components_multiple_stays_no_claim(vocab: Vocabulary) -> None:
    """'makes JSON decoding 3x faster': one part of the stack, not the run."""
    assert _metrics("The new grammar backend makes JSON decoding 3x faster.", vocab) == {}


def test_a_phase_word_inside_an_identifier_names_no_phase(vocab: Vocabulary) -> None:
    """'ingest_llama_70b' is a run's name: its rates are decoding, not prompt ingestion."""
    text = "- Model: ingest_llama_70b + 1B draft, Baseline: 2.6 t/s, Optimized: 71.3 t/s\n"
    got = _metrics(text, vocab)
    assert got[2.6] == got[71.3] == "decode_tok_s"


def test_ingestion_named_as_a_word_stays_prefill(vocab: Vocabulary) -> None:
    """'ingests the prompt at 1,900 tok/s': reading the prompt in is prefill."""
    assert _metrics("On an M3 Max it ingests the prompt at 1,900 tok/s.", vocab) == {
        1900.0: "prefill_tok_s"
    }


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        ("Пиковое потребление памяти при запуске — 212 гигабайт.", "GB"),
        ("Peak memory use during the run was 212 gigabytes.", "GB"),
        ("実行中のピークメモリは 212 ギガバイト。", "GB"),
        ("실행 중 최대 메모리 사용량은 212 기가바이트였다.", "GB"),
        ("The draft head uses 212 megabytes of VRAM.", "MB"),
    ],
)
def test_a_size_unit_spelled_out_is_a_size(vocab: Vocabulary, sentence: str, unit: str) -> None:
    """'212 gigabytes', '212 гигабайт', '212 ギガバイト': the unit written as a word."""
    got = [(c.value, c.metric, c.unit) for c in extract_claims(sentence, vocab)]
    assert got == [(212.0, "memory", unit)]


def test_a_machines_size_spelled_out_is_no_claim(vocab: Vocabulary) -> None:
    """'192 gigabytes of unified memory': what the machine has (reading rules §4)."""
    assert _metrics("The Mac Studio has 192 gigabytes of unified memory.", vocab) == {}


@pytest.mark.parametrize("line", ["VRAM usage: 27.4 / 32 GB", "显存占用 27.4 / 32 GB"])
def test_a_spaced_used_of_total_size_reads_the_used_half(vocab: Vocabulary, line: str) -> None:
    """'27.4 / 32 GB': the spaced slash pairs the sizes as '27.4/32 GB' does; the total is
    what the card has, the first half what the run used."""
    assert _metrics(f"- {line}\n", vocab) == {27.4: "memory"}


def test_a_spaced_pair_of_rates_is_two_figures(vocab: Vocabulary) -> None:
    """'44 / 61 tok/s' without and with the draft model: both rates."""
    assert _metrics("Decode without / with the draft: 44 / 61 tok/s.", vocab) == {
        44.0: "decode_tok_s",
        61.0: "decode_tok_s",
    }


@pytest.mark.parametrize(
    "sentence",
    [
        "- Generation with adaptive drafting: 65.6 t/s, 3.2x bare decode",
        "Drafting gives 3.2x vanilla decoding on the M4.",
        "On the 4090 the drafter reaches 3.2x autoregressive.",
    ],
)
def test_a_multiple_of_the_plain_run_named_after_it_is_a_speedup(
    vocab: Vocabulary, sentence: str
) -> None:
    """'3.2x bare decode': a multiple of the plain run it is measured against."""
    got = _metrics(sentence, vocab)
    assert got[3.2] == "speedup"


def test_a_count_before_a_plain_noun_is_no_speedup(vocab: Vocabulary) -> None:
    """'2x bare metal servers': a count of machines, not a multiple of a run."""
    assert _metrics("We moved to 2x bare metal servers last month.", vocab) == {}


@pytest.mark.parametrize("sep", ["→", "->", "/"])
def test_both_sides_of_an_approximate_change_are_figures(vocab: Vocabulary, sep: str) -> None:
    """'~23.4 → ~19.1 ms/token': the side the change starts from is a figure as well."""
    got = _metrics(f"- Decode step on the 4090: ~23.4 {sep} ~19.1 ms/token\n", vocab)
    assert got == {23.4: "tpot", 19.1: "tpot"}


def test_a_status_mark_before_a_cells_figure_is_no_part_of_it(vocab: Vocabulary) -> None:
    """'✅ 14.7 token/s', '⚠️ 3.1 token/s': the run's figure after its status mark; a
    crossed-out run ('❌ 0.9 token/s') stays unread."""
    text = (
        "| Board | Qwen-7B | Qwen-14B |\n"
        "|---|---|---|\n"
        "| Orin NX | ✅ 14.7 token/s | ⚠️ 3.1 token/s |\n"
        "| Orin Nano | ✔5.2 token/s | ❌ 0.9 token/s |\n"
    )
    assert _metrics(text, vocab) == {14.7: "decode_tok_s", 3.1: "decode_tok_s", 5.2: "decode_tok_s"}


@pytest.mark.parametrize(
    "text",
    [
        "## Model Size\n\n- Original model: ~15GB (BF16)\n- Quantized model: ~7.9GB (FP8)\n",
        "Model Size\n\n  • Original model: ~15GB (BF16)\n  • Quantized model: ~7.9GB (FP8)\n",
    ],
)
def test_a_heading_right_above_a_list_names_its_sizes(vocab: Vocabulary, text: str) -> None:
    """'Model Size' over '- Original model: ~15GB': the heading names what each item's size
    is, in a Markdown list or in bullets Markdown does not parse."""
    assert _metrics(text, vocab) == {15.0: "memory", 7.9: "memory"}


def test_a_heading_right_above_a_list_names_its_times(vocab: Vocabulary) -> None:
    """'## Time to first token' over '- 8k prompt: 2210 ms': each item's time is a TTFT."""
    text = "## Time to first token\n\n- 8k prompt: 2210 ms\n- 32k prompt: 9870 ms\n"
    assert _metrics(text, vocab) == {2210.0: "ttft", 9870.0: "ttft"}


def test_a_heading_above_a_paragraph_above_the_list_leads_nothing(vocab: Vocabulary) -> None:
    """A heading with a paragraph between it and the list is not the list's lead-in."""
    text = "## Latency\n\nWe ran each prompt once.\n\n- run 1: 2210 ms\n- run 2: 9870 ms\n"
    assert _metrics(text, vocab) == {}


@pytest.mark.parametrize(
    "sentence",
    [
        "DeepSeek-R1 runs at ~17 tok/s with 402 GB of unified memory used.",
        "It finished with 402 GB of memory in use.",
    ],
)
def test_a_size_with_its_use_said_after_the_memory_is_used(
    vocab: Vocabulary, sentence: str
) -> None:
    """'with 402 GB of unified memory used': the run's use, though 'with' opens it."""
    assert _metrics(sentence, vocab)[402.0] == "memory"


def test_a_size_the_machine_comes_with_stays_a_spec(vocab: Vocabulary) -> None:
    """'with 192 GB of unified memory': what the machine has (reading rules §4)."""
    assert _metrics("A Mac Studio with 192 GB of unified memory.", vocab) == {}


@pytest.mark.parametrize(
    "line",
    [
        "- 精度：原生 BF16 格式（约 15GB），社区另有 GGUF 量化版本。",
        "- Precision: native BF16 (about 15GB), with GGUF quants too.",
        "- The Q4_K_M (15 GB) file is the one to pick.",
    ],
)
def test_a_size_in_brackets_after_a_precision_is_the_models(vocab: Vocabulary, line: str) -> None:
    """'BF16 (about 15GB)': the model's size at that precision (LABELLING: memory)."""
    assert _metrics(line, vocab) == {15.0: "memory"}


def test_a_cards_size_in_brackets_stays_a_spec(vocab: Vocabulary) -> None:
    """'RTX 4090 (24 GB)': the card's memory, no claim."""
    assert _metrics("- One RTX 4090 (24 GB) runs it.", vocab) == {}
