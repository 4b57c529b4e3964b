"""As users run it: ``watcher run --once`` in fresh processes reads a Hub card named by
``HF_ENDPOINT``; the edit reaches Slack once; ``watcher sources`` shows the state."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.fakes.hub_api import FakeHub
from tests.fakes.scenario import CLOVER, edit_clover_card, seed_hub_scenario
from tests.ops.opshelp import Sink

REPO = Path(__file__).resolve().parents[2]
SOURCES = f"""\
sources:
  - name: clover-card
    kind: huggingface
    repo: {CLOVER}
    context: {{vendor: DiffuSpace}}
  - name: broken-page
    kind: page
    url: http://127.0.0.1:9/nothing-listens-here
"""


def watcher(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI in its own process."""
    return subprocess.run(
        [sys.executable, "-m", "watcher", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )


@pytest.mark.timeout(900)  # six CLI processes: about 75 s on a busy 2-core machine
def test_run_once_reads_the_card_and_notifies_the_edit_once(hub: FakeHub, tmp_path: Path) -> None:
    """Baseline run: no message; edit run: one Slack message; a broken source never stops it."""
    rules = tmp_path / "rules"
    rules.mkdir()
    shutil.copy(REPO / "rules" / "vocabulary.yaml", rules)
    (rules / "sources.yaml").write_text(SOURCES)
    sink = Sink()
    env: dict[str, Any] = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("HF_", "GITHUB_", "SLACK_"))},
        "WATCHER_DB": f"sqlite:///{tmp_path / 'w.db'}",
        "WATCHER_RULES": str(rules),
        "WATCHER_REPORT_PATH": str(tmp_path / "report.md"),
        "HF_ENDPOINT": hub.url,
        "HF_HOME": str(tmp_path / "hf-home"),
        "HF_HUB_DISABLE_TELEMETRY": "1",
        "SLACK_WEBHOOK_URL": sink.url,
    }
    try:
        seed_hub_scenario(hub)
        assert watcher(env, "init").returncode == 0
        first = watcher(env, "run", "--once")
        # the cycle ran to its end (the card was read, the report written); the broken source
        # is a failed step, which `run --once` reports with exit 1
        assert first.returncode == 1, first.stderr
        assert "step sources failed: failed 1" in first.stderr
        assert (tmp_path / "report.md").exists()
        assert sink.posts == []
        listed = json.loads(watcher(env, "sources", "--json").stdout)
        assert [(s["name"], s["state"]) for s in listed] == [
            ("clover-card", "ok"),
            ("broken-page", "failing"),
        ]
        assert "ConnectError" in listed[1]["error"]

        edit_clover_card(hub)
        second = watcher(env, "run", "--once")
        assert second.returncode == 0, second.stderr
        assert len(sink.posts) == 1
        text = json.dumps(sink.posts[0]["body"])
        assert "515 tok/s on 1x H200; now names sglang and self-speculative" in text
        (event,) = json.loads(watcher(env, "events", "--json").stdout)
        assert event["type"] == "claim_changed" and event["repo"] == CLOVER

        third = watcher(env, "run", "--once")
        assert third.returncode == 0 and len(sink.posts) == 1
        report = (tmp_path / "report.md").read_text()
        assert "was 515 tok/s, unverifiable until" in report
    finally:
        sink.close()
