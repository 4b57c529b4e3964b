"""Tables written the other way round: the rewrite ``table-transposed`` and the reader on it.

Writers lay one comparison out either way: engines across the top and metrics down the side,
or the reverse. Reading rules §2: a cell's setup comes from its row and its column header, so
a grid of figures between two sets of names reads the same turned round. The rewrite
(``benchmarks/perturb_tables.py``) turns only such grids; a record table, whose setup sits in
a body column, is left as written.
"""

from __future__ import annotations

from tests.helpers import load_benchmark
from watcher.claims import extract_claims
from watcher.claims.metric_row_grid import names_setups_across
from watcher.rules import Vocabulary

transposed = load_benchmark("perturb_tables").table_transposed

# ------------------------------------------------------------------------------ the rewrite


def test_a_grid_of_engines_by_metric_is_turned_round() -> None:
    text = "On one H100:\n\n| | H100 tok/s |\n|---|---|\n| vLLM | 1250 |\n| SGLang | 980 |\n"
    assert transposed(text) == (
        "On one H100:\n\n|  | vLLM | SGLang |\n|---|---|---|\n| H100 tok/s | 1250 | 980 |\n"
    )


def test_turning_twice_gives_the_table_back() -> None:
    text = (
        "| Engine | Decode tok/s | TTFT ms |\n|---|---|---|\n"
        "| vLLM | 95 | 41 |\n| SGLang | 102 | 38 |"
    )
    assert transposed(transposed(text)) == text


def test_a_record_table_with_a_setup_column_is_left_alone() -> None:
    text = "| Engine | GPU | tok/s |\n|---|---|---|\n| vLLM | H100 | 95 |\n| SGLang | A100 | 60 |"
    assert transposed(text) == text


def test_a_first_column_naming_a_card_twice_is_left_alone() -> None:
    text = "| GPU | Cards | tok/s |\n|---|---|---|\n| H100 | 1 | 95 |\n| H100 | 2 | 180 |"
    assert transposed(text) == text


def test_a_first_column_of_figures_is_left_alone() -> None:
    text = "| Batch, len | ORT | Torch |\n|---|---|---|\n| 1, 16 | 134 | 25 |\n| 4, 16 | 52 | 10 |"
    assert transposed(text) == text


def test_a_notes_column_is_left_alone() -> None:
    text = "| Engine | tok/s | Note |\n|---|---|---|\n| vLLM | 95 | eager |\n| SGL | 99 | fast |"
    assert transposed(text) == text


def test_a_table_in_code_or_wider_than_eight_columns_turned_is_left_alone() -> None:
    fenced = "```\n| | A | B |\n|---|---|---|\n| x | 1 | 2 |\n```"
    assert transposed(fenced) == fenced
    tall = "| Model | tok/s |\n|---|---|\n" + "\n".join(f"| m{k} | {k} |" for k in range(8))
    assert transposed(tall) == tall


# ----------------------------------------------------- the reader: a metric named by the row


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]


def test_latency_rows_under_engines_across_are_read(vocab: Vocabulary) -> None:
    text = (
        "Serving Llama-3-8B on one H100, 64 users:\n\n"
        "| backend | vLLM | SGLang |\n|---|---|---|\n"
        "| TTFT p50 | 31.5 | 27.2 |\n| TPOT p50 | 9.8 | 8.9 |\n"
    )
    got = _read(text, vocab)
    assert (31.5, "ttft", "vllm") in got and (27.2, "ttft", "sglang") in got
    assert (9.8, "tpot", "vllm") in got and (8.9, "tpot", "sglang") in got


def test_latency_rows_under_cards_across_are_read(vocab: Vocabulary) -> None:
    text = (
        "Llama-3.1-70B FP8 on vLLM, 16 users:\n\n"
        "| | H100 | MI300X |\n|---|---|---|\n"
        "| ITL p99 | 14.1 | 16.0 |\n| E2E latency | 5120 | 5630 |\n"
    )
    got = [(v, m) for v, m, _ in _read(text, vocab)]
    assert got == [(14.1, "tpot"), (16.0, "tpot"), (5120.0, "e2e_latency"), (5630.0, "e2e_latency")]


def test_a_phase_named_alone_in_a_row_gives_no_unit(vocab: Vocabulary) -> None:
    # "Decode" alone names a unit only as a column's header (test_reading_classes pins it)
    text = "| | llama.cpp | Ollama |\n|---|---|---|\n| Decode | 142 | 131 |\n"
    assert _read(text, vocab) == []


def test_a_rate_row_takes_the_caption_phase_as_a_column_would(vocab: Vocabulary) -> None:
    # a row's unit in its label ("Before tok/s") and the phase in the caption above: the row
    # is the transposed table's header, so the caption's phase is its figures' as it is a
    # column's ("| Model | Before tok/s |" under the same caption reads prefill)
    text = (
        "Prompt processing, 4096-token prompt, M2 Ultra:\n\n"
        "| Model | Llama-3-8B | Qwen2-7B |\n|---|---|---|\n"
        "| Before tok/s | 1510.2 | 1622.4 |\n| After tok/s | 1804.9 | 1931.0 |\n"
    )
    got = [(v, m) for v, m, _ in _read(text, vocab)]
    assert got == [
        (1510.2, "prefill_tok_s"),
        (1622.4, "prefill_tok_s"),
        (1804.9, "prefill_tok_s"),
        (1931.0, "prefill_tok_s"),
    ]


def test_a_latency_row_beside_a_notes_cell_stays_unread(vocab: Vocabulary) -> None:
    # "TTFT" beside a note is no metric row: its numbers may be seconds, deltas or anything
    text = "| backend | vLLM | SGLang |\n|---|---|---|\n| TTFT | 31.5 | see below |\n"
    assert not [c for c in _read(text, vocab) if c[1] == "ttft"]


def test_a_latency_named_alone_under_unnamed_runs_stays_unread(vocab: Vocabulary) -> None:
    # "config 1" names no engine, card, precision or method: nothing says the row is a run's
    # TTFT in ms rather than a count or seconds, so the metric named alone gives no unit
    text = "| | config 1 | config 2 |\n|---|---|---|\n| TTFT p50 | 31 | 27 |\n"
    assert _read(text, vocab) == []


def test_only_a_header_of_setups_lets_its_rows_name_the_metric() -> None:
    # a header naming a metric or unit anywhere after the corner is the ordinary layout: its
    # rows name runs, and a row called "TTFT" there is no header turned round
    assert names_setups_across(["backend", "vLLM", "SGLang"])
    assert names_setups_across(["**Benchmark**", "**mtbench**", "**gsm8k**"])
    assert not names_setups_across(["run", "vLLM", "tok/s"])
    assert not names_setups_across(["Model", "Decode", "Speedup"])
    assert not names_setups_across(["Model", "vLLM", ""])


# ------------------------------------------- rows of a turned table read as columns are read


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.mode) for c in extract_claims(text, vocab)]


def test_a_row_named_with_its_prefill_length_keeps_the_decode_phase(vocab: Vocabulary) -> None:
    # "(64k prefill)" in a row's name is the row's workload, as it is in a column's header
    text = (
        "Qwen3-32B on 2x RTX 3090, MTP on:\n\n"
        "| run | mean speed | peak speed |\n|---|---|---|\n"
        "| short chat | 61.2 t/s | 80.4 t/s |\n| agent loop (64k prefill) | 44.9 t/s | 58.0 t/s |\n"
    )
    got = _modes(text, vocab)
    assert [m for _v, m, _ in got] == ["decode_tok_s"] * 4


def test_a_row_named_prefill_still_reads_prefill(vocab: Vocabulary) -> None:
    text = (
        "Llama-3-8B on an M2 Max:\n\n| | llama.cpp | MLX |\n|---|---|---|\n"
        "| prefill | 612.5 t/s | 701.3 t/s |\n| decode | 41.0 t/s | 48.2 t/s |\n"
    )
    metrics = [m for _v, m, _ in _modes(text, vocab)]
    assert metrics == ["prefill_tok_s", "prefill_tok_s", "decode_tok_s", "decode_tok_s"]


def test_a_baseline_row_with_its_unit_is_the_plain_run(vocab: Vocabulary) -> None:
    text = (
        "EAGLE3 draft head for Llama-3.1-70B, one request at a time on 4x H100:\n\n"
        "| Dataset | GSM8K | MT-Bench |\n|---|---|---|\n"
        "| Baseline (tok/s) | 48.1 | 47.6 |\n| EAGLE3 (tok/s) | 121.7 | 98.3 |\n"
        "| Speedup | 2.53x | 2.07x |\n"
    )
    got = _modes(text, vocab)
    assert (48.1, "decode_tok_s", "ar") in got and (47.6, "decode_tok_s", "ar") in got
    assert (121.7, "decode_tok_s", "eagle") in got


def test_a_speedup_row_under_a_plain_row_is_the_one_method_s(vocab: Vocabulary) -> None:
    text = (
        "Vicuna-7B, one A100, batch 1:\n\n"
        "| | chat | code |\n|---|---|---|\n"
        "| Baseline | 38.2 | 37.9 |\n| Medusa | 81.0 | 92.4 |\n| Speedup | 2.12x | 2.44x |\n"
    )
    got = _modes(text, vocab)
    assert (2.12, "speedup", "medusa") in got and (2.44, "speedup", "medusa") in got


def test_a_speedup_row_under_two_methods_names_neither(vocab: Vocabulary) -> None:
    text = (
        "Vicuna-7B, one A100, batch 1:\n\n"
        "| | chat | code |\n|---|---|---|\n"
        "| Baseline | 38.2 | 37.9 |\n| Medusa | 81.0 | 92.4 |\n| EAGLE | 95.1 | 99.0 |\n"
        "| Speedup | 2.49x | 2.61x |\n"
    )
    got = _modes(text, vocab)
    assert not [c for c in got if c[1] == "speedup" and c[2] is not None]


def test_a_question_set_latency_row_is_no_request_latency(vocab: Vocabulary) -> None:
    # the set's whole latency beside its question count, turned round: a run's duration
    text = (
        "EAGLE3 on Qwen3-8B, SGLang, TP1 on one H20:\n\n"
        "| Benchmark | gsm8k | humaneval |\n|---|---|---|\n"
        "| Latency (ms) | 137.10 | 309.11 |\n| Throughput (tok/s) | 234.18 | 304.63 |\n"
        "| Num Questions | 200 | 164 |\n"
    )
    got = _modes(text, vocab)
    assert not [c for c in got if c[1] == "e2e_latency"]
    assert (234.18, "decode_tok_s", "eagle") in got


def test_a_latency_row_without_a_question_set_is_read(vocab: Vocabulary) -> None:
    text = (
        "SGLang on one H20, single request:\n\n"
        "| | Qwen3-8B | Qwen3-14B |\n|---|---|---|\n"
        "| Latency (ms) | 137.10 | 309.11 |\n| Throughput (tok/s) | 234.18 | 204.63 |\n"
    )
    assert (137.1, "e2e_latency", None) in _modes(text, vocab)


# ------------------------------------- a reading row takes the unit of the rate row above it


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_peak_row_takes_the_rate_row_s_unit(vocab: Vocabulary) -> None:
    text = (
        "Gemma-3-4B Q4_K_M on a Pixel 9:\n\n| | llama.cpp | MLC |\n|---|---|---|\n"
        "| Mean tok/s | 14.2 | 16.8 |\n| Peak | 17.9 | 19.5 |\n"
    )
    assert (17.9, "decode_tok_s") in _values(text, vocab)
    assert (19.5, "decode_tok_s") in _values(text, vocab)


def test_a_sustained_row_takes_the_burst_row_s_unit(vocab: Vocabulary) -> None:
    text = (
        "Phi-4-mini on an iPhone 16 Pro, decode:\n\n| Runtime | CoreML | MLX |\n|---|---|---|\n"
        "| Burst tok/s | 31 | 45 |\n| Sustained (15 min) | 24 | 19 |\n"
    )
    assert (24.0, "decode_tok_s") in _values(text, vocab)
    assert (19.0, "decode_tok_s") in _values(text, vocab)


def test_a_reported_row_takes_the_measured_row_s_unit(vocab: Vocabulary) -> None:
    text = (
        "Llama-3.1-8B on one L4, our rerun:\n\n| | vLLM | TGI |\n|---|---|---|\n"
        "| measured t/s | 71.5 | 64.0 |\n| reported | 75.0 | 66.2 |\n"
    )
    assert (75.0, "decode_tok_s") in _values(text, vocab)


def test_a_stdev_or_a_far_off_row_takes_no_unit(vocab: Vocabulary) -> None:
    text = (
        "Gemma-3-4B Q4_K_M on a Pixel 9:\n\n| | llama.cpp | MLC |\n|---|---|---|\n"
        "| Mean tok/s | 14.2 | 16.8 |\n| Peak stdev | 1.9 | 2.5 |\n| Peak | 171.0 | 190.0 |\n"
    )
    values = [v for v, _m in _values(text, vocab)]
    assert values == [14.2, 16.8]
