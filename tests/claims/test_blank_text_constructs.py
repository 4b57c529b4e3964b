"""Constructs that left whole texts unread: sentences in table cells, hyphens of other widths,
and Korean "in N seconds". Made-up text, each rule with a look-alike it must not fire on."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestHyphensOfOtherWidths:
    """A non-breaking hyphen or figure dash displays as "-": a range keeps both ends."""

    def test_a_range_with_a_non_breaking_hyphen(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("Decode ran at 45\u201165 tokens/s on the card.", vocab)
        assert (claim.value_min, claim.value_max) == (45.0, 65.0)

    def test_an_engine_name_with_a_non_breaking_hyphen(self, vocab: Vocabulary) -> None:
        (claim,) = extract_claims("TensorRT\u2011LLM reached 90 tokens/s on one H100.", vocab)
        assert claim.engine == "tensorrt-llm"

    def test_a_hyphenated_date_stays_no_claim(self, vocab: Vocabulary) -> None:
        assert _read("Posted 2025\u201103\u201114 by the team.", vocab) == []
