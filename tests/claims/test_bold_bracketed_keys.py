"""A list item's key in bold, or with a statistic in brackets before its colon, names its
unit as the plain key does ("- **decode_tps (median)**: 79.75", "- **Decode speed
(tok/s)**: 45"); a bold key naming no unit gives no figure."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_bold_key_with_a_bracketed_statistic_names_its_rate(vocab: Vocabulary) -> None:
    text = (
        "Community benchmark submission.\n\n"
        "- **chip**: Apple M2 Max (64 GB)\n"
        "- **short bucket decode_tps (median)**: 79.75\n"
        "- **long bucket decode_tps (median)**: 69.15\n"
        "- **sampling**: greedy\n"
    )
    assert _read(text, vocab) == [(79.75, "decode_tok_s"), (69.15, "decode_tok_s")]


def test_a_plain_key_with_a_bracketed_statistic_names_its_rate(vocab: Vocabulary) -> None:
    assert _read("- decode_tps (median): 79.75\n", vocab) == [(79.75, "decode_tok_s")]


def test_a_bold_label_with_its_unit_in_brackets_names_its_rate(vocab: Vocabulary) -> None:
    assert _read("- **Decode speed (tok/s)**: 45.2\n", vocab) == [(45.2, "decode_tok_s")]


def test_bold_keys_naming_no_unit_give_no_figure(vocab: Vocabulary) -> None:
    text = (
        "- **Batch Size**: 1\n"
        "- **max_tokens (median)**: 512\n"
        "- **Context (tokens)**: 4096\n"
        "- **decode_tps (target)**: 80\n"
    )
    assert _read(text, vocab) == []
