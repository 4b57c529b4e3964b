"""Non-English classes of reading mistakes (CJK and European units, numbers, negations,
baselines), each pinned by sentences of its own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "在 RTX 4090 上,无MTP时 llama.cpp 为 40 tokens/s,启用MTP后达到 70 tokens/s。",
        "在 RTX 4090 上,不使用MTP时 llama.cpp 为 40 tokens/s,启用MTP后达到 70 tokens/s。",
        "RTX 4090 で llama.cpp: MTPなしで 40 tok/s、MTPありで 70 tok/s。",
        "Auf einer RTX 4090 mit llama.cpp: ohne MTP 40 tok/s, mit MTP 70 tok/s.",
    ],
)
def test_a_negated_drafting_method_is_plain_decoding_in_other_languages(
    vocab: Vocabulary, text: str
) -> None:
    """'无MTP', '不使用MTP', 'MTPなし', 'ohne MTP' give ``ar``; the method itself keeps its mode."""
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(40.0, "ar"), (70.0, "mtp")]


def test_a_negated_method_in_a_column_header_is_plain_decoding(vocab: Vocabulary) -> None:
    """A '无MTP' (or 'w/o MTP') column holds plain decoding; a bare '吞吐量' at batch 1 is
    one stream's rate, at batch 4 the server's output."""
    for off in ("无MTP吞吐量 (tok/s)", "w/o MTP throughput (tok/s)"):
        text = (
            f"On one L40S:\n\n| 批大小 | {off} | MTP (tok/s) |\n|---|---|---|\n"
            "| 1 | 52 | 81 |\n| 4 | 190 | 260 |\n"
        )
        got = [(c.value, c.metric, c.mode) for c in extract_claims(text, vocab)]
        assert got == [
            (52.0, "decode_tok_s", "ar"),
            (81.0, "decode_tok_s", "mtp"),
            (190.0, "output_tok_s", "ar"),
            (260.0, "output_tok_s", "mtp"),
        ], off


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("SGLang liefert 12-fach höheren Durchsatz als die naive Variante.", 12.0),
        ("SGLang offre jusqu'à 12x plus de débit que la version naïve.", 12.0),
        ("SGLang est 3 fois plus rapide que la version naïve.", 3.0),
    ],
)
def test_multiples_written_in_german_and_french(vocab: Vocabulary, text: str, value: float) -> None:
    """'12-fach höheren Durchsatz', '12x plus de débit', '3 fois plus rapide' are speedups."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.value) == ("speedup", value)


def test_a_german_multiple_without_a_speed_word_is_no_speedup(vocab: Vocabulary) -> None:
    """'4-fach parallel gestartet' counts runs; it measures no speed."""
    assert extract_claims("Wir haben den Server 4-fach parallel gestartet.", vocab) == []


@pytest.mark.parametrize(
    "text", ["EAGLE macht es 1,3× bis 2,1× schneller.", "EAGLE l'accélère de 1,3× à 2,1×."]
)
def test_a_range_joined_by_bis_or_a_keeps_both_ends(vocab: Vocabulary, text: str) -> None:
    """'1,3× bis 2,1×' and '1,3× à 2,1×' are one range (decimal commas), not two figures."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value_min, claim.value_max, claim.mode) == (1.3, 2.1, "eagle")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mit llama.cpp kommen wir auf 48 Tokens/Sekunde.", 48.0),
        ("Mit llama.cpp kommen wir auf 48 Token pro Sekunde.", 48.0),
        ("Avec llama.cpp on obtient 48 tokens par seconde.", 48.0),
        ("llama.cpp выдаёт 48 ток/сек.", 48.0),
        ("Das System schafft über 12.500 Tokens/Sekunde.", 12500.0),
        ("El sistema alcanza 2.300 tokens por segundo.", 2300.0),
    ],
)
def test_token_rates_in_european_words_and_dot_grouped_thousands(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """German, French and Russian rate units; '12.500' before a German or Spanish unit is
    twelve thousand five hundred."""
    (claim,) = extract_claims(text, vocab)
    assert claim.value == value
    assert claim.unit == "tok/s"


def test_a_dot_before_an_english_unit_stays_a_decimal_point(vocab: Vocabulary) -> None:
    """'1.500 tokens/s' is one and a half: only a unit in a dot-grouping language's words
    makes the dot a thousands separator."""
    (claim,) = extract_claims("llama.cpp reaches 1.500 tokens/s here.", vocab)
    assert claim.value == 1.5


@pytest.mark.parametrize(
    "text",
    [
        "Sur une H100, SGLang offre 3x plus de débit que vLLM.",
        "Auf einer H100 ist SGLang 3x schneller als vLLM.",
        "H100 では SGLang は vLLM より 3倍速い。",
        "H100에서 SGLang은 vLLM 대비 3배 빠르다.",
        "在 H100 上,与 vLLM 相比,SGLang 快 3倍。",
    ],
)
def test_a_baseline_named_in_other_languages_is_not_the_subject(
    vocab: Vocabulary, text: str
) -> None:
    """'que', 'als' before the name and 'より', '대비', '相比' after it mark the baseline: the
    multiple is the other engine's."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine) == (3.0, "sglang")


def test_a_later_clause_s_load_belongs_to_its_own_figure(vocab: Vocabulary) -> None:
    """'每秒12token,64并发下每秒500token': the 64 is the second figure's load (Chinese
    states the load before its figure), the first is one stream."""
    got = [
        (c.value, c.metric, c.concurrency)
        for c in extract_claims("两卡跑 vLLM,每秒12token,64并发下每秒500token。", vocab)
    ]
    assert got == [(12.0, "decode_tok_s", None), (500.0, "output_tok_s", 64)]


def test_a_concurrency_set_in_a_chinese_sentence(vocab: Vocabulary) -> None:
    """'并发数改成16' sets the load of the figure after it."""
    (claim,) = extract_claims("我把并发数改成16,吞吐提升到 300 tokens/s。", vocab)
    assert (claim.concurrency, claim.metric) == (16, "output_tok_s")


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("用 vLLM 生成一篇文章用了 2.5 分钟。", 150.0),
        ("请求将近4分钟才返回结果。", 240.0),
        ("vLLM で 1 本の回答に 2分間かかった。", 120.0),
    ],
)
def test_minutes_written_in_cjk_are_read_as_seconds(
    vocab: Vocabulary, text: str, seconds: float
) -> None:
    """A request's time in 分钟/分 is its end-to-end latency, in seconds."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.value, claim.unit) == ("e2e_latency", seconds, "s")


@pytest.mark.parametrize(
    "text",
    [
        "在单条推理时,SGLang 的速度为 vLLM 的 1.4倍。",
        "H100 では SGLang の速度は vLLM の 1.4倍だ。",
    ],
)
def test_n_times_the_named_one_marks_a_baseline(vocab: Vocabulary, text: str) -> None:
    """'为 vLLM 的 1.4倍', 'vLLM の 1.4倍': vLLM is the baseline; '单条推理' is one request."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine) == (1.4, "sglang")
    if "单条" in text:
        assert claim.concurrency == 1


@pytest.mark.parametrize(
    "text",
    [
        "这台机器的内存带宽为 400 GB/s,是普通台式机的 4 倍。",
        "按每花1美元能完成的工作量算,前者是后者的 3 倍。",
        "Mac mini のユニファイドメモリ: 16GB、32GB、64GB構成",
        "这台 Mac Studio 配备 M2 Max 和 96 GB 内存。",
        "新版本包括 3倍快的 FP8 kernels 和更低的延迟。",
    ],
)
def test_cjk_multiples_of_bandwidth_or_cost_and_offered_sizes_are_no_claims(
    vocab: Vocabulary, text: str
) -> None:
    """A multiple of bandwidth, money or a kernel, and the memory a machine is sold or
    equipped with, measure no run."""
    assert extract_claims(text, vocab) == []


def test_a_speedup_after_a_cost_word_in_cjk_is_still_a_speedup(vocab: Vocabulary) -> None:
    """'验证成本上升导致加速比降至1.2倍': the multiple is of the speedup, not of the cost."""
    (claim,) = extract_claims("在高负载下,验证成本上升导致 EAGLE 的加速比降至1.2倍。", vocab)
    assert (claim.metric, claim.value, claim.mode) == ("speedup", 1.2, "eagle")


@pytest.mark.parametrize(
    "text",
    [
        "Какая модель даст 100 токенов в секунду на RTX 3090?",
        "Kann llama.cpp auf einer RTX 3090 100 Tokens/Sekunde schaffen?",
        "Combien de tokens par seconde sur une RTX 3090, 100 tokens/s?",
        "llama.cpp 在 RTX 3090 上能否达到 100 tokens/s?",
    ],
)
def test_questions_in_other_languages_are_not_measurements(vocab: Vocabulary, text: str) -> None:
    """A figure a question asks about is no claim, in any language (reading rules §2)."""
    assert extract_claims(text, vocab) == []


def test_a_figure_stated_before_a_chinese_question_is_a_claim(vocab: Vocabulary) -> None:
    """'跑到 60 tokens/s,怎么才能更快?': the figure is stated, then the question asked."""
    (claim,) = extract_claims("llama.cpp 在 RTX 3090 上跑到 60 tokens/s,怎么才能更快?", vocab)
    assert claim.value == 60.0


def test_n_times_a_range_of_the_named_one_marks_a_baseline(vocab: Vocabulary) -> None:
    """'可达 Transformers 的 5-8倍': Transformers is the baseline of the range."""
    (claim,) = extract_claims("SGLang 优势:吞吐量可达 Transformers 的 5-8倍。", vocab)
    assert (claim.value_min, claim.value_max, claim.engine) == (5.0, 8.0, "sglang")


@pytest.mark.parametrize(
    "text",
    [
        "Velocidad estimada: 7 tokens/segundo.",
        "Geschätzte Geschwindigkeit: 7 Tokens/Sekunde.",
        "预计速度 7 tokens/s。",
    ],
)
def test_estimates_in_other_languages_are_qualified(vocab: Vocabulary, text: str) -> None:
    """'estimada', 'geschätzt', '预计' make a figure an estimate (reading rules §2)."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.qualifier) == (7.0, "estimate")


@pytest.mark.parametrize(
    "text",
    [
        "EAGLE 在 H100 上保持1.4倍加速,而传统投机解码方案通常因验证开销导致加速比降至1.1倍。",
        "EAGLE hält auf H100 1,4x Beschleunigung, während klassisches Speculative Decoding auf "
        "1,1x fällt.",
    ],
)
def test_a_clause_opened_by_whereas_in_other_languages_names_its_own_method(
    vocab: Vocabulary, text: str
) -> None:
    """'而…', 'während …' open the next figure's clause; '加速比' (speedup ratio) compares
    nothing."""
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(1.4, "eagle"), (1.1, "speculative")]


def test_a_chinese_change_from_one_rate_to_another_starts_from_the_baseline(
    vocab: Vocabulary,
) -> None:
    """'使用投机采样,速度从 30 提升到 55 tokens/s': 30 is plain decoding (reading rules §2)."""
    text = "在 L40S 上使用投机采样,llama.cpp 速度从 30 提升到 55 tokens/s。"
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(30.0, "ar"), (55.0, "speculative")]


@pytest.mark.parametrize(
    "text",
    [
        "L40S 上,SGLang 和 vLLM 分别为 33 和 61 tokens/s。",
        "L40S で SGLang と vLLM はそれぞれ 33 と 61 トークン/秒。",
    ],
)
def test_a_pair_and_its_names_respectively_in_cjk(vocab: Vocabulary, text: str) -> None:
    """'A 和 B 分别为 33 和 61': two figures, the n-th name for the n-th figure."""
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(33.0, "sglang"), (61.0, "vllm")]


@pytest.mark.parametrize(
    "text",
    [
        "推測デコーディングで llama.cpp は L40S 上 61 トークン/秒。",
        "Avec le décodage spéculatif, llama.cpp atteint 61 tokens par seconde.",
        "추측 디코딩으로 llama.cpp는 초당 61 토큰.",
        "Mit spekulativem Decoding erreicht llama.cpp 61 Token/s.",
    ],
)
def test_speculative_decoding_named_in_other_languages(vocab: Vocabulary, text: str) -> None:
    """The vocabulary knows speculative decoding by its Japanese, French, Korean and German
    names."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.mode) == (61.0, "speculative")


@pytest.mark.parametrize(
    ("text", "value", "count"),
    [
        ("在 4 张 L40S 上,SGLang 的输出吞吐达到 15千 tokens/s。", 15000.0, 4),
        ("L40S 2장으로 SGLang 출력 처리량 1.5만 tokens/s.", 15000.0, 2),
        ("SGLang 在 L40S 上的生成速度为 38.5 个token/秒。", 38.5, None),
    ],
)
def test_cjk_number_scales_counters_and_card_counts(
    vocab: Vocabulary, text: str, value: float, count: int | None
) -> None:
    """'15千' is 15,000 and '1.5만' 15,000; '个token/秒' is a rate; 'L40S 2장' two cards."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.gpu_count) == (value, count)


def test_the_run_before_a_method_was_enabled_is_plain_decoding(vocab: Vocabulary) -> None:
    """'开启 MTP 之前 … 是 31 tok/s': before the method, plain decoding."""
    text = "开启 MTP 之前 llama.cpp 是 31 tok/s,开启 MTP 后是 52 tok/s。"
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(31.0, "ar"), (52.0, "mtp")]


@pytest.mark.parametrize(
    ("text", "prefill", "decode"),
    [
        ("L40S で llama.cpp のプロンプト処理は 900 トークン/秒、生成は 35 トークン/秒。", 900, 35),
        ("L40S에서 llama.cpp 프롬프트 처리 900 토큰/초, 생성 35 토큰/초.", 900, 35),
        ("L40S mit llama.cpp: Prompt-Verarbeitung 900 Token/s, Generierung 35 Token/s.", 900, 35),
        (
            "L40S avec llama.cpp : traitement du prompt 900 tokens/s, génération 35 tokens/s.",
            900,
            35,
        ),
        ("L40S, llama.cpp: обработка промпта 900 ток/с, генерация 35 ток/с.", 900, 35),
    ],
)
def test_prompt_processing_and_generation_named_in_other_languages(
    vocab: Vocabulary, text: str, prefill: float, decode: float
) -> None:
    """A prefill figure is never a decode figure (reading rules §4), in any language."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(prefill, "prefill_tok_s"), (decode, "decode_tok_s")]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("在三台四卡 L40S 上,vLLM 输出吞吐 2600 tokens/s。", 12),
        ("在 2 台 8 卡 L40S 上,vLLM 输出吞吐 2600 tokens/s。", 16),
        ("用两张 L40S 跑 llama.cpp,速度 26 tokens/s。", 2),
        ("用一块 L40S 跑 llama.cpp,速度 26 tokens/s。", 1),
    ],
)
def test_gpu_counts_in_chinese_numerals_and_machines_times_cards(
    vocab: Vocabulary, text: str, count: int
) -> None:
    """'三台四卡' is twelve cards; '两张', '一块' count in Chinese numerals."""
    (claim,) = extract_claims(text, vocab)
    assert claim.gpu_count == count


def test_a_size_written_without_its_b_after_memory_words(vocab: Vocabulary) -> None:
    """'显存占用6G' is 6 GB in use; 'AMD 5700G' is a processor, not a size."""
    (mem, _rate) = extract_claims("跑 Qwen 时显存占用6G,速度 26 tokens/s。", vocab)
    assert (mem.metric, mem.value, mem.unit) == ("memory", 6.0, "GB")
    (rate,) = extract_claims("On my AMD 5700G llama.cpp ran at 26 tokens/s.", vocab)
    assert rate.metric == "decode_tok_s"


def test_a_response_time_and_a_load_set_in_chinese(vocab: Vocabulary) -> None:
    """'最大响应时间达到8s' is a request's time; '并发量在12' its load; '单张' one card."""
    (claim,) = extract_claims("在单张 L40S 上并发量在12,最大响应时间达到8s。", vocab)
    assert (claim.metric, claim.value, claim.concurrency, claim.gpu_count) == (
        "e2e_latency",
        8.0,
        12,
        1,
    )


def test_memory_taken_while_loading_and_a_comma_list_glued_to_chinese(
    vocab: Vocabulary,
) -> None:
    """'加载模型的时候显存占到30G': the loaded model's memory; '占用13,14G': thirteen or
    fourteen, never 13.14 (a decimal comma is European, not Chinese)."""
    (loaded,) = extract_claims("用 vLLM 加载模型的时候显存占到30G左右。", vocab)
    assert (loaded.metric, loaded.value) == ("memory", 30.0)
    values = [c.value for c in extract_claims("官方代码跑,只占用13,14G的样子", vocab)]
    assert 13.14 not in values


@pytest.mark.parametrize(
    ("text", "metric", "value"),
    [
        ("结合张量并行,vLLM 首token生成延迟控制在70ms以内。", "ttft", 70.0),
        ("示例代码在 V100 上跑,一个step就需要12s。", "tpot", 12.0),
        ("vLLM 读取参数只需要3.5G+,其余是 KV cache。", "memory", 3.5),
    ],
)
def test_time_to_first_token_step_time_and_needed_memory_in_chinese(
    vocab: Vocabulary, text: str, metric: str, value: float
) -> None:
    """'首token生成延迟' is TTFT, '一个step' one token's time, '只需要3.5G+' memory needed."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.value) == (metric, value)


@pytest.mark.parametrize(
    "text",
    [
        "我的机器 CPU 志强,内存512G(DDR5),环境正常。",
        "内存1024GB",
        "显卡 L40S,显存48G,环境正常。",
    ],
)
def test_a_machine_s_memory_named_by_a_cjk_memory_word_is_a_spec(
    vocab: Vocabulary, text: str
) -> None:
    """'内存512G', '显存48G' with no word of use describe the machine, not a run."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "lo", "hi"),
    [
        ("EAGLE 可以将生成速度提高 1.4 倍至 2.6 倍。", 1.4, 2.6),
        ("SGLang 在 L40S 上的速度为 30 至 40 tokens/s。", 30.0, 40.0),
    ],
)
def test_a_range_joined_by_zhi_keeps_both_ends(
    vocab: Vocabulary, text: str, lo: float, hi: float
) -> None:
    """'1.4 倍至 2.6 倍', '30 至 40 tokens/s' are ranges (reading rules §4)."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value_min, claim.value_max) == (lo, hi)


@pytest.mark.parametrize(
    "text",
    [
        "L40S 1枚で vLLM のスループットは 2,600 tokens/s(同時実行数 24)。",
        "L40S 4장에서 vLLM 처리량 2,600 tokens/s (동시 요청 24개).",
        "Avec vLLM sur une L40S : 2 600 tokens/s avec 24 requêtes simultanées.",
        "Con vLLM en una L40S obtuvimos 2600 tokens/s con 24 usuarios concurrentes.",
    ],
)
def test_concurrency_named_in_japanese_korean_french_and_spanish(
    vocab: Vocabulary, text: str
) -> None:
    """'同時実行数', '동시 요청', 'requêtes simultanées', 'usuarios concurrentes' give the load."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.concurrency, claim.metric) == (2600.0, 24, "output_tok_s")


def test_a_japanese_change_from_one_rate_to_another(vocab: Vocabulary) -> None:
    """'30 から 55 トークン/秒に向上' with speculative decoding on: 30 is plain decoding;
    'т/с' is a Russian rate."""
    text = "投機的デコーディングを有効にすると、llama.cpp は 30 から 55 トークン/秒に向上した。"
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(30.0, "ar"), (55.0, "speculative")]
    (ru,) = extract_claims("llama.cpp на L40S: 35 т/с.", vocab)
    assert (ru.value, ru.unit) == (35.0, "tok/s")


def test_without_and_with_speculation_columns_in_chinese(vocab: Vocabulary) -> None:
    """'无推测' / '有推测' columns are plain and speculative decoding."""
    text = (
        "在 L40S 上:\n\n| 模型 | 无推测 | 有推测 |\n|---|---|---|\n"
        "| Qwen | 9.10 token/秒 | 19.20 token/秒 |\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(9.1, "ar"), (19.2, "speculative")]


def test_a_cjk_full_stop_ends_a_sentence_without_a_space(vocab: Vocabulary) -> None:
    """CJK text puts no space after '。'; the next sentence's engine is not this figure's,
    and a Latin stop glued to a CJK letter ends a sentence too."""
    for stop in ("。", "."):
        text = (
            f"我们用 llama.cpp 在 RTX 3090 上测到 35 tokens/s{stop}"
            "后来换成 vLLM 在 L40S 上跑到了 90 tokens/s。"
        )
        got = [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]
        assert got == [(35.0, "llama.cpp", "RTX 3090"), (90.0, "vllm", "L40S")], stop


@pytest.mark.parametrize(
    "text",
    [
        "Сколько можно выжать из одной RTX 3060 — 50 токенов в секунду?\nДавайте проверим.",
        "能不能在 RTX 3060 上跑到 50 tokens/s？\n下面是我的配置。",
        "RTX 3060 で 50 トークン/秒 は出せるのでしょうか？どう設定すればいいですか？",
    ],
)
def test_a_question_that_ends_its_line_asks_and_does_not_measure(
    vocab: Vocabulary, text: str
) -> None:
    """A question mark (ASCII or full-width) at the end of the line makes its figure asked."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        "Если вам нужно 80 токенов в секунду, берите две RTX 4090.",
        "Наша цель — 80 токенов/сек на одной карте.",
        "If you need 80 tokens per second, get two RTX 4090s.",
        "如果你需要每秒 80 个 token,就买两张 RTX 4090。",
        "Unser Ziel: 80 Tokens pro Sekunde auf einer Karte.",
        "Notre objectif : 80 tokens par seconde sur une seule carte.",
        "El objetivo es llegar a 80 tokens por segundo en una sola tarjeta.",
        "目標は 1 枚で 80 トークン/秒 です。",
        "목표는 카드 한 장으로 초당 80 토큰입니다.",
    ],
)
def test_goals_and_conditional_needs_in_other_languages_are_no_claims(
    vocab: Vocabulary, text: str
) -> None:
    """'Если вам нужно', 'if you need', '如果你需要' state a requirement; 'цель', 'Ziel',
    'objectif', 'objetivo', '目標', '목표' a goal: neither is a measurement."""
    assert [c.value for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"] == []


def test_a_goal_said_to_be_met_is_a_measurement(vocab: Vocabulary) -> None:
    """'Ziel erreicht' / '目標を達成': the figure is the run that met the goal."""
    for text in (
        "Ziel erreicht: 80 Tokens pro Sekunde mit llama.cpp auf einer RTX 4090.",
        "目標の 80 トークン/秒 を RTX 4090 の llama.cpp で達成しました。",
    ):
        assert [c.value for c in extract_claims(text, vocab)] == [80.0], text


def test_a_figure_before_the_comma_of_a_particle_question_is_stated(vocab: Vocabulary) -> None:
    """'…只有 12 tokens/s，正常吗？': the question asks about the figure, it does not un-say it."""
    text = "RTX 3060 上 llama.cpp 只有 12 tokens/s，这正常吗？"
    assert [c.value for c in extract_claims(text, vocab)] == [12.0]


@pytest.mark.parametrize(
    ("text", "value", "precision"),
    [
        ("Das 70B-Modell benötigt in 8 Bit etwa 75 GB Speicher.", 75.0, "INT8"),
        ("Das Modell belegt rund 28 GB VRAM in 16 Bit.", 28.0, "FP16"),
        ("Llama 3 8B в FP16 весит примерно 16 ГБ.", 16.0, "FP16"),
        ("Le modèle nécessite environ 40 GB de VRAM en FP16.", 40.0, "FP16"),
        ("El modelo ocupa unos 9 GB en 4 bit.", 9.0, "INT4"),
        ("モデルのサイズは約 18GB です。", 18.0, None),
    ],
)
def test_model_sizes_and_needs_in_european_and_cyrillic_words(
    vocab: Vocabulary, text: str, value: float, precision: str | None
) -> None:
    """'benötigt', 'belegt', 'весит … ГБ', 'nécessite', 'ocupa', 'モデルのサイズ' state what a
    model takes: memory; "16 Bit" / "4 bit" written with a space are precisions too."""
    got = [(c.value, c.metric, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(value, "memory", precision)]


@pytest.mark.parametrize(
    "text",
    [
        "Mein Rechner hat 64 GB Arbeitsspeicher.",
        "На сервере 256 ГБ оперативной памяти.",
        "Eine RTX 4090 mit 24 GB.",
        "| Modell | ファイルサイズ |\n|---|---|\n| gemma-27b-Q4 | 16.2 GB |\n",
    ],
)
def test_a_machine_s_memory_or_a_file_size_column_is_no_claim(vocab: Vocabulary, text: str) -> None:
    """What a machine comes with ('hat', 'mit', 'оперативной памяти') and a file-size column
    describe hardware and files, not a run."""
    assert extract_claims(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "value", "vmin", "vmax"),
    [
        ("在 L4 上每秒約可生成 150 個標記。", 150.0, None, None),
        ("在 L4 上每秒生成超过 1,200 个标记。", 1200.0, None, None),
        ("纯 CPU 推理速度在每秒 8~12 字词之间。", 10.0, 8.0, 12.0),
        ("推理速度 30~40 字词每秒。", 35.0, 30.0, 40.0),
        ("De server haalt 450 tokens per seconde.", 450.0, None, None),
        ("Der Cluster schafft etwa 52 k tokens/s.", 52000.0, None, None),
    ],
)
def test_token_rates_written_with_other_token_words_bounds_and_ranges(
    vocab: Vocabulary, text: str, value: float, vmin: float | None, vmax: float | None
) -> None:
    """'標記'/'标记'/'字词' translate "token"; '每秒生成超过 N' and '每秒 A~B' are rates (a range
    keeps both ends); Dutch writes "per seconde"; "52 k tokens/s" is 52,000."""
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.value_min, claim.value_max) == (value, vmin, vmax)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("在 A100 上,SGLang 比 HuggingFace 快十倍。", 10.0),
        ("SGLang 的解码吞吐量提升了二十倍。", 20.0),
        ("SGLang is op de A100 vijf keer sneller dan de naïeve lus.", 5.0),
        ("SGLang ist auf der A100 zehnmal schneller als die naive Schleife.", 10.0),
        ("SGLang ist 3-mal schneller als die naive Schleife.", 3.0),
        ("SGLang est quatre fois plus rapide que la boucle naïve.", 4.0),
        ("SGLang es cinco veces más rápido que el bucle ingenuo.", 5.0),
        ("SGLang в три раза быстрее наивного цикла.", 3.0),
    ],
)
def test_multiples_written_in_words_or_with_keer_and_mal(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """'十倍', '二十倍', 'vijf keer sneller', 'zehnmal', '3-mal', 'quatre fois', 'cinco veces',
    'в три раза' are speedups of that number."""
    got = [(c.metric, c.value) for c in extract_claims(text, vocab)]
    assert got == [("speedup", value)]


@pytest.mark.parametrize(
    "text",
    [
        "数十倍的提升只是宣传。",
        "Wir haben den Test drei mal wiederholt.",
        "Mit vLLM können 3-mal mehr Nutzer gleichzeitig bedient werden.",
    ],
)
def test_vague_multiples_repeats_and_more_users_are_no_speedups(
    vocab: Vocabulary, text: str
) -> None:
    """'数十倍' (dozens of times) names no number; "drei mal wiederholt" counts runs; "3-mal
    mehr Nutzer" is a capacity, not a speed."""
    assert [c for c in extract_claims(text, vocab) if c.metric == "speedup"] == []


def test_the_hardware_after_a_dutch_comparative_is_the_baseline_s(vocab: Vocabulary) -> None:
    """'… sneller dan NVIDIA H100-clusters': the H100s are the baseline, not the subject."""
    text = "De Groq LPU levert 250 tokens per seconde, zes keer sneller dan NVIDIA H100-clusters."
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(250.0, "decode_tok_s", "Groq LPU"), (6.0, "speedup", "Groq LPU")]
