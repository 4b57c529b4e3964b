"""A figure a ceiling noun names is a bound worked out, not a run (reading rules §2).

The labelling decisions (tests/data/claims_eval/LABELLING.md): a roofline's "Decode ceiling
~45 tok/s" is bandwidth theory and "ceiling on this hardware 86 tok/s" is a bound, neither
labelled; an estimated ceiling keeps its figure with qualifier ``estimate``. A ceiling a run
hit or pushed is that run's figure. Each text is made up for the test, not taken from the
evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("For the 8B model in Q4, the decode ceiling is roughly 31 tok/s on that card.", 31.0),
        ("Roofline check: ceiling on this laptop ~18 tokens/s for the 14B model.", 18.0),
        ("Bandwidth bound: the ceiling here would be around 64 tok/s on one RTX 3060.", 64.0),
        ("按带宽计算，这张卡的性能上限约 52 tokens/s。", 52.0),
        ("Für das 8B-Modell liegt die Obergrenze bei etwa 38 Token/s auf der RTX 4060.", 38.0),
    ],
)
def test_a_ceiling_named_before_its_figure_is_no_claim(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """The noun heads the figure in its clause: a bound, not a reading."""
    assert value not in _values(text, vocab)


def test_a_column_of_ceilings_is_no_claim(vocab: Vocabulary) -> None:
    """A flattened table whose last column is headed "Decode ceiling" lists bounds."""
    text = (
        "What fits (single card, Q4_K_M)\n\n"
        "Model Fits? Decode ceiling\n"
        "Mistral 7B yes ~41 tok/s\n"
        "Qwen 2.5 32B yes ~9.5 tok/s\n"
    )
    values = _values(text, vocab)
    assert 41.0 not in values and 9.5 not in values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We hit a ceiling of 47 tok/s on the RTX 4090 no matter how many threads we used.", 47.0),
        ("The new kernel pushed the ceiling to 63 tok/s on an H100 with vLLM.", 63.0),
        ("The ceiling we measured was 29 tok/s with llama.cpp on the M2 Pro.", 29.0),
        ("The ceiling is estimated at 72 tok/s on a single MI300X.", 72.0),
        ("We got 45 tok/s with llama.cpp on an RTX 3090.", 45.0),
        ("SGLang is up to 3x faster than the baseline on H100.", 3.0),
        ("Last week we ran it at 58 tok/s on two 4090s; the ceiling is the PCIe link.", 58.0),
    ],
)
def test_a_ceiling_a_run_met_or_an_estimate_stays(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """A run that hit or pushed a ceiling, an estimated ceiling, or a figure with no ceiling
    noun heading it keeps its reading."""
    assert value in _values(text, vocab)


def test_a_heading_with_its_own_figure_is_read(vocab: Vocabulary) -> None:
    """A heading with its own figure ("The 96 T/s Ceiling") names a ceiling reached: read."""
    text = "The 96 T/s Ceiling\n\nWith batching on one RTX 4090 we measured 96 tok/s with vLLM.\n"
    assert 96.0 in _values(text, vocab)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("RTX 5080 with vLLM: 90 tok/s on a 32B model?\n", 90.0),
        ("Strix Halo on llama.cpp = 3x the speed of an RTX 4090?\n", 3.0),
        ("So just raise the batch to 16 and one H100 gives 2,000 tok/s with SGLang?\n", 2000.0),
        ("RTX 4090 跑 Qwen 32B 能到 40 tokens/s？\n", 40.0),
    ],
)
def test_a_question_in_statement_order_asks_its_figures(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """A short line that ends on its question mark, with no question word, asks (reading rules
    §2: questions are not measurements)."""
    assert value not in _values(text, vocab)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I get 45 tok/s on my RTX 3090 with llama.cpp?\n", 45.0),
        ("Llama 8B runs at 52 tok/s on an RTX 4090, is that normal?\n", 52.0),
        ("Is it fast? We measured 37 tok/s on an RTX 4090 with llama.cpp.\n", 37.0),
        ("Last week the H100 ran it at 61 tok/s with vLLM.\n", 61.0),
        ("Just to check, your chart shows ~7 tok/s with vLLM on an A10?\n", 7.0),
    ],
)
def test_a_run_of_the_writers_or_a_statement_before_a_tag_stays(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """The writer's own run said with surprise, a figure before a tag question, a statement
    after a question, a plain past run and a clause that states before the mark keep their
    readings."""
    assert value in _values(text, vocab)
