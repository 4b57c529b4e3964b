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


def test_a_counted_spark_is_a_dgx_spark(vocab: Vocabulary) -> None:
    """ "2x Spark", "two Sparks": DGX Spark boxes, whose chip is the GB10 (LABELLING: "on the
    Spark" is GB10); a bare "Spark" may be Apache Spark or a site's name, and names none."""
    got = _by_value("On 2x Spark with vLLM, TP=2: 41.7 tok/s.", vocab)
    assert (got[41.7].hardware, got[41.7].gpu_count) == ("GB10", 2)
    got = _by_value("Linking two Sparks, we reach 38.2 tok/s on the 120B model.", vocab)
    assert (got[38.2].hardware, got[38.2].gpu_count) == ("GB10", 2)
    got = _by_value("We ingest logs with Apache Spark, then decode at 55.1 tok/s.", vocab)
    assert got[55.1].hardware is None
    got = _by_value("Spark Arena lists 75.9 tok/s at the top.", vocab)
    assert got[75.9].hardware is None
