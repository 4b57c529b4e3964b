"""Times named by the words right around them (reading rules §4: time to first token and
end-to-end latency are distinct metrics): "N ms to return the first token" is a first-token
time, and an inference keying its own time ("单卡推理 2379ms", "推理是 443ms") is the whole
run's, as "推理时间" is. Sentences written for these tests."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _times(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit in ("ms", "s")]


class TestFirstTokenAfterTheTime:
    @pytest.mark.parametrize(
        "text",
        [
            "On one L40S with vLLM a lone request needs 80 ms to return the first token.",
            "On one L40S with vLLM the server waits 80 ms before it emits its first token.",
            "On one L40S with vLLM it took 80 ms to produce the first output token.",
        ],
    )
    def test_the_time_is_a_ttft(self, text: str, vocab: Vocabulary) -> None:
        assert _times(text, vocab) == [(80.0, "ttft")]

    def test_a_whole_reply_stays_e2e(self, vocab: Vocabulary) -> None:
        text = "On one L40S with vLLM the whole answer took 8 s, the first token after 80 ms."
        assert _times(text, vocab) == [(8.0, "e2e_latency"), (80.0, "ttft")]


class TestInferenceKeyedTime:
    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("在4090上用vLLM测试，7B模型单卡推理1530ms。", [(1530.0, "e2e_latency")]),
            (
                "在4090上用vLLM测试，单卡推理1530ms，双卡推理是910ms。",
                [(1530.0, "e2e_latency"), (910.0, "e2e_latency")],
            ),
            ("4090で llama.cpp を使うと、推論: 3.5秒でした。", [(3.5, "e2e_latency")]),
        ],
    )
    def test_the_time_is_the_runs(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        assert _times(text, vocab) == want

    @pytest.mark.parametrize(
        "text",
        [
            # a count of runs or tokens after the word is no time
            "在4090上用vLLM测试，推理10次，每次生成128个token。",
            # a setting of the inference is no run's time
            "在4090上用vLLM测试，推理超时设置为60秒。",
        ],
    )
    def test_no_time_is_read(self, text: str, vocab: Vocabulary) -> None:
        assert _times(text, vocab) == []
