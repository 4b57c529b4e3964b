"""Stated reading rules that broke on some phrasings: a range after its "from" keeps both
ends; a load's number before an arrow is no change side; "=>" after a setting is an arrow;
the product-dot unit "tok⋅s⁻¹"; a table column switching a drafting method on or off; a
negated method turned back on in French, German, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[str, float, float | None, float | None]]:
    return [(c.metric, c.value, c.value_min, c.value_max) for c in extract_claims(text, vocab)]


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


# ------------------------------------------------ ranges keep both ends (§4)


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        ("On a 3090 the exllamav2 build decodes from 41 up to 47 tok/s.", (41, 47)),
        ("Con una RTX 3090, exllamav2 genera de 41 a 47 tok/s según el prompt.", (41, 47)),
        ("Numa RTX 3090 o exllamav2 gera de 41 até 47 tokens/s.", (41, 47)),
        ("Su una RTX 3090 exllamav2 genera da 41 a 47 token/s.", (41, 47)),
        ("Auf der RTX 3090 schafft exllamav2 von 41 bis zu 47 Token/s.", (41, 47)),
        ("Con EAGLE-3 la aceleración va desde 1,8x hasta 2,9x en una H100.", (1.8, 2.9)),
    ],
)
def test_a_range_after_its_from_keeps_both_ends(
    text: str, ends: tuple[float, float], vocab: Vocabulary
) -> None:
    ((_, _, lo, hi),) = _read(text, vocab)
    assert (lo, hi) == ends


@pytest.mark.parametrize(
    "text",
    [
        "After the patch the 3090 speed went from 41 up to 47 tok/s.",
        "Tras el parche, exllamav2 pasó de 41 a 47 tok/s en la RTX 3090.",
        "Tras el parche hubo un aumento de 41 a 47 tok/s en la RTX 3090.",
        "On a 3090 exllamav2 improved from 41 to 47 tok/s.",
    ],
)
def test_a_change_from_one_side_to_the_other_is_no_range(text: str, vocab: Vocabulary) -> None:
    got = _read(text, vocab)
    assert sorted(v for _, v, _, _ in got) == [41, 47]
    assert all(lo is None for _, _, lo, _ in got)


# ------------------------------------------------ a load before an arrow (§4)


@pytest.mark.parametrize(
    "text",
    [
        "SGLang on 2x H20: Concurrency=24 → 310 tok/s",
        "SGLang on 2x H20: batch=24 -> 310 tok/s",
        "SGLang on 2x H20: bs=24 => 310 tok/s",
        "SGLang 在 2 张 H20 上：并发 24 → 310 tok/s",
        "SGLang on 2x H20: concurrency 8 → 120 tok/s, concurrency 24 → 310 tok/s",
    ],
)
def test_a_load_before_an_arrow_is_no_rate(text: str, vocab: Vocabulary) -> None:
    claims = extract_claims(text, vocab)
    assert 24.0 not in {c.value for c in claims}
    assert {c.value: c.concurrency for c in claims}[310.0] == 24


@pytest.mark.parametrize(
    "text",
    [
        "SGLang on 2x H20: 240 → 310 tok/s after the scheduler fix",
        "SGLang on 2x H20: 240 => 310 tok/s after the scheduler fix",
        "SGLang on 2x H20 at batch 8: 240 -> 310 tok/s with the fix",
    ],
)
def test_a_rate_before_an_arrow_is_still_a_side(text: str, vocab: Vocabulary) -> None:
    assert sorted(v for _, v, _, _ in _read(text, vocab)) == [240, 310]


def test_a_bound_written_with_arrow_glyphs_alone_is_still_a_goal(vocab: Vocabulary) -> None:
    assert _read("Goal for SGLang on 2x H20: => 310 tok/s", vocab) == []


# ------------------------------------------------ units written with a product dot (§4)


@pytest.mark.parametrize(
    "text",
    [
        "On one MI300X, vLLM sustains 212 tok⋅s⁻¹ for a single stream.",
        "On one MI300X, vLLM sustains 212 tokens∙s⁻¹ for a single stream.",
        "On one MI300X, vLLM sustains 212 tok·sec⁻¹ for a single stream.",
        "On one MI300X, vLLM sustains 212 tokens⋅s^{-1} for a single stream.",
    ],
)
def test_a_rate_written_with_a_product_dot(text: str, vocab: Vocabulary) -> None:
    assert [v for _, v, _, _ in _read(text, vocab)] == [212]


@pytest.mark.parametrize(
    "text",
    [
        "On one MI300X, vLLM used 212 tok⋅steps.",
        "On one MI300X, vLLM hit 212 tok⋅s−10 once.",
    ],
)
def test_no_rate_without_the_inverse_second(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == []


# ------------------------------------------------ a column switching a method (§2)


def _table(header: str, off: str, on: str) -> str:
    return (
        "SGLang on one H200:\n\n"
        f"| Model | {header} | Decode tok/s |\n|---|---|---|\n"
        f"| Qwen3-8B | {off} | 61 |\n| Qwen3-8B | {on} | 118 |\n"
    )


@pytest.mark.parametrize(
    ("header", "off", "on", "method"),
    [
        ("EAGLE-3", "no", "yes", "eagle"),
        ("MTP", "✗", "✓", "mtp"),
        ("Spec decoding", "disabled", "enabled", "speculative"),
        ("Speculative", "❌", "✅", "speculative"),
        ("Draft", "none", "EAGLE-3", "eagle"),
        ("Medusa", "off", "on", "medusa"),
    ],
)
def test_a_switch_column_sets_the_rows_mode(
    header: str, off: str, on: str, method: str, vocab: Vocabulary
) -> None:
    assert _modes(_table(header, off, on), vocab) == {61.0: "ar", 118.0: method}


def test_a_generic_switch_takes_the_one_method_its_caption_names(vocab: Vocabulary) -> None:
    text = (
        "SGLang with EAGLE-3 on one H200:\n\n"
        "| Speculative | tok/s |\n|---|---|\n| off | 61 |\n| on | 118 |\n"
    )
    assert _modes(text, vocab) == {61.0: "ar", 118.0: "eagle"}


@pytest.mark.parametrize(
    ("header", "off", "on"),
    [
        ("FlashAttention", "off", "on"),  # no drafting method: no mode
        ("CUDA graphs", "no", "yes"),
        ("MTP", "-", "-"),  # a dash is a missing run, no switch
    ],
)
def test_other_switches_set_no_mode(header: str, off: str, on: str, vocab: Vocabulary) -> None:
    assert _modes(_table(header, off, on), vocab) == {61.0: None, 118.0: None}


# ------------------------------------------------ a negated method turned back on (§2)


@pytest.mark.parametrize(
    "text",
    [
        "Sur une RTX 4080 avec vLLM, sans EAGLE : 37 tok/s, avec : 71 tok/s.",
        "Auf einer RTX 4080 mit vLLM: ohne EAGLE 37 tok/s, mit: 71 tok/s.",
        "En una RTX 4080 con vLLM: sin EAGLE 37 tok/s; con él, 71 tok/s.",
        "Numa RTX 4080 com vLLM: sem EAGLE 37 tok/s; com ele, 71 tok/s.",
        "Sur une RTX 4080 avec vLLM, sans EAGLE : 37 tok/s ; activé : 71 tok/s.",
    ],
)
def test_a_negated_method_turned_back_on(text: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab) == {37.0: "ar", 71.0: "eagle"}


def test_another_engine_after_avec_is_not_the_method(vocab: Vocabulary) -> None:
    text = "Sur une RTX 4080 avec vLLM sans EAGLE : 37 tok/s ; avec llama.cpp : 52 tok/s."
    assert _modes(text, vocab)[52.0] != "eagle"


# ------------------------------------------------ a method turned on for the next figure (§2)


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (
            "TGI on an L40S runs Qwen3-4B at 33 tok/s; enabling Medusa lifts it to 58 tok/s.",
            "medusa",
        ),
        ("TGI on an L40S, Qwen3-4B: 33 tok/s, and with MTP turned on, 58 tok/s.", "mtp"),
        ("TGI on an L40S, Qwen3-4B: 33 tok/s, then adding EAGLE-3 gets 58 tok/s.", "eagle"),
        ("TGI on an L40S, Qwen3-4B: 33 tok/s before enabling MTP, 58 tok/s after.", "mtp"),
    ],
)
def test_the_figure_before_a_method_is_turned_on_is_plain(
    text: str, method: str, vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == {33.0: "ar", 58.0: method}


@pytest.mark.parametrize(
    "text",
    [
        "TGI on an L40S gets 33 tok/s; vLLM with EAGLE-3 gets 58 tok/s.",  # another subject
        "TGI on an L40S gets 33 tok/s, with MTP enabled by default.",  # no second figure
    ],
)
def test_no_plain_side_without_a_turn_to_the_next_figure(text: str, vocab: Vocabulary) -> None:
    assert _modes(text, vocab)[33.0] != "ar"
