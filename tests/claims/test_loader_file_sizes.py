"""The model size llama.cpp's loader prints ("llm_load_print_meta: model size = 4.58 GiB",
"print_info: file size = …") is a tool's field describing the file, no claim (LABELLING,
batches 116 and 125); the loader's buffer and KV-cache lines stay the run's `memory`. Log
lines made up for these tests.
"""

from __future__ import annotations

import pytest

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    "text",
    [
        "llm_load_print_meta: model size       = 7.62 GiB (8.50 BPW)\n",
        "print_info: file size   = 18.14 GiB (4.91 BPW)\n",
        "- • llm_load_print_meta: model size = 120.410 GiB (3.112 BPW)\n",
    ],
)
def test_the_loaders_file_size_is_no_claim(text: str, vocab: Vocabulary) -> None:
    assert _memory(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "llm_load_print_meta: model size       = 7.62 GiB (8.50 BPW)\n"
            "llm_load_tensors:      CUDA0 buffer size =  7402.16 MiB\n",
            [7402.16],
        ),
        ("The model size is 7.62 GiB on disk.\n", [7.62]),
    ],
)
def test_buffers_and_a_stated_size_stay_memory(
    text: str, want: list[float], vocab: Vocabulary
) -> None:
    assert _memory(text, vocab) == pytest.approx(want)
