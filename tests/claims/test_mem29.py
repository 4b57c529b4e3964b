"""A model's bytes named by where they sit rather than by a kind of memory: resident on a
worker, fetched by a download, kept in an exported directory (reading rules §4: memory is the
weights and the model size; the labelling decisions: a model file's or its weights' size on
disk or in memory is `memory`). A download's field key, a rate and a machine's size stay out."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.memory_keys import names_own_size
from watcher.rules import Vocabulary

# a stats dump with padded keys, as Habana's Gaudi runs print them
_GAUDI_LINES = (
    "Device memory allocated        = 12.10 GB\nRAM available                  = 62.5 GB\n"
)


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


def _own(text: str, size: str) -> bool:
    start = text.index(size)
    end = start + len(size)
    return names_own_size(text, text[:start], end)


class TestHeldBytesAreMemory:
    """Must fire: the size of bytes held, fetched or stored is `memory`."""

    def test_resident_key_before(self, vocab: Vocabulary) -> None:
        assert 38.9 in _memory("Weight resident per rank: 38.9 GiB.", vocab)

    def test_resident_said_after(self, vocab: Vocabulary) -> None:
        assert 21.4 in _memory("After warm-up, 21.4 GB stays resident on every worker.", vocab)

    def test_downloaded_files_in_brackets(self, vocab: Vocabulary) -> None:
        text = "On first launch the tool downloads two pinned adapter files (~610 MiB) and exits."
        assert 610.0 in _memory(text, vocab)

    def test_exported_directory(self, vocab: Vocabulary) -> None:
        text = "The converted model directory is about 2.7 GB after int8 export."
        assert 2.7 in _memory(text, vocab)

    def test_the_helper_reads_the_words(self) -> None:
        assert _own("Our checkpoint folder weighs in near 9 GB", "9 GB")
        assert _own("Setup downloaded the shards, 730 MiB in all", "730 MiB")


class TestOtherSizesStayOut:
    """Must not fire: a field key, a rate or a machine's size beside a download."""

    def test_download_field_key(self, vocab: Vocabulary) -> None:
        assert _memory("Download: 4.1 GB\nLicense: MIT\n", vocab) == []

    def test_download_rate(self, vocab: Vocabulary) -> None:
        assert _memory("The shards downloaded at 92 MB/s over the lab link.", vocab) == []

    def test_a_machine_after_a_sentence_end(self, vocab: Vocabulary) -> None:
        assert _memory("I downloaded it overnight. The card has 24 GB.", vocab) == []

    def test_machine_memory_after_a_download(self, vocab: Vocabulary) -> None:
        assert _memory("It downloads the model first; my laptop has 16 GB RAM.", vocab) == []

    def test_helper_needs_the_clause_to_run_on(self) -> None:
        assert not _own("It was downloaded. Then 12 GB", "12 GB")
        assert not _own("The resident set grew; later 8 GB", "8 GB")


class TestMachineSizesAreCapacity:
    """Must not fire: a machine named by its memory ("32GB configurations", "8GB 系统") and a
    device's memory offered ("RAM available = 62.5 GB") are capacity (reading rules §4)."""

    def test_configurations_picked(self, vocab: Vocabulary) -> None:
        assert _memory("Every benchmark used 32GB configurations of each laptop.", vocab) == []

    def test_chinese_system_by_its_memory(self, vocab: Vocabulary) -> None:
        assert _memory("这些开销加起来,对 8GB 系统压力很大。", vocab) == []

    def test_padded_available_key(self, vocab: Vocabulary) -> None:
        text = _GAUDI_LINES
        assert 62.5 not in _memory(text, vocab)


class TestUseBesideAMachineStaysMemory:
    """Must fire: a run's use next to the machine words is still the run's memory."""

    def test_use_on_configurations(self, vocab: Vocabulary) -> None:
        text = "The 14B run used 11 GB of VRAM on our 32GB configurations."
        assert 11.0 in _memory(text, vocab)

    def test_system_memory_occupied(self, vocab: Vocabulary) -> None:
        assert 9.0 in _memory("量化后模型占用9GB系统内存。", vocab)

    def test_allocated_key_beside_available(self, vocab: Vocabulary) -> None:
        text = _GAUDI_LINES
        assert 12.1 in _memory(text, vocab)
