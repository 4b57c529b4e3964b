"""A list of metric names paired in order with as many figures (reading rules §4: prefill,
decode, TTFT and per-token latency are distinct metrics; a prefill figure is never a decode
figure). "Prefill/decode ...: 2400/38 tok/s", "prefill and decode are 2400 and 38 tok/s",
"TTFT/TPOT ...: 120/15 ms" give the i-th figure the i-th metric, with setup words between the
names and the figures; never when the counts disagree, a unit does not fit its metric, or a
load series stands between. A bound's slash pair ("limits ... TTFT/TPOT: 450/40 ms") is no
measurement (reading rules §2), as each of its figures alone is not. Sentences made up for
these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Prefill/decode on an RTX 3090 with llama.cpp: 2400/38 tok/s.",
            [(38, "decode_tok_s"), (2400, "prefill_tok_s")],
        ),
        (
            "On the RTX 3090 with llama.cpp, prefill and decode are 2400 and 38 tok/s.",
            [(38, "decode_tok_s"), (2400, "prefill_tok_s")],
        ),
        ("TTFT/TPOT with SGLang on H100: 120/15 ms.", [(15, "tpot"), (120, "ttft")]),
        (
            "pp512/tg128 on a 4090 with llama.cpp: 5100 / 140 t/s",
            [(140, "decode_tok_s"), (5100, "prefill_tok_s")],
        ),
        ("TTFT and ITL with vLLM on an A100 were 210 and 18 ms.", [(18, "tpot"), (210, "ttft")]),
        (
            "Prompt processing and generation on the M2 Ultra: 880, 41 tok/s.",
            [(41, "decode_tok_s"), (880, "prefill_tok_s")],
        ),
        (
            "Prefill / Decode (tok/s): 1900 / 52 on the L40S",
            [(52, "decode_tok_s"), (1900, "prefill_tok_s")],
        ),
        (
            "5100 and 140 tok/s for prefill and decode on the 4090.",
            [(140, "decode_tok_s"), (5100, "prefill_tok_s")],
        ),
        (
            "4090 と llama.cpp で、プリフィルとデコードはそれぞれ 5100 と 140 tok/s。",
            [(140, "decode_tok_s"), (5100, "prefill_tok_s")],
        ),
        ("TTFT/TPOT on 8×H100 with SGLang: 120/15 ms.", [(15, "tpot"), (120, "ttft")]),
        (
            "TTFT/throughput with SGLang on H100: 120 ms / 3,200 tok/s.",
            [(120, "ttft"), (3200, "output_tok_s")],
        ),
    ],
)
def test_names_pair_with_figures_in_order(text: str, want: list, vocab: Vocabulary) -> None:
    """Must fire: the i-th figure takes the i-th metric name."""
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # counts disagree: the names pair nothing (the figure reader's 38 and 12 stay)
        (
            "Prefill and decode on H100 with vLLM: 2400, 38 and 12 tok/s.",
            [(12, "decode_tok_s"), (38, "decode_tok_s")],
        ),
        # a unit that fits neither name: no TTFT read off a token rate
        (
            "TTFT/TPOT on the H100 with vLLM: 120/15 tok/s.",
            [(15, "decode_tok_s"), (120, "decode_tok_s")],
        ),
        # a ratio, no unit
        ("The prefill/decode ratio on H100 with vLLM is 1/2 of what it was.", []),
        # a load series between the names and the figures: which is which is not said
        ("Prefill/decode at concurrency 1/4: 2400/38 tok/s on H100.", []),
        # a multiple that counts no cards: a number of its own between
        ("Prefill/decode at 2x the batch on H100: 2400/38 tok/s.", []),
        # one figure for one named pair of phases is no series
        ("Disaggregated prefill/decode gives 45 tok/s on the H100.", [(45, "decode_tok_s")]),
    ],
)
def test_no_pairing(text: str, want: list, vocab: Vocabulary) -> None:
    """Must not fire: the sentence reads as it did before."""
    assert _read(text, vocab) == want


def test_a_load_series_still_pairs_loads(vocab: Vocabulary) -> None:
    """Must not fire: "concurrency 1/4/16: 120/380/900" pairs loads, not metrics."""
    text = "With SGLang on H100, concurrency 1/4/16: 120/380/900 tok/s.\n"
    claims = extract_claims(text, vocab)
    assert [(c.value, c.concurrency) for c in claims] == [(120, 1), (380, 4), (900, 16)]
    assert "prefill_tok_s" not in {c.metric for c in claims}


@pytest.mark.parametrize(
    "text",
    [
        "v5.0 introduced stricter interactive limits for Llama-2-70B (p99 TTFT/TPOT: 450/40 ms)",
        "The SLO targets are TTFT/TPOT: 300/25 ms for the chat tier.",
        "The interactive limits are 21/23 tokens per second per user.",
        "Tier limits: prefill/decode 3000/40 tok/s.",
    ],
)
def test_a_bound_pair_is_no_measurement(text: str, vocab: Vocabulary) -> None:
    """Must fire: a slash pair a bound's noun heads is the bound's, as each figure alone is."""
    assert _read(text, vocab) == []


def test_a_lifted_limit_leaves_the_run(vocab: Vocabulary) -> None:
    """Must not fire: a clause about a bound does not reach the run after it."""
    text = "The limits were lifted and vLLM on H100 now gives TTFT/TPOT of 90/12 ms.\n"
    assert _read(text, vocab) == [(12, "tpot"), (90, "ttft")]
