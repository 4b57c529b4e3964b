"""Memory a run or a model takes, told from what a machine has (reading rules §4: memory is
peak, weights or model size, never a card's capacity). The sentences are made up for these
tests."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _memory(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "memory"]


class TestHedgedSizes:
    """Cards and machines are sold in exact sizes: a hedged size beside a memory word is
    what a run or a model takes, unless a word of possession or of saving comes first."""

    def test_runs_in_about(self, vocab: Vocabulary) -> None:
        assert _memory("Mistral 7B Q5_K_M runs in ~6 GB RAM on my laptop.", vocab) == [6.0]

    def test_requirement_with_a_long_hedge(self, vocab: Vocabulary) -> None:
        text = "In BF16 the 34B model requires approximately 68GB of VRAM, so two cards it is."
        assert _memory(text, vocab) == [68.0]

    def test_possession_stays_capacity(self, vocab: Vocabulary) -> None:
        assert _memory("My workstation has about 96GB of RAM and one RTX 4090.", vocab) == []

    def test_a_machine_picked_by_its_size(self, vocab: Vocabulary) -> None:
        text = "I am using the 36 gb unified memory one, so the model should fit?"
        assert _memory(text, vocab) == []

    def test_a_hedged_hbm_size_stays_the_chips(self, vocab: Vocabulary) -> None:
        assert _memory("The accelerator carries roughly 144 GB of HBM3e memory.", vocab) == []

    def test_a_saving_is_not_memory(self, vocab: Vocabulary) -> None:
        text = "The new sharding mode, saving ~11 GiB of memory per GPU, is now the default."
        assert _memory(text, vocab) == []


class TestSizesOfModelsAndFiles:
    """A size in brackets after a model named by its parameter count, or a file's size in a
    sentence, is the model's size."""

    def test_bracket_after_parameter_count(self, vocab: Vocabulary) -> None:
        text = "- Mixtral-8x7B-47B (26.4 GiB) on a 32 GB desktop: 9.1 tok/s from the SSD cache"
        assert _memory(text, vocab) == [26.4]

    def test_file_size_in_a_sentence(self, vocab: Vocabulary) -> None:
        text = "- The exporter writes a 3.7GB GGUF file with every tensor kept."
        assert _memory(text, vocab) == [3.7]

    def test_a_log_file_is_no_models(self, vocab: Vocabulary) -> None:
        assert _memory("- The server writes a 2 GB log file each day.", vocab) == []


class TestRunMemoryColumns:
    """A column of what a run allocated is memory, measured on the run's machine."""

    def test_alloc_column_takes_the_titled_card(self, vocab: Vocabulary) -> None:
        text = (
            "| Setup | Decode | GPU Alloc @ 8K |\n|---|---|---|\n"
            "| Plain | 31.5 tok/s | 41.2 GB |\n| Draft | 44.0 tok/s | 43.9 GB |\n"
        )
        claims = extract_claims(text, vocab, title="Benchmarks on an RTX PRO 6000")
        mem = [(c.value, c.hardware) for c in claims if c.metric == "memory"]
        assert mem == [(41.2, "RTX PRO 6000"), (43.9, "RTX PRO 6000")]


class TestHeadroom:
    """What a model leaves free on a card is headroom, not memory a run used."""

    def test_leaves_for_the_cache(self, vocab: Vocabulary) -> None:
        text = "The Q5 file loads in about 27GB, leaves 5GB for the KV cache, and decodes fine."
        assert _memory(text, vocab) == [27.0]


class TestSizeAStepTook:
    """A log's "loading took 9.8 GB" is memory the step used; its seconds are a load time."""

    def test_loading_took(self, vocab: Vocabulary) -> None:
        text = "INFO [worker.py:210] Model loading took 9.8 GiB and 31.5 seconds"
        got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
        assert got == [(9.8, "memory")]

    def test_the_start_up_line_names_vllm(self, vocab: Vocabulary) -> None:
        """vLLM's start-up lines name vLLM, also pasted into another project's issue."""
        text = "INFO 03-02 10:11:12 [gpu_model_runner.py:1601] Model loading took 7.2 GiB and 4.1 s"
        (claim,) = extract_claims(text, vocab, source="someone/chat-app#12")
        assert (claim.value, claim.metric, claim.engine) == (7.2, "memory", "vllm")


class TestABoundAUseStayedIn:
    """ "The Q6 build stays within ~14 GB": the bound a run's use stayed in is its memory."""

    def test_stays_within(self, vocab: Vocabulary) -> None:
        assert _memory("With a 4K context the Q6 build stays within ~14 GB.", vocab) == [14.0]
