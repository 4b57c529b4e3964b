"""An Apple chip's generation named apart from a figure yields to the one tier of it the
post names (reading rules §3: the accelerator model). The texts are made up for the tests."""

from __future__ import annotations

from watcher.claims import Claim, extract_claims
from watcher.rules import Vocabulary


def _by_value(text: str, vocab: Vocabulary, title: str | None = None) -> dict[float, Claim]:
    return {c.value: c for c in extract_claims(text, vocab, title=title)}


def test_a_generation_yields_to_the_tier_the_post_names(vocab: Vocabulary) -> None:
    text = (
        "Drafting looks broken on M2 machines.\n\n"
        "I tried it on my M2 Max 96GB with the example prompts.\n\n"
        "Prompt 1: 21.4 tok/sec without draft, 17.9 tok/sec with draft.\n"
    )
    got = _by_value(text, vocab, title="Slow drafting on M2")
    assert got[21.4].hardware == "M2 Max"
    assert got[17.9].hardware == "M2 Max"


def test_two_tiers_name_no_one_tier(vocab: Vocabulary) -> None:
    text = (
        "Drafting looks broken on M2 machines.\n\n"
        "We tried an M2 Max and an M2 Ultra.\n\n"
        "Prompt 1: 21.4 tok/sec without draft.\n"
    )
    assert _by_value(text, vocab, title="Slow drafting on M2")[21.4].hardware != "M2 Max"


def test_a_generation_named_with_the_figure_stays(vocab: Vocabulary) -> None:
    text = "My M2 Max is a desktop.\n\nOn a plain M2 laptop it decodes at 11.3 tok/s."
    assert _by_value(text, vocab)[11.3].hardware == "M2"
