"""Report assembly from plain data: standings kept apart, stable order, windows."""

from __future__ import annotations

import random

from tests.report import scenario
from watcher.report.assemble import ReportInput, assemble, fmt_context, fmt_num, fmt_range
from watcher.report.render import render_markdown, render_svg


def test_three_standings_are_kept_apart() -> None:
    """Measured results, checkable claims and unverifiable claims land in their own lists."""
    r = assemble(scenario.scenario_input())
    assert [m.job_id for m in r.measured] == ["clover-llama-ar-4090-v0.9.0"]
    assert [f.job_id for f in r.failed] == ["clover-llama-ar-4090-v0.9.0-unfixed"]
    assert {c.standing for c in r.checkable} == {"reported"}
    assert {c.standing for c in r.unverifiable} == {"unverifiable"}
    assert sorted(c.figure for c in r.unverifiable) == ["515 tok/s", "680 tok/s", "69 GB"]


def test_unverifiable_never_in_measured_series_or_comparison() -> None:
    """The chart's measured bars are our results only; the comparison has no unverifiable."""
    r = assemble(scenario.scenario_input())
    measured = [b for b in r.bars if b.kind == "measured"]
    assert [b.value for b in measured] == [206.4]
    assert {b.value for b in r.bars if b.kind == "unverifiable"} == {515.0, 680.0}
    assert all("515" not in row.throughput and "680" not in row.throughput for row in r.comparison)
    assert not any("unverifiable" in row.standing for row in r.comparison)


def test_failed_run_keeps_the_engines_message() -> None:
    """The model-load failure is reported with the engine's words and no fix applied."""
    r = assemble(scenario.scenario_input())
    (failed,) = r.failed
    assert failed.kind == "model_load"
    assert "key not found in model: clover_moe.expert_shared_count" in failed.message
    assert failed.fixups == "none"
    assert r.measured[0].fixups == "clover_moe.expert_shared_count = 1"


def test_measured_row_figures() -> None:
    """min–median–max, runs, first-token range and headroom on the card."""
    (m,) = assemble(scenario.scenario_input()).measured
    assert m.decode == "202.3 – 206.4 – 211.0"
    assert m.runs == 5
    assert m.ttft == "0.13–0.31 s"
    assert m.memory == "21,924 of 24,564 MiB (2,640 MiB free, 10.7%)"
    assert m.context == "128K"


def test_card_memory_from_vocabulary_when_result_lacks_it() -> None:
    """A result without gpu_memory_mib takes the card size from the vocabulary."""
    doc = dict(scenario.MEASURED["document"])
    doc["hardware"] = {"gpu": "NVIDIA GeForce RTX 4090", "gpu_count": 1}
    r = assemble(scenario.scenario_input(results=[{"document": doc, "source": None}]))
    assert r.measured[0].memory.startswith("21,924 of 24,564 MiB")


def test_verdicts_attach_to_checkable_claims_only() -> None:
    """Checkable claims carry verdict and ratio; unverifiable ones never do."""
    r = assemble(scenario.scenario_input())
    by_fig = {c.figure: c for c in r.checkable}
    assert by_fig["202–211 tok/s"].verdict == "consistent"
    assert by_fig["202–211 tok/s"].ratio == "1.00×"
    assert by_fig["453.59 tok/s"].verdict == "not yet measured"
    assert all(c.verdict == "" for c in r.unverifiable)


def test_lower_and_higher_verdicts_show_ratio() -> None:
    """measured lower / higher verdicts keep their ratio."""
    verdicts = list(scenario.VERDICTS)
    verdicts[0] = {"verdict": "measured lower", "ratio": 0.81, "measurement": "j", "reason": ""}
    verdicts[3] = {"verdict": "measured higher", "ratio": 1.2, "measurement": "k", "reason": ""}
    r = assemble(scenario.scenario_input(verdicts=verdicts))
    got = {c.figure: (c.verdict, c.ratio) for c in r.checkable}
    assert got["202–211 tok/s"] == ("measured lower", "0.81×")
    assert got["453.59 tok/s"] == ("measured higher", "1.20×")


def test_order_does_not_depend_on_input_order() -> None:
    """Shuffled inputs assemble to an equal report."""
    base = assemble(scenario.scenario_input())
    rng = random.Random(7)
    pairs = list(zip(scenario.CLAIMS, scenario.VERDICTS, strict=True))
    rng.shuffle(pairs)
    events = list(scenario.EVENTS)
    rng.shuffle(events)
    shuffled = assemble(
        scenario.scenario_input(
            claims=[p[0] for p in pairs],
            verdicts=[p[1] for p in pairs],
            events=events,
            prs=list(reversed(scenario.PRS)),
            results=[scenario.MEASURED, scenario.FAILED],
        )
    )
    assert shuffled == base


def test_changes_window() -> None:
    """Only events after since_event_id are changes; through is the newest id."""
    r = assemble(scenario.scenario_input(since_event_id=3))
    assert [c.id for c in r.changes] == [4, 5]
    assert r.through_event_id == 5
    assert r.changes[0].ref == "ggml-org/llama.cpp@1.0.0"


def test_many_changes_are_capped() -> None:
    """More than MAX_CHANGES new events: the newest are shown, the rest counted."""
    events = [dict(scenario.EVENTS[0], id=i, key=f"k{i}") for i in range(1, 46)]
    r = assemble(scenario.scenario_input(events=events))
    assert len(r.changes) == 30 and r.changes_left_off == 15
    assert r.changes[-1].id == 45


def test_advanced_path_status() -> None:
    """The self-speculative path is 'no' while #46927 is open, 'yes' once released."""
    r = assemble(scenario.scenario_input())
    assert r.advanced_status.startswith("no — sgl-project/sglang#46927 open, awaiting review")
    prs = [
        dict(
            scenario.PRS[1],
            state="closed",
            merged=True,
            merged_at="2026-12-01T00:00:00Z",
            approved=True,
            released_in="v0.6.0",
        )
    ]
    r = assemble(scenario.scenario_input(prs=prs))
    assert r.advanced_status == "yes — sgl-project/sglang#46927 in v0.6.0"
    r = assemble(scenario.scenario_input(prs=[]))
    assert r.advanced_status.startswith("no — no matching pull request")


def test_formatting_helpers() -> None:
    """Numbers, ranges and context lengths format stably."""
    assert fmt_num(21924.0, 0) == "21,924"
    assert fmt_num(453.59, 2) == "453.59"
    assert fmt_num(211.0, 1, strip=False) == "211.0"
    assert fmt_num(None) == "—"
    assert fmt_num(float("nan")) == "—"
    assert fmt_range(202, 211) == "202–211"
    assert fmt_range(5, 5) == "5"
    assert fmt_context(131072) == "128K" and fmt_context(5000) == "5,000"


# ---------------------------------------------------------- one vocabulary, decode only


def test_every_metric_the_extractor_emits_has_a_label() -> None:
    """The report's labels are keyed to ``watcher.claims`` metric names, not its own."""
    from watcher.claims.models import METRICS
    from watcher.report.assemble import METRIC_LABELS

    assert set(METRICS) <= set(METRIC_LABELS)
    assert {c["metric"] for c in scenario.CLAIMS} <= set(METRICS)


def _extract(text: str) -> list[dict[str, object]]:
    from watcher.claims import extract_claims
    from watcher.rules import load_rules

    vocabulary = load_rules(scenario.RULES_DIR).vocabulary
    return [c.to_json() for c in extract_claims(text, vocabulary, source="sgl-project/sglang#1")]


def test_prefill_and_total_throughput_stay_out_of_the_decode_figures() -> None:
    """Comparison table and decode chart hold decode figures only."""
    claims = _extract(
        "With SGLang in self-speculative mode on 1x H200, one request at a time, prefill "
        "reaches 12,400 tok/s and total throughput 3,100 tok/s; decode runs at 450 tok/s."
    )
    assert [c["metric"] for c in claims] == ["prefill_tok_s", "total_tok_s", "decode_tok_s"]
    r = assemble(scenario.scenario_input(results=[], claims=claims, verdicts=[]))
    assert len(r.checkable) == 3  # all three are listed as claims ...
    assert [b.text for b in r.bars] == ["450 tok/s"]  # ... only decode is charted
    assert [row.throughput for row in r.comparison] == ["450 tok/s"]
    labels = {c.metric: c for c in r.checkable}
    md = render_markdown(r)
    assert "12,400 tok/s (prefill)" in md and "3,100 tok/s (total throughput)" in md
    assert labels["prefill_tok_s"].decode is False


def test_chart_shows_only_the_gpu_count_a_claim_states() -> None:
    """680 tok/s on GB300 states no count: no "1×" is made up for it."""
    r = assemble(scenario.scenario_input())
    [gb300] = [b for b in r.bars if "GB300" in b.label]
    assert "×" not in gb300.label
    [h200] = [b for b in r.bars if "515" in b.text]
    assert "1× H200" in h200.label


# ------------------------------------------------------------------------- demo data


def _demo_input() -> ReportInput:
    doc = dict(scenario.MEASURED["document"], demo=True, job_id="demo-job")
    verdicts = list(scenario.VERDICTS)
    verdicts[0] = dict(verdicts[0] or {}, measurement="demo-job")
    return scenario.scenario_input(results=[{"document": doc, "source": None}], verdicts=verdicts)


def test_every_figure_from_demo_data_says_so() -> None:
    """Headline, measured row, verdict, ratio, comparison rows and bar all say DEMO."""
    r = assemble(_demo_input())
    assert r.demo and r.headline.startswith("DEMO REPORT")
    [m] = r.measured
    assert m.demo and m.setup.startswith("DEMO DATA")
    decode = next(c for c in r.checkable if c.metric == "decode_tok_s" and c.value_min)
    assert "DEMO" in decode.verdict and decode.ratio.startswith("DEMO")
    assert decode.demo
    rows = [row for row in r.comparison if "DEMO" in row.standing]
    assert len(rows) == 2  # our (demo) row and the claim checked against it
    assert rows[0].throughput.startswith("DEMO ")
    [bar] = [b for b in r.bars if b.kind == "demo"]
    assert bar.label.startswith("DEMO") and bar.text.startswith("DEMO")
    assert not [b for b in r.bars if b.kind == "measured"]
    md = render_markdown(r, chart_href="c.svg")
    row = next(ln for ln in md.splitlines() if ln.startswith("| DEMO DATA"))
    assert row.count("DEMO") >= 4  # setup, decode, first token, memory
    svg = render_svg(r)
    assert "DEMO DATA from a stand-in" in svg


def test_real_results_carry_no_demo_label() -> None:
    """Measurements stay unlabelled: DEMO marks demo data only."""
    r = assemble(scenario.scenario_input())
    assert not r.demo and "DEMO" not in render_markdown(r) + render_svg(r)


def test_a_peak_from_too_few_samples_is_marked() -> None:
    """The sampler's counts reach the page: a thinly sampled peak says so."""
    doc = dict(scenario.MEASURED["document"])
    doc["metrics"] = dict(
        doc["metrics"],
        gpu_memory_sampling={
            "samples": 2,
            "read_errors": 40,
            "interval_s": 0.05,
            "expected": 44,
            "too_few": True,
        },
    )
    [m] = assemble(scenario.scenario_input(results=[{"document": doc, "source": None}])).measured
    assert "peak from only 2 of ~44 samples (40 reads failed)" in m.memory
    [plain] = assemble(scenario.scenario_input()).measured
    assert "samples" not in plain.memory
