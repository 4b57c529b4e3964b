"""Verdicts: every outcome, matching rules, units and the hardware name mapping."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from watcher.bench.result import parse_result
from watcher.claims import Claim, check, classify, extract_claims
from watcher.rules import Rules
from watcher.rules.models import Verification

SGLANG_CLAIM = classify(
    Claim(
        text="453.59 tok/s on 1x H200",
        metric="decode_tok_s",
        value=453.59,
        unit="tok/s",
        engine="sglang",
        mode="self-speculative",
        hardware="H200",
        gpu_count=1,
        concurrency=1,
        source="sgl-project/sglang#46927",
    )
)


def result(
    job_id: str = "job-1",
    *,
    engine: str = "sglang",
    mode: str = "self-speculative",
    gpu: str | None = "NVIDIA H200",
    gpu_count: int | None = 1,
    quantization: str | None = "BF16",
    concurrency: int = 1,
    median: float = 450.0,
    ttft: float = 0.2,
    peak_mib: float | None = 90_000.0,
    status: str = "succeeded",
    finished_at: str = "2026-11-29T12:00:00Z",
) -> dict[str, Any]:
    """A valid watcher.bench-result/1 document (validated by parse_result)."""
    doc: dict[str, Any] = {
        "schema": "watcher.bench-result/1",
        "job_id": job_id,
        "status": status,
        "failure": None if status == "succeeded" else {"kind": "model_load", "message": "x"},
        "engine": {"name": engine, "version": "0.5.0", "commit": "abc1234", "mode": mode},
        "model": {
            "name": "Clover-35B-A3B",
            "file": None,
            "sha256": None,
            "quantization": quantization,
            "fixups": [],
        },
        "hardware": {
            "gpu": gpu,
            "gpu_count": gpu_count,
            "gpu_memory_mib": 143771,
            "driver": "560.35",
        },
        "settings": {
            "concurrency": concurrency,
            "prompt_tokens": 128,
            "max_tokens": 256,
            "context": None,
            "repeats": 5,
        },
        "metrics": {
            "decode_tok_s": {
                "min": median * 0.98,
                "median": median,
                "max": median * 1.02,
                "runs": [median * 0.98, median, median * 1.02],
            }
            if status == "succeeded"
            else None,
            "ttft_s": {"min": ttft, "median": ttft, "max": ttft, "runs": [ttft]},
            "peak_gpu_memory_mib": peak_mib,
        },
        "command": ["python3", "-m", "sglang.launch_server"],
        "started_at": "2026-11-29T11:00:00Z",
        "finished_at": finished_at,
    }
    parse_result(doc)  # the fixture is a real, valid result
    return doc


@pytest.mark.parametrize(
    ("measured", "verdict", "ratio"),
    [
        (453.59, "consistent", 1.0),
        (420.0, "consistent", 0.926),
        (300.0, "measured lower", 0.6614),
        (600.0, "measured higher", 1.3228),
    ],
)
def test_ratio_verdicts(rules: Rules, measured: float, verdict: str, ratio: float) -> None:
    """Measured/claimed within ±10% is consistent; outside it, lower or higher."""
    v = check(SGLANG_CLAIM, [result(median=measured)], rules)
    assert v.verdict == verdict
    assert v.ratio == pytest.approx(ratio, abs=1e-3)
    assert v.job_id == "job-1"
    assert v.candidates == ["clover-sglang-selfspec-h200"]


def test_tolerance_comes_from_rules(rules: Rules) -> None:
    """A tighter tolerance in the rules turns 0.93 into 'measured lower'."""
    strict = rules.model_copy(update={"verification": Verification(tolerance=0.05)})
    assert check(SGLANG_CLAIM, [result(median=420.0)], strict).verdict == "measured lower"


def test_not_yet_measured(rules: Rules) -> None:
    """A benchmark runs this setup but no result exists yet."""
    v = check(SGLANG_CLAIM, [], rules)
    assert v.verdict == "not yet measured"
    assert "clover-sglang-selfspec-h200" in v.reason
    assert v.ratio is None and v.job_id is None


def test_cannot_be_checked_on_gb300(rules: Rules) -> None:
    """No benchmark in the rules runs on GB300."""
    claim = SGLANG_CLAIM.with_(hardware="GB300")
    v = check(claim, [result()], rules)
    assert v.verdict == "cannot be checked here"
    assert "GB300" in v.reason


def test_unverifiable_claim_cannot_be_checked(rules: Rules) -> None:
    """A claim that names no engine and no mode has no setup to reproduce."""
    claim = extract_claims("DiffuSpace quotes 680 tok/s on GB300, uncompressed.", rules.vocabulary)[
        0
    ]
    v = check(claim, [result()], rules)
    assert v.verdict == "cannot be checked here"
    assert "engine" in v.reason and "mode" in v.reason


def test_speedup_cannot_be_checked(rules: Rules) -> None:
    """A relative figure has nothing absolute to compare with."""
    claim = SGLANG_CLAIM.with_(metric="speedup", value=2.0, unit="x", kind="speedup")
    assert check(claim, [result()], rules).verdict == "cannot be checked here"


def test_unmeasured_metric_cannot_be_checked(rules: Rules) -> None:
    """Prompt processing is not decode: we do not measure it."""
    claim = SGLANG_CLAIM.with_(metric="prefill_tok_s", value=5000.0)
    v = check(claim, [result()], rules)
    assert v.verdict == "cannot be checked here"
    assert "prefill_tok_s" in v.reason


@pytest.mark.parametrize(
    "changes",
    [
        {"engine": "llama.cpp"},
        {"mode": "ar"},
        {"gpu": "NVIDIA H100 80GB HBM3"},
        {"gpu": None},
        {"gpu_count": 2},
        {"gpu_count": None},
        {"concurrency": 8},
        {"status": "failed"},
    ],
)
def test_mismatched_measurements_never_match(rules: Rules, changes: dict[str, Any]) -> None:
    """Another engine, mode, GPU, count or load — or an unknown one — is not this claim's."""
    v = check(SGLANG_CLAIM, [result(**changes)], rules)
    assert v.verdict == "not yet measured"


def test_precision_must_agree_when_named(rules: Rules) -> None:
    """A claim naming FP8 does not match a BF16 run; 'uncompressed' matches BF16."""
    assert (
        check(SGLANG_CLAIM.with_(precision="FP8"), [result()], rules).verdict == "not yet measured"
    )
    assert (
        check(SGLANG_CLAIM.with_(precision="uncompressed"), [result(median=453.0)], rules).verdict
        == "consistent"
    )
    assert (
        check(SGLANG_CLAIM.with_(precision="FP8"), [result(quantization=None)], rules).verdict
        == "not yet measured"
    )


def test_unknowns_in_the_claim_are_stated(rules: Rules) -> None:
    """A claim that leaves precision unsaid may match, but the verdict says so."""
    v = check(SGLANG_CLAIM, [result(median=453.0)], rules)
    assert v.verdict == "consistent"
    assert v.assumed == ["precision: the claim does not say; measured BF16"]
    assert "assumed precision" in v.reason


def test_latest_matching_result_wins(rules: Rules) -> None:
    """With several matching results the latest finished one is used."""
    v = check(
        SGLANG_CLAIM,
        [
            result("old", median=300.0, finished_at="2026-11-28T00:00:00Z"),
            result("new", median=455.0, finished_at="2026-11-29T00:00:00Z"),
        ],
        rules,
    )
    assert (v.job_id, v.verdict) == ("new", "consistent")


def test_range_claim_and_ttft_and_memory_units(rules: Rules) -> None:
    """Ranges widen the band; TTFT in s or ms; memory converted to MiB."""
    claims = extract_claims(
        "On llama.cpp v0.9.0 in AR mode, Clover-35B-A3B Q4_0 ran at 202-211 tok/s on a single "
        "RTX 4090, one request at a time; first token took 0.13-0.31 s and the full 128K "
        "context peaked at 21,924 MiB.",
        rules.vocabulary,
    )
    doc = result(
        engine="llama.cpp",
        mode="ar",
        gpu="NVIDIA GeForce RTX 4090",
        quantization="Q4_0",
        median=214.0,
        ttft=0.5,
        peak_mib=21_900.0,
    )
    verdicts = [check(c, [doc], rules).verdict for c in claims]
    assert verdicts == ["consistent", "measured higher", "consistent"]
    ms = claims[1].with_(unit="ms", value=500.0, value_min=None, value_max=None)
    assert check(ms, [doc], rules).verdict == "consistent"


def test_accepts_validated_models(rules: Rules) -> None:
    """Measurements may be BenchResult models as well as dicts."""
    model = parse_result(copy.deepcopy(result(median=453.0)))
    assert check(SGLANG_CLAIM, [model], rules).verdict == "consistent"


def test_verdict_json_shape(rules: Rules) -> None:
    """Verdict JSON has verdict, ratio, job_id and reason."""
    data = check(SGLANG_CLAIM, [result()], rules).to_json()
    assert {"verdict", "ratio", "job_id", "reason"} <= set(data)
    assert data["measurement"] == data["job_id"] == "job-1"


def test_report_checker_runs_check_on_stored_json(rules: Rules) -> None:
    """The report's seam feeds stored claim JSON to check() and reads the verdict back."""
    from watcher.report.load import default_checker

    checker = default_checker()
    assert checker is not None
    stored = {**SGLANG_CLAIM.to_json(), "source_key": "rules", "id": 4}
    verdict = checker(stored, [result(median=453.0)], rules)
    assert verdict is not None
    assert (verdict["verdict"], verdict["measurement"]) == ("consistent", "job-1")


@pytest.mark.parametrize(
    ("run_mode", "verdict"),
    [
        ("EAGLE-3", "consistent"),  # the run's own spelling of the same mode
        ("mtp", "not yet measured"),
        ("speculative", "not yet measured"),
        ("medusa", "not yet measured"),
    ],
)
def test_drafting_modes_are_not_interchangeable(rules: Rules, run_mode: str, verdict: str) -> None:
    """An EAGLE-3 claim is never consistent with an MTP (or any other drafting) run."""
    name = "clover-sglang-selfspec-h200"
    benchmarks = {
        **rules.benchmarks,
        name: rules.benchmarks[name].model_copy(update={"mode": "eagle"}),
    }
    eagle_rules = rules.model_copy(update={"benchmarks": benchmarks})
    claim = SGLANG_CLAIM.with_(mode="eagle")
    assert check(claim, [result(mode=run_mode, median=453.0)], eagle_rules).verdict == verdict
