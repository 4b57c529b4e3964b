"""A key calling its figure the plain run ("Plain:", "Original model:", "Base model:") beside a
key naming a drafting method makes that figure AR.

Reading rules §2: "baseline" / "vanilla" / "normal decoding" columns are AR, and a key/value
list reads like the table whose columns it would be. "Baseline: 42 tok/s" beside "EAGLE-3:
71 tok/s" was read as AR; "Plain: 42 tok/s" and "Original model: 42 tok/s" were not.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


@pytest.mark.parametrize(
    ("text", "method"),
    [
        ("- Plain: 42 tok/s\n- Speculative: 71 tok/s", "speculative"),
        ("Plain: 42 tok/s\nEAGLE-3: 71 tok/s", "eagle"),
        ("Original model: 42 tok/s, with Medusa: 71 tok/s (TGI, A10G)", "medusa"),
        ("* Base model: 42 t/s\n* MTP: 71 t/s", "mtp"),
    ],
)
def test_a_plain_key_beside_a_method_is_ar(text: str, method: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == {42.0: "ar", 71.0: method}


@pytest.mark.parametrize(
    "text",
    [
        # no drafting method beside it: a plain run of nothing in particular
        "Plain: 42 tok/s\nJSON mode: 38 tok/s",
        "- Plain: 42 tok/s\n- With grammar: 38 tok/s",
    ],
)
def test_a_plain_key_with_no_method_beside_it_names_no_mode(text: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab)[42.0] is None
