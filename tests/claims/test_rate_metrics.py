"""Rates read under the right metric (reading rules §4): total (input plus output) apart from
output, one stream apart from a server's sum. Each class pins one wording with sentences of
our own, and one it must leave alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestChineseTotalThroughput:
    """ "总吞吐量" is the total throughput, input plus output, as "total throughput" is."""

    def test_a_total_row_under_an_output_row_is_the_total(self, vocab: Vocabulary) -> None:
        text = (
            "| 指标 | 数值 |\n|---|---|\n| 输出 (tokens/s) | 3100 |\n| 总吞吐量 (tokens/s) | 3600 |"
        )
        got = _got(text, vocab)
        assert (3600.0, "total_tok_s") in got
        assert all(metric != "total_tok_s" for value, metric in got if value == 3100.0)

    def test_total_token_throughput_in_prose(self, vocab: Vocabulary) -> None:
        assert _got("总 token 吞吐:4100 tokens/s", vocab) == [(4100.0, "total_tok_s")]

    def test_total_output_throughput_stays_output(self, vocab: Vocabulary) -> None:
        got = _got("测试中总输出吞吐为 3000 tokens/s。", vocab)
        assert got == [(3000.0, "output_tok_s")]


class TestARangeOfLoads:
    """ "batch size 1-8" or "concurrency 1 to 16" is a range of loads above one: many streams,
    in the figure's sentence or in the note under its table; a batch of one stays one stream."""

    def test_a_batch_range_in_the_sentence_is_many_streams(self, vocab: Vocabulary) -> None:
        got = _got("On an L40S at batch size 1-8 the 8B model gave 900 tok/s.", vocab)
        assert got == [(900.0, "output_tok_s")]
        got = _got("With concurrency 1–16 the server reached 900 tok/s.", vocab)
        assert got == [(900.0, "output_tok_s")]

    def test_a_batch_range_in_the_note_under_a_table(self, vocab: Vocabulary) -> None:
        text = (
            "| Method | Tokens/sec |\n|---|---|\n| Plain | 1,100 |\n| Draft | 2,900 |\n\n"
            "Qwen 32B on one A100, batch sizes 1 to 4."
        )
        assert _got(text, vocab) == [(1100.0, "output_tok_s"), (2900.0, "output_tok_s")]

    def test_a_batch_of_one_stays_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("On an L40S at batch size 1 the 8B model gave 90 tok/s.", vocab)
        assert got == [(90.0, "decode_tok_s")]
        text = (
            "| Method | Tokens/sec |\n|---|---|\n| Plain | 110 |\n\n"
            "Qwen 32B on one A100, batch size 1."
        )
        assert _got(text, vocab) == [(110.0, "decode_tok_s")]


class TestALargeModelsRateBeyondOneStream:
    """A thousand tok/s or more for a model of tens of billions of parameters on GPUs is no
    single stream's rate: the server's output. Small models, other chips and diffusion
    decoding keep the rate as one stream's."""

    def test_a_70b_at_over_a_thousand_on_a_gpu_is_output(self, vocab: Vocabulary) -> None:
        got = _got("Serving a 70B model, one A100 produced 1,150 tokens per second.", vocab)
        assert got == [(1150.0, "output_tok_s")]
        got = _got("在单节点上运行 Qwen-72B 模型时,吞吐达到每秒1300 Token。", vocab)
        assert got == [(1300.0, "output_tok_s")]

    def test_small_models_and_wafer_scale_chips_stay_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("Our 8B model runs at 1,150 tokens per second on one RTX 4090.", vocab)
        assert got == [(1150.0, "decode_tok_s")]
        got = _got("Cerebras runs a 70B model at 2,100 tokens per second.", vocab)
        assert got == [(2100.0, "decode_tok_s")]

    def test_no_chip_and_no_gpu_named_stays_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("The hosted demo served a 70B model at about 1,800 tok/s.", vocab)
        assert got == [(1800.0, "decode_tok_s")]

    def test_money_is_no_parameter_count(self, vocab: Vocabulary) -> None:
        got = _got("The $40B startup showed 1,150 tokens per second on one H100.", vocab)
        assert got == [(1150.0, "decode_tok_s")]


class TestAPerCardThroughput:
    """ "单卡吞吐量" is a card's throughput, the per-GPU share of a server's output, as "tokens
    per second per GPU" is; a speed on one card is still one stream's."""

    def test_per_card_throughput_is_output(self, vocab: Vocabulary) -> None:
        assert _got("单卡吞吐量达到 850 tokens/s。", vocab) == [(850.0, "output_tok_s")]
        assert _got("单卡 Decode 吞吐为 640 tokens/s。", vocab) == [(640.0, "output_tok_s")]

    def test_a_speed_on_one_card_stays_one_stream(self, vocab: Vocabulary) -> None:
        assert _got("单卡运行时生成速度为 45 tokens/s。", vocab) == [(45.0, "decode_tok_s")]


class TestAListsLeadInPhase:
    """A nested list's lead-in ("- Prefill Speed (tokens/s):") gives its phase to an item's
    rate whose own words name none; a lead-in naming decode, or an item naming its own
    phase, changes nothing."""

    _TEXT = (
        "- Running a large model on a CPU server:\n"
        "  - Prompt processing speed (tokens/s):\n"
        "    - Ours: 61.5 (32 threads)\n"
        "    - Compared to 12.4 tokens/s in llama.cpp with 32 threads.\n"
        "  - Generation speed (tokens/s):\n"
        "    - Ours: 9.1 (32 threads)\n"
        "    - Compared to 5.2 tokens/s in llama.cpp with 32 threads.\n"
    )

    def test_an_item_with_its_own_unit_takes_the_lead_ins_phase(self, vocab: Vocabulary) -> None:
        got = dict(_got(self._TEXT, vocab))
        assert got[12.4] == "prefill_tok_s"

    def test_a_decode_lead_in_leaves_its_items_alone(self, vocab: Vocabulary) -> None:
        got = dict(_got(self._TEXT, vocab))
        assert got[5.2] == "decode_tok_s"

    def test_an_items_own_phase_words_win(self, vocab: Vocabulary) -> None:
        text = "- Prefill (tokens/s):\n  - Ours: 61.5\n  - Its decode rate is 9.8 tokens/s.\n"
        assert dict(_got(text, vocab))[9.8] == "decode_tok_s"


class TestARequestRateSetAsTheLoad:
    """A request rate set as the load ("at QPS=80", "At 6 req/s") is a load cue: the rate
    under it is the server's output. A measured request rate right before a token rate
    ("11.2 requests/s, 4410.7 tokens/s") is a tool's pair, the token rate the total."""

    def test_a_request_rate_as_the_load_gives_output(self, vocab: Vocabulary) -> None:
        got = _got("在恒定负载(QPS=50)下,吞吐量达到 9,600 tokens/s。", vocab)
        assert got == [(9600.0, "output_tok_s")]
        got = _got("At 6 req/s the server's throughput was 2,900 tok/s.", vocab)
        assert got == [(2900.0, "output_tok_s")]

    def test_a_measured_pair_keeps_the_total(self, vocab: Vocabulary) -> None:
        got = _got("Throughput: 11.2 requests/s, 4410.7 tokens/s", vocab)
        assert got == [(4410.7, "total_tok_s")]


class TestASentencesLeadKey:
    """A key opening the sentence before a colon ("Aggregate throughput: ...") names what
    each figure after it is, the later ones too; a key naming no sum changes nothing."""

    def test_a_sum_key_reaches_every_figure_of_its_sentence(self, vocab: Vocabulary) -> None:
        got = _got("Aggregate throughput: chat 900 tok/s, code 700 tok/s.", vocab)
        assert got == [(900.0, "output_tok_s"), (700.0, "output_tok_s")]
        got = _got("- 单卡吞吐量:对话场景 300 tokens/s,翻译场景 260 tokens/s", vocab)
        assert got == [(300.0, "output_tok_s"), (260.0, "output_tok_s")]

    def test_a_plain_key_leaves_them_one_streams(self, vocab: Vocabulary) -> None:
        got = _got("Speed: chat 40 tok/s, code 35 tok/s.", vocab)
        assert got == [(40.0, "decode_tok_s"), (35.0, "decode_tok_s")]
