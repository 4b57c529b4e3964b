"""Names after "with" in coordinated figure clauses, and counts a comparison's baseline gives.

Reading rules §2: each figure takes its own setup. In "TTFT was 230 with vLLM and 170 with
SGLang" each figure's own trailing "with ENGINE" is its engine, also when the figure has no
unit of its own (its metric word gives it). A comparison names a baseline, not the subject:
the count in "2 times what it gets with 1 GPU" or "2x faster than with 1 GPU" is the
baseline's, not the figure's. "vs" pairs state a count both sides share. A card after a
decoding-mode baseline stays the baseline's (LABELLING, batches 34–39: "5.0× faster than
autoregressive models (…) on H100 GPU" gives the speedup no hardware)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


def _counts(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, int | None]]:
    return [
        (c.value, c.hardware, c.gpu_count)
        for c in extract_claims(text, vocab)
        if c.metric != "speedup"
    ]


def test_bare_figures_take_their_own_trailing_engine(vocab: Vocabulary) -> None:
    text = "TTFT was 230 with vLLM and 170 with SGLang."
    assert _engines(text, vocab) == [(230.0, "vllm"), (170.0, "sglang")]
    text = "The decode speed was 41 with llama.cpp and 63 with SGLang."
    assert _engines(text, vocab) == [(41.0, "llama.cpp"), (63.0, "sglang")]
    text = "TTFT was 310 with TGI, 190 with LMDeploy."
    assert _engines(text, vocab) == [(310.0, "tgi"), (190.0, "lmdeploy")]


def test_bare_figures_take_their_own_trailing_method(vocab: Vocabulary) -> None:
    text = "Decode speed was 41 with EAGLE-3 and 63 with MTP on vLLM."
    got = [(c.value, c.mode, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "eagle", "vllm"), (63.0, "mtp", "vllm")]


def test_figures_with_units_take_their_own_trailing_engine(vocab: Vocabulary) -> None:
    text = "Decode speed was 41 tok/s with llama.cpp and 63 tok/s with SGLang."
    assert _engines(text, vocab) == [(41.0, "llama.cpp"), (63.0, "sglang")]
    text = "TTFT was 230 ms with vLLM and 170 ms with SGLang."
    assert _engines(text, vocab) == [(230.0, "vllm"), (170.0, "sglang")]


def test_engine_before_both_figures_stays_both(vocab: Vocabulary) -> None:
    # must not fire: one engine stated before two bare figures is both figures' engine
    text = "With vLLM, TTFT was 230 ms at first and 170 ms after warm-up."
    assert [e for _, e in _engines(text, vocab)] == ["vllm", "vllm"]
    text = "On SGLang the decode speed was 41 and then 63."
    assert [e for _, e in _engines(text, vocab)] == ["sglang", "sglang"]


def test_count_in_baseline_clause_is_not_the_figures(vocab: Vocabulary) -> None:
    text = "SGLang reaches 95 tok/s on an H100, 2 times what it gets with 1 GPU."
    assert _counts(text, vocab) == [(95.0, "H100", None)]
    text = "vLLM hits 300 tok/s on the B200, three times what it managed on 2 GPUs."
    assert _counts(text, vocab) == [(300.0, "B200", None)]
    text = "SGLang reaches 95 tok/s on an H100, 2x faster than with 1 GPU."
    assert _counts(text, vocab) == [(95.0, "H100", None)]
    text = "vLLM hits 300 tok/s on the B200, double what we saw with 4 GPUs last month."
    assert _counts(text, vocab) == [(300.0, "B200", None)]


def test_baseline_figure_keeps_its_own_count(vocab: Vocabulary) -> None:
    text = "SGLang reaches 95 tok/s on an H100, compared to 50 tok/s with 1 GPU."
    assert [(v, n) for v, _, n in _counts(text, vocab)] == [(95.0, None), (50.0, 1)]


def test_count_of_the_subject_stays(vocab: Vocabulary) -> None:
    # must not fire: the count stands in the subject's clause, before the comparison
    text = "vLLM hits 300 tok/s on the B200 with 4 GPUs, double what we saw before."
    assert _counts(text, vocab) == [(300.0, "B200", 4)]
    text = "vLLM hits 300 tok/s with 4 GPUs, double the single-card number."
    assert _counts(text, vocab) == [(300.0, None, 4)]
    # a "vs" pair states a count both sides share
    text = "vLLM hits 300 vs 150 tok/s with 4 GPUs."
    assert [n for _, _, n in _counts(text, vocab)] == [4, 4]


def test_card_after_a_mode_baseline_stays_the_baselines(vocab: Vocabulary) -> None:
    # must not fire (LABELLING batches 34–39): the card after "than plain decoding" is the
    # baseline's; the engine there ran both decodings (mode_baselines)
    text = (
        "With EAGLE-3 we reach 140 tok/s, 1.8x faster than plain decoding with SGLang on 8x H200."
    )
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(140.0, "sglang", None), (1.8, "sglang", None)]
