"""``claims_perturb.py --mistakes`` lists the ``tune`` half's mistakes only, never ``check``'s."""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCH))

import claims_eval  # noqa: E402
import claims_perturb  # noqa: E402


def _url(part: str) -> str:
    """A made-up address that hashes into the development part's ``part`` half."""
    for i in range(1000):
        url = f"https://example.test/post/{i}"
        snip = {"url": url}
        if claims_eval.part_of(snip) == "dev" and claims_eval.dev_half(snip) == part:
            return url
    raise AssertionError(f"no address hashes into {part}")


def _doubled(snip: dict[str, Any]) -> dict[str, Any]:
    """A 'rewrite' whose labels no longer match the text: every label becomes a miss."""
    out = copy.deepcopy(snip)
    for label in out["claims"]:
        label["value"] = label["value"] * 2
    return out


def test_mistakes_come_from_the_tune_half_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    snippets = [
        {
            "id": f"made-up-{half}",
            "kind": "blog",
            "url": _url(half),
            "text": "llama.cpp decodes at 41.5 tok/s on one RTX 4090.",
            "claims": [{"value": 41.5, "metric": "decode_tok_s"}],
        }
        for half in ("tune", "check")
    ]
    data = tmp_path / "batch.yaml"
    data.write_text(yaml.safe_dump({"snippets": snippets}), encoding="utf-8")
    monkeypatch.setitem(claims_perturb.REWRITES, "doubled", _doubled)
    assert claims_perturb.main(["--data", str(data), "--mistakes", "doubled"]) == 0
    out = capsys.readouterr().out
    assert "made-up-tune: missed 83.0 decode_tok_s" in out
    assert "made-up-check" not in out
