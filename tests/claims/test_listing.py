"""One claim seen in two sources is one claim with two sources (listing, report, CLI)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from watcher.claims.listing import merge_seen, source_names
from watcher.claims.sources import SourceText, store_seeds, store_source
from watcher.cli import app
from watcher.rules import Rules
from watcher.store import open_store

from .conftest import RULES_DIR

SGLANG_PR_BODY = (
    "Draft-and-verify decoding for Clover reaches 453.59 tok/s on 1x H200, one request at a time."
)


def _claim(value: float, source: str) -> dict[str, Any]:
    return {"metric": "decode_tok_s", "value": value, "unit": "tok/s", "source": source}


def test_same_figure_from_two_sources_merges() -> None:
    """Same figure and setup: one claim, both sources in order; another value stays apart."""
    merged = merge_seen(
        [
            (1, "rules", _claim(453.59, "sgl-project/sglang#46927")),
            (7, "pr", _claim(453.59, "sgl-project/sglang#46927")),
            (8, "pr", _claim(390.0, "ggml-org/llama.cpp#32001")),
            (9, "release", _claim(453.59, "https://example.test/releases/v0.6.0")),
        ]
    )
    assert [m["value"] for m in merged] == [453.59, 390.0]
    first = merged[0]
    assert first["id"] == 1 and first["origin"] == "rules"
    assert [(s["id"], s["origin"]) for s in first["sources"]] == [
        (1, "rules"),
        (7, "pr"),
        (9, "release"),
    ]
    assert source_names(first) == [
        "sgl-project/sglang#46927",
        "https://example.test/releases/v0.6.0",
    ]


def test_claims_list_shows_the_seed_and_the_pr_body_as_one_claim(
    tmp_path: Path, rules: Rules
) -> None:
    """The rules' seed and the PR body it quotes: one listed claim with two sources."""
    url = f"sqlite:///{tmp_path / 'w.db'}"
    store = open_store(url)
    store.init()
    store_seeds(store, rules)
    store_source(
        store,
        SourceText(
            key="pr:sgl-project/sglang#46927",
            origin="pr",
            source="sgl-project/sglang#46927",
            body=SGLANG_PR_BODY,
        ),
        rules.vocabulary,
    )
    store.dispose()
    out = CliRunner().invoke(
        app,
        ["claims", "list", "--json"],
        env={"WATCHER_DB": url, "WATCHER_RULES": str(RULES_DIR)},
    )
    assert out.exit_code == 0, out.output
    listed = [c for c in json.loads(out.stdout) if c["value"] == 453.59]
    assert len(listed) == 1
    assert [s["origin"] for s in listed[0]["sources"]] == ["rules", "pr"]


def test_init_stores_the_rules_claims(tmp_path: Path, monkeypatch: Any) -> None:
    """`watcher report` right after `init` lists the rules' claims."""
    monkeypatch.chdir(tmp_path)
    env = {"WATCHER_DB": f"sqlite:///{tmp_path / 'w.db'}", "WATCHER_RULES": str(RULES_DIR)}
    runner = CliRunner()
    init = runner.invoke(app, ["init"], env=env)
    assert init.exit_code == 0, init.output
    assert "curated claim(s) from the rules stored" in init.output
    again = runner.invoke(app, ["init"], env=env)
    assert "curated claim" not in again.output  # stored once
    report = runner.invoke(app, ["report", "--out", "-"], env=env)
    assert report.exit_code == 0, report.output
    assert "453.59 tok/s (decode)" in report.output
    assert "680 tok/s" in report.output
