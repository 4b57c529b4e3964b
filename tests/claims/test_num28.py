"""llama.cpp's batch settings are no concurrency (reading rules §4: concurrency is requests in
flight; LABELLING.md: the set never reads llama.cpp's n_batch as concurrency).

- a bare batch word that ends a longer snake_case name ("n_batch = 2048", "n_ubatch = 512",
  "n_threads_batch = 24") counts prompt tokens or threads: it lends no figure a load, while a
  whole "eval_batch_size 1" or "request_batch_size 4" still names the batch of the run;
- a post that names no engine but runs a GGUF file runs llama.cpp's family, so its
  "BATCH_SIZE=4096" is a prompt-token batch; a small batch, or another engine's, keeps its load;
- the command a post introduces after its figure as the one it used ("Here are the command lines
  I used: ... -np 1") produced the figure: its one slot and its TP size are the run's, but a
  command offered for another try, or shown in another post, says nothing of it.

Texts of our own.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return sorted((c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab))


class TestSnakeCaseBatchNames:
    @pytest.mark.parametrize(
        "setting",
        [
            "n_batch = 2048",
            "n_batch=1024",
            "n_threads_batch = 24",
            "n_ctx = 4096, n_batch = 512, n_keep = 0",
        ],
    )
    def test_a_llama_cpp_log_setting_gives_no_load(self, setting: str, vocab: Vocabulary) -> None:
        text = (
            "Ran llama-cli on my RTX 3060 with a Q5_K_M file.\n\n```\n"
            f"main: {setting}\n"
            "llama_print_timings: eval time = 4012.20 ms / 99 runs "
            "( 40.53 ms per token, 24.67 tokens per second)\n```\n"
        )
        got = _loads(text, vocab)
        assert got, text
        assert all(load is None for _, _, load in got), (text, got)

    def test_threads_for_the_batch_lend_no_load_to_memory(self, vocab: Vocabulary) -> None:
        text = (
            "llama.cpp on an A6000:\n\n```\n"
            "main: n_threads = 16, n_threads_batch = 16\n```\n\n"
            "Peak VRAM: 21034 MiB\n"
        )
        assert [load for _, _, load in _loads(text, vocab)] == [None]

    @pytest.mark.parametrize(
        ("flag", "load"),
        [("--eval_batch_size 1", 1), ("request_batch_size 4", 4)],
    )
    def test_a_whole_batch_size_name_keeps_its_load(
        self, flag: str, load: int, vocab: Vocabulary
    ) -> None:
        text = (
            f"Benchmark on one A100 with `python bench.py {flag}`:\n\n"
            "Average latency per token: 31.2 ms\n"
        )
        assert _loads(text, vocab) == [(31.2, "tpot", load)]


class TestGgufPostBatch:
    def test_a_gguf_config_batch_is_no_concurrency(self, vocab: Vocabulary) -> None:
        text = (
            "## Results on an RTX 4070\n\n```ini\nMODEL=qwen2.5-7b-instruct-Q4_K_M.gguf\n"
            "BATCH_SIZE=2048\nTHREADS=8\n```\n\n- 52 ms per generated token\n"
        )
        assert _loads(text, vocab) == [(52.0, "tpot", None)]

    def test_a_gguf_setup_list_batch_is_no_concurrency(self, vocab: Vocabulary) -> None:
        text = (
            "Model: llama-3-8b.Q6_K.gguf\n\nSetup:\n- Batch size: 1024\n- Threads: 12\n\n"
            "Generation: 33.5 tokens per second on a Radeon RX 7900 XTX\n"
        )
        assert [load for _, _, load in _loads(text, vocab)] == [None]

    def test_a_small_batch_in_a_gguf_post_keeps_its_load(self, vocab: Vocabulary) -> None:
        text = (
            "## Results on an RTX 4070\n\n```ini\nMODEL=qwen2.5-7b-instruct-Q4_K_M.gguf\n"
            "BATCH_SIZE=8\n```\n\n- Throughput: 140 tok/s\n"
        )
        assert _loads(text, vocab) == [(140.0, "output_tok_s", 8)]

    def test_a_post_naming_another_engine_keeps_a_large_batch(self, vocab: Vocabulary) -> None:
        text = (
            "vLLM serving a GGUF checkpoint on the H100.\n\nSetup:\n- Batch size: 256\n\n"
            "Output throughput: 7400 tok/s\n"
        )
        assert _loads(text, vocab) == [(7400.0, "output_tok_s", 256)]

    def test_a_post_without_gguf_or_engine_keeps_its_batch(self, vocab: Vocabulary) -> None:
        text = "Setup:\n- Batch size: 512\n\nOutput throughput: 9100 tok/s on 8x H100\n"
        assert [load for _, _, load in _loads(text, vocab)] == [512]


def _fields(text: str, vocab: Vocabulary) -> list[tuple[float, int | None, int | None]]:
    return sorted((c.value, c.concurrency, c.gpu_count) for c in extract_claims(text, vocab))


class TestCommandUsedAfterTheFigure:
    """A command the post introduces, after its figure, as the one it used is the run's."""

    @pytest.mark.parametrize(
        ("cue", "flag"),
        [
            ("Here are the command lines I used:", "-np 1"),
            ("I used the following to run it:", "--parallel 1"),
            ("Launched with:", "--parallel 1"),
        ],
    )
    def test_a_one_slot_command_after_the_figure_gives_one(
        self, cue: str, flag: str, vocab: Vocabulary
    ) -> None:
        text = (
            "On my RX 7600 the CPU build reaches ~11 t/s but ROCm only ~7 t/s.\n"
            f"{cue}\n"
            f"llama-server -m qwen3-8b-Q4_K_M.gguf -ngl 99 {flag} -c 8192\n"
        )
        assert [load for _, load, _ in _fields(text, vocab)] == [1, 1], text

    def test_the_tp_size_of_that_command_gives_the_gpu_count(self, vocab: Vocabulary) -> None:
        text = (
            "Getting 31 tokens/s with the following:\n\n"
            "```\nvllm serve some/model-AWQ --tensor-parallel-size 2 --max-num-seqs 1\n```\n"
        )
        assert _fields(text, vocab) == [(31.0, 1, 2)]

    def test_a_command_offered_for_another_try_gives_nothing(self, vocab: Vocabulary) -> None:
        text = (
            "On my RX 7600 the ROCm build only reaches ~7 t/s.\n"
            "Maybe try this instead:\n"
            "llama-server -m qwen3-8b-Q4_K_M.gguf -ngl 99 -np 1\n"
        )
        assert [load for _, load, _ in _fields(text, vocab)] == [None]

    def test_another_post_s_command_gives_nothing(self, vocab: Vocabulary) -> None:
        text = (
            "alice · comment · 2026-03-02\nI get about 14 t/s on the B580.\n\n"
            "bob · comment · 2026-03-03\nHere are the command lines I used:\n"
            "llama-server -m model-Q4_K_M.gguf --parallel 1\n"
        )
        assert [load for _, load, _ in _fields(text, vocab)] == [None]
