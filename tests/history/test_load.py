"""The ingest hook: a planted drop makes one event and its notifications; noise makes none."""

from __future__ import annotations

import json

from sqlmodel import col, select

from tests.helpers import add_finished_job
from tests.history import series_data as data
from watcher.bench.ingest import ingest_result
from watcher.history import load_series
from watcher.report.assemble import assemble
from watcher.report.load import load_input
from watcher.rules import Rules
from watcher.store import Event, Outbox, Store

# the history's own notifications (each stored result also queues one, keyed result:<job>)
HISTORY = ~col(Outbox.event_key).startswith("result:")


def ingest_plans(store: Store, rules: Rules) -> None:
    """Jobs, dates and every result of both plans, ingested one by one in version order."""
    data.seed_dates(store)
    for i, (job, tag, values) in enumerate(data.sglang_plan()):
        add_finished_job(
            store, job, "clover-sglang-selfspec-h200", "sglang", tag, "self-speculative"
        )
        with store.session() as s:
            ingest_result(
                s, data.sglang_doc(i, job, tag, values), source=f"{job}.json", rules=rules
            )
    for i, (job, sha, values) in enumerate(data.llama_plan()):
        add_finished_job(store, job, "clover-llama-ar-4090", "llama.cpp", sha, "ar")
        with store.session() as s:
            ingest_result(s, data.llama_doc(i, job, sha, values), source=f"{job}.json", rules=rules)


def test_planted_drop_makes_one_event_one_notification_per_target_and_a_report_line(
    any_store: Store, rules: Rules
) -> None:
    """8 releases with a 10% drop at v0.6.2 + 6 noisy commits: exactly one regression."""
    ingest_plans(any_store, rules)
    with any_store.session() as s:
        events = s.exec(select(Event).order_by(Event.id)).all()
        outbox = s.exec(select(Outbox).where(HISTORY).order_by(Outbox.id)).all()
        report = assemble(load_input(s, rules))
    assert [(e.type, e.tag) for e in events] == [("regression_detected", data.DROP_AT)]
    event = events[0]
    series = (
        "clover-sglang-selfspec-h200/sglang/self-speculative/clover-35b-a3b/bf16/1xnvidia-h200/c1"
    )
    assert event.key == f"{series}@v0.6.2:regression"
    payload = event.payload
    assert payload["baseline"]["ref"] == "v0.6.1"
    assert 0.85 < payload["ratio"] < 0.95
    assert payload["p_value"] < 0.05
    low, high = payload["interval"]
    assert low <= payload["ratio"] <= high
    assert sorted(o.key for o in outbox) == [f"{event.key}:slack", f"{event.key}:webhook"]
    assert all(o.payload["event"]["key"] == event.key for o in outbox)
    lines = [c for c in report.changes if c.type == "regression_detected"]
    assert len(lines) == 1
    assert "tok/s" in lines[0].title and "CI" in lines[0].title and "p =" in lines[0].title
    assert lines[0].ref == f"{series}@v0.6.2"


def test_reingest_and_second_pass_add_nothing(store: Store, rules: Rules) -> None:
    """Ingesting the same documents again (a retried download) records nothing new."""
    ingest_plans(store, rules)
    for i, (job, tag, values) in enumerate(data.sglang_plan()):
        with store.session() as s:
            ingest_result(s, data.sglang_doc(i, job, tag, values), source="again.json", rules=rules)
    with store.session() as s:
        assert len(s.exec(select(Event)).all()) == 1
        assert len(s.exec(select(Outbox).where(HISTORY)).all()) == 2


def test_pure_noise_series_make_no_event(store: Store, rules: Rules) -> None:
    """Ten seeds of both plans with no drop: no event at all."""
    for seed in range(10):
        with store.session() as s:
            for row in s.exec(select(Event)).all():
                s.delete(row)
        plan = data.sglang_plan(seed=seed, drop=0.0)
        for i, (job, tag, values) in enumerate(plan):
            job = f"{job}-s{seed}"
            add_finished_job(store, job, f"noise-{seed}", "sglang", tag, "self-speculative")
            with store.session() as s:
                ingest_result(s, data.sglang_doc(i, job, tag, values), rules=rules)
    with store.session() as s:
        assert s.exec(select(Event)).all() == []


def test_failed_and_suspect_runs_never_alarm(store: Store, rules: Rules) -> None:
    """A failed run and a 20%-lower run whose engine disagrees with the client: no event."""
    data.seed_dates(store)
    plan = data.sglang_plan()
    for i, (job, tag, values) in enumerate(plan[:3]):
        add_finished_job(store, job, "b", "sglang", tag, "self-speculative")
        with store.session() as s:
            ingest_result(s, data.sglang_doc(i, job, tag, values), rules=rules)
    failed = data.result_doc("job-failed", [], status="failed", version="0.5.9")
    add_finished_job(store, "job-failed", "b", "sglang", "v0.5.9", "self-speculative")
    low = [v * 0.8 for v in plan[4][2]]
    suspect = data.result_doc("job-suspect", low, version="0.6.0", server=[v * 1.2 for v in low])
    add_finished_job(store, "job-suspect", "b", "sglang", "v0.6.0", "self-speculative")
    with store.session() as s:
        ingest_result(s, failed, rules=rules)
        ingest_result(s, suspect, rules=rules)
    with store.session() as s:
        assert s.exec(select(Event)).all() == []
        (series,) = load_series(s, rules)
    by_job = {p.job_id: p for p in series.points}
    assert by_job["job-failed"].status == "failed" and by_job["job-failed"].median is None
    assert (
        by_job["job-suspect"].suspect is not None and "differ by" in by_job["job-suspect"].suspect
    )


def test_notify_off_records_the_event_without_outbox_rows(store: Store, rules: Rules) -> None:
    """verification.regression.notify: false keeps the event (report) and sends nothing."""
    quiet = rules.model_copy(
        update={
            "verification": rules.verification.model_copy(
                update={
                    "regression": rules.verification.regression.model_copy(update={"notify": False})
                }
            )
        }
    )
    ingest_plans(store, quiet)
    with store.session() as s:
        assert len(s.exec(select(Event)).all()) == 1
        assert s.exec(select(Outbox).where(HISTORY)).all() == []


def test_series_are_ordered_by_release_and_commit_dates(store: Store, rules: Rules) -> None:
    """Ingested out of order, points still follow the refs' dates."""
    data.seed_dates(store)
    plan = list(enumerate(data.sglang_plan()))
    for i, (job, tag, values) in reversed(plan):
        add_finished_job(store, job, "b", "sglang", tag, "self-speculative")
        with store.session() as s:
            ingest_result(s, data.sglang_doc(i, job, tag, values), rules=rules)
    with store.session() as s:
        (series,) = load_series(s, rules)
    assert [p.ref for p in series.points] == data.SGLANG_TAGS
    assert {p.dated_by for p in series.points} == {"release"}


def test_notification_carries_both_figures_ratio_and_confidence(store: Store, rules: Rules) -> None:
    """The Slack and webhook bodies of the regression name both medians, ratio, CI and p."""
    from watcher.notify.message import slack_body, webhook_body

    ingest_plans(store, rules)
    with store.session() as s:
        rows = {o.target: o for o in s.exec(select(Outbox).where(HISTORY)).all()}
    slack = json.dumps(slack_body(rows["slack"].payload), ensure_ascii=False)
    assert "Benchmark regression" in slack
    for part in ("455.0 → 402.2 tok/s", "0.88×", "95% CI", "p = 0.008"):
        assert part in slack, part
    hook = json.loads(webhook_body(rows["webhook"].key, rows["webhook"].payload))
    assert hook["event"]["type"] == "regression_detected"
    assert "0.88×" in json.dumps(hook, ensure_ascii=False)


def test_claim_consistent_then_measured_lower_is_one_event(store: Store, rules: Rules) -> None:
    """SGLang's 453.59 tok/s claim: consistent up to v0.6.1, measured lower at v0.6.2."""
    from watcher.claims.sources import sync

    sync(store, rules)
    ingest_plans(store, rules)
    with store.session() as s:
        events = s.exec(select(Event).where(Event.type == "claim_measured_lower")).all()
        outbox = s.exec(
            select(Outbox).where(col(Outbox.event_key).in_([e.key for e in events]))
        ).all()
    assert [e.tag for e in events] == ["v0.6.2"]
    (event,) = events
    assert event.payload["before"]["verdict"] == "consistent"
    assert event.payload["after"]["verdict"] == "measured lower"
    assert "453.59" in event.title and "v0.6.1" in event.title and "402.2" in event.title
    assert sorted(o.target for o in outbox) == ["slack", "webhook"]


def test_two_ingests_of_one_series_at_once_report_one_step(pg_store: Store, rules: Rules) -> None:
    """PostgreSQL: v0.6.3 ingested while v0.6.2 is uncommitted waits, then sees it: one event."""
    import threading

    data.seed_dates(pg_store)
    plan = data.sglang_plan()
    for i, (job, tag, values) in enumerate(plan):
        add_finished_job(pg_store, job, "b", "sglang", tag, "self-speculative")
        if i < 6:
            with pg_store.session() as s:
                ingest_result(s, data.sglang_doc(i, job, tag, values), rules=rules)
    done = threading.Event()

    def second() -> None:
        job, tag, values = plan[7]
        with pg_store.session() as s:
            ingest_result(s, data.sglang_doc(7, job, tag, values), rules=rules)
        done.set()

    with pg_store.session() as s:
        job, tag, values = plan[6]
        ingest_result(s, data.sglang_doc(6, job, tag, values), rules=rules)
        other = threading.Thread(target=second)
        other.start()
        assert not done.wait(2.0), "the second ingest did not wait for the first"
    other.join(60)
    assert done.is_set()
    with pg_store.session() as s:
        events = s.exec(select(Event)).all()
    assert [e.tag for e in events] == ["v0.6.2"]
