"""A line that is bold and nothing else, standing as its own paragraph, is a heading in all
but its markup (reading rules §2: a figure takes its setup from the nearest unit outward, up
to the heading over it): its engine, card and method reach the section under it as a
``###`` heading's do, past the bold labels ("**Symptoms:**") inside that section, and a bold
title stacked right over another titles a part whose later subsections it still covers.
Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.layout import render
from watcher.claims.plain_headings import plain_heading_level
from watcher.rules import Vocabulary


class TestBoldTitleReach:
    """A bold title's setup reaches its whole section."""

    def test_past_a_bold_label(self, vocab: Vocabulary) -> None:
        text = (
            "**Serving through Ollama**\n\n"
            "Ollama loaded the GGUF file without trouble.\n\n"
            "**Running the GGUF build on llama.cpp directly**\n\n"
            "Built from source with Metal on.\n\n"
            "**Symptoms:**\n\n"
            "```\nggml_metal_init: skipping kernel (not supported)\n```\n\n"
            "**Outcome**: generation crawled along at 0.4 tok/s on the laptop.\n"
        )
        (claim,) = [c for c in extract_claims(text, vocab) if c.value == 0.4]
        assert claim.engine == "llama.cpp"

    def test_a_long_bold_title_sets_the_card_count(self, vocab: Vocabulary) -> None:
        run = "on H100, input 2048, output 512, 128 prompts, request rate 16, concurrency 16"
        text = (
            f"**TP2 {run}**\n\n"
            "```\nOutput token throughput (tok/s):         1500.10\n```\n\n"
            f"**TP4 {run}**\n\nAfter this PR:\n\n"
            "```\nOutput token throughput (tok/s):         2210.35\n```\n"
        )
        claims = [c for c in extract_claims(text, vocab) if c.value == 2210.35]
        assert claims and all(c.gpu_count == 4 for c in claims)

    def test_a_negated_method_under_a_lead_in(self, vocab: Vocabulary) -> None:
        text = (
            "Ran Qwen2.5-7B through the transformers backend, three runs each:\n\n"
            "**with prompt lookup**\n\n"
            "Output generated in 9.80 seconds (51.20 tokens/s, 502 tokens)\n\n"
            "**prompt lookup disabled**\n\n"
            "Output generated in 14.10 seconds (35.60 tokens/s, 502 tokens)\n"
        )
        (claim,) = [c for c in extract_claims(text, vocab) if c.value == 35.6]
        assert claim.mode == "ar"

    def test_a_stacked_part_covers_its_later_subsections(self, vocab: Vocabulary) -> None:
        def run(ms: str, rate: str) -> str:
            return f"```\neval time = {ms} ms / 400 tokens ({rate} tokens per second)\n```\n\n"

        text = (
            "Some more runs, this time mixing cards.\n\n"
            "**RTX 3090 + RTX 4060 Ti**\n\n"
            "**row split**\n\n"
            + run("9000.00", "44.44")
            + "**layer split**\n\n"
            + run("8000.00", "50.00")
            + "**2x RTX 3090**\n\n**row split**\n\n"
            + run("6000.00", "66.67")
        )
        by_value = {c.value: c for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"}
        assert by_value[50.0].gpu_count == 2
        assert by_value[66.67].gpu_count == 2 and by_value[66.67].hardware == "RTX 3090"

    def test_the_levels_of_stacked_parts(self) -> None:
        text = "**A part**\n\n**one**\n\ntext\n\n**two**\n\ntext\n\n**B part**\n\n**one**\n"
        layout = render(text)
        levels = [level for _, level in layout.headings]
        assert levels[0] < levels[1] == levels[2] and levels[3] == levels[0] < levels[4]


class TestNoBoldTitle:
    """Bold that titles nothing: a lead-in with text after it, a bold sentence or figure, a
    bold line in a list item, a bold first line of a longer paragraph."""

    def test_a_lead_in_with_text_after_it(self) -> None:
        assert plain_heading_level("**Note:** this ran on a single H100.") is None

    def test_a_bold_sentence(self) -> None:
        assert plain_heading_level("**Everything below ran on one H100.**") is None

    def test_a_bold_figure(self) -> None:
        assert plain_heading_level("**980 tok/s**") is None

    def test_a_bold_line_inside_prose_or_a_list_item(self) -> None:
        layout = render(
            "We tried vLLM first.\n**It was slow on the A10**\nso we moved on.\n\n"
            "- **Setup on H100**\n\n  details follow\n"
        )
        assert layout.headings == []

    def test_a_bold_lead_in_keeps_its_text(self, vocab: Vocabulary) -> None:
        text = "**Note:** on vLLM with an H100 this reached 80 tok/s.\n"
        (claim,) = extract_claims(text, vocab)
        assert claim.engine == "vllm" and claim.hardware == "H100"
