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


class TestOtherLanguageUnitsInFlatTables:
    """A flattened table's header may name its unit in another language; the table readers
    ask the shared unit table, so the columns take that unit as they take "tok/s"."""

    def test_two_spaced_rows_under_a_korean_unit_header(self, vocab: Vocabulary) -> None:
        text = (
            "RTX 3080 한 장, llama.cpp 측정\n\n"
            "모델 프리필 (토큰/초) 디코드 (토큰/초)\n"
            "Phi-3-mini 2210.4 96.3\n"
            "Gemma-2-9B 1130.8 51.7\n"
        )
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert (96.3, "decode_tok_s") in got
        assert (2210.4, "prefill_tok_s") in got
        assert (51.7, "decode_tok_s") in got

    def test_collapsed_rows_under_a_russian_header(self, vocab: Vocabulary) -> None:
        text = (
            "Замеры на RTX 3080:\n\n"
            "Скорость (токенов/с) Задержка (мс) Объём (ГБ)\n"
            "1 61.4 240.5 6.2\n"
            "2 118.9 262.0 6.4\n"
            "3 171.3 301.7 6.9\n"
        )
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert (118.9, "decode_tok_s") in got
        assert (262.0, "e2e_latency") in got

    def test_chinese_token_word_lingpai(self, vocab: Vocabulary) -> None:
        text = (
            "单卡 A800 测试:\n\n"
            "| 模型 | 解码速度(令牌/秒) |\n|---|---|\n| Qwen2-7B | 73.6 |\n| GLM-4-9B | 58.2 |\n"
        )
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert (73.6, "decode_tok_s") in got
        assert (58.2, "decode_tok_s") in got
