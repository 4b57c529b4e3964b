"""A figure's metric when its words name a phase only as a length or its chip is built for one
fast stream (phases.header_phase, stream.py): made-up texts of our own, each with one the rule
must leave alone (reading rules §4)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestSizedPrefillHeader:
    """A column header's "(32k prefill)" aside gives the prompt length its rates were taken
    after; the rates are the row's decode speeds, not prefill rates."""

    def test_a_prefill_length_aside_names_no_phase(self, vocab: Vocabulary) -> None:
        text = (
            "Decode speed of the patched scheduler on one RTX 4090:\n\n"
            "| Metric | Old scheduler (24k prefill) | New scheduler (31k prefill) |\n"
            "|---|---|---|\n"
            "| Mean speed | 38.4 t/s | 44.9 t/s |\n"
        )
        got = _got(text, vocab)
        assert (38.4, "decode_tok_s") in got
        assert (44.9, "decode_tok_s") in got

    def test_a_column_named_by_its_sized_prefill_stays_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "| GPU | 16k prefill | 64k prefill |\n|---|---|---|\n"
            "| RTX 4090 | 2,840 t/s | 2,310 t/s |\n"
        )
        got = _got(text, vocab)
        assert (2840.0, "prefill_tok_s") in got
        assert (2310.0, "prefill_tok_s") in got


class TestOneStreamChips:
    """A chip built to decode one stream fast (Taalas, Cerebras, Groq, SambaNova) named around a
    rate above the one-stream bound leaves it one stream's; a load cue still makes it a sum."""

    def test_a_record_chips_rate_stays_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("Cerebras now streams Llama 3.1 8B at 19,500 tokens per second.", vocab)
        assert got == [(19500.0, "decode_tok_s")]

    def test_with_a_load_cue_it_is_the_servers(self, vocab: Vocabulary) -> None:
        got = _got("Groq serves 240,000 tokens per second in aggregate across its users.", vocab)
        assert got == [(240000.0, "output_tok_s")]

    def test_on_gpus_the_bound_still_holds(self, vocab: Vocabulary) -> None:
        got = _got("A DGX node of eight H200s produces Llama 3.1 8B at 21,000 tokens/s.", vocab)
        assert got == [(21000.0, "output_tok_s")]


class TestPromptStageWords:
    """ "Prompt stage:" over key lines, "in the prompt phase" and "Prompt reading" name the
    prefill phase (reading rules §4; LABELLING: "Prompt reading" is prefill_tok_s); a bare
    "Prompt:" over the prompt's text names none for the rate below it."""

    def test_a_stage_title_leads_its_key_lines(self, vocab: Vocabulary) -> None:
        text = (
            "Measured on an M2 Ultra:\nPrompt stage:\nInput: 9,870 tokens.\n"
            "Speed: 212.4 tokens/s.\nGeneration stage:\nOutput: 512 tokens.\n"
            "Speed: 17.9 tokens/s.\n"
        )
        got = _got(text, vocab)
        assert (212.4, "prefill_tok_s") in got
        assert (17.9, "decode_tok_s") in got

    def test_prompt_reading_row_is_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "Step Old New\nPrompt reading (9K tokens) 12 tok/s 288 tok/s\n"
            "Answer writing 19 tok/s 66 tok/s\n"
        )
        got = _got(text, vocab)
        assert (12.0, "prefill_tok_s") in got and (288.0, "prefill_tok_s") in got
        assert (19.0, "decode_tok_s") in got and (66.0, "decode_tok_s") in got

    def test_a_bare_prompt_key_titles_nothing(self, vocab: Vocabulary) -> None:
        text = "Prompt:\nSummarise the attached meeting notes.\nSpeed: 38 tok/s\n"
        assert _got(text, vocab) == [(38.0, "decode_tok_s")]


class TestRequestsInReportBlock:
    """A tool's block of "key: value" lines that keys many requests (their count, those in
    flight, a QPS) is one serving run: its throughput line is the server's output (reading
    rules §4). One request, or prose, leaves the rate one stream's."""

    def test_a_report_of_many_requests_sums_them(self, vocab: Vocabulary) -> None:
        text = (
            "Results:\nnum requests: 500\nmean_ttft: 81.2 ms\nmean_tpot: 17.9 ms\n"
            "avg_throughput: 612.7 tokens/s\n"
        )
        assert (612.7, "output_tok_s") in _got(text, vocab)

    def test_a_qps_key_in_the_block_is_a_load(self, vocab: Vocabulary) -> None:
        text = "QPS: 2.5 reqs/s\nOutput tokens per second: 214.6 tokens/s\n"
        assert (214.6, "output_tok_s") in _got(text, vocab)

    def test_one_request_stays_one_stream(self, vocab: Vocabulary) -> None:
        text = "num requests: 1\nttft: 40 ms\navg_throughput: 71.3 tokens/s\n"
        assert (71.3, "decode_tok_s") in _got(text, vocab)

    def test_another_paragraph_is_another_run(self, vocab: Vocabulary) -> None:
        text = (
            "Total requests: 300 in the serving test below.\n\n"
            "Single chat on my laptop:\nthroughput: 24.1 tokens/s\n"
        )
        assert (24.1, "decode_tok_s") in _got(text, vocab)


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestServerSlotFlags:
    """``--parallel N`` / ``-np N`` on the server or CLI that produced a figure is a slot count,
    not a concurrency (LABELLING, thirteenth pass, question 3); on a benchmark client's command
    it is the requests in flight, and ``--parallel 1`` is one request at a time."""

    def test_a_servers_slots_are_no_load(self, vocab: Vocabulary) -> None:
        text = (
            "Start the server:\n```\nllama-server -m gemma-3-12b-q4_k_m.gguf \\\n"
            "  --parallel 6 \\\n  -ngl 99\n```\nIn chat it answers at 43.8 tok/s.\n"
        )
        assert _loads(text, vocab) == [(43.8, "decode_tok_s", None)]

    def test_a_bench_clients_parallel_is_the_load(self, vocab: Vocabulary) -> None:
        text = (
            "```\npython3 -m sglang.bench_serving --backend sglang --parallel 32\n```\n"
            "Output token throughput (tok/s): 1204.7\n"
        )
        assert (1204.7, "output_tok_s", 32) in _loads(text, vocab)

    def test_one_slot_is_one_request(self, vocab: Vocabulary) -> None:
        text = "```\nllama-server -m phi-4-q8_0.gguf --parallel 1\n```\nIt streams 28.6 tok/s.\n"
        assert _loads(text, vocab) == [(28.6, "decode_tok_s", 1)]


class TestQuantityRowKeys:
    """A row keyed by a quantity ("8 GB" of cache) sweeps a setting: its unit is the key's, and
    the row's unitless rates take none from it; a row label naming a unit gives it."""

    def test_a_memory_setting_row_lends_no_unit(self, vocab: Vocabulary) -> None:
        text = (
            "Tokens per second by KV cache budget:\n\n"
            "    budget   2k ctx   16k ctx\n       6 GB     41.3       37.9\n"
            "      12 GB     44.8       42.2\n"
        )
        assert all(c.metric != "memory" for c in extract_claims(text, vocab))

    def test_a_row_naming_its_unit_gives_it(self, vocab: Vocabulary) -> None:
        text = "| | Old | New |\n|---|---|---|\n| Peak VRAM (GB) | 14.2 | 12.6 |\n"
        assert _got(text, vocab) == [(14.2, "memory"), (12.6, "memory")]


class TestBatchFlag:
    """mlx_lm.benchmark's ``-b N`` decodes N sequences together: its generation rate is the
    batch's output at concurrency N (LABELLING: its "-b 16" run); llama.cpp's ``-b 2048`` is
    its prompt batch in tokens, no load."""

    def test_an_mlx_benchmark_batch_is_the_load(self, vocab: Vocabulary) -> None:
        text = (
            "```\nmlx_lm.benchmark --model mlx-community/Mistral-7B-4bit -p 256 -g 256 -b 8\n"
            "Averages: prompt_tps=1210.4, generation_tps=264.7, peak_memory=5.1\n```\n"
        )
        assert (264.7, "output_tok_s", 8) in _loads(text, vocab)

    def test_llama_cpps_batch_is_no_load(self, vocab: Vocabulary) -> None:
        text = "```\n./llama-cli -m mistral-7b-q4_0.gguf -b 2048 -n 256\n```\nI get 38.4 tok/s.\n"
        assert _loads(text, vocab) == [(38.4, "decode_tok_s", None)]


class TestTokenProcessingSpeed:
    """ "Token processing speed" is a general rate of tokens, no phase; "processing speed" beside
    a generation rate keys the prompt's processing (reading rules §4)."""

    def test_token_processing_speed_names_no_phase(self, vocab: Vocabulary) -> None:
        got = _got("The provider's token processing speed per user hit 742 tokens/s.", vocab)
        assert got == [(742.0, "decode_tok_s")]

    def test_processing_speed_beside_generation_is_prefill(self, vocab: Vocabulary) -> None:
        got = _got("Processing speed: 1,180 tok/s, generation: 36 tok/s", vocab)
        assert got == [(1180.0, "prefill_tok_s"), (36.0, "decode_tok_s")]


class TestServerThroughput:
    """ "Output Throughput of Server" and "server throughput" name the server's sum; a program
    named llama-server is no such word (reading rules §4)."""

    def test_the_servers_throughput_is_output(self, vocab: Vocabulary) -> None:
        got = _got('Its panel "Output Throughput of Server" reads 218 tokens/sec.', vocab)
        assert got == [(218.0, "output_tok_s")]

    def test_llama_servers_throughput_stays_one_stream(self, vocab: Vocabulary) -> None:
        got = _got("llama-server throughput is 33 tok/s on my RTX 3060.", vocab)
        assert got == [(33.0, "decode_tok_s")]
