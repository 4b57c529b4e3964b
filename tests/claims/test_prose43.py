"""A change between two loads: "from 84 tok/s at concurrency 1 to 609 tok/s at concurrency 64".

Reading rules §2 (before/after pairs: each side takes its own setup) and §4 (concurrency; one
stream or per user is ``decode_tok_s``, a server's output under load ``output_tok_s``), with
LABELLING.md's "one stream or many by what the text says about the run" (a sweep's
concurrency-1 side is one stream's, the other side the server's). The reader read "1 to 609
tok/s" as one range (giving its midpoint at concurrency 1), gave the later rate the earlier
side's load, and let the earlier side's "single user" make the later rate one stream's.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> set[tuple[float, str, int | None]]:
    return {(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "With vLLM on an H100, throughput went from 84 tok/s at concurrency 1 to 609 tok/s"
            " at concurrency 64.",
            {(84.0, "decode_tok_s", 1), (609.0, "output_tok_s", 64)},
        ),
        (
            "SGLang on 2x A100 scales output throughput from 70 tok/s at batch size 1 to"
            " 2100 tok/s at batch size 32.",
            {(70.0, "decode_tok_s", 1), (2100.0, "output_tok_s", 32)},
        ),
        (
            "On one L40S, TGI went from 52 tokens/s (bs=1) to about 880 tokens/s (bs=16).",
            {(52.0, "decode_tok_s", 1), (880.0, "output_tok_s", 16)},
        ),
        (
            "With SGLang on an RTX 4090, aggregate throughput rose from 90 tok/s for a single"
            " user to 1450 tok/s for 32 users.",
            {(90.0, "decode_tok_s", 1), (1450.0, "output_tok_s", 32)},
        ),
        (
            "LMDeploy on an H20: 61 tok/s at conc 1 → 1,720 tok/s at conc 48.",
            {(61.0, "decode_tok_s", 1), (1720.0, "output_tok_s", 48)},
        ),
    ],
)
def test_each_side_of_a_change_takes_its_own_load(
    text: str, want: set[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


def test_the_later_side_with_no_load_of_its_own_takes_none(vocab: Vocabulary) -> None:
    got = _read(
        "With vLLM on an H100, throughput went from 84 tok/s at concurrency 1 to 609 tok/s.",
        vocab,
    )
    assert (84.0, "decode_tok_s", 1) in got
    assert all(c != 1 for v, _, c in got if v == 609.0)
    assert 305.0 not in {v for v, _, _ in got}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a range of rates at one load stays a range
        (
            "With vLLM on an H100 at batch size 8, throughput is 600 to 650 tok/s.",
            {(625.0, "output_tok_s", 8)},
        ),
        # a change of one user's rate keeps both sides one stream's
        (
            "With llama.cpp on an RTX 3090, one user's speed rose from 30 tok/s per user to"
            " 45 tok/s per user.",
            {(30.0, "decode_tok_s", None), (45.0, "decode_tok_s", None)},
        ),
        # arrows mapping each load to its own rate, listed with commas
        (
            "SGLang on 2x H20: concurrency 8 → 120 tok/s, concurrency 24 → 310 tok/s.",
            {(120.0, "output_tok_s", 8), (310.0, "output_tok_s", 24)},
        ),
        # a single stream's change, the load stated once before both sides
        (
            "At concurrency 1 on an H100, vLLM went from 80 tok/s to 95 tok/s.",
            {(80.0, "decode_tok_s", 1), (95.0, "decode_tok_s", 1)},
        ),
    ],
)
def test_what_is_not_a_change_between_loads_is_read_as_before(
    text: str, want: set[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a dash between a batch and its rate is no range: the reader gave 75.5 and 579
        (
            "llama.cpp on an RTX 4090: batch 1 - 150 tok/s, batch 8 - 1,150 tok/s.",
            {(150.0, "decode_tok_s", 1), (1150.0, "output_tok_s", 8)},
        ),
        ("- batch 1 - 150 tok/s on an RTX 4090 with llama.cpp", {(150.0, "decode_tok_s", 1)}),
        (
            "vLLM on one H100, batch 4 – 420 tok/s and batch 16 – 1,300 tok/s.",
            {(420.0, "output_tok_s", 4), (1300.0, "output_tok_s", 16)},
        ),
    ],
)
def test_a_batch_number_is_no_low_end_of_a_range(
    text: str, want: set[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


def test_a_range_of_rates_without_a_batch_key_stays_a_range(vocab: Vocabulary) -> None:
    assert _read("Decode 140 - 150 tok/s on an RTX 4090 with llama.cpp.", vocab) == {
        (145.0, "decode_tok_s", None)
    }


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a context length before a dash is no range's low end: the reader gave 4096 tok/s
        ("ctx 4096 - 150 tok/s with llama.cpp on an RTX 4090", {(150.0, "decode_tok_s", None)}),
        ("n_ctx=8192 – 41 t/s with llama.cpp on an RTX 3090", {(41.0, "decode_tok_s", None)}),
        ("context length 16384 - 33 t/s, llama.cpp, RTX 3090", {(33.0, "decode_tok_s", None)}),
        # a range of rates after a bare "context" stays a range
        (
            "With llama.cpp at long context 30 - 40 tok/s on an RTX 3090.",
            {(35.0, "decode_tok_s", None)},
        ),
    ],
)
def test_a_context_length_is_no_low_end_of_a_range(
    text: str, want: set[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a test's or run's setting before a dash is no range's low end
        (
            "pp 512 - 2400 t/s, tg 128 - 38 t/s (llama.cpp, RTX 3090)",
            {(2400.0, "prefill_tok_s", None), (38.0, "decode_tok_s", None)},
        ),
        ("TP=2 - 1,150 tok/s with vLLM on H100", {(1150.0, "decode_tok_s", None)}),
        ("n_gpu_layers 99 - 45 tok/s with llama.cpp on RTX 4090", {(45.0, "decode_tok_s", None)}),
        # a range is written from its low end: a larger number before the dash is no end of it
        ("With llama.cpp on an RTX 3090 it was 4096 - 38 t/s.", {(38.0, "decode_tok_s", None)}),
        # rising ranges, changes and multiples read as before
        ("llama.cpp on RTX 4090: 140 - 150 tok/s.", {(145.0, "decode_tok_s", None)}),
        (
            "With llama.cpp on an RTX 4090 it fell from 45 to 30 tok/s.",
            {(45.0, "decode_tok_s", None), (30.0, "decode_tok_s", None)},
        ),
    ],
)
def test_a_setting_or_a_falling_pair_is_no_range(
    text: str, want: set[tuple[float, str, int | None]], vocab: Vocabulary
) -> None:
    assert _read(text, vocab) == want
