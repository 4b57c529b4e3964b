"""One scope walk for a found figure's engine, card and GPU count: the nearest enclosing
unit first (row, line, sentence, paragraph), then the caption or heading stated above it.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_heading_counting_the_sections_card_gives_its_count(vocab: Vocabulary) -> None:
    """'### 2x L40S' over a log naming 'NVIDIA L40S' and a table: the rows ran on two."""
    text = (
        "### 2x L40S 48 GB\n\n"
        "```\nDevice: NVIDIA L40S\nDriver: 550.54\n```\n\n"
        "| Model | Tokens/s |\n| --- | --- |\n| qwen2-7b-q8 | 41.7 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (41.7, "L40S", 2)


def test_a_backends_device_count_in_pasted_output_is_the_gpu_count(vocab: Vocabulary) -> None:
    """'found 2 CUDA devices' printed above a llama-bench table: the rows ran on two GPUs."""
    text = (
        "ggml_cuda_init: found 2 CUDA devices:\n"
        "  Device 0: NVIDIA GeForce RTX 3060, compute capability 8.6\n"
        "  Device 1: NVIDIA GeForce RTX 3060, compute capability 8.6\n"
        "| model | backend | test | t/s |\n| --- | --- | --- | ---: |\n"
        "| qwen2 1.5B Q8_0 | CUDA | tg 128 | 142.31 ± 0.20 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (142.31, "RTX 3060", 2)
    # Vulkan lists integrated GPUs and software renderers too: its count is no card count
    vulkan = text.replace("ggml_cuda_init: found 2 CUDA", "ggml_vulkan: found 2 Vulkan")
    (claim,) = extract_claims(vulkan, vocab)
    assert claim.gpu_count is None


def test_a_label_line_ending_in_a_colon_heads_the_lines_under_it(vocab: Vocabulary) -> None:
    """'llama.cpp notes:' / lines / 'Ollama notes:' / lines: each line takes its group's engine
    although the paragraph names two, and a baseline named on a line between does not stop it."""
    text = (
        "llama.cpp notes:\n"
        "prompt handling is quick on long inputs\n"
        "Ollama notes:\n"
        "setup is 5x faster than with vLLM\n"
        "the GUI client reaches 48 tokens/s on a laptop\n"
    )
    claims = {c.value: c for c in extract_claims(text, vocab)}
    assert claims[48].engine == "ollama"


def test_the_caption_line_right_above_a_table_is_nearer_than_its_paragraph(
    vocab: Vocabulary,
) -> None:
    """A paragraph naming an RTX 3060 and then a caption line 'Ollama on an RTX 4070 (12 GB)'
    right above the table: the rows ran on the caption's card, with its engine."""
    text = (
        "We first tried a laptop with an RTX 3060 and gave up on it.\n"
        "Ollama on an RTX 4070 (12 GB)\n"
        "| Model | Tokens/s |\n|---|---|\n| mistral-7b | 61.2 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware) == (61.2, "ollama", "RTX 4070")


def test_a_card_named_after_the_figure_on_a_page_is_not_its_card(vocab: Vocabulary) -> None:
    """A page's later 'trained on 4x A100' bullet, or a closing 'replace 100 H100 GPUs' in the
    figure's own paragraph: a setup is stated before its figures, so neither is their card."""
    later_section = (
        "The new drafter lifts decoding to 64 tokens/s for the chat model.\n\n"
        "## Training\n\n"
        "- Cost: the drafter trains in two days on 4x A100 GPUs.\n"
    )
    (claim,) = extract_claims(later_section, vocab)
    assert (claim.value, claim.hardware, claim.gpu_count) == (64.0, None, None)
    same_paragraph = (
        "The accelerator streams 900 tokens/s on a 70B model. "
        "Eight such boards replace a rack of H100 GPUs, the maker says."
    )
    (claim,) = extract_claims(same_paragraph, vocab)
    assert (claim.value, claim.hardware) == (900.0, None)
    # a closing sentence that says it describes the page's runs still sets them up
    closing = later_section + "\nAll benchmarks were taken on an RTX 4080.\n"
    (claim,) = extract_claims(closing, vocab)
    assert claim.hardware == "RTX 4080"


def test_a_thread_post_naming_its_card_below_the_figures_keeps_it(vocab: Vocabulary) -> None:
    """An issue post whose 'Environment' block under its figures names the GPU: the post's run."""
    text = (
        "Decoding is stuck at 9 tokens/s with the new build.\n\n"
        "Environment: one RTX 4080, driver 560."
    )
    (claim,) = extract_claims(text, vocab, source="ggml-org/llama.cpp#9999")
    assert (claim.value, claim.hardware) == (9.0, "RTX 4080")


def test_a_next_sentence_pointing_back_names_the_figures_setup(vocab: Vocabulary) -> None:
    """'... 23 tokens/s. That was with Ollama on one RTX 3080.': the sentence after points
    back to the figure and names its engine and card; one that does not point back
    introduces what follows instead."""
    text = "My old desktop managed 23 tokens/s. That was with Ollama on one RTX 3080."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware) == (23.0, "ollama", "RTX 3080")
    cjk = "旧电脑每秒生成 23 个 token。这是用 Ollama 跑的。"
    (claim,) = extract_claims(cjk, vocab)
    assert claim.engine == "ollama"
    forward = "My old desktop managed 23 tokens/s. Next I tried an RTX 3080."
    (claim,) = extract_claims(forward, vocab)
    assert claim.hardware is None


def test_the_sentence_pointing_back_runs_past_an_abbreviation(vocab: Vocabulary) -> None:
    """'That was measured i.e. on one RTX 3080.': the sentence after the figure is cut as
    the figures' sentences are, so "i.e." or "vs." ends no sentence; a full stop does."""
    text = "My old desktop managed 23 tokens/s. That was measured i.e. on one RTX 3080."
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "RTX 3080"
    stopped = "My old desktop managed 23 tokens/s. That was measured. Now I run an RTX 3080."
    (claim,) = extract_claims(stopped, vocab)
    assert claim.hardware is None
