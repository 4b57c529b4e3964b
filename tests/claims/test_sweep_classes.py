"""The second look at skipped times and sizes (reading rules §2: a list's items share
their sentence's metric), pinned by sentences written for it."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestListItemsTakeTheirSiblingsMetric:
    """A time or size that its own words leave unnamed takes the metric of the figure of
    the same kind before it, when a list or comparison joins them."""

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            (
                "On my 4090 it shows about 2.4 seconds per 200 tokens for CTranslate2 and "
                "6.5 seconds for exllama.",
                [(2.4, "e2e_latency"), (6.5, "e2e_latency")],
            ),
            (
                "On my 4090 it shows about 2.4 seconds per 200 tokens for CTranslate2, versus "
                "6.5 seconds for exllama.",
                [(2.4, "e2e_latency"), (6.5, "e2e_latency")],
            ),
            (
                "QwQ-32B：FP16量化下模型约64GB，INT8量化后约32GB",
                [(64.0, "memory"), (32.0, "memory")],
            ),
            (
                "The model is about 40 GB in BF16, or 21 GB as a 4-bit quant.",
                [(40.0, "memory"), (21.0, "memory")],
            ),
        ],
    )
    def test_the_later_item_is_read(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        """The second item of the list is a figure of the first one's metric."""
        assert _read(text, vocab) == want

    @pytest.mark.parametrize(
        "text",
        [
            # a stop ends the list
            "On my 4090 it shows about 2.4 seconds per 200 tokens for CTranslate2. "
            "Exllama: 6.5 seconds.",
            "QwQ-32B：FP16量化下模型约64GB。INT8量化后约32GB",
            # the unit is written another way
            "On my 4090 it shows about 2.4 seconds per 200 tokens for CTranslate2 and "
            "6,500 ms for exllama.",
            "The model is about 40 GB in BF16, or 21 GiB as a 4-bit quant.",
            # an order of magnitude apart
            "On my 4090 it shows about 2.4 seconds per 200 tokens for CTranslate2 and "
            "90 seconds for exllama.",
            "QwQ-32B：FP16量化下模型约64GB，INT8量化后约3200GB",
            # the named figure comes later: it speaks for itself only
            "On my 4090 it shows 6.5 seconds for exllama and about 2.4 seconds per 200 "
            "tokens for CTranslate2.",
            # the sibling supplies words, not a pass: a card's or a host's size stays a spec
            "The model is about 40 GB in BF16 and runs on 2 x 24 GB cards.",
            "The model is about 40 GB in BF16, and a 4-bit quant fits a 24 GB card.",
            "The model is about 40 GB in BF16, with 48 GB of RAM on the host.",
        ],
    )
    def test_a_number_outside_the_list_is_not(self, text: str, vocab: Vocabulary) -> None:
        """A stop, another unit, another magnitude, a later sibling or a spec keeps it out."""
        assert len(_read(text, vocab)) == 1

    def test_a_value_under_its_own_key_is_named_by_the_key(self, vocab: Vocabulary) -> None:
        """ "eval time = 2345.53 ms" is a phase's duration: the TPOT beside it is no sibling."""
        line = (
            "llama_print_timings:        eval time =    2345.53 ms /    29 runs   (   80.88 ms"
            " per token,    12.36 tokens per second)"
        )
        assert _read(line, vocab) == [(80.88, "tpot"), (12.36, "decode_tok_s")]
