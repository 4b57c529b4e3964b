"""The subject of an "x vs y for B" pair does not take B's engine.

In "the new kernel does 45 tok/s versus 38 tok/s with vLLM" the engine named after the
second figure describes that figure, the comparison's baseline (reading rules §2:
comparisons name a baseline, not the subject; each side of a pair takes its own setup). The
baseline keeps its engine; the subject keeps only what its own words or earlier text name.
A sentence that names a method compares two decodings on one engine, which both sides keep.
The texts are made up for the tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "subject", "baseline", "engine"),
    [
        ("The patched kernel does 45 tok/s versus 38 tok/s with vLLM on an A100.", 45, 38, "vllm"),
        ("Decode: 61 tok/s vs 47 tok/s for Ollama on the same laptop.", 61, 47, "ollama"),
        ("Our server measured 212 tok/s compared with 170 tok/s on SGLang.", 212, 170, "sglang"),
        ("The fork decodes 31.5 tok/s vs 24.2 tok/s for MLX on an M3 Max.", 31.5, 24.2, "mlx"),
        ("This build streams 88 t/s against 64 t/s using llama.cpp.", 88, 64, "llama.cpp"),
    ],
)
def test_the_subject_does_not_take_the_baselines_engine(
    text: str, subject: float, baseline: float, engine: str, vocab: Vocabulary
) -> None:
    got = _engines(text, vocab)
    assert got[float(baseline)] == engine
    assert got[float(subject)] is None


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # the subject names its own engine: it keeps it
        ("vLLM does 45 tok/s vs 38 tok/s for Ollama on an A100.", 45, "vllm"),
        # the subject names its engine after its figure, before the comparison
        ("The build runs 45 tok/s with vLLM vs 38 tok/s for Ollama.", 45, "vllm"),
        # a method compared on one engine: both sides ran on it
        ("With EAGLE it reaches 45 tok/s vs 38 tok/s without it on vLLM.", 45, "vllm"),
        ("With EAGLE it reaches 45 tok/s vs 38 tok/s without it on vLLM.", 38, "vllm"),
        # no comparison: the engine after the figure is the figure's
        ("The patched kernel does 45 tok/s with vLLM on an A100.", 45, "vllm"),
        # the engine stands before the pair: both sides share it
        ("On SGLang the new build does 45 tok/s vs 38 tok/s for the old one.", 45, "sglang"),
    ],
)
def test_an_engine_both_sides_share_stays(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab)[float(value)] == engine


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "before", "after", "mode"),
    [
        ("With a draft model, before: 12 tok/s, after: 16 tok/s.", 12, 16, "speculative"),
        ("Speculative decoding: before 21 tok/s, after 33 tok/s.", 21, 33, "speculative"),
        ("EAGLE-3 on an H100 — Before: 82 tok/s | After: 141 tok/s", 82, 141, "eagle"),
        ("We turned on MTP heads. Before = 40 t/s, after = 58 t/s on one 4090.", 40, 58, "mtp"),
    ],
)
def test_a_keyed_before_side_is_plain_decoding(
    text: str, before: float, after: float, mode: str, vocab: Vocabulary
) -> None:
    got = _modes(text, vocab)
    assert got[float(before)] == "ar"
    assert got[float(after)] == mode


@pytest.mark.parametrize(
    ("text", "value", "mode"),
    [
        # "before the fix" says when, not which side: both runs used EAGLE
        ("With EAGLE, before the fix it ran at 30 tok/s and after the fix 45 tok/s.", 30, "eagle"),
        # no "after" side: a lone "before" key is no pair
        ("Speculative decoding: before: 12 tok/s on the old build.", 12, "speculative"),
    ],
)
def test_no_keyed_pair_keeps_the_mode(
    text: str, value: float, mode: str, vocab: Vocabulary
) -> None:
    assert _modes(text, vocab)[float(value)] == mode


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        ("The MLX build has 20% faster decoding than llama.cpp and a 3-second TTFT.", 3, "mlx"),
        ("SGLang serves 2x faster than vLLM and only 85 ms to first token.", 85, "sglang"),
        ("Ollama loads quicker than LM Studio and about 40 tok/s on an M2.", 40, "ollama"),
        ("TGI answers faster than vLLM and sub-200 ms to first token here.", 200, "tgi"),
    ],
)
def test_a_figure_listed_after_the_baseline_is_the_subjects(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab)[float(value)] == engine


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # the baseline's own figure ("vLLM at 45 tok/s") stays the baseline's
        ("SGLang is 2x faster than vLLM at 45 tok/s on an H100.", 45, "vllm"),
        # "and" joins another engine, whose figure follows: that engine's
        ("SGLang is faster than vLLM and TGI, which reach 45 tok/s.", 45, "tgi"),
    ],
)
def test_the_baselines_own_figure_stays_its_own(
    text: str, value: float, engine: str, vocab: Vocabulary
) -> None:
    assert _engines(text, vocab)[float(value)] == engine
