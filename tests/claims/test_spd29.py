"""A multiple written before a part of the machine counts the parts (reading rules §4:
hardware specs are no claims; §3: "8×H100" counts what follows the sign). A real speedup
beside such a count keeps being read."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.part_counts import counts_parts
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


class TestAPartCountIsNoSpeedup:
    def test_cpu_cores_in_a_spec_table(self, vocab: Vocabulary) -> None:
        text = (
            "| Spec | Rock 5B | Pi 5 |\n|---|---|---|\n"
            "| CPU | 2× Cortex-A78 + 6× Cortex-A55 | 4× Cortex-A76 |\n"
            "| llama.cpp decode | 6.1 tok/s | 3.9 tok/s |\n"
        )
        assert _speedups(text, vocab) == []

    def test_ports_written_in_chinese_in_a_table(self, vocab: Vocabulary) -> None:
        text = (
            "| 项目 | Mac mini M4 | Mac mini M4 Pro |\n|---|---|---|\n"
            "| 接口 | 3×雷雳 4 | 3×雷雳 5 |\n| Ollama 速度 | 18 tok/s | 27 tok/s |\n"
        )
        assert _speedups(text, vocab) == []

    def test_drives_in_a_table(self, vocab: Vocabulary) -> None:
        text = (
            "| Part | Box A | Box B |\n|---|---|---|\n| Storage | 2× NVMe | 4x M.2 |\n"
            "| vLLM throughput | 900 tok/s | 1200 tok/s |\n"
        )
        assert _speedups(text, vocab) == []

    def test_the_matcher_sees_the_part_after_the_sign(self) -> None:
        for text in ("with 2× NVMe in RAID", "8× 32GB DDR5", "2×雷雳 5", "4× Cortex-A76"):
            assert counts_parts(text, text.index("×") + 1), text


class TestARealSpeedupStays:
    def test_a_speedup_beside_a_gpu_count(self, vocab: Vocabulary) -> None:
        text = "On 8× H100 the new scheduler gives 1.7× higher throughput than before."
        assert _speedups(text, vocab) == [1.7]

    def test_a_faster_decode(self, vocab: Vocabulary) -> None:
        assert _speedups("With MTP on, llama.cpp shows 2.4x faster decode.", vocab) == [2.4]

    def test_a_speedup_on_a_machine_with_many_cores(self, vocab: Vocabulary) -> None:
        text = "On a box with 2× Xeon, ik_llama.cpp runs 3x faster generation than mainline."
        assert _speedups(text, vocab) == [3.0]

    def test_the_matcher_leaves_a_run_word_alone(self) -> None:
        text = "a 2× higher throughput"
        assert not counts_parts(text, text.index("×") + 1)
