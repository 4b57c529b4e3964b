"""How Chinese, Japanese and Korean technical writing states a figure, read like English.

One class per mechanism (reading rules §2-§4): a list of figures sharing one unit, the
negations and phase words written in characters, a use of memory beside a card's name, and
the words that make a figure a goal or a multiple of something other than speed. Each is
pinned by constructed sentences, with look-alikes that must not be read (not taken from the
evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[tuple[str, float]]:
    return [(c.metric, c.value) for c in extract_claims(text, vocab)]


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


class TestAListSharingOneUnit:
    """'85、48、22 tokens/s': each number of the list is a figure of the unit stated once."""

    @pytest.mark.parametrize(
        "text",
        [
            "三个模型的生成速度分别是 85、48、22 tokens/s。",
            "三つのモデルの生成速度はそれぞれ 85、48、22 トークン/秒でした。",
            "三个模型的生成速度分别是 85、48 和 22 tokens/s。",
            "The three models generate 85, 48 and 22 tokens/s.",
        ],
    )
    def test_every_item_of_the_list_is_read(self, vocab: Vocabulary, text: str) -> None:
        """Three numbers, one unit: three decode figures."""
        assert _values(text, vocab) == [
            ("decode_tok_s", 85.0),
            ("decode_tok_s", 48.0),
            ("decode_tok_s", 22.0),
        ]

    def test_two_items_joined_by_the_enumeration_comma(self, vocab: Vocabulary) -> None:
        """'85、48 トークン/秒': the enumeration comma pairs two figures, as 'and' does."""
        text = "二つのモデルの生成速度はそれぞれ 85、48 トークン/秒でした。"
        assert _values(text, vocab) == [("decode_tok_s", 85.0), ("decode_tok_s", 48.0)]

    @pytest.mark.parametrize(
        "text",
        [
            # a model's size and a count listed before the rate are no figures of it
            "7B、14B 模型的生成速度为 22 tokens/s。",
            "RTX 4090、3090 上的生成速度为 22 tokens/s。",
        ],
    )
    def test_names_listed_before_the_rate_are_not_figures(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """A listed model size or card number stays a name: one figure."""
        assert _values(text, vocab) == [("decode_tok_s", 22.0)]


class TestNegationWrittenInCharacters:
    """'不开投机解码', '没开 MTP', 'MTP不使用', 'EAGLEを使わない', 'MTP를 끄고': plain decoding."""

    @pytest.mark.parametrize(
        "text",
        [
            "不开投机解码时 vLLM 为 35 tokens/s。",
            "没开 MTP 的时候 SGLang 是 35 tok/s。",
            "关掉 EAGLE 后 SGLang 只有 35 tok/s。",
            "MTP不使用時は 35 tok/s でした。",
            "EAGLEを使わない場合は 35 tok/s でした。",
            "MTP를 끄고 측정하면 35 tok/s입니다.",
            "MTP 없음: 35 tok/s.",
            "MTP 사용 안 함: 35 tok/s.",
        ],
    )
    def test_a_negated_method_is_autoregressive(self, vocab: Vocabulary, text: str) -> None:
        """The figure of a run without the method is AR."""
        assert _modes(text, vocab) == [(35.0, "ar")]

    @pytest.mark.parametrize(
        "text",
        [
            "开启投机解码后 vLLM 为 65 tokens/s。",
            "没想到 MTP 能到 65 tok/s。",  # 'did not expect': no negation of the method
        ],
    )
    def test_the_method_turned_on_keeps_its_mode(self, vocab: Vocabulary, text: str) -> None:
        """Turning the method on, or a negation of something else, keeps the method's mode."""
        assert _modes(text, vocab)[0][1] in ("speculative", "mtp")

    def test_both_sides_of_a_with_and_without_sentence(self, vocab: Vocabulary) -> None:
        """'不开…35，开启…后 65': the first is AR, the second speculative."""
        text = "不开投机解码时 35 tokens/s，开启投机解码后 65 tokens/s（vLLM，A100）。"
        assert _modes(text, vocab) == [(35.0, "ar"), (65.0, "speculative")]


class TestPhaseWordsWrittenInCharacters:
    """Prompt processing and output throughput as Chinese, Japanese and Korean write them."""

    @pytest.mark.parametrize(
        "text",
        [
            "prompt 处理速度 4500 t/s，生成 85 t/s。",
            "提示处理速度 4500 t/s，生成 85 t/s。",
            "Prompt processing 4500 t/s, generation 85 t/s.",
        ],
    )
    def test_prompt_processing_then_generation(self, vocab: Vocabulary, text: str) -> None:
        """The first figure is prefill, the bare generation word gives the second decode."""
        assert _values(text, vocab) == [("prefill_tok_s", 4500.0), ("decode_tok_s", 85.0)]

    @pytest.mark.parametrize(
        "text",
        [
            "vLLM은 H100에서 출력 처리량 2,400 tokens/s를 달성했습니다.",
            "vLLM 在 H100 上的輸出吞吐為 2,400 tokens/s。",
            "vLLM の H100 での最大スループットは 2,400 tokens/s でした。",
        ],
    )
    def test_output_throughput_is_the_servers(self, vocab: Vocabulary, text: str) -> None:
        """'출력 처리량', '輸出吞吐', '最大スループット' name the server's output."""
        assert _values(text, vocab) == [("output_tok_s", 2400.0)]

    def test_a_bare_generation_word_far_from_the_figure_names_no_phase(
        self, vocab: Vocabulary
    ) -> None:
        """'生成' earlier in the clause does not make a prefill figure decode."""
        text = "生成之前，预填充速度为 4500 t/s。"
        assert _values(text, vocab) == [("prefill_tok_s", 4500.0)]


def _memory(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.hardware) for c in extract_claims(text, vocab) if c.metric == "memory"]


class TestMemoryInUseBesideACard:
    """'RTX 4090 显存占用 20GB' is what the run used; 'RTX 4090 显存容量 24GB' is the card."""

    @pytest.mark.parametrize(
        "text",
        [
            "RTX 4090 显存占用 20GB。",
            "RTX 4090，显存占用 20GB。",
            "显存占用 20GB（RTX 4090）。",
            "On an RTX 4090, VRAM usage is 20 GB.",
        ],
    )
    def test_a_word_of_use_makes_the_size_the_runs(self, vocab: Vocabulary, text: str) -> None:
        """A use word between the card and the size, or before a bracketed card: memory."""
        assert _memory(text, vocab) == [(20.0, "RTX 4090")]

    @pytest.mark.parametrize(
        "text", ["峰值显存 21.5 GB。", "占用显存 21.5 GB。", "peak VRAM 21.5 GB."]
    )
    def test_a_use_word_before_the_memory_word(self, vocab: Vocabulary, text: str) -> None:
        """'峰值显存', '占用显存' name a run's figure, as 'peak VRAM' does."""
        assert _memory(text, vocab) == [(21.5, None)]

    @pytest.mark.parametrize(
        "text",
        [
            "RTX 4090 显存 24GB，带宽 1008 GB/s。",
            "RTX 4090 显存容量 24GB。",
            "该卡配备 24GB 显存。",
            "显存 24GB 的 RTX 4090。",
            "H100 拥有 80GB HBM3 显存。",
            "The 80GB (H100) card.",
        ],
    )
    def test_a_cards_size_is_no_claim(self, vocab: Vocabulary, text: str) -> None:
        """A size the card has, with no word of use, is a spec."""
        assert _memory(text, vocab) == []


class TestModesNamedInCharacters:
    """Self-speculative, speculative and plain decoding as CJK writing names them."""

    @pytest.mark.parametrize(
        ("text", "mode"),
        [
            ("自投机解码在 A100 上达到 1.6 倍加速（transformers）。", "self-speculative"),
            ("层跳过让 transformers 在 A100 上达到 1.6 倍加速。", "self-speculative"),
            ("自己投機的デコーディングで 1.6 倍高速化（transformers、A100）。", "self-speculative"),
            ("投机解码在 A100 上达到 1.6 倍加速（vLLM）。", "speculative"),
            ("使用投機解碼後，vLLM 在 A100 上達到 1.6 倍加速。", "speculative"),
            ("ドラフトモデルを使うと vLLM は A100 で 1.6 倍速い。", "speculative"),
            ("드래프트 모델을 쓰면 vLLM은 A100에서 1.6배 빠릅니다.", "speculative"),
            ("多词元预测使 SGLang 在 H20 上快 1.6 倍。", "mtp"),
            ("多 token 预测使 SGLang 在 H20 上快 1.6 倍。", "mtp"),
            ("推测性解码使 vLLM 在 A100 上快 1.6 倍。", "speculative"),
            ("スペキュレーティブデコーディングで vLLM は 1.6 倍速い。", "speculative"),
            ("用美杜莎头后，vLLM 在 A100 上快 1.6 倍。", "medusa"),
            ("前瞻解码让 transformers 快 1.6 倍（A100）。", "ngram"),
        ],
    )
    def test_the_method_is_named(self, vocab: Vocabulary, text: str, mode: str) -> None:
        """The method's name in characters gives its canonical mode."""
        assert _modes(text, vocab) == [(1.6, mode)]

    def test_plain_decoding_as_the_baseline_leaves_the_method(self, vocab: Vocabulary) -> None:
        """'比普通解码快 2 倍': plain decoding is the baseline; the speedup is the method's."""
        text = "投机解码比普通解码快 2 倍（vLLM，A100）。"
        assert _modes(text, vocab) == [(2.0, "speculative")]

    def test_plain_decoding_alone_is_ar(self, vocab: Vocabulary) -> None:
        """'普通解码时 35 tokens/s': the plain run's figure."""
        assert _modes("普通解码时 vLLM 为 35 tokens/s（A100）。", vocab) == [(35.0, "ar")]


class TestAGoalWhoseVerbFollowsTheFigure:
    """'50 tok/s を目指す', '100 tokens/s를 목표로', '以 100 tokens/s 为目标': goals, not runs."""

    @pytest.mark.parametrize(
        "text",
        [
            "次のリリースでは 50 tok/s を目指しています。",
            "次のリリースでは 50 tok/s を目標にします。",
            "다음 버전은 50 tokens/s를 목표로 합니다.",
            "下个版本以 50 tokens/s 为目标。",
        ],
    )
    def test_the_aimed_figure_is_no_claim(self, vocab: Vocabulary, text: str) -> None:
        """The figure the verb after it aims at is a goal."""
        assert _values(text, vocab) == []

    def test_a_met_goal_in_another_clause_stays_its_own(self, vocab: Vocabulary) -> None:
        """'50 を達成し、次は 100 を目指す': 50 is measured, 100 is aimed at."""
        text = "vLLM は A100 で 50 tok/s を達成し、次は 100 tok/s を目指す。"
        assert _values(text, vocab) == [("decode_tok_s", 50.0)]

    def test_a_goal_met_in_its_own_clause_is_a_claim(self, vocab: Vocabulary) -> None:
        """'100 tok/s を目標にしていたが達成した': the goal was met, the figure measured."""
        text = "100 tok/s を目標にしていたが達成した（vLLM、A100）。"
        assert _values(text, vocab) == [("decode_tok_s", 100.0)]

    def test_an_aim_in_the_next_clause_leaves_this_figure(self, vocab: Vocabulary) -> None:
        """'50 tok/s を目指し、60 tok/s を達成した': 60 is measured."""
        text = "50 tok/s を目指し、60 tok/s を達成した（vLLM、A100）。"
        assert _values(text, vocab) == [("decode_tok_s", 60.0)]


class TestAMultipleOfSomethingOtherThanSpeed:
    """'算力是…的 2 倍', '功耗降低 2 倍': a multiple of a spec or a setting, not of speed."""

    @pytest.mark.parametrize(
        "text",
        [
            "4090 的算力是 3090 的 2 倍。",
            "功耗降低 2 倍。",
            "上下文长度扩大 4 倍。",
            "参数量是 7B 模型的 10 倍。",
            "コンテキスト長は 4 倍になった。",
            "전력 소비는 2배 줄었습니다.",
        ],
    )
    def test_no_speedup_is_read(self, vocab: Vocabulary, text: str) -> None:
        """The multiple is of compute, power, parameters or context: no claim."""
        assert _values(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        [
            "4090 的推理速度是 3090 的 2 倍（llama.cpp）。",
            "功耗不变的情况下，速度提升 2 倍（vLLM，H100）。",
        ],
    )
    def test_a_speed_word_after_the_spec_word_keeps_the_speedup(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """A speed word between the spec word and the multiple makes it a speedup."""
        assert _values(text, vocab) == [("speedup", 2.0)]


def _metrics(text: str, vocab: Vocabulary) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab)]


class TestPerCardAndPerTokenWords:
    """'850 tokens/秒/卡', '每卡' are a share of the server's output; '单 token 延迟' is TPOT."""

    @pytest.mark.parametrize(
        "text",
        [
            "吞吐量达到 850 tokens/秒/卡（H100）。",
            "吞吐量为每卡 850 tokens/s（H100）。",
            "スループットは GPUあたり 850 tokens/s（H100）。",
            "Throughput reached 850 tokens/s/GPU (H100).",
        ],
    )
    def test_a_per_card_rate_is_output(self, vocab: Vocabulary, text: str) -> None:
        """Per card: the server's output divided, not one stream's rate."""
        assert _metrics(text, vocab) == ["output_tok_s"]

    @pytest.mark.parametrize(
        "text", ["单卡 4090 生成速度 85 tokens/s。", "单卡生成速度 85 tokens/s。"]
    )
    def test_a_single_card_run_stays_one_stream(self, vocab: Vocabulary, text: str) -> None:
        """'单卡' counts the GPUs of the run; it says nothing of a share."""
        assert _metrics(text, vocab) == ["decode_tok_s"]

    @pytest.mark.parametrize(
        "text",
        [
            "单 token 延迟 25 毫秒。",
            "Token 间延迟 25ms。",
            "토큰 간 지연 25ms.",
            "每 token 延迟 25ms。",
        ],
    )
    def test_one_tokens_time_is_tpot(self, vocab: Vocabulary, text: str) -> None:
        """A single token's or the inter-token time is per-token latency."""
        assert _metrics(text, vocab) == ["tpot"]

    def test_the_first_tokens_time_is_ttft(self, vocab: Vocabulary) -> None:
        """'首 Token 时延' stays time to first token."""
        assert _metrics("首 Token 时延（TTFT）为 200 毫秒。", vocab) == ["ttft"]


def _load(text: str, vocab: Vocabulary) -> list[tuple[str, int | None]]:
    return [(c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestOneStreamAndEachUsersShare:
    """'单样本', '단일 사용자' run one request; '单个用户' under a load is a share."""

    @pytest.mark.parametrize(
        "text",
        [
            "单样本：vLLM 生成速度 68 tokens/s（H100）。",
            "シングルユーザーで vLLM は 68 tokens/s（H100）。",
            "단일 사용자 기준 vLLM은 68 tokens/s입니다 (H100).",
        ],
    )
    def test_one_sample_or_user_is_concurrency_one(self, vocab: Vocabulary, text: str) -> None:
        """One sample, one user: a single stream at concurrency 1."""
        assert _load(text, vocab) == [("decode_tok_s", 1)]

    def test_each_users_share_under_a_load_keeps_the_load(self, vocab: Vocabulary) -> None:
        """'并发 32 时，单个用户的生成速度': one user's rate in a run of 32."""
        text = "并发 32 时，单个用户的生成速度为 40 tokens/s（vLLM，H100）。"
        assert _load(text, vocab) == [("decode_tok_s", 32)]

    @pytest.mark.parametrize(
        "text",
        [
            "并发 64 时，25 tokens/s/用户（vLLM，H100）。",
            "同時実行数 64 で 25 tok/s/ユーザー。",
            "At concurrency 64, 25 tokens/s/user (vLLM, H100).",
        ],
    )
    def test_a_rate_per_user_after_the_unit_is_decode(self, vocab: Vocabulary, text: str) -> None:
        """'/用户' after the unit: each user's rate, at the run's load."""
        assert _load(text, vocab) == [("decode_tok_s", 64)]

    def test_one_requests_time_sets_no_concurrency(self, vocab: Vocabulary) -> None:
        """'单个请求推理耗时 1.5s' is how long a request takes, not a load."""
        assert _load("单个请求推理耗时1.5s。", vocab) == [("e2e_latency", None)]


def _setups(text: str, vocab: Vocabulary) -> list[tuple[float, str | None, str | None]]:
    return [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]


class TestAFullWidthStopEndsTheSentence:
    """'…120 tokens/s！SGLang…': the unspaced '！' or '？' ends a sentence, as '。' does."""

    @pytest.mark.parametrize("stop", ["。", "！", "？"])
    def test_the_next_sentence_lends_nothing_back(self, vocab: Vocabulary, stop: str) -> None:
        """Each sentence keeps its own engine and card."""
        text = f"vLLM 在 H100 上跑到 120 tokens/s{stop}SGLang 在 A100 上只有 60 tokens/s。"
        assert _setups(text, vocab) == [(120.0, "vllm", "H100"), (60.0, "sglang", "A100")]

    def test_a_run_of_marks_stays_one_end(self) -> None:
        """'？！' is one end; a mark before a closing bracket or quote gains no space."""
        from watcher.claims.normalize import normalise

        assert normalise("真的吗？！太快了") == "真的吗?! 太快了"
        assert normalise("（快！）") == "(快!)"


def _sides(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


class TestAChangeWrittenWithTheUnitOnce:
    """'从 20 提高到了 50 tokens/s', '从 20 涨到 50': both sides of a change, the first AR."""

    @pytest.mark.parametrize(
        "text",
        [
            "开启 EAGLE 后，vLLM 的速度从 20 提高到了 50 tokens/s（A100）。",
            "开启 EAGLE 后，vLLM 的速度从 20 涨到 50 tokens/s（A100）。",
            "开启 EAGLE 后，vLLM 的速度从 20 变为 50 tokens/s（A100）。",
            "开启 EAGLE 后，vLLM 的速度由 20 提升至 50 tokens/s（A100）。",
            "With EAGLE, vLLM goes from 20 to 50 tokens/s (A100).",
        ],
    )
    def test_both_sides_are_read(self, vocab: Vocabulary, text: str) -> None:
        """The side the change starts from is plain decoding, the other the method's."""
        assert _sides(text, vocab) == [(20.0, "ar"), (50.0, "eagle")]

    def test_a_lone_verb_with_no_start_reads_one_figure(self, vocab: Vocabulary) -> None:
        """'提高到了 50 tokens/s' with no start: one figure."""
        assert _values("速度提高到了 50 tokens/s。", vocab) == [("decode_tok_s", 50.0)]


class TestAnOddCountBeforeTheToken:
    """'每秒生成 80 多个 token', '80余个': the rate read at the number stated."""

    @pytest.mark.parametrize(
        "text",
        ["每秒钟可以生成 80 多个 token。", "每秒生成 80余个 token。", "每秒生成 80 个 token。"],
    )
    def test_the_number_is_the_rate(self, vocab: Vocabulary, text: str) -> None:
        """'多' and '余' say 'and a bit more': the figure is the number written."""
        assert _values(text, vocab) == [("decode_tok_s", 80.0)]

    def test_an_odd_count_with_no_rate_is_no_figure(self, vocab: Vocabulary) -> None:
        """'生成了 80 多个 token' counts tokens: no rate."""
        assert _values("一共生成了 80 多个 token。", vocab) == []


class TestAHundredMillion:
    """'1.2亿', '1億', '1억' scale by a hundred million, as '万' scales by ten thousand."""

    @pytest.mark.parametrize("word", ["亿", "億", "억"])
    def test_the_scale_is_read(self, word: str) -> None:
        """The number is read whole, its scale applied."""
        from watcher.claims.numbers import _num

        assert _num(f"1.2{word}") == pytest.approx(1.2e8)

    @pytest.mark.parametrize(
        ("text", "value"),
        [("1만 2천", 12000.0), ("2천", 2000.0), ("1万2千", 12000.0), ("1.2만", 12000.0)],
    )
    def test_korean_thousands(self, text: str, value: float) -> None:
        """Korean writes a thousand 천, as Chinese and Japanese write 千."""
        from watcher.claims.numbers import _num

        assert _num(text) == pytest.approx(value)

    def test_a_rate_in_korean_thousands(self, vocab: Vocabulary) -> None:
        """'초당 1만 2천 토큰' is 12,000 tokens a second."""
        assert [c.value for c in extract_claims("초당 1만 2천 토큰을 처리합니다.", vocab)] == [
            12000.0
        ]

    def test_a_rate_in_hundreds_of_millions(self, vocab: Vocabulary) -> None:
        """'每秒处理 1.2 亿个 token' is read at its scale."""
        assert _values("每秒处理 1.2 亿个 token。", vocab) == [("output_tok_s", 1.2e8)]

    @pytest.mark.parametrize(
        "text",
        [
            "模型参数量为 700 亿，上下文长度 32768 tokens。",
            "每天处理 1 亿 tokens。",
            "共有 1.2 亿用户。",
        ],
    )
    def test_counts_of_parameters_tokens_or_users_are_no_claims(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """A parameter count, a daily token count or a user count has no rate."""
        assert _values(text, vocab) == []


def _engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab)]


class TestMoreWordsThatNameABaseline:
    """'较 vLLM', '相对于 vLLM', 'vLLM に対して': the name is the baseline, not the subject."""

    @pytest.mark.parametrize(
        "text",
        [
            "SGLang 较 vLLM 提升 1.3 倍（H100）。",
            "相对于 vLLM，SGLang 快 1.3 倍（H100）。",
            "SGLang は vLLM に対して 1.3 倍高速（H100）。",
            "SGLang 比 vLLM 快 1.3 倍（H100）。",
        ],
    )
    def test_the_subject_keeps_the_speedup(self, vocab: Vocabulary, text: str) -> None:
        """The multiple is SGLang's."""
        assert _engines(text, vocab) == ["sglang"]

    def test_a_baseline_with_no_subject_lends_no_engine(self, vocab: Vocabulary) -> None:
        """'较 vLLM 快 1.3 倍': vLLM is what it is faster than."""
        assert _engines("较 vLLM 快 1.3 倍。", vocab) == [None]

    @pytest.mark.parametrize(
        "text",
        [
            "vLLM 在 H100 上较快，达到 120 tokens/s。",
            "vLLM 在 H100 上的速度较高，为 120 tokens/s。",
            "比较而言，vLLM 在 H100 上达到 120 tokens/s。",
        ],
    )
    def test_rather_and_comparatively_name_no_baseline(self, vocab: Vocabulary, text: str) -> None:
        """'较快', '较高' (rather fast, high) and '比较' name no baseline."""
        assert _engines(text, vocab) == ["vllm"]


class TestTimesWrittenInCharacters:
    """'25 毫秒/token' is per-token latency; '用时 30 秒' a run's time; a loading clause its own."""

    @pytest.mark.parametrize(
        "text",
        [
            "推理速度 25毫秒/token。",
            "解码 25 毫秒/token。",
            "平均 25 毫秒/个token。",
            "生成は 25 ミリ秒/トークン。",
            "생성은 25 밀리초/토큰입니다.",
            "Decode is 25 ms/token.",
        ],
    )
    def test_milliseconds_per_token_is_tpot(self, vocab: Vocabulary, text: str) -> None:
        """The unit names per-token latency, however its parts are written."""
        assert _values(text, vocab) == [("tpot", 25.0)]

    @pytest.mark.parametrize("text", ["总用时 30 秒。", "生成 500 个 token 用时 30 秒。"])
    def test_the_time_used_is_the_runs(self, vocab: Vocabulary, text: str) -> None:
        """'用时' is the time a run took."""
        assert _values(text, vocab) == [("e2e_latency", 30.0)]

    def test_a_named_phase_beats_the_time_used(self, vocab: Vocabulary) -> None:
        """'首字用时' is the first token's time."""
        assert _values("首字用时 0.3 秒。", vocab) == [("ttft", 0.3)]

    @pytest.mark.parametrize(
        "text",
        [
            "模型加载用时 30 秒，生成用时 12 秒。",
            "模型加载用时 30 秒；生成用时 12 秒。",
            "Model loading took 30 s, generation took 12 s.",
        ],
    )
    def test_a_loading_clause_keeps_its_time_to_itself(self, vocab: Vocabulary, text: str) -> None:
        """The load time is no claim; the next clause's generation time is."""
        assert _values(text, vocab) == [("e2e_latency", 12.0)]

    @pytest.mark.parametrize(
        "text",
        [
            "安装好 ollama 后，4060 上 qwen2.5:7b 速度 40 tokens/s。",
            "下载完模型，llama.cpp 在 4060 上跑出 40 tokens/s。",
        ],
    )
    def test_a_rate_after_the_setup_clause_stays(self, vocab: Vocabulary, text: str) -> None:
        """The install or download clause closes at its comma; the rate after it is a claim."""
        assert _values(text, vocab) == [("decode_tok_s", 40.0)]

    @pytest.mark.parametrize("text", ["加载模型用时 30 秒。", "加载、编译用时 30 秒。"])
    def test_a_loading_time_is_no_claim(self, vocab: Vocabulary, text: str) -> None:
        """Loading and compiling are work around a run."""
        assert _values(text, vocab) == []


def _precisions(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.precision for c in extract_claims(text, vocab)]


class TestBitWidthsWrittenInCharacters:
    """'4비트', '4ビット', '4 位量化', '8 比特', '半精度': the precision as written in CJK."""

    @pytest.mark.parametrize(
        ("text", "precision"),
        [
            ("4비트 양자화 모델은 60 tok/s입니다.", "INT4"),
            ("4ビット量子化で 60 tok/s。", "INT4"),
            ("使用 4 位量化后，生成速度 60 tok/s。", "INT4"),
            ("用 8 比特量化，速度 60 tok/s。", "INT8"),
            ("8비트 모델은 60 tok/s입니다.", "INT8"),
            ("半精度下，生成速度 60 tok/s。", "FP16"),
        ],
    )
    def test_the_width_names_the_precision(
        self, vocab: Vocabulary, text: str, precision: str
    ) -> None:
        """The bit width gives the canonical precision."""
        assert _precisions(text, vocab) == [precision]

    def test_a_rank_is_no_width(self, vocab: Vocabulary) -> None:
        """'第4位' is fourth place, not 4-bit."""
        assert _precisions("第4位是 vLLM，速度 60 tok/s。", vocab) == [None]


def _counts(text: str, vocab: Vocabulary) -> list[int | None]:
    return [c.gpu_count for c in extract_claims(text, vocab)]


class TestGpuCountsWrittenInCharacters:
    """'十六张 H20', '4 路张量并行', 'GPU 8 基', 'GPU 4개': the count of the run's GPUs."""

    @pytest.mark.parametrize(
        ("text", "count"),
        [
            ("十六张 H20，SGLang 吞吐 3,000 tokens/s。", 16),
            ("五张 3090 跑 vLLM，30 tokens/s。", 5),
            ("使用 4 路张量并行（A100），vLLM 吞吐 3,000 tokens/s。", 4),
            ("张量并行度为 4，A100，vLLM 吞吐 3,000 tokens/s。", 4),
            ("テンソル並列 4 で A100 の vLLM は 3,000 tokens/s。", 4),
            ("H100 GPU 8 基で vLLM のスループットは 9,000 tokens/s。", 8),
            ("A100 GPU 4개에서 vLLM 처리량은 3,000 tokens/s입니다.", 4),
        ],
    )
    def test_the_count_is_read(self, vocab: Vocabulary, text: str, count: int) -> None:
        """Numerals, tensor parallelism and counters after 'GPU' count the GPUs."""
        assert _counts(text, vocab) == [count]

    @pytest.mark.parametrize(
        "text",
        [
            "第 4 路并行的结果是 30 tokens/s。",  # the fourth lane, not four GPUs
            "64 路并发时吞吐 3,000 tokens/s。",  # a load, not a count of GPUs
        ],
    )
    def test_a_rank_or_a_load_is_no_count(self, vocab: Vocabulary, text: str) -> None:
        """An ordinal or a concurrency gives no GPU count."""
        assert _counts(text, vocab) == [None]


class TestALoadGivenAsARange:
    """'batch size 4-16', '并发 4~16': a range of loads names no single concurrency."""

    @pytest.mark.parametrize(
        "text",
        [
            "中等负载（batch size=4-16）：维持 1.5 倍的稳定加速。",
            "并发 4~16 时，加速 1.5 倍。",
            "并发数为 4 到 16 时，加速 1.5 倍。",
            "At batch size 4-16, the speedup stays 1.5x.",
        ],
    )
    def test_no_concurrency_is_read(self, vocab: Vocabulary, text: str) -> None:
        """Neither end of the range is the run's load."""
        assert _load(text, vocab) == [("speedup", None)]

    @pytest.mark.parametrize(
        ("text", "load"),
        [("并发 16 时，加速 1.5 倍。", 16), ("batch size 4: 1.5x speedup.", 4)],
    )
    def test_a_single_load_is_read(self, vocab: Vocabulary, text: str, load: int) -> None:
        """One number after the key is the load."""
        assert _load(text, vocab) == [("speedup", load)]


class TestTrainingComputeAndANamedBaselineInJapaneseAndKorean:
    """Training and a chip's compute are no inference run; 'X モデルと比較して' is a baseline."""

    @pytest.mark.parametrize(
        "text",
        [
            "特定のトレーニングワークロードでは最大 1.13 倍のリード。",
            "학습 속도는 2배 빨라졌습니다.",
            "「AIコンピューティング性能」が 4 倍になった。",
            "计算性能提升 4 倍。",
        ],
    )
    def test_no_inference_speedup_is_read(self, vocab: Vocabulary, text: str) -> None:
        """Training and compute multiples are no claims about an inference run."""
        assert _values(text, vocab) == []

    def test_inference_beside_training_stays(self, vocab: Vocabulary) -> None:
        """'推論では 1.3 倍、トレーニングでは 1.13 倍': the inference multiple is a claim."""
        text = "推論ベンチマークでは最大 1.3 倍上回り、トレーニングでは最大 1.13 倍。"
        assert _values(text, vocab) == [("speedup", 1.3)]

    @pytest.mark.parametrize(
        "text",
        [
            "前世代の MI300X モデルと比較して推論性能が 35 倍向上した。",
            "이전 세대 MI300X 모델 대비 추론 성능이 35배 향상되었습니다.",
        ],
    )
    def test_a_generic_noun_before_the_marker_keeps_the_baseline(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """'MI300X モデルと比較して': the card is the baseline, not the figure's hardware."""
        assert [c.hardware for c in extract_claims(text, vocab)] == [None]


class TestAContrastingClauseKeepsItsMode:
    """'2-3 倍加速，而推测解码…', '…, while speculative decoding …': the later clause's mode."""

    @pytest.mark.parametrize(
        "text",
        [
            "vLLM 的 PagedAttention 通过内存优化实现 2-3 倍加速，而推测解码进一步提升吞吐量。",
            "vLLM の PagedAttention は 2-3 倍の高速化を実現し、一方で投機的デコードはさらに速い。",
            "vLLM's PagedAttention gives a 2-3x speedup, while speculative decoding goes further.",
        ],
    )
    def test_the_earlier_figure_takes_no_mode(self, vocab: Vocabulary, text: str) -> None:
        """The method named in the contrasting clause is not the figure's."""
        assert _modes(text, vocab) == [(2.5, None)]

    def test_a_method_in_the_figures_own_clause_stays(self, vocab: Vocabulary) -> None:
        """'推测解码实现 2-3 倍加速，而…': the method before the figure is its own."""
        text = "推测解码实现 2-3 倍加速，而 PagedAttention 节省显存。"
        assert _modes(text, vocab) == [(2.5, "speculative")]


class TestALabelWrittenInCharactersWithItsUnitInBrackets:
    """'生成速率（token/s）：12.5': the label and its bracketed unit name the value after."""

    @pytest.mark.parametrize(
        ("text", "metric", "value"),
        [
            ("生成速率（token/s）：12.5", "decode_tok_s", 12.5),
            ("生成速度(トークン/秒): 45", "decode_tok_s", 45.0),
            ("首字延迟（ms）：180", "ttft", 180.0),
            ("显存占用（GB）：20.5", "memory", 20.5),
            ("Generation speed (tok/s): 12.5", "decode_tok_s", 12.5),
        ],
    )
    def test_the_value_is_read_with_the_labels_metric(
        self, vocab: Vocabulary, text: str, metric: str, value: float
    ) -> None:
        """The bracketed unit gives the value its unit; the label its metric."""
        assert _values(text, vocab) == [(metric, value)]

    @pytest.mark.parametrize("text", ["上下文长度（tokens）：32768", "价格（元）：12999"])
    def test_a_label_of_no_metric_reads_nothing(self, vocab: Vocabulary, text: str) -> None:
        """A context length or a price in brackets is no figure."""
        assert _values(text, vocab) == []


def _ranges(text: str, vocab: Vocabulary) -> list[tuple[float, float | None, float | None]]:
    return [(c.value, c.value_min, c.value_max) for c in extract_claims(text, vocab)]


class TestARangeWhoseEndsEachCarryTheUnit:
    """'12.5 tok/s～15 tok/s', '12.5 tokens/s 至 15 tokens/s': one range, both ends kept."""

    @pytest.mark.parametrize(
        "text",
        [
            "速度为 12.5 tokens/s 至 15 tokens/s。",
            "速度在 12.5 tokens/s 到 15 tokens/s 之间。",
            "速度は 12.5 tok/s～15 tok/s。",
            "Speed ranges from 12.5 tok/s to 15 tok/s.",
        ],
    )
    def test_one_range_is_read(self, vocab: Vocabulary, text: str) -> None:
        """The two ends are one figure's bounds."""
        assert _ranges(text, vocab) == [(13.75, 12.5, 15.0)]

    @pytest.mark.parametrize(
        "text",
        [
            "从 12.5 tok/s 到 15 tok/s。",
            "由 12.5 tok/s 至 15 tok/s。",
            "12.5 tok/s から 15 tok/s に向上。",
        ],
    )
    def test_a_change_stays_two_figures(self, vocab: Vocabulary, text: str) -> None:
        """A change says where it starts: its two sides are two figures."""
        assert _ranges(text, vocab) == [(12.5, None, None), (15.0, None, None)]


class TestOneSecondCountedBeforeTheNumber:
    """'一秒钟 45 个 token', '1 秒可以生成 45 个', '秒速 45 トークン', '1초에 45토큰': a rate."""

    @pytest.mark.parametrize(
        "text",
        [
            "一秒钟 45 个 token。",
            "一秒能出 45 个 token。",
            "1 秒可以生成 45 个 token。",
            "秒速 45 トークン。",
            "1초에 45토큰을 생성합니다.",
            "每秒钟 45 个 tokens。",
        ],
    )
    def test_the_rate_is_read(self, vocab: Vocabulary, text: str) -> None:
        """Tokens counted in one second are a generation rate."""
        assert _values(text, vocab) == [("decode_tok_s", 45.0)]

    @pytest.mark.parametrize(
        "text",
        [
            "等了 1 秒，生成了 45 个 token。",
            "第 1 秒 45 个 token 输出完毕。",
            "11 秒 45 个 token。",
        ],
    )
    def test_a_wait_an_ordinal_or_another_time_is_no_rate(
        self, vocab: Vocabulary, text: str
    ) -> None:
        """A second in another clause, the first second, or eleven seconds give no rate."""
        assert _values(text, vocab) == []


class TestASuppositionInCjk:
    """'如果模型每秒只能吐出 15 个 token', 'もし…', '만약…': supposed, not measured."""

    @pytest.mark.parametrize(
        "text",
        [
            "如果模型每秒只能吐出 15 个 token，用户要等很久。",
            "假设能达到 100 tokens/s，体验会很好。",
            "もし 100 tok/s 出せれば快適だ。",
            "만약 100 tok/s가 나온다면 좋겠다.",
            "If we could reach 100 tok/s, it would feel instant.",
        ],
    )
    def test_no_claim_is_read(self, vocab: Vocabulary, text: str) -> None:
        """The supposed figure is no measurement."""
        assert _values(text, vocab) == []

    def test_a_condition_closed_by_a_comma_leaves_the_figure(self, vocab: Vocabulary) -> None:
        """'如果用 vLLM，H100 上是 120 tokens/s': the clause after the condition states it."""
        assert _values("如果用 vLLM，H100 上是 120 tokens/s。", vocab) == [("decode_tok_s", 120.0)]


class TestMoreWaysCjkAsks:
    """'…么？', '…呢？', '请问…？', '…인가요?': a question; the figure is asked, not measured."""

    @pytest.mark.parametrize(
        "text",
        [
            "请问 H100 上 vLLM 能达到 1000 tokens/s 么？",
            "请问 H100 上 vLLM 能达到 1000 tokens/s？",
            "H100 上 vLLM 能达到 1000 tokens/s 呢？",
            "4090에서 1000 tok/s가 가능한가요?",
        ],
    )
    def test_the_asked_figure_is_no_claim(self, vocab: Vocabulary, text: str) -> None:
        """The particle or the opening word makes the sentence ask."""
        assert _values(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        ["大概 40 tokens/s 吧。", "我这边 40 tokens/s，你们呢？", "只有 40 tokens/s，正常吗？"],
    )
    def test_a_stated_figure_stays(self, vocab: Vocabulary, text: str) -> None:
        """A hedged statement, or a figure before the clause that asks, is stated."""
        assert _values(text, vocab) == [("decode_tok_s", 40.0)]


class TestUseSaidAfterTheMemoryWord:
    """'20G 显存占用', '吃掉了 20G 显存': the run's use, though the size precedes the word."""

    @pytest.mark.parametrize(
        "text", ["跑起来 20G 显存占用。", "吃掉了 20G 显存。", "用了 20G 显存。"]
    )
    def test_the_size_is_the_runs(self, vocab: Vocabulary, text: str) -> None:
        """A word of use after the memory word, or a verb of eating it, makes it a use."""
        assert _memory(text, vocab) == [(20.0, None)]

    @pytest.mark.parametrize("text", ["24GB 显存的 4090 可以跑 32B。", "这台机器有 24GB 显存。"])
    def test_what_a_machine_has_is_no_claim(self, vocab: Vocabulary, text: str) -> None:
        """The size the machine has stays its spec."""
        assert _memory(text, vocab) == []


class TestJapaneseAndKoreanCountsAroundTheName:
    """'H100 GPUを8基', '8基のH100', 'H100 8개', '8개의 H100': the run's GPU count."""

    @pytest.mark.parametrize(
        "text",
        [
            "NVIDIA H100 GPUを8基搭載したサーバーで、vLLM は 9,000 tokens/s。",
            "H100を8枚使い、vLLM は 9,000 tokens/s。",
            "8基のH100で vLLM は 9,000 tokens/s。",
            "H100 8개로 vLLM 처리량 9,000 tokens/s.",
            "8개의 H100 GPU로 vLLM 처리량 9,000 tokens/s.",
        ],
    )
    def test_eight_gpus(self, vocab: Vocabulary, text: str) -> None:
        """The counter and its particle give the count, before or after the name."""
        assert _counts(text, vocab) == [8]

    def test_a_compared_card_gives_no_count(self, vocab: Vocabulary) -> None:
        """'H100 대비 2배' compares: no count, no card."""
        claims = extract_claims("H100 대비 2배 빠릅니다.", vocab)
        assert [(c.hardware, c.gpu_count) for c in claims] == [(None, None)]


class TestTheOneSurpassedIsTheBaseline:
    """'vLLM を 3 倍上回る', 'vLLM을 3배 능가': the surpassed name is what the figure beats."""

    @pytest.mark.parametrize(
        "text",
        [
            "SGLang は H100 で vLLM を最大 3 倍上回る。",
            "SGLang은 H100에서 vLLM을 3배 능가합니다.",
            "SGLang outperforms vLLM by 3x on H100.",
        ],
    )
    def test_the_subject_keeps_the_speedup(self, vocab: Vocabulary, text: str) -> None:
        """The speedup is SGLang's on H100."""
        assert [(c.engine, c.hardware) for c in extract_claims(text, vocab)] == [("sglang", "H100")]

    def test_a_surpassed_card_is_no_hardware(self, vocab: Vocabulary) -> None:
        """'H100を3倍上回る': H100 is the baseline."""
        assert [c.hardware for c in extract_claims("H100を3倍上回る。", vocab)] == [None]


class TestTraditionalChineseReadAsSimplified:
    """'兩張', '並發', '延遲', '顯存佔用', '預填充': Taiwanese and Hong Kong writing, read alike."""

    @pytest.mark.parametrize(
        ("traditional", "simplified"),
        [
            (
                "兩張 RTX 4090 跑 vLLM，生成速度 48 tokens/s。",
                "两张 RTX 4090 跑 vLLM，生成速度 48 tokens/s。",
            ),
            (
                "並發 32 時，vLLM 吞吐 2,100 tokens/s（H100）。",
                "并发 32 时，vLLM 吞吐 2,100 tokens/s（H100）。",
            ),
            ("端到端延遲 3.2 秒。", "端到端延迟 3.2 秒。"),
            ("顯存佔用 20 GB（RTX 4090）。", "显存占用 20 GB（RTX 4090）。"),
            ("預填充速度 4,500 tokens/s。", "预填充速度 4,500 tokens/s。"),
            ("總吞吐 2,400 tokens/s。", "总吞吐 2,400 tokens/s。"),
            (
                "關閉 MTP 時 40 tok/s，開啟 MTP 後 62 tok/s（SGLang，H20）。",
                "关闭 MTP 时 40 tok/s，开启 MTP 后 62 tok/s（SGLang，H20）。",
            ),
        ],
    )
    def test_both_scripts_give_the_same_claims(
        self, vocab: Vocabulary, traditional: str, simplified: str
    ) -> None:
        """Each traditional sentence reads as its simplified twin."""

        def fields(text: str) -> list[tuple[object, ...]]:
            return [
                (c.metric, c.value, c.engine, c.mode, c.hardware, c.gpu_count, c.concurrency)
                for c in extract_claims(text, vocab)
            ]

        assert fields(traditional) == fields(simplified)
        assert fields(traditional)

    def test_taiwanese_memory_words(self, vocab: Vocabulary) -> None:
        """'記憶體用量 38 GB' is memory in use; '64GB 記憶體' of a computer is its spec."""
        assert _memory("記憶體用量 38 GB（M2 Ultra）。", vocab) == [(38.0, "M2 Ultra")]
        assert _memory("這台電腦有 64GB 記憶體，速度 5 tokens/s。", vocab) == []

    def test_japanese_keeps_its_characters(self) -> None:
        """A text with kana is left as written: '同時実行数', '時間' stay."""
        from watcher.claims.hanzi import simplified

        assert simplified("同時実行数 32 の時間") == "同時実行数 32 の時間"
        assert simplified("兩張卡") == "两张卡"
        assert simplified("동시 요청 32 時") == "동시 요청 32 時"


class TestNegatedColumnsInCjkTables:
    """'MTPなし | MTPあり', 'MTP 없음 | MTP 사용', '不开 MTP | 开 MTP': AR beside the method."""

    @pytest.mark.parametrize(
        ("off", "on"),
        [("MTPなし", "MTPあり"), ("MTP 없음", "MTP 사용"), ("不开 MTP", "开 MTP")],
    )
    def test_the_negated_column_is_ar(self, vocab: Vocabulary, off: str, on: str) -> None:
        """The column without the method holds the AR figure."""
        text = (
            f"SGLang, H20:\n\n| | {off} | {on} |\n|---|---|---|\n| 生成速度 (tok/s) | 40 | 62 |\n"
        )
        assert _modes(text, vocab) == [(40.0, "ar"), (62.0, "mtp")]


class TestAMultipleOfMemorySizeOrEfficiency:
    """'显存占用减少 2 倍', '性价比提升 2 倍', '模型体积缩小 4 倍': no speedup of a run."""

    @pytest.mark.parametrize(
        "text",
        [
            "显存占用减少 2 倍。",
            "内存占用降低 3 倍。",
            "メモリ使用量が 2 倍削減。",
            "메모리 사용량 2배 절감.",
            "性价比提升 2 倍。",
            "能效比提升 2 倍。",
            "コスパが 2 倍。",
            "模型体积缩小 4 倍。",
            "安装用了 10 分钟。",
        ],
    )
    def test_no_claim_is_read(self, vocab: Vocabulary, text: str) -> None:
        """Memory savings, size and cost ratios and an install time are not runs' figures."""
        assert _values(text, vocab) == []

    @pytest.mark.parametrize(
        "text",
        [
            "vLLM 的 PagedAttention 通过内存优化实现 2 倍加速。",
            "vLLM은 메모리 관리 기법으로 기존 대비 2배 높은 처리량을 달성했습니다.",
            "メモリ帯域が広く、推論は 2 倍速い。",
            "显存占用降低，速度提升 2 倍（vLLM）。",
        ],
    )
    def test_memory_as_the_means_keeps_the_speedup(self, vocab: Vocabulary, text: str) -> None:
        """A speed named after the multiple, or between, keeps it the run's speedup."""
        assert _values(text, vocab) == [("speedup", 2.0)]


class TestTokensPerSecondNamedAsACount:
    """'每秒 token 数': the unit named as a count per second, in a header or before a colon."""

    def test_a_column_of_tokens_per_second(self, vocab: Vocabulary) -> None:
        """A '每秒 token 数' column holds decode rates."""
        text = "| 引擎 | 每秒 token 数 | 显存 (GB) |\n|---|---|---|\n| vLLM | 95 | 20.5 |\n"
        assert _values(text, vocab) == [("decode_tok_s", 95.0), ("memory", 20.5)]

    @pytest.mark.parametrize("text", ["每秒输出 token 数：85（vLLM，A100）。", "每秒 token 数: 85"])
    def test_a_key_before_its_value(self, vocab: Vocabulary, text: str) -> None:
        """The count-per-second key names the value after its colon."""
        assert _values(text, vocab) == [("decode_tok_s", 85.0)]

    def test_the_words_alone_are_no_figure(self, vocab: Vocabulary) -> None:
        """'每秒 token 数很高' has no number."""
        assert _values("每秒 token 数很高。", vocab) == []


class TestACounterBeforeTheLoadWord:
    """'32 个并发请求', '32개의 동시 요청', '32 並列リクエスト', '并发用户数 32': the run's load."""

    @pytest.mark.parametrize(
        "text",
        [
            "32 个并发请求下吞吐 2,100 tokens/s。",
            "并发用户数 32，吞吐 2,100 tokens/s。",
            "32개의 동시 요청으로 처리량 2,100 tokens/s.",
            "32 並列リクエストで 2,100 tokens/s。",
        ],
    )
    def test_the_load_is_read(self, vocab: Vocabulary, text: str) -> None:
        """A counter between the number and the load word still names the load."""
        assert _load(text, vocab) == [("output_tok_s", 32)]

    def test_tokens_generated_at_once_are_no_load(self, vocab: Vocabulary) -> None:
        """'32개 토큰을 동시에' counts tokens, not requests."""
        assert _load("32개 토큰을 동시에 생성, 45 tok/s.", vocab) == [("decode_tok_s", None)]


class TestATimeWrittenInChineseNumerals:
    """'首字延迟两秒', '生成用了三分钟', '一个多小时': a time read at the number written."""

    @pytest.mark.parametrize(
        ("text", "metric", "value"),
        [
            ("首字延迟两秒（vLLM，A100）。", "ttft", 2.0),
            ("生成用了三分钟（llama.cpp，RTX 3060）。", "e2e_latency", 180.0),
            ("一条case跑下来得一个多小时。", "e2e_latency", 3600.0),
            ("一条请求跑下来要 2 个小时。", "e2e_latency", 7200.0),
            ("首字延迟 3 多秒。", "ttft", 3.0),
        ],
    )
    def test_the_time_is_read(
        self, vocab: Vocabulary, text: str, metric: str, value: float
    ) -> None:
        """Numerals, a measure word and '多' before the unit give the time."""
        assert _values(text, vocab) == [(metric, value)]

    @pytest.mark.parametrize("text", ["第一秒就出了首字。", "等了十几秒才出结果。", "几秒就好。"])
    def test_an_ordinal_or_a_few_is_no_time(self, vocab: Vocabulary, text: str) -> None:
        """'第一秒' is the first second; '十几秒', '几秒' are a few seconds."""
        assert _values(text, vocab) == []
