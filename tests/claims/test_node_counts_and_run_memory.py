"""GPU counts across nodes, DGX/HGX names, and memory a run uses or needs on its card
(reading rules §2–§4; LABELLING: "Two machines, each with 8 * Ascend910B" is 16, "12 nodes
(each with 8 H100 GPUs)" under a per-node figure is 8, "DGX"/"HGX" alone gives no count, a
requirement takes no GPU).

The texts here are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _one(text: str, vocab: Vocabulary, value: float) -> Claim:
    got = [c for c in extract_claims(text, vocab) if c.value == value]
    assert len(got) == 1, [c.to_json() for c in extract_claims(text, vocab)]
    return got[0]


def test_nodes_times_the_cards_in_each(vocab: Vocabulary) -> None:
    for text, count in [
        ("vLLM runs on two nodes of 8xH200 at 5000 tok/s.", 16),
        ("vLLM runs on 2 nodes x 8 H100 at 5000 tok/s.", 16),
        ("vLLM reaches 5000 tok/s on 16 GPUs across two 8xH100 nodes.", 16),
        ("SGLang on 4 8xH100 boxes: 5000 tok/s.", 32),
        ("Two machines, each with 8 * A100: vLLM reaches 5000 tok/s.", 16),
        ("vLLM: 2 nodes with H100x8, 5000 tok/s", 16),
    ]:
        claim = _one(text, vocab, 5000)
        assert (claim.hardware, claim.gpu_count) in {("H100", count), ("H200", count)} or (
            claim.hardware == "A100" and claim.gpu_count == count
        ), text


def test_a_node_count_alone_or_a_figure_per_node_is_not_multiplied(vocab: Vocabulary) -> None:
    for text, count in [
        ("vLLM runs on 8xH200 at 5000 tok/s.", 8),
        ("vLLM runs on two H200 at 5000 tok/s.", 2),
        ("vLLM on two 8x H100 at 5000 tok/s.", 8),  # no noun for nodes: one count
        ("SGLang reaches 5000 tok/s per node on 12 nodes (each with 8 H100 GPUs).", 8),
        ("SGLang on two nodes of 8xH100 reaches 5000 tok/s on each node.", 8),
    ]:
        assert _one(text, vocab, 5000).gpu_count == count, text


def test_a_dgx_or_hgx_name_gives_the_card_but_no_count(vocab: Vocabulary) -> None:
    for text in [
        "vLLM reaches 5000 tok/s on a DGX H100.",
        "TensorRT-LLM reaches 5000 tok/s on an HGX H200 system.",
    ]:
        claim = _one(text, vocab, 5000)
        assert claim.hardware in ("H100", "H200") and claim.gpu_count is None, text
    # a count the text writes still counts, and the card's count written earlier carries
    assert _one("vLLM reaches 5000 tok/s on a DGX with 8x H100.", vocab, 5000).gpu_count == 8
    text = (
        "An HGX H200 server, equipped with eight H200 GPUs, serves the model.\n\n"
        "TensorRT-LLM reaches 5000 tokens/second/user on the HGX H200."
    )
    assert _one(text, vocab, 5000).gpu_count == 8


def test_a_memory_key_then_a_use_is_a_runs_memory(vocab: Vocabulary) -> None:
    claim = _one("VRAM: 40 GB used by vLLM on H100", vocab, 40)
    assert (claim.metric, claim.engine, claim.hardware) == ("memory", "vllm", "H100")
    assert _one("Memory: 40 GB used by SGLang", vocab, 40).metric == "memory"
    # the key alone is what the machine has: no claim
    for text in ["VRAM: 40 GB", "GPU: H100\nVRAM: 80 GB\n", "Ram 32 GB"]:
        assert not [c for c in extract_claims(text, vocab) if c.metric == "memory"], text


def test_an_engine_on_its_card_needing_memory_keeps_the_card(vocab: Vocabulary) -> None:
    claim = _one("SGLang on one H100 needs 58.74 GiB of memory.", vocab, 58.74)
    assert (claim.metric, claim.hardware, claim.gpu_count) == ("memory", "H100", 1)
    claim = _one("vLLM with 2x A100 requires 120 GB of VRAM.", vocab, 120)
    assert (claim.hardware, claim.gpu_count) == ("A100", 2)
    # a model's need holds on any card: no card, however it is named
    for text in [
        "A 70B model on an H100 needs 140 GB.",
        "SGLang needs 58 GB on one H100.",
    ]:
        value = 140 if "140" in text else 58
        assert _one(text, vocab, value).hardware is None, text


def test_a_memory_column_of_sizes_no_machine_is_sold_in_is_the_runs(vocab: Vocabulary) -> None:
    """ "| Memory | 890 MB |" beside a rate is what the run used, with the page's card; a
    whole size in gigabytes or a power of two in megabytes is what the machine has."""
    text = (
        "# RK3588 benchmarks\n\n"
        "| Model | Tokens/sec | Memory |\n|---|---|---|\n"
        "| Qwen3-0.6B | 11.41 | 890 MB |\n| Qwen3-4B | 3.13 | 5027 MB |\n"
    )
    got = {c.value: c for c in extract_claims(text, vocab) if c.metric == "memory"}
    assert set(got) == {890, 5027}
    assert {c.hardware for c in got.values()} == {"RK3588"}
    for spec in [
        "| Board | Tokens/sec | RAM |\n|---|---|---|\n| Pi 4 | 11.41 | 512 MB |\n",
        "| GPU | Tokens/sec | VRAM |\n|---|---|---|\n| RTX 4090 | 11.41 | 24 GB |\n",
    ]:
        assert not [c for c in extract_claims(spec, vocab) if c.metric == "memory"], spec


def test_a_device_key_over_a_table_gives_its_count_to_the_rows(vocab: Vocabulary) -> None:
    """ "- Device: a single NVIDIA GeForce RTX 3090 GPU" keys the machine's setup as "GPU:"
    does: its count goes to the rows of the table under a heading naming the card."""
    for key, count in [("Device", 1), ("Devices", 1), ("设备", 1), ("Note", None)]:
        text = (
            f"## Leaderboard on 3090\n\n- {key}: a single NVIDIA GeForce RTX 3090 GPU (24GB)\n"
            "- Testing environment: Pytorch 2.0.1\n\n"
            "| Method | tok/s |\n|---|---|\n| EAGLE-2 | 61.2 |\n"
        )
        claim = _one(text, vocab, 61.2)
        assert (claim.hardware, claim.gpu_count) == ("RTX 3090", count), key


def test_the_general_counter_counts_cards(vocab: Vocabulary) -> None:
    """ "单个 NVIDIA A100", "两个 4090": "个" counts cards as "张" and "块" do."""
    for text, count in [
        ("vLLM 在单个 NVIDIA A100 SXM GPU 上达到 3000 tok/s。", 1),
        ("vLLM 在两个 4090 上达到 3000 tok/s。", 2),
        ("vLLM 在 4090 上达到 3000 tok/s。", None),
    ]:
        assert _one(text, vocab, 3000).gpu_count == count, text
