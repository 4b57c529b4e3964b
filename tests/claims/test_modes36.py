"""A figure's decoding method (reading rules §2, §3).

- The family words "speculative decoding" standing for a method the same sentence names
  ("EAGLE-3 ... reaches 90 tok/s with speculative decoding") give the method; they stay
  ``speculative`` when a separate draft model is named, or no method is.
- A "w/ draft" / "with spec" column under a caption or heading naming EAGLE-3, MTP or Medusa
  is that method's; "w/o draft" stays ``ar``.
- "(SD off)" / "(SD on)" in a text about LLM decoding: speculative decoding off (``ar``) or on;
  SD alone may be Stable Diffusion, which no switch reads.
- A method a title or a bracketed list names as one of several topics ("Quantization,
  Speculative Decoding & Cross-Device Benchmarks") sets up no figure.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, title: str | None = None) -> list[tuple[float, object]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab, title=title)]


# -- 1. the family word names the method its sentence names --------------------------------


def test_method_before_the_figure_and_family_word_after(vocab: Vocabulary) -> None:
    text = "EAGLE-3 on an H100 reaches 90 tok/s with speculative decoding in vLLM."
    assert _modes(text, vocab) == [(90.0, "eagle")]


def test_mtp_clause_then_family_word(vocab: Vocabulary) -> None:
    text = "With MTP, the model reaches 55 tok/s using speculative decoding on llama.cpp."
    assert _modes(text, vocab) == [(55.0, "mtp")]


def test_medusa_and_prompt_lookup_take_the_family_word(vocab: Vocabulary) -> None:
    assert _modes("Medusa heads on an A100 gave 71 tokens/s with speculative decoding.", vocab) == [
        (71.0, "medusa")
    ]
    text = "Prompt lookup pushes Qwen3 to 120 tok/s with speculative decoding on an RTX 4090."
    assert _modes(text, vocab) == [(120.0, "ngram")]


def test_adjacent_method_word_still_gives_the_method(vocab: Vocabulary) -> None:
    assert _modes("EAGLE-based speculative decoding reaches 90 tok/s on H100.", vocab) == [
        (90.0, "eagle")
    ]


def test_a_named_draft_model_keeps_speculative(vocab: Vocabulary) -> None:
    text = "EAGLE-3 and a 1B draft model: we got 60 tok/s with speculative decoding."
    assert _modes(text, vocab) == [(60.0, "speculative")]
    text = "Speculative decoding with a Llama-3.2-1B draft model reaches 60 tok/s on an RTX 4090."
    assert _modes(text, vocab) == [(60.0, "speculative")]


def test_another_figure_between_keeps_the_family_word(vocab: Vocabulary) -> None:
    text = "EAGLE-3 gets 80 tok/s, and the model reaches 60 tok/s with speculative decoding."
    assert _modes(text, vocab) == [(80.0, "eagle"), (60.0, "speculative")]


def test_a_method_bound_to_another_figure_keeps_the_family_word(vocab: Vocabulary) -> None:
    text = "On H200, SGLang reaches 40 tok/s with Medusa and 90 tok/s with speculative decoding."
    assert _modes(text, vocab) == [(40.0, "medusa"), (90.0, "speculative")]


# -- 2. a drafting column under a caption naming the method --------------------------------

_DRAFT_TABLE = (
    "| Model | w/o draft (tok/s) | w/ draft (tok/s) |\n|---|---|---|\n| Llama-3-8B | 40 | 95 |\n"
)


def test_draft_column_under_an_eagle_caption(vocab: Vocabulary) -> None:
    text = "Table 2: EAGLE-3 results on H100 (vLLM)\n\n" + _DRAFT_TABLE
    assert _modes(text, vocab) == [(40.0, "ar"), (95.0, "eagle")]


def test_spec_column_under_an_mtp_heading(vocab: Vocabulary) -> None:
    text = "## MTP benchmark\n\n| Model | baseline tok/s | with spec tok/s |\n|---|---|---|\n"
    text += "| Qwen3 | 40 | 70 |\n"
    assert _modes(text, vocab) == [(40.0, "ar"), (70.0, "mtp")]


def test_spec_rows_under_a_medusa_lead_in(vocab: Vocabulary) -> None:
    text = "Medusa-2 on 1x A100, Vicuna-7B:\n\n| Setting | tok/s |\n|---|---|\n"
    text += "| w/o spec | 35 |\n| with spec | 80 |\n"
    assert _modes(text, vocab) == [(35.0, "ar"), (80.0, "medusa")]


def test_draft_column_under_a_medusa_heading(vocab: Vocabulary) -> None:
    text = "### Medusa-2 results on an A100\n\n" + _DRAFT_TABLE
    assert _modes(text, vocab) == [(40.0, "ar"), (95.0, "medusa")]


def test_draft_column_under_a_chinese_caption(vocab: Vocabulary) -> None:
    text = "表 1：EAGLE-3 在 H100 上的结果\n\n" + _DRAFT_TABLE
    assert _modes(text, vocab) == [(40.0, "ar"), (95.0, "eagle")]


def test_draft_column_without_a_named_method_stays_speculative(vocab: Vocabulary) -> None:
    text = "## Results\n\n" + _DRAFT_TABLE
    assert _modes(text, vocab) == [(40.0, "ar"), (95.0, "speculative")]


def test_caption_naming_a_draft_model_beside_the_method_stays_speculative(
    vocab: Vocabulary,
) -> None:
    text = "Table 3: EAGLE-3 vs a 1B draft model on H100\n\n" + _DRAFT_TABLE
    assert _modes(text, vocab) == [(40.0, "ar"), (95.0, "speculative")]


# -- 3. "(SD off)" / "(SD on)" --------------------------------------------------------------


def test_sd_switch_after_each_figure(vocab: Vocabulary) -> None:
    text = (
        "Running Llama 3 8B on llama.cpp with an RTX 4090: 38 tok/s (SD off), "
        "61 tok/s (SD on) with a 1B draft."
    )
    assert _modes(text, vocab) == [(38.0, "ar"), (61.0, "speculative")]


def test_sd_switch_keyed_before_the_figure(vocab: Vocabulary) -> None:
    text = "Qwen3-32B, 2x3090: SD off: 21.4 t/s; SD on: 33.9 t/s"
    assert _modes(text, vocab) == [(21.4, "ar"), (33.9, "speculative")]


def test_sd_switch_as_row_labels(vocab: Vocabulary) -> None:
    text = "| config | tok/s |\n|---|---|\n| SD off | 14.2 |\n| SD on | 25.7 |\n"
    assert _modes(text, vocab) == [(14.2, "ar"), (25.7, "speculative")]


def test_sd_in_brackets_in_another_language(vocab: Vocabulary) -> None:
    text = "Auf der RTX 3090 schafft llama.cpp 18 Token/s (SD off) und 29 Token/s (SD on)."
    assert _modes(text, vocab) == [(18.0, "ar"), (29.0, "speculative")]


def test_stable_diffusion_is_no_switch(vocab: Vocabulary) -> None:
    text = "I also run SD on an RTX 4090 while my LLM does 40 tok/s."
    assert _modes(text, vocab) == [(40.0, None)]
    text = "ComfyUI with SDXL next to the LLM: 22 tok/s (SD on), 35 tok/s (SD off)."
    assert _modes(text, vocab) == [(22.0, None), (35.0, None)]


# -- 4. a method among a list of topics -------------------------------------------------------


def test_a_title_listing_the_method_among_topics_sets_no_mode(vocab: Vocabulary) -> None:
    title = "Apple Silicon LLM Inference: Quantization, Speculative Decoding & Benchmarks"
    text = "Q6_K runs 1.68x faster than Q5_K_M on the same machine."
    assert _modes(text, vocab, title) == [(1.68, None)]
    title = "Consolidate ROCm exactness, distributed v3, DSpark speculation, and NHI parallelism"
    text = "- Deployed to the two-node pipeline: decode 14.02 tok/s, flat versus before."
    assert _modes(text, vocab, title) == [(14.02, None)]


def test_a_bracketed_feature_list_sets_no_mode(vocab: Vocabulary) -> None:
    text = (
        "In this post we dive into the suite of innovations (cutting-edge speculative "
        "decoding, compute reduction with SwiftKV and optimized embedding inference).\n\n"
        "Real-world results, one deployment\n"
        "For real workloads it achieves 1.7x higher throughput than the latency-optimized one."
    )
    assert _modes(text, vocab) == [(1.7, None)]


def test_a_title_naming_one_method_still_sets_it(vocab: Vocabulary) -> None:
    title = "Speculative Decoding on Apple Silicon"
    text = "The 4B model now decodes at 41 tok/s on an M2 Ultra."
    assert _modes(text, vocab, title) == [(41.0, "speculative")]


def test_a_negated_method_in_a_conditions_list_stays(vocab: Vocabulary) -> None:
    text = (
        "Traces (24 decode steps at batch 32, 4x H200 TP4, no speculative decoding, Engram "
        "tables on the GPUs). Serving effect at C=32: 713 -> 934 tok/s aggregate."
    )
    assert [m for _, m in _modes(text, vocab)] == ["ar", "ar"]


def test_a_setup_list_with_an_engine_keeps_its_method(vocab: Vocabulary) -> None:
    text = "Setup (vLLM, EAGLE-3, FP8): the model decodes at 88 tok/s."
    assert _modes(text, vocab) == [(88.0, "eagle")]


# -- 5. llama.cpp's speculative types name their method -------------------------------------


def test_a_draft_mtp_cell_is_mtp(vocab: Vocabulary) -> None:
    text = "| Engine | Quant | Spec | tok/s |\n|---|---|---|---|\n"
    text += "| llama.cpp | Q6_K | draft-mtp | 43.1 |\n| llama.cpp | Q6_K | none | 30.2 |\n"
    assert _modes(text, vocab) == [(43.1, "mtp"), (30.2, "ar")]


def test_a_spec_type_flag_in_a_bullet(vocab: Vocabulary) -> None:
    text = "- `--spec-type draft-mtp --spec-draft-n-max 2 --parallel 4`: 81.1 tok/s"
    assert _modes(text, vocab) == [(81.1, "mtp")]


def test_draft_dflash_is_a_draft_model(vocab: Vocabulary) -> None:
    text = "Decoding with `--spec-type draft-dflash`: 211 tok/s on a 5090."
    assert _modes(text, vocab) == [(211.0, "speculative")]


def test_ngram_types_are_ngram(vocab: Vocabulary) -> None:
    text = "With `--spec-type ngram-mod` llama.cpp went from 13.6 to 136.75 tok/s."
    assert _modes(text, vocab) == [(13.6, "ar"), (136.75, "ngram")]
    text = "llama-server --spec-type ngram-simple: 64 t/s on the RTX 3090."
    assert _modes(text, vocab) == [(64.0, "ngram")]


def test_a_draft_file_path_names_no_type(vocab: Vocabulary) -> None:
    text = "Loaded models/qwen-draft-mtp.gguf and decoded at 30 tok/s on an RTX 3090."
    assert _modes(text, vocab) == [(30.0, None)]


# -- 6. a checkpoint named "...-MTP" runs with its MTP heads ---------------------------------


def test_an_mtp_checkpoint_in_a_models_line(vocab: Vocabulary) -> None:
    text = (
        "Models used: unsloth/Qwen3.6-27B-MTP-GGUF (Q8_0) via llama.cpp on an RTX 6000: 48 tok/s."
    )
    assert _modes(text, vocab) == [(48.0, "mtp")]


def test_an_mtp_checkpoint_ending_the_name(vocab: Vocabulary) -> None:
    text = "Running Qwen3.8-Flash-Next-MLX-oQ8-MTP on an M3 Ultra gives 64 tok/s."
    assert _modes(text, vocab) == [(64.0, "mtp")]


def test_an_mtp_gguf_passed_to_the_server(vocab: Vocabulary) -> None:
    text = "llama-server -m Qwen3.6-27B-MTP-TQ3_4S.gguf on an RTX 3090: 61.7 tok/s."
    assert _modes(text, vocab) == [(61.7, "mtp")]


def test_a_branch_name_is_no_checkpoint(vocab: Vocabulary) -> None:
    text = "I merged feature/add-mtp-support and got 40 tok/s on a 3090."
    assert _modes(text, vocab) == [(40.0, None)]
