"""Pasted benchmark-tool output: a log line's bracketed unit before its number, and a rate's
unit cut at the terminal's edge.

- Reading rules §4 (units vary; a unit in brackets after its label is that figure's):
  mistral.rs's engine logger prints "Throughput (T/s) 7.40, Prefix cache hitrate 0.00%, ..."
  with no colon; the number takes the bracketed unit though more fields follow its comma.
- LABELLING ("55 tokens/" (unit cut short) is still labelled): a progress bar or log line
  clipped at the terminal edge ("output: 305.54 toks/") keeps its rate. A unit cut before its
  slash ("38.2 tok") could be a token count as well as a rate and is not read.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str]]:
    return {c.value: (c.metric, c.unit) for c in extract_claims(text, vocab)}


_LOG = "mistral.rs on an A10G:\n\n```\n{}\n```\n"


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (
            "2025-07-24T18:14:36.208928Z  INFO mistralrs_core::engine::logger: "
            "Throughput (T/s) 7.40, Prefix cache hitrate 0.00%, 1 running, 0 waiting",
            7.4,
        ),
        ("INFO mistralrs_core::engine::logger: Throughput (T/s) 12.85, Prefix cache 0.00%", 12.85),
        ("Decode speed (tok/s) 41.3, batch 1, 0 waiting", 41.3),
        ("Average latency (ms) 812.5, Requests 64, Errors 0", 812.5),
    ],
)
def test_bracketed_unit_before_log_field_reads(line: str, value: float, vocab: Vocabulary) -> None:
    got = _read(_LOG.format(line), vocab)
    assert value in got
    assert got[value][1] in ("tok/s", "ms")


@pytest.mark.parametrize(
    "line",
    [
        "Prompt (2048) 45, which is the context length we used",  # a length, not a unit
        "Llama 3 (8B) 45, with 2 GPUs in the box",  # a model's size in brackets
        "Cache hit (%) 0.00, then 4 running",  # no rate or time unit
        "Throughput (T/s) 7.40 12.10, 1 running",  # "7.40 12.10": a row of cells, not one value
    ],
)
def test_bracketed_non_unit_before_a_field_stays_unread(line: str, vocab: Vocabulary) -> None:
    got = _read(_LOG.format(line), vocab)
    assert 45.0 not in got and 0.0 not in got and 7.4 not in got


_BAR = "vLLM on one H100:\n\n```\n{}\n```\n"


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (
            "Processed prompts: 100%|█| 10/10 [00:33<00:00,  3.35s/it, est. speed input: "
            "40.85 toks/s, output: 305.54 toks/",
            305.54,
        ),
        ("100%|██████████| 50/50 [00:12<00:00,  4.10it/s, 38.2 tok/", 38.2),
        ("generate: 128 new tokens in 2.91 s, 44.0 tokens/", 44.0),
    ],
)
def test_rate_unit_cut_after_its_slash_reads(line: str, value: float, vocab: Vocabulary) -> None:
    got = _read(_BAR.format(line), vocab)
    assert got.get(value, ("", ""))[1] == "tok/s"


def test_rate_cut_in_prose_reads(vocab: Vocabulary) -> None:
    got = _read("On my RTX 3090 the AWQ model gives 55 tokens/", vocab)
    assert got.get(55.0, ("", ""))[1] == "tok/s"


@pytest.mark.parametrize(
    "text",
    [
        # the unit cut before its slash: a token count as much as a rate (unit cut, unread)
        _BAR.format("100%|██████████| 50/50 [00:12<00:00,  4.1it/s, 38.2 tok"),
        # a path, not a rate
        "Saved the outputs to /data/runs/38.2tokens/\n",
        # the slash goes on to another word: no rate was cut
        "We used 38.2 tokens/ word on average as the ratio\n",
    ],
)
def test_cut_before_slash_or_no_rate_stays_unread(text: str, vocab: Vocabulary) -> None:
    got = _read(text, vocab)
    assert got.get(38.2, ("", ""))[1] != "tok/s"
