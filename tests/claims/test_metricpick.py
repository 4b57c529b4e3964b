"""A figure's metric picked from words written once for several figures.

Reading rules §4: decode_tok_s is one stream or per user, apart from the aggregate output of a
server under load. A per-user unit written after the last figure of a change or a list
("4.05 -> 5.52 tok/s/seq"), or before a bracket that restates the figure ("5.52 tok/s/seq
median (5.96 mean)"), is every one of those figures' unit: the figures that borrow it were read
as the server's output because the sentence names a load.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.shared_scope import shares_per_user_unit
from watcher.claims.sized_prefill import sized_prefill_blanked
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "borrowed"),
    [
        (
            "Under 128-client serving on vLLM with an H100, decode went 4.05 -> 5.52 tok/s/seq"
            " median.",
            [4.05],
        ),
        (
            "Under 128-client serving on vLLM with an H100, decode went from 4.05 to 5.52 tok/s"
            " per user.",
            [4.05],
        ),
        (
            "At concurrency 16 on an H100 with vLLM: 44.0 / 47.5 / 51.2 tok/s/user for the three"
            " builds.",
            [44.0, 47.5],
        ),
        (
            "With 32 clients on vLLM and an H100, the median per-request rate moved 20.1 -> 24.6"
            " tok/s/req (22.0 -> 25.3 mean).",
            [22.0, 25.3],
        ),
    ],
)
def test_a_per_user_unit_written_once_is_each_figures(
    text: str, borrowed: list[float], vocab: Vocabulary
) -> None:
    got = _metrics(text, vocab)
    for value in borrowed:
        assert got.get(value) == "decode_tok_s", (value, got)


@pytest.mark.parametrize(
    ("text", "server"),
    [
        # the unit written once names the server's sum, not one user's
        ("At concurrency 64 vLLM on an H100 went from 2,100 -> 2,900 tok/s aggregate.", 2100.0),
        (
            "At 32 concurrent users on an H100, SGLang holds 1,900 / 2,300 tok/s for the two"
            " builds.",
            1900.0,
        ),
        # the per-user words belong to the next figure, past the clause
        (
            "At 16 concurrent requests vLLM on an H100 moved 700 -> 820 tok/s, with 48 tok/s per"
            " user.",
            700.0,
        ),
        # a figure with its own unit keeps its own reading
        ("At 32 concurrent users on an H100 vLLM serves 1,660 tok/s (52 tok/s per user).", 1660.0),
        # a card's share is the server's output, not one stream's
        ("On 8 H100s at concurrency 64 the server reached 9,000 and 11,200 tok/s/GPU.", 9000.0),
        # a bracket restating an aggregate rate stays the server's
        ("At batch 32 vLLM on an H100 reached 3,400 tok/s aggregate (3,100 median).", 3100.0),
    ],
)
def test_a_shared_unit_that_names_no_user_leaves_the_load(
    text: str, server: float, vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab).get(server) == "output_tok_s"


def test_words_inside_the_bracket_make_it_no_bare_restatement() -> None:
    text = "decode is 5.52 tok/s/seq median (at vLLM's ~5.9)"
    start = text.index("5.9)")
    assert not shares_per_user_unit(text, start, start + 3, 0, len(text))
    text = "decode is 5.52 tok/s/seq median (5.96 mean)"
    start = text.index("5.96")
    assert shares_per_user_unit(text, start, start + 4, 0, len(text))


@pytest.mark.parametrize(
    "text",
    [
        "Decode speed after a 32K prefill: 41 tok/s on an RTX 4090 with llama.cpp.",
        "On an RTX 3090, llama.cpp's decode at 8k prefill depth is 45 tok/s.",
        "Generation speed after prefilling 32k tokens: 61 tok/s on an RTX 5090 with llama.cpp.",
        "Token generation with 16K tokens prefilled runs at 55 tok/s on an M3 Max in llama.cpp.",
    ],
)
def test_a_sized_prefill_after_the_decode_word_is_its_load(text: str, vocab: Vocabulary) -> None:
    assert set(_metrics(text, vocab).values()) == {"decode_tok_s"}


@pytest.mark.parametrize(
    ("text", "prefill"),
    [
        # no other phase named: the sized prefill is the rate's own phase
        ("At 32K prefill: 1,900 tok/s on an RTX 4090 with llama.cpp.", 1900.0),
        ("Prefill after a 32K context: 1,900 tok/s on an RTX 4090 with llama.cpp.", 1900.0),
        # the decode word is the previous figure's, or another clause's
        ("llama.cpp on an RTX 4090: tg 45 tok/s, 32K prefill 1,900 tok/s.", 1900.0),
        (
            "On an RTX 4090 llama.cpp decodes at 41 tok/s, and a 32K prefill runs at 1,900 tok/s.",
            1900.0,
        ),
        (
            "Decode was slow on the RTX 4090 with llama.cpp; prefill of 32K tokens ran at 1,900"
            " tok/s.",
            1900.0,
        ),
    ],
)
def test_a_sized_prefill_with_no_decode_word_of_its_own_stays_prefill(
    text: str, prefill: float, vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab).get(prefill) == "prefill_tok_s"


def test_sized_prefill_blanked_keeps_positions_and_skips_plain_words() -> None:
    words = "Decode speed after a 32K prefill: "
    blanked = sized_prefill_blanked(words)
    assert blanked is not None and len(blanked) == len(words) and "prefill" not in blanked
    assert sized_prefill_blanked("Decode speed after warm-up: ") is None
    assert sized_prefill_blanked("prefill at 32K: ") is None  # no size beside the word
