"""A run its own words put on the CPU takes the CPU its post names beside the card."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _cards(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.hardware for c in extract_claims(text, vocab)}


def test_a_run_its_clause_puts_on_the_cpu_takes_the_posts_cpu(vocab: Vocabulary) -> None:
    text = "My machine is AMD Ryzen 5950x & RTX A6000.\n\nllama.cpp: CPU 7 t/s, GPU 80 t/s.\n"
    assert _cards(text, vocab) == {7.0: "Ryzen 5950X", 80.0: "RTX A6000"}
    text = (
        "Hardware specs:\n- CPU: Ryzen 7 5700X\n- GPU Radeon 7900 XT\n\n"
        "It runs much faster on CPU (6.2 tokens per second) than on GPU (1.2 tokens per second).\n"
    )
    assert _cards(text, vocab) == {6.2: "Ryzen 7 5700X", 1.2: "RX 7900 XT"}


def test_a_section_line_puts_its_list_on_the_cpu(vocab: Vocabulary) -> None:
    text = (
        "我的机器配置是AMD Ryzen 5950x, NVidia RTX A6000\n"
        "**在CPU下：**\n**FP16**\n\n- C1: 2.5 t/s\n- C2: 2.3 t/s\n\n"
        "**在GPU下:**\n**FP16**\n- C1: 34.6 t/s\n"
    )
    assert _cards(text, vocab) == {2.5: "Ryzen 5950X", 2.3: "Ryzen 5950X", 34.6: "RTX A6000"}


def test_a_run_split_over_both_or_a_plain_line_keeps_the_card(vocab: Vocabulary) -> None:
    text = "Hardware: Ryzen 9 7950X, RTX 3060.\n\n- GPU+CPU - 1.78x (5.4-->9.6)\n"
    assert _cards(text, vocab)[9.6] == "RTX 3060"
    text = "Hardware: Ryzen 9 7950X, RTX 3060.\n\nexps=CPU (Hybrid) 66.8 t/s\n"
    assert _cards(text, vocab) == {66.8: "RTX 3060"}
    # a line that names the CPU but is no section line ("cpu cores set as below") sets nothing
    text = "CPU: Xeon Platinum 8352Y\nGPU: 1*RTX 4090 24G\ncpu cores set as below\n8 tok/s\n"
    assert _cards(text, vocab) == {8.0: "RTX 4090"}


def test_two_cpus_in_the_post_name_no_one_cpu(vocab: Vocabulary) -> None:
    text = "Boxes: Ryzen 9 7950X and i9-13900K, with an RTX 4090.\n\nOn CPU: 9 tok/s.\n"
    assert _cards(text, vocab) == {9.0: "RTX 4090"}


def test_a_cpu_only_line_keeps_no_hardware(vocab: Vocabulary) -> None:
    text = "My machine: Ryzen 9 7900, one L40S.\n\n- CPU-only: 4.1 tok/s\n- GPU: 38.5 tok/s\n"
    assert _cards(text, vocab) == {4.1: None, 38.5: "L40S"}
