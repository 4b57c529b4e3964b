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
