"""The evaluation's parts are fixed by source address, so tuning can never see held-out text.

``benchmarks/claims_eval.py`` is a script, not a module of the package; it is loaded from its
file here, and only its splitting is checked (scoring it would run the reader on every text).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tests.helpers import load_benchmark

DATA = Path(__file__).resolve().parents[1] / "data" / "claims_eval"
EVAL = load_benchmark("claims_eval")


def test_snippets_of_one_page_share_every_part() -> None:
    a = {"url": "https://example.org/post#first-table"}
    b = {"url": "https://example.org/post#second-table"}
    assert EVAL.part_of(a) == EVAL.part_of(b)
    assert EVAL.dev_half(a) == EVAL.dev_half(b)


def test_the_dev_shares_split_only_dev_and_check_is_sizeable() -> None:
    dev = [s for s in EVAL.load_snippets(DATA) if s["part"] == "dev"]
    halves = [EVAL.dev_half(s) for s in dev]
    assert set(halves) == {"tune", "check"}
    assert 0.15 < halves.count("check") / len(dev) < 0.35


@pytest.mark.parametrize(
    "argv",
    [
        ["--split-dev", "--mistakes", "heldout"],
        ["--dev-only", "--mistakes", "heldout"],
        ["--mistakes", "tune"],
        ["--mistakes", "heldout"],
        ["--whole", "--mistakes", "dev"],
        ["--whole", "--split-dev"],
    ],
)
def test_listings_that_would_spoil_a_part_are_refused(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert EVAL.main(argv) == 2
    assert capsys.readouterr().err.strip()


def test_the_interval_is_reproducible_and_brackets_the_score() -> None:
    per = [(10, 9, 8), (2, 2, 2), (30, 20, 12), (4, 5, 4), (0, 1, 0), (6, 6, 5)]
    first, again = EVAL.interval(per), EVAL.interval(per)
    assert first == again  # fixed seed: the README's figures can be reproduced
    recall = sum(p[2] for p in per) / sum(p[0] for p in per)
    lo, hi = first["recall"]
    assert lo < recall < hi


def test_one_dense_text_widens_the_interval() -> None:
    even = [(5, 5, 4)] * 40
    dense = [(5, 5, 4)] * 39 + [(200, 10, 10)]
    lo_even, hi_even = EVAL.interval(even)["recall"]
    lo_dense, hi_dense = EVAL.interval(dense)["recall"]
    assert hi_even - lo_even == 0.0  # every text reads alike: nothing to resample
    assert hi_dense - lo_dense > 0.2  # whether the dense text is drawn decides the score


def test_whole_scores_held_out_and_dev_snippets_as_one_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snippets = [s for s in EVAL.load_snippets(DATA) if s["claims"]]
    one_of_each = [next(s for s in snippets if s["part"] == p) for p in ("dev", "heldout")]
    batch = tmp_path / "batch.yaml"
    batch.write_text(yaml.safe_dump({"snippets": one_of_each}), encoding="utf-8")
    assert EVAL.main(["--data", str(batch), "--whole", "--json"]) == 0
    scores = json.loads(capsys.readouterr().out)["scores"]
    assert "heldout" not in scores and "dev" not in scores
    assert scores["all"]["snippets"] == 2
    assert scores["all"]["labels"] == sum(len(s["claims"]) for s in one_of_each)


def test_misses_are_told_apart_into_unread_texts_and_other_metrics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # made-up texts: one whose figures are read (one of them as another metric than its
    # label's), one the reader gets nothing from (no unit anywhere), one it reads rightly
    snippets = [
        {
            "id": "t-other-metric",
            "kind": "blog",
            "url": "https://example.org/a",
            "text": "llama.cpp decodes at 42 tok/s on an RTX 4090.",
            "claims": [{"value": 42, "metric": "prefill_tok_s"}],
        },
        {
            "id": "t-unread",
            "kind": "blog",
            "url": "https://example.org/b",
            "text": "We ran it twice and got 17 and 19.",
            "claims": [
                {"value": 17, "metric": "decode_tok_s"},
                {"value": 19, "metric": "decode_tok_s"},
            ],
        },
    ]
    batch = tmp_path / "batch.yaml"
    batch.write_text(yaml.safe_dump({"snippets": snippets}), encoding="utf-8")
    assert EVAL.main(["--data", str(batch), "--whole", "--json"]) == 0
    scores = json.loads(capsys.readouterr().out)["scores"]["all"]
    assert scores["paired"] == 0
    assert (scores["blank_texts"], scores["blank_labels"]) == (1, 2)
    assert scores["other_metric"] == 1
    assert EVAL.main(["--data", str(batch), "--whole"]) == 0
    assert "of 3 missed figures, 2 are in the 1 texts where nothing was read, 1 were" in (
        capsys.readouterr().out
    )


def test_max_labels_scores_only_the_short_texts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snippets = EVAL.load_snippets(DATA)
    short = next(s for s in snippets if len(s["claims"]) == 1)
    blank = next(s for s in snippets if not s["claims"])
    long = next(s for s in snippets if len(s["claims"]) > 3)
    batch = tmp_path / "batch.yaml"
    batch.write_text(yaml.safe_dump({"snippets": [short, blank, long]}), encoding="utf-8")
    assert EVAL.main(["--data", str(batch), "--whole", "--max-labels", "3", "--json"]) == 0
    scores = json.loads(capsys.readouterr().out)["scores"]
    assert scores["all"]["snippets"] == 2
    assert scores["all"]["labels"] == 1
