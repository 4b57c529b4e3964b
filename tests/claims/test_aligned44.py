"""Whitespace-aligned columns in a code block (pasted tool output) read as the same rows
written as a pipe table (reading rules §4: a table's layout never changes its figures):

- a header over an empty corner may span a line under it that names every column but the
  corner ("RTX 3060  RTX 4090" over "Memory  TPS  TPS"): both lines are the header, the row
  names' corner empty on each, as a pipe table's header row over a row of names;
- a header may name a card by its number with its tier after it ("4060Ti", "3080 Ti",
  "7900 XTX"), as it may by its number alone ("4090"); a measure ("12ms", "30s") is no name.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.aligned import aligned
from watcher.rules import Vocabulary


def _block(rows: list[list[str]]) -> str:
    """``rows`` as a code block of left-aligned columns two spaces apart."""
    wide = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, wide, strict=True)).rstrip() for r in rows]
    return "```\n" + "\n".join(lines) + "\n```\n"


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None, str | None]]:
    return [(c.value, c.metric, c.hardware, c.engine) for c in extract_claims(text, vocab)]


def test_spanning_header_over_an_empty_corner(vocab: Vocabulary) -> None:
    text = "Ollama results on my cards.\n\n" + _block(
        [
            ["", "", "RTX 3060", "RTX 4090"],
            ["", "Memory", "TPS", "TPS"],
            ["qwen2.5:7b", "5.5 GB", "61.20", "120.45"],
            ["llama3:8b", "6.5 GB", "55.02", "110.31"],
        ]
    )
    got = _read(text, vocab)
    assert (120.45, "decode_tok_s", "RTX 4090", "ollama") in got
    assert (55.02, "decode_tok_s", "RTX 3060", "ollama") in got
    assert not any(v in (5.5, 6.5) and m.endswith("tok_s") for v, m, _, _ in got)


def test_spanning_header_of_datacenter_cards(vocab: Vocabulary) -> None:
    text = "llama.cpp on two cards.\n\n" + _block(
        [
            ["", "", "A100", "H100"],
            ["", "Size", "tok/s", "tok/s"],
            ["llama3 8B", "16 GB", "95.20", "140.45"],
            ["qwen2.5 14B", "29 GB", "55.02", "80.31"],
        ]
    )
    got = {(v, h) for v, _, h, _ in _read(text, vocab)}
    assert {(95.2, "A100"), (140.45, "H100"), (55.02, "A100"), (80.31, "H100")} <= got


def test_header_of_cards_by_number_and_tier(vocab: Vocabulary) -> None:
    text = "llama.cpp decode speed on the cards:\n\n" + _block(
        [
            ["model", "4060Ti", "3080 Ti", "7900 XTX"],
            ["llama3 8B", "45.41", "80.12", "95.70"],
            ["qwen2.5 7B", "48.80", "82.33", "99.10"],
        ]
    )
    got = {(v, h) for v, _, h, _ in _read(text, vocab)}
    assert {(45.41, "RTX 4060 Ti"), (82.33, "RTX 3080 Ti"), (95.7, "RX 7900 XTX")} <= got


def test_spanning_header_with_a_tier_card(vocab: Vocabulary) -> None:
    text = "Ollama benchmarks.\n\n" + _block(
        [
            ["", "", "4060Ti", "P40"],
            ["", "Memory", "TPS", "TPS"],
            ["Llama3.2:1b", "2.2 GB", "130.12", "111.72"],
            ["Llama3.2:3b", "3.5 GB", "92.21", "68.60"],
        ]
    )
    got = {(v, h) for v, _, h, _ in _read(text, vocab)}
    assert {(130.12, "RTX 4060 Ti"), (68.6, "P40")} <= got


def test_a_line_with_an_empty_name_spans_nothing() -> None:
    # the line under the first names some columns only: no header of two lines
    code = _block(
        [
            ["", "", "A100", "H100"],
            ["", "Size", "", "tok/s"],
            ["llama3 8B", "16 GB", "95.20", "140.45"],
            ["qwen2.5 14B", "29 GB", "55.02", "80.31"],
        ]
    ).strip("`\n")
    assert aligned(code, 2) is None


def test_a_header_of_measures_is_no_header() -> None:
    for cells in (["run", "12ms", "15ms", "18ms"], ["run", "30s", "45s", "60s"]):
        code = _block(
            [cells, ["prompt", "45.2", "50.1", "52.0"], ["decode", "61.5", "63.2", "64.9"]]
        ).strip("`\n")
        assert aligned(code, 2) is None, cells


def test_header_of_tier_cards_only(vocab: Vocabulary) -> None:
    text = "Ollama eval rate, tok/s:\n\n" + _block(
        [
            ["model", "3060 Ti", "4070Ti", "7900 XT"],
            ["mistral 7B", "52.30", "71.08", "77.45"],
            ["phi3 3.8B", "88.12", "120.40", "131.90"],
        ]
    )
    got = {(v, h) for v, _, h, _ in _read(text, vocab)}
    assert {(52.3, "RTX 3060 Ti"), (120.4, "RTX 4070 Ti"), (131.9, "RX 7900 XT")} <= got
