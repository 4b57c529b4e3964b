"""Extraction: the scenario's sentences, units, ranges, tables, context and negatives."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from watcher.claims import extract_claims
from watcher.claims.models import CONTRACT_KEYS
from watcher.rules import Vocabulary

SGLANG_TITLE = "[Feature] Clover self-speculative (draft-and-verify) decoding"
LLAMA_SENTENCE = (
    "On llama.cpp v0.9.0 in AR mode, Clover-35B-A3B Q4_0 ran at 202-211 tok/s on a single "
    "RTX 4090, one request at a time; first token took 0.13-0.31 s and the full 128K "
    "context peaked at 21,924 MiB."
)

# (text, source, title, expected fields of the first claim)
SCENARIO = [
    pytest.param(
        "Draft-and-verify decoding for Clover reaches 453.59 tok/s on 1x H200, one request at "
        "a time.",
        "sgl-project/sglang#46927",
        SGLANG_TITLE,
        {
            "metric": "decode_tok_s",
            "value": 453.59,
            "unit": "tok/s",
            "engine": "sglang",
            "engine_implied": True,
            "engine_pr": "sgl-project/sglang#46927",
            "mode": "self-speculative",
            "hardware": "H200",
            "gpu_count": 1,
            "concurrency": 1,
            "standing": "reported",
            "missing": ["precision"],
        },
        id="sglang-pr",
    ),
    pytest.param(
        "DiffuSpace says Clover-35B-A3B reaches 515 tok/s on 1x H200, uncompressed.",
        "trade press",
        None,
        {
            "metric": "decode_tok_s",
            "value": 515.0,
            "engine": None,
            "mode": None,
            "hardware": "H200",
            "gpu_count": 1,
            "precision": "uncompressed",
            "standing": "unverifiable",
            "missing": ["engine", "mode", "concurrency"],
        },
        id="diffuspace-h200",
    ),
    pytest.param(
        "DiffuSpace quotes 680 tok/s on GB300, uncompressed.",
        "trade press",
        None,
        {
            "metric": "decode_tok_s",
            "value": 680.0,
            "engine": None,
            "mode": None,
            "hardware": "GB300",
            "gpu_count": None,
            "precision": "uncompressed",
            "standing": "unverifiable",
        },
        id="diffuspace-gb300",
    ),
    pytest.param(
        LLAMA_SENTENCE,
        "trade press",
        None,
        {
            "metric": "decode_tok_s",
            "value": 206.5,
            "value_min": 202.0,
            "value_max": 211.0,
            "engine": "llama.cpp",
            "engine_version": "v0.9.0",
            "engine_implied": False,
            "mode": "ar",
            "hardware": "RTX 4090",
            "gpu_count": 1,
            "precision": "Q4_0",
            "concurrency": 1,
            "standing": "reported",
            "missing": [],
        },
        id="llama-ar-4090",
    ),
    pytest.param(
        "DiffuSpace's own Python code needs about 69 GB for the weights alone, uncompressed.",
        "trade press",
        None,
        {
            "metric": "memory",
            "value": 69.0,
            "unit": "GB",
            "engine": None,
            "standing": "unverifiable",
            "kind": "absolute",
        },
        id="weights-69gb",
    ),
]


@pytest.mark.parametrize(("text", "source", "title", "expected"), SCENARIO)
def test_scenario_figures(
    vocab: Vocabulary, text: str, source: str, title: str | None, expected: dict[str, object]
) -> None:
    """Each scenario sentence gives the figure, context and standing the scenario states."""
    claims = extract_claims(text, vocab, source=source, title=title)
    assert claims, text
    got = claims[0].to_json()
    for key, want in expected.items():
        assert got[key] == want, (key, got)


def test_llama_sentence_has_three_figures(vocab: Vocabulary) -> None:
    """Throughput, time to first token and peak memory at 128K context, in that order."""
    claims = extract_claims(LLAMA_SENTENCE, vocab)
    assert [(c.metric, c.value, c.unit) for c in claims] == [
        ("decode_tok_s", 206.5, "tok/s"),
        ("ttft", 0.22, "s"),
        ("memory", 21924.0, "MiB"),
    ]
    assert (claims[1].value_min, claims[1].value_max) == (0.13, 0.31)
    assert claims[0].context is None
    assert claims[2].context == 128 * 1024
    assert all(c.standing == "reported" for c in claims)


def test_claim_json_has_the_contract_keys_first(vocab: Vocabulary) -> None:
    """to_json starts with exactly the docs/ARCHITECTURE.md keys, then additive ones."""
    data = extract_claims("vLLM does 100 tok/s on H100", vocab)[0].to_json()
    assert tuple(data)[: len(CONTRACT_KEYS)] == CONTRACT_KEYS
    assert {"value_min", "value_max", "kind", "context", "engine_implied"} <= set(data)


UNITS = [
    ("SGLang runs at 1,234.5 tokens/s on H100.", "decode_tok_s", 1234.5, "tok/s"),
    ("llama.cpp: 88 tokens per second on RTX 4090", "decode_tok_s", 88.0, "tok/s"),
    ("llama.cpp gets 45 t/s on RTX 3090", "decode_tok_s", 45.0, "tok/s"),
    ("SGLang reaches 190 TPS on a single H200", "decode_tok_s", 190.0, "tok/s"),
    ("vLLM: prefill at 5000 tok/s on H100", "prefill_tok_s", 5000.0, "tok/s"),
    ("llama.cpp 3830.22 t/s pp2048 on RTX 4090", "prefill_tok_s", 3830.22, "tok/s"),
    ("vLLM TTFT of 180 ms on H100", "ttft", 180.0, "ms"),
    ("SGLang TPOT 45 ms on H100", "tpot", 45.0, "ms"),
    ("llama.cpp decodes at 10.3 ms/token on RTX 4090", "tpot", 10.3, "ms"),
    ("vLLM ITL: 8.5 ms on H100", "tpot", 8.5, "ms"),
    ("SGLang uses 70 GiB of GPU memory on H200", "memory", 70.0, "GiB"),
    ("EAGLE gives a 2.5x speedup with SGLang on H100", "speedup", 2.5, "x"),
    ("vLLM: 202 to 211 tok/s on H100", "decode_tok_s", 206.5, "tok/s"),
    ("vLLM: 202–211 tok/s on H100", "decode_tok_s", 206.5, "tok/s"),
    (
        "Output token throughput (tok/s):   1587.53",
        "output_tok_s",
        1587.53,
        "tok/s",
    ),  # a server's aggregate
    ("Total Token throughput (tok/s):    24022.63", "total_tok_s", 24022.63, "tok/s"),
    ("Median TTFT (ms):                  4804.10", "ttft", 4804.10, "ms"),
]


@pytest.mark.parametrize(("text", "metric", "value", "unit"), UNITS)
def test_units_and_metrics(
    vocab: Vocabulary, text: str, metric: str, value: float, unit: str
) -> None:
    """Every supported unit spelling gives the right metric, value and unit."""
    claims = extract_claims(text, vocab)
    assert [(c.metric, c.value, c.unit) for c in claims] == [(metric, value, unit)]


NEGATIVES = [
    "llama.cpp v0.9.0 was published 2026-11-04 and carries #31306.",
    "Clover drafts a block of 32 slots and commits every slot at 95% confidence.",
    "An H2000 is not an H200 and neither is a GH2000.",
    "API price: $2.50 per 1M tokens, or $0.40 per million output tokens.",
    "Version 1.0.0 removes 35 deprecated functions; see PR #46927 and 0.9.0.",
    "Runs on 1x H200 and 8x H100 GPUs.",
    "The RTX 4090 has 24 GB of VRAM and the A100 80GB card is bigger.",
    "Benchmark duration (s): 34.55 and load time = 273.47 ms",
    "Build b4567 from 2026-11-13T10:00:00Z processed 256 tokens.",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_negatives_are_not_figures(vocab: Vocabulary, text: str) -> None:
    """Versions, dates, PR numbers, prices, slots, GPU counts and capacities are no claims."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "hardware"),
    [
        ("SGLang 100 tok/s on H2000", None),
        ("SGLang 100 tok/s on H200", "H200"),
        ("SGLang 100 tok/s on H200s", "H200"),
        ("SGLang 100 tok/s on 8xH200", "H200"),
        ("SGLang 100 tok/s on rtx4090", "RTX 4090"),
        ("SGLang 100 tok/s on a 4090", "RTX 4090"),
        ("SGLang 4090 tok/s on H100", "H100"),
    ],
)
def test_hardware_word_boundaries(vocab: Vocabulary, text: str, hardware: str | None) -> None:
    """Hardware names match on word boundaries, with spacing variants and counts."""
    claims = extract_claims(text, vocab)
    assert len(claims) == 1
    assert claims[0].hardware == hardware


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("vLLM 100 tok/s on 8x H100", 8),
        ("vLLM 100 tok/s on 8xH100", 8),
        ("vLLM 100 tok/s on H100x4", 4),
        ("vLLM 100 tok/s on a single H100", 1),
        ("vLLM 100 tok/s on two H100", 2),
        ("vLLM 100 tok/s on H100 with TP=4", 4),
        ("vLLM 100 tok/s on H100", None),
    ],
)
def test_gpu_count(vocab: Vocabulary, text: str, count: int | None) -> None:
    """GPU counts come from 8x, xN, words and tensor-parallel sizes; none when unsaid."""
    assert extract_claims(text, vocab)[0].gpu_count == count


@pytest.mark.parametrize(
    ("text", "concurrency"),
    [
        ("vLLM 100 tok/s on H100, one request at a time", 1),
        ("vLLM 100 tok/s on H100 at batch 32", 32),
        ("vLLM 100 tok/s on H100 with batch size 8", 8),
        ("vLLM 100 tok/s on H100 at concurrency 64.", 64),
        ("vLLM 100 tok/s on H100 with 16 concurrent requests", 16),
        ("vLLM 100 tok/s on H100", None),
    ],
)
def test_concurrency(vocab: Vocabulary, text: str, concurrency: int | None) -> None:
    """Concurrency and batch size are read from several spellings."""
    assert extract_claims(text, vocab)[0].concurrency == concurrency


def test_mode_is_not_speculative_inside_self_speculative(vocab: Vocabulary) -> None:
    """Longest alias wins: self-speculative is one mode, not 'speculative' inside it."""
    assert (
        extract_claims("SGLang self-speculative: 450 tok/s on H200", vocab)[0].mode
        == "self-speculative"
    )


def test_negated_drafting_mode_is_plain_decoding(vocab: Vocabulary) -> None:
    """'without a draft model' / 'without eagle' name the plain (AR) mode."""
    assert (
        extract_claims("llama.cpp without a draft model: 32 tok/s on RTX 3090", vocab)[0].mode
        == "ar"
    )
    claims = extract_claims("SGLang with eagle: 30 tps; without eagle: 21 tps", vocab)
    assert [(c.value, c.mode) for c in claims] == [(30.0, "eagle"), (21.0, "ar")]


def test_a_list_of_gpus_names_none(vocab: Vocabulary) -> None:
    """'(A100, H100, GB200)' does not name the GPU a figure ran on."""
    claim = extract_claims("TensorRT-LLM on NVIDIA GPUs (A100, H100, GB200): 24,000+ tok/s", vocab)[
        0
    ]
    assert (claim.value, claim.hardware) == (24000.0, None)


def test_repo_implies_engine_only_when_text_names_none(vocab: Vocabulary) -> None:
    """A PR's repository implies its engine; a named engine wins and is not 'implied'."""
    implied = extract_claims(
        "AR mode: 100 tok/s on H100",
        vocab,
        source="https://github.com/ggml-org/llama.cpp/pull/31306",
    )[0]
    assert (implied.engine, implied.engine_implied, implied.engine_pr) == (
        "llama.cpp",
        True,
        "ggml-org/llama.cpp#31306",
    )
    named = extract_claims(
        "vLLM in AR mode: 100 tok/s on H100", vocab, source="ggml-org/llama.cpp#31306"
    )[0]
    assert (named.engine, named.engine_implied) == ("vllm", False)


def test_release_source_gives_version(vocab: Vocabulary) -> None:
    """A release URL implies the engine and its tag as the version."""
    claim = extract_claims(
        "AR mode: 100 tok/s on RTX 4090",
        vocab,
        source="https://github.com/ggml-org/llama.cpp/releases/tag/b7000",
    )[0]
    assert (claim.engine, claim.engine_version) == ("llama.cpp", "b7000")


def test_prompt_processing_is_not_decode(vocab: Vocabulary) -> None:
    """Prompt processing and generation in one sentence are two metrics."""
    claims = extract_claims(
        "llama.cpp on RTX 4090: prompt processing 4500 tok/s, generation 135 tok/s", vocab
    )
    assert [(c.metric, c.value) for c in claims] == [
        ("prefill_tok_s", 4500.0),
        ("decode_tok_s", 135.0),
    ]


def test_speedup_is_its_own_kind(vocab: Vocabulary) -> None:
    """A speedup with no absolute figure is a claim of kind 'speedup'."""
    claim = extract_claims("SGLang EAGLE-3 is 2.2x faster on H100", vocab)[0]
    assert (claim.kind, claim.metric, claim.unit) == ("speedup", "speedup", "x")


def test_nearest_engine_per_figure(vocab: Vocabulary) -> None:
    """Two engines in one sentence: each figure takes its own."""
    claims = extract_claims(
        "vLLM on H100 delivers 680 tok/s, TensorRT-LLM 850 tok/s and SGLang 1800 tok/s (3x vLLM).",
        vocab,
    )
    assert [(c.value, c.engine) for c in claims] == [
        (680.0, "vllm"),
        (850.0, "tensorrt-llm"),
        (1800.0, "sglang"),
        (3.0, "sglang"),
    ]


LLAMA_BENCH = """Tested on RTX 4090.

| model                 |      size | backend | test   |            t/s |
| --------------------- | --------: | ------- | -----: | -------------: |
| llama 7B Q4_0         |  3.56 GiB | CUDA    | pp512  | 4523.12 ± 10.2 |
| llama 7B Q4_0         |  3.56 GiB | CUDA    | tg128  |  130.10 ± 0.50 |
"""


def test_markdown_table_rows(vocab: Vocabulary) -> None:
    """A llama-bench table: one claim per row, metric from the test column, caption context."""
    claims = extract_claims(LLAMA_BENCH, vocab, source="ggml-org/llama.cpp#1")
    assert [(c.metric, c.value, c.precision, c.hardware, c.engine) for c in claims] == [
        ("prefill_tok_s", 4523.12, "Q4_0", "RTX 4090", "llama.cpp"),
        ("decode_tok_s", 130.10, "Q4_0", "RTX 4090", "llama.cpp"),
    ]
    assert "test: tg128" in claims[1].text


def test_table_column_headers_name_engines(vocab: Vocabulary) -> None:
    """Engines named in column headers belong to that column's cells only."""
    text = (
        "| GPU | vLLM (tok/s) | SGLang (tok/s) |\n|---|---|---|\n"
        "| H100 | 100 | 120 |\n| H200 | 150 | 170 |\n"
    )
    claims = extract_claims(text, vocab)
    assert [(c.value, c.engine, c.hardware) for c in claims] == [
        (100.0, "vllm", "H100"),
        (120.0, "sglang", "H100"),
        (150.0, "vllm", "H200"),
        (170.0, "sglang", "H200"),
    ]


def test_title_figures_are_context_only(vocab: Vocabulary) -> None:
    """A figure in the title is not extracted; the title's names are context."""
    claims = extract_claims("It runs at 100 tok/s.", vocab, title="vLLM 999 tok/s on H100")
    assert [(c.value, c.engine, c.hardware) for c in claims] == [(100.0, "vllm", "H100")]


def test_deterministic(vocab: Vocabulary) -> None:
    """The same text gives the same claims."""
    assert extract_claims(LLAMA_SENTENCE, vocab) == extract_claims(LLAMA_SENTENCE, vocab)


@pytest.mark.parametrize(
    "text",
    [
        "1" * 50_000 + " tok/s",
        "1," * 30_000 + "5 tok/s",
        ("1 " + " " * 1000) * 50,
        "| a |" * 20_000,
        "H200" * 20_000,
        "(" + "a" * 60 + " (tok/s): " * 5_000,
        "1.1.1.1." * 10_000 + "x",
        "-" * 100_000,
    ],
)
def test_adversarial_inputs_finish(vocab: Vocabulary, text: str) -> None:
    """Pathological inputs finish (no catastrophic backtracking); a generous bound."""
    started = time.perf_counter()
    extract_claims(text, vocab)
    assert time.perf_counter() - started < 20


@settings(max_examples=60, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("0123456789.,-x|#$ \ntoks/TPSmGiBH2vllm")), max_size=400)
)
def test_never_raises_on_noise(vocab: Vocabulary, text: str) -> None:
    """Random mixes of digits, units and names never raise and give sane claims."""
    for claim in extract_claims(text, vocab):
        assert claim.value >= 0
        assert claim.standing in ("reported", "unverifiable")


_SETUP_WORDS = [
    "llama.cpp",
    "SGLang",
    "vLLM",
    "EAGLE-3",
    "MTP",
    "FP8",
    "Q4_K_M",
    "batch size",
    "concurrency",
    "on",
    "with",
    "tok/s",
    "t/s",
    "ms",
    "GB",
    "GiB",
    "|",
    "---",
    "TP=",
    "卡",
    "\n",
    "\n\n",
    "- ",
    "# ",
    ": ",
    "(",
    ")",
    "~",
    "2",
    "8",
    "12.5",
    "1,250",
    "300",
]
_CARDS = ["H100", "RTX 4090", "T4", "MI300X", "A100", "M3 Max", "Ascend 910B", "Jetson Orin"]
# a chip with a count before or after it, its sign in any spelling: "4 X T4", "8×H100", "A100*2"
_COUNTED = st.builds(
    lambda n, sign, gap, card, before: (
        f"{n}{gap}{sign}{gap}{card}" if before else f"{card}{gap}{sign}{gap}{n}"
    ),
    st.integers(1, 16),
    st.sampled_from(["x", "X", "×", "*"]),
    st.sampled_from(["", " "]),
    st.sampled_from(_CARDS),
    st.booleans(),
)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.one_of(st.sampled_from(_SETUP_WORDS), _COUNTED), max_size=30),
    st.sampled_from([str, str.upper, str.lower, str.swapcase]),
    st.sampled_from([" ", "", "\t"]),
)
def test_never_raises_on_setups_in_any_case(
    vocab: Vocabulary, words: list[str], case: Callable[[str], str], glue: str
) -> None:
    """Engines, chips, counts and units in any order and any case never raise: the patterns
    that read them ignore case, so every step after them must too ("4 X T4" once raised)."""
    for claim in extract_claims(case(glue.join(words)), vocab):
        assert claim.value >= 0


@pytest.mark.parametrize(
    ("text", "engine"),
    [
        # PowerInfer is outside the rules' engines: no engine, and not the baseline's either
        ("PowerInfer outperforms llama.cpp by up to 11.69x on RTX 4090", None),
        ("SGLang is 2x faster than vLLM on H100", "sglang"),
        ("Compared to vLLM, SGLang reaches 300 tok/s on H100", "sglang"),
        ("vLLM gets 100 tok/s on H100, while SGLang gets 150 tok/s", "vllm"),
    ],
)
def test_comparison_baselines_are_not_the_subject(
    vocab: Vocabulary, text: str, engine: str | None
) -> None:
    """A name introduced as a baseline ('than vLLM', 'outperforms X by') is not the subject."""
    assert extract_claims(text, vocab)[0].engine == engine


def test_baseline_with_its_own_figure(vocab: Vocabulary) -> None:
    """'over the autoregressive baseline of 165 tok/s': that figure is the baseline's."""
    claims = extract_claims(
        "SGLang with EAGLE-3 reaches 362 tok/s on MI300X, a 2.2x speedup over the "
        "autoregressive baseline of 165 tok/s.",
        vocab,
    )
    assert [(c.value, c.mode) for c in claims] == [
        (362.0, "eagle"),
        (2.2, "eagle"),
        (165.0, "ar"),
    ]


def test_variant_cards_are_other_hardware(vocab: Vocabulary) -> None:
    """'RTX 3090 Ti' and 'RTX 4080 SUPER' are not the base cards."""
    assert extract_claims("vLLM 100 tok/s on RTX 3090 Ti", vocab)[0].hardware == "RTX 3090 Ti"
    assert extract_claims("vLLM 100 tok/s on RTX 4080 SUPER", vocab)[0].hardware == "RTX 4080 Super"
    assert extract_claims("vLLM 100 tok/s on RTX 3090", vocab)[0].hardware == "RTX 3090"


def test_slash_pair_shares_the_unit(vocab: Vocabulary) -> None:
    """'20.25 / 25.00 tps' is two throughput figures."""
    claims = extract_claims("ExLlamaV2 on dual 4090: 20.25 / 25.00 tps", vocab)
    assert [(c.value, c.gpu_count, c.engine) for c in claims] == [
        (20.25, 2, "exllamav2"),
        (25.0, 2, "exllamav2"),
    ]


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("llama.cpp on RTX 5090: 221.7 tok/s generation", "decode_tok_s"),
        ("llama.cpp on RTX 5090: ~960 tok/s prompt-eval", "prefill_tok_s"),
        ("Prompt: 33898 tokens, 676.2 tokens-per-sec", "prefill_tok_s"),
        ("Short prompt, 256 tokens = ~81 tokens/s", "decode_tok_s"),
    ],
)
def test_phase_words_after_or_as_labels(vocab: Vocabulary, text: str, metric: str) -> None:
    """Phase words right after a figure, and 'Prompt:' labels, decide the metric."""
    assert extract_claims(text, vocab)[0].metric == metric


def test_table_header_names_stay_in_their_column(vocab: Vocabulary) -> None:
    """An engine in one column header does not leak into another column's cells."""
    text = (
        "| Model | GPU | Foo (tok/sec) | ExLlamaV2 (tok/sec) |\n|---|---|---|---|\n"
        "| Llama2-7B | RTX 4090 | 167.6 | 123.35 |\n"
    )
    claims = extract_claims(text, vocab)
    assert [(c.value, c.engine, c.hardware) for c in claims] == [
        (167.6, None, "RTX 4090"),
        (123.35, "exllamav2", "RTX 4090"),
    ]


def test_figures_per_text_are_capped(vocab: Vocabulary) -> None:
    """A hostile body with thousands of figures yields at most MAX_FIGURES claims."""
    from watcher.claims.extract import MAX_FIGURES

    claims = extract_claims("100 tok/s on H100, " * (MAX_FIGURES + 100), vocab)
    assert len(claims) == MAX_FIGURES
    assert all(c.truncated for c in claims)  # the figures past the cap were not read: said so


def test_a_body_past_the_figure_cap_is_read_no_further_and_says_so(vocab: Vocabulary) -> None:
    """Lines past the cap are not read for figures (a bounded cost) and every claim says
    ``truncated``; a body short of the cap is not marked."""
    from watcher.claims.extract import MAX_FIGURES, read

    line = "- SGLang AR mode: {} tok/s on 1x H200.\n"
    short = read("".join(line.format(100 + i) for i in range(MAX_FIGURES - 1)), vocab)
    assert len(short.claims) == MAX_FIGURES - 1 and not short.capped
    assert not any(c.truncated for c in short.claims)
    body = "".join(line.format(100 + i) for i in range(MAX_FIGURES + 5))
    over = read(body + "vLLM reaches 1234 tok/s on 1x H100.\n", vocab)
    assert over.capped and not over.truncated  # the text was whole; its figures were not
    assert [c.value for c in over.claims] == [100 + i for i in range(MAX_FIGURES)]
    assert all(c.truncated and c.engine == "sglang" for c in over.claims)


# Reading rules added for generic misses: each row is text that is not in the eval set.
# (text, source, expected (metric, value, engine) per claim, in document order)
READINGS = [
    pytest.param(  # JSON-ish log: the unit is in the key
        '{"backend": "vLLM", "outputTPS": 52.25, "ttftMs": 88.5, "peakMemoryGB": 17.25,'
        ' "prefillTPS": 3100.5}',
        None,
        [
            ("decode_tok_s", 52.25, "vllm"),
            ("ttft", 88.5, "vllm"),
            ("memory", 17.25, "vllm"),
            ("prefill_tok_s", 3100.5, "vllm"),
        ],
        id="json-keys",
    ),
    pytest.param(  # snake_case key with a stat before '='; std/min/max are spread, not claims
        "SGLang run\n  output_tps   median= 64.10  std= 1.20  min= 61.00  max= 66.30\n"
        "  ttft  mean= 40ms  std= 3ms  max=52ms",
        None,
        [("decode_tok_s", 64.10, "sglang"), ("ttft", 40, "sglang")],
        id="summary-line-spread",
    ),
    pytest.param(  # llama.cpp "ms/t" column is per-token latency
        "llama.cpp on an RTX 3060:\n\n| threads | ms/t | t/s |\n|---|---|---|\n"
        "| 6 | 41.30 | 24.21 |",
        None,
        [("tpot", 41.30, "llama.cpp"), ("decode_tok_s", 24.21, "llama.cpp")],
        id="ms-per-t-column",
    ),
    pytest.param(  # "latency per output token" in seconds
        "TensorRT-LLM: Mean latency per output token: 0.031 s",
        None,
        [("tpot", 0.031, "tensorrt-llm")],
        id="latency-per-output-token",
    ),
    pytest.param(  # llama-bench phase lines with mean ± sd and no unit
        "llama-bench, Qwen2 7B\npp512: 1502.33 ± 4.10\ntg128: 71.08 ± 0.22.",
        None,
        [("prefill_tok_s", 1502.33, "llama.cpp"), ("decode_tok_s", 71.08, "llama.cpp")],
        id="phase-plus-minus",
    ),
    pytest.param(  # a fractional "GB VRAM" is usage, a whole one next to a card word capacity
        "Mistral 7B on ExLlamaV2 took 5.7 GB VRAM, 120 t/s.",
        None,
        [("memory", 5.7, "exllamav2"), ("decode_tok_s", 120, "exllamav2")],
        id="fractional-vram-is-usage",
    ),
    pytest.param(  # an arrow pair gives both figures, "gen" is decode
        "With vLLM, prefill 900 → 750 t/s, gen 31.5 → 28.0 t/s as the context grows.",
        None,
        [
            ("prefill_tok_s", 900, "vllm"),
            ("prefill_tok_s", 750, "vllm"),
            ("decode_tok_s", 31.5, "vllm"),
            ("decode_tok_s", 28.0, "vllm"),
        ],
        id="arrow-pairs",
    ),
    pytest.param(  # llama.cpp's timing log lines name the engine themselves
        "llama_perf_context_print:        eval time =  4000.00 ms /   100 runs   "
        "(   40.00 ms per token,    25.00 tokens per second)",
        None,
        [("tpot", 40.0, "llama.cpp"), ("decode_tok_s", 25.0, "llama.cpp")],
        id="llama-timing-log",
    ),
    pytest.param(  # engine named once at the top of a release note applies to later tables
        "## SGLang v0.5.1\n\nHighlights below.\n\n| Model | GPU | Output tok/s |\n|---|---|---|\n"
        "| Llama 3 8B | H100 | 1850.2 |",
        None,
        [("decode_tok_s", 1850.2, "sglang")],
        id="engine-at-top",
    ),
    pytest.param(  # "from A to B" is a change: two figures, not the range A-B
        "On vLLM the fix took decode from 41 to 55 tok/s; a run at 50 to 52 tok/s stayed.",
        None,
        [("decode_tok_s", 41, "vllm"), ("decode_tok_s", 55, "vllm"), ("decode_tok_s", 51, "vllm")],
        id="from-to-is-a-change",
    ),
    pytest.param(  # a qualifier between number and unit gives the phase
        "SGLang: 2,400 input tokens per second and 310 output tokens/s on one H100.",
        None,
        [("prefill_tok_s", 2400, "sglang"), ("decode_tok_s", 310, "sglang")],
        id="qualified-token-unit",
    ),
    pytest.param(  # "fits in N GB" is the memory a setup needs
        "With llama.cpp the 32B model at Q4_K_M fits in 19.8 GB.",
        None,
        [("memory", 19.8, "llama.cpp")],
        id="fits-in-is-memory",
    ),
]


@pytest.mark.parametrize(("text", "source", "expected"), READINGS)
def test_reading_rules(
    vocab: Vocabulary, text: str, source: str | None, expected: list[tuple[str, float, str]]
) -> None:
    """Units from keys and headers, phase lines, spreads and arrow pairs read as intended."""
    got = [(c.metric, c.value, c.engine) for c in extract_claims(text, vocab, source=source)]
    assert got == [(m, pytest.approx(v), e) for m, v, e in expected]


@pytest.mark.parametrize(
    "text",
    [
        "My RTX 4090 has 24 GB VRAM and runs it fine.",
        "A 48.0 GB VRAM card fits the weights.",  # whole number: still capacity
        '{"gpuCount": 8, "version": 3.1, "seed": 1234}',  # keys with no unit
        "test: 12.5 ± 0.3",  # not a phase label
        "It fits in a 24 GB card.",  # capacity, even after "fits in"
    ],
)
def test_reading_rules_negatives(vocab: Vocabulary, text: str) -> None:
    """Capacity, unitless keys and unlabelled ± figures stay out."""
    assert extract_claims(text, vocab) == []
