"""Claim-reading rules on single sentences: specs, counts, side timings, per-user scope."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _figures(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_bandwidth_and_card_memory_are_specs_not_memory_claims(vocab: Vocabulary) -> None:
    text = (
        "The RTX 4090, with its 24GB of GDDR6X VRAM and 1.01 TB/s memory bandwidth, runs it; "
        "a large 20GB headroom exists. Peak memory was 4.5 GB."
    )
    assert _figures(text, vocab) == [(4.5, "memory")]


def test_a_column_of_available_memory_is_not_a_claim(vocab: Vocabulary) -> None:
    text = (
        "| Quantization | VRAM needed | VRAM available | Speed |\n"
        "|---|---|---|---|\n"
        "| Q8 | 4GB | 24GB | 126 tok/s |\n"
    )
    assert sorted(_figures(text, vocab)) == [(4.0, "memory"), (126.0, "decode_tok_s")]


def test_an_article_is_not_a_gpu_count_but_number_words_are(vocab: Vocabulary) -> None:
    (one,) = extract_claims("It ran at 120 tok/s on an H100 GPU.", vocab)
    assert (one.hardware, one.gpu_count) == ("H100", None)
    (single,) = extract_claims("It ran at 120 tok/s on a single H100.", vocab)
    assert single.gpu_count == 1
    (eight,) = extract_claims(
        "A DGX B200 node with eight NVIDIA Blackwell GPUs reached 1,000 tok/s per user.", vocab
    )
    assert eight.gpu_count == 8


def test_sampling_and_loading_lines_are_not_the_models_speed(vocab: Vocabulary) -> None:
    text = (
        "llama_print_timings: sample time = 300.20 ms / 491 runs "
        "( 0.61 ms per token, 1635.58 tokens per second)\n"
        "llama_print_timings: eval time = 9000.00 ms / 490 runs "
        "( 18.37 ms per token, 54.44 tokens per second)\n"
    )
    values = [v for v, _ in _figures(text, vocab)]
    assert 1635.58 not in values and 0.61 not in values
    assert 54.44 in values


def test_a_wished_for_speed_is_a_goal(vocab: Vocabulary) -> None:
    text = "If I want to further improve the inference speed to 30ms/token, what should I do?"
    assert _figures(text, vocab) == []
    text = "I would like to further improve the speed; today it is 45 ms/token."
    assert _figures(text, vocab) == [(45.0, "tpot")]


def test_per_user_belongs_to_its_own_figure(vocab: Vocabulary) -> None:
    text = (
        "A DGX system can achieve over 250 tokens per second per user or a maximum throughput "
        "of over 30,000 tokens per second."
    )
    assert _figures(text, vocab) == [(250.0, "decode_tok_s"), (30000.0, "output_tok_s")]


def test_phase_words_of_tool_output_and_chinese_throughput(vocab: Vocabulary) -> None:
    assert _figures("ProcessingSpeed: 406.84T/s", vocab) == [(406.84, "prefill_tok_s")]
    # a bare throughput with no load cue is one stream's rate (the 26-33 labelling decision),
    # in Chinese as in English; the server's output is named as such
    assert _figures("TurboMind 的吞吐量超过 2000 token/s", vocab) == [(2000.0, "decode_tok_s")]
    assert _figures("TurboMind 的输出吞吐量超过 2000 token/s", vocab) == [(2000.0, "output_tok_s")]


def test_a_method_named_under_another_heading_is_not_the_figures_mode(
    vocab: Vocabulary,
) -> None:
    card = (
        "# Clover-35B-A3B\n\nClover is a diffusion language model.\n\n## Speed\n\n"
        "| Hardware | Decode speed |\n|---|---|\n| 1x H200 | 515 tok/s |\n"
    )
    (claim,) = extract_claims(card, vocab)
    assert (claim.value, claim.mode, claim.hardware) == (515.0, None, "H200")
    same_section = "## Speed\n\nAll runs use EAGLE-3.\n\n| Hardware | Decode |\n|---|---|\n"
    (claim,) = extract_claims(same_section + "| 1x H200 | 515 tok/s |\n", vocab)
    assert claim.mode == "eagle"


def test_units_in_words_and_in_log_keys(vocab: Vocabulary) -> None:
    assert _figures("Cerebras reached a token rate of 969 per second.", vocab) == [
        (969.0, "decode_tok_s")
    ]
    assert _figures(
        "prompt processing speed of 1,200 per second, generation speed 33.2 per second", vocab
    ) == [(1200.0, "prefill_tok_s"), (33.2, "decode_tok_s")]
    line = (
        "[BENCHMARK] model_name llama_13b batch_size 1 output_length 190 gpu_peak_mem(gb) 0.0 "
        "build_time(s) 116.39 tokens_per_sec 43.09 percentile95(ms) 5120.208 latency(ms) 4409.816"
    )
    got = extract_claims(line, vocab)
    assert [(c.value, c.metric) for c in got] == [
        (43.09, "decode_tok_s"),
        (4409.816, "e2e_latency"),
    ]
    assert {(c.concurrency, c.gpu_count) for c in got} == {(1, None)}
    assert _figures("The server took 300 requests per second.", vocab) == []
    assert _figures("We hope to reach a token rate of 1000 per second.", vocab) == []


def test_html_table_rows_take_their_own_setup(vocab: Vocabulary) -> None:
    html = (
        "<table><tr><th>GPU</th><th>Engine</th><th>Decode (tok/s)</th></tr>"
        "<tr><td>H100</td><td>vLLM</td><td>152.3</td></tr>"
        "<tr><td>A100</td><td>SGLang</td><td>98.1</td></tr></table>\n"
    )
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(html, vocab)]
    assert got == [(152.3, "vllm", "H100"), (98.1, "sglang", "A100")]


def test_a_range_of_speedups_written_with_both_units_keeps_both_ends(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("It gives speedups (2x-4x) on input-grounded tasks.", vocab)
    assert (claim.metric, claim.value_min, claim.value_max) == ("speedup", 2.0, 4.0)


def test_prompt_eval_ms_per_token_is_not_a_per_token_latency(vocab: Vocabulary) -> None:
    text = (
        "llama_print_timings: prompt eval time = 215.73 ms / 14 tokens "
        "( 15.41 ms per token, 64.90 tokens per second)"
    )
    assert _figures(text, vocab) == [(64.9, "prefill_tok_s")]
    assert _figures("TPOT: 12.5 ms per token", vocab) == [(12.5, "tpot")]
