"""A list or sweep of loads stated apart from any figure (load._stated_apart with
load_lists.listed_load) names several runs' loads and sets up no later figure; one load
stated apart still does (reading rules §2). Texts of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


class TestAListOfLoadsStatedApartIsNoRunsLoad:
    """load._stated_apart with load_lists.listed_load: "ramping concurrency 12 → 16 → 20 →
    24" or "at batch 1, 8 and 32" above the figures names several runs' loads, none of them
    a later figure's (reading rules §2: each figure takes its own setup)."""

    def test_a_sweep_of_loads(self, vocab: Vocabulary) -> None:
        text = "We ramped concurrency 12 → 16 → 20 → 24 on vLLM.\n\nTTFT stayed at 0.7 s."
        assert [c.concurrency for c in extract_claims(text, vocab)] == [None]
        text = "Concurrency 1 -> 8 -> 32.\n\nSGLang reaches 120 tok/s on H100."
        assert [c.concurrency for c in extract_claims(text, vocab)] == [None]

    def test_a_list_with_a_single_stream_first(self, vocab: Vocabulary) -> None:
        text = "We tested at batch 1, 8 and 32.\n\nSGLang reaches 120 tok/s on H100."
        assert [c.concurrency for c in extract_claims(text, vocab)] == [None]

    def test_one_load_stated_apart_still_sets_up(self, vocab: Vocabulary) -> None:
        for setup, load in (("batch 8", 8), ("batch 1", 1), ("concurrency 16", 16)):
            text = f"All runs at {setup}.\n\nSGLang reaches 120 tok/s on H100."
            assert [c.concurrency for c in extract_claims(text, vocab)] == [load]
