"""Russian units, scale words and setup words the reader knows in other languages.

Reading rules §4: numbers vary ("1.5k" is "1,5 тыс." in Russian), units vary (the second is
"с", as English writes "s"), memory is a run's metric where a size is placed on the card ("22
ГБ на RTX 4090", as "22 GB on the RTX 4090") and a card's own size is a spec ("RTX 4090 на 24
ГБ"); §4 concurrency: "для одного пользователя" is one stream, "при 16 параллельных запросах"
a load of 16, as "for one user" and "at 16 concurrent requests" are; "вдвое быстрее" is twice as
fast; §2: "TPS упал с 52 до 47" names its rate before both sides of the change.
"""

from __future__ import annotations

from typing import Any

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[dict[str, Any]]:
    return [c.to_json() for c in extract_claims(text, vocab)]


def _pairs(text: str, vocab: Vocabulary) -> list[tuple[str, float]]:
    return [(c["metric"], c["value"]) for c in _read(text, vocab)]


class TestThousandsInWords:
    def test_decimal_comma_thousand(self, vocab: Vocabulary) -> None:
        text = "На H200 SGLang отдаёт 2,5 тыс. токенов в секунду на одного клиента."
        assert _pairs(text, vocab) == [("decode_tok_s", 2500.0)]

    def test_whole_thousand_aggregate(self, vocab: Vocabulary) -> None:
        text = "Суммарная пропускная способность vLLM на 4×A100 — 18 тыс. ток/с при 128 запросах."
        claims = _read(text, vocab)
        assert [(c["metric"], c["value"]) for c in claims] == [("output_tok_s", 18000.0)]
        assert claims[0]["hardware"] == "A100"

    def test_prefill_thousands_spelled(self, vocab: Vocabulary) -> None:
        text = "Префилл в llama.cpp на RTX 3090 держится около 3 тысяч токенов/с."
        assert _pairs(text, vocab) == [("prefill_tok_s", 3000.0)]

    def test_context_and_price_in_thousands_are_no_claim(self, vocab: Vocabulary) -> None:
        text = "Окно контекста — 64 тыс. токенов, а сама RTX 3090 обошлась в 80 тысяч рублей."
        assert _read(text, vocab) == []

    def test_dataset_size_is_no_claim(self, vocab: Vocabulary) -> None:
        text = "Дообучали на 20 тыс. диалогов, две эпохи на A100."
        assert _read(text, vocab) == []


class TestRussianSecond:
    def test_ttft_in_seconds(self, vocab: Vocabulary) -> None:
        text = "Время до первого токена на L40S с vLLM — 0,35 с."
        claims = _read(text, vocab)
        assert [(c["metric"], c["value"], c["unit"]) for c in claims] == [("ttft", 0.35, "s")]

    def test_whole_answer_in_seconds(self, vocab: Vocabulary) -> None:
        text = "На M2 Max через MLX полный ответ занял 7,5 с при контексте 4K."
        assert _pairs(text, vocab) == [("e2e_latency", 7.5)]

    def test_seconds_before_a_bracket(self, vocab: Vocabulary) -> None:
        text = "Задержка до первого токена: 2,4 с (RTX 3060, Ollama)."
        assert _pairs(text, vocab) == [("ttft", 2.4)]

    def test_with_and_a_half_is_no_second(self, vocab: Vocabulary) -> None:
        text = "RTX 5090 в 2 с половиной раза дороже, чем RTX 4080."
        assert [c for c in _read(text, vocab) if c["unit"] == "s"] == []

    def test_with_a_bit_more_is_no_second(self, vocab: Vocabulary) -> None:
        text = "Файл модели весит 9 с лишним гигабайт."
        assert [c for c in _read(text, vocab) if c["unit"] == "s"] == []


class TestMemoryPlacedOnTheCard:
    def test_takes_size_on_card(self, vocab: Vocabulary) -> None:
        text = "Gemma 27B занимает 17 ГБ на RTX 4090 при контексте 8K."
        claims = _read(text, vocab)
        assert [(c["metric"], c["value"]) for c in claims] == [("memory", 17.0)]
        assert claims[0]["hardware"] == "RTX 4090"

    def test_weights_across_two_cards(self, vocab: Vocabulary) -> None:
        text = "Веса Llama 3.3 70B в FP8 занимают 71 ГБ на двух H100."
        assert _pairs(text, vocab) == [("memory", 71.0)]

    def test_uses_size_on_card(self, vocab: Vocabulary) -> None:
        text = "Модель использует 13 ГБ на RTX 3090 во время генерации."
        assert _pairs(text, vocab) == [("memory", 13.0)]

    def test_card_sized_with_na_is_a_spec(self, vocab: Vocabulary) -> None:
        text = "Взял RTX 4060 Ti на 16 ГБ специально под локальные модели."
        assert _read(text, vocab) == []

    def test_memory_on_board_is_a_spec(self, vocab: Vocabulary) -> None:
        text = "RTX 3090 с 24 ГБ на борту до сих пор популярна."
        assert _read(text, vocab) == []


class TestRussianLoads:
    def test_one_user(self, vocab: Vocabulary) -> None:
        text = "В FP8 на H100 vLLM выдаёт 130 ток/с для одного пользователя."
        claims = _read(text, vocab)
        assert [(c["value"], c["concurrency"]) for c in claims] == [(130.0, 1)]

    def test_parallel_requests_load(self, vocab: Vocabulary) -> None:
        text = "SGLang на H100 выдаёт 2400 ток/с при 32 параллельных запросах."
        claims = _read(text, vocab)
        assert [(c["value"], c["concurrency"]) for c in claims] == [(2400.0, 32)]

    def test_each_clause_keeps_its_load(self, vocab: Vocabulary) -> None:
        text = (
            "На L40S vLLM даёт 55 ток/с для одного пользователя "
            "и 700 ток/с при 24 параллельных запросах."
        )
        claims = _read(text, vocab)
        assert [(c["value"], c["concurrency"]) for c in claims] == [(55.0, 1), (700.0, 24)]

    def test_parallel_cards_are_no_load(self, vocab: Vocabulary) -> None:
        text = "Тензорный параллелизм на 2 параллельных GPU: RTX 4090 выдаёт 60 ток/с."
        assert [c["concurrency"] for c in _read(text, vocab)] == [None]


class TestRateNamedBeforeItsChange:
    def test_tps_fell_from_to(self, vocab: Vocabulary) -> None:
        text = "На RTX 3080 в Ollama TPS упал с 52 до 47 после обновления драйвера."
        assert _pairs(text, vocab) == [("decode_tok_s", 52.0), ("decode_tok_s", 47.0)]

    def test_keyed_rate_from_to(self, vocab: Vocabulary) -> None:
        text = "llama.cpp на RTX 4070, ток/с: с 33 до 41."
        assert [c["value"] for c in _read(text, vocab)] == [33.0, 41.0]

    def test_threads_changed_are_no_rates(self, vocab: Vocabulary) -> None:
        text = "На RTX 4090 ток/с при переходе с 8 до 16 потоков почти не изменились."
        assert _read(text, vocab) == []


class TestFoldedMultiples:
    def test_twice_as_fast(self, vocab: Vocabulary) -> None:
        text = "С MTP vLLM на H200 отвечает вдвое быстрее."
        assert _pairs(text, vocab) == [("speedup", 2.0)]

    def test_three_times_as_fast(self, vocab: Vocabulary) -> None:
        text = "ExLlamaV2 на RTX 3090 декодирует втрое быстрее, чем transformers."
        assert _pairs(text, vocab) == [("speedup", 3.0)]

    def test_four_times_as_fast(self, vocab: Vocabulary) -> None:
        text = "На MI300X SGLang обрабатывает промпты вчетверо быстрее."
        assert [c["value"] for c in _read(text, vocab)] == [4.0]

    def test_thrice_the_memory_is_no_speedup(self, vocab: Vocabulary) -> None:
        text = "Две RTX 3090 дают вдвое больше видеопамяти, чем одна RTX 4090."
        assert _read(text, vocab) == []


class TestPresentTakes:
    def test_answer_takes_seconds(self, vocab: Vocabulary) -> None:
        text = "На M1 Pro полный ответ Llama 8B занимает 25 секунд."
        assert _pairs(text, vocab) == [("e2e_latency", 25.0)]

    def test_generation_takes_short_seconds(self, vocab: Vocabulary) -> None:
        text = "В LM Studio на RX 7900 XTX генерация ответа занимает 9 с."
        assert _pairs(text, vocab) == [("e2e_latency", 9.0)]

    def test_plural_takes(self, vocab: Vocabulary) -> None:
        text = "На A100 ответы vLLM занимают 4 секунды при контексте 2K."
        assert _pairs(text, vocab) == [("e2e_latency", 4.0)]

    def test_loading_takes_is_no_reply(self, vocab: Vocabulary) -> None:
        text = "Загрузка весов с диска занимает 40 секунд на RTX 4090."
        assert _read(text, vocab) == []
