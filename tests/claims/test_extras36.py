"""Bars a result is judged by are not measurements (the reading rules §2: goals, targets and
requirements). A bound written after a criterion ("TTFT over spec (spec<5s)", "pass criteria:
p99 < 200 ms", "阈值 < 4 s"), every bound of a line a criterion or a demand leads as its key
("标准：TTFT(p99)<4s；TPOT(P99)<160ms", "Requirements: TTFT < 4 s; TPOT < 160 ms"), and a table's
"Industry Standard" or "Threshold" column hold no claim. A run's own figure beside them stays,
and so does a bound measured after "spec decode" (a mode) or "standard decoding"."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "Our llama.cpp build on the RTX 4090 decodes at 42 tok/s; TTFT stays over spec (spec<5s).",
        "vLLM on 2x H100 gave 42 tok/s per user. Pass criteria: p99 TTFT < 800 ms.",
        "Auf der RTX 4090 liefert llama.cpp 42 tok/s; das Kriterium laut Standards: TTFT < 2 s.",
        "SGLang 在 8 卡 H20 上跑到 42 tokens/s,阈值是首 token 延迟 < 3 s。",
        "llama.cpp sur M2 Ultra : 42 tok/s. Threshold for the demo: TTFT < 900 ms.",
    ],
)
def test_a_bound_after_a_criterion_is_no_claim(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == [(42.0, "decode_tok_s")]


@pytest.mark.parametrize(
    "text",
    [
        "vLLM 0.9 on H200 decodes at 42 tok/s.\n标准:TTFT(p99)<4s;TPOT(P99)<160ms",
        "vLLM 0.9 on H200 decodes at 42 tok/s.\nRequirements: TTFT < 4 s; TPOT < 160 ms",
        "vLLM 0.9 on H200 decodes at 42 tok/s.\n- **SLA (p99)**: TTFT < 4 s; TPOT < 160 ms",
        "vLLM 0.9 en H200 decodifica a 42 tok/s.\nCriteria: TTFT < 4 s; TPOT < 160 ms",
    ],
)
def test_every_bound_of_a_line_a_criterion_leads_is_no_claim(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == [(42.0, "decode_tok_s")]


@pytest.mark.parametrize(
    "header",
    ["Industry Standard", "Threshold", "Pass criteria", "标准"],
)
def test_a_criterion_column_is_no_claim(header: str, vocab: Vocabulary) -> None:
    text = (
        "vLLM on an RTX 5060 Ti, Qwen2.5-7B AWQ:\n\n"
        f"| Metric | Result | {header} |\n| --- | --- | --- |\n"
        "| Decode throughput | 78.72 tokens/sec | 30-100 tokens/sec (acceptable) |\n"
        "| Time to First Token (TTFT) | 21 ms | <100ms (excellent), <200ms (good) |\n"
    )
    got = _read(text, vocab)
    assert (78.72, "decode_tok_s") in got
    assert (21.0, "ttft") in got
    assert not [v for v, _ in got if v in (65.0, 100.0, 200.0)]


@pytest.mark.parametrize(
    ("text", "value", "metric"),
    [
        ("With spec decode the TPOT drops below 20 ms on the H100.", 20.0, "tpot"),
        ("Standard decoding keeps TTFT under 200 ms on an RTX 4090.", 200.0, "ttft"),
        (
            "TTFT = 15590 ms, over spec (spec<5s), on the Strix Halo with llama.cpp.",
            15590.0,
            "ttft",
        ),
        ("Spec: RTX 4090. llama.cpp decodes Llama 8B at < 130 tok/s.", 130.0, "decode_tok_s"),
    ],
)
def test_a_run_beside_a_criterion_stays(
    text: str, value: float, metric: str, vocab: Vocabulary
) -> None:
    assert (value, metric) in _read(text, vocab)


# A run's whole duration is no request's latency (LABELLING, fourteenth pass, ruling 2): a
# time whose sentence names an evaluation over a dataset, evalscope's "Time taken for tests",
# a "Total Time" in a row whose "Requests" column counts more than one.


@pytest.mark.parametrize(
    "text",
    [
        "Evaluating the model on two A100s with llama.cpp takes around 6 hours; 42 tok/s each.",
        "vLLM on an H100 decodes at 42 tok/s; the GSM8K evaluation took 40 minutes.",
        "在 4090 上 llama.cpp 推理 42 tokens/s,gsm8k 评测耗时 8.5 小时。",
        "RTX 4090 の llama.cpp で 42 tok/s、評価には約6時間かかる。",
        "To evaluate the 8B on MMLU took 95 minutes with vLLM; it decodes at 42 tok/s.",
    ],
)
def test_an_evaluation_runs_time_is_no_latency(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == [(42.0, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The full run took 3 hours on the card.", 10800.0),
        ("On the Pi 5 one answer took 1 hour and 57 minutes with llama.cpp.", 7020.0),
    ],
)
def test_one_long_generation_stays(text: str, value: float, vocab: Vocabulary) -> None:
    assert (value, "e2e_latency") in _read(text, vocab)


@pytest.mark.parametrize(
    "rows",
    [
        "| Time taken for tests (s) | 121.531 |\n| Number of concurrency | 1 |\n"
        "| Total requests | 8 |",
        "| Time taken for tests (s) | 44.856 |\n| Total requests | 100 |",
        "| Time taken for all tests (s) | 63.2 |\n| Succeed requests | 20 |",
    ],
)
def test_evalscopes_time_taken_for_tests_is_a_runs(rows: str, vocab: Vocabulary) -> None:
    text = f"evalscope perf against vLLM on 4x H100:\n\n| Key | Value |\n| --- | --- |\n{rows}\n"
    assert not [v for v, m in _read(text, vocab) if m == "e2e_latency"]


@pytest.mark.parametrize("head", ["Requests", "Num prompts", "# Queries", "请求数"])
def test_a_total_time_over_a_rows_requests_is_a_runs(head: str, vocab: Vocabulary) -> None:
    text = (
        "One RTX 4090, Qwen3-8B:\n\n"
        f"| Engine | {head} | Total Time | Decode |\n|---|---|---|---|\n"
        "| SGLang | 16 | 2.47s | 61 tok/s |\n| vLLM | 16 | 11.26s | 55 tok/s |\n"
    )
    got = _read(text, vocab)
    assert (61.0, "decode_tok_s") in got
    assert not [v for v, m in got if m == "e2e_latency"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("llama.cpp on an RTX 4090: one reply took 2 minutes at 42 tok/s.", 120.0),
        ("Ollama on the M2: total duration 38.5 s for one prompt.", 38.5),
        (
            "One RTX 4090:\n\n| Engine | Requests | Total Time |\n|---|---|---|\n"
            "| llama.cpp | 1 | 7.4s |\n",
            7.4,
        ),
        ("| Key | Value |\n| --- | --- |\n| Time taken (s) | 9.3 |\n", 9.3),
    ],
)
def test_one_requests_time_stays(text: str, value: float, vocab: Vocabulary) -> None:
    assert (value, "e2e_latency") in _read(text, vocab)


# A value written with a size or a bandwidth of its own after a rate's key ("tps = 2.3TB/s")
# is that size (a spec worked out, reading rules §4), not the key's token rate.


@pytest.mark.parametrize(
    "line",
    [
        "37GB * 62.5 tps = 2.3TB/s",
        "decode tok/s: 1.15 TB/s",
        "tokens/s = 2.3 GB/s",
        "TPS：900 GiB/s 的显存带宽",
    ],
)
def test_a_size_after_a_rate_key_is_no_rate(line: str, vocab: Vocabulary) -> None:
    got = _read(f"llama.cpp on the RTX 4090 decodes at 42 tok/s.\n{line}", vocab)
    assert got == [(42.0, "decode_tok_s")]


@pytest.mark.parametrize(
    ("line", "value"),
    [("tok/s: 45 on the 4090", 45.0), ("decode tok/s = 61.2", 61.2), ("t/s: 12.5 (GB10)", 12.5)],
)
def test_a_rate_after_its_key_stays(line: str, value: float, vocab: Vocabulary) -> None:
    assert (value, "decode_tok_s") in _read(line, vocab)


# The KV-cache pool a server sets aside ("pre-allocates 22GB of KV cache", "leaves 8GB for KV
# cache") is what the card has left, a capacity (LABELLING, fourteenth pass); a KV cache the
# run's own context sizes stays memory.


@pytest.mark.parametrize(
    "text",
    [
        "At 0.90 utilization on an RTX 5090, vLLM pre-allocates 22GB of KV cache; 61 tok/s.",
        "vLLM allocated 16 GB for the KV cache on the L40S and decodes at 61 tok/s.",
        "vLLM 在 4090 上预分配 18GB 的 KV 缓存,解码 61 tokens/s。",
        "On the A100 the 70B leaves about 8GB for KV cache; SGLang gives 61 tok/s.",
        "SGLang reserves 30 GiB for the paged KV cache on the H100 and runs 61 tok/s.",
    ],
)
def test_a_servers_kv_pool_is_no_claim(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == [(61.0, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("llama.cpp on the 4090: KV cache (seq=2048) uses 2.5 GB, weights 4.7 GB.", 2.5),
        ("The 8B model takes 16 GB of VRAM on the L40S with vLLM.", 16.0),
        ("vLLM on the H100 used 71 GB of memory, most of it KV cache.", 71.0),
    ],
)
def test_a_runs_own_memory_stays(text: str, size: float, vocab: Vocabulary) -> None:
    assert (size, "memory") in _read(text, vocab)


# A table cell whose multiple sign is followed by another number ("321 x 8": tokens times the
# batch, "1920 x 1080") is a product or a size (reading rules §4: token counts are no claims),
# not a multiple; "2.1x" and "3 x" stay multiples.


@pytest.mark.parametrize(
    ("head", "cell"),
    [
        ("Output Tokens", "321 x 8"),
        ("Generated", "350 × 256"),
        ("Tokens (out × batch)", "128x4"),
        ("Resolution", "1920 x 1080"),
    ],
)
def test_a_product_in_a_cell_is_no_multiple(head: str, cell: str, vocab: Vocabulary) -> None:
    text = (
        "llama.cpp on a Xeon with AMX:\n\n"
        f"| Batch | Throughput (tok/s) | {head} |\n|---|---|---|\n| 8 | 38.94 | {cell} |\n"
    )
    got = _read(text, vocab)
    assert not [v for v, m in got if m == "speedup"]
    assert [m for v, m in got if v == 38.94]


@pytest.mark.parametrize("cell", ["2.1x", "3 x", "**1.67x faster**", "2.5× (vs AR)"])
def test_a_multiple_in_a_cell_stays(cell: str, vocab: Vocabulary) -> None:
    text = f"EAGLE on the H100:\n\n| Model | Speedup |\n|---|---|\n| Llama 8B | {cell} |\n"
    assert [m for _, m in _read(text, vocab)] == ["speedup"]


# llama-bench's mixed test "pp512+tg128" averages prompt and generation together: the total
# (LABELLING), neither the decode its "tg128" names nor the prefill.


@pytest.mark.parametrize("test", ["pp512+tg128", "pp2048+tg256", "pp4096+tg128"])
def test_a_mixed_llama_bench_test_is_the_total(test: str, vocab: Vocabulary) -> None:
    text = (
        "| model | size | backend | ngl | test | t/s |\n| --- | ---: | --- | --: | ---: | ---: |\n"
        "| llama 7B Q4_K - Medium | 3.80 GiB | Metal | 0 | pp512 | 26.46 ± 0.96 |\n"
        "| llama 7B Q4_K - Medium | 3.80 GiB | Metal | 0 | tg128 | 7.22 ± 0.08 |\n"
        f"| llama 7B Q4_K - Medium | 3.80 GiB | Metal | 0 | {test} | 15.50 ± 0.39 |\n"
    )
    got = _read(text, vocab)
    assert (26.46, "prefill_tok_s") in got
    assert (7.22, "decode_tok_s") in got
    assert (15.5, "total_tok_s") in got


# A table that times only how fast a model loads or starts: its multiples are ratios of load
# times (LABELLING: "a load is 1.54x faster warm" is a load time, not labelled).


@pytest.mark.parametrize(
    "header",
    [
        "| Model | MLX Load Time | llama.cpp Load Time | Winner | Advantage |",
        "| Model | Cold start (vLLM) | Cold start (SGLang) | Winner | Ratio |",
        "| Model | 加载时间 (MLX) | 加载时间 (llama.cpp) | 胜者 | 倍数 |",
        "| Model | Loading (s) MLX | Loading (s) Ollama | Winner | Advantage |",
    ],
)
def test_a_load_time_ratio_is_no_claim(header: str, vocab: Vocabulary) -> None:
    text = (
        f"{header}\n|---|---|---|---|---|\n| TinyLlama | 0.20s | 4.48s | MLX | **22x faster** |\n"
    )
    assert not [v for v, m in _read(text, vocab) if m == "speedup"]


def test_a_run_ratio_beside_a_load_time_stays(vocab: Vocabulary) -> None:
    text = (
        "| Model | MLX Speed | llama.cpp Speed | Load time | Ratio |\n|---|---|---|---|---|\n"
        "| TinyLlama | 135 tok/s | 80.9 tok/s | 0.2s | **1.67x faster** |\n"
    )
    assert (1.67, "speedup") in _read(text, vocab)


# A table cell whose own unit counts samples, requests, iterations or frames per second is no
# token rate, whatever its row names ("| throughput | 50.2 samp/s |"): a request rate is no
# token throughput (the labelling decisions).


@pytest.mark.parametrize("cell", ["50.2 samp/s", "**1.46 req/s**", "3.1 it/s", "12 img/s", "9 QPS"])
def test_a_cell_counting_other_things_per_second_is_no_token_rate(
    cell: str, vocab: Vocabulary
) -> None:
    text = (
        "SGLang on the H100, concurrency 32:\n\n| metric | main | post1 |\n|---|---|---|\n"
        f"| throughput | {cell} | {cell} |\n| output throughput | 812 tok/s | 940 tok/s |\n"
    )
    assert sorted(_read(text, vocab)) == [(812.0, "output_tok_s"), (940.0, "output_tok_s")]


@pytest.mark.parametrize("cell", ["50.2 tok/s", "**50.2 t/s**", "50.2"])
def test_a_token_rate_cell_stays(cell: str, vocab: Vocabulary) -> None:
    text = f"| metric | main |\n|---|---|\n| output throughput (tok/s) | {cell} |\n"
    assert [v for v, _ in _read(text, vocab)] == [50.2]
