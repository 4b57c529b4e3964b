"""A Russian scenario put to a generic reader is no run (reading rules §2, hypotheticals).

Russian marks the reader in the verb: "…и получаете 0.8 токенов в секунду", "видите 5-10
токенов в секунду?" hand the figure to a supposed reader; "Вы скачали …, получили 45 tok/s"
too. A first person ("мы получили", "я вижу") or a third person reporting a run stays.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


class TestMustNotFire:
    def test_present_you_get(self, vocab: Vocabulary) -> None:
        text = "Вы ставите Qwen 32B на ноутбук — и получаете 1.5 токенов в секунду. Печально."
        assert _values(text, vocab) == []

    def test_present_you_see_question(self, vocab: Vocabulary) -> None:
        text = "Включаете vLLM на RTX 4090 и видите 12 токенов в секунду? Так бывает."
        assert _values(text, vocab) == []

    def test_informal_you(self, vocab: Vocabulary) -> None:
        text = "Ставишь Mistral 7B на старую карту и получаешь 3 ток/с на генерации."
        assert _values(text, vocab) == []

    def test_past_plural_after_you(self, vocab: Vocabulary) -> None:
        text = "Вы обновили Ollama, прогнали тест, получили 60 tokens/sec и обрадовались."
        assert _values(text, vocab) == []


class TestMustFire:
    def test_we_got_is_a_run(self, vocab: Vocabulary) -> None:
        text = "Мы обновили Ollama, прогнали тест и получили 60 tokens/sec на RTX 4090."
        assert _values(text, vocab) == [60]

    def test_third_person_past_is_a_run(self, vocab: Vocabulary) -> None:
        text = "На RTX 3090 llama.cpp выдаёт 42 токенов в секунду при генерации."
        assert _values(text, vocab) == [42]

    def test_you_get_far_from_the_figure(self, vocab: Vocabulary) -> None:
        text = "Вы получаете удобный интерфейс; в нашем тесте на H100 vLLM выдал 85 tok/s."
        assert 85 in _values(text, vocab)

    def test_as_you_see_points_at_a_result(self, vocab: Vocabulary) -> None:
        text = "Как видите, llama.cpp на RTX 3090 выдаёт 42 токенов в секунду."
        assert 42 in _values(text, vocab)

    def test_you_see_in_the_table_points_at_a_result(self, vocab: Vocabulary) -> None:
        text = "В таблице вы видите: vLLM на H100 выдал 85 tok/s при генерации."
        assert 85 in _values(text, vocab)
