"""Two clauses set against each other, the unit only on the later figure (reading rules §4: a
unit may be stated once for several figures; §2: each figure takes its own setup).

- a comma or semicolon followed by a contrast word ("..., but ...", "..., whereas ...") or an
  earlier clause opened by one ("While ..., ...") gives the rate's unit to the bare number that
  closes the earlier clause, or that its own setup phrase follows;
- "compared to" joins two bracketed figures like "vs".

Must not fire: counts, model sizes, years, settings, shares, prices, a number followed by
other words, or a bare number in another sentence.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

Row = tuple[float, str, str | None]


def _read(text: str, vocab: Vocabulary, field: str) -> list[Row]:
    return [(c.value, c.metric, getattr(c, field)) for c in extract_claims(text, vocab)]


MUST_FIRE: list[tuple[str, str, list[Row]]] = [
    (
        "vLLM gives ~41 on the A100, but SGLang climbs to ~58 tok/s there.",
        "engine",
        [(41.0, "decode_tok_s", "vllm"), (58.0, "decode_tok_s", "sglang")],
    ),
    (
        "While llama.cpp could reach 33, Ollama's 29 tok/s felt slower on the 4090.",
        "engine",
        [(33.0, "decode_tok_s", "llama.cpp"), (29.0, "decode_tok_s", "ollama")],
    ),
    (
        "On the RTX 3090 ExLlamaV2 hit 72; whereas llama.cpp managed only 55 t/s.",
        "engine",
        [(72.0, "decode_tok_s", "exllamav2"), (55.0, "decode_tok_s", "llama.cpp")],
    ),
    (
        "On my laptop, although Ollama managed 12 at 8k context, LM Studio's 17 tok/s felt smooth.",
        "engine",
        [(12.0, "decode_tok_s", "ollama"), (17.0, "decode_tok_s", "lm-studio")],
    ),
    (
        "The CUDA build reaches **~64**, but the Vulkan build only **~40 t/s** on a 3060.",
        "engine",
        [(64.0, "decode_tok_s", None), (40.0, "decode_tok_s", None)],
    ),
    (
        "On the Arc A770 the SYCL backend (~11) compared to the Vulkan backend (~26 t/s) is poor.",
        "hardware",
        [(11.0, "decode_tok_s", "Arc A770"), (26.0, "decode_tok_s", "Arc A770")],
    ),
]


@pytest.mark.parametrize(("text", "field", "want"), MUST_FIRE)
def test_contrasted_bare_figure_takes_the_later_unit(
    text: str, field: str, want: list[Row], vocab: Vocabulary
) -> None:
    assert _read(text, vocab, field) == want


MUST_NOT_FIRE: list[tuple[str, list[float]]] = [
    ("We ran 3 tests, but got 52 t/s with Q4_K_M on llama.cpp.", [52.0]),  # a count
    ("While we used 2 GPUs, vLLM reached 52 t/s.", [52.0]),  # GPUs counted
    ("The model is 7B, but llama.cpp runs at 52 t/s.", [52.0]),  # a model size
    ("Back in 2024, but llama.cpp now runs at 52 t/s.", [52.0]),  # a year
    ("While batch size was 16, vLLM reached 52 t/s.", [52.0]),  # a setting
    ("While accuracy was 45%, vLLM reached 52 t/s.", [52.0]),  # a share
    ("While it cost $38, vLLM reached 52 t/s.", [52.0]),  # a price
    ("llama.cpp gives ~15. But Vulkan drops to ~9 t/s.", [9.0]),  # another sentence
    ("While llama.cpp gives 15 with 4 threads, Vulkan drops to ~9 t/s.", [9.0]),  # a count last
    ("It scored 31 points, but vLLM reached 52 t/s.", [52.0]),  # words after the number
    ("SYCL is 3 times slower (~11) compared to Vulkan (~26 t/s).", [3.0, 26.0]),  # a comparative
]


@pytest.mark.parametrize(("text", "want"), MUST_NOT_FIRE)
def test_other_numbers_before_a_contrast_take_no_unit(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert [c.value for c in extract_claims(text, vocab)] == want
