"""Serving benchmarks' printed results, pasted as users paste them, read figure by figure.

Reading rules §3 and §4: every figure a serving benchmark prints is a claim of its own metric
(aggregate output, total, prefill, per-user decode, TTFT, per-token and end-to-end latency),
while request rates, token counts, settings and the whole run's duration ("elapsed_time",
trtllm-bench's "Total Latency": LABELLING, fourteenth pass, ruling 2) are none. The blocks under
``tests/data/serving_prints`` follow the format strings of the tools that print them
(SGLang's bench_serving, bench_offline_throughput, bench_one_batch and scheduler log; vLLM's
bench serve, throughput and latency scripts and engine log; LMDeploy's profilers;
trtllm-bench; text-generation-benchmark; genai-perf), with values written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

PRINTS = Path(__file__).resolve().parents[1] / "data" / "serving_prints"

# file -> (engine, concurrencies, every figure in order as (metric, value))
BATTERY: dict[str, tuple[str | None, set[int | None], list[tuple[str, float]]]] = {
    "sglang_bench_serving.txt": (
        "sglang",
        {32},  # "--max-concurrency 32"; the measured "Concurrency: 31.62" is no setting
        [("prefill_tok_s", 3334.62), ("output_tok_s", 1671.29), ("output_tok_s", 2048.0)]
        + [("total_tok_s", 5005.91)]
        + [("e2e_latency", v) for v in (4843.11, 4791.56, 6012.44, 6320.9, 6804.17)]
        + [("ttft", v) for v in (212.37, 188.45, 301.22, 345.1, 420.66)]
        + [("tpot", v) for v in (18.19, 18.02, 20.41, 21.07, 22.93)]
        + [("tpot", v) for v in (18.11, 16.74, 19.3, 24.85, 61.02, 240.13)],
    ),
    "sglang_offline_throughput.txt": (
        "sglang",
        {None},
        [
            ("output_tok_s", 912.44),
            ("prefill_tok_s", 2122.96),
            ("output_tok_s", 1374.49),
            ("total_tok_s", 3497.45),
        ],
    ),
    "sglang_bench_one_batch.txt": (
        "sglang",
        {16},  # the prefill line's latency is a prompt-processing time: no claim
        [
            ("prefill_tok_s", 19822.11),
            ("tpot", 0.01411),
            ("output_tok_s", 1133.95),
            ("tpot", 0.01397),
            ("output_tok_s", 1145.31),
            ("tpot", 0.01402),
            ("output_tok_s", 1141.23),
            ("e2e_latency", 2.213),
            ("total_tok_s", 4627.03),
        ],
    ),
    "sglang_server_log.txt": (
        "sglang",
        {48},
        [("output_tok_s", 1532.77), ("output_tok_s", 1519.4)],
    ),
    "vllm_bench_serve.txt": (
        None,  # a benchmark client measures whatever server it is pointed at
        {64},
        [("output_tok_s", 672.64), ("output_tok_s", 896.0), ("total_tok_s", 3363.2)]
        + [("ttft", v) for v in (1423.77, 1207.3, 4011.92)]
        + [("tpot", v) for v in (88.41, 89.02, 97.65, 88.12, 80.44, 301.58)],
    ),
    "vllm_bench_serve_percentiles.txt": (
        "vllm",  # "against our vLLM server": the server measured, not a baseline
        {100},  # "Maximum request concurrency"; the configured request rate is none
        [("output_tok_s", 1528.54), ("output_tok_s", 2100.0), ("total_tok_s", 13756.87)]
        + [("ttft", v) for v in (512.33, 470.02, 1398.71)]
        + [("tpot", v) for v in (55.12, 54.8, 71.45, 54.97, 49.33, 142.6)]
        + [("e2e_latency", v) for v in (7512.48, 7490.11, 9020.35)],
    ),
    "vllm_benchmark_throughput.txt": (
        "vllm",
        {None},
        [("total_tok_s", 27354.18), ("output_tok_s", 5470.84)],
    ),
    "vllm_bench_latency.txt": (
        "vllm",
        {8},
        [("e2e_latency", v) for v in (3.4187, 3.3902, 3.4011, 3.4175, 3.4302, 3.4468, 3.4721)],
    ),
    "vllm_engine_log.txt": (
        "vllm",
        {24},
        [("prefill_tok_s", 4120.3), ("output_tok_s", 987.6), ("output_tok_s", 1012.4)],
    ),
    "lmdeploy_profile_throughput.txt": (
        "lmdeploy",
        {128},
        # "elapsed_time: 211.482s" times all 3000 prompts: the run's, no request's (no claim)
        [("ttft", v) for v in (0.051, 3.912, 0.417)]
        + [("tpot", v) for v in (0.031, 0.044, 0.079, 0.118)]
        + [("output_tok_s", 2895.794), ("total_tok_s", 6093.28)],
    ),
    "lmdeploy_profile_generation.txt": (
        "lmdeploy",
        {1},
        [("e2e_latency", 2.87)]
        + [("ttft", v) for v in (0.021, 0.024, 0.022)]
        + [("e2e_latency", v) for v in (1.412, 1.437, 1.425)]
        + [("tpot", v) for v in (0.011, 0.011, 0.012, 0.013)]
        + [("decode_tok_s", 89.21), ("total_tok_s", 178.33)],
    ),
    "trtllm_bench_throughput.txt": (
        "tensorrt-llm",
        {256},
        [
            ("output_tok_s", 24207.9152),
            ("total_tok_s", 36312.8801),
            # "Total Latency (ms)" spans the whole run: only the request's average is one
            ("e2e_latency", 21603.0871),
            ("decode_tok_s", 94.8312),
            ("output_tok_s", 3025.9894),
            ("ttft", 1204.5531),
            ("tpot", 9.9614),
            ("decode_tok_s", 100.3875),
        ],
    ),
    "trtllm_bench_latency.txt": (
        "tensorrt-llm",
        {1, None},  # the sums keep no batch of one (a load of one sums nothing)
        [
            ("output_tok_s", 215.721),
            ("decode_tok_s", 216.0417),
            ("output_tok_s", 215.721),
            ("total_tok_s", 431.442),
            ("e2e_latency", 2373.4413),  # the run's "Total Latency" beside it is no claim
            ("decode_tok_s", 217.902),
            ("ttft", 9.8801),
        ]
        + [("tpot", v) for v in (4.5892, 4.5511, 4.6303, 4.5892, 4.587, 4.629)]
        + [("e2e_latency", v) for v in (2372.9904, 2381.0052, 2373.4413)],
    ),
    "tgi_text_generation_benchmark.txt": (
        "tgi",
        {1, 8},  # prefill and whole-decode times are phases' durations: no claim
        [("tpot", v) for v in (24.86, 24.71, 25.02, 24.85, 25.02, 25.02)]
        + [("tpot", v) for v in (27.33, 27.14, 27.61, 27.3, 27.61, 27.61)]
        + [("prefill_tok_s", 35.2), ("prefill_tok_s", 227.79)]
        + [("decode_tok_s", 40.23), ("output_tok_s", 292.71)],
    ),
    "genai_perf_table.txt": (
        "tensorrt-llm",
        {16},
        [("ttft", v) for v in (41.77, 20.31, 95.02, 90.11, 61.4, 48.25)]
        + [("e2e_latency", v) for v in (1512.66, 980.4, 2104.3, 2050.7, 1801.9, 1650.2)]
        + [("tpot", v) for v in (9.42, 8.71, 11.3, 11.02, 10.05, 9.7)]
        + [("decode_tok_s", v) for v in (106.19, 88.5, 114.81, 113.9, 110.22, 108.37)]
        + [("output_tok_s", 1652.38)],
    ),
    "aiperf_table.txt": (
        "sglang",
        {64},
        [("ttft", v) for v in (230.41, 98.2, 611.05, 590.33, 214.9)]
        + [("e2e_latency", v) for v in (4210.77, 3102.5, 5880.1, 5801.0, 4190.2)]
        + [("tpot", v) for v in (31.12, 28.4, 36.77, 36.1, 31.0)]
        + [("decode_tok_s", v) for v in (32.13, 27.2, 35.21, 35.02, 32.26)]
        + [("output_tok_s", 1985.6)],
    ),
}


@pytest.mark.parametrize("name", sorted(BATTERY))
def test_every_printed_figure_is_read_with_its_metric(vocab: Vocabulary, name: str) -> None:
    """Each figure of the block, in order, with its metric and value, and nothing else."""
    engine, loads, figures = BATTERY[name]
    claims = extract_claims((PRINTS / name).read_text(encoding="utf-8"), vocab)
    assert [(c.metric, c.value) for c in claims] == figures
    assert {c.engine for c in claims} == {engine}
    assert {c.concurrency for c in claims} == loads


class TestShapesBehindTheBattery:
    """The general shapes the battery found, each in a short block of its own."""

    def test_a_bracketed_total_after_throughput_is_the_total_rate(self, vocab: Vocabulary) -> None:
        """lmdeploy's "throughput(total)": prompt and generated tokens, not the decode rate."""
        text = "One A10 run with lmdeploy:\n```\nthroughput(total): 310.50 token/s\n```\n"
        assert [c.metric for c in extract_claims(text, vocab)] == ["total_tok_s"]

    def test_a_total_token_latency_is_the_whole_request(self, vocab: Vocabulary) -> None:
        """lmdeploy's "total_token latency" times all of a request's tokens, not one of them."""
        text = (
            "One A10 run with lmdeploy:\n```\n"
            "total_token latency(min, max, ave): 2.1s, 2.3s, 2.2s\n```\n"
        )
        assert {c.metric for c in extract_claims(text, vocab)} == {"e2e_latency"}

    def test_percentile_names_with_the_unit_after_them(self, vocab: Vocabulary) -> None:
        """In "token_latency percentiles(50%,90%)(s): [a, b]" the unit follows the names."""
        text = (
            "One A10 run with lmdeploy:\n```\n"
            "token_latency percentiles(50%,90%)(s): [0.02, 0.03]\n```\n"
        )
        claims = extract_claims(text, vocab)
        assert [(c.metric, c.value, c.stat) for c in claims] == [
            ("tpot", 0.02, "p50"),
            ("tpot", 0.03, "p90"),
        ]

    def test_a_blank_first_cell_keeps_the_phase_of_the_row_above(self, vocab: Vocabulary) -> None:
        """A grouped row ("|   | 4 | ...") continues the prefill row above it."""
        text = (
            "| Step | Batch Size | Average |\n|---|---|---|\n"
            "| Prefill | 1 | 50.0 tokens/secs |\n| | 4 | 180.0 tokens/secs |\n"
        )
        assert [c.metric for c in extract_claims(text, vocab)] == ["prefill_tok_s"] * 2

    def test_phase_rows_of_a_latency_table(self, vocab: Vocabulary) -> None:
        """A decode step's time is per token; prefill and whole-decode times are no claims."""
        text = (
            "| Step | Batch Size | Average | p50 |\n|---|---|---|---|\n"
            "| Prefill | 1 | 20.0 ms | 19.0 ms |\n"
            "| Decode (token) | 1 | 11.0 ms | 10.5 ms |\n"
            "| Decode (total) | 1 | 90.0 ms | 88.0 ms |\n"
        )
        claims = extract_claims(text, vocab)
        assert [(c.metric, c.value) for c in claims] == [("tpot", 11.0), ("tpot", 10.5)]

    def test_total_and_per_gpu_output_are_sums_at_a_batch_of_one(self, vocab: Vocabulary) -> None:
        """trtllm-bench's "Total Output Throughput" and "Per GPU Output Throughput" are the
        server's output even when its batch is one; "Per User" stays one stream's rate."""
        text = (
            "Batch size: 1 on one L40S:\n```\n"
            "Total Output Throughput (tokens/sec): 120.5\n"
            "Per GPU Output Throughput (tokens/sec/gpu): 120.5\n"
            "Per User Output Throughput (tokens/sec/user): 121.0\n```\n"
        )
        metrics = [c.metric for c in extract_claims(text, vocab)]
        assert metrics == ["output_tok_s", "output_tok_s", "decode_tok_s"]

    def test_a_benchmark_run_against_our_server_names_that_server(self, vocab: Vocabulary) -> None:
        """In "against our vLLM server" that server is measured; "against 600" is a baseline."""
        ours = "Load test against our vLLM server on one L40S: mean TTFT 85 ms."
        assert {c.engine for c in extract_claims(ours, vocab)} == {"vllm"}
        theirs = "SGLang reaches 900 tok/s on one L40S, against 600 tok/s for vLLM."
        assert [c.engine for c in extract_claims(theirs, vocab)] == ["sglang", "vllm"]
