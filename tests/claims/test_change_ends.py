"""A change's end written bare after "from X tok/s": "from 12 tok/s to 19" is two figures.

Reading rules §2: before/after pairs give two figures, the after side the method's; §4: a
unit may be written once for both. A number after "to" that is no rate ("to 64 users") or
far from the first stays unread.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def test_the_bare_end_of_a_change_takes_the_starts_unit(vocab: Vocabulary) -> None:
    text = (
        "Turning on EAGLE-3 moved our 14B from 22 tokens/sec to 37 on the RTX 4080.\n"
        "Batching moved it from 40 tok/s to 64 users.\n"
    )
    got = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert got == {22.0: "ar", 37.0: "eagle", 40.0: None}
