"""One stream or many (stream.py): whether a generation rate is one user's (decode_tok_s) or
a server's summed over many requests (output_tok_s), decided from the evidence in the
figure's own scope the same way in prose, rows and tool lines (reading rules §4). Each class is
one kind of evidence, pinned by sentences of our own, with ones it must leave alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestOwnWordsNamingOneStream:
    """Per-user or single-stream words in the figure's own clause make it one stream's rate;
    the same words in another figure's clause do not."""

    def test_per_user_words_in_a_table_header_beat_the_rows_load(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | Output tok/s | Per-user tok/s |\n|---|---|---|\n| 16 | 900 | 56 |\n"
        assert _got(text, vocab) == [(900.0, "output_tok_s"), (56.0, "decode_tok_s")]

    def test_a_rate_qualified_by_one_user_or_stream_is_decode_in_a_loaded_row(
        self, vocab: Vocabulary
    ) -> None:
        for user, system in (
            ("Tput User (tok/s)", "Tput Decode (tok/s)"),
            ("User TPS", "System TPS"),
        ):
            text = f"| Concurrency | {user} | {system} |\n|---|---|---|\n| 64 | 35 | 2,240 |"
            assert _got(text, vocab) == [(35.0, "decode_tok_s"), (2240.0, "output_tok_s")]
        got = _got("At concurrency 64 each stream gets 35 tok/s.", vocab)
        assert got == [(35.0, "decode_tok_s")]

    def test_users_in_the_plural_are_no_one_user(self, vocab: Vocabulary) -> None:
        text = "| Users | Throughput (tok/s) |\n|---|---|\n| 64 | 2,240 |"
        assert _got(text, vocab) == [(2240.0, "output_tok_s")]

    def test_each_user_after_the_figure_is_its_own(self, vocab: Vocabulary) -> None:
        got = _got("At 64 concurrent users the service streams 30 tok/s to each user.", vocab)
        assert got == [(30.0, "decode_tok_s")]

    def test_a_single_stream_before_a_semicolon_is_not_the_next_figures(
        self, vocab: Vocabulary
    ) -> None:
        text = (
            "Single-stream decode: 82 tok/s; at 16 concurrent streams the aggregate "
            "reaches 900 tok/s."
        )
        assert _got(text, vocab) == [(82.0, "decode_tok_s"), (900.0, "output_tok_s")]

    def test_the_next_clauses_per_user_words_are_not_this_figures(self, vocab: Vocabulary) -> None:
        text = "At 256 concurrency the output rate is 8,900 tok/s, while each user sees 35 tok/s."
        assert _got(text, vocab) == [(8900.0, "output_tok_s"), (35.0, "decode_tok_s")]


class TestOwnWordsNamingASum:
    """Words that sum over streams in the figure's own clause ("combined", "as a whole",
    "across all users", "aggregate") make it the server's output even with no number of
    requests; a plain rate, or one whose sum word belongs to another clause, stays decode."""

    def test_sum_words_make_the_servers_output(self, vocab: Vocabulary) -> None:
        for text in (
            "Running 8 streams in parallel gives 310 tok/s combined.",
            "A single user gets 95 tok/s; the server as a whole gets 2,100 tok/s.",
            "The server handles 3,400 tok/s of generation across all users.",
            "Total generated throughput across 64 requests: 2,800 tok/s.",
        ):
            assert _got(text, vocab)[-1][1] == "output_tok_s", text

    def test_sums_over_clients_and_requests_and_a_systems_throughput(
        self, vocab: Vocabulary
    ) -> None:
        for text in (
            "The H100 serves Llama 8B to 128 clients at 4,800 tok/s.",
            "Each request decodes at 35 tok/s, for 2,240 tok/s over 64 requests.",
            "系统吞吐量达到 5,000 tokens/s。",
        ):
            assert _got(text, vocab)[-1][1] == "output_tok_s", text
        got = _got("Each request decodes at 35 tok/s, for 2,240 tok/s over 64 requests.", vocab)
        assert got[0] == (35.0, "decode_tok_s")

    def test_one_client_or_one_request_is_no_sum(self, vocab: Vocabulary) -> None:
        for text in (
            "Sending one request to the server gives 52 tok/s.",
            "Over a single request the model decodes at 52 tok/s.",
            "生成速度为 52 tokens/s。",
        ):
            assert _got(text, vocab) == [(52.0, "decode_tok_s")], text

    def test_a_load_of_users_in_the_clause_is_many_streams(self, vocab: Vocabulary) -> None:
        got = _got("Under a load of 32 users, decode throughput is 1,100 tok/s.", vocab)
        assert got == [(1100.0, "output_tok_s")]

    def test_a_plain_rate_stays_one_streams(self, vocab: Vocabulary) -> None:
        for text in (
            "Decode speed is 82 tok/s.",
            "The model generates 45 output tokens/s on one RTX 4090.",
            "Throughput is 45 tok/s.",
        ):
            assert _got(text, vocab) == [(_got(text, vocab)[0][0], "decode_tok_s")], text

    def test_a_sum_word_of_the_previous_clause_is_not_this_figures(self, vocab: Vocabulary) -> None:
        text = "The aggregate is 2,400 tok/s, and one user alone decodes 95 tok/s."
        assert _got(text, vocab) == [(2400.0, "output_tok_s"), (95.0, "decode_tok_s")]


class TestThroughputLoadCues:
    """A "throughput" is the server's output only beside a load cue the rules name (a batch,
    concurrency, a serving benchmark, an aggregate or system figure); a program named
    "server", users or requests as a subject, or tensor parallelism name no load."""

    def test_named_load_cues_make_the_servers_output(self, vocab: Vocabulary) -> None:
        for text in (
            "Serving throughput is 4,500 tok/s.",
            "Batched throughput reached 2,300 tok/s.",
            "Aggregate throughput: 2,300 tok/s.",
        ):
            assert _got(text, vocab)[-1][1] == "output_tok_s", text

    def test_incidental_words_name_no_load(self, vocab: Vocabulary) -> None:
        for text in (
            "I started llama-server and the throughput was 45 t/s.",
            "We ran the requests one at a time; throughput was 52 tok/s.",
            "Users report a throughput of 40 tok/s on an M2.",
            "With tensor parallel on two GPUs the throughput is 45 tok/s.",
        ):
            assert [m for _, m in _got(text, vocab)] == ["decode_tok_s"], text


class TestToolKeysReadAsWords:
    """A tool's key names one stream or the sum in the same words as prose, joined by
    underscores: "per_user_tps" is one user's, "system_tokens_per_second" the server's."""

    def test_keys_name_one_user_or_the_system(self, vocab: Vocabulary) -> None:
        got = _got('{"system_tokens_per_second": 1900.2, "decode_tok_s": 41.5}', vocab)
        assert (1900.2, "output_tok_s") in got and (41.5, "decode_tok_s") in got
        got = _got('{"per_user_tps": 30.5, "concurrency": 32}', vocab)
        assert got == [(30.5, "decode_tok_s")]


class TestStatedLoad:
    """A batch or concurrency stated for the figure decides next: above one it is the
    server's output, in a sentence, a list, a table and a keyed line alike; a prefill or
    total rate keeps its phase under any load."""

    def test_a_batch_above_one_is_the_servers_output_in_every_layout(
        self, vocab: Vocabulary
    ) -> None:
        for text in (
            "At bs=32 the generation speed is 1,450 tok/s, and at bs=1 it is 95 tok/s.",
            "- batch 32: 1,450 tok/s\n- batch 1: 95 tok/s",
            "| bs | tok/s |\n|---|---|\n| 32 | 1,450 |\n| 1 | 95 |",
        ):
            assert _got(text, vocab) == [(1450.0, "output_tok_s"), (95.0, "decode_tok_s")], text

    def test_a_column_of_clients_or_concurrent_requests_is_the_rows_load(
        self, vocab: Vocabulary
    ) -> None:
        for header in ("Clients", "Concurrent requests", "Parallel streams"):
            text = f"| {header} | tok/s |\n|---|---|\n| 1 | 80 |\n| 32 | 1,900 |"
            assert _got(text, vocab) == [(80.0, "decode_tok_s"), (1900.0, "output_tok_s")]
        text = "| Prompts | tok/s |\n|---|---|\n| 1 | 80 |\n| 32 | 81 |"
        assert [m for _, m in _got(text, vocab)] == ["decode_tok_s", "decode_tok_s"]

    def test_a_phase_keeps_its_metric_under_load(self, vocab: Vocabulary) -> None:
        assert _got("Prefill throughput at batch 32 is 12,000 tok/s.", vocab) == [
            (12000.0, "prefill_tok_s")
        ]
        got = _got(
            "Total throughput (input + output) is 9,800 tok/s at 64 concurrent requests.", vocab
        )
        assert got == [(9800.0, "total_tok_s")]


class TestPromptSidePhaseWords:
    """ "Input throughput" and "prompt speed" name the prompt side, prefill (LABELLING:
    "Input token throughput"), as "output throughput" names the generated side."""

    def test_input_throughput_is_prefill(self, vocab: Vocabulary) -> None:
        got = _got("Input throughput: 8,000 tok/s. Output throughput: 1,900 tok/s.", vocab)
        assert got == [(8000.0, "prefill_tok_s"), (1900.0, "output_tok_s")]

    def test_a_prompt_processed_in_the_passive_is_prefill(self, vocab: Vocabulary) -> None:
        got = _got("On the M2 Ultra the prompt is processed at 1,250 t/s.", vocab)
        assert got == [(1250.0, "prefill_tok_s")]

    def test_a_bare_eval_beside_prompt_eval_is_generation(self, vocab: Vocabulary) -> None:
        got = _got("Prompt eval: 810 tok/s | Eval: 41 tok/s", vocab)
        assert got == [(810.0, "prefill_tok_s"), (41.0, "decode_tok_s")]
        got = _got("prompt_eval: 810 tok/s, eval rate: 41 tok/s", vocab)
        assert got == [(810.0, "prefill_tok_s"), (41.0, "decode_tok_s")]

    def test_output_and_generation_rates_are_not_prefill(self, vocab: Vocabulary) -> None:
        got = _got("Input length 1,024; the output rate was 41 tok/s.", vocab)
        assert got == [(41.0, "decode_tok_s")]


class TestWholeReplyTime:
    """A time the words call the full, whole or complete reply's is end-to-end, even when a
    first-token phrase sits earlier in the sentence; the first-token time keeps its name."""

    def test_the_whole_replys_time_is_end_to_end(self, vocab: Vocabulary) -> None:
        got = _got(
            "The first token now arrives after 0.25 s and the full reply after 3.1 s.", vocab
        )
        assert got == [(0.25, "ttft"), (3.1, "e2e_latency")]
        got = _got("Time to first token: 180 ms; the complete response took 2.4 s.", vocab)
        assert got == [(180.0, "ttft"), (2.4, "e2e_latency")]

    def test_a_first_token_or_per_token_time_is_not_the_whole_reply(
        self, vocab: Vocabulary
    ) -> None:
        got = _got("For the whole reply, each token takes 25 ms.", vocab)
        assert got == [(25.0, "tpot")]
        got = _got("The first token of the full reply arrives after 0.3 s.", vocab)
        assert got == [(0.3, "ttft")]


def _metric_of(text: str, value: float, vocab: Vocabulary) -> list[str]:
    return [m for v, m in _got(text, vocab) if abs(v - value) < 1e-6]


class TestTheDecisionTable:
    """One constructed sentence per row of the table in stream.py's docstring (reading rules
    §4): which rate is one stream's and which the server's sum."""

    ROWS = (
        ("| test | t/s |\n|---|---|\n| tg128 | 131.42 |", 131.42, "decode_tok_s"),
        ("eval count: 300 token(s)\neval rate: 45.20 tokens/s", 45.2, "decode_tok_s"),
        ("With a single request the model generates 48 tok/s.", 48.0, "decode_tok_s"),
        ("At bs=1 the card gets 52 tok/s.", 52.0, "decode_tok_s"),
        ("It serves 41 tok/s/user.", 41.0, "decode_tok_s"),
        ("The throughput is 85 tok/s on an RTX 4090.", 85.0, "decode_tok_s"),
        ("With batch size 16, throughput reaches 1,450 tok/s.", 1450.0, "output_tok_s"),
        ("Serving throughput on the A100 was 1,450 tok/s.", 1450.0, "output_tok_s"),
        ("The fleet sustains 6,000 tok/s/GPU.", 6000.0, "output_tok_s"),
        (
            "Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 512.3 tokens/s",
            512.3,
            "output_tok_s",
        ),
        ("Peak throughput was 3,200 tok/s on two L40S.", 3200.0, "output_tok_s"),
        ("Total token throughput (tok/s): 3456.7", 3456.7, "total_tok_s"),
        ("The model generates 45 output tokens/s on one RTX 4090.", 45.0, "decode_tok_s"),
        ("On one B200 GPU the throughput reaches 1,613 tokens/sec.", 1613.0, "decode_tok_s"),
    )

    def test_every_row_reads_as_decided(self, vocab: Vocabulary) -> None:
        for text, value, metric in self.ROWS:
            assert _metric_of(text, value, vocab) == [metric], text

    def test_a_serving_benchmark_at_one_request_is_one_stream(self, vocab: Vocabulary) -> None:
        # (this pinned output_tok_s before the ruling: a throughput at concurrency 1 is one
        # stream's, a serving tool's output line included, as the relabelled set has it)
        text = (
            "Maximum request concurrency:             1\n"
            "Request throughput (req/s):              0.31\n"
            "Output token throughput (tok/s):         71.3\n"
        )
        assert _metric_of(text, 71.3, vocab) == ["decode_tok_s"]
        assert _metric_of(text.replace(":             1", ":             8"), 71.3, vocab) == [
            "output_tok_s"
        ]

    def test_an_engine_log_line_at_one_running_request_is_one_stream(
        self, vocab: Vocabulary
    ) -> None:
        line = (
            "INFO Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 24.5 tokens/s,"
            " Running: {} reqs, Pending: 0 reqs"
        )
        assert _metric_of(line.format(1), 24.5, vocab) == ["decode_tok_s"]
        assert _metric_of(line.format(12), 24.5, vocab) == ["output_tok_s"]

    def test_a_sweeps_first_row_is_one_stream_in_a_generic_column(self, vocab: Vocabulary) -> None:
        text = "| Concurrency | Throughput (tok/s) |\n|---|---|\n| 1 | 85 |\n| 8 | 560 |"
        assert _got(text, vocab) == [(85.0, "decode_tok_s"), (560.0, "output_tok_s")]


class TestPeakThroughput:
    """A peak throughput is the most a server reached under load (reading rules §4); a chip's
    "peak speed" and a peak of memory name no load."""

    def test_a_peak_throughput_is_the_servers(self, vocab: Vocabulary) -> None:
        for text, value in (
            ("The peak decode throughput we saw was 1,900 tok/s.", 1900.0),
            ("Peak: 1,829 tok/s sustained on 2 GPUs.", 1829.0),
        ):
            assert _metric_of(text, value, vocab) == ["output_tok_s"], text

    def test_a_peak_speed_or_peak_memory_is_no_load(self, vocab: Vocabulary) -> None:
        assert _metric_of("The chip reached a peak speed of 2,100 tok/s.", 2100.0, vocab) == [
            "decode_tok_s"
        ]
        text = "Peak VRAM stayed at 20 GB while it decoded 45 tok/s."
        assert _metric_of(text, 45.0, vocab) == ["decode_tok_s"]


class TestLoadCuesBesideTheRate:
    """Batching, data parallelism and a request rate beside the token rate put it under
    load (the server's output); the same words negated or absent leave one stream."""

    def test_batching_and_data_parallelism_are_load(self, vocab: Vocabulary) -> None:
        for text, value in (
            ("Others claim 1,500 tok/s with heavy batching.", 1500.0),
            ("Data parallelism across four chips achieves 400 tokens/second.", 400.0),
            ("Reports claim 1,500 tok/s on eight cards after careful tuning and batching.", 1500.0),
        ):
            assert _metric_of(text, value, vocab) == ["output_tok_s"], text

    def test_no_batching_and_tensor_parallelism_are_no_load(self, vocab: Vocabulary) -> None:
        for text, value in (
            ("Without batching, the model decodes 45 tok/s.", 45.0),
            ("Tensor parallelism over two GPUs gives 45 tok/s.", 45.0),
            ("One user decodes 45 tok/s, and the other setup adds batching.", 45.0),
        ):
            assert _metric_of(text, value, vocab) == ["decode_tok_s"], text

    def test_a_request_rate_after_the_token_rate_is_a_servers_line(self, vocab: Vocabulary) -> None:
        assert _metric_of("INFO Throughput: 2409 token/s, 6.82 req/s", 2409.0, vocab) == [
            "output_tok_s"
        ]
        assert _metric_of("It decodes 45 tok/s (3 runs, 2 prompts).", 45.0, vocab) == [
            "decode_tok_s"
        ]


class TestAChipServersHeadline:
    """ "An H100 server" is a whole machine serving: its headline rate is its output; a
    personal box called "my server" names no load."""

    def test_a_chip_server_is_the_servers_output(self, vocab: Vocabulary) -> None:
        text = "An H100 server manages about 2,300 tokens/s on this model."
        assert _metric_of(text, 2300.0, vocab) == ["output_tok_s"]

    def test_my_server_is_one_stream(self, vocab: Vocabulary) -> None:
        text = "On my RTX 3090 server I get 45 tok/s."
        assert _metric_of(text, 45.0, vocab) == ["decode_tok_s"]


class TestBatchOfOneAndConcurrencyOne:
    """A batch of one sequence is one stream even under an output-throughput key, and so is
    a serving run's output column at concurrency 1 (reading rules §4: one stream is decode;
    the relabelled set replaced the batch 58-62 decision that kept it the server's)."""

    def test_a_batch_of_one_makes_an_output_key_one_stream(self, vocab: Vocabulary) -> None:
        text = (
            '{\n  "batch_size": 1,\n  "metrics": [\n    {\n      "latency": 40.2,\n'
            '      "output_throughput": 122.7\n    }\n  ]\n}'
        )
        assert _metric_of(text, 122.7, vocab) == ["decode_tok_s"]

    def test_a_concurrency_of_one_makes_output_columns_one_stream(self, vocab: Vocabulary) -> None:
        text = (
            "| Concurrency | Output tok/s | TTFT (ms) |\n|---|---|---|\n"
            "| 1 | 277 | 362 |\n| 16 | 2,900 | 410 |"
        )
        assert _metric_of(text, 277.0, vocab) == ["decode_tok_s"]
        assert _metric_of(text, 2900.0, vocab) == ["output_tok_s"]
        text = (
            "| Concurrency | Tput User (tok/s) | Tput Decode (tok/s) |\n|---|---|---|\n"
            "| 1 | 95 | 96 |\n| 64 | 35 | 2,240 |"
        )
        assert _got(text, vocab)[:2] == [(95.0, "decode_tok_s"), (96.0, "decode_tok_s")]
