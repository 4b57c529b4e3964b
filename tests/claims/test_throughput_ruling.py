"""A rate the text calls throughput names many streams (reading rules §4, the lead's ruling
that replaced the batch 16-25 decision): it is the server's output (``output_tok_s``) unless
its own scope says one stream (a batch of one, concurrency 1, a single request or user, per
user, single-stream). Each class pins one layout or language with sentences of our own, each
with and without a one-stream cue; a plain rate the text does not call throughput stays one
stream's rate."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _metric_of(text: str, value: float, vocab: Vocabulary) -> list[str]:
    return [m for v, m in _metrics(text, vocab) if abs(v - value) < 1e-6]


class TestThroughputInProse:
    """ "Throughput", "tput" and "a throughput of N tok/s" in a sentence."""

    def test_a_throughput_is_the_servers_output(self, vocab: Vocabulary) -> None:
        for text in (
            "On the L40S the throughput was 640 tok/s.",
            "Our tput came out at 640 tok/s after the fix.",
            "The new kernel gives a throughput of 640 tokens/s on Mixtral.",
        ):
            assert _metric_of(text, 640.0, vocab) == ["output_tok_s"], text

    def test_a_one_stream_cue_in_its_scope_keeps_decode(self, vocab: Vocabulary) -> None:
        for text in (
            "With a single request the throughput was 64 tok/s on the L40S.",
            "At bs=1 the throughput was 64 tok/s.",
            "Throughput at concurrency 1 is 64 tok/s.",
            "The throughput per user is 64 tok/s.",
            "Single-stream throughput on the L40S: 64 tok/s.",
            "The L40S gives a throughput of 64 tok/s/user.",
        ):
            assert _metric_of(text, 64.0, vocab) == ["decode_tok_s"], text

    def test_a_throughput_word_in_another_sentence_leaves_a_plain_rate(
        self, vocab: Vocabulary
    ) -> None:
        for text in (
            "Throughput is what servers care about. On my laptop the model runs at 38 tok/s.",
            "吞吐量对服务很重要。我的笔记本上生成速度为 38 tokens/s。",
            "Der Durchsatz zählt für Server. Auf meinem Laptop läuft das Modell mit 38 Token/s.",
        ):
            assert _metric_of(text, 38.0, vocab) == ["decode_tok_s"], text

    def test_a_plain_rate_with_no_load_stays_decode(self, vocab: Vocabulary) -> None:
        for text in (
            "The model runs at 38 tok/s on an RTX 3060.",
            "Its speed is 38 tokens per second.",
            "生成速度为 38 tokens/s。",
        ):
            assert _metric_of(text, 38.0, vocab) == ["decode_tok_s"], text

    def test_a_plain_rate_under_load_is_still_output(self, vocab: Vocabulary) -> None:
        text = "At batch 16 the model generates 820 tok/s."
        assert _metric_of(text, 820.0, vocab) == ["output_tok_s"]


class TestThroughputNamingAPhase:
    """ "Decode/generation/output/token generation throughput" name the phase only: output,
    unless a one-stream cue; prefill and total throughputs keep their metrics."""

    def test_a_generation_phase_throughput_is_output(self, vocab: Vocabulary) -> None:
        for text in (
            "Decode throughput: 410 tok/s.",
            "Decoding throughput on two A100s reached 410 tok/s.",
            "We measured a generation throughput of 410 tok/s.",
            "Token generation throughput was 410 tokens/s.",
            "Output throughput: 410 tok/s",
        ):
            assert _metric_of(text, 410.0, vocab) == ["output_tok_s"], text

    def test_with_one_stream_it_is_decode(self, vocab: Vocabulary) -> None:
        for text in (
            "Decode throughput at batch size 1: 41 tok/s.",
            "We measured a generation throughput of 41 tok/s with a single user.",
            "Token generation throughput per stream was 41 tokens/s.",
        ):
            assert _metric_of(text, 41.0, vocab) == ["decode_tok_s"], text

    def test_prefill_and_total_throughputs_keep_their_metrics(self, vocab: Vocabulary) -> None:
        assert _metric_of("Prefill throughput: 9,100 tok/s.", 9100.0, vocab) == ["prefill_tok_s"]
        assert _metric_of("Prompt throughput was 9,100 tok/s.", 9100.0, vocab) == ["prefill_tok_s"]
        assert _metric_of("Total token throughput: 9,100 tok/s.", 9100.0, vocab) == ["total_tok_s"]


class TestThroughputColumns:
    """A column headed "Throughput" holds the server's output, unless the header or the row's
    load says one stream."""

    def test_a_throughput_column_is_output(self, vocab: Vocabulary) -> None:
        text = "| Engine | Throughput (tok/s) |\n|---|---|\n| vLLM | 1,240 |\n| SGLang | 1,310 |"
        assert _metrics(text, vocab) == [(1240.0, "output_tok_s"), (1310.0, "output_tok_s")]

    def test_a_per_user_throughput_column_is_decode(self, vocab: Vocabulary) -> None:
        text = "| Engine | Throughput per user (tok/s) |\n|---|---|\n| vLLM | 124 |\n| MLX | 131 |"
        assert _metrics(text, vocab) == [(124.0, "decode_tok_s"), (131.0, "decode_tok_s")]

    def test_a_batch_of_one_row_is_decode(self, vocab: Vocabulary) -> None:
        text = "| Batch size | Throughput (tok/s) |\n|---|---|\n| 1 | 92 |\n| 32 | 1,900 |"
        assert _metrics(text, vocab) == [(92.0, "decode_tok_s"), (1900.0, "output_tok_s")]

    def test_a_plain_rate_column_stays_decode(self, vocab: Vocabulary) -> None:
        text = "| Engine | Speed (tok/s) |\n|---|---|\n| llama.cpp | 48 |\n| MLX | 57 |"
        assert _metrics(text, vocab) == [(48.0, "decode_tok_s"), (57.0, "decode_tok_s")]

    def test_a_request_rate_in_the_table_makes_its_rates_output(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Requests/s | Generated tok/s |\n|---|---|---|\n"
            "| 8B | 4.1 | 2,460 |\n| 70B | 0.9 | 540 |"
        )
        got = [m for v, m in _metrics(text, vocab) if v in (2460.0, 540.0)]
        assert got == ["output_tok_s", "output_tok_s"]


class TestThroughputInOtherLanguages:
    """The same ruling for the throughput words of Chinese, Japanese, Korean, German, French
    and Spanish, each with and without a one-stream cue."""

    MANY = (
        "在 A100 上吞吐量达到 1,150 tokens/s。",
        "解码吞吐为 1,150 tokens/s。",
        "A100 でのスループットは 1,150 tokens/s でした。",
        "A100의 처리량은 1,150 tokens/s입니다.",
        "Der Durchsatz auf der A100 liegt bei 1.150 Token/s.",
        "Le débit sur A100 atteint 1 150 tokens/s.",
        "El rendimiento en la A100 llega a 1150 tokens/s.",
    )
    ONE = (
        "单并发下吞吐量为 115 tokens/s。",
        "每个用户的吞吐量为 115 tokens/s。",
        "バッチサイズ1でのスループットは 115 tokens/s でした。",
        "단일 요청 처리량은 115 tokens/s입니다.",
        "Bei Batchgröße 1 liegt der Durchsatz bei 115 Token/s.",
        "Le débit par utilisateur atteint 115 tokens/s.",
        "Con una sola solicitud, el rendimiento es de 115 tokens/s.",
    )

    def test_a_throughput_word_is_output(self, vocab: Vocabulary) -> None:
        for text in self.MANY:
            assert _metric_of(text, 1150.0, vocab) == ["output_tok_s"], text

    def test_with_a_one_stream_cue_it_is_decode(self, vocab: Vocabulary) -> None:
        for text in self.ONE:
            assert _metric_of(text, 115.0, vocab) == ["decode_tok_s"], text


class TestThroughputAfterTheFigure:
    """The throughput word after the figure's unit, as CJK word order has it ("N tokens/s 的
    吞吐量") and English may ("N tok/s of throughput"), and an English phase word before a CJK
    throughput word ("Decode 吞吐"), call the rate throughput too."""

    def test_the_word_after_the_unit_makes_output(self, vocab: Vocabulary) -> None:
        for text in (
            "The H100 sustains 2,150 tok/s throughput on Llama 8B.",
            "We got 2,150 tok/s of throughput on the H100.",
            "H100 上达到 2150 tokens/s 的吞吐量。",
            "H100 で 2150 tokens/s のスループットを記録した。",
            "H100에서 2,150 tokens/s의 처리량을 기록했다.",
        ):
            assert _metric_of(text, 2150.0, vocab) == ["output_tok_s"], text

    def test_with_one_stream_or_in_the_next_clause_it_does_not(self, vocab: Vocabulary) -> None:
        for text in (
            "The H100 gives 215 tok/s throughput per user.",
            "The laptop decodes 215 tok/s; throughput is another matter.",
            "The laptop decodes 215 tok/s, and throughput is another matter.",
        ):
            assert _metric_of(text, 215.0, vocab) == ["decode_tok_s"], text

    def test_an_english_phase_before_a_cjk_throughput_word(self, vocab: Vocabulary) -> None:
        text = "单卡 Prefill 吞吐 5200 tokens/s，Decode 吞吐 1300 tokens/s。"
        assert _metrics(text, vocab) == [(5200.0, "prefill_tok_s"), (1300.0, "output_tok_s")]
        text = "Decode スループットは 1300 tokens/s でした。"
        assert _metric_of(text, 1300.0, vocab) == ["output_tok_s"]
