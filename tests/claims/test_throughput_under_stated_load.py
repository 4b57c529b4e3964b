"""A rate its own words call a throughput or output, in a post that states a load (reading
rules §4; LABELLING.md "Metrics": aggregate output under load is ``output_tok_s``, the word
"throughput" alone is no cue)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_ZH_TABLE = (
    "测试基于 4 张昇腾 910B 加速卡。\n"
    "关键性能指标\n"
    "- 显存占用:FP16 模型显存占用 14.2GB,{load}\n"
    "六大场景数据对比\n"
    "| 场景类型 | 吞吐量 (tokens/s) | 显存利用率 |\n"
    "|---|---|---|\n"
    "| 文本生成 | 128 | 78% |\n"
    "| 多轮对话 | 95 | 65% |\n"
)
_PROSE = (
    "We served Gemma-4 31B on vLLM, {load}.\n"
    "The numbers that mattered:\n"
    "→ Peak: ~1,168 tokens/sec total (~548 {rate})\n"
)


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestAThroughputUnderAStatedLoad:
    """The load stated with its number a few lines from the figure (a setup bullet with a
    figure of its own, a ramp of concurrencies) makes a throughput or output rate the
    server's output."""

    def test_a_throughput_column_under_a_stated_concurrency_is_output(
        self, vocab: Vocabulary
    ) -> None:
        got = _metrics(_ZH_TABLE.format(load="动态批处理支持最大 16 并发"), vocab)
        assert got[128] == "output_tok_s"
        assert got[95] == "output_tok_s"

    def test_an_output_rate_after_a_concurrency_ramp_is_output(self, vocab: Vocabulary) -> None:
        text = _PROSE.format(load="ramping concurrency 12 → 16 → 20 → 24", rate="tok/s output")
        assert _metrics(text, vocab) == {1168: "total_tok_s", 548: "output_tok_s"}


class TestNoLoadStated:
    """Batching named as an engine's feature states no run's load, and a rate called a speed
    names no throughput: the figure stays one stream's."""

    def test_batching_as_a_feature_is_no_load(self, vocab: Vocabulary) -> None:
        got = _metrics(_ZH_TABLE.format(load="支持动态批处理"), vocab)
        assert got[128] == "decode_tok_s"
        assert got[95] == "decode_tok_s"

    def test_an_output_rate_beside_batching_named_alone_is_one_stream(
        self, vocab: Vocabulary
    ) -> None:
        text = _PROSE.format(load="with dynamic batching", rate="tok/s output")
        assert _metrics(text, vocab)[548] == "decode_tok_s"

    def test_a_speed_under_a_stated_concurrency_names_no_throughput(
        self, vocab: Vocabulary
    ) -> None:
        text = (
            "We served Gemma-4 31B on vLLM, ramping concurrency 12 → 16 → 20 → 24.\n"
            "The numbers that mattered:\n"
            "→ Speed: ~548 tok/s\n"
        )
        assert _metrics(text, vocab)[548] == "decode_tok_s"


class TestTheLoadIsTheReadersOne:
    """The load that makes a throughput the server's output is the one the rest of the reader
    reads (LABELLING.md, thirteenth pass): a client's load ("with 32 users", "bs=16") is one, a
    server's slot count or sequence cap (``--parallel 4``, ``-np 4``, ``max_num_seqs=64``) is
    not: it bounds the load but states no request in flight."""

    def test_a_load_of_users_makes_a_throughput_output(self, vocab: Vocabulary) -> None:
        got = _metrics(_ZH_TABLE.format(load="压测时 with 32 users"), vocab)
        assert got[128] == "output_tok_s"

    def test_a_short_batch_key_makes_a_throughput_output(self, vocab: Vocabulary) -> None:
        text = _PROSE.format(load="bs=16", rate="tok/s output")
        assert _metrics(text, vocab)[548] == "output_tok_s"

    def test_a_servers_slot_count_states_no_load(self, vocab: Vocabulary) -> None:
        for load in ("llama-server --parallel 4", "llama-server -np 4", "max_num_seqs=64"):
            got = _metrics(_ZH_TABLE.format(load=load), vocab)
            assert got[128] == "decode_tok_s", load
            assert got[95] == "decode_tok_s", load
