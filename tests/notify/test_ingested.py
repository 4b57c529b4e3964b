"""A stored result queues one notification: figure, setup and the verdicts it changed;
untrusted text in it is escaped like every other notification's."""

from __future__ import annotations

import copy
from typing import Any

from sqlmodel import select

from tests.bench.test_ingest import result_doc
from watcher.bench.ingest import ingest_result
from watcher.bench.result import parse_result
from watcher.claims.sources import store_seeds
from watcher.dispatch.job_result import ingest_result as dispatch_ingest
from watcher.notify.ingested import RESULT_EVENT, result_key
from watcher.notify.message import slack_body, webhook_body
from watcher.rules import Rules
from watcher.store import Outbox, Store


def result_4090(job_id: str = "J-4090", median: float = 205.0) -> dict[str, Any]:
    """llama.cpp AR on one RTX 4090: 205 tok/s sits inside the curated 202-211 claim."""
    doc = result_doc(job_id)
    doc["engine"].update(version="v0.9.0", commit=None)
    doc["model"].update(name="Clover-35B-A3B", quantization="Q4_0")
    doc["hardware"].update(gpu="NVIDIA GeForce RTX 4090", gpu_count=1, note=None)
    doc["metrics"]["decode_tok_s"] = {
        "min": median - 2,
        "median": median,
        "max": median + 2,
        "runs": [median - 2, median, median + 2],
    }
    return doc


def _rows(store: Store) -> list[Outbox]:
    with store.session() as s:
        return list(s.exec(select(Outbox).where(Outbox.event_key.startswith("result:"))).all())  # type: ignore[attr-defined]


def test_new_result_queues_one_row_per_target_with_changed_verdicts(
    store: Store, rules: Rules
) -> None:
    store_seeds(store, rules)
    with store.session() as s:
        ingest_result(s, result_4090(), source="r.json", rules=rules, now="2026-11-29T15:00:00Z")
        s.commit()
    with store.session() as s:  # the same document again: stored already, nothing queued
        ingest_result(s, result_4090(), source="r.json", rules=rules)
        s.commit()
    rows = _rows(store)
    assert sorted(r.target for r in rows) == ["slack", "webhook"]
    assert {r.key for r in rows} == {f"{result_key('J-4090')}:slack", "result:J-4090:webhook"}
    payload = rows[0].payload
    assert payload["event"]["type"] == RESULT_EVENT
    assert payload["measurement"]["job_id"] == "J-4090"
    decode = [c for c in payload["claims"] if c.get("metric") == "decode_tok_s"]
    assert len(decode) == 1
    assert decode[0]["verdict_before"]["verdict"] == "not yet measured"
    assert decode[0]["verdict"]["verdict"] == "consistent"

    # a second result that leaves the decode verdict as it was lists no decode claim
    with store.session() as s:
        ingest_result(s, result_4090("J-again", 206.0), source="r2.json", rules=rules)
        s.commit()
    again = [r for r in _rows(store) if r.event_key == "result:J-again"]
    assert len(again) == 2
    assert not [c for c in again[0].payload["claims"] if c.get("metric") == "decode_tok_s"]


def test_dispatch_path_notifies_too(store: Store, rules: Rules) -> None:
    """A job's result stored by the dispatcher goes through the same ingest: one row each."""
    store_seeds(store, rules)
    result = parse_result(result_4090("J-slurm"), where="slurm")
    for _ in range(2):
        with store.session() as s:
            dispatch_ingest(s, result, "slurm:42", rules)
            s.commit()
    assert sorted(r.target for r in _rows(store)) == ["slack", "webhook"]


def test_no_rules_no_notification(store: Store) -> None:
    with store.session() as s:
        ingest_result(s, result_4090(), source="r.json")
        s.commit()
    assert _rows(store) == []


HOSTILE = "<!channel> *bold* <https://evil.example|click> @here"


def test_untrusted_text_is_escaped() -> None:
    doc = copy.deepcopy(result_4090())
    doc["model"]["name"] = HOSTILE
    doc["engine"]["version"] = "1 <@U123>"
    claim = {
        "text": HOSTILE,
        "source": "<!everyone>",
        "standing": "claimed",
        "metric": "decode_tok_s",
        "value": 200.0,
        "unit": "tok/s",
        "engine": "llama.cpp",
        "mode": "ar",
        "verdict": {"verdict": "consistent", "ratio": 1.02},
        "verdict_before": {"verdict": "not yet measured"},
    }
    payload = {
        "event": {"key": "result:J", "type": RESULT_EVENT, "job_id": "J", "title": HOSTILE},
        "measurement": doc,
        "claims": [claim],
    }
    text = str(slack_body(payload))
    for raw in ("<!channel>", "<@U123>", "<!everyone>", "<https://evil"):
        assert raw not in text
    assert "&lt;!channel&gt;" in text and "was not yet measured" in text
    body = webhook_body("result:J:webhook", payload).decode()
    assert '"verdict_before":{"verdict":"not yet measured"}' in body  # JSON: data, as sent
