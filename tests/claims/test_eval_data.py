"""The labelled evaluation snippets are well formed, so a typo in a label cannot pass as a miss.

These checks read only the YAML; they never run the claim reader, so a labeller can run them
before the reader has seen a new snippet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

DATA = Path(__file__).resolve().parents[1] / "data" / "claims_eval"
KINDS = {
    "blog", "docs", "issue_thread", "model_card", "paper", "pr_body", "press",
    "release_notes", "tool_output", "vendor_blog",
}  # fmt: skip
METRICS = {
    "decode_tok_s", "output_tok_s", "total_tok_s", "prefill_tok_s", "tpot", "ttft",
    "e2e_latency", "memory", "speedup",
}  # fmt: skip
ENGINES = {
    "llama.cpp", "sglang", "vllm", "tensorrt-llm", "tgi", "transformers", "mlx", "mlx-lm",
    "lm-studio", "exllamav2", "exllamav3", "lmdeploy", "ollama", "koboldcpp", "mlc-llm",
    "vendor",
}  # fmt: skip
MODES = {"ar", "speculative", "eagle", "mtp", "medusa", "ngram", "self-speculative", "diffusion"}
LABEL_KEYS = {
    "value", "value_min", "value_max", "metric", "engine", "mode", "hardware", "gpu_count",
    "precision", "concurrency", "qualifier",
}  # fmt: skip
SNIPPET_KEYS = {"id", "kind", "url", "title", "source", "lang", "text", "claims"}


def _snippets() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(DATA.glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for snip in doc["snippets"]:
            out.append((path.name, snip))
    return out


SNIPPETS = _snippets()


def test_there_are_at_least_300_snippets_from_eight_kinds() -> None:
    assert len(SNIPPETS) >= 300
    assert len({s["kind"] for _, s in SNIPPETS}) >= 8


def test_ids_are_unique() -> None:
    seen: dict[str, str] = {}
    for name, snip in SNIPPETS:
        assert snip["id"] not in seen, f"{name}: id {snip['id']} also in {seen[snip['id']]}"
        seen[snip["id"]] = name


@pytest.mark.parametrize(("name", "snip"), SNIPPETS, ids=[s["id"] for _, s in SNIPPETS])
def test_snippet_is_well_formed(name: str, snip: dict[str, Any]) -> None:
    where = f"{name}: {snip.get('id')}"
    assert set(snip) <= SNIPPET_KEYS, f"{where}: unknown keys {set(snip) - SNIPPET_KEYS}"
    assert snip["kind"] in KINDS, f"{where}: kind {snip['kind']!r}"
    assert str(snip["url"]).startswith(("http://", "https://")), f"{where}: url"
    assert isinstance(snip["text"], str) and snip["text"].strip(), f"{where}: empty text"
    assert isinstance(snip["claims"], list), f"{where}: claims must be a list"
    for label in snip["claims"]:
        assert set(label) <= LABEL_KEYS, f"{where}: unknown label keys {set(label) - LABEL_KEYS}"
        assert label["metric"] in METRICS, f"{where}: metric {label['metric']!r}"
        assert isinstance(label["value"], int | float), f"{where}: value {label['value']!r}"
        assert label.get("engine") in ENGINES | {None}, f"{where}: engine {label.get('engine')!r}"
        assert label.get("mode") in MODES | {None}, f"{where}: mode {label.get('mode')!r}"
        if "value_min" in label or "value_max" in label:
            assert label["value_min"] <= label["value"] <= label["value_max"], f"{where}: range"
        count = label.get("gpu_count")
        assert count is None or (isinstance(count, int) and count > 0), f"{where}: gpu_count"
        assert label.get("qualifier") in {None, "estimate"}, f"{where}: qualifier"
