"""An ingested result notifies once, over loopback: the figure, its setup and the claim
verdicts it changed, to Slack and to the signed webhook, however often it is ingested."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from opshelp import watcher, watcher_env

from watcher.signing import verify

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.bench.test_ingest import result_doc

SECRET = "ingest-test-key"


def _result_4090() -> dict[str, Any]:
    """llama.cpp AR on one RTX 4090 at 205 tok/s: inside the curated 202-211 claim."""
    doc = result_doc("J-4090")
    doc["engine"].update(version="v0.9.0", commit=None)
    doc["model"].update(name="Clover-35B-A3B", quantization="Q4_0")
    doc["hardware"].update(gpu="NVIDIA GeForce RTX 4090", gpu_count=1, gpu_memory_mib=24564)
    doc["hardware"]["note"] = None
    doc["metrics"]["decode_tok_s"] = {
        "min": 203.0,
        "median": 205.0,
        "max": 207.0,
        "runs": [203.0, 205.0, 207.0],
    }
    return doc


def test_ingested_result_notifies_once(scenario_github, sink, tmp_path) -> None:
    env = watcher_env(
        tmp_path,
        scenario_github,
        SLACK_WEBHOOK_URL=sink.url,
        WATCHER_WEBHOOK_URL=sink.url.replace("/slack", "/hook"),
        WATCHER_WEBHOOK_SECRET=SECRET,
    )
    assert watcher("init", cwd=tmp_path, env=env).returncode == 0
    assert watcher("run", "--once", cwd=tmp_path, env=env).returncode == 0  # the baseline
    before = len(sink.posts)
    path = tmp_path / "result.json"
    path.write_text(json.dumps(_result_4090()), encoding="utf-8")
    for _ in range(2):  # the second ingest is a no-op: no second notification
        out = watcher("bench", "ingest", str(path), cwd=tmp_path, env=env)
        assert out.returncode == 0, out.stderr
    for _ in range(2):
        out = watcher("run", "--once", cwd=tmp_path, env=env)
        assert out.returncode == 0, out.stderr
    new = sink.posts[before:]
    slack = [p for p in new if p["path"] == "/slack"]
    hooks = [p for p in new if p["path"] == "/hook"]
    assert len(slack) == 1 and len(hooks) == 1, new

    text = json.dumps(slack[0]["body"], ensure_ascii=False)
    assert "Benchmark result: job J-4090" in text
    assert "205.0 tok/s median (203.0–207.0 over 3 runs)" in text
    setup = (
        "Clover-35B-A3B, llama.cpp v0.9.0, AR mode, 1× NVIDIA GeForce RTX 4090, Q4_0, "
        "one request at a time"
    )
    assert setup in text
    assert "consistent" in text and "was not yet measured" in text

    hook = hooks[0]
    raw = json.dumps(hook["body"], sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    headers = {k.lower(): v for k, v in hook["headers"].items()}
    stamp, signature = headers["x-watcher-timestamp"], headers["x-watcher-signature-256"]
    assert verify(SECRET, stamp, raw.encode(), signature, now=time.time())
    body = hook["body"]
    assert body["idempotency_key"] == headers["idempotency-key"]
    assert body["event"]["type"] == "result_ingested" and body["event"]["job_id"] == "J-4090"
    assert body["measurement"]["metrics"]["decode_tok_s"]["median"] == 205.0
    assert body["claims"], "the result changed no verdict"
    decode = next(c for c in body["claims"] if c.get("metric") == "decode_tok_s")
    assert decode["verdict_before"]["verdict"] == "not yet measured"
    assert decode["verdict"]["verdict"] == "consistent"
