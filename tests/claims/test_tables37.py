"""Table columns whose cells carry no unit and whose header names the metric (reading rules
§4: a unit may sit only in a table header). A serving latency headed by the run's name
("Baseline TPOT", "k=1 TPOT", "SGLang TTFT") holds that run's milliseconds, as the metric's
name alone does; a column of a change, a goal or a count beside it stays unread. lmdeploy's
"FTL" (First Token Latency) names a time to first token (LABELLING: FTL(ave), FTL(min) and
FTL(max) are `ttft` in seconds); the lower-case letters and longer words holding them do not."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.column_units import column_unit
from watcher.claims.variant_latency import variant_latency
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_run_named_latency_columns_are_read(vocab: Vocabulary) -> None:
    text = (
        "Online serving of Qwen2-7B on one L40S:\n\n"
        "| Rate | Baseline TPOT | Ngram TPOT | Speedup |\n"
        "|---|---|---|---|\n"
        "| 2 | 41.2 | 30.7 | 1.34x |\n"
    )
    assert _read(text, vocab) == [(41.2, "tpot"), (30.7, "tpot"), (1.34, "speedup")]


def test_engine_named_ttft_columns_are_read(vocab: Vocabulary) -> None:
    text = (
        "Llama-3-8B, 32 concurrent users, one H100.\n\n"
        "| Prompt | vLLM TTFT | SGLang TTFT |\n"
        "|---|---|---|\n"
        "| short | 88 | 71 |\n"
        "| long | 412 | 350 |\n"
    )
    got = _read(text, vocab)
    assert (88.0, "ttft") in got and (71.0, "ttft") in got
    assert (412.0, "ttft") in got and (350.0, "ttft") in got


def test_setting_named_itl_columns_are_read(vocab: Vocabulary) -> None:
    text = "| Batch | k=2 ITL | k=4 ITL |\n|---|---|---|\n| 1 | 12.5 | 10.9 |\n"
    assert (12.5, "tpot") in _read(text, vocab) and (10.9, "tpot") in _read(text, vocab)


def test_ftl_columns_are_first_token_times(vocab: Vocabulary) -> None:
    text = (
        "| model | batch | FTL(ave)(s) | FTL(max)(s) |\n"
        "|---|---|---|---|\n"
        "| qwen-7b | 32 | 0.118 | 1.9 |\n"
    )
    assert _read(text, vocab) == [(0.118, "ttft"), (1.9, "ttft")]
    text = "| 模型 | 并发 | 平均FTL(s) |\n|---|---|---|\n| Qwen-14B | 64 | 0.41 |\n"
    assert _read(text, vocab) == [(0.41, "ttft")]


def test_change_or_goal_named_latency_columns_are_not_runs() -> None:
    for name in ("Δ TPOT", "Target TTFT", "SLO TPOT", "TTFT reduction", "Delta ITL", "% TTFT"):
        assert not variant_latency(name), name
    for name in ("Baseline TPOT", "k=1 TPOT", "vLLM 0.6 TTFT", "**EAGLE ITL**"):
        assert variant_latency(name), name
    assert column_unit("Target TTFT") is None
    assert column_unit("Requests TTFT") is None


def test_goal_and_count_latency_columns_give_no_figure(vocab: Vocabulary) -> None:
    text = "| Tier | Target TTFT | Target TPOT |\n|---|---|---|\n| interactive | 200 | 30 |\n"
    assert _read(text, vocab) == []
    text = "| Run | Samples TTFT |\n|---|---|\n| a | 500 |\n"
    assert _read(text, vocab) == []


def test_lower_case_ftl_is_no_first_token(vocab: Vocabulary) -> None:
    text = "| run | ftl | nftl |\n|---|---|---|\n| a | 0.4 | 0.7 |\n"
    assert all(m != "ttft" for _, m in _read(text, vocab))
    text = "The SSD's FTLs remap blocks in 3 ms, so page writes took 12 ms each."
    assert all(m != "ttft" for _, m in _read(text, vocab))
