"""A window of words before a figure never opens inside a word: the tail of a cut word is
no word of its own (reading rules §1: record what the text states; word_window.py). Texts of
our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.word_window import word_floor, words_before
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab)]


class TestWordFloor:
    def test_a_cut_word_is_skipped_to_its_end(self) -> None:
        text = "we built bitnet.cpp on it"
        at = text.index("pp")
        assert word_floor(text, at, 0) == at + 2
        assert words_before(text, len(text), 0, len(text) - at) == " on it"

    def test_a_window_at_a_word_start_or_the_unit_start_stays(self) -> None:
        text = "we built it on a cpu"
        assert word_floor(text, text.index("built"), 0) == text.index("built")
        assert word_floor(text, 4, 4) == 4  # the enclosing unit opens there: nothing cut
        assert word_floor(text, 2, 5) == 5

    def test_words_without_spaces_are_left_whole(self) -> None:
        text = "在单卡上预填充速度"
        assert word_floor(text, 3, 0) == 3


class TestCutWordsNameNoPhase:
    def test_the_tail_of_cpp_is_no_prompt_processing_column(self, vocab: Vocabulary) -> None:
        text = (
            # (100 characters before the figure open at the "pp" of "bitnet.cpp")
            "Our fork of bitnet.cpp can run a 70B BitNet model on a single desktop CPU, "
            "reaching a slow pace, near a person reading (4-6 tokens per second), which is new."
        )
        assert _metrics(text, vocab) == ["decode_tok_s"]

    def test_a_whole_phase_word_still_counts(self, vocab: Vocabulary) -> None:
        text = (
            "Our fork of bitnet.cpp can run a 70B BitNet model on a single desktop CPU, its "
            "pp512 near a person reading (40-60 tokens per second), which is new."
        )
        assert _metrics(text, vocab) == ["prefill_tok_s"]
