"""Comparison setups named by a key ("C1: ..., using chatglm.cpp" / "C2: ..., using
llama.cpp", then "- C1: 2.5 t/s"; a block "Historical EXL2 baseline:" naming its loader, then
a column "EXL2 median"): each keyed figure takes its own key's engine, and none when its key's
definition names no listed engine (reading rules §2: each figure takes its own setup). A key
that is a card's name, or a post with one key only, is no keyed comparison. Texts written for
these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary, **context: str) -> list[tuple[float, str | None]]:
    return [
        (c.value, c.engine)
        for c in extract_claims(text, vocab, **context)
        if c.metric == "decode_tok_s"
    ]


_ITEMS = (
    "My box: Ryzen 7950X, RTX 4090. Two setups, same prompt:\n"
    "C1: qwen2-7B, using fastchat-cpp\n"
    "C2: qwen2-7B, using llama.cpp\n\n"
    "**FP16**\n\n"
    "- C1: 31.5 t/s\n"
    "- C2: 44.2 t/s\n"
)


def test_keyed_items_take_their_own_keys_engine(vocab: Vocabulary) -> None:
    assert _engines(_ITEMS, vocab) == [(31.5, None), (44.2, "llama.cpp")]


def test_keyed_blocks_reach_the_columns_and_items_they_head(vocab: Vocabulary) -> None:
    text = (
        "Hardware: 2x RTX 3090\n\n"
        "Old EXL2 baseline:\n"
        "- model: some-model-exl2_4.0bpw\n"
        "- loader: `ExLlamav2_HF`\n\n"
        "Current EXL3:\n"
        "- model: some-model-exl3_4.0bpw\n"
        "- loader: `ExLlamav3`\n\n"
        "| Context | EXL2 median | EXL3 median |\n"
        "| --- | ---: | ---: |\n"
        "| 4k | 9.12 t/s | 4.05 t/s |\n\n"
        "Overall:\n"
        "- EXL2: avg 8.61 t/s\n"
        "- EXL3: avg 3.77 t/s\n"
    )
    assert _engines(text, vocab, source="turboderp-org/exllamav3#9") == [
        (9.12, "exllamav2"),
        (4.05, "exllamav3"),
        (8.61, "exllamav2"),
        (3.77, "exllamav3"),
    ]


def test_one_key_alone_is_no_keyed_comparison(vocab: Vocabulary) -> None:
    text = "C1: qwen2-7B, using fastchat-cpp\n\nWith llama.cpp on the RTX 4090:\n- C1: 31.5 t/s\n"
    assert _engines(text, vocab) == [(31.5, "llama.cpp")]


def test_card_names_opening_lines_are_no_keys(vocab: Vocabulary) -> None:
    text = (
        "All runs use llama.cpp.\n"
        "A10: rented, spot instance\n"
        "L4: rented, on-demand\n\n"
        "- A10: 31.5 t/s\n"
        "- L4: 22.4 t/s\n"
    )
    assert _engines(text, vocab) == [(31.5, "llama.cpp"), (22.4, "llama.cpp")]
