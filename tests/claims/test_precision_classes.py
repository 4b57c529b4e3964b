"""Classes of false or misread figures on unseen text, each pinned by a sentence of its own:
what kind of rate a figure is, and numbers that are not performance claims at all."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_rate_per_gpu_is_a_share_of_the_servers_output(vocab: Vocabulary) -> None:
    text = (
        "Our cluster sustained 3,150 tok/s/GPU on the chat mix and 2,400 tokens per second "
        "per GPU on long documents."
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(3150.0, "output_tok_s"), (2400.0, "output_tok_s")]


def test_a_throughput_that_names_no_phase_is_one_stream_without_a_load_cue(
    vocab: Vocabulary,
) -> None:
    # LABELLING.md (batches 26-33): "throughput" with no load cue is one stream's rate
    (claim,) = extract_claims("After the upgrade we measured a throughput of 1,840 tok/s.", vocab)
    assert claim.metric == "decode_tok_s"
    text = "Serving 64 users, the server's throughput was 1,840 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "output_tok_s"
    (claim,) = extract_claims("Decode throughput was 41 tok/s on the small card.", vocab)
    assert claim.metric == "decode_tok_s"


def test_total_and_output_tput_are_abbreviated_throughputs(vocab: Vocabulary) -> None:
    text = "Total tput: 512.5 tok/s\nOutput tput: 230.5 tok/s"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(512.5, "total_tok_s"), (230.5, "output_tok_s")]


def test_a_figure_inside_a_question_is_not_a_measurement(vocab: Vocabulary) -> None:
    assert extract_claims('How did they get "512 tok/s on one L40S"?', vocab) == []
    assert extract_claims("What explains the 75 tok/s we saw on the A10G?", vocab) == []
    (claim,) = extract_claims("I only get 31 tok/s on my L40S, how can I speed it up?", vocab)
    assert claim.value == 31.0


def test_acceptance_statistics_are_not_token_rates(vocab: Vocabulary) -> None:
    text = "Spec stats: Accepted throughput: 41.50 tokens/s, Drafted throughput: 52.25 tokens/s"
    assert extract_claims(text, vocab) == []


def test_a_platforms_hbm_is_a_spec_not_a_memory_figure(vocab: Vocabulary) -> None:
    text = "The rack holds up to 1.5 TB of HBM3E memory and decodes at 95 tok/s."
    assert [c.value for c in extract_claims(text, vocab)] == [95.0]


def test_training_and_download_speeds_are_not_inference_claims(vocab: Vocabulary) -> None:
    text = "Fine-tuning throughput reached 5,200 tokens/s per GPU on the new cluster."
    assert extract_claims(text, vocab) == []
    assert extract_claims("Quantized weights give 3x faster downloading.", vocab) == []
    (claim,) = extract_claims("Training-free drafting gives a 2.1x speedup in decoding.", vocab)
    assert claim.value == 2.1


def test_multiples_in_words_are_speedups(vocab: Vocabulary) -> None:
    text = (
        "The new kernel made decoding 3 times faster than the old one. "
        "Throughput grew by about 12x since spring. "
        "We ran the benchmark 5 times on the same card."
    )
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [
        (3.0, "speedup"),
        (12.0, "speedup"),
    ]


def test_a_multiple_written_before_its_number_is_a_speedup(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With a small draft we saw a speedup of up to x2.4 on code.", vocab)
    assert (claim.value, claim.metric) == (2.4, "speedup")
    assert extract_claims("The rig has an RTX 3090 x2 in it.", vocab) == []


def test_latex_times_after_a_number_reads_as_a_multiple(vocab: Vocabulary) -> None:
    (claim,) = extract_claims(r"The MoE model is 4.2 $\times$ faster than the dense one.", vocab)
    assert (claim.value, claim.metric) == (4.2, "speedup")


def test_a_cjk_multiple_is_a_speedup_without_a_comparative_word(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("在长文本场景下，吞吐量可达基线的 6-9倍。", vocab)
    assert (claim.metric, claim.value_min, claim.value_max) == ("speedup", 6.0, 9.0)


def test_a_multiple_of_cost_spec_or_variability_is_not_a_speedup(vocab: Vocabulary) -> None:
    text = (
        "The new chip offers 2x the TFLOPS of the old one, and the price per token dropped by "
        "8 times. Runs showed 3-6x higher variability."
    )
    assert extract_claims(text, vocab) == []


def test_common_accelerators_outside_the_first_list_are_named(vocab: Vocabulary) -> None:
    text = (
        "On a Tesla P40 the 8B model decodes at 21 tok/s. An RTX 4070 Ti Super manages 88 tok/s, "
        "an M2 Pro 35 tok/s and an RX 7800 XT 61 tok/s."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (21.0, "P40"),
        (88.0, "RTX 4070 Ti Super"),
        (35.0, "M2 Pro"),
        (61.0, "RX 7800 XT"),
    ]


def test_a_table_whose_columns_are_cards_gives_each_column_its_card(vocab: Vocabulary) -> None:
    text = (
        "## RTX 3070 vs RTX 5060 Ti\n\n"
        "| Metric | 5060 Ti | 3070 |\n"
        "|---|---|---|\n"
        "| decode tok/s | 52.5 | 47.25 |\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(52.5, "RTX 5060 Ti"), (47.25, "RTX 3070")]


def test_a_short_chip_name_joined_to_a_model_name_is_not_hardware(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("MiniMax-M1 decodes at 40 tok/s on our cluster.", vocab)
    assert claim.hardware is None
    (claim,) = extract_claims("Llama 3 8B decodes at 28 tok/s on an Apple M1.", vocab)
    assert claim.hardware == "M1"


def test_a_servers_share_per_gpu_stays_aggregate_beside_a_per_user_rate(
    vocab: Vocabulary,
) -> None:
    text = "The tuned build serves 1,480 tok/s/GPU at 12.5 tok/s/user on the long workload."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1480.0, "output_tok_s"), (12.5, "decode_tok_s")]


def test_tool_output_phases_and_keys(vocab: Vocabulary) -> None:
    text = (
        "Total Output Throughput (tokens/sec): 812.5\n"
        "run_a pred= 128 acc= 90 rate=0.703 tok/s=77.4\n"
        "Processed:64 in 0.40s (160.0T/s), Generated:100/512 in 9.50s (10.5T/s), Total:9.90s\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [
        (812.5, "output_tok_s"),
        (77.4, "decode_tok_s"),
        (160.0, "prefill_tok_s"),
        (10.5, "decode_tok_s"),
        (9.9, "e2e_latency"),
    ]


def test_between_two_figures_is_a_range_in_either_order(vocab: Vocabulary) -> None:
    text = "Prefill => between 620 and 180 TPS\nDecoding => between 31 and 36 tok/s"
    got = [(c.metric, c.value_min, c.value_max) for c in extract_claims(text, vocab)]
    assert got == [("prefill_tok_s", 180.0, 620.0), ("decode_tok_s", 31.0, 36.0)]


def test_a_platform_port_of_an_engine_implies_that_engine(vocab: Vocabulary) -> None:
    text = "With MTP enabled the median end-to-end latency was 2,310 ms."
    (claim,) = extract_claims(
        text, vocab, source="https://github.com/vllm-project/vllm-ascend/issues/1"
    )
    assert (claim.engine, claim.engine_implied) == ("vllm", True)


def test_every_llama_cpp_quantisation_type_is_a_precision(vocab: Vocabulary) -> None:
    text = (
        "| model | size | test | t/s |\n"
        "| --- | ---: | ---: | ---: |\n"
        "| llama 13B Q5_K - Small | 8.4 GiB | tg128 | 31.5 |\n"
        "| llama 13B IQ4_XS | 6.5 GiB | tg128 | 35.25 |\n"
        "| llama 13B Q3_K_L | 6.4 GiB | tg128 | 33.75 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(31.5, "Q5_K_S"), (35.25, "IQ4_XS"), (33.75, "Q3_K_L")]


def test_the_command_that_produced_the_output_gives_its_load_and_gpus(vocab: Vocabulary) -> None:
    text = (
        "```\npython -m sglang.launch_server --model m --tp 4\n"
        "python bench_serving.py --num-prompts 500 --max-concurrency 48\n```\n\n"
        "Results:\n\n```\nOutput token throughput (tok/s):   2210.5\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.concurrency, claim.gpu_count) == (2210.5, 48, 4)


def test_a_command_in_an_earlier_post_does_not_reach_the_next(vocab: Vocabulary) -> None:
    text = (
        "```\npython bench.py --parallel 16\n```\nOutput token throughput (tok/s): 900.5\n"
        "\n---\n\nOn my box I get 31.5 tok/s.\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(900.5, 16), (31.5, None)]


def test_aligned_tool_output_keeps_its_stated_concurrency(vocab: Vocabulary) -> None:
    text = (
        "```\nMax request concurrency:                 32\n"
        "Output token throughput (tok/s):         1180.25\n"
        "Concurrency:                             31.77\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.concurrency == 32


def test_a_unit_with_its_share_and_a_closing_period_still_read(vocab: Vocabulary) -> None:
    text = (
        "Per User Output Throughput [w/ ctx] (tps/user):   1.25\n"
        "Per GPU Output Throughput (tps/gpu):              4410.5\n"
        "[step 12] tok/s: 96.5.\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1.25, "decode_tok_s"), (4410.5, "output_tok_s"), (96.5, "decode_tok_s")]


def test_a_machines_memory_is_a_spec_not_a_memory_figure(vocab: Vocabulary) -> None:
    text = (
        "The box has 256GB DDR5 RAM plus a 48GB RTX VRAM card and 512GB DRAM, leaving "
        "roughly 12GB left over; it decodes at 20 tok/s."
    )
    assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(20.0, "decode_tok_s")]
    (claim,) = extract_claims("Peak memory was 21.5 GB on the same box.", vocab)
    assert (claim.value, claim.metric) == (21.5, "memory")


def test_many_streams_without_a_number_make_a_rate_the_servers_output(vocab: Vocabulary) -> None:
    text = "Two L40S cards reach 1,450 tokens per second with concurrent users."
    (claim,) = extract_claims(text, vocab)
    assert claim.metric == "output_tok_s"
    (claim,) = extract_claims("Then I increased the batch size and got 2,900 tokens/s.", vocab)
    assert claim.metric == "output_tok_s"
    (claim,) = extract_claims("A single user sees 48 tok/s on the L40S.", vocab)
    assert claim.metric == "decode_tok_s"


def test_the_time_a_whole_generation_took_is_end_to_end(vocab: Vocabulary) -> None:
    text = (
        "The reply came back in 12.5 seconds for 512 tokens. "
        "With the draft model I get the same response in: 7.25 seconds."
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(12.5, "e2e_latency"), (7.25, "e2e_latency")]
    table = "| Engine | Total Execution Time |\n| --- | --- |\n| vllm | 31s |\n| sglang | 27s |\n"
    got = [(c.value, c.metric) for c in extract_claims(table, vocab)]
    assert got == [(31.0, "e2e_latency"), (27.0, "e2e_latency")]


def test_a_models_size_on_disk_is_memory(vocab: Vocabulary) -> None:
    text = "The three checkpoints took up 2GB, 6GB and 15GB of disk space."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2.0, "memory"), (6.0, "memory"), (15.0, "memory")]


def test_a_named_phase_wins_over_a_whole_runs_word(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("On the L40S the first token took 0.35 s.", vocab)
    assert claim.metric == "ttft"


def test_an_ascend_server_is_named_as_the_text_names_it(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("推理性能: 410 tokens/s, Atlas 800T A2", vocab)
    assert claim.hardware == "Atlas 800T A2"
    (claim,) = extract_claims("推理性能: 410 tokens/s, 昇腾910B", vocab)
    assert claim.hardware == "Ascend 910B"


def test_a_bits_column_gives_the_rows_precision(vocab: Vocabulary) -> None:
    text = (
        "| bits | gpus | generation speed [tokens/sec] |\n"
        "|---:|:---|---:|\n"
        "| 16 | 1 x RTX 4090 | 38.5 |\n"
        "| 4 | 1 x RTX 4090 | 61.25 |\n"
        "| 3 | 1 x RTX 4090 | 66.75 |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(38.5, "FP16"), (61.25, "INT4"), (66.75, None)]


def test_throughput_tool_lines_name_total_and_server_output(vocab: Vocabulary) -> None:
    text = "Throughput: 8.5 requests/s, 4102.5 total tokens/s, 2050.25 output tokens/s"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(4102.5, "total_tok_s"), (2050.25, "output_tok_s")]
    (claim,) = extract_claims("Reached 80.5 output tokens/s on one request.", vocab)
    assert claim.metric == "decode_tok_s"


def test_a_servers_log_keys_name_their_metric(vocab: Vocabulary) -> None:
    text = 'queue_time="40µs" time_per_token="18.5ms" seed="None"'
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.metric) == (18.5, "tpot")
    text = "Decode batch. #token: 2048, gen throughput (token/s): 512.5, #queue-req: 0"
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.metric) == (512.5, "output_tok_s")


def test_running_requests_are_the_concurrency(vocab: Vocabulary) -> None:
    text = "Avg generation throughput: 310.5 tokens/s, Running: 12 reqs, Pending: 0 reqs"
    (claim,) = extract_claims(text, vocab)
    assert (claim.metric, claim.concurrency) == ("output_tok_s", 12)
    text = "Decode batch. #running-req: 6, gen throughput (token/s): 250.5, #queue-req: 0"
    (claim,) = extract_claims(text, vocab)
    assert claim.concurrency == 6


def test_key_with_unit_then_value_lines(vocab: Vocabulary) -> None:
    text = (
        "[BENCHMARK] token_throughput(token/sec) 980.5\n"
        "[BENCHMARK] avg_time_to_first_token(ms) 52.25\n"
        "[BENCHMARK] avg_inter_token_latency(ms) 8.75\n"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(980.5, "output_tok_s"), (52.25, "ttft"), (8.75, "tpot")]


def test_aggregate_after_the_unit_and_cjk_prefill_words(vocab: Vocabulary) -> None:
    text = "Each user sees 40.5 tok/s/user while the node serves 1,250 tok/s aggregate."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(40.5, "decode_tok_s"), (1250.0, "output_tok_s")]
    (claim,) = extract_claims("プロンプト処理は2100 tokens/sでした。", vocab)
    assert claim.metric == "prefill_tok_s"


def test_a_chip_name_ending_in_x_is_no_multiple(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Llama 70B on 8x MI300X: 3,150 tok/s/GPU", vocab)
    assert (claim.value, claim.metric, claim.hardware) == (3150.0, "output_tok_s", "MI300X")


def test_aggregate_words_and_users_give_the_servers_output_and_load(vocab: Vocabulary) -> None:
    text = "We see ~2.2k tok/s overall with 48 users on 2x L40S."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.metric, claim.concurrency) == (2200.0, "output_tok_s", 48)


def test_a_card_opening_the_next_clause_belongs_to_its_figure(vocab: Vocabulary) -> None:
    for text in (
        "On an RTX 4080 about 41 tok/s, on an M3 Pro about 22 tok/s.",
        "RTX 4080で約41トークン/秒、M3 Proで約22トークン/秒でした。",
        "在 RTX 4080 上约 41 tokens/s，在 M3 Pro 上约 22 tokens/s。",
    ):
        got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
        assert got == [(41.0, "RTX 4080"), (22.0, "M3 Pro")], text


def test_expectations_and_restating_questions_are_not_measurements(vocab: Vocabulary) -> None:
    assert [c.value for c in extract_claims("Expected ~90 tokens/s but I get 35.", vocab)] == []
    assert extract_claims("It should be at least 60 tok/s on this card.", vocab) == []
    assert extract_claims("Is 28 tok/s normal for an L4?", vocab) == []
    (claim,) = extract_claims("I get 28 tok/s on an L4, is that normal?", vocab)
    assert claim.value == 28.0


def test_a_load_time_clause_does_not_swallow_the_rest_of_the_line(vocab: Vocabulary) -> None:
    text = "Load time 9.5 s, first token 0.6 s, then 52 tok/s."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(0.6, "ttft"), (52.0, "decode_tok_s")]


def test_prompt_after_a_rate_is_prefill(vocab: Vocabulary) -> None:
    text = "2x 3090, Q4_K_M: ~14 tok/s generation, 280 tok/s prompt."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(14.0, "decode_tok_s"), (280.0, "prefill_tok_s")]


def test_a_semicolon_ends_a_clauses_setup(vocab: Vocabulary) -> None:
    text = "vllm 0.6.3, L40S: 71 tok/s; sglang 0.3.5, L40S: 83 tok/s"
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(71.0, "vllm"), (83.0, "sglang")]


def test_a_cards_own_memory_is_not_the_next_figure(vocab: Vocabulary) -> None:
    text = "I only get 11 t/s on my 4060 Ti 16GB, while llama.cpp gives 17 t/s."
    first, _ = extract_claims(text, vocab)
    assert (first.value, first.hardware) == (11.0, "RTX 4060 Ti")


def test_on_right_after_a_figure_binds_the_card_to_it(vocab: Vocabulary) -> None:
    text = (
        "The model runs at over 800 tokens/sec on NVIDIA L40S cards, up to 5x faster than before."
    )
    first, second = extract_claims(text, vocab)
    assert (first.value, first.hardware) == (800.0, "L40S")
    assert second.metric == "speedup"


def test_an_apple_chip_keeps_its_tier(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("On Apple M4 Max (40-core GPU): 31.5 t/s generation.", vocab)
    assert claim.hardware == "M4 Max"
    (claim,) = extract_claims("On a base Apple M2 it manages 14.5 t/s.", vocab)
    assert claim.hardware == "M2"


def test_a_switch_written_as_the_figures_label_sets_its_mode(vocab: Vocabulary) -> None:
    text = "With EAGLE-2 drafting: 205 tok/s; without: 110 tok/s."
    assert [(c.value, c.mode) for c in extract_claims(text, vocab)] == [
        (205.0, "eagle"),
        (110.0, "ar"),
    ]
    text = "Speculative decoding off: 38.5 t/s | on: 57.5 t/s"
    assert [(c.value, c.mode) for c in extract_claims(text, vocab)] == [
        (38.5, "ar"),
        (57.5, "speculative"),
    ]


def test_kernel_and_efficiency_ratios_are_not_run_speedups(vocab: Vocabulary) -> None:
    assert extract_claims("The GEMM takes 9.5 us per call, 2.5x faster than cuBLAS.", vocab) == []
    assert extract_claims("Sparse attention is ~40x faster at the kernel level.", vocab) == []
    assert extract_claims("The new board gives 1.7x better tokens per watt.", vocab) == []
    (claim,) = extract_claims("With the new kernels, decoding is 1.4x faster on an L40S.", vocab)
    assert (claim.value, claim.metric) == (1.4, "speedup")


def test_a_kv_cache_precision_is_not_the_models(vocab: Vocabulary) -> None:
    for text in (
        "Setup: 3x RTX 3090, cache: q8, median 6.5 t/s",
        "Up to 1.9x faster decoding on an L40S with FP8 KV cache",
        "llama-server --cache-type-v q4_0 gives 33.5 t/s",
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.precision is None, text
    (claim,) = extract_claims("Llama 8B FP8 on an L40S: 95 tok/s", vocab)
    assert claim.precision == "FP8"


def test_a_kernels_precision_is_not_the_models(vocab: Vocabulary) -> None:
    """'FP32 router GEMM kernel', 'FP32 accumulation': one part of the computation's
    precision; the weights' precision is another question."""
    for text in (
        "With the new FP32 router GEMM kernel, output throughput is 862 tok/s on 8x H200.",
        "FP32 accumulation costs nothing: 95 tok/s on an L40S.",
        "An FP16 softmax kernel brings decoding to 41 tok/s on a 4090.",
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.precision is None, text
    (claim,) = extract_claims("The FP32 model runs at 12 tok/s on a 4090.", vocab)
    assert claim.precision == "FP32"


def test_cjk_times_and_concurrency_by_clause(vocab: Vocabulary) -> None:
    text = "在 4 卡 H20 上输出吞吐为 2900 tokens/s，首字延迟 1.5 秒，每个 token 耗时 25 毫秒。"
    got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(2900.0, "output_tok_s", "tok/s"), (1.5, "ttft", "s"), (25.0, "tpot", "ms")]
    text = "并发 16 时吞吐 1500 tokens/s，单并发 61 tokens/s。"
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(1500.0, 16), (61.0, 1)]
    # no load cue: one stream's rate (LABELLING.md, batches 26-33)
    (claim,) = extract_claims("L40S 1枚でスループット 1,250 tokens/s を達成。", vocab)
    assert claim.metric == "decode_tok_s"


def test_an_engine_name_inside_another_projects_name_is_not_that_engine(vocab: Vocabulary) -> None:
    for text in (
        "Results from vllm-mlx v0.2.0: 41.5 tok/s",
        'model: "~/models/mlx-community/Qwen3-4B-4bit", decode 61.5 tok/s',
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None, text
    (claim,) = extract_claims("vllm-ascend reaches 91.5 tok/s", vocab)
    assert claim.engine == "vllm"


def test_a_duration_in_minutes_and_seconds_is_read_in_seconds(vocab: Vocabulary) -> None:
    text = "| Engine | Total Execution Time |\n| --- | --- |\n| vllm | 1m42s |\n| sglang | 58s |\n"
    got = [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]
    assert got == [(102.0, "e2e_latency", "s"), (58.0, "e2e_latency", "s")]


def test_blog_phrasings_of_rates_and_first_token_time(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("On the 3080 it's around 27 tokens a second.", vocab)
    assert (claim.value, claim.metric, claim.hardware) == (27.0, "decode_tok_s", "RTX 3080")
    text = "LM Studio shows 61.5 tok/s on the RTX 5080 and 0.9s to first token."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(61.5, "decode_tok_s"), (0.9, "ttft")]


def test_a_trailing_with_engine_clause_stays_with_its_figure(vocab: Vocabulary) -> None:
    text = "Qwen3-14B: 72 t/s on a single 3090 with llama.cpp, 96 t/s on a 4090."
    first, second = extract_claims(text, vocab)
    assert (first.value, first.engine, first.hardware) == (72.0, "llama.cpp", "RTX 3090")
    assert (second.value, second.hardware) == (96.0, "RTX 4090")


def test_a_note_under_a_table_names_the_unit_of_its_version_columns(vocab: Vocabulary) -> None:
    text = (
        "Llama 8B, one L40S.\n"
        "| Prompt | v2.0 | v2.1 | Change |\n"
        "|---|---|---|---|\n"
        "| code | 61.5 | 70.25 | +14% |\n"
        "Numbers are decode tok/s. Load time is unchanged.\n"
        "| step | time |\n"
        "|---|---|\n"
        "| warmup | 9.5 ms |\n"
    )
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(61.5, "decode_tok_s", "L40S"), (70.25, "decode_tok_s", "L40S")]


def test_market_forecasts_and_quality_scores_are_not_speedups(vocab: Vocabulary) -> None:
    assert extract_claims("Analysts expect inference demand to grow 8x by 2028.", vocab) == []
    assert extract_claims("It scored 1.5x higher on the reasoning benchmark.", vocab) == []
    (claim,) = extract_claims("Decoding got 1.5x faster with the new build.", vocab)
    assert claim.metric == "speedup"


def test_an_out_of_memory_report_holds_no_memory_claim(vocab: Vocabulary) -> None:
    text = (
        "CUDA out of memory. Tried to allocate 40.00 MiB. GPU 0 has a total capacity of "
        "23.69 GiB of which 3.06 MiB is free. Of the allocated memory 21.5 GiB is allocated."
    )
    assert extract_claims(text, vocab) == []
    (claim,) = extract_claims("Peak memory was 19.5 GB, without OOM.", vocab)
    assert claim.metric == "memory"


def test_vllms_offline_progress_bar_rates_are_aggregate(vocab: Vocabulary) -> None:
    text = (
        "Processed prompts: 100%|#####| 500/500 [00:30<00:00, 16.5it/s, est. speed input: "
        "4100.5 toks/s, output: 1900.25 toks/s]"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(4100.5, "prefill_tok_s"), (1900.25, "output_tok_s")]


def test_transformers_assisted_generation_is_speculative(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With assisted generation the 7B model reaches 48.5 tok/s.", vocab)
    assert claim.mode == "speculative"


def test_more_counting_words_give_the_gpu_count(vocab: Vocabulary) -> None:
    for text, count in (("three P40s", 3), ("quad 3090", 4), ("six A100s", 6)):
        (claim,) = extract_claims(f"On {text} it reaches 41.5 tok/s.", vocab)
        assert claim.gpu_count == count, text


def test_a_time_of_the_decode_phase_is_per_token_latency(vocab: Vocabulary) -> None:
    text = "In the decoder phase, FP8 took 31.5ms against 23.5ms for FP16."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(31.5, "tpot"), (23.5, "tpot")]


def test_latency_names_in_a_list_each_keep_their_own_figure(vocab: Vocabulary) -> None:
    text = "First-token latency: 150 ms, inter-token latency: 19 ms, end-to-end: 3.5 s."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(150.0, "ttft"), (19.0, "tpot"), (3.5, "e2e_latency")]
    assert extract_claims("Prefill of 16k tokens took 2.5 s.", vocab) == []


def test_sixteen_bit_is_fp16(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("At 16-bit precision the 8B model decodes at 31.5 tok/s.", vocab)
    assert claim.precision == "FP16"


def test_t_per_sec_is_a_token_rate(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Generation runs at 42.5 t/sec on the L4.", vocab)
    assert (claim.value, claim.metric) == (42.5, "decode_tok_s")


def test_spanish_and_russian_rates_and_multiples(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("En una L40S obtuvimos 61.5 tokens por segundo.", vocab)
    assert (claim.value, claim.metric, claim.hardware) == (61.5, "decode_tok_s", "L40S")
    (claim,) = extract_claims("На L40S модель выдаёт 44.5 токенов в секунду.", vocab)
    assert (claim.value, claim.metric) == (44.5, "decode_tok_s")
    got = [
        (c.value, c.metric)
        for c in extract_claims("Es 2 veces más rápido. В 3 раза быстрее.", vocab)
    ]
    assert got == [(2.0, "speedup"), (3.0, "speedup")]
    assert extract_claims("Lo ejecutamos 5 veces.", vocab) == []


def test_bare_numbers_under_a_line_that_names_their_unit(vocab: Vocabulary) -> None:
    text = (
        "Decode tokens/s on one L40S\n\n"
        "baseline: 71.5\n\n"
        "With MTP:\n"
        "* 2 heads: 104.25, speedup: 1.46x\n"
    )
    got = [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [
        (71.5, "decode_tok_s", "L40S"),
        (104.25, "decode_tok_s", "L40S"),
        (1.46, "speedup", "L40S"),
    ]
    assert extract_claims("Settings\n\nbatch: 8\n\nthreads: 16", vocab) == []


def test_llama_batched_bench_s_column_is_the_total_speed(vocab: Vocabulary) -> None:
    text = (
        "|  PP |  TG |  B | S_PP t/s | S_TG t/s |  T s | S t/s |\n"
        "|-----|-----|----|----------|----------|------|-------|\n"
        "| 512 | 128 |  4 |  2150.5  |  201.25  | 3.5  | 730.5 |\n"
    )
    got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [
        (2150.5, "prefill_tok_s", 4),
        (201.25, "output_tok_s", 4),
        (730.5, "total_tok_s", 4),
    ]


def test_a_bench_serving_result_file(vocab: Vocabulary) -> None:
    text = (
        '{"max_concurrency": 8, "request_throughput": 2.5, "output_throughput": 310.5, '
        '"total_token_throughput": 2900.25, "mean_ttft_ms": 95.5}'
    )
    got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(310.5, "output_tok_s", 8), (2900.25, "total_tok_s", 8), (95.5, "ttft", 8)]


def test_a_log_line_that_opens_with_its_phase_and_prompt_rows(vocab: Vocabulary) -> None:
    text = (
        "Prefill. latency: 0.05 s, throughput:  20500.5 token/s\n"
        "Decode 0. Batch size: 1, latency: 0.011 s, throughput:     91.25 token/s"
    )
    got = [(c.value, c.metric) for c in extract_claims(text, vocab) if c.unit == "tok/s"]
    assert got == [(20500.5, "prefill_tok_s"), (91.25, "decode_tok_s")]
    table = "| Test | Tokens/s |\n|---|---|\n| prompt 512 | 1250.5 |\n| gen 128 | 88.25 |\n"
    got = [(c.value, c.metric) for c in extract_claims(table, vocab)]
    assert got == [(1250.5, "prefill_tok_s"), (88.25, "decode_tok_s")]


def test_the_lead_lines_stated_load_reaches_its_bare_values(vocab: Vocabulary) -> None:
    text = "Decode tokens/s on one L40S, BS 4\n\nbaseline: 71.5\n\nwith MTP: 104.25\n"
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(71.5, 4), (104.25, 4)]
