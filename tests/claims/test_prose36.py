"""A bare number in a clause coordinated with a token rate's takes that rate's unit and metric
(reading rules §4: a unit may be written once for several figures), and only a number that is
no other kind of quantity: a count with its noun, a size, a length, a share, a year, a price, a
version, a model size, a setting or a bound stays no figure."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        # after the rate: a label word, a place, a run of labelled clauses
        ("Seen on the 3090 vLLM node: 17.8 t/s first, 73 steady.", [73.0]),
        ("With llama.cpp on the 4090 we measured 41 tok/s cold, 55 warm.", [55.0]),
        ("With llama.cpp on the 4090: 41 tok/s on short prompts; 35 on long ones.", [35.0]),
        ("llama.cpp on the 4090 held 41 tok/s at the start and 35 near the end.", [35.0]),
        ("With llama.cpp on the 4090: 41 tok/s median, 44 best, 38 worst.", [44.0, 38.0]),
        ("On the 4090 llama.cpp gets 41 tok/s (Q4_K_M), 33 (Q8_0).", [33.0]),
        ("On my M2 Max with MLX I get 41 tok/s; with llama.cpp, 35.", [35.0]),
        ("With llama.cpp the 4090 does 30 t/s, and the 3090 22.", [22.0]),
        # other languages
        ("Mit llama.cpp auf der 4090 messen wir 41 tok/s, auf der 3090 nur 35.", [35.0]),
        ("Con llama.cpp en la 4090 obtenemos 41 tok/s y en la 3090 solo 35.", [35.0]),
        ("Sur un M2 Max, MLX atteint 41 tok/s et llama.cpp 35.", [35.0]),
        ("Su un M2 Max, MLX raggiunge 41 tok/s e llama.cpp 35.", [35.0]),
        ("На 4090 с llama.cpp получаем 41 ток/с, на 3090 — 35.", [35.0]),
        ("llama.cpp 在 4090 上跑到 41 tok/s，3090 上是 35。", [35.0]),
        ("MLX 在 M2 Max 上 41 tok/s，llama.cpp 35，Ollama 30。", [35.0, 30.0]),
        ("llama.cpp で 4090 は 41 tok/s、3090 は 35 でした。", [35.0]),
        ("llama.cpp 기준 4090은 41 tok/s, 3090은 35 정도입니다.", [35.0]),
    ],
)
def test_a_coordinated_bare_number_takes_the_rates_unit(
    text: str, bare: list[float], vocab: Vocabulary
) -> None:
    got = _values(text, vocab)
    for value in bare:
        assert (value, "decode_tok_s") in got, got


@pytest.mark.parametrize(
    "text",
    [
        "We got 41 tok/s on the 4090, 24 GB of VRAM used.",  # a size
        "Decode runs at 41 tok/s, 32 layers offloaded.",  # a count with its noun
        "Decode runs at 41 tok/s flat, 63 tool calls, zero retries.",  # a plural noun counted
        "Decode runs at 41 tok/s cold, 4 cold runs.",
        "It reached 41 tok/s, 35% faster than before.",  # a share
        "It reached 41 tok/s with the 8B model, 70B did not fit.",  # a model size
        "Decode runs at 41 tok/s, and 2025 will be better.",  # a year
        "llama.cpp reaches 41 tok/s, version 35 of the build.",  # a version
        "Decode runs at 41 tok/s, v35 build.",
        "Decode 41 tok/s on the 4090, Qwen 3.5 next.",  # a model's version
        "Decode runs at 41 tok/s, 4 GPUs in total.",  # a GPU count
        "Decode runs at 41 tok/s at batch 1, 8 and 32.",  # the settings are coordinated
        "Decode runs at 41 tok/s, costs $35 a month.",  # a price
        "Decode runs at 41 tok/s, about 12 more than before.",  # a difference
        "Decode runs at 41 tok/s, and it uses 30 watts.",
        "Decode runs at 41 tok/s, context 32, top-k 40.",  # settings
        "Decode 41 tok/s, 3 runs, 5 seeds.",
        "The 9B decodes at 52 tok/s on the 4090, the fan at 60.",  # a subject that runs no model
        "It decodes 41 tok/s with vLLM on an H100; the quick math said 48.",
        "We got 30 tok/s on the 4090 and 4 with errors.",  # far below the rate: a count
        "Grades: win = 30+ tok/s, tie = 10-30, loss = below 10.",  # thresholds
        "In 3 minutes, the CPU hit 42 °C and throttled at 40 tok/s.",  # a temperature
        "When I add -ngl 33, the speed is 10 t/s.",  # a flag's value
        "解码速度 41 tok/s，并发 32。",  # a setting in Chinese
        "在8线程、输入 40 的条件下,Decode 速度为 41 tok/s。",
        "デコードは 41 tok/s、メモリは 20 GB。",
        "Скорость 41 ток/с, контекст 32 тыс.",
    ],
)
def test_another_kind_of_quantity_beside_a_rate_stays_no_figure(
    text: str, vocab: Vocabulary
) -> None:
    got = _values(text, vocab)
    rates = [v for v, m in got if m.endswith("tok_s")]
    assert len(rates) == 1, got


def test_a_question_or_a_goal_in_the_clause_stays_out(vocab: Vocabulary) -> None:
    assert _values("Can llama.cpp get 41 tok/s on a 4090, or even 60?", vocab) == []


def test_the_coordinated_figure_takes_its_own_clauses_card(vocab: Vocabulary) -> None:
    claims = extract_claims("With llama.cpp I get 30 t/s on the 4090 and 22 on the 3090.", vocab)
    by_value = {c.value: c for c in claims}
    assert by_value[22.0].hardware == "RTX 3090"
    assert by_value[30.0].hardware == "RTX 4090"
