"""A rate no single stream of a large model reaches, served by an engine that runs on GPUs
only (model_scale.py): "vLLM ... a 70B at 1,500 tok/s" is the server's output even when no
card is named, as it is with "on one GPU" (reading rules §4; LABELLING, eleventh pass: "1200
for a 72B"). Sentences of our own; engines and chips that leave the rate one stream's."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestAGpuEngineNamesGpus:
    def test_a_large_model_served_by_a_gpu_engine(self, vocab: Vocabulary) -> None:
        assert _got("SGLang serves DeepSeek-V3 671B at 3,000 tok/s.", vocab) == [
            (3000.0, "output_tok_s")
        ]

    def test_the_same_in_chinese(self, vocab: Vocabulary) -> None:
        assert _got("vLLM实测：Llama-70B吞吐达每秒1500 Token", vocab) == [(1500.0, "output_tok_s")]


class TestRatesLeftOneStreams:
    def test_a_wafer_scale_chip_named(self, vocab: Vocabulary) -> None:
        text = "On Groq, Llama 70B reaches 1,300 tok/s, far beyond what vLLM gets."
        assert _got(text, vocab) == [(1300.0, "decode_tok_s")]

    def test_an_engine_that_also_runs_on_cpus(self, vocab: Vocabulary) -> None:
        assert _got("llama.cpp runs Llama 70B at 1,100 tok/s.", vocab) == [(1100.0, "decode_tok_s")]

    def test_a_small_model_on_a_gpu_engine(self, vocab: Vocabulary) -> None:
        assert _got("vLLM runs Llama 3.2 3B at 1,400 tok/s.", vocab) == [(1400.0, "decode_tok_s")]

    def test_a_large_models_rate_below_the_bound(self, vocab: Vocabulary) -> None:
        assert _got("TGI serves Qwen 72B at 38 tok/s.", vocab) == [(38.0, "decode_tok_s")]
