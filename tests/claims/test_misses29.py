"""Resident and virtual memory columns of tables flattened into whitespace.

A table that lost its markup ("Runtime Context Virtual Memory Resident Memory Decode (tok/s)" over
rows "llama.cpp 32K 512GB 471GB 6.12") keeps a memory word in its header for each size column.
LABELLING.md reads memory in use (VRAM, peak, resident, KV cache) as a run figure and a resident
memory column as measured memory; a virtual memory column is address space, and no claim.
Reading rules §4: memory in use is a claim, a hardware spec is not. Each text is made up for the
test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.flat import flat
from watcher.claims.memory_keys import is_spec_column
from watcher.claims.virtual_memory import names_virtual_memory
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


_TWO_COLUMNS = """Our CPU offload runs on one EPYC 9654 box.

Runtime Context Virtual Memory Resident Memory Decode (tok/s)
llama.cpp 32K 512GB 471GB 6.12
llama.cpp 8K 301GB 259GB 7.40
ik_llama.cpp 32K 520GB 463GB 8.85
"""


def test_resident_column_is_read_and_virtual_column_is_not(vocab: Vocabulary) -> None:
    """Each size goes to its own memory column: the resident ones are memory, the virtual
    ones are not read."""
    got = _read(_TWO_COLUMNS, vocab)
    for resident in (471.0, 259.0, 463.0):
        assert (resident, "memory") in got
    for virtual in (512.0, 301.0, 520.0):
        assert (virtual, "memory") not in got
    assert (6.12, "decode_tok_s") in got


def test_flat_cut_gives_each_memory_word_its_sizes() -> None:
    """The qualifier stays with its memory word, and the context column keeps no memory word."""
    got = flat(_TWO_COLUMNS.split("\n\n", 1)[1].strip())
    assert got is not None
    _, header, rows, _ = got
    assert "Virtual Memory" in header and "Resident Memory" in header
    assert rows[0][header.index("Resident Memory")] == "471GB"
    assert rows[0][header.index("Virtual Memory")] == "512GB"


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        (
            "Offload sweep on a Xeon w9 host with llama.cpp.\n\n"
            "Build Threads Resident Memory Decode (tok/s)\n"
            "main 32 382GB 4.10\nmain 64 382GB 4.95\nfork 64 355GB 6.20\n",
            (382.0, 355.0),
        ),
        (
            "Measured with ktransformers on a single RTX 4090 and an EPYC host.\n\n"
            "Setup Context Resident Memory Prompt (tok/s) Decode (tok/s)\n"
            "q4 8K 402GB 61.2 9.1\nq4 32K 436GB 55.0 8.4\nq8 8K 690GB 40.3 6.2\n",
            (402.0, 436.0, 690.0),
        ),
        (
            "Ollama on a 64-core Threadripper, no GPU.\n\n"
            "| Model | Resident Memory | Decode (tok/s) |\n|---|---|---|\n"
            "| qwen3:235b | 144GB | 3.1 |\n| llama3.1:405b | 240GB | 1.2 |\n",
            (144.0, 240.0),
        ),
    ],
)
def test_whole_sizes_under_resident_memory_are_memory(
    vocab: Vocabulary, text: str, sizes: tuple[float, ...]
) -> None:
    """A whole size under "Resident Memory" is what the run held, not a machine's size."""
    got = _read(text, vocab)
    for size in sizes:
        assert (size, "memory") in got


@pytest.mark.parametrize(
    "text",
    [
        # a spec sheet's memory column: the machine's size
        "Cluster nodes used for the llama.cpp runs.\n\n"
        "| Node | CPU | Memory |\n|---|---|---|\n| n1 | EPYC 9654 | 768GB |\n"
        "| n2 | EPYC 9554 | 512GB |\n",
        # virtual memory alone: address space, no claim
        "vLLM on one H100.\n\n| Model | Virtual Memory | Decode (tok/s) |\n|---|---|---|\n"
        "| Llama-3-8B | 120GB | 95.1 |\n| Qwen2-7B | 118GB | 99.4 |\n",
        "Runs under llama.cpp on an M2 Ultra.\n\nBuild VIRT Memory Decode (tok/s)\n"
        "b3001 420GB 11.2\nb3002 421GB 11.9\nb3003 419GB 12.4\n",
    ],
)
def test_machine_and_virtual_sizes_are_not_memory(vocab: Vocabulary, text: str) -> None:
    """A spec sheet's memory column and a virtual memory column are no run's memory."""
    assert not [v for v, m in _read(text, vocab) if m == "memory"]


def test_names_virtual_memory_words() -> None:
    assert names_virtual_memory("Virtual Memory")
    assert names_virtual_memory("VIRT")
    assert names_virtual_memory("VSZ (GB)")
    assert not names_virtual_memory("Resident Memory")
    assert not names_virtual_memory("Virtualization host")


def test_spec_column_words() -> None:
    """ "Resident" names use; "Virtual" never a run's; a bare "Memory" a machine's size."""
    assert not is_spec_column("670", "Resident Memory", "", "GB")
    assert is_spec_column("714", "Virtual Memory", "", "GB")
    assert is_spec_column("512", "Memory", "", "GB")
