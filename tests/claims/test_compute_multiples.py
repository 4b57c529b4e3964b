"""A multiple whose subject is a chip's compute or its memory's data movement: no speedup.

Reading rules §4: hardware specs are no claims, and a speedup is a relative figure of a run's
metric. "The compute is ~200x", "연산이 4배" (compute, 4x) and "a datacenter GPU moves data
5x faster" compare what two chips can do on paper, not how fast a model ran on them; "the
H100 decodes 2x faster" and "compute-bound kernels ran 3x faster" still compare runs.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.to_json()["value"] for c in extract_claims(text, vocab) if c.metric == "speedup"]


@pytest.mark.parametrize(
    "text",
    [
        "Against the laptop chip the compute is ~150x larger, yet decoding is memory-bound.",
        "On paper the raw compute is 8x higher on the server card.",
        "A server accelerator still moves data 3-5x faster than a desktop CPU.",
        "워크스테이션은 연산이 5배, 노트북은 배터리가 더 오래갑니다.",
        "새 칩은 연산량이 6배 늘었습니다.",
    ],
)
def test_a_multiple_of_compute_or_data_movement_is_no_speedup(text: str, vocab: Vocabulary) -> None:
    assert _speedups(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("With EAGLE the H100 decodes 2.5x faster than plain decoding.", [2.5]),
        ("Compute-bound prefill ran 3x faster on the new build with vLLM.", [3.0]),
        ("새 버전에서 추론 속도가 4배 빨라졌습니다.", [4.0]),
    ],
)
def test_a_run_made_faster_keeps_its_speedup(
    text: str, vocab: Vocabulary, want: list[float]
) -> None:
    assert _speedups(text, vocab) == want
