"""Metric and mode of a figure from the words around it (reading rules §2, §3, §4).

- A phase word trailing its own rate ("1,400 t/s prompt processing and ~35 t/s") is that
  rate's; the next figure, set apart by "and", a comma or a semicolon, takes the sentence's
  default (decode) unless it names its own phase. A comparison ("vs", "up from") keeps it.
- Parallel clauses: a later clause's bare times follow the earlier clause's metrics in order.
- "with a 0.5B draft" names a draft model by its size: speculative decoding.
- "开启 MTP 后" ("after enabling MTP") makes the figure before it the plain (``ar``) side.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.to_json()["mode"]) for c in extract_claims(text, vocab)]


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(v, m) for v, m, _ in _read(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "llama.cpp on an RTX 4090 hits 1,400 t/s prompt processing and ~35 t/s.",
            [(1400.0, "prefill_tok_s"), (35.0, "decode_tok_s")],
        ),
        (
            "llama.cpp on an RTX 4090 does 1,400 t/s prompt processing"
            "; with a 0.5B draft: ~52 t/s.",
            [(1400.0, "prefill_tok_s"), (52.0, "decode_tok_s")],
        ),
        (
            "On an M2 Ultra, MLX reaches 610 tok/s prefill, and 28 tok/s.",
            [(610.0, "prefill_tok_s"), (28.0, "decode_tok_s")],
        ),
        (
            "Ollama on a 7900 XTX gives 2,300 tok/s pp; on the same card, 88 tok/s.",
            [(2300.0, "prefill_tok_s"), (88.0, "decode_tok_s")],
        ),
    ],
)
def test_trailing_phase_word_is_its_own_figures(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a comparison: the same metric on both sides
        (
            "llama.cpp on an RTX 3090 hits 900 t/s prefill vs 700 t/s on an RTX 3060.",
            [(900.0, "prefill_tok_s"), (700.0, "prefill_tok_s")],
        ),
        (
            "llama.cpp now does 1,400 t/s pp, up from 900 t/s.",
            [(1400.0, "prefill_tok_s"), (900.0, "prefill_tok_s")],
        ),
        # the phase word leads both figures: it is not trailing one
        (
            "Prompt processing on llama.cpp runs at 1,400 t/s and 1,300 t/s with flash attention.",
            [(1400.0, "prefill_tok_s"), (1300.0, "prefill_tok_s")],
        ),
        (
            "llama.cpp on an RTX 4090 hits 1,400 t/s prompt processing and ~35 t/s generation.",
            [(1400.0, "prefill_tok_s"), (35.0, "decode_tok_s")],
        ),
    ],
)
def test_phase_word_kept_where_it_leads_or_compares(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "On vLLM, an H100 gives 3.1 ms TPOT and a TTFT of 120 ms"
            "; an A100 gives 5.4 ms and 210 ms.",
            [(3.1, "tpot"), (120.0, "ttft"), (5.4, "tpot"), (210.0, "ttft")],
        ),
        (
            "With SGLang, an H100 sees 95 ms TTFT and 12 ms TPOT"
            ", while an A100 sees 160 ms and 19 ms.",
            [(95.0, "ttft"), (12.0, "tpot"), (160.0, "ttft"), (19.0, "tpot")],
        ),
        (
            "TensorRT-LLM on an H200: 8 ms TPOT, then 70 ms TTFT"
            "; on an L40S it is 21 ms and 240 ms.",
            [(8.0, "tpot"), (70.0, "ttft"), (21.0, "tpot"), (240.0, "ttft")],
        ),
    ],
)
def test_parallel_clause_times_follow_earlier_metrics(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the later clause names its own metric
        (
            "vLLM: TTFT 120 ms and TPOT 3 ms on H100"
            "; on A100 TTFT rises to 210 ms and 230 ms at p99.",
            [(120.0, "ttft"), (3.0, "tpot"), (210.0, "ttft"), (230.0, "ttft")],
        ),
        # one metric only in the earlier clause: nothing to map in order
        (
            "vLLM on an H100: TTFT 120 ms at p50 and 180 ms at p99; on an A100, 210 ms and 300 ms.",
            [(120.0, "ttft"), (180.0, "ttft"), (210.0, "ttft"), (300.0, "ttft")],
        ),
    ],
)
def test_parallel_clause_left_alone(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("vLLM on an H100 runs ~40 tok/s, with a 0.5B draft ~70 tok/s.", 70.0),
        ("llama.cpp on an RTX 3090: 48 t/s plain; using a 1B drafter, 81 t/s.", 81.0),
        ("SGLang on an H200 reaches 95 tok/s with a 0.6B draft.", 95.0),
        ("vLLM on an A100 reaches 64 tok/s using a 1.5B draft.", 64.0),
        ("On an RTX 4090, llama.cpp plus a 0.5B draft gets 120 t/s.", 120.0),
    ],
)
def test_sized_draft_is_speculative(text: str, value: float, vocab: Vocabulary) -> None:
    modes = {v: mode for v, _, mode in _read(text, vocab)}
    assert modes[value] == "speculative"


@pytest.mark.parametrize(
    "text",
    [
        "With a 1B draft PR open, vLLM hits 40 tok/s on an H100.",
        "The 7B draft release of the spec notes vLLM at 40 tok/s on an H100.",
        "vLLM on an H100 hits 40 tok/s; the draft (WIP) covers more.",
    ],
)
def test_draft_document_is_no_mode(text: str, vocab: Vocabulary) -> None:
    assert [mode for _, _, mode in _read(text, vocab)] == [None]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "SGLang 在 H100 上输出吞吐约 2,450 tokens/s，开启 MTP 后达到 3,100 tokens/s。",
            {2450.0: "ar", 3100.0: "mtp"},
        ),
        (
            "vLLM 在 H20 上解码速度 38 tokens/s，启用 EAGLE-3 后提升到 61 tokens/s。",
            {38.0: "ar", 61.0: "eagle"},
        ),
        (
            "llama.cpp 在 RTX 4090 上生成速度 52 t/s，打开投机解码后为 88 t/s。",
            {52.0: "ar", 88.0: "speculative"},
        ),
    ],
)
def test_cjk_after_enabling_gives_plain_before(
    text: str, want: dict[float, str], vocab: Vocabulary
) -> None:
    modes = {v: mode for v, _, mode in _read(text, vocab)}
    assert modes == want


@pytest.mark.parametrize(
    "text",
    [
        # the method on both figures: no plain side
        "SGLang 在 H100 上开启 MTP，输出吞吐约 2,450 tokens/s，开启 MTP 后达到 3,100 tokens/s。",
        # no figure after the turn
        "SGLang 在 H100 上输出吞吐约 2,450 tokens/s，开启 MTP 后更稳定。",
    ],
)
def test_cjk_after_enabling_left_alone(text: str, vocab: Vocabulary) -> None:
    modes = [mode for _, _, mode in _read(text, vocab)]
    assert "ar" not in modes
