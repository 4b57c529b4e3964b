"""``benchmarks/claims_extras.py``: where extra figures sit, counted on made-up texts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.helpers import load_benchmark

EXTRAS = load_benchmark("claims_extras")
EVAL = load_benchmark("claims_eval")

TEXT = "Zeta decodes at 61.2 tok/s.\n\n| Chip | Speed |\n|---|---|\n| Theta | 48.5 |\n"


def _read(value: float, metric: str, text: str = "") -> dict[str, Any]:
    return {"value": value, "metric": metric, "text": text}


def _url(part: str) -> str:
    """A made-up address the fixed split puts in ``part``."""
    for i in range(1000):
        snip = {"url": f"https://example.org/{i}"}
        got = EVAL.part_of(snip)
        if (EVAL.dev_half(snip) if got == "dev" else got) == part:
            return snip["url"]
    raise AssertionError(part)


@pytest.mark.parametrize(
    ("labels", "read", "cell"),
    [
        # a label of that value under another metric, missed: a metric confusion
        (
            [{"value": 61.2, "metric": "prefill_tok_s"}],
            [_read(61.2, "decode_tok_s")],
            ("other-metric", "prose", "decode_tok_s"),
        ),
        # the one label of that value is paired already: the same figure read again
        (
            [{"value": 61.2, "metric": "decode_tok_s"}],
            [_read(61.2, "decode_tok_s"), _read(61.2, "output_tok_s")],
            ("labelled-twice", "prose", "output_tok_s"),
        ),
        # no label holds 48.5
        (
            [{"value": 61.2, "metric": "decode_tok_s"}],
            [_read(61.2, "decode_tok_s"), _read(48.5, "decode_tok_s")],
            ("unlabelled", "pipe", "decode_tok_s"),
        ),
        # the text has no label at all
        ([], [_read(48.5, "decode_tok_s")], ("in-claimless", "pipe", "decode_tok_s")),
        # a figure no line writes (derived, converted)
        ([], [_read(3.0, "speedup")], ("in-claimless", "absent", "speedup")),
    ],
)
def test_each_extra_is_placed_by_what_the_labels_say_layout_and_metric(
    labels: list[dict[str, Any]], read: list[dict[str, Any]], cell: tuple[str, str, str]
) -> None:
    """Only the unpaired prediction is placed, in the cell its labels and its line give."""
    placed = EXTRAS.place_extras(TEXT, labels, read)
    assert [c for _, c, _ in placed] == [cell]


def test_a_label_confused_once_makes_a_second_read_of_it_labelled_twice() -> None:
    """A missed label pairs with one confused extra only; the next one of that value is a
    duplicate, within the pairing's 0.5%."""
    labels = [{"value": 61.2, "metric": "prefill_tok_s"}]
    read = [_read(61.2, "decode_tok_s"), _read(61.4, "output_tok_s")]
    placed = EXTRAS.place_extras(TEXT, labels, read)
    assert [c[0] for _, c, _ in placed] == ["other-metric", "labelled-twice"]
    far = EXTRAS.place_extras(TEXT, labels, [_read(61.2, "decode_tok_s"), _read(61.6, "ttft")])
    assert [c[0] for _, c, _ in far] == ["other-metric", "unlabelled"]


def test_other_metric_extras_are_the_confusions_claims_eval_counts() -> None:
    """Both scripts count a metric confusion the same way, once per label."""
    snip = {
        "id": "t",
        "text": TEXT,
        "claims": [
            {"value": 61.2, "metric": "prefill_tok_s"},
            {"value": 48.5, "metric": "decode_tok_s"},
            {"value": 48.5, "metric": "ttft"},
        ],
    }
    read = [_read(61.2, "decode_tok_s"), _read(48.5, "output_tok_s"), _read(61.2, "speedup")]
    score = EVAL.Score()
    EVAL.tally(snip, read, [score])
    placed = EXTRAS.place_extras(snip["text"], snip["claims"], read)
    confused = [c for _, c, _ in placed if c[0] == "other-metric"]
    assert len(confused) == score.other_metric == 2


def test_the_line_read_from_is_the_one_sharing_most_words_with_the_claim() -> None:
    """A value written twice is placed on the line its claim's text came from."""
    lines = ["Theta decodes at 48.5 tok/s.", "- Zeta, too: 48.5 tok/s in the batch run"]
    assert EXTRAS.line_of(lines, _read(48.5, "decode_tok_s", "Zeta, too: 48.5 tok/s")) == 1
    assert EXTRAS.line_of(lines, _read(48.5, "decode_tok_s", "48.5")) == 0
    ranged = {**_read(47.0, "decode_tok_s"), "value_min": 45.0, "value_max": 48.5}
    assert EXTRAS.line_of(lines, ranged) == 0
    assert EXTRAS.line_of(lines, _read(7.0, "speedup")) is None


def _batch(tmp_path: Path) -> Path:
    snippets = [
        {
            "id": "t-confused",
            "kind": "blog",
            "url": _url("tune"),
            "text": "llama.cpp decodes at 42 tok/s on an RTX 4090.",
            "claims": [{"value": 42, "metric": "prefill_tok_s"}],
        },
        {
            "id": "t-claimless",
            "kind": "blog",
            "url": _url("tune") + "#b",
            "text": "llama.cpp decodes at 42 tok/s on an RTX 4090.",
        },
        {
            "id": "h-claimless",
            "kind": "blog",
            "url": _url("heldout"),
            "text": "llama.cpp decodes at 42 tok/s on an RTX 4090.",
            "claims": [],
        },
    ]
    batch = tmp_path / "batch.yaml"
    batch.write_text(yaml.safe_dump({"snippets": snippets}), encoding="utf-8")
    return batch


def test_the_reader_s_extras_are_counted_per_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The real reader's extras on made-up texts land in their part's cells, commonest first."""
    batch = _batch(tmp_path)
    assert EXTRAS.main(["--data", str(batch), "--parts", "tune", "heldout", "--json"]) == 0
    cells = json.loads(capsys.readouterr().out)
    row = {"layout": "prose", "metric": "decode_tok_s"}
    assert cells["tune"] == [
        {"value": "other-metric", **row, "n": 1},
        {"value": "in-claimless", **row, "n": 1},
    ]
    assert cells["heldout"] == [{"value": "in-claimless", **row, "n": 1}]
    assert EXTRAS.main(["--data", str(batch), "--parts", "tune"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("tune: 2 extra figures\n  by value  other-metric 1, in-claimless 1\n")
    assert "       1  50.0%    1  in-claimless,prose,decode_tok_s" in out


def test_examples_list_one_tune_cell_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--examples`` prints the cell's extras only, each with the line it was read from."""
    batch = _batch(tmp_path)
    cell = "other-metric,prose,decode_tok_s"
    assert EXTRAS.main(["--data", str(batch), "--parts", "tune", "--examples", cell]) == 0
    assert capsys.readouterr().out == (
        "t-confused: 42.0 decode_tok_s | llama.cpp decodes at 42 tok/s on an RTX 4090.\n"
    )


@pytest.mark.parametrize("parts", [["heldout"], ["check"], ["tune", "check"]])
def test_examples_are_refused_outside_tune(
    parts: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Listing any part but tune alone ends the run with exit 2 and a one-line message."""
    with pytest.raises(SystemExit) as stop:
        EXTRAS.main(["--parts", *parts, "--examples", "unlabelled,prose,decode_tok_s"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1].endswith(
        "error: --examples takes VALUE,LAYOUT,METRIC and needs --parts tune"
    )
    assert capsys.readouterr().out == ""


def test_help_shows_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    """``--help`` ends with commands to copy, their lines kept as written."""
    with pytest.raises(SystemExit) as stop:
        EXTRAS.main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "\n  python benchmarks/claims_extras.py --parts tune --examples " in out
