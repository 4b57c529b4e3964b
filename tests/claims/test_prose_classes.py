"""Prose-heavy kinds: model cards, vendor blogs, press, papers and release notes.

Each class of mistake is pinned by sentences of its own (not taken from the evaluation set).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _by_value(claims: list) -> dict[float, object]:  # type: ignore[type-arg]
    return {c.value: c for c in claims}


def test_a_baseline_column_beside_a_method_column_is_plain_decoding(vocab: Vocabulary) -> None:
    """A drafter card's "Baseline" column is the same model without the drafter: ``ar``."""
    text = (
        "Medusa heads for Foo-7B.\n"
        "\n"
        "| Prompt set | Baseline tok/s | Medusa tok/s |\n"
        "|---|---|---|\n"
        "| Chat | 40.1 | 80.3 |\n"
        "| Code | 38.7 | 91.2 |\n"
    )
    got = _by_value(extract_claims(text, vocab))
    assert got[40.1].mode == "ar" and got[38.7].mode == "ar"  # type: ignore[attr-defined]
    assert got[80.3].mode == "medusa"  # type: ignore[attr-defined]


def test_a_vanilla_column_is_plain_decoding_too(vocab: Vocabulary) -> None:
    """ "Vanilla (t/s)" beside "EAGLE-3 (t/s)": the vanilla run decodes plainly."""
    text = "| Task | Vanilla (t/s) | EAGLE-3 (t/s) |\n|---|---|---|\n| Summaries | 52.5 | 97.0 |\n"
    got = _by_value(extract_claims(text, vocab))
    assert got[52.5].mode == "ar"  # type: ignore[attr-defined]
    assert got[97.0].mode == "eagle"  # type: ignore[attr-defined]


def test_a_baseline_column_in_a_table_naming_no_method_has_no_mode(vocab: Vocabulary) -> None:
    """ "Baseline" against "Optimized" names no decoding method: neither side has a mode."""
    text = "| Task | Baseline | Optimized |\n|---|---|---|\n| Chat | 40.1 tok/s | 80.3 tok/s |\n"
    assert all(c.mode is None for c in extract_claims(text, vocab))

