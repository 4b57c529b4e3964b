"""More spellings of a unit stated once in the lead before bare figures (reading rules §4: a
unit may sit only in a header, a label's unit is what it labels; §2: each figure keeps the
setting written next to it): "in ms:" closing the lead, a unit standing alone as the lead's
last item, a spaced dash in place of the colon, a name joined to its figure by a kana, a
figure compared in brackets after the first; a label naming a setting lends none.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Row = tuple[float, str, str | None, str | None, int | None]


def _read(text: str, vocab: Vocabulary) -> list[Row]:
    return [
        (c.value, c.metric, c.hardware, c.engine, c.concurrency)
        for c in extract_claims(text, vocab)
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Time to first token with SGLang on an H200, in ms: 88 at c=1, 295 at c=48",
            [(88.0, "ttft", "H200", "sglang", 1), (295.0, "ttft", "H200", "sglang", 48)],
        ),
        (
            "Generation on a 3090 under llama.cpp, tok/s — 36 at 8k, 27 at 64k",
            [
                (36.0, "decode_tok_s", "RTX 3090", "llama.cpp", None),
                (27.0, "decode_tok_s", "RTX 3090", "llama.cpp", None),
            ],
        ),
        (
            "tok/s — RTX 4090 57, RTX 3090 41",
            [
                (57.0, "decode_tok_s", "RTX 4090", None, None),
                (41.0, "decode_tok_s", "RTX 3090", None, None),
            ],
        ),
        (
            "Ollama decode (t/s) — 49 at 2k, 40 at 16k",
            [
                (49.0, "decode_tok_s", None, "ollama", None),
                (40.0, "decode_tok_s", None, "ollama", None),
            ],
        ),
        (
            "生成速度（tok/s）：RTX 4090で58、RTX 3090で43",
            [
                (58.0, "decode_tok_s", "RTX 4090", None, None),
                (43.0, "decode_tok_s", "RTX 3090", None, None),
            ],
        ),
        (
            "- Prefill TTFT (ms): 410 (vs 380 upstream) - close enough",
            [(410.0, "ttft", None, None, None), (380.0, "ttft", None, None, None)],
        ),
        (
            "Decode (tok/s) on an RTX 4090: 61 at 4k (up from 52), 48 at 32k",
            [
                (61.0, "decode_tok_s", "RTX 4090", None, None),
                (52.0, "decode_tok_s", "RTX 4090", None, None),
                (48.0, "decode_tok_s", "RTX 4090", None, None),
            ],
        ),
    ],
)
def test_more_leads_lend_their_unit_to_each_bare_figure(
    text: str, want: list[Row], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        # a label that names a setting lists settings, whichever unit it carries
        "Concurrency (ms) on H100: 1, 8, 64",
        "Users, tok/s — 1, 8, 64",
        # the unit is a number's own, or no rate or time; a comparison's number has its own unit
        "Memory, GB — 24 on RTX 4090, 48 on A6000",
        # sizes, counts and shares after the dash are no figures
        "Decode speed on RTX 3090, tok/s — 7B model, 4k context",
        "Throughput, tok/s — 50% faster than 3060",
    ],
)
def test_numbers_that_are_not_the_leads_figures_stay_unread(text: str, vocab: Vocabulary) -> None:
    assert [c for c in extract_claims(text, vocab) if c.metric != "speedup"] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a label that ends in a setting's number is no setting name: read as before
        ("Throughput at batch 8 (tok/s): 450", [450.0]),
        # a compared figure that carries its own multiple is no figure of the label's unit
        ("Decode (tok/s) on H100: 45 (vs 3x), 40 at c=8", [45.0, 40.0]),
        # a change after a lead that ends in its unit is the change reader's, both sides
        ("vLLM на H100, ток/с: с 118 до 134.", [118.0, 134.0]),
        # a year compared in brackets is no figure
        ("Decode (tok/s) on RTX 3090: 38 (vs 2024 build)", [38.0]),
    ],
)
def test_figures_the_lead_does_not_lend_to_read_as_before(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    got = [c.value for c in extract_claims(text, vocab) if c.metric != "speedup"]
    assert got == want
