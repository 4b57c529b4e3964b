"""GPU counts written around a card: past its memory, on the page's setup list, and not
from a rack's product name. The texts are made up for the tests."""

from __future__ import annotations

import pytest

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "line, count",
    [
        ("- GPU: NVIDIA H200 80GB × 8", 8),
        ("- GPU: A100 (80G) x4", 4),
        ("- 显卡：H20 96GB显存 × 4台", 4),
        ("* Hardware: MI300X 192GB * 2", 2),
        ("- GPU: NVIDIA H200 80GB", None),  # a card's memory is no count
    ],
)
def test_a_setup_list_gives_its_count_to_a_table_naming_no_card(
    vocab: Vocabulary, line: str, count: int | None
) -> None:
    """ "GPU: H200 80GB × 8" in a setup list over a results table: the rows name no card,
    they take the list's card and the count written with it (reading rules §1: context)."""
    text = (
        "Test setup\n\n"
        f"{line}\n"
        "- OS: Ubuntu 22.04\n\n"
        "Results\n\n"
        "| Concurrency | Decode tok/s |\n"
        "|---|---|\n"
        "| 1 | 41.5 |\n"
        "| 8 | 33.2 |\n"
    )
    got = _by_value(text, vocab)
    assert got[41.5].hardware is not None
    assert got[41.5].gpu_count == count
    assert got[33.2].gpu_count == count


def test_a_count_past_the_cards_memory_in_prose(vocab: Vocabulary) -> None:
    got = _by_value("On A100 80GB x 4 with vLLM we reach 900 tok/s.", vocab)
    assert (got[900].hardware, got[900].gpu_count) == ("A100", 4)
    got = _by_value("The H100 80GB is 2x faster than the A10 here: 90 tok/s.", vocab)
    assert got[90].gpu_count is None


def test_a_racks_product_name_counts_no_gpus(vocab: Vocabulary) -> None:
    """ "GB300 NVL72" is the system's name (LABELLING: NVL72 is the product, no count)."""
    (claim,) = extract_claims("A GB300 NVL72 rack served 1.1M tok/s of Llama 70B.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("GB300", None)
    (claim,) = extract_claims("On a GH200 NVL32 system, SGLang reached 5,000 tok/s.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("GH200", None)


def test_a_card_glued_to_the_next_word_keeps_its_name_and_count(vocab: Vocabulary) -> None:
    """ "2× RTX 5090Ollama 28 tok/s": a page's converter dropped the space after the card;
    a capitalised word starts there, and the card keeps its count."""
    got = _by_value("Llama 70B · 2× RTX 5090Ollama 28 tok/s", vocab)
    assert (got[28].hardware, got[28].gpu_count) == ("RTX 5090", 2)
    got = _by_value("Qwen 30B · 1× RTX 4090Throughput 44 tok/s", vocab)
    assert (got[44].hardware, got[44].gpu_count) == ("RTX 4090", 1)
    got = _by_value("My RTX 3090Ti does 30 tok/s.", vocab)
    assert got[30].hardware == "RTX 3090 Ti"


_SERVING = (
    "============ Serving Benchmark Result ============\n"
    "Successful requests:                     200\n"
    "Output token throughput (tok/s):         987.65\n"
    "Mean TPOT (ms):                          7.41\n"
)


@pytest.mark.parametrize(
    "label, count",
    [
        ("TP4", 4),
        ("tp=8", 8),
        ("**2 GPUs**", 2),
        ("张量并行度为 2", 2),
        # a paragraph's last line is the paragraph's, not a label over the output
        ("We first tried it on our other box\nwith TP=4", None),
        ("We tried TP=4 first and it was slow.", None),
        ("Output token throughput (tok/s): 50.1 at TP=4", None),
    ],
)
def test_a_label_line_over_pasted_output_gives_its_count(
    vocab: Vocabulary, label: str, count: int | None
) -> None:
    """ "TP2" on its own line over a pasted benchmark's output names the run's GPUs, as a
    heading over it would (reading rules §1: a heading directly above is context)."""
    text = f"Results below.\n\n```\n{label}\n\nBaseline run\n{_SERVING}```\n"
    got = _by_value(text, vocab)
    assert got[987.65].gpu_count == count
    assert got[7.41].gpu_count == count


@pytest.mark.parametrize(
    "text",
    [
        "Hardware: Apple M3 Ultra, 256 GB RAM, 60 GPU cores. Decode: 41.3 tok/s.",
        "The M4 Max (40-GPU-core) box decodes at 41.3 tok/s.",
        "An M2 Max with 38 GPU-cores reaches 41.3 tok/s.",
    ],
)
def test_an_apple_chips_gpu_cores_count_no_gpus(vocab: Vocabulary, text: str) -> None:
    """ "60 GPU cores" is how many cores one chip's GPU has, not how many GPUs ran."""
    got = _by_value(text, vocab)
    assert got[41.3].gpu_count is None
    got = _by_value("On 4 GPUs (H100) decode is 41.3 tok/s.", vocab)
    assert got[41.3].gpu_count == 4


@pytest.mark.parametrize(
    "text",
    [
        "Loaded with llama.cpp on my RTX 3060 (40 GPU layers), it decodes at 41.3 tok/s.",
        "RTX 4090, offloading 99 gpu-layers: 41.3 t/s",
        "Fine-tuned in 2,000 GPU hours; served on an A100 it decodes 41.3 tok/s.",
        "With 256 GPU threads per block on the RTX 3090 we see 41.3 tok/s.",
        "An RX 7900 XTX with 12 GPU kernels fused gives 41.3 tok/s.",
    ],
)
def test_a_noun_after_gpu_counts_what_it_names_not_gpus(vocab: Vocabulary, text: str) -> None:
    """ "40 GPU layers", "2,000 GPU hours", "256 GPU threads": the noun after "GPU" is
    what the number counts (layers offloaded, time, threads), not how many cards ran
    (reading rules §3: the count is of GPUs)."""
    got = _by_value(text, vocab)
    assert got[41.3].gpu_count is None


@pytest.mark.parametrize(
    "text, count",
    [
        ("An 8-GPU H100 server decodes at 41.3 tok/s.", 8),
        ("On 2 GPUs (RTX 3090), with 40 layers offloaded, 41.3 tok/s.", 2),
        ("A 4 GPU A100 node reaches 41.3 tok/s.", 4),
    ],
)
def test_a_machine_of_n_gpus_still_counts_them(vocab: Vocabulary, text: str, count: int) -> None:
    """ "an 8-GPU server", "a 4 GPU node": the machine holds that many GPUs."""
    assert _by_value(text, vocab)[41.3].gpu_count == count


@pytest.mark.parametrize(
    "text, count",
    [
        ("使用4张gpu加载模型，生成速度 41.3 tokens/s。", 4),
        ("我们用 2 块 GPU 跑，解码 41.3 tokens/s。", 2),
        ("With 'tensor_parallel_size': 4 in the engine args we get 41.3 tokens/s.", 4),
        ('Engine args {"tp": 2} give 41.3 tok/s.', 2),
        ("第4GPU上解码 41.3 tokens/s。", None),  # the fourth GPU, an ordinal
    ],
)
def test_counts_written_with_a_counter_word_or_a_quoted_key(
    vocab: Vocabulary, text: str, count: int | None
) -> None:
    """ "4张gpu" (a counter word before GPU, a CJK character before the number) and a quoted
    "tensor_parallel_size" key count GPUs as "4 GPUs" and "TP=4" do (reading rules §3)."""
    assert _by_value(text, vocab)[41.3].gpu_count == count


def test_a_count_before_a_racks_name_counts_racks(vocab: Vocabulary) -> None:
    """ "one GB300 NVL72", "2x GB200 NVL72": racks of 72 GPUs, no count of GPUs."""
    got = _by_value("We ran it on one NVIDIA GB300 NVL72 domain: 1.1M tok/s in total.", vocab)
    assert (got[1_100_000].hardware, got[1_100_000].gpu_count) == ("GB300", None)
    got = _by_value("On 2x GB200 NVL72, SGLang served 900K tok/s.", vocab)
    assert got[900_000].gpu_count is None
    got = _by_value("On 2x GB200, SGLang served 9K tok/s.", vocab)
    assert got[9_000].gpu_count == 2
