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


# A transposed table's row naming each column's engine or card is one of the columns' headers
# wherever it stands (reading rules §2: a row is read with its headers), under a row of sizes
# as atop the table, and keyed in Chinese ("后端/平台", "推理框架") as in English.


def _transposed(
    key_row: list[str], vocab: Vocabulary
) -> list[tuple[float, str | None, str | None]]:
    rows = [
        ["模型", "Qwen2.5-7B", "Llama-3-8B"],
        ["大小(GB)", "15.2GB", "16.1GB"],
        key_row,
        ["输出 (tokens/s)", "3594.38", "1574.67"],
    ]
    lines = ["| " + " | ".join(r) + " |" for r in rows]
    text = "H100 离线测试结果:\n\n" + "\n".join([lines[0], "|---|---|---|", *lines[1:]]) + "\n"
    return [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]


def test_engine_row_keyed_in_chinese_under_a_size_row(vocab: Vocabulary) -> None:
    got = _transposed(["后端/平台", "vLLM", "SGLang"], vocab)
    assert (3594.38, "vllm", "H100") in got and (1574.67, "sglang", "H100") in got


def test_framework_row_keyed_in_chinese(vocab: Vocabulary) -> None:
    got = {(v, e) for v, e, _ in _transposed(["推理框架", "LMDeploy", "vLLM"], vocab)}
    assert {(3594.38, "lmdeploy"), (1574.67, "vllm")} <= got


def test_backend_platform_row_under_a_size_row(vocab: Vocabulary) -> None:
    got = {(v, e) for v, e, _ in _transposed(["Backend/Platform", "SGLang", "vLLM"], vocab)}
    assert {(3594.38, "sglang"), (1574.67, "vllm")} <= got


def test_card_row_under_a_size_row(vocab: Vocabulary) -> None:
    got = {(v, h) for v, _, h in _transposed(["GPU", "A100", "RTX 4090"], vocab)}
    assert {(3594.38, "A100"), (1574.67, "RTX 4090")} <= got


def test_a_keyed_row_of_figures_names_nothing(vocab: Vocabulary) -> None:
    # "Engine" over figures is a row of measures, not the columns' names
    got = _transposed(["Engine", "45 tok/s", "50 tok/s"], vocab)
    assert all(e is None for _, e, _ in got)


def test_a_row_of_other_words_names_no_engine(vocab: Vocabulary) -> None:
    got = _transposed(["备注", "vLLM", "SGLang"], vocab)
    assert all(e is None for v, e, _ in got if v in (3594.38, 1574.67))
