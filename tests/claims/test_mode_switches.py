"""Mode and load of found figures: switches, baseline columns and captions, stated loads.

Each class of mistake is pinned by texts of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    ("off", "on", "method"),
    [
        ("MTP=off", "MTP=on", "mtp"),
        ("EAGLE: disabled", "EAGLE: enabled", "eagle"),
        ("spec decode = false", "spec decode = true", "speculative"),
    ],
)
def test_a_switch_set_off_in_a_column_header_is_plain_decoding(
    vocab: Vocabulary, off: str, on: str, method: str
) -> None:
    """'| MTP=off | MTP=on |': the column whose switch is off is AR (reading rules §2,
    negation counts); the other is the method."""
    text = (
        f"| Metric | {off} | {on} |\n|---|---|---|\n"
        "| Output token throughput (tok/s) | 64.2 | 118.9 |\n"
    )
    assert _modes(text, vocab) == {64.2: "ar", 118.9: method}


@pytest.mark.parametrize("on", ["with draft", "w/ draft"])
def test_the_side_with_a_draft_is_the_drafting_mode(vocab: Vocabulary, on: str) -> None:
    """'14.2 tok/s without draft, 10.3 tok/s with draft': each side keeps its own mode; the
    'with' side is not the 'without' side's plain decoding (reading rules §2)."""
    text = f"Prompt A: 14.2 tok/s without draft, 10.3 tok/s {on}. 48% accepted."
    assert _modes(text, vocab) == {14.2: "ar", 10.3: "speculative"}


def test_a_baseline_column_under_a_method_heading_is_plain_decoding(vocab: Vocabulary) -> None:
    """'| Baseline | Optimized |' under a heading naming EAGLE: the baseline column is the
    plain model (reading rules §2: "baseline" columns are AR), the other the method."""
    text = (
        "## EAGLE-3 results on one L40S\n\n"
        "| Model | Baseline | Optimized | Speedup |\n|---|---|---|---|\n"
        "| Llama-3.1-8B | 41.5 t/s | 97.3 t/s | 2.34x |\n"
    )
    assert _modes(text, vocab) == {41.5: "ar", 97.3: "eagle", 2.34: "eagle"}


def test_a_baseline_column_naming_no_method_anywhere_keeps_no_mode(vocab: Vocabulary) -> None:
    """A kernel change's before/after table names no decoding method: its baseline column is
    no AR run (LABELLING: pairs from kernels or tuning name no mode)."""
    text = (
        "## Fused kernel results on one L40S\n\n"
        "| Model | Baseline | Optimized |\n|---|---|---|\n"
        "| Llama-3.1-8B | 41.5 t/s | 47.3 t/s |\n"
    )
    assert _modes(text, vocab) == {41.5: None, 47.3: None}


def test_a_column_of_multiples_over_the_baseline_keeps_the_method(vocab: Vocabulary) -> None:
    """'Speedup vs baseline' holds the method's multiples, not the baseline's figures."""
    text = (
        "## Medusa on one A10G\n\n"
        "| Model | tok/s | Speedup vs baseline |\n|---|---|---|\n"
        "| Vicuna-7B | 61.2 | 2.18x |\n"
    )
    assert _modes(text, vocab) == {61.2: "medusa", 2.18: "medusa"}


def test_a_baseline_row_under_a_method_heading_is_plain_decoding(vocab: Vocabulary) -> None:
    """A row labelled 'Vanilla' under a heading naming the method is the plain model's."""
    text = (
        "### Lookahead decoding, RTX 3090\n\n"
        "| Setting | tok/s |\n|---|---|\n| Vanilla | 33.1 |\n| W=5, N=4 | 51.9 |\n"
    )
    assert _modes(text, vocab) == {33.1: "ar", 51.9: "ngram"}


@pytest.mark.parametrize("caption", ["The base model speed:", "Baseline (no drafts):"])
def test_a_caption_calling_the_table_the_base_run_is_plain_decoding(
    vocab: Vocabulary, caption: str
) -> None:
    """A caption right above a table calling it the base run, under a title naming EAGLE:
    its rows are the plain model's; the table captioned for the method keeps it."""
    text = (
        f"Tested on 2x A100.\n\n{caption}\n\n| bs | throughput |\n|---|---|\n"
        "| 1 | 118.4 |\n| 8 | 655.2 |\n\n"
        "With EAGLE:\n\n| bs | throughput |\n|---|---|\n| 1 | 171.3 |\n"
    )
    modes = _modes(text, vocab, title="EAGLE-3 slower at high batch sizes")
    assert modes == {118.4: "ar", 655.2: "ar", 171.3: "eagle"}


def test_a_label_line_calling_the_output_the_base_run_is_plain_decoding(
    vocab: Vocabulary,
) -> None:
    """'base (concurrency = 4):' over a pasted benchmark report in an n-gram thread: the
    report is the plain run's; a long sentence ending in a colon is no such caption."""
    text = (
        "Serving with ngram speculation on 2x L4.\n\n"
        "base (concurrency = 4):\n\n"
        "```\nOutput token throughput (tok/s):         61.75\n```\n\n"
        "with ngram:\n\n"
        "```\nOutput token throughput (tok/s):         80.25\n```\n"
    )
    assert _modes(text, vocab) == {61.75: "ar", 80.25: "ngram"}


def test_a_table_row_takes_no_name_from_the_row_above(vocab: Vocabulary) -> None:
    """The row above is another run, never a label line over this one (reading rules §2:
    the table row is the nearest unit): a 'Vanilla' row lends the next row no mode, and a
    row naming a card lends the next row no card."""
    text = (
        "| Setting | tok/s |\n|---|---|\n| Vanilla | 33.1 |\n| W=5, N=4 | 51.9 |\n"
        "| RTX 3090 | 28.4 |\n| other box | 30.2 |\n"
    )
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[51.9].mode is None
    assert claims[30.2].hardware is None


def test_the_bare_vs_side_of_a_methods_figure_is_plain_decoding(vocab: Vocabulary) -> None:
    """'(21.4 s vs 38.9 s)' in a post about Medusa: the figure after "vs" is the baseline of
    the method's run, AR (reading rules §2); a side naming its own engine is not made the
    plain side by the pair, and a pair on a page naming no method has no mode."""
    text = (
        "# Medusa heads on one A100\n\n"
        "- Much faster end-to-end on long answers (21.4 s vs 38.9 s).\n"
        "- Decode: 88.1 tok/s vs vLLM's 61.0 tok/s.\n"
    )
    modes = _modes(text, vocab)
    assert (modes[21.4], modes[38.9], modes[88.1]) == ("medusa", "ar", "medusa")
    assert modes[61.0] != "ar"  # vLLM's own run: this rule does not make it the plain side
    text = "# One A100\n\n- Much faster end-to-end on long answers (21.4 s vs 38.9 s).\n"
    assert _modes(text, vocab) == {21.4: None, 38.9: None}


def _loads(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, int | None]:
    return {c.value: c.concurrency for c in extract_claims(text, vocab, title=title)}


_RUNS = (
    "| arm | decode tok/s |\n|---|---|\n| EAGLE-3 | 212.5 |\n| plain | 131.0 |\n\n"
    "- **Speedup ≈ 1.62x**\n"
)


@pytest.mark.parametrize(
    "title", ["perf: EAGLE-3 on Llama-3.1-8B (B=1)", "EAGLE-3 speedup at batch size 1, H100"]
)
def test_a_load_the_title_states_is_every_figures_load(vocab: Vocabulary, title: str) -> None:
    """'(B=1)' in the title is the context of every figure below, the multiple included
    (reading rules §1: the title is context)."""
    assert _loads(_RUNS, vocab, title=title) == {212.5: 1, 131.0: 1, 1.62: 1}


@pytest.mark.parametrize(
    "title",
    [
        "EAGLE-3 at batch size 64: TPOT stays under 20 ms",
        "EAGLE-3 benchmark (single user, batching, multi-user)",
        "EAGLE-3 at B=1 and B=32",
    ],
)
def test_a_title_load_of_its_own_figure_or_of_several_runs_is_no_ones(
    vocab: Vocabulary, title: str
) -> None:
    """A load bound to the title's own figure ('at batch size 64: TPOT stays under 20 ms'),
    or a title naming several loads, gives the figures below no load."""
    assert _loads(_RUNS, vocab, title=title) == {212.5: None, 131.0: None, 1.62: None}


@pytest.mark.parametrize(
    ("text", "load"),
    [
        ("| Dimension | vLLM |\n|---|---|\n| 20-user aggregate throughput | 640 tok/s |\n", 20),
        ("The drafter's conc-1 decode reaches 57 tok/s/user on one L4.", 1),
        ("Serving gets 1,410 tok/s aggregate at c=16 on one L4.", 16),
        ("Serving gets 1,410 tok/s aggregate at c16 on one L4.", 16),
        ("Serves 38 tok/s single\u2011stream on one L4.", 1),
        ("With a concurrency level of 12, it serves 950 tok/s on one L4.", 12),
        ("Under 48-way concurrency it serves 950 tok/s on one L4.", 48),
        ("With bsz=6 it serves 310 tok/s on one L4.", 6),
        ("It serves 950 tok/s with 12 in-flight requests on one L4.", 12),
        ("| Load | Output tok/s |\n|---|---|\n| 12 users | 950 |\n", 12),
        ("| Run | tok/s |\n|---|---|\n| aggregate @12 streams | 950 |\n", 12),
    ],
)
def test_a_load_written_short_is_the_figures_load(vocab: Vocabulary, text: str, load: int) -> None:
    """'20-user aggregate', 'conc-1', 'c=16', 'at c16', 'single‑stream' (a non-breaking
    hyphen), 'a concurrency level of 12', '48-way concurrency', 'bsz=6', '12 in-flight
    requests' state the load as 'batch 16' or 'single-stream' do (reading rules §4)."""
    assert set(_loads(text, vocab).values()) == {load}


@pytest.mark.parametrize(
    "text",
    [
        "Perplexity on c4 is fine; decode runs 41 tok/s on one L4.",
        "Run with -c 4096: decode runs 41 tok/s on one L4.",
        "The 8-bit model decodes 41 tok/s on one L4.",
    ],
)
def test_a_dataset_a_context_flag_or_a_bit_width_is_no_load(vocab: Vocabulary, text: str) -> None:
    """'c4' (a dataset), '-c 4096' (a context size), '8-bit': no concurrency."""
    assert set(_loads(text, vocab).values()) == {None}


def test_a_glyph_bullet_takes_no_method_from_the_bullets_beside_it(vocab: Vocabulary) -> None:
    """'•' lines pasted from a web page are list items, though Markdown joins them into one
    paragraph: a bullet's method is not the next bullet's, nor the one before's (reading
    rules §2: details never leak from one bullet into the next)."""
    text = (
        "Highlights\n\n"
        "  • Decode on Mistral-7B with EAGLE-3: 96.2 t/s on one L4\n"
        "  • Prefill on Mistral-7B: 2210 t/s on one L4\n"
        "  • The drafter also runs with MTP heads and lookahead\n"
    )
    assert _modes(text, vocab) == {96.2: "eagle", 2210.0: None}


def test_a_row_of_a_table_comparing_methods_takes_no_method_from_the_page(
    vocab: Vocabulary,
) -> None:
    """Rows labelled 'Vanilla', 'Medusa', 'Lookahead' set methods against each other: a row
    naming none ('KV offload') is another technique, not the page's method."""
    text = (
        "We tried speculative decoding on a Jetson Orin.\n\n"
        "| Method | tok/s |\n|---|---|\n| Vanilla | 12.1 |\n| Medusa-2 | 19.4 |\n"
        "| Lookahead | 15.2 |\n| KV offload | 9.7 |\n"
    )
    assert _modes(text, vocab) == {12.1: "ar", 19.4: "medusa", 15.2: "ngram", 9.7: None}


@pytest.mark.parametrize(
    "intro",
    [
        "The suite grew to 40 configurations, plus two speculative decoding tests.",
        "I also added 3 more EAGLE runs at the end.",
        "Besides the quants, a few MTP benchmarks were run separately.",
    ],
)
def test_a_method_counted_as_a_few_of_the_runs_is_not_the_tables(
    vocab: Vocabulary, intro: str
) -> None:
    """'plus two speculative decoding tests': the method is those runs' setup, not that of
    the plain benchmark table further down (a plain benchmark names no mode, rules §3)."""
    text = (
        f"{intro}\nQuants tested:\n- Q4_K_M: the usual one\n- Q8_0: the big one\n"
        "All runs on one RTX 3090.\n\n"
        "| Model | Quant | Decode (t/s) |\n|---|---|---|\n| Qwen3-8B | Q4_K_M | 101.4 |\n"
    )
    assert _modes(text, vocab) == {101.4: None}


def test_a_method_stated_as_the_posts_setup_still_sets_up_its_table(vocab: Vocabulary) -> None:
    """The same layout with the method as the post's setup keeps it."""
    text = (
        "All runs use speculative decoding with a 0.6B draft.\nQuants tested:\n"
        "- Q4_K_M: the usual one\n- Q8_0: the big one\nAll runs on one RTX 3090.\n\n"
        "| Model | Quant | Decode (t/s) |\n|---|---|---|\n| Qwen3-8B | Q4_K_M | 101.4 |\n"
    )
    assert _modes(text, vocab) == {101.4: "speculative"}


@pytest.mark.parametrize(
    ("method", "mode"),
    [
        ("DFlash2 drafting", "speculative"),
        ("DSpark", "speculative"),
        ("a PARD draft model", "speculative"),
        ("suffix decoding", "ngram"),
        ("Kangaroo", "self-speculative"),
        ("Fast-dLLM v2", "diffusion"),
    ],
)
def test_a_method_named_for_its_project_is_its_mode(
    vocab: Vocabulary, method: str, mode: str
) -> None:
    """Methods named for their project are distinct modes (reading rules §3: DFlash and other
    drafters are speculative; model-free suffix matching drafts as n-grams do; a shallow
    sub-network drafting for its own model is self-speculative)."""
    assert _modes(f"With {method}, the 8B model decodes 131 tok/s on one L40S.", vocab) == {
        131.0: mode
    }


def test_a_plain_label_holds_over_its_list_of_runs(vocab: Vocabulary) -> None:
    """'plain 38.0 -> 41.2 tok/s at 1K, 33.1 -> 37.9 at 16K; Medusa 70.4 at 16K': 'plain'
    labels each run of its clause, up to the clause break (a decimal point is none)."""
    text = (
        "Faster decode for Medusa check rows. M4 Max: plain 38.0 -> 41.2 tok/s at 1K, "
        "33.1 -> 37.9 at 16K; Medusa 70.4 tok/s at 16K."
    )
    modes = _modes(text, vocab)
    assert [modes[v] for v in (38.0, 41.2, 33.1, 37.9, 70.4)] == ["ar"] * 4 + ["medusa"]


def test_a_base_side_set_against_a_drafter_is_plain_decoding(vocab: Vocabulary) -> None:
    """'base decode 48.2 tok/s on the same card, code reaching 77.5 tok/s with the drafter':
    the base side is AR; the figure whose own words name the drafter keeps it; a baseline
    named for an engine is that engine's run, not made plain here."""
    text = (
        "Trained an EAGLE-3 head for Qwen3-14B on one RTX 4090 (base decode 48.2 tok/s on "
        "the same card, code reaching 77.5 tok/s with the drafter)."
    )
    modes = _modes(text, vocab)
    assert modes[48.2] == "ar"
    assert modes[77.5] in ("eagle", "speculative")  # the drafter's run, not the base side
    text = "With EAGLE-3 it decodes 77.5 tok/s, against the SGLang baseline 51.0 tok/s."
    assert _modes(text, vocab)[51.0] != "ar"


@pytest.mark.parametrize("joined", ["Qwen3-8B + EAGLE3", "Qwen3-8B w/ Medusa", "Qwen3-8B (MTP)"])
def test_a_model_row_beside_its_row_with_a_method_is_plain_decoding(
    vocab: Vocabulary, joined: str
) -> None:
    """'| Qwen3-8B |' over '| Qwen3-8B + EAGLE3 |': the same model without the method, AR
    (reading rules §2); a row of another model keeps no mode."""
    text = (
        "| Model | Throughput (tok/s) |\n|---|---|\n"
        f"| Qwen3-8B | 50.2 |\n| {joined} | 110.4 |\n| Mistral-7B | 30.3 |\n"
    )
    modes = _modes(text, vocab)
    assert (modes[50.2], modes[30.3]) == ("ar", None)
    assert modes[110.4] not in (None, "ar")


@pytest.mark.parametrize("earlier", ["(from 41)", "(was 41)", ", up from 41 before"])
def test_the_earlier_value_of_a_methods_figure_is_plain_decoding(
    vocab: Vocabulary, earlier: str
) -> None:
    """'doubled throughput to 88 tok/s (from 41)' with n-gram speculation: the bracketed earlier
    value is the before side of the pair, AR (reading rules §2); with no method named it
    keeps no mode."""
    text = f"Using n-gram speculation lifted decode to 88 tok/s {earlier} on one A10G."
    assert _modes(text, vocab) == {88.0: "ngram", 41.0: "ar"}
    text = f"The fused kernel lifted decode to 88 tok/s {earlier} on one A10G."
    assert _modes(text, vocab) == {88.0: None, 41.0: None}


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (
            "Without speculative decoding we get 33 tok/s; with it, 71 tok/s on one A10G.",
            "speculative",
        ),
        ("With MTP disabled, decode is 33 tok/s; enabled, 71 tok/s on one A10G.", "mtp"),
        ("Without Medusa the model runs 33 tok/s, and with it 71 tok/s on one A10G.", "medusa"),
    ],
)
def test_the_clause_turning_a_negated_method_back_on_is_the_methods_run(
    vocab: Vocabulary, text: str, method: str
) -> None:
    """'Without X ... 33 tok/s; with it, 71 tok/s': the second clause turns the method back
    on, so its figure is the method's, not the negated side's AR (reading rules §2)."""
    assert _modes(text, vocab) == {33.0: "ar", 71.0: method}


def test_a_vs_side_labelled_with_its_own_method_keeps_it(vocab: Vocabulary) -> None:
    """'33 tok/s (AR) vs 71 tok/s (Medusa)': the side after "vs" names its own method in
    brackets; it is no bare baseline."""
    text = "We measured 33 tok/s (AR) vs 71 tok/s (Medusa) on one A10G."
    assert _modes(text, vocab) == {33.0: "ar", 71.0: "medusa"}


@pytest.mark.parametrize(
    "text",
    [
        "Lookahead decoding: 71 tok/s vs 33 tok/s baseline on one A10G.",
        "Lookahead decoding gets 71 tok/s against 33 tok/s for the baseline on one A10G.",
        "Lookahead decoding gets 71 tok/s; 33 tok/s (baseline) on one A10G.",
    ],
)
def test_a_figure_called_the_baseline_is_plain_decoding(vocab: Vocabulary, text: str) -> None:
    """'33 tok/s baseline' beside the method's figure: the figure the words right after call
    the baseline is AR (reading rules §2: "baseline" is AR)."""
    assert _modes(text, vocab) == {71.0: "ngram", 33.0: "ar"}


def test_a_baseline_named_for_an_engine_is_not_made_plain(vocab: Vocabulary) -> None:
    """'33 tok/s for the vLLM baseline': another engine's run, not this rule's plain side."""
    text = "Lookahead decoding gets 71 tok/s, 33 tok/s (vLLM baseline) on one A10G."
    assert _modes(text, vocab)[33.0] != "ar"


def test_the_target_alone_and_a_method_drafting_no_tokens_are_plain_decoding(
    vocab: Vocabulary,
) -> None:
    """'Target only' beside drafter rows, a 'no draft' stage and 'MTP0' (no drafted tokens)
    are AR; 'MTP3' is MTP drafting three tokens (reading rules §2/§3)."""
    text = (
        "| Method | tok/s |\n|---|---|\n| Target only | 31.5 |\n| MTP0 | 32.0 |\n"
        "| MTP3 | 66.4 |\n| DFlash | 74.8 |\n\n"
        "Stage no draft: 30.5 tok/s, stage EAGLE: 58.5 tok/s on one L4.\n"
    )
    assert _modes(text, vocab) == {
        31.5: "ar",
        32.0: "ar",
        66.4: "mtp",
        74.8: "speculative",
        30.5: "ar",
        58.5: "eagle",
    }


def test_a_users_column_beside_the_figure_is_no_load(vocab: Vocabulary) -> None:
    """'| 5 users |' in a later column says how many users a setup can serve, not the load
    its figure was measured under (a row's first cell labels its run)."""
    text = "| GPU | Throughput | Capacity |\n|---|---|---|\n| 1x L4 | 361 tok/s | 5 users |\n"
    assert _loads(text, vocab) == {361.0: None}


@pytest.mark.parametrize("heading", ["Without speculative decoding", "MTP disabled", "w/o EAGLE:"])
def test_a_negated_method_in_the_heading_over_a_table_is_plain_decoding(
    vocab: Vocabulary, heading: str
) -> None:
    """'### Without speculative decoding' over a table: negation counts in a heading or a
    caption as in a sentence (reading rules §2)."""
    text = (
        "# Qwen3 on one L4\n\nWe compare EAGLE-3 with plain decoding.\n\n"
        f"### {heading}\n\n| Prompt | tok/s |\n|---|---|\n| short | 31.5 |\n\n"
        "### With EAGLE-3\n\n| Prompt | tok/s |\n|---|---|\n| short | 66.4 |\n"
    )
    assert _modes(text, vocab) == {31.5: "ar", 66.4: "eagle"}


@pytest.mark.parametrize("plain", ["Normal generation", "Regular decoding", "Standard generation"])
def test_plain_generation_named_in_other_words_is_ar(vocab: Vocabulary, plain: str) -> None:
    """'Normal generation: 33 tok/s; speculative generation: 71 tok/s': the plain side named in
    other words is AR (reading rules §2: "normal decoding" is AR)."""
    text = f"{plain}: 33 tok/s; speculative generation: 71 tok/s on one A10G."
    assert _modes(text, vocab) == {33.0: "ar", 71.0: "speculative"}
