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


# -- tables copied from a web page as tab-separated lines ----------------------------------


def test_a_tabbed_table_glued_to_the_prose_above_is_still_a_table(vocab: Vocabulary) -> None:
    """A page's table copied as text keeps one row a line and tabs between cells; glued to
    the paragraph above it (no blank line), its columns still name each cell's metric."""
    text = (
        "I ran every model with llama.cpp on the same box. Prefill and generation differ.\n"
        "Results\n"
        "Model\tParams\tPrefill tok/s\tGen tok/s\tWall time\n"
        "Alpha-24B Q4_K_M\t24B\t1,190\t109\t20s\n"
        "Beta-20b Q8_0\t20B\t1,040\t70\t24s\n"
        "Gamma-30B Q4_K_M\t30B\t798\t61\t41s\n"
    )
    got = [(c.metric, c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got[:3] == [
        ("prefill_tok_s", 1190.0, "Q4_K_M"),
        ("decode_tok_s", 109.0, "Q4_K_M"),
        ("e2e_latency", 20.0, "Q4_K_M"),
    ]
    assert len(got) == 9


def test_a_two_line_tabbed_table_is_cut_at_its_tabs(vocab: Vocabulary) -> None:
    """A header and one row cut by tabs are a table: "gen tok/s pre" is one column's name,
    not three single-spaced ones."""
    text = (
        "Context\tprompt tok/s before\tprompt tok/s after\tgen tok/s before\tgen tok/s after\n"
        "8192\t180.5\t201.25\t11.5\t19.75\n"
    )
    got = [(c.metric, c.value) for c in extract_claims(text, vocab)]
    assert got == [
        ("prefill_tok_s", 180.5),
        ("prefill_tok_s", 201.25),
        ("decode_tok_s", 11.5),
        ("decode_tok_s", 19.75),
    ]


def test_a_tabbed_grouped_table_keeps_its_empty_cells(vocab: Vocabulary) -> None:
    """Rows of a grouped table copied with tabs keep the group's empty first cell, so their
    figures stay under their own columns (the batch size is not read as a throughput)."""
    text = (
        "Model\tGPUs\tBatch Size\tThroughput (tokens/sec)\n"
        "Llama 8B\t1\t64\t4,210\n"
        "\t1\t128\t6,020\n"
        "Llama 70B\t4\t64\t1,650\n"
    )
    got = [(c.value, c.concurrency, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(4210.0, 64, 1), (6020.0, 128, 1), (1650.0, 64, 4)]


def test_a_tabbed_setup_table_of_names_sets_up_the_figures_below(vocab: Vocabulary) -> None:
    """Two or more tabbed lines of names only are a table of the setup, as a pipe table of
    the setup is."""
    text = (
        "Environment\n\nComponent\tValue\nGPU\t2x RTX 3090\nBackend\tExLlamaV2\n\n"
        "Llama-3-70B at 4.0bpw decodes at 18.2 t/s.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.engine, claim.hardware, claim.gpu_count) == ("exllamav2", "RTX 3090", 2)


@pytest.mark.parametrize(
    "text",
    [
        "Auf einer H100 erreicht vLLM 1.250 Token/s beim Dekodieren.",
        "En una H100, vLLM alcanza 1.250 tokens/s al decodificar.",
        "Numa H100, o vLLM atinge 1.250 tokens/s na decodificação.",
    ],
)
def test_dot_grouped_thousands_in_languages_that_group_so(vocab: Vocabulary, text: str) -> None:
    """German, Spanish and Portuguese group thousands with dots: "1.250 tokens/s" in such a
    sentence is one thousand two hundred and fifty, whatever spelling the unit takes."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware) == (1250.0, "vllm", "H100")


def test_an_english_sentence_keeps_the_decimal_point(vocab: Vocabulary) -> None:
    """In English "1.250 s" and "17.628 t/s" are decimals, tool output's three places."""
    (claim,) = extract_claims("On one H100, vLLM decodes at 17.628 t/s.", vocab)
    assert claim.value == 17.628


@pytest.mark.parametrize("gap", ["\t", "    "])
def test_name_and_figure_lines_under_a_caption_take_its_unit(vocab: Vocabulary, gap: str) -> None:
    """ "Q4_0<tab>150" lines under a "Decode (tok/s) on RTX 4090, llama.cpp" caption are
    value lines (a two-column list, not a table whose first row is its header): each takes
    the caption's unit and setup and names its own precision."""
    text = f"Decode (tok/s) on RTX 4090, llama.cpp\nQ4_0{gap}150\nQ8_0{gap}98\nF16{gap}55\n"
    got = [(c.value, c.metric, c.precision, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (150.0, "decode_tok_s", "Q4_0", "RTX 4090"),
        (98.0, "decode_tok_s", "Q8_0", "RTX 4090"),
        (55.0, "decode_tok_s", "FP16", "RTX 4090"),
    ]


# -- forum replies quoting others (LABELLING: a quoted figure takes none of the thread's) -----


def test_a_quoted_figure_takes_none_of_the_replys_setup(vocab: Vocabulary) -> None:
    """A figure in a quoted block is another writer's: the reply's card and quantisation
    do not reach it, and its engine stays its own."""
    text = (
        "My setup: 2x RTX 3090, llama.cpp, Q4_K_M.\n\n"
        "I get 35 tok/s on a 70B model.\n\n"
        "> Someone else reported 50 tok/s with exllamav2.\n\n"
        "Not sure how they got that.\n"
    )
    got = [(c.value, c.engine, c.hardware, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(35.0, "llama.cpp", "RTX 3090", "Q4_K_M"), (50.0, "exllamav2", None, None)]
