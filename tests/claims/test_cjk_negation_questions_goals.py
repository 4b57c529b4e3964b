"""Chinese, Japanese and Korean spellings of three rules the grammar's CJK shapes exercise.

Reading rules §2: negation counts ("EAGLE-3を無効にすると", "MTP를 사용하지 않고" are the AR
run); goals and questions are no measurements ("…가능할까요?" asks; "目标是…用 llama.cpp 达到
100 tok/s" wants, the dot inside the engine's name ending no sentence). Each class is pinned
by made-up sentences, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


class TestAMethodTurnedOffInJapaneseOrKorean:
    """A method "disabled" ("を無効にすると", "をオフにして") or "not used" ("를 사용하지 않고",
    "を使用せず") after its name is the AR run."""

    def test_japanese_disabled(self, vocab: Vocabulary) -> None:
        text = "H100 で SGLang は EAGLE-3を無効にすると 102 tok/s を記録した。"
        assert _modes(text, vocab) == {102: "ar"}

    def test_japanese_switched_off_and_not_used(self, vocab: Vocabulary) -> None:
        assert _modes("H100 で vLLM は MTP をオフにして 61 tok/s だった。", vocab) == {61: "ar"}
        assert _modes("H100 で vLLM は MTPを使用せず 58 tok/s だった。", vocab) == {58: "ar"}

    def test_korean_not_used(self, vocab: Vocabulary) -> None:
        text = "H100에서 SGLang은 MTP를 사용하지 않고 52 tok/s를 기록했다."
        assert _modes(text, vocab) == {52: "ar"}

    def test_the_method_used_keeps_its_mode(self, vocab: Vocabulary) -> None:
        """Must not fire: the method turned on, or used, is the method's run."""
        assert _modes("H100 で SGLang は EAGLE-3を有効にすると 150 tok/s。", vocab) == {
            150: "eagle"
        }
        assert _modes("H100에서 SGLang은 MTP를 사용해 90 tok/s를 기록했다.", vocab) == {90: "mtp"}


class TestAKoreanPoliteQuestion:
    """A Korean sentence ending "…요?" ("가능할까요?", "되나요?") asks its figure."""

    def test_can_it_reach(self, vocab: Vocabulary) -> None:
        assert _values("H100에서 SGLang으로 145 tok/s가 가능할까요?", vocab) == []

    def test_a_figure_before_the_comma_is_stated(self, vocab: Vocabulary) -> None:
        """Must not fire: the clause the ending closes asks; the one before states."""
        text = "4090에서 vLLM은 30 tok/s가 나오는데, 정상인가요?"
        assert _values(text, vocab) == [30]

    def test_a_statement_is_read(self, vocab: Vocabulary) -> None:
        """Must not fire: a statement ending in "요." is no question."""
        assert _values("H100에서 SGLang은 145 tok/s가 나와요.", vocab) == [145]


class TestAGoalNamingADottedEngine:
    """ "目标 … 用 llama.cpp 达到 N": the dot inside a name does not end the goal's sentence."""

    def test_chinese_goal_with_llama_cpp(self, vocab: Vocabulary) -> None:
        assert _values("我们的目标是在 H100 上用 llama.cpp 达到 173 tok/s。", vocab) == []

    def test_a_sentence_ended_before_the_figure(self, vocab: Vocabulary) -> None:
        """Must not fire: a goal in the sentence before, ended by a full stop, is not this
        figure's."""
        text = "Our goal was speed. llama.cpp reaches 80 tok/s on H100."
        assert _values(text, vocab) == [80]


class TestTheMethodBackOnInCjk:
    """ "关闭 MTP 时 40，开启后 95", "導入前 40、導入後 95", "적용 전 40, 적용 후 95", "基线 40，
    开启 EAGLE-3 后 95": the side before or without the method is AR, the other the method."""

    def test_chinese_off_then_on(self, vocab: Vocabulary) -> None:
        text = "在 H100 上，SGLang 关闭 MTP 时 40 tok/s，开启后 95 tok/s。"
        assert _modes(text, vocab) == {40: "ar", 95: "mtp"}

    def test_chinese_before_and_after_use(self, vocab: Vocabulary) -> None:
        text = "在 H100 上，SGLang 使用 MTP 前 40 tok/s，使用后 95 tok/s。"
        assert _modes(text, vocab) == {40: "ar", 95: "mtp"}

    def test_japanese_and_korean_before_and_after(self, vocab: Vocabulary) -> None:
        text = "H100 で SGLang は EAGLE-3 導入前 40 tok/s、導入後 95 tok/s。"
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}
        text = "H100에서 SGLang은 EAGLE-3 적용 전 40 tok/s, 적용 후 95 tok/s."
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}

    def test_a_chinese_baseline_key(self, vocab: Vocabulary) -> None:
        text = "SGLang 在 H100 上：基线 40 tok/s，开启 EAGLE-3 后 95 tok/s。"
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}

    def test_a_word_opening_with_before_is_no_negation(self, vocab: Vocabulary) -> None:
        """Must not fire: "前 10 个 token" (the first ten) and "MTP 时" (with MTP) are no
        run before the method; "基线" with no method named leaves the mode open."""
        assert _modes("在 H100 上，SGLang 使用 MTP 时 95 tok/s。", vocab) == {95: "mtp"}
        assert _modes("在 H100 上，SGLang 使用 MTP，前 10 个 token 95 tok/s。", vocab) == {
            95: "mtp"
        }
        assert _modes("SGLang 在 H100 上：基线 40 tok/s，新内核 95 tok/s。", vocab) == {
            40: None,
            95: None,
        }


class TestTheSubjectOfAChineseComparison:
    """ "SGLang 相比 vLLM 快 2.3 倍", "SGLang 相较于 vLLM": the name after "相比" is the
    baseline, the one before it the subject; "与 vLLM 相比" marks vLLM."""

    def _engine(self, text: str, vocab: Vocabulary) -> str | None:
        (claim,) = extract_claims(text, vocab)
        return claim.engine

    def test_subject_before_xiangbi(self, vocab: Vocabulary) -> None:
        assert self._engine("在 H100 上，SGLang 相比 vLLM 快 2.3 倍。", vocab) == "sglang"
        assert self._engine("在 H100 上，SGLang 相较于 vLLM 提速 2.3 倍。", vocab) == "sglang"

    def test_compared_with_marks_the_baseline(self, vocab: Vocabulary) -> None:
        """Must not fire: in "与 vLLM 相比" vLLM is the baseline, never the subject."""
        assert self._engine("在 H100 上，与 vLLM 相比，SGLang 提速 2.3 倍。", vocab) == "sglang"
        assert self._engine("在 H100 上，与 vLLM 相比 SGLang 提速 2.3 倍。", vocab) != "vllm"


class TestAJapaneseParallelLoad:
    """ "並列 32", "並列数 32", "32 並列" are the run's concurrency; "テンソル並列 4" is tensor
    parallelism (cards), and "並列処理" (parallel processing) is no load."""

    def _loads(self, text: str, vocab: Vocabulary) -> list[int | None]:
        return [c.concurrency for c in extract_claims(text, vocab)]

    def test_parallel_requests(self, vocab: Vocabulary) -> None:
        assert self._loads("H100 で vLLM は並列 32 で合計 2400 tok/s。", vocab) == [32]
        assert self._loads("H100 で vLLM は並列数 16 で合計 2400 tok/s。", vocab) == [16]
        assert self._loads("H100 で vLLM は 8 並列で合計 2400 tok/s。", vocab) == [8]

    def test_tensor_parallel_and_parallel_processing(self, vocab: Vocabulary) -> None:
        """Must not fire: tensor parallelism and a word for parallel processing."""
        assert self._loads("H100 4枚で vLLM はテンソル並列 4 で 45 tok/s。", vocab) == [None]
        assert self._loads("H100 で vLLM は並列処理により 45 tok/s。", vocab) == [None]


class TestADecimalCommaSizeBesideACard:
    """ "18,5 GB" is 18.5 GB (a decimal comma): a size no card is sold in, so beside a card's
    name it is what the run used, as "18.5 GB" is; "24 GB" beside one stays the card's."""

    def test_decimal_comma_size_is_used_memory(self, vocab: Vocabulary) -> None:
        got = [(c.value, c.metric) for c in extract_claims("vLLM uses 18,5 GB on H100.", vocab)]
        assert got == [(18.5, "memory")]
        text = "vLLM belegt auf der RTX 4090 18,5 GB VRAM."
        assert [c.hardware for c in extract_claims(text, vocab)] == ["RTX 4090"]

    def test_a_whole_size_or_thousands_stays_the_card(self, vocab: Vocabulary) -> None:
        """Must not fire: a card's whole size is its spec, not a run's memory."""
        assert extract_claims("Die RTX 4090 hat 24 GB VRAM.", vocab) == []
        assert extract_claims("The H100 80GB card.", vocab) == []


class TestAChangeInGermanFrenchSpanish:
    """ "von 40 auf 95", "passe de 40 à 95", "pasa de 40 tokens/s a 95 tokens/s": a change,
    whose first side is AR when a method is named (reading rules §2)."""

    def test_german_von_auf(self, vocab: Vocabulary) -> None:
        text = "vLLM steigt auf der H100 mit EAGLE-3 von 40 auf 95 Token/s."
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}
        text = "Mit MTP steigt vLLM auf der H100 von 40 Token/s auf 95 Token/s."
        assert _modes(text, vocab) == {40: "ar", 95: "mtp"}

    def test_french_and_spanish(self, vocab: Vocabulary) -> None:
        text = "vLLM passe de 40 à 95 tokens/s sur H100 avec EAGLE-3."
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}
        text = "vLLM pasa de 40 tokens/s a 95 tokens/s en H100 con EAGLE-3."
        assert _modes(text, vocab) == {40: "ar", 95: "eagle"}

    def test_of_a_speed_and_a_range_are_no_change(self, vocab: Vocabulary) -> None:
        """Must not fire: "une vitesse de 95 tokens/s à 4 utilisateurs" (of, at a load) and a
        range with no verb of change ("von 40 bis 95", "de 40 à 95") stay as they are."""
        text = "Avec EAGLE-3, vLLM atteint une vitesse de 95 tokens/s à 4 utilisateurs."
        assert _modes(text, vocab) == {95: "eagle"}
        got = [
            (c.value_min, c.value_max)
            for c in extract_claims("vLLM atteint de 40 à 95 tokens/s.", vocab)
        ]
        assert got == [(40, 95)]
        text = "vLLM erreicht auf der H100 von 40 bis 95 Token/s."
        assert [(c.value_min, c.value_max) for c in extract_claims(text, vocab)] == [(40, 95)]


class TestACjkWishOrRequirement:
    """ "需要达到 100 tok/s 才能上线" (must reach), "100 tok/s を出したい" (want to), "100 tok/s를
    달성하는 것이 목표" (reaching it is the goal): wanted, not measured."""

    def test_wanted_figures(self, vocab: Vocabulary) -> None:
        assert _values("vLLM 在 H100 上需要达到 100 tok/s 才能上线。", vocab) == []
        assert _values("H100 で vLLM は 100 tok/s を出したい。", vocab) == []
        assert _values("H100 で vLLM は 100 tok/s を達成したい。", vocab) == []
        assert _values("H100에서 vLLM으로 100 tok/s를 달성하는 것이 목표입니다.", vocab) == []

    def test_met_and_needed_memory_are_read(self, vocab: Vocabulary) -> None:
        """Must not fire: a figure reached, and memory a run needs, are claims."""
        assert _values("H100 で vLLM は 100 tok/s を達成した。", vocab) == [100]
        assert _values("H100에서 vLLM은 100 tok/s를 달성했다.", vocab) == [100]
        assert _values("vLLM 在 RTX 4090 上运行需要 18 GB 显存。", vocab) == [18]


class TestAPerRequestRateInCjk:
    """ "每个请求 35 tok/s", "リクエストあたり", "요청당" under a load: each request's share is one
    stream's rate (``decode_tok_s``), as "每个用户" is; the total beside it is the server's."""

    def _metrics(self, text: str, vocab: Vocabulary) -> dict[float, str]:
        return {c.value: c.metric for c in extract_claims(text, vocab)}

    def test_per_request(self, vocab: Vocabulary) -> None:
        text = "SGLang 在 H100 上 64 并发时每个请求 35 tok/s，总吞吐 2240 tok/s。"
        assert self._metrics(text, vocab) == {35: "decode_tok_s", 2240: "output_tok_s"}
        text = "H100 で SGLang は 64 並列でリクエストあたり 35 tok/s。"
        assert self._metrics(text, vocab) == {35: "decode_tok_s"}
        text = "H100에서 SGLang은 동시 요청 64개에서 요청당 35 tok/s."
        assert self._metrics(text, vocab) == {35: "decode_tok_s"}

    def test_a_total_under_load_stays_the_servers(self, vocab: Vocabulary) -> None:
        """Must not fire: a load's rate with no per-request word is the server's output."""
        text = "H100에서 SGLang은 동시 요청 64개에서 총 2240 tok/s."
        assert self._metrics(text, vocab) == {2240: "output_tok_s"}


class TestAChineseBetween:
    """ "介于 13 和 27 tok/s 之间" is one range, as "between 13 and 27 tok/s" is."""

    def test_between(self, vocab: Vocabulary) -> None:
        text = "在 H100 上，vLLM 的解码速度介于 13 和 27 tok/s 之间。"
        got = [(c.value_min, c.value_max) for c in extract_claims(text, vocab)]
        assert got == [(13, 27)]

    def test_a_pair_of_two_engines_stays_two(self, vocab: Vocabulary) -> None:
        """Must not fire: "13 和 27" without "介于" is two figures."""
        text = "在 H100 上，vLLM 和 SGLang 分别为 13 和 27 tok/s。"
        assert [c.value for c in extract_claims(text, vocab)] == [13, 27]


class TestOneRequestAtATimeAndDecodeInCjk:
    """ "一次只发一个请求", "逐个请求", "1 リクエストずつ", "요청을 하나씩" are one request at
    a time (concurrency 1); Korean "디코드" names the decode figure beside "프리필"."""

    def _loads(self, text: str, vocab: Vocabulary) -> list[int | None]:
        return [c.concurrency for c in extract_claims(text, vocab)]

    def test_one_at_a_time(self, vocab: Vocabulary) -> None:
        assert self._loads("vLLM 在 H100 上一次只发一个请求，解码 45 tok/s。", vocab) == [1]
        assert self._loads("H100 で vLLM は 1 リクエストずつ送ると 45 tok/s。", vocab) == [1]
        assert self._loads("H100에서 vLLM은 요청을 하나씩 보내면 45 tok/s.", vocab) == [1]

    def test_many_requests_at_once(self, vocab: Vocabulary) -> None:
        """Must not fire: 32 requests at once are no single stream."""
        assert self._loads("vLLM 在 H100 上一次发 32 个请求，总吞吐 2400 tok/s。", vocab) != [1]

    def test_korean_decode(self, vocab: Vocabulary) -> None:
        text = "H100에서 vLLM은 프리필 5000 tok/s, 디코드 45 tok/s."
        got = {c.value: c.metric for c in extract_claims(text, vocab)}
        assert got == {5000: "prefill_tok_s", 45: "decode_tok_s"}


class TestAChineseEstimateAndOriginalModel:
    """ "大约会占用 40 GB" (would use about) is an estimate, as "would use around 29 GB" is;
    "原始模型 45 tok/s" set against a drafter's figure is the plain (AR) side."""

    def test_would_use(self, vocab: Vocabulary) -> None:
        text = "在 H100 上 70B 模型用 vLLM 大约会占用 40 GB 显存。"
        assert [c.qualifier for c in extract_claims(text, vocab)] == ["estimate"]

    def test_used_or_a_meeting_is_no_estimate(self, vocab: Vocabulary) -> None:
        """Must not fire: a stated use, and "大会" (a conference), hedge nothing."""
        text = "在 H100 上 70B 模型用 vLLM 占用 40 GB 显存。"
        assert [c.qualifier for c in extract_claims(text, vocab)] == [None]
        text = "大会上 vLLM 在 H100 上达到 45 tok/s。"
        assert [c.qualifier for c in extract_claims(text, vocab)] == [None]

    def test_original_model_beside_a_drafter(self, vocab: Vocabulary) -> None:
        text = "vLLM 在 H100 上：原始模型 45 tok/s，EAGLE-3 95 tok/s。"
        assert _modes(text, vocab) == {45: "ar", 95: "eagle"}

    def test_original_model_without_a_method(self, vocab: Vocabulary) -> None:
        """Must not fire: with no drafting method named, the original side has no mode."""
        text = "vLLM 在 H100 上：原始模型 45 tok/s，量化后 95 tok/s。"
        assert _modes(text, vocab) == {45: None, 95: None}

    def test_an_estimate_naming_a_dotted_engine(self, vocab: Vocabulary) -> None:
        """ "预计 llama.cpp … 可达 8 tok/s": the dot inside the name ends no sentence."""
        text = "预计 llama.cpp 在 RTX 3090 上可达 8 tok/s。"
        assert [c.qualifier for c in extract_claims(text, vocab)] == ["estimate"]
        text = "We expected it. llama.cpp reaches 8 tok/s on RTX 3090."
        assert [c.qualifier for c in extract_claims(text, vocab)] == [None]
