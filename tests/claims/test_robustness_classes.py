"""Robustness classes: the same rules read through the shapes real pages take when they reach
the reader (a scraped page with one sentence per line, Markdown flattened to plain text,
key/value lines under a caption that holds the unit, setup stated in its own block, number
separators of other locales, non-English phrasing). Each class is pinned by sentences written
for it, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[str, float]]:
    return [(c.metric, c.value) for c in extract_claims(text, vocab)]


# -- units only in a caption above key/value lines (reading rules §4) -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Latency (ms)\nTTFT: 85\nTPOT: 12\nE2E: 1900",
        "Latency (ms):\n- TTFT: 85\n- TPOT: 12\n- E2E: 1900",
        "Latenz (ms)\n\nTTFT: 85\n\nTPOT: 12\n\nE2E: 1900",
    ],
)
def test_a_keys_own_metric_word_beats_the_captions(vocab: Vocabulary, text: str) -> None:
    """Under a "Latency (ms)" caption, "TTFT: 85" is a time to first token and "TPOT: 12" a
    per-token latency: the label beside the number names the metric, the caption its unit."""
    assert _read(text, vocab) == [
        ("ttft", 85.0),
        ("tpot", 12.0),
        ("e2e_latency", 1900.0),
    ]


@pytest.mark.parametrize(
    ("prefill", "decode"),
    [("4,000", "1,095"), ("4 000", "1 095"), ("4000", "1095"), ("4,000.5", "1,095.25")],
)
def test_caption_value_lines_read_numbers_with_separators(
    vocab: Vocabulary, prefill: str, decode: str
) -> None:
    """A value line under a "(tok/s)" caption reads "4,000" and "4 000" whole; a grouped
    number does not break the caption's reach over the lines below it."""
    text = f"Throughput on one H100 (tok/s)\nPrefill: {prefill}\nDecode: {decode}\n"
    got = [(c.metric, round(c.value)) for c in extract_claims(text, vocab)]
    assert got == [("prefill_tok_s", 4000), ("decode_tok_s", 1095)]


# -- the setup stated in its own block before the figures (LABELLING: one post, one setup) ----


@pytest.mark.parametrize(
    "setup",
    [
        "Setup:\n- 8x H200\n- vLLM\n- batch size 32\n",
        "## Environment\n\n* GPU: 8× H200\n* Engine: vLLM\n* Concurrency: 32\n",
        "Environment\nGPU: 8x H200\nFramework: vLLM\nBatch size: 32\n",
        "| Item | Value |\n|---|---|\n| GPU | 8x H200 |\n| Engine | vLLM |\n| Concurrency | 32 |\n",
        "测试环境：8x H200，vLLM，并发 32。\n",
    ],
)
def test_a_load_in_the_setup_block_reaches_the_figures_below(vocab: Vocabulary, setup: str) -> None:
    """A batch size or concurrency in the post's setup block is its runs' load, as its GPU
    and engine are."""
    text = f"{setup}\nResults\n\nDeepSeek-V3 reaches 5,120 tok/s output throughput.\n"
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware, claim.gpu_count, claim.concurrency) == (
        5120.0,
        "vllm",
        "H200",
        8,
        32,
    )


@pytest.mark.parametrize(
    "setup",
    [
        "Server config: max batch 256, 8x H200, vLLM.\n",  # a server's limit
        "Setup: 8x H200, vLLM. We tried batch size 16 and batch size 64.\n",  # two loads
        "Setup: 8x H200, vLLM; numbers are the mean of 18 parallel test runs.\n",  # a count
    ],
)
def test_a_limit_a_count_or_two_loads_stated_apart_give_no_load(
    vocab: Vocabulary, setup: str
) -> None:
    """A server's maximum batch, a number of runs, or two loads stated apart name no one
    run's load."""
    text = f"{setup}\nDeepSeek-V3 reaches 5,120 tok/s output throughput.\n"
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.concurrency) == ("H200", None)


# -- number separators (reading rules §4: a number whole, or not at all) -----------------------


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("1'250", 1250.0),  # Swiss grouping
        ("12\u2019500", 12500.0),
        ("1 250", 1250.0),
        ("1\u2009250", 1250.0),
        ("1,250", 1250.0),
        ("1.25k", 1250.0),
        ("66,86", 66.86),
    ],
)
def test_grouped_numbers_are_read_whole(vocab: Vocabulary, written: str, value: float) -> None:
    """Every grouping the rules name, and the apostrophe of Swiss texts, reads as one number:
    never the fragment after the separator."""
    (claim,) = extract_claims(f"vLLM on one H100 decodes at {written} tok/s.", vocab)
    assert claim.value == value


@pytest.mark.parametrize(
    "table",
    [
        "| Item | Value |\n|---|---|\n| GPU | 2x RTX 4090 |\n| Framework | llama.cpp |\n"
        "| Quantization | Q4_K_M |\n",
        "<table><tr><th>Component</th><th>Spec</th></tr>"
        "<tr><td>GPU</td><td>2x RTX 4090</td></tr>"
        "<tr><td>Framework</td><td>llama.cpp</td></tr>"
        "<tr><td>Quantization</td><td>Q4_K_M</td></tr></table>\n",
    ],
)
def test_a_setup_table_above_the_figures_sets_them_up(vocab: Vocabulary, table: str) -> None:
    """A table that holds only the setup (no figure of its own) names the GPU, count,
    engine and precision of the figures written below it."""
    text = f"## Test environment\n\n{table}\n## Results\n\nQwen2.5-32B generates 31.5 tok/s.\n"
    (claim,) = extract_claims(text, vocab)
    assert (claim.engine, claim.hardware, claim.gpu_count, claim.precision) == (
        "llama.cpp",
        "RTX 4090",
        2,
        "Q4_K_M",
    )


def test_a_hardware_table_after_the_figures_is_not_where_they_ran(vocab: Vocabulary) -> None:
    """A "recommended configuration" table further down the page names hardware for a
    reader to buy; the figures above it were not measured on it."""
    text = (
        "On our test bench vLLM answered with a first-token latency under 85 ms.\n\n"
        "## Recommended hardware\n\n"
        "| Component | Recommended |\n|---|---|\n| GPU | 4x L40S |\n| Precision | FP8 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.hardware, claim.precision) == ("ttft", None, None)
