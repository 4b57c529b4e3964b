"""A model maker's README example or official demo code is that vendor's own code: ``vendor``.

docs/READING_RULES.md §3 gives ``vendor`` to "a vendor's own code or hosted API", and the
labelling decisions (tests/data/claims_eval/LABELLING.md, eighteenth pass, class 2) read "a
model maker's official code, README example or demo for its own model" the same. A decoding
method's official code is its research authors' and names no engine; official code that runs a
vocabulary engine keeps that engine. Each text is made up for the test, not taken from the
evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("用readme中的示例代码跑，单卡A100上大约 18 tokens/s，比预期慢很多。", 18.0),
        ("我在A10单卡上跑了官方demo，结果如下：\n* Average speed: 23.5 tokens/s\n", 23.5),
        ("Running the official demo on one RTX 4090 gives 31 tokens/s for the 7B chat.", 31.0),
        ("With the README example code the 14B model generates 12 tokens/s on an A10.", 12.0),
        ("按官方的代码跑，两张 3090 上只有 9 tokens/s 左右。", 9.0),
    ],
)
def test_the_makers_example_or_demo_code_is_vendor(
    vocab: Vocabulary, text: str, value: float
) -> None:
    """A figure run with the model maker's README example or official demo is the vendor's."""
    assert (value, "vendor") in _engines(text, vocab)


@pytest.mark.parametrize(
    ("text", "value", "engine"),
    [
        # a decoding method's official code is research code: no engine
        ("EAGLE 官方代码在 A100 上达到 95 tokens/s。", 95.0, None),
        ("Medusa official demo: 88 tokens/s on an A100.", 88.0, None),
        # official code that runs a vocabulary engine keeps the engine
        ("官方的代码用 lmdeploy 跑，单卡 A100 上 120 tokens/s。", 120.0, "lmdeploy"),
        ("The official demo runs on vLLM and reaches 140 tokens/s on an H100.", 140.0, "vllm"),
        # no official code named: no engine
        ("我在A100上跑，大约 18 tokens/s。", 18.0, None),
        ("The demo runs at 31 tokens/s on an RTX 4090.", 31.0, None),
    ],
)
def test_method_code_named_engines_and_plain_runs_are_not_vendor(
    vocab: Vocabulary, text: str, value: float, engine: str | None
) -> None:
    """Research code for a method, an engine the official code runs, or no code named."""
    assert (value, engine) in _engines(text, vocab)


def _read(
    text: str, title: str, vocab: Vocabulary
) -> list[tuple[float, str | None, str | None, int | None]]:
    claims = extract_claims(text, vocab, title=title)
    return [(c.value, c.engine, c.hardware, c.gpu_count) for c in claims]


@pytest.mark.parametrize(
    ("text", "title", "value"),
    [
        (
            "Fastest tier (900-2,500 tokens/sec): Cerebras and Groq.\n",
            "Inference providers ranked by speed",
            1700.0,
        ),
        (
            "Top speed (1,000 tokens/sec): SambaNova and Groq.\n",
            "The fastest LLM API providers compared",
            1000.0,
        ),
        (
            "Ultra tier, around 1,200 tokens/sec: Groq, Cerebras and SambaNova.\n",
            "Tokens per second across providers",
            1200.0,
        ),
    ],
)
def test_a_tier_of_chip_companies_on_a_providers_page_is_vendor_without_hardware(
    vocab: Vocabulary, text: str, title: str, value: float
) -> None:
    """A tier naming several chip companies on a page about API providers: their hosted
    services, with no single chip and no count of chips."""
    assert (value, "vendor", None, None) in _read(text, title, vocab)


@pytest.mark.parametrize(
    ("text", "title", "value"),
    [
        # not a page about providers: the companies are chips, never an engine
        ("Top speed (1,000 tokens/sec): SambaNova and Groq.\n", "Notes from the chip show", 1000.0),
        ("The record of 1,000 tokens/sec beat both SambaNova and Groq.\n", "A new record", 1000.0),
        # two GPUs on a providers page are a rig, not a tier of hosted services
        (
            "A box with an RTX 4090 and an RTX 3090 gave 40 tokens/sec.\n",
            "The fastest LLM API providers compared",
            40.0,
        ),
    ],
)
def test_chip_companies_off_a_providers_page_or_gpus_are_no_tier(
    vocab: Vocabulary, text: str, title: str, value: float
) -> None:
    """Chip companies named where no page is about providers, and GPUs, give no engine."""
    assert all(e is None for v, e, _, _ in _read(text, title, vocab) if v == value)
