"""Classes of reading mistakes found on unseen text, each pinned by a sentence of its own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_later_sentences_gpu_stays_with_that_sentences_figure(vocab: Vocabulary) -> None:
    text = (
        "Version 3 of the server decodes at 61 tok/s with the new kernels. "
        "The same build reaches 90 tok/s on an L40S at FP8."
    )
    first, second = extract_claims(text, vocab)
    assert (first.value, first.hardware, first.precision) == (61.0, None, None)
    assert (second.value, second.hardware, second.precision) == (90.0, "L40S", "FP8")


def test_a_setup_stated_before_the_figures_of_a_paragraph_still_holds(vocab: Vocabulary) -> None:
    text = "All runs below used one L40S. Decoding reached 61 tok/s with the new kernels."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "L40S"


def test_a_cell_of_slashed_figures_takes_each_part_of_its_header(vocab: Vocabulary) -> None:
    text = (
        "| Setup | Requests (req/s)/ Prompt throughput (tok/s)/ Output throughput (tok/s) |\n"
        "| --- | --- |\n"
        "| 2GPU, Mistral 7B | 7.50/1810.5/940.25 |\n"
    )
    got = [(c.value, c.metric, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(1810.5, "prefill_tok_s", 2), (940.25, "output_tok_s", 2)]


def test_a_token_rate_beside_a_request_rate_is_the_total_throughput(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Result: 3.10 requests/s, 1587.20 tokens/s", vocab)
    assert (claim.value, claim.metric) == (1587.2, "total_tok_s")
    text = (
        "| Model | Request throughput (req/s)/ Token throughput (tok/s) |\n"
        "| --- | --- |\n"
        "| Qwen 14B | 4.02/2058.1 |\n"
    )
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(2058.1, "total_tok_s")]


def test_a_request_rate_column_is_not_a_claim(vocab: Vocabulary) -> None:
    text = "| Model | Request throughput (req/s) |\n| --- | --- |\n| Qwen 14B | 4.02 |\n"
    assert extract_claims(text, vocab) == []


def test_bare_q4_and_q8_are_4_and_8_bit_but_a_quarter_is_not(vocab: Vocabulary) -> None:
    (four,) = extract_claims("Gemma 2 9B at Q4 decodes at 88 tok/s on an RTX 4080.", vocab)
    assert four.precision == "INT4"
    (eight,) = extract_claims("The same model in Q8 gave 61 tok/s.", vocab)
    assert eight.precision == "INT8"
    for text in (
        "In Q4 2025 our server reached 88 tok/s on an RTX 4080.",
        "We shipped 88 tok/s on an RTX 4080 in Q4.",
        "Q4'26 roadmap: 88 tok/s on an RTX 4080.",
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.precision is None, text


def test_the_bands_of_a_rating_scale_are_not_measurements(vocab: Vocabulary) -> None:
    text = (
        "How fast is fast enough?\n\n"
        "> 40 t/s: great, faster than you read\n"
        "20-40 t/s — usable (a little lag)\n"
        "< 10 tokens/s slow\n\n"
        "Our 7B build measured 57 tok/s on an RTX 4070. 12 tok/s, fast for a laptop, on the M1."
    )
    assert [c.value for c in extract_claims(text, vocab)] == [57.0, 12.0]


def test_model_and_buffer_sizes_in_a_loader_log_are_memory(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "load_meta: model size     = 7.95 GiB (4.89 BPW)\n"
        "load_tensors: Metal buffer size = 8140.55 MiB\n"
        "load_meta: n_ctx_train  = 32768\n"
        "```\n"
    )
    got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(7.95, "memory", "GiB"), (8140.55, "memory", "MiB")]


def test_a_line_break_inside_an_html_header_cell_separates_its_words(vocab: Vocabulary) -> None:
    text = (
        "<table>\n<tr><th>model</th><th>decode<br>tok/sec</th></tr>\n"
        "<tr><td>Phi-3 mini</td><td> 41</td></tr>\n</table>\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "decode_tok_s")]


def test_a_first_column_whose_header_names_a_unit_holds_figures(vocab: Vocabulary) -> None:
    text = (
        "| pp tok/s | tg tok/s | model |\n| --- | --- | --- |\n| 1210 | 48.5 | Qwen2 7B |\n"
        "\n| Batch | Speed (tok/s) |\n| --- | --- |\n| 4 | 150 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert (1210.0, "prefill_tok_s") in got and (48.5, "decode_tok_s") in got
    assert not any(v == 4.0 for v, _ in got)  # a first column without a unit is a row label


def test_the_top_left_header_cell_can_name_the_unit_of_the_table(vocab: Vocabulary) -> None:
    text = "| (tokens/sec) | fp16 | int8 |\n| -- | -- | -- |\n| Decode | 61.2 | 70.4 |\n"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(61.2, "decode_tok_s"), (70.4, "decode_tok_s")]
    plain = "| Run | fp16 | int8 |\n| -- | -- | -- |\n| Decode | 61.2 | 70.4 |\n"
    assert extract_claims(plain, vocab) == []


def test_a_setup_stated_in_an_opening_line_keeps_its_gpu_count(vocab: Vocabulary) -> None:
    text = (
        "We serve GLM-4.6 on a 4x H200 node (TP4) for this tracking issue.\n\n"
        "Today the stack sustains 118.4 tok/s for one request.\n\n"
        "| Step | TPOT |\n| --- | --- |\n| baseline | 8.45 ms |\n"
    )
    got = [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(118.4, "H200", 4), (8.45, "H200", 4)]


def test_world_size_counts_gpus_and_one_request_is_concurrency_one(vocab: Vocabulary) -> None:
    text = "bench: world_size 4 batch_size 1 tokens_per_sec 77.10 latency(ms) 2011.5 dtype fp16"
    claims = extract_claims(text, vocab)
    assert [(c.value, c.gpu_count) for c in claims] == [(77.1, 4), (2011.5, 4)]
    (one,) = extract_claims(
        "The warm baseline is about 31.5 visible tok/s for one warmed request.", vocab
    )
    assert (one.value, one.metric, one.concurrency) == (31.5, "decode_tok_s", 1)


def test_chinese_and_japanese_units_phases_and_setups(vocab: Vocabulary) -> None:
    text = "在 2 卡 H20 上，解码速度 44 token/s，首字延迟 210 ms，显存占用 61.5 GB。"
    got = [(c.value, c.metric, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [
        (44.0, "decode_tok_s", "H20", 2),
        (210.0, "ttft", "H20", 2),
        (61.5, "memory", "H20", 2),
    ]
    (words,) = extract_claims("单卡 L40S 每秒生成约 39 个 token。", vocab)
    assert (words.value, words.metric, words.gpu_count, words.concurrency) == (
        39.0,
        "decode_tok_s",
        1,
        None,
    )
    (ja,) = extract_claims("M2 Max で 27 トークン/秒 を記録した。", vocab)
    assert (ja.value, ja.metric, ja.hardware) == (27.0, "decode_tok_s", "M2 Max")
    (per,) = extract_claims("1秒あたり45トークンを生成した。", vocab)
    assert (per.value, per.metric) == (45.0, "decode_tok_s")


def test_chinese_and_japanese_speedups_and_concurrency(vocab: Vocabulary) -> None:
    (times,) = extract_claims("新内核比 transformers 提升 3.1 倍。", vocab)
    assert (times.metric, times.value, times.engine) == ("speedup", 3.1, None)
    (conc,) = extract_claims("同時16の出力スループット: 2210 tok/s", vocab)
    assert (conc.value, conc.concurrency, conc.metric) == (2210.0, 16, "output_tok_s")
    (single,) = extract_claims("单次请求推理速度在 28t/s", vocab)
    assert single.concurrency == 1


def test_goals_and_what_a_figure_would_take_are_not_measurements(vocab: Vocabulary) -> None:
    wish = "We hope to get the latency down to 40 ms per token, or even 25 ms per token."
    assert extract_claims(wish, vocab) == []
    sums = "For 2,000 tok/s at FP8 you would need about 6 TB/s of bandwidth."
    assert extract_claims(sums, vocab) == []
    (seen,) = extract_claims(
        "For 7B models it gave 35 ms per token; you need more threads for 13B.", vocab
    )
    assert (seen.value, seen.metric) == (35.0, "tpot")


def test_two_bounds_are_a_range_and_a_cost_ratio_is_no_speedup(vocab: Vocabulary) -> None:
    (band,) = extract_claims("On the 70B model I get >600 and <700 ms per token.", vocab)
    assert (band.value, band.value_min, band.value_max, band.metric) == (
        650.0,
        600.0,
        700.0,
        "tpot",
    )
    text = "The new kernels bring a 2.2x speedup, and a 5x reduction in cost per token."
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(2.2, "speedup")]


def test_a_unit_before_a_colon_names_the_next_value(vocab: Vocabulary) -> None:
    text = "Threads: 8 ms/t: 31.25 t/s: 32.00"
    got = sorted((c.value, c.metric) for c in extract_claims(text, vocab))
    assert got == [(31.25, "tpot"), (32.0, "decode_tok_s")]


def test_flag_and_program_names_are_not_modes_but_a_modes_own_flag_is(vocab: Vocabulary) -> None:
    launch = (
        "```\npython -m server --speculative-algorithm EAGLE --speculative-draft-model d "
        "--speculative-num-steps 3\n```\n\n```\nspeed=181.5 token/s\n```\n"
    )
    assert [c.mode for c in extract_claims(launch, vocab)] == ["eagle"]
    tool = (
        "`./llama-speculative-simple -m m.gguf --medusa`\n\n```\ndecoded 64 tokens, 12.5 t/s\n```"
    )
    assert [c.mode for c in extract_claims(tool, vocab)] == ["medusa"]


def test_a_speculative_config_method_names_the_mode(vocab: Vocabulary) -> None:
    known = (
        '```\nserve m --speculative-config \'{"method": "mtp", "num_speculative_tokens": 1}\''
        "\n```\n\nDecode reached 96 tok/s on 1x H100."
    )
    assert [c.mode for c in extract_claims(known, vocab)] == ["mtp"]
    unknown = known.replace('"mtp"', '"quickdraft"')
    assert [c.mode for c in extract_claims(unknown, vocab)] == ["speculative"]


def test_against_names_a_baseline(vocab: Vocabulary) -> None:
    text = (
        "We benchmarked the L40S against the A10G with the same server.\n\n"
        "- Up to 1.9x higher throughput on Llama 3 8B."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware) == (1.9, "L40S")


def test_a_name_bound_to_a_later_figure_is_that_figures(vocab: Vocabulary) -> None:
    pairs = "Output at 16 users: L40S×2 = 2210 tok/s, A10G×2 = 1390 tok/s"
    got = [(c.value, c.hardware) for c in extract_claims(pairs, vocab)]
    assert got == [(2210.0, "L40S"), (1390.0, "A10G")]
    clause = (
        "The MI300X reached 1,250 tokens per second on Llama 3 70B and about 2,400 tokens per "
        "second on Mixtral, with the H100 cluster measuring around 1,900 t/s on Mixtral."
    )
    got = [(c.value, c.hardware) for c in extract_claims(clause, vocab)]
    assert got == [(1250.0, "MI300X"), (2400.0, "MI300X"), (1900.0, "H100")]


def test_a_multiplier_after_by_or_speeds_up_is_a_speedup(vocab: Vocabulary) -> None:
    for text in (
        "The new allocator speeds up decoding by 1.9x.",
        "Since March, the team increased throughput on the 70B model by about 3.4x.",
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.metric == "speedup", text


def test_a_name_before_versus_stays_with_the_first_side(vocab: Vocabulary) -> None:
    text = "We reach 95.3 tokens/s with MTP on L40S, versus 61.2 tokens/s without MTP."
    got = [(c.value, c.mode, c.hardware) for c in extract_claims(text, vocab)]
    # the other side names no GPU of its own: the one GPU of the comparison is shared
    assert got == [(95.3, "mtp", "L40S"), (61.2, "ar", "L40S")]


def test_throughput_words_after_the_unit_name_the_metric(vocab: Vocabulary) -> None:
    text = "Kimi K2: 2,480 tok/s output throughput and 9,900 tok/s total throughput on 8xB200."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2480.0, "output_tok_s"), (9900.0, "total_tok_s")]


def test_chinese_gpu_counts_and_ascend_accelerators(vocab: Vocabulary) -> None:
    (four,) = extract_claims("使用 4 张 A800，速度 33 tok/s", vocab)
    assert (four.hardware, four.gpu_count) == ("A800", 4)
    (npu,) = extract_claims("推理速度约为 18 t/s（16 卡 昇腾910B）", vocab)
    assert (npu.hardware, npu.gpu_count) == ("Ascend 910B", 16)


def test_service_objectives_are_not_measurements(vocab: Vocabulary) -> None:
    assert extract_claims("Under an SLO of 40 ms TPOT the server sustains 9 QPS.", vocab) == []
    assert extract_claims("TTFT must stay under 300 ms for chat.", vocab) == []
    got = extract_claims("Under a 40 ms TPOT SLO, throughput is 2,600 tok/s.", vocab)
    assert [c.value for c in got] == [2600.0]


def test_a_caption_above_or_below_a_table_can_name_its_unit(vocab: Vocabulary) -> None:
    table = "| Model | TGI | vLLM |\n|---|---|---|\n| Mistral 7B | 118 | 131 |\n"
    above = "Decode speed (tokens/s) on one A10G:\n\n" + table
    below = table + "\nFigures are tok/s on one A10G, batch size 1.\n"
    for text in (above, below):
        got = [(c.value, c.metric, c.engine, c.hardware) for c in extract_claims(text, vocab)]
        assert got == [
            (118.0, "decode_tok_s", "tgi", "A10G"),
            (131.0, "decode_tok_s", "vllm", "A10G"),
        ]
    # a caption's own figure is no unit for the cells; a column named for nothing stays empty
    assert [c.value for c in extract_claims("It reached 150 tok/s:\n\n" + table, vocab)] == [150.0]
    counts = "| Model | Runs | Layers |\n|---|---|---|\n| Mistral 7B | 5 | 32 |\n\nAll in tok/s.\n"
    assert extract_claims(counts, vocab) == []


def test_whitespace_aligned_columns_outside_a_code_block_are_a_table(vocab: Vocabulary) -> None:
    text = (
        "Model        TGI    vLLM\n"
        "Mistral-7B   118    131\n"
        "Gemma-7B     97     104\n\n"
        "All numbers in tok/s on one A10G."
    )
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(118.0, "tgi"), (131.0, "vllm"), (97.0, "tgi"), (104.0, "vllm")]


def test_two_piped_log_lines_are_prose_and_a_zero_rate_is_no_claim(vocab: Vocabulary) -> None:
    text = (
        "slot print_timings: id 0 | task 3 | prompt eval time = 80.00 ms / 20 tokens "
        "( 4.00 ms per token, 250.00 tokens per second)\n"
        "slot print_timings: id 0 | task 3 | eval time = 1500.00 ms / 60 tokens "
        "( 25.00 ms per token, 40.00 tokens per second)\n"
    )
    got = [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]
    assert (40.0, "decode_tok_s", "llama.cpp") in got and (
        250.0,
        "prefill_tok_s",
        "llama.cpp",
    ) in got
    idle = "Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 38.1 tokens/s"
    assert [c.value for c in extract_claims(idle, vocab)] == [38.1]


def test_two_figures_joined_by_and_or_a_range_between_them(vocab: Vocabulary) -> None:
    two = extract_claims("The L4 and the L40S decode 38 and 71 tok/s respectively.", vocab)
    assert [(c.value, c.hardware) for c in two] == [(38.0, "L4"), (71.0, "L40S")]
    engines = "vLLM and SGLang reach 60 and 70 tok/s respectively on one L40S."
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(engines, vocab)]
    assert got == [(60.0, "vllm", "L40S"), (70.0, "sglang", "L40S")]
    # without "respectively" a list of figures after as many names still pairs them in
    # order (test_listed_in_order.py); a list of another length names no single one
    both = extract_claims("The L4 and the L40S decode 38 and 71 tok/s.", vocab)
    assert [c.hardware for c in both] == ["L4", "L40S"]
    three = extract_claims("The L4 and the L40S decode 38, 50 and 71 tok/s.", vocab)
    assert [c.hardware for c in three] == [None, None, None]
    (span,) = extract_claims("Decode ran between 38 and 71 tok/s.", vocab)
    assert (span.value, span.value_min, span.value_max) == (54.5, 38.0, 71.0)


def test_a_multiple_of_a_named_baseline_is_the_subjects_speedup(vocab: Vocabulary) -> None:
    text = "The L40S decodes 71 tok/s, 1.9x the L4."
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(71.0, "decode_tok_s", "L40S"), (1.9, "speedup", "L40S")]


def test_a_row_without_speculation_is_plain_decoding(vocab: Vocabulary) -> None:
    text = "| | tok/s |\n|---|---|\n| w/o spec | 88.1 |\n| EAGLE-3 | 190.4 |\n"
    assert [(c.value, c.mode) for c in extract_claims(text, vocab)] == [
        (88.1, "ar"),
        (190.4, "eagle"),
    ]


def test_an_official_implementation_or_hosted_api_is_the_vendor_engine(vocab: Vocabulary) -> None:
    (code,) = extract_claims("The official implementation decodes 140 token/s on one L40S.", vocab)
    assert code.engine == "vendor"
    (api,) = extract_claims("Through their hosted API we measured 85 tok/s.", vocab)
    assert api.engine == "vendor"
    (hosted,) = extract_claims("I measured over 70 tok/s on their hosted version.", vocab)
    assert hosted.engine == "vendor"


def test_a_million_suffix_is_read_whole(vocab: Vocabulary) -> None:
    (big,) = extract_claims("The fleet served 1.2M tokens/s at peak.", vocab)
    assert big.value == 1_200_000.0
    assert extract_claims("A 64M-parameter draft model ships with it.", vocab) == []


@pytest.mark.parametrize(
    "text, count",
    [
        # a DGX or HGX name gives the card, no count (LABELLING, twelfth pass Q3)
        ("A DGX H200 system reaches 1,100 tok/s per user.", None),
        # a rack's product name is the system, no count (LABELLING: NVL72 is the product)
        ("GB200 NVL72 serves 900 tok/s per user.", None),
        ("A GB300 NVL72 rack reached 1.1M tok/s with TP=8.", 8),
        ("With tensor parallelism of 4 on H100, 2,000 tok/s.", 4),
        ("with --tensor-parallel-size 2 on A100s we saw 900 tok/s", 2),
        ("On a pair of 3090s, 30 tok/s.", 2),
        ("H100 x 8: 3,000 tok/s", 8),
        ("With 8-way tensor parallelism on H200, 2,400 tok/s.", 8),
        ("An eight-GPU B200 server reaches 1,000 tok/s per user.", 8),
        ("H100 8枚で 3,000 tok/s を達成。", 8),
        ("A100*4 部署，吞吐 900 tok/s", 4),
        ("H100 80GB runs 30 tok/s", None),
        ("八卡 H20 部署，吞吐 2000 tok/s", 8),
        ("1枚の RTX 4090 で 45 tok/s", 1),
        ("The H100 x 2.5 claim aside, we measured 90 tok/s on it.", None),
    ],
)
def test_gpu_counts_of_systems_flags_and_words(vocab: Vocabulary, text: str, count: int) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.gpu_count == count


def test_a_name_with_its_verb_before_the_next_figure_is_that_figures(vocab: Vocabulary) -> None:
    text = "vLLM does 60 tok/s, SGLang reaches 70 tok/s on the same L40S."
    assert [(c.value, c.engine) for c in extract_claims(text, vocab)] == [
        (60.0, "vllm"),
        (70.0, "sglang"),
    ]
    zh = "在 L40S 上 vllm 的速度是 60 t/s，sglang 是 70 t/s"
    assert [(c.value, c.engine) for c in extract_claims(zh, vocab)] == [
        (60.0, "vllm"),
        (70.0, "sglang"),
    ]


def test_benchmark_summary_lines_with_per_user_and_total_output(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "Request Throughput (req/sec):                  9.87\n"
        "Total Output Throughput (tokens/sec):          2510.3\n"
        "Per User Output Throughput (tokens/sec/user):  38.4\n"
        "```\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2510.3, "output_tok_s"), (38.4, "decode_tok_s")]


def test_a_box_drawn_table_is_a_table_and_its_extremes_are_spread(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "                 LLM Metrics\n"
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━┓\n"
        "┃                         Statistic ┃    avg ┃    max ┃\n"
        "┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━┩\n"
        "│          Time to first token (ms) │  21.50 │  30.10 │\n"
        "│ Output token throughput (per sec) │ 611.20 │    N/A │\n"
        "└───────────────────────────────────┴────────┴────────┘\n"
        "```\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(21.5, "ttft"), (611.2, "output_tok_s")]


def test_only_the_asked_figure_of_a_question_is_dropped(vocab: Vocabulary) -> None:
    assert extract_claims("Can it reach 1,000 tok/s on a B200?", vocab) == []
    stated = "The README says it runs at about 140 tokens-per-second, but how can I see that?"
    assert [c.value for c in extract_claims(stated, vocab)] == [140.0]
    bracket = "Does it run as fast as the L40S (60~70 tok/s on 13B)?"
    assert [c.value for c in extract_claims(bracket, vocab)] == [65.0]


def test_response_and_execution_times_are_end_to_end(vocab: Vocabulary) -> None:
    text = "With the new build I get my response in: 12.5 seconds, 300 tokens, 24 tokens/second"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(12.5, "e2e_latency"), (24.0, "decode_tok_s")]
    table = "| Engine | Total Execution Time |\n|---|---|\n| vLLM | 31s |\n"
    assert [(c.value, c.metric) for c in extract_claims(table, vocab)] == [(31.0, "e2e_latency")]


@pytest.mark.parametrize(
    "header, cell",
    [
        ("Offline throughput (req/s / tok/s)", "5.10/2611.2"),
        ("Throughput (req/s) / (tok/s)", "5.10 / 2611.2"),
        ("Offline", "5.10 req/s / 2611.2 tok/s"),
    ],
)
def test_other_ways_of_writing_a_request_and_token_rate_pair(
    vocab: Vocabulary, header: str, cell: str
) -> None:
    text = f"| | {header} |\n| --- | --- |\n| 2GPU, Qwen 14B | {cell} |\n"
    got = [(c.value, c.metric, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(2611.2, "total_tok_s", 2)]


def test_times_faster_is_a_speedup_but_cost_and_training_ratios_are_not(vocab: Vocabulary) -> None:
    (times,) = extract_claims("The chip is 2.5 times faster than the L40S.", vocab)
    assert (times.metric, times.value) == ("speedup", 2.5)
    assert [c.value for c in extract_claims("We ran it 3 times and got 45 tok/s.", vocab)] == [45.0]
    (same,) = extract_claims("It is 2 times as fast as vLLM.", vocab)
    assert (same.value, same.engine) == (2.0, None)
    text = "It offers 4x faster training, 25x lower cost and 30x faster real-time inference."
    assert [c.value for c in extract_claims(text, vocab)] == [30.0]


def test_the_from_side_of_a_change_takes_the_baseline_setup(vocab: Vocabulary) -> None:
    text = "FP8 raised output throughput over the BF16 baseline, from 7,400 to 11,900 tok/s."
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(7400.0, "BF16"), (11900.0, "FP8")]
    zh = "FP8 模式相比 BF16 基线实现了约 1.6 倍的吞吐提升（从 7,437 tok/s 提升至 11,921 tok/s）"
    got = [(c.value, c.precision) for c in extract_claims(zh, vocab)]
    assert (7437.0, "BF16") in got and (11921.0, "FP8") in got
    (before, after) = extract_claims("使用 EAGLE 后，速度从 40 tok/s 提升到 95 tok/s。", vocab)
    assert (before.mode, after.mode) == ("ar", "eagle")


@pytest.mark.parametrize(
    "text, mode",
    [
        ("With 2 MTP heads enabled we see 1.7x.", "mtp"),
        ("We use n-gram speculation (prompt lookup) for 1.9x on code edits.", "ngram"),
        ("NextN speculative decoding: 1.5x on DeepSeek-V3.", "mtp"),
        ("EAGLE-2 speculative decoding reaches 2.1x on chat.", "eagle"),
    ],
)
def test_a_bare_multiplier_beside_a_drafting_method_is_its_speedup(
    vocab: Vocabulary, text: str, mode: str
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.mode) == ("speedup", mode)


def test_a_name_at_the_next_figure_or_after_a_semicolon_is_that_figures(
    vocab: Vocabulary,
) -> None:
    text = "The baseline (no speculation) runs at 40 tok/s; EAGLE-3 at 96 tok/s."
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(40.0, "ar"), (96.0, "eagle")]


def test_more_tokens_is_a_speedup_but_more_gpus_is_not(vocab: Vocabulary) -> None:
    (more,) = extract_claims("The MI300X serves 1.16x more tokens at high load.", vocab)
    assert (more.metric, more.value, more.hardware) == ("speedup", 1.16, "MI300X")
    assert extract_claims("It needs 2x more GPUs than before.", vocab) == []


@pytest.mark.parametrize(
    "text, metric",
    [
        # a bare throughput names no load: one stream's rate (LABELLING, batches 26-33)
        ("吞吐：1200 tok/s", "decode_tok_s"),
        ("输出吞吐：1200 tok/s", "output_tok_s"),
        ("每个 token 耗时 20 ms", "tpot"),
        ("首字延迟 320 ms", "ttft"),
        ("端到端延迟 2.1 s", "e2e_latency"),
        ("レイテンシは 120 ms", "e2e_latency"),
        ("预填充速度 4500 tokens/s", "prefill_tok_s"),
    ],
)
def test_chinese_and_japanese_metric_words(vocab: Vocabulary, text: str, metric: str) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == metric


def test_chinese_engines_per_clause_and_speculative_decoding(vocab: Vocabulary) -> None:
    text = "vLLM 吞吐量 3000 tokens/s，SGLang 吞吐量 3500 tokens/s"
    assert [(c.value, c.engine) for c in extract_claims(text, vocab)] == [
        (3000.0, "vllm"),
        (3500.0, "sglang"),
    ]
    (spec,) = extract_claims("开启投机解码后速度提升 1.8 倍", vocab)
    assert (spec.metric, spec.mode) == ("speedup", "speculative")


def test_chinese_and_japanese_time_units_and_ten_thousands(vocab: Vocabulary) -> None:
    (ms,) = extract_claims("首字延迟 320 毫秒", vocab)
    assert (ms.metric, ms.value, ms.unit) == ("ttft", 320.0, "ms")
    (sec,) = extract_claims("端到端延迟 2.1 秒", vocab)
    assert (sec.metric, sec.unit) == ("e2e_latency", "s")
    (wan,) = extract_claims("吞吐达到 1.2万 tokens/s", vocab)
    assert wan.value == 12000.0
    assert extract_claims("模型加载耗时 30 秒", vocab) == []  # loading time, not a run


@pytest.mark.parametrize(
    "text, hardware",
    [
        ("单卡 4090D 跑 Qwen2.5-7B，速度 60 tokens/s", "RTX 4090D"),
        ("在 L20 上 35 tok/s", "L20"),
        ("On an RTX 3080 Ti, 40 tok/s.", "RTX 3080 Ti"),
        ("On DGX Spark we see 38 tok/s.", "GB10"),
    ],
)
def test_more_accelerators_are_named(vocab: Vocabulary, text: str, hardware: str) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == hardware


def test_bare_key_number_lines_take_the_unit_of_the_caption_above(vocab: Vocabulary) -> None:
    text = "Output tokens/s on L40S, Q4_K_M\n\n- vLLM: 182.5\n- SGLang: 195\n"
    claims = extract_claims(text, vocab)
    assert [(c.value, c.metric, c.engine, c.hardware, c.precision) for c in claims] == [
        (182.5, "decode_tok_s", "vllm", "L40S", "Q4_K_M"),
        (195.0, "decode_tok_s", "sglang", "L40S", "Q4_K_M"),
    ]
    timed = "== Request latency summary (ms) ==\n[Latency] P50   : 812.4\n[Latency] P99   : 990.1\n"
    assert [(c.value, c.metric, c.unit) for c in extract_claims(timed, vocab)] == [
        (812.4, "e2e_latency", "ms"),
        (990.1, "e2e_latency", "ms"),
    ]


def test_a_caption_unit_gives_no_figure_to_settings_or_capacities(vocab: Vocabulary) -> None:
    settings = "Decode tok/s run settings\n- Batch size: 8\n- Context length: 4096\n"
    assert extract_claims(settings, vocab) == []
    capacity = "Card memory (GB)\n- RTX 4090: 24\n- L40S: 48\n"
    assert extract_claims(capacity, vocab) == []
    far = "Speed in tok/s for the runs below.\n" + "\n".join(f"note {i}" for i in range(3))
    assert extract_claims(far + "\n- vLLM: 182\n", vocab) == []


def test_both_times_of_a_from_to_pair_for_n_tokens_are_latencies(vocab: Vocabulary) -> None:
    text = "On my box a reply went from 41 sec to 30 sec for 512 tokens after the patch."
    got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "e2e_latency", "s"), (30.0, "e2e_latency", "s")]


def test_a_hyphen_joined_time_unit_is_read_only_beside_a_latency_word(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("It answers with a 2.4-second end-to-end latency.", vocab)
    assert (claim.value, claim.metric, claim.unit) == (2.4, "e2e_latency", "s")
    assert extract_claims("We trimmed the 30-second clip before the run.", vocab) == []


def test_a_plain_model_column_beside_a_method_column_is_plain_decoding(vocab: Vocabulary) -> None:
    text = (
        "Runs of EAGLE with Llama 3 8B on one H100:\n\n"
        "| (tok/s) | Batch | eagle | llama3-8b | speedup |\n"
        "| -- | -- | -- | -- | -- |\n"
        "| Decode | 1 | 150.2 | 88.1 | 1.7x |\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(150.2, "eagle"), (88.1, "ar"), (1.7, "eagle")]


def test_an_engine_column_beside_a_method_column_keeps_its_own_mode(vocab: Vocabulary) -> None:
    text = (
        "Decode on one H100:\n\n"
        "| (tok/s) | vLLM | SGLang + EAGLE |\n| -- | -- | -- |\n| Llama 3 8B | 88.1 | 150.2 |\n"
    )
    got = [(c.value, c.engine, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(88.1, "vllm", None), (150.2, "sglang", "eagle")]


def test_a_caption_line_above_a_block_of_figures_names_their_setup(vocab: Vocabulary) -> None:
    text = (
        "I mostly use vLLM, and tried SGLang too (no luck on this box).\n\n"
        "Gemma 3 12B + EAGLE on llama.cpp\n\n"
        "Prefill reached about 610 tok/s.\nDecode reached about 48 tok/s.\n"
    )
    got = [(c.value, c.engine, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(610.0, "llama.cpp", "eagle"), (48.0, "llama.cpp", "eagle")]
    logged = "On one L40S with the FP8 build I got:\n```\neval rate: 61.5 tokens/s\n```\n"
    (claim,) = extract_claims(logged, vocab)
    assert (claim.value, claim.hardware, claim.precision) == (61.5, "L40S", "FP8")


def test_a_sentence_or_a_figure_above_a_block_is_no_caption(vocab: Vocabulary) -> None:
    closed = "I mostly use vLLM.\n\nThis one ran on llama.cpp.\n\nDecode reached 48 tok/s.\n"
    assert [c.engine for c in extract_claims(closed, vocab)][-1] is None
    figured = "A 2x speedup with EAGLE claimed here\n\nDecode went to 48 tok/s\n"
    assert [c.mode for c in extract_claims(figured, vocab) if c.value == 48.0] == [None]


def test_a_first_token_latency_is_time_to_first_token_not_per_token(vocab: Vocabulary) -> None:
    for text in ("first_token latency (avg): 1.25s", "The first token latency was 1.25 s."):
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.metric) == (1.25, "ttft")
    (per_token,) = extract_claims("token latency (avg): 31.5ms", vocab)
    assert (per_token.value, per_token.metric) == (31.5, "tpot")


def test_min_and_max_beside_percentile_columns_are_figures(vocab: Vocabulary) -> None:
    table = (
        "| Metric | Average | Min | Max | Median | P99 |\n| --- | --- | --- | --- | --- | --- |\n"
        "| TTFT | 512.4 ms | 480.1 ms | 601.9 ms | 505.0 ms | 598.2 ms |\n"
    )
    got = [c.value for c in extract_claims(table, vocab)]
    assert got == [512.4, 480.1, 601.9, 505.0, 598.2]
    spread = (
        "| Metric | avg | min | max |\n| --- | --- | --- | --- |\n"
        "| TTFT | 512.4 ms | 480.1 ms | 601.9 ms |\n"
    )
    assert [c.value for c in extract_claims(spread, vocab)] == [512.4]


def test_labelled_runs_under_a_group_line_take_the_caption_above_it(vocab: Vocabulary) -> None:
    text = (
        "Decode tokens/s on one L40S, batch size 1\n\n"
        "plain (`Qwen/Qwen3-8B`): 71\n\n"
        "EAGLE-3 (`my-org/qwen3-8b-eagle3`):\n"
        "* K=3: 118.4, speedup: 1.67x\n"
        "* bs=1: 120.2\n"
    )
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (71.0, "decode_tok_s", "L40S"),
        (118.4, "decode_tok_s", "L40S"),
        (1.67, "speedup", "L40S"),
        (120.2, "decode_tok_s", "L40S"),
    ]
    (plain,) = [c for c in extract_claims(text, vocab) if c.value == 71.0]
    assert plain.concurrency == 1


def test_a_bold_or_italic_table_cell_is_read_as_shown(vocab: Vocabulary) -> None:
    text = (
        "| Phase | Old | New |\n|---|:-:|:-:|\n"
        "| decode | 61.2 tok/s | **88.5 tok/s** (1.45x) |\n"
        "| prefill | 910 tok/s | *1,204* tok/s |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [
        (61.2, "decode_tok_s"),
        (88.5, "decode_tok_s"),
        (1.45, "speedup"),
        (910.0, "prefill_tok_s"),
        (1204.0, "prefill_tok_s"),
    ]


def test_a_pasted_row_above_a_dash_line_is_read_as_a_row(vocab: Vocabulary) -> None:
    text = (
        "The project page lists:\n\n"
        "Mistral | EXL2 5.0 bpw | 7B | - | 151 t/s | 188 t/s\n-- | -- | -- | -- | -- | --\n"
    )
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [
        (151.0, "decode_tok_s"),
        (188.0, "decode_tok_s"),
    ]
    assert extract_claims("| Model | Decode tok/s |\n| -- | -- |\n", vocab) == []


def test_batched_bench_s_column_is_the_total_token_rate(vocab: Vocabulary) -> None:
    text = (
        "|  PP |  TG |  B | T_PP s | S_PP t/s | T_TG s | S_TG t/s |  T s |  S t/s |\n"
        "|-----|-----|----|--------|----------|--------|----------|------|--------|\n"
        "| 256 |  64 |  2 |  0.101 |  5069.31 |  1.552 |    82.47 | 1.653 | 387.18 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(5069.31, "prefill_tok_s"), (82.47, "output_tok_s"), (387.18, "total_tok_s")]


def test_a_sweep_column_header_gives_that_columns_concurrency(vocab: Vocabulary) -> None:
    text = (
        "| Metric | conc=4 | conc=32 |\n|---|---:|---:|\n"
        "| Output tput (tok/s) | 310.5 | 1620.2 |\n| Mean TPOT (ms) | 11.9 | 19.4 |\n"
    )
    got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [
        (310.5, "output_tok_s", 4),
        (1620.2, "output_tok_s", 32),
        (11.9, "tpot", 4),
        (19.4, "tpot", 32),
    ]


def test_a_short_label_line_inside_a_paragraph_gives_the_line_below_its_setup(
    vocab: Vocabulary,
) -> None:
    text = (
        "Both runs on the same box.\n"
        "without eagle\n"
        "INFO Avg generation throughput: 512.4 tokens/s, Running: 1 reqs\n"
        "with eagle\n"
        "INFO Avg generation throughput: 301.9 tokens/s, Running: 1 reqs\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(512.4, "ar"), (301.9, "eagle")]


def test_an_ish_figure_is_an_approximate_figure(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("On my L40S it decodes at 35ish tokens per second.", vocab)
    assert (claim.value, claim.metric, claim.hardware) == (35.0, "decode_tok_s", "L40S")
    assert extract_claims("We ran it 35ish times.", vocab) == []


def test_a_short_caption_line_above_a_table_gives_its_rows_their_phase(vocab: Vocabulary) -> None:
    text = (
        "13B pp 1024:\n| Threads | ms/t | t/s |\n| --- | --- | --- |\n| 8 | 12.10 | 82.64 |\n\n"
        "13B gen 256:\n| Threads | ms/t | t/s |\n| --- | --- | --- |\n| 8 | 95.20 | 10.50 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(82.64, "prefill_tok_s"), (95.2, "tpot"), (10.5, "decode_tok_s")]


def test_a_count_before_a_full_nvidia_geforce_name_is_the_gpu_count(vocab: Vocabulary) -> None:
    text = (
        "| gpus | speed [tokens/sec] |\n|---|---|\n"
        "| 2 x NVIDIA GeForce RTX 3090 (24576 MiB) | 19.2 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 3090", 2)


def test_a_multiple_in_brackets_after_a_cells_figure_is_its_speedup(vocab: Vocabulary) -> None:
    text = (
        "| Phase | Old | New |\n|---|---|---|\n"
        "| prefill | 210 tok/s | 1,890 tok/s (9x) |\n| decode | 31 tok/s | 33 tok/s (unchanged) |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [
        (210.0, "prefill_tok_s"),
        (1890.0, "prefill_tok_s"),
        (9.0, "speedup"),
        (31.0, "decode_tok_s"),
        (33.0, "decode_tok_s"),
    ]


def test_comma_separated_benchmark_lines_under_a_header_are_a_table(vocab: Vocabulary) -> None:
    text = (
        "2.0 benchmark:\n"
        "Timestamp,Backend,Layers,MaxCtx,ProcessingTime,ProcessingSpeed,GenerationTime,"
        "GenerationSpeed,TotalTime,Output\n"
        "2025-01-02 10:00:00,koboldcpp_cublas.dll,99,4096,3.10,1321.40,8.02,12.47,11.12\n"
        "Threads=8 FlashAttention=True\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1321.4, "prefill_tok_s"), (12.47, "decode_tok_s")]
    assert extract_claims("Name,Role,Team,Floor,Desk\nAnn,Dev,Core,4,12\n", vocab) == []


def test_a_section_headings_gpu_count_reaches_the_output_below_it(vocab: Vocabulary) -> None:
    text = (
        "#### TP4, ISL = 2000, OSL = 500\n"
        "After this PR:\n"
        "```\nOutput token throughput (tok/s):         2210.40\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.gpu_count) == (2210.4, 4)


def test_a_table_pasted_with_its_column_gaps_collapsed_is_read_as_a_table(
    vocab: Vocabulary,
) -> None:
    text = (
        "Gemma 3 12B on one L4 with vLLM\n\n"
        "Run Latency (ms) Input Tokens Output Tokens Input TPS Output TPS Status\n\n"
        "1 9,412 1,024 256 1210.75 27.20 ok\n"
        "2 9,830 1,024 256 1188.40 26.05 ok\n"
    )
    got = [(c.value, c.metric, c.engine, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (9412.0, "e2e_latency", "vllm", "L4"),
        (1210.75, "prefill_tok_s", "vllm", "L4"),
        (27.2, "decode_tok_s", "vllm", "L4"),
        (9830.0, "e2e_latency", "vllm", "L4"),
        (1188.4, "prefill_tok_s", "vllm", "L4"),
        (26.05, "decode_tok_s", "vllm", "L4"),
    ]
    # rows that do not fit the names stay prose: no column is guessed
    ragged = "Run Latency (ms) Input TPS Output TPS\n\n1 9,412 1210.75 27.20 ok extra\n"
    assert extract_claims(ragged, vocab) == []


def test_a_bare_rate_column_beside_prompt_and_completion_rates_is_the_total(
    vocab: Vocabulary,
) -> None:
    text = (
        "| Tokens | TPS | Prompt TPS | Completion TPS |\n|---|---|---|---|\n"
        "| 1,800 | 151.2 | 610.4 | 38.9 |\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(151.2, "total_tok_s"), (610.4, "prefill_tok_s"), (38.9, "decode_tok_s")]
    alone = "| Model | TPS |\n|---|---|\n| Qwen3 8B | 61.5 |\n"
    assert [c.metric for c in extract_claims(alone, vocab)] == ["decode_tok_s"]


def test_another_posts_gpu_does_not_reach_a_later_posts_figures(vocab: Vocabulary) -> None:
    text = (
        "My box has one L40S. It decodes at 61 tok/s with the new kernels.\n\n"
        "---\n\n"
        "Same here on my own machine, I only get 44 tok/s after the update.\n"
    )
    first, second = extract_claims(text, vocab)
    assert (first.value, first.hardware) == (61.0, "L40S")
    assert (second.value, second.hardware) == (44.0, None)


def test_a_break_before_a_heading_parts_sections_not_posts(vocab: Vocabulary) -> None:
    text = (
        "Setup for every run below: one L40S, FP8 weights.\n\n"
        "---\n\n"
        "### Results\n\n"
        "Decoding reached 61 tok/s.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware) == (61.0, "L40S")


def test_a_figure_quoted_from_another_document_keeps_no_card_of_the_writer(
    vocab: Vocabulary,
) -> None:
    text = (
        "On my RTX 4090 I only reach 150 tok/s with the 13B model. "
        "The vendor's README lists 410 tok/s for it, "
        "and I could not match the 380 tok/s reported in their blog post either."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(150.0, "RTX 4090"), (410.0, None), (380.0, None)]


def test_a_block_led_in_by_according_to_a_page_keeps_no_card_of_the_writer(
    vocab: Vocabulary,
) -> None:
    text = (
        "All my runs use one L40S.\n\n"
        "According to the numbers on the project homepage:\n\n"
        "Mistral | 7B | 212 t/s\n\n"
        "My own run gave 96 tok/s.\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(212.0, None), (96.0, "L40S")]


def test_the_time_a_whole_task_took_is_its_end_to_end_latency(vocab: Vocabulary) -> None:
    text = (
        "| gpu | inference time [sec] | load time (s) |\n|---|---|---|\n"
        "| 1 x NVIDIA L40S | 12.75 | 4.5 |\n"
    )
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(12.75, "e2e_latency", "L40S")]
    (claim,) = extract_claims("Summarization time on one A10G was 48.2 s.", vocab)
    assert (claim.value, claim.metric) == (48.2, "e2e_latency")


def test_a_token_rate_no_single_stream_reaches_is_the_servers_output(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("The B200 node reaches 21,300 tokens/s on Llama-3.3-70B.", vocab)
    assert (claim.value, claim.metric) == (21300.0, "output_tok_s")
    (fast,) = extract_claims("The wafer-scale chip runs Llama 3.1 8B at 1,850 tok/s.", vocab)
    assert fast.metric == "decode_tok_s"
    (one,) = extract_claims("With batch size 1 the kernel reaches 9,100 tok/s.", vocab)
    assert (one.metric, one.concurrency) == ("decode_tok_s", 1)


def test_a_bare_number_before_vs_shares_the_unit_of_the_figure_after(vocab: Vocabulary) -> None:
    text = "Prefill on the Orin is a third of the Thor (410 vs. 1,250 t/s at 4k)."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(410.0, "prefill_tok_s"), (1250.0, "prefill_tok_s")]
    assert [c.value for c in extract_claims("Build 4112 vs 18 tok/s earlier", vocab)] == [18.0]


def test_a_table_of_training_runs_holds_no_inference_figures(vocab: Vocabulary) -> None:
    training = (
        "| Model | Training throughput (tokens/s) | Peak VRAM (GB) |\n"
        "| --- | --- | --- |\n"
        "| Mistral 7B QLoRA | 3150 | 14.2 |\n"
    )
    assert extract_claims(training, vocab) == []
    both = (
        "| Model | Training speed (tok/s) | Inference speed (tok/s) |\n"
        "| --- | --- | --- |\n"
        "| Mistral 7B | 3150 | 88 |\n"
    )
    assert [c.value for c in extract_claims(both, vocab)] == [88.0]


def test_a_phase_word_after_the_unit_may_carry_a_cache_state(vocab: Vocabulary) -> None:
    text = "After the restart the server managed 1210 tok/s warm prefill and 930 tok/s cold prefill"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1210.0, "prefill_tok_s"), (930.0, "prefill_tok_s")]


def test_a_quoted_posts_gpu_does_not_reach_the_replys_figures(vocab: Vocabulary) -> None:
    text = (
        "> I run it on an L40S and see 61 tok/s.\n\nOdd, I only get 44 tok/s with the same model.\n"
    )
    first, second = extract_claims(text, vocab)
    assert (first.value, first.hardware) == (61.0, "L40S")
    assert (second.value, second.hardware) == (44.0, None)


def test_a_count_of_systems_before_a_card_is_no_speedup(vocab: Vocabulary) -> None:
    text = "We compared 4 x DGX A100 against 2 x HGX H200 for this faster serving setup."
    assert extract_claims(text, vocab) == []


def test_a_multiple_a_figure_varies_by_is_a_spread_not_a_speedup(vocab: Vocabulary) -> None:
    assert (
        extract_claims("Latency on the L40S fluctuates 3x between faster and slow runs.", vocab)
        == []
    )
    assert extract_claims("Decode speed varied 4.5x across prompts on vLLM.", vocab) == []
    (claim,) = extract_claims("vLLM decodes 2x faster than before on the L40S.", vocab)
    assert (claim.value, claim.metric) == (2.0, "speedup")


def test_the_earlier_value_in_brackets_after_a_figure_shares_its_unit(vocab: Vocabulary) -> None:
    text = "With the new kernels decode on one L40S is now **88.2 tok/s** (was 71.4)."
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(88.2, "decode_tok_s", "L40S"), (71.4, "decode_tok_s", "L40S")]
    # a count or a version in brackets is no earlier value
    assert [c.value for c in extract_claims("Decode is 88.2 tok/s (was 4096).", vocab)] == [88.2]


def test_a_bar_a_system_crosses_is_no_measurement(vocab: Vocabulary) -> None:
    text = "The new L40S cluster is the first to pass the 500 tok/s/user threshold on 70B models."
    assert extract_claims(text, vocab) == []
    text = "Engineers hope SGLang breaks the 900 tokens/s barrier next year."
    assert extract_claims(text, vocab) == []


def test_a_memory_limit_setting_is_no_footprint(vocab: Vocabulary) -> None:
    text = (
        "Ran with `sysctl vm.gpu_limit_gb=96` and vLLM on the L40S; peak_memory_gb=41.5 at the end"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(41.5, "memory")]


def test_a_card_named_bare_takes_its_count_from_the_launch_command(vocab: Vocabulary) -> None:
    text = (
        "Tested on L40S.\n\n"
        "```\nvllm serve my-model --tensor-parallel-size 4\n```\n\n"
        "Result:\n\n"
        "```\nOutput token throughput (tok/s): 912.4\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (912.4, "L40S", 4)


def test_a_card_bound_to_its_figure_beats_a_remark_after_it(vocab: Vocabulary) -> None:
    text = "Mean TTFT: L40S×2 = 41.3 ms, L4×2 = 97.8 ms (L40S wins easily)"
    got = [(c.value, c.hardware, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(41.3, "L40S", 2), (97.8, "L4", 2)]


def test_a_bracketed_figure_before_its_unit_is_a_figure(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("On two L4 cards I only get (~20-25) tok/s with tp=2.", vocab)
    assert (claim.value, claim.value_min, claim.value_max) == (22.5, 20.0, 25.0)
    assert claim.metric == "decode_tok_s"
    assert extract_claims("See step (2) s for the setup.", vocab) == []
    assert extract_claims("As in (Figure 2) x the old one.", vocab) == []


def test_a_word_cut_by_the_label_window_names_no_phase(vocab: Vocabulary) -> None:
    # 60 characters before the value begin inside "webapp": its "pp" is no prompt processing
    text = "webapp           pred= 256 draft= 240 acc= 150 rate=0.625 tok/s=141.2"
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.metric) == (141.2, "decode_tok_s")


def test_a_bound_in_a_table_cell_is_read_as_its_figure(vocab: Vocabulary) -> None:
    text = (
        "| Quant | Device | Speed |\n| - | - | - |\n"
        "| FP16 | Raspberry Pi 5 CPU | <2 tok/s |\n| Q4 | Raspberry Pi 5 CPU | ~6.5 tok/s |\n"
    )
    got = [(c.value, c.metric, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(2.0, "decode_tok_s", "FP16"), (6.5, "decode_tok_s", "INT4")]


def test_a_multiple_with_the_two_rates_it_divides_in_brackets(vocab: Vocabulary) -> None:
    text = "Offloaded to the RTX 3060 the draft gave 2.05x (4.1-->8.4)."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2.05, "speedup"), (4.1, "decode_tok_s"), (8.4, "decode_tok_s")]
    # numbers whose ratio is not the multiple are not its rates
    assert extract_claims("Offloaded it gave 2.05x (16-->128).", vocab) == []


def test_two_numbers_joined_by_a_slash_share_the_unit_after_them(vocab: Vocabulary) -> None:
    text = "On the M2 Max the 4-bit and 8-bit builds decode at 38/24 tok/s."
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(38.0, "decode_tok_s", "M2 Max"), (24.0, "decode_tok_s", "M2 Max")]
    assert extract_claims("Step 3/40 s, PR 1/2x", vocab) == []


def test_a_unit_spelled_out_in_a_snake_case_key_is_the_values_unit(vocab: Vocabulary) -> None:
    text = 'run 3: decode_tok_s=52.75 prefill_tokens_per_sec: 1830.5\n{"tokens_per_second": 49.1}'
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(52.75, "decode_tok_s"), (1830.5, "prefill_tok_s"), (49.1, "decode_tok_s")]
    assert extract_claims("max_tokens_per_s_limit=4096 steps_s=12", vocab) == []


def test_a_models_stated_size_is_a_memory_figure(vocab: Vocabulary) -> None:
    text = "A 32B model at BF16 (64 GB) is too big for one card. At Q4 it weighs about 19GB."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(64.0, "memory"), (19.0, "memory")]
    assert extract_claims("The L40S carries 48 GB of GDDR6.", vocab) == []


def test_a_cpu_only_run_does_not_take_the_posts_gpu(vocab: Vocabulary) -> None:
    text = (
        "My machine: Ryzen 9 7900, 64 GB DDR5, one L40S.\n\n"
        "- CPU-only: 4.1 tok/s\n"
        "- with offload: 38.5 tok/s\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(4.1, None), (38.5, "L40S")]
    table = (
        "Hardware: one L40S\n\n"
        "| Phase | tok/s |\n| --- | --- |\n| GPU prefill | 1830 |\n| CPU decode | 7.2 |\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(table, vocab)]
    assert got == [(1830.0, "L40S"), (7.2, None)]


def test_a_list_led_in_as_an_example_holds_mock_figures(vocab: Vocabulary) -> None:
    text = (
        "It would help to have a page of user results, for example:\n\n"
        "- Laptop with an L4: 30 tok/s\n"
        "- Toaster: 12 tok/s\n\n"
        "My own run:\n\n"
        "- L40S: 61 tok/s\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(61.0, "L40S")]


def test_a_walk_through_of_numbered_steps_holds_no_claims(vocab: Vocabulary) -> None:
    text = (
        "Why batching helps, in numbers:\n"
        "Step 1: load weights once (40 ms)\n"
        "Step 2: decode 8 streams together (45 ms)\n"
        "Total: 85 ms for 8 tokens, about 3.8x faster\n\n"
        "On our L40S the real server decodes at 61 tok/s.\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(61.0, "decode_tok_s")]


def test_a_range_whose_both_ends_carry_the_unit_is_one_figure(vocab: Vocabulary) -> None:
    (claim,) = extract_claims(
        "EAGLE-3 gives a speedup of between 1.3x and 1.9x on the L40S.", vocab
    )
    assert (claim.value, claim.value_min, claim.value_max, claim.metric) == (
        1.6,
        1.3,
        1.9,
        "speedup",
    )
    (rate,) = extract_claims("Decode sits between 38 tok/s and 44 tok/s on the L4.", vocab)
    assert (rate.value_min, rate.value_max) == (38.0, 44.0)


def test_a_bracketed_multiple_of_the_two_figures_before_it_is_their_speedup(
    vocab: Vocabulary,
) -> None:
    text = "At 16 users: L40S = 1210 tok/s, L4 = 560 tok/s (2.16x)"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1210.0, "output_tok_s"), (560.0, "output_tok_s"), (2.16, "speedup")]
    assert (
        extract_claims("The L40S is 1210 tok/s, the chip 560 tok/s (3x)", vocab)[-1].unit == "tok/s"
    )
    (uplift,) = extract_claims("The new kernels gave a 3.5x performance uplift on the L40S.", vocab)
    assert (uplift.value, uplift.metric) == (3.5, "speedup")


def test_a_multiple_after_two_cards_figures_is_the_first_cards(vocab: Vocabulary) -> None:
    text = "Decode: L40S×2 = 122 tok/s, L4×2 = 58 tok/s, so 2.1x faster overall"
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (122.0, "decode_tok_s", "L40S"),
        (58.0, "decode_tok_s", "L4"),
        (2.1, "speedup", "L40S"),
    ]


def test_a_named_method_before_speculative_decoding_is_the_mode(vocab: Vocabulary) -> None:
    text = "With Medusa-based speculative decoding SGLang reaches 1.9x on the L40S."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.mode) == (1.9, "medusa")
    (plain,) = extract_claims("Speculative decoding in SGLang reaches 1.9x on the L40S.", vocab)
    assert plain.mode == "speculative"


def test_a_compile_or_load_word_only_drops_a_time(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("启用预编译后，长提示词场景可提速 2-4倍。", vocab)
    assert (claim.value, claim.metric) == (3.0, "speedup")
    assert extract_claims("模型编译耗时 95 秒。", vocab) == []


def test_every_multiple_is_a_relative_figure(vocab: Vocabulary) -> None:
    """A speedup is never an absolute figure, whichever reader found it (a bracketed ratio
    after two cards' rates once came out as kind "absolute")."""
    text = "Decode on two cards: H200 = 6120 tok/s, L40S = 2040 tok/s (3.0x)"
    multiples = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.kind) for c in multiples] == [(3.0, "speedup")]


@pytest.mark.parametrize(
    ("text", "hardware"),
    [
        ("On my GTX 1650 Super the 1B model decodes at 48 tok/s.", "GTX 1650 Super"),
        ("An RX 6750 XT runs the 8B model at 31 tok/s.", "RX 6750 XT"),
        ("A phone with a Snapdragon 865 decodes the 1B model at 9 tok/s.", "Snapdragon 865"),
        ("Ryzen 9 7950X, 64 GB DDR5: the 8B model decodes at 14 tok/s.", "Ryzen 9 7950X"),
        ("12900k with DDR4 3600: the 7B model decodes at 11 tok/s.", "i9-12900K"),
        ("On an Intel Core i7-12700H the 3B model decodes at 19 tok/s.", "i7-12700H"),
    ],
)
def test_a_device_the_vocabulary_does_not_list_is_read_by_its_familys_scheme(
    vocab: Vocabulary, text: str, hardware: str
) -> None:
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == hardware


def test_a_cpu_beside_an_accelerator_is_the_host_not_the_hardware(vocab: Vocabulary) -> None:
    text = (
        "Box: two RTX 3090 cards in a Threadripper rig (AMD Ryzen 9 5950X host).\n\n"
        "The 70B model decodes at 17 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "RTX 3090"
    text = "Machine: RTX 4080 + i7-13700K.\n\nThe 13B model decodes at 41 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "RTX 4080"


def test_a_known_card_is_never_renamed_by_its_familys_scheme(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("One RTX 2000 Ada decodes the 8B model at 44 tok/s.", vocab)
    assert claim.hardware == "RTX 2000 Ada"


def test_a_unit_used_as_a_key_takes_the_whole_number_after_it(vocab: Vocabulary) -> None:
    """ "tok/s: 1,250" is one thousand two hundred and fifty, and "tok/s: ~1,250" is read too:
    a unit as the key takes its value as any figure is written (grouped, approximate)."""
    for text in (
        "Single stream on one H100 — tok/s: 1,250, TTFT: 80 ms",
        "Single stream on one H100 — tok/s: ~1,250, TTFT: 80 ms",
    ):
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert got == [(1250.0, "decode_tok_s"), (80.0, "ttft")], text


def test_the_time_of_one_decoding_step_is_a_per_token_latency(vocab: Vocabulary) -> None:
    """One decoding step emits one token: its time, however the log spells it, is TPOT."""
    for text in (
        "step 12 on the 4090: decoding-time=9.1ms",
        "llama.cpp on an M2 Max: decode time 23.4 ms per step",
        "llama.cpp on an M2 Max: 23.4 ms/step while decoding",
    ):
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert got in ([(9.1, "tpot")], [(23.4, "tpot")]), text


def test_a_card_named_after_a_verb_does_not_make_a_size_its_capacity(vocab: Vocabulary) -> None:
    """ "80 GB H100" is the card's size; "(26 GB) runs on one 4090" is the model's: a card
    counts as the owner of a memory figure only when nothing but spec words lie between."""
    text = "A 13B model at BF16 (26 GB) fits on an A6000 at 31 tok/s."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert (26.0, "memory") in got
    assert extract_claims("We rented an 80 GB H100 and a 48GB A6000 for the test.", vocab) == []


def test_a_slashed_list_of_counts_names_no_single_count(vocab: Vocabulary) -> None:
    """ "TP=2/4" and "2/4 GPUs" are two setups at once: the figure gets no count from them."""
    text = "Using L40S cards. With TP=2/4 the 32B model decodes at 41-43 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("L40S", None)
    text = "Using L40S cards. On 2/4 GPUs the 32B model decodes at 41-43 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("L40S", None)
    text = "Using L40S cards. With TP=1 it decodes at 52 tok/s. With TP=2/4 it decodes at 43 tok/s."
    got = [(c.value, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(52.0, 1), (43.0, None)]
    text = "Using L40S cards. With TP=4 the 32B model decodes at 43 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.gpu_count == 4


def test_a_multiple_beside_a_word_for_elapsed_time_is_a_speedup(vocab: Vocabulary) -> None:
    """A multiple needs a word saying what it multiplies; "wall-clock" and "end-to-end" say
    it is the elapsed time, a speed, as well as "faster" does."""
    for text in (
        "Drafting halves the verifier calls; in wall-clock terms it is (~1.2–1.4×) on an A100.",
        "Measured end-to-end on an L4 it came to 1.3× with the draft head.",
    ):
        assert [(c.value, c.metric) for c in extract_claims(text, vocab)] in (
            [(1.3, "speedup")],
        ), text


def test_the_phases_short_names_are_read_both_ways(vocab: Vocabulary) -> None:
    """ "gen" is decode, so "enc" (and "encode") is the prompt's phase: prefill."""
    for text in ("On the 3090: enc 1840 tok/s, gen 61 tok/s", "On the 3090: encode 1840 tok/s"):
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert got[0] == (1840.0, "prefill_tok_s"), text


@pytest.mark.parametrize("fence", ["", "```\n"])
def test_an_aligned_tables_caption_may_be_the_line_above_its_header(
    vocab: Vocabulary, fence: str
) -> None:
    """A caption written on the line right above the header, in the same block, names the
    unit of the table's unit-less columns as a caption a blank line above does."""
    text = (
        f"{fence}Decode speed, tok/s\n"
        "Model          L40S     A10G\n"
        "Qwen2.5-7B     88.4     41.2\n"
        f"Gemma-2-9B     71.9     35.0\n{fence}"
    )
    got = [(c.value, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(88.4, "tok/s"), (41.2, "tok/s"), (71.9, "tok/s"), (35.0, "tok/s")]


def test_a_card_named_as_a_share_of_is_the_baseline(vocab: Vocabulary) -> None:
    """ "about half of the A100" and "close to the existing A100 run" compare: that card is the
    baseline's, so the pair's first figure keeps the setup its post stated, even when an earlier
    sentence of the paragraph names only the baseline's card."""
    text = (
        "Setup: one L40S, 48 GB.\n\n"
        "Prefill is about half of the A100 (1,900 vs 3,800 tok/s at 4k), as expected."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(1900.0, "L40S"), (3800.0, "A100")]
    text = (
        "Setup: one L40S, 48 GB.\n\n"
        "Decode is close to the existing A100 run. "
        "Prefill is about half of the A100 (1,900 vs 3,800 tok/s at 4k)."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got[0] == (1900.0, "L40S")


def test_a_card_given_as_an_example_is_no_setup(vocab: Vocabulary) -> None:
    """ "(e.g. a 7B model on an RTX 3060)" names a kind of machine, not the run's card."""
    text = (
        "The new release is 1.6x faster than the last one. Small machines benefit most "
        "(e.g. a 7B model on an RTX 3060)."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware) == (1.6, None)
    text = "The new release is 1.6x faster than the last one.\n\nAll runs used an RTX 3060."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "RTX 3060"


@pytest.mark.parametrize(
    "text",
    [
        "4090 上生成速度 45 词元/秒",
        "4090 上每秒生成 45 个词元",
        "RTX 4090에서 초당 45 토큰을 생성합니다",
        "RTX 4090에서 생성 속도 45 토큰/초",
    ],
)
def test_each_languages_word_for_token_makes_a_rate(vocab: Vocabulary, text: str) -> None:
    """Chinese writes a token 词元 as well as "token", Korean 토큰 and a second 초: a rate is
    a rate in every spelling the reader knows for "tokens per second"."""
    assert [(c.value, c.unit) for c in extract_claims(text, vocab)] == [(45.0, "tok/s")]


def test_a_table_ruled_with_equals_signs_is_a_table(vocab: Vocabulary) -> None:
    """reStructuredText's simple tables rule their header with runs of "=" (or "-") under
    each column; the rules are not rows, and the unit below the table still applies."""
    text = (
        "==========  =====  =====\n"
        "Model       L40S   A10G\n"
        "==========  =====  =====\n"
        "Qwen2.5-7B  88.4   41.2\n"
        "==========  =====  =====\n\n"
        "All numbers in tok/s.\n"
    )
    got = [(c.value, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(88.4, "tok/s"), (41.2, "tok/s")]


def test_an_earlier_value_after_up_from_is_a_figure_of_the_same_unit(vocab: Vocabulary) -> None:
    """ ", up from 52" is the earlier value of the same measurement, as "(was 52)" is."""
    text = "Decode on the L40S reached 71 tok/s, up from 52 before the fused kernel."
    got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(71.0, "decode_tok_s", "tok/s"), (52.0, "decode_tok_s", "tok/s")]
    # a number with its own unit, or a far-off number, borrows nothing
    text = "Decode on the L40S reached 71 tok/s, up from 2 GPUs last year."
    assert [c.value for c in extract_claims(text, vocab)] == [71.0]


def test_numbers_in_a_json_object_describing_the_machine_are_its_specs(vocab: Vocabulary) -> None:
    """A benchmark's JSON "system" object holds the machine's memory and bandwidth: specs,
    not measurements; the results beside it are still read."""
    text = (
        "```\n"
        '{"system": {"gpu": "L40S", "vram_gb": 48.0, "mem_bandwidth_gbs": 864},\n'
        ' "peak_memory_gb": 21.5, "decode_tokens_per_second": 61.2}\n'
        "```\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert (48.0, "memory") not in got
    assert (21.5, "memory") in got


@pytest.mark.parametrize("header", ["TPS/GPU", "tokens/s/GPU", "Throughput per GPU (tok/s)"])
def test_a_per_gpu_column_is_a_share_of_the_servers_output(vocab: Vocabulary, header: str) -> None:
    """ "1,400 tok/s/GPU" in a sentence is a share of the server's output; so is a column
    whose header says per GPU."""
    text = f"| GPU | {header} |\n|---|---|\n| B200 | 1,400 |\n"
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(1400.0, "output_tok_s")]


def test_a_change_written_in_chinese_gives_both_figures(vocab: Vocabulary) -> None:
    """ "从 A 提升到 B tok/s" is "from A to B tok/s": two figures of the unit after B."""
    text = "启用 EAGLE 后，L40S 上的解码速度从 52 提升到 71 tokens/s"
    got = [(c.value, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(52.0, "tok/s"), (71.0, "tok/s")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("En una L40S logramos 85 tokens/seg con vLLM", (85.0, "decode_tok_s")),
        ("Na L40S: 85 tokens/segundo com vLLM", (85.0, "decode_tok_s")),
        ("latencia del primer token de 300 ms en una L40S", (300.0, "ttft")),
        ("latência do primeiro token de 300 ms na L40S", (300.0, "ttft")),
    ],
)
def test_spanish_and_portuguese_units_and_first_token(
    vocab: Vocabulary, text: str, want: tuple[float, str]
) -> None:
    """ "seg"/"segundo" is a second after a slash as "sec" is, and "primer/primeiro token" is
    the first token: the rules' units and metrics hold in every language the reader knows."""
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [want]


def test_a_number_scaled_by_a_word_is_read_at_its_scale(vocab: Vocabulary) -> None:
    """ "1.1 million tokens per second" is 1,100,000 tok/s as "1.1M tok/s" is."""
    (claim,) = extract_claims("vLLM serves 1.1 million tokens per second on a GB200 NVL72.", vocab)
    assert (claim.value, claim.unit) == (1_100_000.0, "tok/s")
    (claim,) = extract_claims("vLLM serves 12 thousand tokens per second on one B200.", vocab)
    assert claim.value == 12_000.0


def test_a_vs_pair_of_figures_takes_the_names_in_the_order_listed(vocab: Vocabulary) -> None:
    # reading rules §2: "A vs B" pairs give each side its own setup, in the order named
    text = "We set SGLang and Ollama side by side on one L40S: 180 vs 75 tok/s."
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(180.0, "sglang", "L40S"), (75.0, "ollama", "L40S")]
    cards = "The L4 vs the L40S, same build: 38 vs 71 tok/s."
    assert [(c.value, c.hardware) for c in extract_claims(cards, vocab)] == [
        (38.0, "L4"),
        (71.0, "L40S"),
    ]


def test_a_vs_pair_with_one_name_or_a_count_mismatch_is_not_split(vocab: Vocabulary) -> None:
    # one engine for both sides: nothing to hand out in order
    one = "On SGLang the new kernel gives 180 vs 75 tok/s on one L40S."
    assert [c.engine for c in extract_claims(one, vocab)] == ["sglang", "sglang"]
    # three names for two figures: no side takes a name by order
    three = "SGLang, vLLM and Ollama were tried; the best two gave 180 vs 75 tok/s."
    assert [c.engine for c in extract_claims(three, vocab)] != ["sglang", "vllm"]
    # figures joined by words other than "vs" are no ordered pair
    apart = "SGLang and Ollama were both tried; 180 tok/s came after warm-up, 75 tok/s before."
    assert [c.engine for c in extract_claims(apart, vocab)] != ["sglang", "ollama"]


def test_a_vs_pair_under_a_vs_title_takes_each_titles_side_in_order(vocab: Vocabulary) -> None:
    # reading rules §1 (the title is context) and §2 (each side of a pair its own setup)
    text = "- 3x the throughput with 32 users (300 vs 100 tok/s)\n"
    got = extract_claims(text, vocab, title="Results: HomeServe vs SGLang")
    # the first side is the title's own project, outside the vocabulary: no engine
    assert [(c.value, c.engine) for c in got if c.metric != "speedup"] == [
        (300.0, None),
        (100.0, "sglang"),
    ]
    both = extract_claims(text, vocab, title="Results: Ollama vs SGLang")
    assert [(c.value, c.engine) for c in both if c.metric != "speedup"] == [
        (300.0, "ollama"),
        (100.0, "sglang"),
    ]


def test_a_title_with_one_side_or_figures_not_set_against_each_other(vocab: Vocabulary) -> None:
    # a title naming one engine, with no "vs": both sides keep the title's engine as before
    text = "- 3x the throughput with 32 users (300 vs 100 tok/s)\n"
    got = extract_claims(text, vocab, title="SGLang results")
    assert [c.engine for c in got if c.metric != "speedup"] == ["sglang", "sglang"]
    # three sides in the title for a pair of figures: no side is handed out by order
    three = extract_claims(text, vocab, title="HomeServe vs Ollama vs SGLang")
    assert [c.engine for c in three if c.metric != "speedup"] != [None, "ollama"]
    # figures apart (no "vs" between them) take no side of the title
    apart = "- 300 tok/s with 32 users; with one user, 100 tok/s\n"
    got_apart = extract_claims(apart, vocab, title="HomeServe vs SGLang")
    assert [c.engine for c in got_apart] != [None, "sglang"]


def test_three_sides_set_against_each_other_take_the_names_in_order(vocab: Vocabulary) -> None:
    # reading rules §2: each side of "A vs B vs C" is its own run; the names after "vs" are
    # sides here, not a baseline set aside
    text = "We timed Ollama vs SGLang vs vLLM on an L40S: 41 tok/s vs 39 tok/s vs 35 tok/s."
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(41.0, "ollama"), (39.0, "sglang"), (35.0, "vllm")]
    # two names for three sides: nothing is handed out by order
    short = "We timed Ollama vs SGLang on an L40S: 41 tok/s vs 39 tok/s vs 35 tok/s."
    assert [c.engine for c in extract_claims(short, vocab)] != ["ollama", "sglang", None]


def test_a_bullet_of_an_earlier_section_names_no_engine_for_a_later_one(vocab: Vocabulary) -> None:
    # reading rules §1-§2: a bullet's details stay in that bullet and its section
    text = (
        "## Why this stack\n\n"
        "- pairs well with the ARM build of SGLang\n"
        "- low power draw\n\n"
        "## Quantization results\n\n"
        "The INT8 build decodes at 48 tok/s on the NPU.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine) == (48.0, None)


def test_an_engine_in_the_figures_own_section_or_in_earlier_prose_still_holds(
    vocab: Vocabulary,
) -> None:
    own = (
        "## Overview\n\nSome words about the project.\n\n"
        "## Results\n\n- served with SGLang\n\nThe INT8 build decodes at 48 tok/s.\n"
    )
    assert [c.engine for c in extract_claims(own, vocab)] == ["sglang"]
    prose = (
        "## Setup\n\nEverything below runs on SGLang.\n\n"
        "## Results\n\nThe INT8 build decodes at 48 tok/s.\n"
    )
    assert [c.engine for c in extract_claims(prose, vocab)] == ["sglang"]


def test_a_plain_text_bullet_of_an_earlier_section_names_no_engine(vocab: Vocabulary) -> None:
    # the same with bullets written as characters, as pasted pages have them
    text = (
        "## Why this stack\n\n"
        "\u2022 pairs well with the ARM build of SGLang\n\n"
        "## Quantization results\n\n"
        "The INT8 build decodes at 48 tok/s on the NPU.\n"
    )
    assert [(c.value, c.engine) for c in extract_claims(text, vocab)] == [(48.0, None)]
    # no heading between: the bullet and the figure share one section, as before
    same = "\u2022 pairs well with the ARM build of SGLang\n\nThe INT8 build decodes at 48 tok/s.\n"
    assert [c.engine for c in extract_claims(same, vocab)] == ["sglang"]
