"""Named figures with no unit (reading rules §4, LABELLING's eighteenth pass class 4: a metric
word in the figure's scope suffices) that repeat for another setup, or span a range: "the
speedup is 2.1 on A100 and 2.6 on H100" (§2: each takes its own clause's setup), "TTFT was
120-180" (a range keeps both ends, valued at its mid-point as other ranges are). Counts, sizes,
versions, years and dates beside a named figure stay no claim."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _setups(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    return [(c.value, c.hardware, c.engine) for c in extract_claims(text, vocab)]


def _ranges(text: str, vocab: Vocabulary) -> list[tuple[float, float | None, float | None, str]]:
    return [(c.value, c.value_min, c.value_max, c.metric) for c in extract_claims(text, vocab)]


def test_second_named_speedup_takes_its_own_card(vocab: Vocabulary) -> None:
    text = "Measured on our cluster, the speedup was 1.8 on L40S and 2.4 on H200."
    assert _read(text, vocab) == [(1.8, "speedup"), (2.4, "speedup")]
    assert _setups(text, vocab) == [(1.8, "L40S", None), (2.4, "H200", None)]


def test_second_named_time_takes_its_own_engine(vocab: Vocabulary) -> None:
    text = "For the short chat prompts TTFT was 230 for vLLM and 170 for SGLang."
    assert _setups(text, vocab) == [(230.0, None, "vllm"), (170.0, None, "sglang")]
    text = "For the short chat prompts TTFT was 230 with vLLM and 170 with SGLang."
    assert _read(text, vocab) == [(230.0, "ttft"), (170.0, "ttft")]


def test_named_times_coordinated_by_commas(vocab: Vocabulary) -> None:
    text = "The median latency was 0.94 on the T4, 0.52 on the L4 and 0.31 on the A10G."
    assert [v for v, _ in _read(text, vocab)] == [0.94, 0.52, 0.31]
    text = "The TPOT is 41 with the old kernel and 29 with the fused kernel."
    assert _read(text, vocab) == [(41.0, "tpot"), (29.0, "tpot")]


def test_coordinated_counts_sizes_and_years_are_no_figure(vocab: Vocabulary) -> None:
    text = "The speedup was 1.8 on L40S and 2 GPUs on H200 sat idle."
    assert _read(text, vocab) == [(1.8, "speedup")]
    text = "TTFT was 230 with vLLM and 2.1 GB with SGLang's cache."
    assert [m for _, m in _read(text, vocab)].count("ttft") == 1
    text = "The speedup was 1.8 on L40S and 2025 on the new roadmap."
    assert _read(text, vocab) == [(1.8, "speedup")]
    text = "TTFT was 230 with vLLM, and version 0.7 with SGLang."
    assert _read(text, vocab) == [(230.0, "ttft")]
    text = "The speedup was 1.8 on L40S and 3 of us on call all week."
    assert _read(text, vocab) == [(1.8, "speedup")]


def test_named_range_keeps_both_ends(vocab: Vocabulary) -> None:
    text = "With the new build the prefill speed was 2,400 to 2,900 on long prompts."
    assert _ranges(text, vocab) == [(2650.0, 2400.0, 2900.0, "prefill_tok_s")]
    text = "Across our runs the TTFT was 95-140, which is fine for chat."
    assert _ranges(text, vocab) == [(117.5, 95.0, 140.0, "ttft")]
    text = "On the handheld the decode speed is 18~22 with the 4-bit model."
    assert _ranges(text, vocab) == [(20.0, 18.0, 22.0, "decode_tok_s")]


def test_named_dashes_of_dates_years_and_falls_are_no_range(vocab: Vocabulary) -> None:
    assert _read("latency: 2023-2025 is the span of our logs.", vocab) == []
    assert _read("latency: 2025-03-14 is when we first logged it.", vocab) == []
    assert _ranges("The TTFT was 140-95 in that table.", vocab) == []
    assert _read("Release notes: speed 1.4-2 fixes the tokenizer.", vocab) == []
