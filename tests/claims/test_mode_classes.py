"""Mode of a figure: negation, baselines, before/after pairs, entries of one paragraph.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab, title=title)}


@pytest.mark.parametrize(
    "text",
    [
        "A 4B model reached 210 tok/s on an RTX 4090 without any speculation.",
        "A 4B model reached 210 tok/s on an RTX 4090 with no draft model.",
        "A 4B model reached 210 tok/s on an RTX 4090, not using MTP.",
        "A 4B model reached 210 tok/s on an RTX 4090 after disabling EAGLE.",
    ],
)
def test_a_method_negated_through_a_determiner_is_plain_decoding(
    vocab: Vocabulary, text: str
) -> None:
    """'without any speculation', 'with no draft model': the negated method is AR (rules §2)."""
    assert _modes(text, vocab) == {210.0: "ar"}


def test_self_speculation_is_the_self_speculative_mode(vocab: Vocabulary) -> None:
    """'using self-speculation' names the self-speculative mode, not the generic one."""
    text = "The 7B checkpoint decodes 340 tokens/s on one B200 using self-speculation."
    assert _modes(text, vocab) == {340.0: "self-speculative"}


def test_a_plain_kind_of_the_baseline_is_still_the_baseline(vocab: Vocabulary) -> None:
    """'3x over vanilla autoregressive decoding': AR is what the speedup is measured against."""
    text = "Medusa heads give up to 3x over vanilla autoregressive decoding."
    assert _modes(text, vocab) == {3.0: "medusa"}
    text = "Lookahead runs 1.8x faster than the standard autoregressive baseline."
    assert _modes(text, vocab) == {1.8: "ngram"}


def test_an_arrow_starts_a_change_as_from_does(vocab: Vocabulary) -> None:
    """'41 → 63 tok/s' under a heading naming a method: 41 is the run before the method was
    on (rules §2, before/after pairs), as in 'from 41 to 63 tok/s'."""
    text = "## Results with MTP\n\nSingle stream: 41 → 63 tok/s on one H20.\n"
    assert _modes(text, vocab) == {41.0: "ar", 63.0: "mtp"}
    text = "## Results\n\nSingle stream after the kernel fix: 41 → 63 tok/s on one H20.\n"
    assert _modes(text, vocab) == {41.0: None, 63.0: None}


def test_an_entry_naming_no_method_reads_the_title(vocab: Vocabulary) -> None:
    """Lines of one paragraph are entries: one naming no method does not take the line
    before it's, but still reads the title, as a paragraph naming none does."""
    text = (
        "Changes\n"
        "Medusa heads now load with the main weights (no extra file).\n"
        "Speedup: 1.6x on a single A100 at batch size 1\n"
    )
    assert _modes(text, vocab, title="Add Medusa decoding to the server") == {1.6: "medusa"}


def test_an_entry_naming_another_engine_takes_no_title_method(vocab: Vocabulary) -> None:
    """An entry about another engine's run is that run's: the title's method is not its
    (the boundary of the rule above)."""
    text = (
        "Notes\n"
        "The vLLM build below has MTP enabled (two draft tokens).\n"
        "For reference, SGLang gave 57 tok/s on the same H100.\n"
    )
    title = "vLLM: MTP for Qwen3 on one H100"
    got = [(c.value, c.engine, c.mode) for c in extract_claims(text, vocab, title=title)]
    assert got == [(57.0, "sglang", None)]


def test_the_alternative_set_aside_is_not_the_figures_mode(vocab: Vocabulary) -> None:
    """'a diffusion approach instead of autoregressive decoding': AR is what it is not."""
    text = (
        "The lab's model decodes by parallel decoding instead of autoregressive decoding. "
        "Its demo streams about 1,100 tokens per second."
    )
    assert _modes(text, vocab) == {1100.0: "diffusion"}


def test_denoising_describes_the_diffusion_decoding(vocab: Vocabulary) -> None:
    """A text that says how the model decodes ('refines every slot by denoising') names the
    diffusion mode; calling it a diffusion language model alone does not (rules §3)."""
    text = "Each answer is drafted whole and then denoised in eight steps: 720 tok/s on a B200."
    assert _modes(text, vocab) == {720.0: "diffusion"}
    assert _modes("The diffusion language model reaches 720 tok/s on a B200.", vocab) == {
        720.0: None
    }


def test_a_title_naming_one_method_decides_a_page_discussing_several(
    vocab: Vocabulary,
) -> None:
    """Background on Medusa and EAGLE does not hide the one method the title measures."""
    text = (
        "Drafting methods such as Medusa heads and EAGLE trees both verify guesses in one pass."
        "\n\nOn two L40S cards the chat model gains 1.4x at batch size 1.\n"
    )
    title = "EAGLE-2 on Llama 3: first numbers"
    assert _modes(text, vocab, title=title) == {1.4: "eagle"}
    # a page that also names plain runs leaves an unmarked figure undecided
    plain = text.replace("both verify", "verify, and plain decoding does not verify,")
    assert _modes(plain, vocab, title=title) == {1.4: None}
    # and so does a title comparing two modes
    title = "EAGLE-2 vs vanilla decoding on Llama 3"
    assert _modes(text, vocab, title=title) == {1.4: None}


def test_the_family_word_describing_a_method_gives_the_method(vocab: Vocabulary) -> None:
    """'NextN is a speculative decoding mode that reaches ...': the method is the mode."""
    text = "NextN is a speculative decoding mode of the new server, reaching 95 tok/s on an H20."
    assert _modes(text, vocab) == {95.0: "mtp"}
    text = "EAGLE gave 1.8x on an H20, while speculative decoding with a 1B draft gave 1.3x."
    assert _modes(text, vocab) == {1.8: "eagle", 1.3: "speculative"}


def test_a_family_word_in_context_takes_the_titles_method(vocab: Vocabulary) -> None:
    """'We changed speculative decoding ...' under a title naming prompt lookup: the family
    word stands for the one method the title names (a method is distinct from its family)."""
    text = (
        "We changed speculative decoding so that string matching in the prompt replaces the "
        "draft model. Code edits come out about 2.5x faster."
    )
    assert _modes(text, vocab, title="Prompt lookup for the chat server") == {2.5: "ngram"}
    assert _modes(text, vocab) == {2.5: "speculative"}


def test_an_approximate_first_side_still_starts_the_change(vocab: Vocabulary) -> None:
    """'from ~30 tok/s to 52 tok/s with speculative decoding': ~30 is the plain run."""
    text = (
        "On one RTX 3090 the 32B model goes from ~30 tok/s to 52 tok/s with speculative decoding."
    )
    assert _modes(text, vocab) == {30.0: "ar", 52.0: "speculative"}
