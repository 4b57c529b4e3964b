"""A field named as an identifier of a machine's memory ("ram_gb", "vram_gb") holds the
machine's size, a spec, not a run's memory (docs/READING_RULES.md §4: hardware specs are not
claims). A field with a word of use ("peak_vram_gb") and a results table's "VRAM (GB)" column
stay a run's memory. Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.machine_keys import names_machine_memory_key
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "size", "rate"),
    [
        (
            '{\n  "gpu": "Radeon RX 7900 XTX",\n  "ram_gb": 48,\n  "runs": {\n'
            '    "qwen2.5-7b": {"backend": "rocm", "tokens_per_second": 71.4}\n  }\n}\n',
            48.0,
            71.4,
        ),
        (
            "model | gpu | vram_gb | quant | tokens_per_sec |\n|---|---|---|---|---|\n"
            "Mistral-7B | RTX 4080 | 16 | Q4_K_M | 98.2 |\n",
            16.0,
            98.2,
        ),
        (
            '{"host": "bench-3", "system_memory_gb": 256, "engine": "vllm",'
            ' "output_tokens_per_second": 1834.5}\n',
            256.0,
            1834.5,
        ),
        (
            "cpu: Ryzen 9 7950X\ngpu_vram_gb: 24\nresult: 41.7 tok/s decode with llama.cpp\n",
            24.0,
            41.7,
        ),
    ],
)
def test_a_machine_memory_field_is_no_claim(
    vocab: Vocabulary, text: str, size: float, rate: float
) -> None:
    """The rate beside the field is read; the machine's memory size is not."""
    read = _read(text, vocab)
    assert (size, "memory") not in read
    assert any(value == rate for value, _ in read)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ('{"model": "llama-3-8b", "peak_vram_gb": 9.7, "tokens_per_second": 52.1}\n', 9.7),
        (
            "| Model | VRAM (GB) | tok/s |\n|---|---|---|\n| Gemma-2-9B | 11.2 | 38.5 |\n",
            11.2,
        ),
        ("Peak memory: 13.4 GB while decoding at 27 tok/s.\n", 13.4),
    ],
)
def test_a_run_memory_field_stays_memory(vocab: Vocabulary, text: str, size: float) -> None:
    """A word of use in the key, or a results table's spaced "VRAM (GB)" header: the run's."""
    assert (size, "memory") in _read(text, vocab)


@pytest.mark.parametrize(
    ("key", "machine"),
    [
        ("ram_gb", True),
        ("vram_gb", True),
        ("ram gb", True),
        ("gpu_vram_gb", True),
        ("system_memory_gib", True),
        ("vram_total_mb", True),
        ("peak_vram_gb", False),
        ("mem_used_gb", False),
        ("memory_mb", False),
        ("VRAM (GB)", False),
        ("size_gib", False),
    ],
)
def test_names_machine_memory_key(key: str, machine: bool) -> None:
    assert names_machine_memory_key(key) is machine
