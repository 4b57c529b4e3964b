"""Table cells whose multiple sign or comparative makes no speedup.

LABELLING: percentages are not speedups ("+5.15%" is not labelled), so a cell opening with a
percentage and its comparative ("36% faster") is none. Reading rules §3: "8×H100" gives a GPU
count, so a multiple in a cell keyed by the machine ("| Hardware | 4× Pi 5 16GB |") counts
devices, even a device the vocabulary does not know. A multiple under a speedup column stays.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_a_percentage_with_its_comparative_is_no_speedup(vocab: Vocabulary) -> None:
    text = (
        "OpenVINO on the Arc A770M:\n\n"
        "| Metric | FP16 | INT4 | INT4 vs FP16 |\n"
        "|---|---|---|---|\n"
        "| Mean TTFT | 1.4 ms | 0.9 ms | 36% faster |\n"
    )
    assert _read(text, vocab) == [(0.9, "ttft"), (1.4, "ttft")]


def test_a_multiple_keyed_by_the_machine_counts_devices(vocab: Vocabulary) -> None:
    text = (
        "| Metric | Value |\n"
        "|---|---|\n"
        "| Hardware | 4× Pi 5 16GB |\n"
        "| GPUs | 4× Intel® ArcTM Pro B70 |\n"
        "| Decode | 12 tok/s |\n"
    )
    assert _read(text, vocab) == [(12.0, "decode_tok_s")]


def test_a_multiple_under_a_speedup_column_stays(vocab: Vocabulary) -> None:
    text = (
        "| GPU | vLLM | EAGLE-3 | Speedup |\n"
        "|---|---|---|---|\n"
        "| RTX 4090 | 50 tok/s | 90 tok/s | 1.8x faster |\n"
    )
    assert (1.8, "speedup") in _read(text, vocab)
