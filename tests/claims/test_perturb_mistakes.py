"""``claims_perturb.py``: ``--mistakes`` lists ``tune``'s mistakes only; rewrites stay realistic."""

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


def test_the_table_shows_count_and_precision_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snippet = {
        "id": "made-up-count",
        "kind": "blog",
        "url": _url("tune"),
        "text": "vLLM reaches 1250 tok/s on 8x H100 in FP8.",
        "claims": [{"value": 1250, "metric": "decode_tok_s", "gpu_count": 8, "precision": "FP8"}],
    }
    data = tmp_path / "batch.yaml"
    data.write_text(yaml.safe_dump({"snippets": [snippet]}), encoding="utf-8")
    assert claims_perturb.main(["--data", str(data), "--only", "count-marks"]) == 0
    header, _, row = capsys.readouterr().out.splitlines()
    assert header.endswith("gpu count     prec. field")
    assert row.split()[0] == "count-marks"  # "8x H100" respelled: the count still read
    assert row.split()[-2:] == ["1.000->1.000", "1.000->1.000"]


def test_emphasis_wraps_whole_prose_figures_only() -> None:
    text = "Got 812 tok/s and 15-20 tok/s, not ~65–75 t/s.\n| 9 tok/s |\n```\n7 tok/s\n```"
    out = claims_perturb.emphasis(text, mark="**")
    assert out.startswith("Got **812 tok/s** and **15-20 tok/s**, not ~65–75 t/s.\n")
    assert out.endswith("| 9 tok/s |\n```\n7 tok/s\n```")
    assert claims_perturb.emphasis("B=1 tok/s 78.3", mark="`") == "B=1 tok/s 78.3"


def test_gpu_counts_in_words_keep_other_cards_and_multiples() -> None:
    out = claims_perturb.gpu_count_words(
        "on 1x H100, 2x RTX 4090 and 8×H200; 2x 3090 Ti, 2x faster"
    )
    assert out == "on a single H100, two RTX 4090s and eight H200s; 2x 3090 Ti, 2x faster"


def test_tokens_per_sec_respelled_outside_code_only() -> None:
    text = "812 tok/s\n| 5 tok/s |\n```\n9 tok/s\n```"
    out = claims_perturb.unit_sec(text, spelling="tokens/sec")
    assert out == "812 tokens/sec\n| 5 tokens/sec |\n```\n9 tok/s\n```"


def test_engine_case_leaves_paths_and_addresses() -> None:
    out = claims_perturb.engine_case("vLLM, SGLang and llama.cpp; ggml-org/llama.cpp, vllm.ai")
    assert out == "vllm, sglang and Llama.cpp; ggml-org/llama.cpp, vllm.ai"


def test_decimal_comma_only_in_comma_languages_and_only_figures() -> None:
    snip = {"lang": "de", "text": "12.5 tok/s, 1.8x, v0.6.3, Qwen2.5", "claims": []}
    out = claims_perturb.REWRITES["decimal-comma"](snip)
    assert out is not None and out["text"] == "12,5 tok/s, 1,8x, v0.6.3, Qwen2.5"
    assert claims_perturb.REWRITES["decimal-comma"]({**snip, "lang": "en"}) is None
