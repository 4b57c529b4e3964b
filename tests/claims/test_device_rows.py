"""Table rows named for the device they ran on, and cells of percentage points.

A row labelled "CPU" under a column of token rates is the CPU's rate, as a row labelled
"GPU" or "RTX 3060" is; a count of CPUs ("CPUs", "#CPU") or threads is a setting. A cell
"<0.4 pp" (percentage points) beside a rate names no prompt processing: the row's rate
keeps the phase its header gives (reading rules §4). The tables are made up for the tests.
"""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab)}


def test_a_row_named_cpu_is_the_cpus_rate(vocab: Vocabulary) -> None:
    text = "# 推理速度\n\n| 设备 | 速度 token/s |\n|---|---|\n| CPU | 9 |\n| 4070 | 52 |\n"
    got = _by_value(text, vocab)
    assert got[9].metric == "decode_tok_s"
    assert got[52].metric == "decode_tok_s" and got[52].hardware == "RTX 4070"


def test_a_cpu_row_beside_its_name_and_times(vocab: Vocabulary) -> None:
    text = (
        "| Compute Type | Compute Name | Tokens/Sec | Total Time |\n"
        "|---|---|---|---|\n"
        "| CPU | Ryzen 9 7950X (16 core) | 6.40 | 402.7 |\n"
        "| GPU | RTX 4080 | 71.30 | 36.1 |\n"
    )
    got = _by_value(text, vocab)
    assert got[6.4].metric == "decode_tok_s"
    assert got[71.3].metric == "decode_tok_s" and got[71.3].hardware == "RTX 4080"


def test_counts_of_cpus_and_threads_stay_settings(vocab: Vocabulary) -> None:
    text = (
        "Generation speed (tok/s) by setup:\n\n"
        "| Board | CPUs | #CPU | Threads | Speed |\n"
        "|---|---|---|---|---|\n"
        "| Orange Pi 5 | 8 | 8 | 4 | 3.1 |\n"
    )
    got = _by_value(text, vocab)
    assert got[3.1].metric == "decode_tok_s"
    assert 8 not in got and 4 not in got


def test_percentage_points_in_a_row_name_no_prefill(vocab: Vocabulary) -> None:
    text = (
        "| Config | mean tok/s | stdev | match |\n"
        "|---|---:|---:|---|\n"
        "| baseline | 118.2 | 0.31 | <0.4 pp |\n"
        "| lookup k=8 | 94.6 | 0.12 | +1.5pp |\n"
    )
    got = _by_value(text, vocab)
    assert got[118.2].metric == "decode_tok_s"
    assert got[94.6].metric == "decode_tok_s"


def test_a_pp_test_name_is_still_prompt_processing(vocab: Vocabulary) -> None:
    text = "| test | t/s |\n|---|---|\n| pp512 | 2210.4 |\n| tg128 | 88.7 |\n"
    got = _by_value(text, vocab)
    assert got[2210.4].metric == "prefill_tok_s"
    assert got[88.7].metric == "decode_tok_s"
