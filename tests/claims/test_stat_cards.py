"""Key-figure blocks of web pages copied as text: a figure alone on its line and its unit
and caption on the line under it, or flattened tables whose header names the unit in
another language (reading rules §4: a unit may sit apart from its number or only in a
header; §2: the caption's setup is the figure's)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.statcards import join_stat_cards
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None, int | None]]:
    return [(c.value, c.metric, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]


class TestFigureOverUnitCaption:
    """A number on a line of its own takes the unit that opens the next line, and the
    caption's GPU and count."""

    def test_cards_take_their_unit_and_setup(self, vocab: Vocabulary) -> None:
        text = (
            "Key numbers from our lab\n\n"
            "38.4K\n"
            "tok/s, Mistral 7B, 4xL40S\n"
            "212\n"
            "ms to first token, Mistral 7B, 1xL40S\n"
        )
        got = _read(text, vocab)
        assert any(v == 38400 and hw == "L40S" and n == 4 for v, _, hw, n in got)
        assert (212.0, "ttft", "L40S", 1) in got

    def test_the_text_keeps_its_length(self) -> None:
        text = "intro\n\n905\ntok/s on one A10G\n"
        joined = join_stat_cards(text)
        assert len(joined) == len(text)
        assert "905 tok/s on one A10G" in joined

    def test_other_language_units_join_too(self, vocab: Vocabulary) -> None:
        got = _read("벤치마크 결과\n\n61.5\n토큰/초, RTX 4080 한 장\n", vocab)
        assert any(v == 61.5 and hw == "RTX 4080" for v, _, hw, _ in got)

    def test_a_line_with_more_than_a_figure_is_no_card(self) -> None:
        text = "Step 3 of 12\ntok/s is what we print\n"
        assert join_stat_cards(text) == text

    def test_a_caption_without_a_unit_joins_nothing(self) -> None:
        text = "2024\nwas a busy year for GPUs\n"
        assert join_stat_cards(text) == text

    def test_a_word_spelled_like_a_unit_joins_nothing(self) -> None:
        text = "Seite\n12\nGo ahead and read the next chapter\n"
        assert join_stat_cards(text) == text
