"""One stream or many is decided by what the text says about the run, not by the word
"throughput" (reading rules §4, the lead's revised session-12 ruling): a one-stream cue
(batch or concurrency 1, a single request or user, per user) gives ``decode_tok_s``, a serving
benchmark's output line included; a many-stream cue (batch or concurrency above 1, a server
under load, a request rate beside the rate) gives ``output_tok_s``; with neither, a bare
"throughput" in any language stays one stream's rate. Sentences and tables of our own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _metric_of(text: str, value: float, vocab: Vocabulary) -> list[str]:
    return [m for v, m in _metrics(text, vocab) if abs(v - value) < 1e-6]


class TestTheWordAloneIsNoCue:
    """A bare throughput word, in prose, after the unit or as a column's name, with nothing
    said about the run, is one stream's rate in every language the reader knows."""

    def test_a_bare_throughput_stays_decode(self, vocab: Vocabulary) -> None:
        for text in (
            "On my RTX 3060 the throughput was 64 tok/s.",
            "Our tput came out at 64 tok/s after the fix.",
            "The new kernel gives a throughput of 64 tokens/s on Mixtral.",
            "The laptop sustains 64 tok/s throughput.",
            "在 RTX 3060 上吞吐量为 64 tokens/s。",
            "RTX 3060 でのスループットは 64 tokens/s でした。",
            "RTX 3060의 처리량은 64 tokens/s입니다.",
            "Der Durchsatz auf der RTX 3060 liegt bei 64 Token/s.",
            "Le débit sur la RTX 3060 atteint 64 tokens/s.",
            "El rendimiento en la RTX 3060 llega a 64 tokens/s.",
        ):
            assert _metric_of(text, 64.0, vocab) == ["decode_tok_s"], text

    def test_a_throughput_column_with_no_load_stays_decode(self, vocab: Vocabulary) -> None:
        text = "| Engine | Throughput (tok/s) |\n|---|---|\n| llama.cpp | 48 |\n| MLX | 57 |"
        assert _metrics(text, vocab) == [(48.0, "decode_tok_s"), (57.0, "decode_tok_s")]


class TestManyStreamCues:
    """A batch or concurrency above one, many users, an aggregate, or a request rate in the
    figure's line or table make the rate the server's output, whatever it is called."""

    def test_a_load_makes_output(self, vocab: Vocabulary) -> None:
        for text in (
            "At batch 16 the throughput reaches 820 tok/s.",
            "With 32 concurrent users the H100 generates 820 tok/s.",
            "Aggregate throughput: 820 tok/s.",
            "在并发 16 下吞吐量为 820 tokens/s。",
        ):
            assert _metric_of(text, 820.0, vocab) == ["output_tok_s"], text

    def test_a_batch_column_above_one(self, vocab: Vocabulary) -> None:
        text = "| Batch size | Throughput (tok/s) |\n|---|---|\n| 1 | 92 |\n| 32 | 1,900 |"
        assert _metrics(text, vocab) == [(92.0, "decode_tok_s"), (1900.0, "output_tok_s")]

    def test_a_request_rate_in_the_table_makes_its_rates_output(self, vocab: Vocabulary) -> None:
        text = (
            "| Model | Requests/s | Generated tok/s |\n|---|---|---|\n"
            "| 8B | 4.1 | 2,460 |\n| 70B | 0.9 | 540 |"
        )
        got = [m for v, m in _metrics(text, vocab) if v in (2460.0, 540.0)]
        assert got == ["output_tok_s", "output_tok_s"]
        text = "| Model | Generated tok/s |\n|---|---|\n| 8B | 246 |\n| 70B | 54 |"
        assert [m for _, m in _metrics(text, vocab)] == ["decode_tok_s", "decode_tok_s"]

    def test_a_request_rate_row_above_counts_one_below_does_not(self, vocab: Vocabulary) -> None:
        above = (
            "| Metric | 8B | 70B |\n|---|---|---|\n| Requests (req/s) | 4.1 | 0.9 |\n"
            "| Output (tok/s) | 2,460 | 540 |\n"
        )
        got = [m for v, m in _metrics(above, vocab) if v in (2460.0, 540.0)]
        assert got == ["output_tok_s", "output_tok_s"]
        below = (
            "| Metric | 8B | 70B |\n|---|---|---|\n| Speed (tok/s) | 246 | 54 |\n"
            "| Long prompts (req/s) | 41 | 9 |\n\nNote: all on one H100."
        )
        got = [m for v, m in _metrics(below, vocab) if v in (246.0, 54.0)]
        assert got == ["decode_tok_s", "decode_tok_s"]


class TestOneStreamCues:
    """A single request, one at a time, or a single user (also in Spanish, French and
    German) keeps a throughput one stream's, even where a load word sits beside it."""

    def test_requests_in_turn_or_a_single_user(self, vocab: Vocabulary) -> None:
        for text in (
            "Serving throughput, one request at a time: 52 tok/s.",
            "Serving a single user, the H100 generates 52 tok/s.",
            "El rendimiento del sistema con una sola solicitud es de 52 tokens/s.",
            "Le débit système avec un seul utilisateur atteint 52 tokens/s.",
            "Der Systemdurchsatz für eine einzelne Anfrage liegt bei 52 Token/s.",
        ):
            assert _metric_of(text, 52.0, vocab) == ["decode_tok_s"], text


class TestARateNoStreamReachesOnAGpu:
    """Thousands of tok/s on a named GPU are many streams (the revised ruling's "12,500 tok/s
    on an H100"); the same rate on a wafer-scale or LPU chip, or of diffusion decoding, may be
    one stream's, and a GPU's rate below the bound stays one stream's."""

    def test_thousands_on_a_gpu_are_output(self, vocab: Vocabulary) -> None:
        for text, value in (
            ("With vLLM the H100 generates 3,300 tokens per second on Llama 70B.", 3300.0),
            ("Two RTX 4090 cards reach 2,600 tok/s on the 8B model.", 2600.0),
            ("在 A100 上生成速度达到 4200 tokens/s。", 4200.0),
            ("在 A100 上吞吐量超过 2000 token/s。", 2000.0),
            ("Setup: one H100, vLLM 0.9.\n\nWe measured 3,400 tok/s on Llama 8B.", 3400.0),
        ):
            assert _metric_of(text, value, vocab) == ["output_tok_s"], text

    def test_other_chips_lower_rates_and_diffusion_stay_decode(self, vocab: Vocabulary) -> None:
        for text, value in (
            ("Cerebras runs Llama 70B at 2,100 tok/s.", 2100.0),
            ("The Groq LPU serves the 8B model at 3,000 tok/s.", 3000.0),
            ("Cerebras reaches 2,100 tok/s on Llama 70B, far beyond an H100.", 2100.0),
            ("On an RTX 4090 the 1B model decodes 1,200 tok/s.", 1200.0),
            (
                "It uses diffusion decoding.\n\nIt reaches 2,146 tokens per second on an H20.",
                2146.0,
            ),
        ):
            assert _metric_of(text, value, vocab) == ["decode_tok_s"], text


class TestOneStreamCommandFlags:
    """A server started to hold one sequence (``--max-num-seqs 1``) or one slot (``-np 1``), or
    a benchmark run at ``--max-concurrency 1``, decodes one stream: its output lines are
    decode_tok_s at concurrency 1; a larger sequence cap is no run's load."""

    def test_one_stream_flags(self, vocab: Vocabulary) -> None:
        for command in (
            "vllm serve org/model --max-num-seqs 1",
            "vllm serve org/model --max_num_seqs=1",
            "llama-server -m model.gguf -np 1",
            "vllm bench serve --max-concurrency 1 --num-prompts 10",
        ):
            text = f"{command}\n\nAvg generation throughput: 45.3 tokens/s"
            got = [(c.metric, c.concurrency) for c in extract_claims(text, vocab)]
            assert got == [("decode_tok_s", 1)], command

    def test_a_larger_sequence_cap_is_no_load(self, vocab: Vocabulary) -> None:
        text = "vllm serve org/model --max-num-seqs 256\n\nThe reply streamed at 45.3 tokens/s."
        got = [(c.metric, c.concurrency) for c in extract_claims(text, vocab)]
        assert got == [("decode_tok_s", None)]


class TestATableOnItsSide:
    """A table turned on its side names its metrics by row: a row of the input's rate is
    prefill ("输入 (tokens/s)", "Input (tok/s)"), and with a request-rate row above, the
    output row is the server's output."""

    def test_input_and_output_rows(self, vocab: Vocabulary) -> None:
        for word_in, word_out in (("输入", "输出"), ("Input", "Output")):
            text = (
                "| Model | 8B | 70B |\n|---|---|---|\n| Requests (req/s) | 4.1 | 0.9 |\n"
                f"| {word_in} (tokens/s) | 410 | 90 |\n| {word_out} (tokens/s) | 2,460 | 540 |\n"
            )
            got = [(v, m) for v, m in _metrics(text, vocab) if v in (410.0, 2460.0)]
            assert got == [(410.0, "prefill_tok_s"), (2460.0, "output_tok_s")], word_in
