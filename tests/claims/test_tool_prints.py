"""Lines that local-inference tools really print, pasted as users paste them.

Reading rules §2 and §4: pasted tool output is visible text and yields claims; each figure
takes the metric its line names (a prompt rate is prefill, an eval rate decode, a per-token
time TPOT, a whole run's time end-to-end), and load, sampling and phase times and token
counts are no claims. The program or line that printed a figure names its engine (rules §1,
§3). The shapes follow the tools' own format strings (llama.cpp's perf and server printers,
llama-bench, llama-batched-bench, the speculative example, mlx-lm's generate, Ollama's
``--verbose`` and KoboldCpp's console); every value here is made up.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_PERF = (
    "llama_perf_sampler_print:    sampling time =      40.10 ms /   251 runs   "
    "(    0.16 ms per token,  6259.35 tokens per second)\n"
    "llama_perf_context_print:        load time =    1830.20 ms\n"
    "llama_perf_context_print: prompt eval time =     {pms:.2f} ms /    19 tokens "
    "(    9.00 ms per token,   {pp:.2f} tokens per second)\n"
    "llama_perf_context_print:        eval time =    5000.00 ms /   250 runs   "
    "(   {tpot:.2f} ms per token,    {tg:.2f} tokens per second)\n"
    "llama_perf_context_print:       total time =    {total:.2f} ms /   269 tokens\n"
)


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]


def test_every_perf_block_keeps_its_rates(vocab: Vocabulary) -> None:
    """A second timing block reads like the first: both rates, the TPOT and the total."""
    first = _PERF.format(pms=171.0, pp=111.11, tpot=20.0, tg=50.0, total=5171.0)
    second = _PERF.format(pms=380.0, pp=50.0, tpot=31.25, tg=32.0, total=5380.0)
    text = f"Two runs, with and without -fa:\n\n```\n{first}```\n\n```\n{second}```\n"
    assert _got(text, vocab) == [
        (111.11, "prefill_tok_s", "llama.cpp"),
        (20.0, "tpot", "llama.cpp"),
        (50.0, "decode_tok_s", "llama.cpp"),
        (5171.0, "e2e_latency", "llama.cpp"),
        (50.0, "prefill_tok_s", "llama.cpp"),
        (31.25, "tpot", "llama.cpp"),
        (32.0, "decode_tok_s", "llama.cpp"),
        (5380.0, "e2e_latency", "llama.cpp"),
    ]


def test_llama_cli_closing_lines_name_llama_cpp(vocab: Vocabulary) -> None:
    """llama-cli prints its timings under ``common_perf_print``; that line names the engine."""
    text = (
        "```\ncommon_perf_print: prompt eval time =     120.00 ms /    30 tokens "
        "(    4.00 ms per token,   250.00 tokens per second)\n"
        "common_perf_print:        eval time =    4000.00 ms /   100 runs   "
        "(   40.00 ms per token,    25.00 tokens per second)\n```\n"
    )
    assert _got(text, vocab) == [
        (250.0, "prefill_tok_s", "llama.cpp"),
        (40.0, "tpot", "llama.cpp"),
        (25.0, "decode_tok_s", "llama.cpp"),
    ]


def test_llama_server_slot_log_names_llama_cpp(vocab: Vocabulary) -> None:
    """The server cuts its function name to twelve characters: ``slot print_timing``."""
    text = (
        "```\n"
        "slot print_timing: id  0 | task 7 | prompt eval time =      80.00 ms /    40 tokens "
        "(    2.00 ms per token,   500.00 tokens per second)\n"
        "slot print_timing: id  0 | task 7 |        eval time =    3000.00 ms /   120 tokens "
        "(   25.00 ms per token,    40.00 tokens per second)\n"
        "slot print_timing: id  0 | task 7 |       total time =    3080.00 ms /   160 tokens\n"
        "```\n"
    )
    assert _got(text, vocab) == [
        (500.0, "prefill_tok_s", "llama.cpp"),
        (25.0, "tpot", "llama.cpp"),
        (40.0, "decode_tok_s", "llama.cpp"),
        (3080.0, "e2e_latency", "llama.cpp"),
    ]


def test_server_timings_json_rates_are_named_by_their_phase(vocab: Vocabulary) -> None:
    """``prompt_per_second`` counts prompt tokens, ``predicted_per_second`` generated ones."""
    text = (
        "The timings llama-server returned:\n\n```json\n"
        '"timings": {\n  "prompt_n": 40,\n  "prompt_ms": 80.0,\n'
        '  "prompt_per_token_ms": 2.0,\n  "prompt_per_second": 500.0,\n'
        '  "predicted_n": 120,\n  "predicted_ms": 3000.0,\n'
        '  "predicted_per_token_ms": 25.0,\n  "predicted_per_second": 40.0\n}\n```\n'
    )
    assert _got(text, vocab) == [
        (500.0, "prefill_tok_s", "llama.cpp"),
        (25.0, "tpot", "llama.cpp"),
        (40.0, "decode_tok_s", "llama.cpp"),
    ]


def test_llama_bench_table(vocab: Vocabulary) -> None:
    """``pp`` rows are prompt processing, ``tg`` rows decode (LABELLING)."""
    text = (
        "llama-bench on an RTX 4080:\n\n"
        "| model | size | params | backend | ngl | test | t/s |\n"
        "| --- | ---: | ---: | --- | --: | ---: | ---: |\n"
        "| qwen2 7B Q8_0 | 7.54 GiB | 7.62 B | CUDA | 99 | pp512 | 5102.50 ± 20.10 |\n"
        "| qwen2 7B Q8_0 | 7.54 GiB | 7.62 B | CUDA | 99 | tg128 | 88.40 ± 0.30 |\n"
    )
    got = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.engine, c.hardware) for c in got] == [
        (5102.5, "prefill_tok_s", "llama.cpp", "RTX 4080"),
        (88.4, "decode_tok_s", "llama.cpp", "RTX 4080"),
    ]


def test_batched_bench_columns(vocab: Vocabulary) -> None:
    """``S_PP`` is prefill, ``S_TG`` one stream's decode at B=1 and output beyond, ``S`` total."""
    text = (
        "llama-batched-bench:\n\n```\n"
        "|    PP |     TG |    B |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s "
        "|      T s |    S t/s |\n"
        "|-------|--------|------|--------|----------|----------|----------|----------"
        "|----------|----------|\n"
        "|   256 |     64 |    1 |    320 |    0.100 |  2560.00 |    1.600 |    40.00 "
        "|    1.700 |   188.24 |\n"
        "|   256 |     64 |    4 |   1280 |    0.380 |  2694.74 |    2.000 |   128.00 "
        "|    2.380 |   537.82 |\n```\n"
    )
    got = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.concurrency) for c in got] == [
        (2560.0, "prefill_tok_s", 1),
        (40.0, "decode_tok_s", 1),
        (188.24, "total_tok_s", 1),
        (2694.74, "prefill_tok_s", 4),
        (128.0, "output_tok_s", 4),
        (537.82, "total_tok_s", 4),
    ]
    assert {c.engine for c in got} == {"llama.cpp"}


def test_speculative_example_summary(vocab: Vocabulary) -> None:
    """Encoded is the prompt's speed, decoded the generation's; draft counts are no claims."""
    text = (
        "llama-speculative output:\n\n```\n"
        "encoded   30 tokens in    0.100 seconds, speed:  300.000 t/s\n"
        "decoded  200 tokens in    2.500 seconds, speed:   80.000 t/s\n\n"
        "n_draft   = 8\nn_predict = 200\nn_drafted = 240\nn_accept  = 150\n"
        "accept    = 62.500%\n```\n"
    )
    assert _got(text, vocab) == [
        (300.0, "prefill_tok_s", "llama.cpp"),
        (80.0, "decode_tok_s", "llama.cpp"),
    ]


def test_mlx_lm_generate_summary(vocab: Vocabulary) -> None:
    """mlx-lm's Prompt / Generation / Peak memory lines."""
    text = (
        "`mlx_lm.generate --model some-org/Tiny-4bit` on an M4 Pro:\n\n```\n==========\n"
        "Prompt: 12 tokens, 140.250 tokens-per-sec\n"
        "Generation: 128 tokens, 61.500 tokens-per-sec\nPeak memory: 2.250 GB\n```\n"
    )
    got = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.engine) for c in got] == [
        (140.25, "prefill_tok_s", "mlx-lm"),
        (61.5, "decode_tok_s", "mlx-lm"),
        (2.25, "memory", "mlx-lm"),
    ]


def test_ollama_verbose_summary(vocab: Vocabulary) -> None:
    """Ollama's rates; load and phase durations and counts are no claims."""
    text = (
        "`ollama run some-model --verbose`:\n\n```\n"
        "total duration:       3.500000s\nload duration:        15.20ms\n"
        "prompt eval count:    20 token(s)\nprompt eval duration: 80ms\n"
        "prompt eval rate:     250.00 tokens/s\neval count:           150 token(s)\n"
        "eval duration:        3.30s\neval rate:            45.45 tokens/s\n```\n"
    )
    assert _got(text, vocab) == [
        (3.5, "e2e_latency", "ollama"),
        (250.0, "prefill_tok_s", "ollama"),
        (45.45, "decode_tok_s", "ollama"),
    ]


@pytest.mark.parametrize("engine_line", ["KoboldCpp console:"])
def test_koboldcpp_console_line(vocab: Vocabulary, engine_line: str) -> None:
    """Process is prompt processing, Generate decode with its ms/T a TPOT."""
    text = (
        f"{engine_line}\n\n```\nProcessing Prompt (512 / 512 tokens)\nGenerating (100 / 100 "
        "tokens)\nCtxLimit:612/4096, Amt:100/100, Init:0.02s, Process:0.80s (1.6ms/T = "
        "640.00T/s), Generate:4.00s (40.0ms/T = 25.00T/s), Total:4.80s (20.83T/s)\n```\n"
    )
    got = _got(text, vocab)
    assert got[:3] == [
        (640.0, "prefill_tok_s", "koboldcpp"),
        (40.0, "tpot", "koboldcpp"),
        (25.0, "decode_tok_s", "koboldcpp"),
    ]
    assert got[3:] == [
        (4.8, "e2e_latency", "koboldcpp"),
        (20.83, "total_tok_s", "koboldcpp"),  # generated tokens over the whole request
    ]


def test_a_decimal_number_is_no_cards_model_number(vocab: Vocabulary) -> None:
    """ "3080.00 ms" is a time that happens to share a card's digits, not an RTX 3080."""
    (claim,) = extract_claims("The whole request took 3080.00 ms end to end.", vocab)
    assert (claim.value, claim.metric, claim.hardware) == (3080.0, "e2e_latency", None)
    (card,) = extract_claims("It ran at 41.5 tok/s on a 3080.", vocab)
    assert card.hardware == "RTX 3080"


def test_llama_bench_json_records_take_their_phase_from_the_counts(vocab: Vocabulary) -> None:
    """``avg_ts`` is a token rate; ``n_prompt``/``n_gen`` say whether it is pp or tg, and a
    mixed test (both counts) times neither phase alone."""

    def record(n_prompt: int, n_gen: int, rate: float) -> str:
        return (
            f'{{"model_type": "llama 3B Q4_0", "n_prompt": {n_prompt}, "n_gen": {n_gen}, '
            f'"avg_ns": 250000000, "stddev_ns": 900000, "avg_ts": {rate}, "stddev_ts": 1.5}}'
        )

    lines = [record(256, 0, 3100.25), record(0, 64, 97.5), record(256, 64, 410.0)]
    text = "llama-bench -o jsonl:\n\n```\n" + "\n".join(lines) + "\n```\n"
    assert _got(text, vocab) == [
        (3100.25, "prefill_tok_s", "llama.cpp"),
        (97.5, "decode_tok_s", "llama.cpp"),
    ]
    pretty = "llama-bench -o json:\n\n```json\n[\n  " + ",\n  ".join(lines) + "\n]\n```\n"
    assert _got(pretty, vocab) == _got(text, vocab)


def test_llama_bench_csv_reads_as_its_markdown_table(vocab: Vocabulary) -> None:
    """``-o csv`` gives the test only as ``n_prompt``/``n_gen`` and the rate as ``avg_ts``."""
    text = (
        "llama-bench -o csv on the 7900 XTX:\n\n```\n"
        "build_commit,backends,model_type,n_prompt,n_gen,avg_ns,stddev_ns,avg_ts,stddev_ts\n"
        '"0f0e0d0",Vulkan,"mistral 7B Q6_K",1024,0,400000000,800000,2560.00,4.10\n'
        '"0f0e0d0",Vulkan,"mistral 7B Q6_K",0,256,3200000000,900000,80.00,0.20\n'
        '"0f0e0d0",Vulkan,"mistral 7B Q6_K",1024,256,3600000000,900000,355.56,0.30\n```\n'
    )
    got = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.engine) for c in got] == [
        (2560.0, "prefill_tok_s", "llama.cpp"),
        (80.0, "decode_tok_s", "llama.cpp"),
    ]
    assert {(c.hardware, c.precision) for c in got} == {("RX 7900 XTX", "Q6_K")}


def test_mlx_lm_benchmark_trials(vocab: Vocabulary) -> None:
    """mlx-lm's benchmark keys its rates; its batch size is the run's concurrency."""
    text = (
        "mlx_lm.benchmark on an M4 Max:\n\n```\n"
        "Timing with prompt_tokens=256, generation_tokens=64, batch_size=1.\n"
        "Averages: prompt_tps=1210.400, generation_tps=70.250, peak_memory=3.300\n```\n"
    )
    got = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.engine, c.concurrency) for c in got] == [
        (1210.4, "prefill_tok_s", "mlx-lm", 1),
        (70.25, "decode_tok_s", "mlx-lm", 1),
        (3.3, "memory", "mlx-lm", 1),
    ]


def test_mlx_lm_batch_generate_rate_is_the_batch_output(vocab: Vocabulary) -> None:
    """``batch_generate`` times every sequence of the batch over one clock: its generation
    rate is the batch's output throughput, not one stream's decode."""
    text = (
        "Sixteen prompts through mlx-lm on an M2 Ultra:\n\n```\n"
        "[batch_generate] Finished processing 16/16\n"
        "[batch_generate] Prompt: 640 tokens, 1500.125 tokens-per-sec\n"
        "[batch_generate] Generation: 2048 tokens, 330.500 tokens-per-sec\n"
        "[batch_generate] Peak memory: 6.500 GB\n```\n"
    )
    assert _got(text, vocab) == [
        (1500.125, "prefill_tok_s", "mlx-lm"),
        (330.5, "output_tok_s", "mlx-lm"),
        (6.5, "memory", "mlx-lm"),
    ]


_SPEC_RATES = (
    "encoded   24 tokens in    0.080 seconds, speed:  300.000 t/s\n"
    "decoded  128 tokens in    1.600 seconds, speed:   80.000 t/s\n\n"
)


def test_speculative_summary_names_its_method(vocab: Vocabulary) -> None:
    """The drafted-token count closing the run is printed by the speculative examples only
    (a draft model); followed by the prompt-lookup draft time it is ``llama-lookup``'s."""
    spec = (
        "Pasted from my terminal:\n\n```\n" + _SPEC_RATES + "n_draft   = 16\n"
        "n_predict = 128\nn_drafted = 96\nn_accept  = 70\naccept    = 72.917%\n\n"
        "draft:\n\n```\n"
    )
    assert {c.mode for c in extract_claims(spec, vocab)} == {"speculative"}
    lookup = (
        "Pasted from my terminal:\n\n```\n" + _SPEC_RATES + "n_draft      = 8\n"
        "n_predict    = 128\nn_drafted    = 40\nt_draft_flat = 0.50 ms\n```\n"
    )
    assert {c.mode for c in extract_claims(lookup, vocab)} == {"ngram"}
    apart = "```\n" + _SPEC_RATES + "```\n\nThe other run:\n\n```\nn_drafted = 96\n```\n"
    assert {c.mode for c in extract_claims(apart, vocab)} == {None}


def test_llama_bench_cache_type_is_no_model_precision(vocab: Vocabulary) -> None:
    """``type_k`` / ``type_v`` give the KV cache's type; the model's own stays its precision."""
    record = (
        '{"model_type": "qwen2 1.5B Q8_0", "n_prompt": 0, "n_gen": 32, "type_k": "f16", '
        '"type_v": "f16", "avg_ns": 400000000, "avg_ts": 80.25}'
    )
    text = "llama-bench -o jsonl:\n\n```\n" + record + "\n```\n"
    assert [(c.value, c.precision) for c in extract_claims(text, vocab)] == [(80.25, "Q8_0")]
    csv = (
        "llama-bench -o csv:\n\n```\n"
        "build_commit,model_type,n_prompt,n_gen,type_k,type_v,avg_ns,avg_ts\n"
        '"1a2b3c4","qwen2 1.5B Q8_0",0,32,f16,q8_0,400000000,80.25\n```\n'
    )
    assert [(c.value, c.precision) for c in extract_claims(csv, vocab)] == [(80.25, "Q8_0")]
