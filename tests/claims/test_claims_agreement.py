"""``benchmarks/claims_agreement.py``: two labellers' figures on the same texts, and the reader's.

The script is loaded from its file (it is not part of the package); its inputs are made-up
texts written into a temporary folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.helpers import load_benchmark

TEXT = "llama.cpp reaches 45 tok/s on an RTX 4090 with Q4_K_M.\nvLLM reaches 1200 tok/s on 1x H100."


AGREE = load_benchmark("claims_agreement")


def _write(path: Path, claims: list[dict[str, Any]], text: str = TEXT, sid: str = "t-1") -> Path:
    snippet = {"id": sid, "kind": "blog", "url": "https://example.org/a", "text": text}
    path.write_text(yaml.safe_dump({"snippets": [{**snippet, "claims": claims}]}), "utf-8")
    return path


FIRST = [
    {
        "value": 45,
        "metric": "decode_tok_s",
        "engine": "llama.cpp",
        "hardware": "RTX 4090",
        "precision": "Q4_K_M",
    },
    {"value": 1200, "metric": "decode_tok_s", "engine": "vllm", "hardware": "H100", "gpu_count": 1},
]


def test_a_second_labeller_who_agrees_scores_one_and_one_who_drops_a_figure_half(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = _write(tmp_path / "first.yaml", FIRST)
    same = _write(tmp_path / "same.yaml", FIRST)
    assert AGREE.main(["--first", str(first), "--second", str(same), "--json"]) == 0
    out = yaml.safe_load(capsys.readouterr().out)
    assert out["scores"]["second vs first"]["recall"] == 1.0
    assert out["scores"]["second vs first"]["precision"] == 1.0
    assert out["scores"]["second vs first"]["hardware"] == 1.0

    other = [{**FIRST[0], "hardware": "RTX 3090"}]
    fewer = _write(tmp_path / "fewer.yaml", other)
    assert AGREE.main(["--first", str(first), "--second", str(fewer), "--json"]) == 0
    row = yaml.safe_load(capsys.readouterr().out)["scores"]["second vs first"]
    assert (row["recall"], row["precision"], row["hardware"]) == (0.5, 1.0, 0.0)


def test_the_reader_is_scored_against_both_labellers_on_the_same_texts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = _write(tmp_path / "first.yaml", FIRST)
    # the second labeller records nothing: the reader's figures are all extras against it
    empty = _write(tmp_path / "empty.yaml", [])
    assert AGREE.main(["--first", str(first), "--second", str(empty), "--json"]) == 0
    scores = yaml.safe_load(capsys.readouterr().out)["scores"]
    assert scores["reader vs first"]["labels"] == 2
    assert scores["reader vs first"]["predicted"] >= 1
    assert scores["reader vs second"]["labels"] == 0
    assert scores["reader vs second"]["precision"] == 0.0


@pytest.mark.parametrize(
    ("text", "sid", "message"),
    [(TEXT + " More.", "t-1", "text differs"), (TEXT, "t-2", "no text with this id")],
)
def test_a_second_file_that_does_not_match_the_set_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, sid: str, message: str
) -> None:
    first = _write(tmp_path / "first.yaml", FIRST)
    bad = _write(tmp_path / "bad.yaml", FIRST, text=text, sid=sid)
    assert AGREE.main(["--first", str(first), "--second", str(bad)]) == 2
    err = capsys.readouterr().err
    assert message in err and sid in err


def test_texts_a_decision_names_can_be_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = _write(tmp_path / "first.yaml", FIRST)
    second = _write(tmp_path / "second.yaml", FIRST[:1])
    notes = tmp_path / "LABELLING.md"
    notes.write_text("- `t-1`: the 1200 is vLLM's\n", "utf-8")
    argv = ["--first", str(first), "--second", str(second), "--json"]
    assert AGREE.main([*argv, "--skip-named-in", str(notes)]) == 0
    assert yaml.safe_load(capsys.readouterr().out)["scores"]["second vs first"]["snippets"] == 0
    notes.write_text("- `t-9`: another text\n", "utf-8")
    assert AGREE.main([*argv, "--skip-named-in", str(notes)]) == 0
    assert yaml.safe_load(capsys.readouterr().out)["scores"]["second vs first"]["recall"] == 0.5
