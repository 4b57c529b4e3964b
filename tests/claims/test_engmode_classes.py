"""Engine and mode of a figure: methods and their family, baselines, implied engines.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_setup_naming_a_method_and_its_family_gives_the_method(vocab: Vocabulary) -> None:
    """Speculative decoding with a NextN drafter in a setup list is one mode: the method."""
    text = (
        "Setup:\n"
        "- Engine: SGLang\n"
        "- Speculative decoding: on\n"
        "- Drafter: the NextN head, two draft tokens\n"
        "\n"
        "Results\n"
        "\n"
        "A single request decodes at about 88 tokens/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.engine, claim.mode) == ("sglang", "mtp")


def test_a_title_naming_a_method_and_its_family_gives_the_method(vocab: Vocabulary) -> None:
    """A title 'Speculative decoding with Medusa heads' gives mode medusa to the body."""
    text = "After a few minutes of serving, the rate falls to 41 tokens/s."
    (claim,) = extract_claims(text, vocab, title="Speculative decoding with Medusa heads")
    assert claim.mode == "medusa"


def test_a_method_listed_among_other_names_is_not_the_mode(vocab: Vocabulary) -> None:
    """'speculative decoding, Medusa and others' lists names: no one method is the mode."""
    text = (
        "Speculative decoding, Medusa and others share one idea. "
        "In practice this gives 2x faster generation."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode != "medusa"


def test_a_method_stated_after_the_figures_is_not_their_mode(vocab: Vocabulary) -> None:
    """A later paragraph explaining how a record was set does not give the record its mode."""
    text = (
        "The new record is 640 tokens/s per user.\n"
        "\n"
        "How was it done? Mostly through EAGLE-3 drafting."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_an_engine_after_a_multiple_is_the_baseline(vocab: Vocabulary) -> None:
    """'2.4x Ollama' in a heading measures against Ollama: the figures below are not Ollama's."""
    text = "## Now 2.4X Ollama on one GPU\n\nBatched decoding reaches 512 tok/s at batch 16."
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(2.4, None), (512.0, None)]


def test_a_vs_engine_column_of_multiples_names_the_baseline(vocab: Vocabulary) -> None:
    """A 'vs vLLM' column of multiples is the subject's speedup over vLLM."""
    text = "| Model | Speed | vs vLLM |\n| --- | --- | --- |\n| 8B | 120 tok/s | 1.8x |\n"
    speedups = [c for c in extract_claims(text, vocab) if c.metric == "speedup"]
    assert [(c.value, c.engine) for c in speedups] == [(1.8, None)]


def test_baseline_wording_and_its_bracketed_gloss_name_no_engine(vocab: Vocabulary) -> None:
    """'at or above X', 'within 2 percent of X', 'against B (X build)' all name the baseline."""
    text = (
        "- Prefill at or above llama.cpp; decode within 2 percent of llama.cpp.\n"
        "\n"
        "Our bench against llama-bench (llama.cpp b4000, CUDA) on an RTX 4090: "
        "prompt processing is 1.2x faster."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine) == (1.2, None)


def test_a_title_tag_names_a_part_of_the_repository_not_an_engine(vocab: Vocabulary) -> None:
    """'[MLX] ...' on an SGLang PR tags the backend touched; the run is SGLang's."""
    (claim,) = extract_claims(
        "Decode median: 96.2 tok/s at batch size 1.",
        vocab,
        source="sgl-project/sglang#123",
        title="[MLX] Faster sampling on Apple GPUs",
    )
    assert claim.engine == "sglang"


def test_a_bench_clients_backend_flag_is_not_the_engine(vocab: Vocabulary) -> None:
    """'--backend vllm' picks the client's protocol; an SGLang PR's server is SGLang."""
    text = (
        "```\npython bench_serving.py --backend vllm --max-concurrency 32\n"
        "Output token throughput (tok/s):   2450.5\n```"
    )
    (claim,) = extract_claims(text, vocab, source="sgl-project/sglang#456")
    assert (claim.value, claim.engine) == (2450.5, "sglang")


def test_a_negated_method_in_a_column_header_is_plain_decoding(vocab: Vocabulary) -> None:
    """A 'w/o EAGLE' column holds plain decoding's figures, its neighbour EAGLE's."""
    text = (
        "| Batch | w/o EAGLE (tok/s) | with EAGLE (tok/s) |\n| --- | --- | --- |\n| 1 | 52 | 97 |\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(52.0, "ar"), (97.0, "eagle")]


def test_a_chip_companys_hosted_service_is_the_vendors_engine(vocab: Vocabulary) -> None:
    """'the Groq API serves ... at 480 tok/s' names the vendor's engine on Groq's chip."""
    text = (
        "The Groq API serves the 8B model at 480 tokens per second. "
        "Groq's chips were also used by others at 300 tokens per second."
    )
    first, second = extract_claims(text, vocab)
    assert (first.engine, first.hardware) == ("vendor", "Groq LPU")
    assert second.engine is None


def test_a_titles_baseline_engine_is_not_the_pages_engine(vocab: Vocabulary) -> None:
    """A title '... slow compared to vLLM' on an LMDeploy issue: the runs are LMDeploy's."""
    (claim,) = extract_claims(
        "Output throughput: 88.1 tokens/s at concurrency 4.",
        vocab,
        source="InternLM/lmdeploy#77",
        title="Decoding is slow compared to vLLM",
    )
    assert claim.engine == "lmdeploy"


def test_an_engine_named_in_a_later_paragraph_is_not_the_figures(vocab: Vocabulary) -> None:
    """A later paragraph explaining how a record was set does not name the record's engine."""
    text = (
        "The record now stands at 700 tokens/s per user.\n"
        "\n"
        "It was done with TensorRT-LLM and a tuned draft model.\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_an_issue_posts_closing_line_names_its_runs_engine(vocab: Vocabulary) -> None:
    """'These numbers are with llama.cpp' closing an issue post names the post's engine."""
    text = "Prompt: 2100.5 t/s\nGeneration: 64.2 t/s\n\nThese numbers are with llama.cpp b4100."
    got = [
        c.engine
        for c in extract_claims(
            text, vocab, source="https://github.com/someone/bench-notes/issues/3"
        )
    ]
    assert got == ["llama.cpp", "llama.cpp"]


def test_a_method_among_listed_features_is_not_the_figures_mode(vocab: Vocabulary) -> None:
    """'features (prefix caching, speculative decoding, LoRA)' lists support, not a run."""
    text = (
        "The server has many features (prefix caching, speculative decoding, LoRA adapters). "
        "It reaches over 9,000 tokens/s on one H100."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_a_method_in_one_changelog_line_is_not_the_next_lines(vocab: Vocabulary) -> None:
    """Lines of a release body are entries: the MTP entry's method stays in its own line."""
    text = (
        "Faster MTP drafting: the 30B model now generates 120 tok/s (was 98).\n"
        "Faster sampling at long context: 61.0 -> 66.5 tok/s."
    )
    modes = {c.value: c.mode for c in extract_claims(text, vocab)}
    assert modes[120.0] == "mtp"
    assert (modes[61.0], modes[66.5]) == (None, None)


def test_a_papers_figure_takes_no_engine_from_context(vocab: Vocabulary) -> None:
    """In a vLLM issue, 'the Medusa paper reports 2.3x' is the paper's, not vLLM's."""
    text = "Our vLLM run gives 1.4x. However, the Medusa paper reports a 2.3x speedup."
    got = {c.value: c.engine for c in extract_claims(text, vocab, source="vllm-project/vllm#9")}
    assert got == {1.4: "vllm", 2.3: None}


def test_compare_with_names_the_baseline_as_compared_with_does(vocab: Vocabulary) -> None:
    """'boosts 3x compare with vanilla decoding': vanilla is the baseline, not the mode."""
    (claim,) = extract_claims("The new server can boost up to 3x compare with vanilla.", vocab)
    assert (claim.value, claim.mode) == (3.0, None)


def test_the_original_side_set_against_a_drafter_is_plain_decoding(vocab: Vocabulary) -> None:
    """'the original model runs at 90 tok/s, while with the Medusa heads it runs at 150'."""
    text = "The original model runs at 90 tok/s, while with the Medusa heads it runs at 150 tok/s."
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(90.0, "ar"), (150.0, "medusa")]


def test_a_forks_mainline_engine_is_the_baseline(vocab: Vocabulary) -> None:
    """A fork's PR 'comparing the new kernel to mainline vLLM' measures against vLLM."""
    text = (
        "| Batch | Speedup |\n| --- | --- |\n| 1 | 1.31x |\n\n"
        "It is worth comparing the new kernel to mainline vLLM as well."
    )
    (claim,) = extract_claims(text, vocab, source="https://github.com/someone/fastfork/pull/12")
    assert (claim.value, claim.engine) == (1.31, None)


def test_a_multiple_is_not_the_engine_of_the_clause_it_is_compared_with(vocab: Vocabulary) -> None:
    """'Compared to 4.5 tok/s in Ollama, achieving a 3x speedup': 4.5 is Ollama's, 3x is not."""
    text = "Compared to 4.5 tok/s in Ollama on the same box, achieving up to 3.1x speedup."
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(4.5, "ollama"), (3.1, None)]


def test_v_s_with_dots_compares_as_vs_does(vocab: Vocabulary) -> None:
    """'Ours v.s. llama.cpp on one RTX 4090 with a 9x speedup': llama.cpp is the baseline."""
    (claim,) = extract_claims("Ours v.s. llama.cpp on one RTX 4090 with a 9x speedup!", vocab)
    assert (claim.value, claim.engine, claim.hardware) == (9.0, None, "RTX 4090")


def test_an_engine_named_as_another_apps_backend_is_not_the_engine(vocab: Vocabulary) -> None:
    """'LM Studio + MLX engine' above a table: the runs are LM Studio's."""
    text = (
        "LM Studio + MLX engine (Apple M3 Pro)\n\n"
        "| Prompt | Speed |\n| --- | --- |\n| sort | 17.7 tok/s |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "lm-studio"


def test_a_methods_own_repository_implies_the_method(vocab: Vocabulary) -> None:
    """An issue of the Medusa repository reporting a speedup reports Medusa's."""
    (claim,) = extract_claims(
        "On 2x A100 I only see a 1.6x speedup on MT-bench.",
        vocab,
        source="https://github.com/FasterDecoding/Medusa/issues/42",
    )
    assert (claim.value, claim.mode, claim.engine) == (1.6, "medusa", None)


def test_a_unit_column_beside_a_switch_column_is_not_a_plain_model(vocab: Vocabulary) -> None:
    """Under a NextN setup, a '| NextN | tok/s |' table's tok/s column is no plain model's."""
    text = (
        "Drafting: NextN, two tokens.\n\n"
        "| run | NextN | tok/s |\n| --- | --- | --- |\n"
        "| a | on (n=2) | 8.4 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.mode) == (8.4, "mtp")


def test_an_issue_requesting_a_method_does_not_lend_the_repos_engine(vocab: Vocabulary) -> None:
    """An issue 'add Medusa heads' quoting Medusa's 2.2x: not yet the engine's figure."""
    (claim,) = extract_claims(
        "Medusa heads give about 2.2x faster decoding in their tests.",
        vocab,
        source="https://github.com/ollama/ollama/issues/777",
        title="add Medusa heads for faster inference",
    )
    assert (claim.value, claim.engine, claim.mode) == (2.2, None, "medusa")


def test_a_setup_tables_engine_is_the_pages_engine(vocab: Vocabulary) -> None:
    """A table of the setup alone ('| Framework | SGLang 0.4 |') names the results' engine."""
    text = (
        "| Part | Setup |\n| --- | --- |\n| GPU | RTX 4090 x1 |\n| Framework | SGLang 0.4 |\n\n"
        "| Task | Latency (ms) |\n| --- | --- |\n| chat | 1320 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine) == (1320.0, "sglang")


def test_an_engine_name_inside_a_model_file_name_is_not_the_engine(vocab: Vocabulary) -> None:
    """'Qwen2.5-7B-Instruct-MLX-4bit' names a model file, not the MLX engine."""
    (claim,) = extract_claims("Qwen2.5-7B-Instruct-MLX-4bit: 41.2 tok/s", vocab)
    assert claim.engine is None


def test_autoregressive_decoding_described_is_no_runs_mode(vocab: Vocabulary) -> None:
    """'During autoregressive decoding each token reads every weight' explains decoding; a
    later plain benchmark in a text naming no drafting method still has no mode."""
    text = (
        "During autoregressive decoding, each token reads every active weight from memory.\n\n"
        "On our box the 30B model decodes at 52 tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.mode is None


def test_the_family_word_takes_the_method_its_post_names(vocab: Vocabulary) -> None:
    """'shallow speculation: 1.4x' in a post measuring NextN heads is NextN's (mtp)."""
    text = (
        "We measure NextN heads on this model below.\n\n"
        "With one draft token (shallow speculation) decoding is 1.4x faster than before."
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.mode) == (1.4, "mtp")


def test_an_app_that_swapped_its_backend_is_the_engine(vocab: Vocabulary) -> None:
    """'Ollama now uses MLX instead of its llama.cpp backend': the runs are Ollama's."""
    text = (
        "With release 0.21, Ollama moves its runtime on Macs from llama.cpp to the MLX "
        "framework.\n\n"
        "On an M4 Pro, generation went up to 64 tokens/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "ollama"


def test_a_title_naming_an_apps_backend_gives_the_app(vocab: Vocabulary) -> None:
    """A title 'KoboldCpp, now powered by llama.cpp's new kernels' gives koboldcpp."""
    (claim,) = extract_claims(
        "Token generation on my RX 7900 XTX reached 48 t/s.",
        vocab,
        title="KoboldCpp 1.90 is powered by llama.cpp's newest kernels",
    )
    assert claim.engine == "koboldcpp"


def test_an_engine_via_an_app_is_the_app(vocab: Vocabulary) -> None:
    """'llama.cpp via Ollama' in a setup line: the runs go through Ollama."""
    text = "Setup: llama.cpp via Ollama, RTX 3060.\n\nThe 8B model decodes at 41 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "ollama"


def test_an_apps_engines_listed_the_cjk_way_are_its_backends(vocab: Vocabulary) -> None:
    """'LM Studio 的 llama.cpp 与 MLX 引擎' names LM Studio's backends: the engine is LM Studio."""
    text = "LM Studio 的 llama.cpp 与 MLX 引擎都已更新。生成速度提升到 35 token/秒。"
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "lm-studio"


def test_the_library_under_a_repositorys_engine_names_that_engine(vocab: Vocabulary) -> None:
    """In mlx-lm's own issues, 'MLX' is the engine the issue is about: mlx-lm."""
    (claim,) = extract_claims(
        "After updating MLX, decoding on the M2 Max is 31 tok/s.",
        vocab,
        source="https://github.com/ml-explore/mlx-lm/issues/9999",
    )
    assert claim.engine == "mlx-lm"


def test_a_comparison_of_an_app_with_a_plain_engine_keeps_both(vocab: Vocabulary) -> None:
    """'Ollama gets 30 tok/s, llama.cpp 45 tok/s': no backend is named, each keeps its own."""
    text = "On my RTX 3080, Ollama gets 30 tok/s while llama.cpp gets 45 tok/s."
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(30.0, "ollama"), (45.0, "llama.cpp")]


def test_a_baseline_column_beside_a_method_column_is_plain_decoding(vocab: Vocabulary) -> None:
    """'| Baseline tok/s | Medusa tok/s |': the baseline column is the model without Medusa."""
    text = (
        "| Prompt set | Baseline tok/s | Medusa tok/s | Speedup |\n"
        "| --- | --- | --- | --- |\n"
        "| chat | 61.0 | 118.5 | 1.94x |\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(61.0, "ar"), (118.5, "medusa"), (1.94, "medusa")]


def test_a_vanilla_column_in_chinese_beside_a_method_column_is_plain(vocab: Vocabulary) -> None:
    """'| 基线 (tok/s) | EAGLE-3 (tok/s) |': 基线 (baseline) is plain decoding."""
    text = "| 模型 | 基线 (tok/s) | EAGLE-3 (tok/s) |\n| --- | --- | --- |\n| 8B | 45 | 102 |\n"
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(45.0, "ar"), (102.0, "eagle")]


def test_an_engine_baseline_column_names_no_mode(vocab: Vocabulary) -> None:
    """'| vLLM baseline | ours + EAGLE |': a baseline naming an engine is that engine's run."""
    text = (
        "| Model | vLLM baseline (tok/s) | Ours + EAGLE (tok/s) |\n"
        "| --- | --- | --- |\n"
        "| 8B | 45 | 102 |\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(45.0, None), (102.0, "eagle")]


def test_a_backend_engine_named_apart_on_an_apps_page_is_the_app(vocab: Vocabulary) -> None:
    """A heading 'The new llama.cpp backend' under a title about KoboldCpp: KoboldCpp's runs."""
    text = "## The new llama.cpp backend\n\nOn one RTX 3090, a 13B model now generates 52 t/s."
    (claim,) = extract_claims(text, vocab, title="KoboldCpp 2.0 release notes")
    assert claim.engine == "koboldcpp"


def test_the_run_before_a_method_was_enabled_is_plain_decoding(vocab: Vocabulary) -> None:
    """'Before EAGLE: 31 tok/s, after EAGLE: 55 tok/s': the first figure is plain decoding."""
    text = "On my RTX 3090 the 8B model went from before EAGLE: 31 tok/s, to after EAGLE: 55 tok/s."
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(31.0, "ar"), (55.0, "eagle")]


def test_the_run_before_enabling_a_method_on_its_own_line_is_plain(vocab: Vocabulary) -> None:
    """'before enabling speculative decoding' labels the plain run's line."""
    text = (
        "Before enabling speculative decoding: 12.5 tok/s\nWith speculative decoding: 19.0 tok/s\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(12.5, "ar"), (19.0, "speculative")]


def test_a_family_word_under_a_negated_method_takes_the_method(vocab: Vocabulary) -> None:
    """'Before Medusa: ... after Medusa: ...' then 'speculative heads' names Medusa."""
    text = (
        "Before Medusa: 30 tok/s. After Medusa: 52 tok/s. "
        "With speculative decoding on long prompts the rate still reached 47 tok/s."
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(30.0, "ar"), (52.0, "medusa"), (47.0, "medusa")]


def test_a_project_named_after_an_engine_is_not_that_engine(vocab: Vocabulary) -> None:
    """In an issue of a 'llama-cpp-go' binding, 'llama.cpp' names the binding's own runs."""
    (claim,) = extract_claims(
        "With the bundled llama.cpp, decoding runs at 38 tok/s on my RTX 3060.",
        vocab,
        source="https://github.com/someone/llama-cpp-go/issues/12",
    )
    assert claim.engine is None


def test_a_port_named_after_two_engines_names_neither(vocab: Vocabulary) -> None:
    """A PR of an 'sglang-mlx' port: its MLX and SGLang mentions are the port's."""
    claims = extract_claims(
        "Decode on MLX went from 40 to 52 tok/s on an M3 Max.",
        vocab,
        source="someone/sglang-mlx#7",
    )
    assert [(c.value, c.engine) for c in claims] == [(40.0, None), (52.0, None)]


def test_a_fork_named_exactly_as_the_engine_keeps_the_engine(vocab: Vocabulary) -> None:
    """A fork 'someone/vllm' is vLLM: its figures keep the engine."""
    (claim,) = extract_claims(
        "With this patch vLLM serves 1,900 tok/s output throughput on 8x H100.",
        vocab,
        source="someone/vllm#3",
    )
    assert claim.engine == "vllm"


def test_an_engines_own_command_in_a_plugins_issue_names_the_engine(vocab: Vocabulary) -> None:
    """A plugin 'ollama-bridge' quoting 'ollama run --verbose' output: Ollama's own figures."""
    (claim,) = extract_claims(
        "Output of `ollama run mistral --verbose`:\n\neval rate:            14.2 tokens/s\n",
        vocab,
        source="https://github.com/someone/ollama-bridge/issues/5",
    )
    assert claim.engine == "ollama"


def test_with_spec_lines_beside_no_spec_lines_are_speculative(vocab: Vocabulary) -> None:
    """'no spec 21 t/s' / 'with spec 33 t/s': shorthand for without and with a draft model."""
    text = (
        "RTX 4070, 14B Q4_K_M\n\nno spec 21 t/s\nwith spec 33 t/s\nw/ spec, long prompt: 30 t/s\n"
    )
    got = [(c.value, c.mode) for c in extract_claims(text, vocab)]
    assert got == [(21.0, "ar"), (33.0, "speculative"), (30.0, "speculative")]


def test_an_engine_listed_among_other_runtimes_is_not_the_pages_engine(vocab: Vocabulary) -> None:
    """'runtimes: MLC, vLLM, and Aphrodite' lists runtimes; a later figure names none of them."""
    text = (
        "We compared three runtimes (Aphrodite, vLLM, TabbyLite) on the same box.\n\n"
        "## Power\n\n"
        "Turning on the performance governor gave 1.8x higher tok/s."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_an_engine_listed_with_its_card_is_the_runs_setup(vocab: Vocabulary) -> None:
    """'(vLLM, 8x H100)' states one run's setup: the figure below takes vLLM."""
    text = "Setup (vLLM, 8x H100, FP8).\n\n## Results\n\nOutput throughput reached 9,800 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "vllm"


def test_an_engine_given_as_an_example_is_not_the_pages_engine(vocab: Vocabulary) -> None:
    """'works with servers such as SGLang' names an example; the figure names no engine."""
    text = (
        "The drafter works with serving stacks such as SGLang.\n\n"
        "- Tree drafting: 2.9x faster than plain decoding (13B)."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None


def test_the_second_engine_an_engine_outperforms_is_a_baseline_too(vocab: Vocabulary) -> None:
    """'SGLang outperforms vLLM by up to 3x and LMDeploy by 1.5x': both multiples are SGLang's."""
    text = "SGLang outperforms vLLM by up to 3x and LMDeploy by 1.5x in output throughput."
    got = [(c.value, c.engine) for c in extract_claims(text, vocab)]
    assert got == [(3.0, "sglang"), (1.5, "sglang")]


def test_a_dot_inside_the_baselines_name_ends_no_clause(vocab: Vocabulary) -> None:
    """'faster than llama.cpp on RTX 4090' reads as 'faster than vLLM on RTX 4090' does: the
    card is the baseline's (reading rules §2), whatever punctuation the engine's name holds."""
    for baseline in ("vLLM", "llama.cpp"):
        text = f"TGI is 2.7x faster than {baseline} on RTX 4090."
        (claim,) = extract_claims(text, vocab)
        assert (claim.engine, claim.hardware) == ("tgi", None), baseline


def test_the_card_after_a_vs_pair_is_where_both_ran(vocab: Vocabulary) -> None:
    """'Ours vs vLLM on one RTX 4090 with a 9x speedup': one card for the pair, as the
    labelled 'PowerInfer v.s. llama.cpp on a single RTX 4090' reads."""
    (claim,) = extract_claims("Ours vs vLLM on one RTX 4090 with a 9x speedup!", vocab)
    assert (claim.value, claim.engine, claim.hardware) == (9.0, None, "RTX 4090")
