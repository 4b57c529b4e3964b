"""Times of one part of a decoding step are no step's latency.

LABELLING keeps kernel-level figures and a primitive's cost out: a kernel's time per step, a
profiler's op, the host's loop, a selection's or a checkpoint's cost. The step's own time
beside them, and a run whose change is a kernel, stay.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_kernel_rows_are_not_the_step_row(vocab: Vocabulary) -> None:
    text = (
        "SGLang on one H200:\n\n"
        "| Metric | no early exit | early exit |\n"
        "|---|---|---|\n"
        "| GPU kernel time per decode step | 39.99 ms | 29.09 ms |\n"
        "| `_fp4_index_logits_kernel`/step | 11.55 ms | 0.58 ms |\n"
        "| TPOT | 42.3 ms | 31.6 ms |\n"
    )
    assert _read(text, vocab) == [(31.6, "tpot"), (42.3, "tpot")]


def test_host_loop_clause_is_not_the_step_clause(vocab: Vocabulary) -> None:
    text = (
        "On the RTX 4090: decode GPU span ~21.6 → ~19.7 ms/token; per-token host loop ~9 → ~0.5 ms."
    )
    assert _read(text, vocab) == [(19.7, "tpot"), (21.6, "tpot")]


def test_profiler_and_cost_figures_are_parts(vocab: Vocabulary) -> None:
    text = (
        "- `nsys` decode profile on the H100 confirms GDR at 0.33ms/step (was 0.78ms)\n"
        "- On the M3 Max, selection cost 18.7ms→4.0ms/token at 200k context.\n"
        "- That triggered a full state checkpoint save every speculative step — measured"
        " **14.96 ms/step** on the RTX 3090.\n"
    )
    assert _read(text, vocab) == []


def test_a_run_whose_change_is_a_kernel_stays(vocab: Vocabulary) -> None:
    text = "With the new fused kernel, vLLM on the H100 decodes at 12 ms/token."
    assert _read(text, vocab) == [(12.0, "tpot")]


def test_a_cold_start_row_is_loading_not_a_run(vocab: Vocabulary) -> None:
    text = (
        "vLLM and SGLang on 8x H20:\n\n"
        "| Metric | vLLM | SGLang |\n"
        "|---|---|---|\n"
        "| Cold start latency | 120 ms | 350 ms |\n"
        "| TTFT | 50 ms | 60 ms |\n"
    )
    assert _read(text, vocab) == [(50.0, "ttft"), (60.0, "ttft")]


def test_a_first_token_from_a_cold_start_stays(vocab: Vocabulary) -> None:
    text = "From a cold start, vLLM on the H100 returns the first token in 2.3 s."
    assert _read(text, vocab) == [(2.3, "ttft")]


def test_koboldcpp_phase_times_are_parts_of_the_request(vocab: Vocabulary) -> None:
    text = (
        "KoboldCpp 1.30 on the RTX 3060:\n"
        "Time Taken - Processing:33.8s (189ms/T), Generation:46.4s (290ms/T),"
        " Total:80.2s (2.0T/s)\n"
    )
    assert _read(text, vocab) == [
        (2.0, "total_tok_s"),
        (80.2, "e2e_latency"),
        (290.0, "tpot"),
    ]
