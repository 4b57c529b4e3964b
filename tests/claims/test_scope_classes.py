"""Scope of a figure's setup: each side of a comparison, each clause, each post.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, **kw: str) -> dict[float, object]:
    return {c.value: c for c in extract_claims(text, vocab, **kw)}


def test_a_file_format_baseline_takes_none_of_the_subjects_setup(vocab: Vocabulary) -> None:
    """'on an RTX 4090 with vLLM at FP8 ... vs EXL2's 41': the baseline is the format's run."""
    text = "On an RTX 4090, vLLM at FP8 decodes 97 tokens/s vs EXL2's 41 tokens/s in our test."
    claims = _by_value(text, vocab)
    assert claims[97].engine == "vllm" and claims[97].hardware == "RTX 4090"
    base = claims[41]
    assert (base.engine, base.hardware, base.precision) == (None, None, None)


def test_a_format_baseline_takes_no_implied_engine(vocab: Vocabulary) -> None:
    """A page about one engine: its baseline in another file format runs no named engine."""
    text = "The model needs 12.5 GB of memory, compared to 7.5 GB for the same model in GGUF."
    claims = _by_value(text, vocab, title="Memory use of the MLX-LM server")
    assert claims[7.5].engine is None


def test_a_bare_pair_shares_its_setup(vocab: Vocabulary) -> None:
    """'RTX 4090: 120 vs 95 tok/s' names no owner for 95: both sides ran on the 4090."""
    text = "On the RTX 4090 decoding reaches 120 vs 95 tokens/s after the patch."
    claims = _by_value(text, vocab)
    assert claims[95].hardware == "RTX 4090"


def test_a_method_negated_with_a_hyphen_is_plain_decoding(vocab: Vocabulary) -> None:
    """'non-EAGLE runs' names EAGLE negated, not a tool called non-EAGLE: the mode is ar."""
    text = "EAGLE was tested too. Our non-EAGLE runs reach 64 tokens/s on one A100."
    (claim,) = extract_claims(text, vocab)
    assert claim.mode == "ar"


def test_a_precision_named_after_the_figures_on_a_page_is_not_theirs(vocab: Vocabulary) -> None:
    """A closing paragraph about what a format allows names no precision for earlier runs."""
    text = (
        "On an RTX 3090 the server decodes 52 tokens/s.\n\n"
        "Another benefit of the project: it supports FP8 checkpoints too."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_a_thread_post_naming_its_quant_in_a_closing_line_keeps_it(vocab: Vocabulary) -> None:
    """'This was the Q4_K_M file' at the end of a post names the post's run."""
    text = (
        "I see 31 tokens/s on my RTX 4060.\n\n"
        "This was the Q4_K_M file.\n\n"
        "---\n\n"
        "Thanks, will check."
    )
    (claim,) = extract_claims(text, vocab, source="https://github.com/o/r/issues/1")
    assert claim.precision == "Q4_K_M"


def test_a_card_stated_with_another_engine_stays_in_its_sentence_in_cjk_too(
    vocab: Vocabulary,
) -> None:
    """'在 vLLM 上用两张 RTX 4090 …。换成 SGLang 后 …': the card is the vLLM run's, whether the
    full stop is followed by a space or, as Chinese writes it, by the next word."""
    for text in (
        "We first ran vLLM on two RTX 4090s. Then on SGLang TG was stuck at 30 tok/s.",
        "我们先在 vLLM 上用两张 RTX 4090 跑了一遍。换成 SGLang 后速度只有 30 tok/s。",
    ):
        (claim,) = extract_claims(text, vocab)
        assert (claim.engine, claim.hardware) == ("sglang", None), text
    same = "我们在 SGLang 上用两张 RTX 4090 跑了一遍。速度只有 30 tok/s。"
    (claim,) = extract_claims(same, vocab)
    assert (claim.engine, claim.hardware) == ("sglang", "RTX 4090")
