"""A rival's rate said with a verb of reaching ("when NVIDIA struggles to hit 100") takes the
unit of the subject's rate before it, however far apart the two lie (reading rules §2: a
comparison's baseline is a figure of its own; §4: a unit may be written once); a count or a
build number after "when" is never such a rate.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "Their LPU streams 1,900 tokens per second when a GPU box struggles to hit 95.",
            [1900, 95],
        ),
        ("SambaNova serves 2,300 tok/s, whereas a single A100 only manages 110.", [2300, 110]),
    ],
)
def test_a_rival_rate_far_below_takes_the_unit(
    text: str, values: list[float], vocab: Vocabulary
) -> None:
    got = [c.value for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]
    assert got == values


@pytest.mark.parametrize(
    "text",
    [
        "We hit 1,600 tok/s when build 100 landed.",
        "It streams 800 tok/s while the server handles 12 users.",
        "It streams 1,800 tok/s while the old box hits 30 percent utilisation.",
    ],
)
def test_a_count_after_when_is_no_rate(text: str, vocab: Vocabulary) -> None:
    assert len(extract_claims(text, vocab)) == 1
