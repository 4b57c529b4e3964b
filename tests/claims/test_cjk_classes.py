"""Chinese, Japanese and Korean text read by the same mechanisms as English.

One class per mechanism: a load's clause and list item, a key joined to its value by a
copula, measure words and units written in characters, and a change whose starting side is
marked after it. Each is pinned by constructed sentences in several languages, with
look-alikes that must not be read (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, int | None]]:
    return [(c.value, c.concurrency) for c in extract_claims(text, vocab)]


class TestALaterClauseKeepsItsLoad:
    """A load stated past a semicolon is the next clause's; the figure keeps its own."""

    @pytest.mark.parametrize(
        "text",
        [
            "On one A100, at batch size 1, output is 42 tokens/s; "
            "at concurrency 32, total throughput is 2100 tokens/s.",
            "单卡A100，batch size为1时，输出速度为每秒42个token；"
            "并发为32时，总吞吐为2100 tokens/s。",
            "배치 크기는 1일 때 42 tokens/s입니다; 동시 요청 32에서는 2100 tokens/s입니다.",
        ],
    )
    def test_each_figure_takes_the_load_of_its_clause(self, vocab: Vocabulary, text: str) -> None:
        """Two clauses, two loads: neither lends its load to the other's figure."""
        assert _loads(text, vocab) == [(42.0, 1), (2100.0, 32)]

    def test_a_load_after_the_figure_in_its_own_clause_is_still_its_own(
        self, vocab: Vocabulary
    ) -> None:
        """'2100 tok/s at concurrency 32': no semicolon parts them."""
        assert _loads("The server reaches 2100 tok/s at concurrency 32.", vocab) == [(2100.0, 32)]

    def test_a_context_length_past_a_semicolon_is_no_load(self, vocab: Vocabulary) -> None:
        """'; the context length is 32K' names no concurrency for the figure before it."""
        assert _loads("Decode is 42 tok/s; the context length is 32K.", vocab) == [(42.0, None)]


class TestAKeyJoinedToItsValueByACopula:
    """'batch size为8', 'バッチサイズは8', '배치 크기는 8': any language's copula joins them."""

    @pytest.mark.parametrize(
        "text",
        [
            "batch size为8时，吞吐为900 tokens/s。",
            "batch size是8，吞吐为900 tokens/s。",
            "バッチサイズは8で、スループットは900 tokens/sでした。",
            "배치 크기는 8이고 처리량은 900 tokens/s입니다.",
            "At a batch size of 8 the server gives 900 tokens/s.",
        ],
    )
    def test_the_value_after_the_copula_is_the_load(self, vocab: Vocabulary, text: str) -> None:
        """The number the copula joins to the key is the run's concurrency."""
        assert _loads(text, vocab) == [(900.0, 8)]

    def test_a_model_size_after_the_copula_is_no_load(self, vocab: Vocabulary) -> None:
        """'batch size为8B的模型' is a model's size, not a batch of 8."""
        text = "batch size为8B的模型，吞吐为900 tokens/s。"
        assert _loads(text, vocab) == [(900.0, None)]


class TestAGlyphMarkedItemKeepsItsSetup:
    """A line opened by '•' or '・' is a list item: the item above lends it no load."""

    @pytest.mark.parametrize(
        "text",
        [
            "吞吐测试：\n  • 请求吞吐：实现2300 TPS（batch_size=32场景）\n"
            "  • 首token延迟在85ms以内",
            "Results:\n• throughput: 2300 TPS at batch size 32\n• latency: first token in 85 ms",
            "結果：\n・スループット：2300 TPS（バッチサイズ32）\n・最初のトークンまで85ms",
        ],
    )
    def test_the_next_item_s_figure_has_no_load(self, vocab: Vocabulary, text: str) -> None:
        """The batch of the throughput's item is not the latency's."""
        assert _loads(text, vocab) == [(2300.0, 32), (85.0, None)]

    def test_a_paragraph_s_earlier_load_still_carries(self, vocab: Vocabulary) -> None:
        """Without item marks the paragraph's earlier load still carries (the design's rule)."""
        text = "At batch size 32 we see 2300 TPS.\nFirst token arrives in 85 ms."
        assert _loads(text, vocab) == [(2300.0, 32), (85.0, 32)]

    def test_a_load_beside_an_unrecorded_rate_is_not_the_post_s(self, vocab: Vocabulary) -> None:
        """'2300+TPS的QPS表现(batch_size=32)' states the batch of that rate, not of the post."""
        text = (
            "优化效果：\n\n"
            "  • 请求吞吐：在集群上实现2300+TPS的QPS表现（batch_size=32场景）\n\n"
            "  • 低延迟：首token生成延迟控制在85ms以内"
        )
        assert [c.concurrency for c in extract_claims(text, vocab) if c.value == 85.0] == [None]


class TestMeasureWordsAndUnitsWrittenInCharacters:
    """Counters, 'per second' and seconds as CJK writes them are the units English has."""

    @pytest.mark.parametrize(
        "text",
        [
            "生成速度为每秒钟 33.5 个token。",
            "生成速度达到了每秒钟 33.5 个词元。",
            "M2 Ultra에서 초당 33.5개의 토큰을 생성했습니다.",
            "매초 33.5개의 토큰을 생성합니다.",
            "速度は毎秒33.5トークンです。",
        ],
    )
    def test_a_rate_with_its_counter_and_per_second_before_it(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """The measure word and its particle stand between the number and the token."""
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.unit, claim.metric) == (33.5, "tok/s", "decode_tok_s")

    @pytest.mark.parametrize(
        ("text", "value", "unit", "metric"),
        [
            ("첫 토큰까지 120밀리초가 걸렸습니다.", 120.0, "ms", "ttft"),
            ("첫 번째 토큰 지연은 120ms입니다.", 120.0, "ms", "ttft"),
            ("토큰당 25ms가 걸렸습니다.", 25.0, "ms", "tpot"),
        ],
    )
    def test_korean_times_and_their_metric(
        self, vocab: Vocabulary, text: str, value: float, unit: str, metric: str
    ) -> None:
        """밀리초 is milliseconds; 첫 토큰 and 토큰당 name the metric."""
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.unit, claim.metric) == (value, unit, metric)

    @pytest.mark.parametrize(
        "text",
        [
            "처리량은 초당 100건을 넘지 않습니다.",  # a count per second, not tokens
            "2024년 초에 출시된 모델입니다.",  # 초: early in the year
            "지연이 100초과인 요청은 없습니다.",  # 초과: more than
            "该模型支持128K上下文，售价为 1999 元。",
            "H100 具有 80GB 显存和 3.35TB/s 带宽。",
        ],
    )
    def test_look_alikes_are_no_claims(self, vocab: Vocabulary, text: str) -> None:
        """Counts, dates, bounds, context lengths, prices and specs are not figures."""
        assert extract_claims(text, vocab) == []


class TestAChangeWhoseStartIsMarkedAfterIt:
    """'30 tok/sから52 tok/sに', '30 tok/s에서 52 tok/s로', '由 30 … 至 52': 30 came first."""

    @pytest.mark.parametrize(
        ("text", "mode"),
        [
            ("投機的デコードを有効にすると、30 tok/sから52 tok/sに向上しました。", "speculative"),
            ("EAGLE-3を使うと、速度は約30 tok/sから約52 tok/sになりました。", "eagle"),
            ("투기적 디코딩을 켜면 30 tok/s에서 52 tok/s로 향상되었습니다.", "speculative"),
            ("开启MTP后，速度由 30 tokens/s 提升至 52 tokens/s。", "mtp"),
            (
                "With speculative decoding enabled, speed went from 30 tok/s to 52 tok/s.",
                "speculative",
            ),
        ],
    )
    def test_the_start_is_plain_decoding(self, vocab: Vocabulary, text: str, mode: str) -> None:
        """The side the change starts from ran without the method."""
        got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
        assert got == [(30.0, "ar"), (52.0, mode)]

    @pytest.mark.parametrize(
        "text",
        [
            "EAGLE-3를 쓰면 RTX 4090에서 52 tok/s를 기록했습니다.",
            "EAGLE-3ではH100で52 tok/sから始まるベンチマークです。",
        ],
    )
    def test_a_place_or_a_start_with_no_second_figure_is_no_change(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """에서 after a card, から with no number next: the figure keeps the method."""
        assert [(c.value, c.mode) for c in extract_claims(text, vocab)] == [(52.0, "eagle")]


class TestAFullWidthCommaIsAClauseMark:
    """NFKC makes '，' a plain comma; one that groups no thousands still parts two numbers."""

    def test_a_figure_after_a_bracketed_setup_and_a_cjk_comma(self, vocab: Vocabulary) -> None:
        """'45.2 tok/s（FP8），38.1 tok/s（BF16）': two figures, each with its precision."""
        text = "解码速度：45.2 tok/s（FP8），38.1 tok/s（BF16）。"
        got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
        assert got == [(45.2, "FP8"), (38.1, "BF16")]

    @pytest.mark.parametrize(
        "text", ["吞吐为1，200 tokens/s。", "吞吐为１，２００ tokens/s。", "吞吐为1,200 tokens/s。"]
    )
    def test_a_comma_grouping_thousands_stays_in_the_number(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """'１，２００' is 1200 written full-width, not 200."""
        assert [c.value for c in extract_claims(text, vocab)] == [1200.0]

    def test_two_numbers_parted_by_a_cjk_comma_are_no_decimal(self, vocab: Vocabulary) -> None:
        """'45，38 tokens/s' lists two numbers; it is never 45.38."""
        text = "FP8和BF16下速度分别为45，38 tokens/s。"
        assert 45.38 not in [c.value for c in extract_claims(text, vocab)]


class TestARangeOrAChangeJoinedByDao:
    """'15到18' is a range as '15 to 18' is; '从 30 到 52' is a change as 'from 30 to 52' is."""

    @pytest.mark.parametrize(
        ("text", "low", "high"),
        [
            ("速度在15到18 tokens/s之间。", 15.0, 18.0),
            ("延迟在20到30毫秒之间。", 20.0, 30.0),
            ("加速1.5倍到3倍。", 1.5, 3.0),
        ],
    )
    def test_a_range_keeps_both_ends(
        self, vocab: Vocabulary, text: str, low: float, high: float
    ) -> None:
        """Both ends of the range are kept."""
        (claim,) = extract_claims(text, vocab)
        assert (claim.value_min, claim.value_max) == (low, high)

    @pytest.mark.parametrize(
        "text",
        [
            "开启MTP后，速度从30到52 tokens/s。",
            "开启MTP后，速度由约30至52 tokens/s。",
            "With MTP enabled, speed went from 30 to 52 tokens/s.",
        ],
    )
    def test_from_one_to_another_is_a_change(self, vocab: Vocabulary, text: str) -> None:
        """The start is the plain-decoding side, the end the method's."""
        got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
        assert got == [(30.0, "ar"), (52.0, "mtp")]


class TestTheChineseThanIsNotTheJapaneseCompare:
    """'比' is 'than' in 'SGLang比vLLM快', not in 'に比べて' or '比较' (rather)."""

    @pytest.mark.parametrize(
        "text",
        [
            "vLLMに比べてSGLangは2倍速い。",
            "vLLMと比べてSGLangのスループットは2倍です。",
            "SGLang比vLLM快2倍。",
            "与vLLM相比，SGLang快2倍。",
            "vLLM에 비해 SGLang이 2배 빠릅니다.",
            "Compared with vLLM, SGLang is 2x faster.",
        ],
    )
    def test_the_engine_after_the_baseline_is_the_subject(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """vLLM is the baseline in every language; SGLang is the figure's engine."""
        assert [(c.value, c.engine) for c in extract_claims(text, vocab)] == [(2.0, "sglang")]

    def test_rather_fast_names_no_baseline(self, vocab: Vocabulary) -> None:
        """'SGLang比较快' is 'SGLang is rather fast': no comparison."""
        (claim,) = extract_claims("SGLang比较快，达到45 tok/s。", vocab)
        assert claim.engine == "sglang"


class TestTenThousandsAndTheRest:
    """'1万2000' is 12,000 as '1.2万' is: the number read whole, never its '2000'."""

    @pytest.mark.parametrize(
        "text",
        [
            "vLLMのスループットは1万2000トークン/秒。",
            "吞吐达到1万2千 tokens/s。",
            "처리량은 1만 2000 토큰/초입니다.",
            "吞吐达到1.2万 tokens/s。",
        ],
    )
    def test_the_whole_number(self, vocab: Vocabulary, text: str) -> None:
        """Every spelling of twelve thousand reads 12000."""
        assert [c.value for c in extract_claims(text, vocab)] == [12000.0]

    def test_a_price_in_ten_thousands_is_no_claim(self, vocab: Vocabulary) -> None:
        """'1万2000元' is a price."""
        assert extract_claims("2024年1万2000元的服务器。", vocab) == []


class TestKoreanNativeNumeralsCount:
    """'두 장', '네 대', '두 배': Korean counts cards, machines and multiples in native words."""

    @pytest.mark.parametrize(
        ("text", "count"),
        [
            ("RTX 4090 두 장으로 12 tokens/s가 나왔습니다.", 2),
            ("H100 네 대에서 처리량 9000 tokens/s를 기록했습니다.", 4),
            ("H100 4대에서 처리량 9000 tokens/s를 기록했습니다.", 4),
            ("两张4090跑70B模型，速度为12 tokens/s。", 2),
        ],
    )
    def test_a_count_of_cards_or_machines(self, vocab: Vocabulary, text: str, count: int) -> None:
        """The word before the counter is the GPU count, as a digit would be."""
        (claim,) = extract_claims(text, vocab)
        assert claim.gpu_count == count

    def test_a_multiple_in_words(self, vocab: Vocabulary) -> None:
        """'두 배 빠릅니다' is a 2x speedup."""
        (claim,) = extract_claims("SGLang은 vLLM보다 두 배 빠릅니다.", vocab)
        assert (claim.value, claim.metric, claim.engine) == (2.0, "speedup", "sglang")

    @pytest.mark.parametrize(
        "text",
        [
            "한 번에 45 tokens/s를 냅니다.",  # 한 번: once
            "두 가지 설정에서 45 tokens/s입니다.",  # 두 가지: two kinds
            "RTX 4090의 장점은 45 tokens/s입니다.",  # 장점: an advantage
        ],
    )
    def test_other_words_after_a_numeral_count_nothing(self, vocab: Vocabulary, text: str) -> None:
        """A numeral before another noun counts no GPUs."""
        (claim,) = extract_claims(text, vocab)
        assert claim.gpu_count is None


class TestAFigureAfterTheMultipleIsTheSubject:
    """The baseline a multiple names introduces the multiple, not the figure after it."""

    @pytest.mark.parametrize(
        "text",
        [
            "SGLang比vLLM快3倍，达到45 tokens/s。",
            "SGLang은 vLLM보다 3배 빠르고 45 tokens/s입니다.",
            "SGLangはvLLMより3倍速く、45 tokens/sに達します。",
        ],
    )
    def test_the_rate_after_the_multiple_is_the_subject_s(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """Both the multiple and the rate are SGLang's; vLLM is only compared."""
        got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
        assert got == [(3.0, "sglang"), (45.0, "sglang")]

    def test_a_baseline_right_before_its_own_rate_still_owns_it(self, vocab: Vocabulary) -> None:
        """'相比vLLM的30 tokens/s，SGLang达到45 tokens/s': 30 is vLLM's."""
        text = "相比vLLM的30 tokens/s，SGLang达到45 tokens/s。"
        got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
        assert got == [(30.0, "vllm"), (45.0, "sglang")]
