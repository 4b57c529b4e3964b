"""Memory figures (reading rules §4: peak memory, VRAM in use, weights and model size, KV-cache and
buffer sizes are `memory`; a card's or machine's capacity never is), one class per mechanism,
each pinned by sentences written for it, with sentences that must not match."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _sizes(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.unit) for c in extract_claims(text, vocab) if c.metric == "memory"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("VRAM usage 9.8/24 GB while generating at 55 tok/s.", [(9.8, "GB")]),
        ("nvidia-smi shows 22,340MiB / 24,564MiB used during decode.", [(22340.0, "MiB")]),
        ("VRAM in use: 20.1 GB out of 24 GB at 30 tok/s.", [(20.1, "GB")]),
        ("Memory use sat at 61.5GB/80GB for the whole run.", [(61.5, "GB")]),
        # a smaller second half is a second size (two precisions), not a total
        ("The weights take 14/7 GB in FP16 and INT8.", [(14.0, "GB"), (7.0, "GB")]),
    ],
)
def test_the_total_of_a_used_of_total_pair_is_the_machines_capacity(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "9.8/24 GB", "20.1 GB out of 24 GB": the first size is in use, the larger second is
    what the card has, which is no claim."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Tried to allocate 2.00 GiB (GPU 0; 23.65 GiB total capacity; 21.1 GiB already allocated)",
        "RuntimeError: tried to allocate 512.00 MiB with 300 MiB free",
    ],
)
def test_an_allocation_failure_names_no_footprint(text: str, vocab: Vocabulary) -> None:
    """PyTorch's allocation failure is an out-of-memory report even when its "out of memory"
    line was not pasted: what it tried to allocate or had in use is no run's size."""
    assert _sizes(text, vocab) == []


def test_a_size_a_run_allocated_is_still_read(vocab: Vocabulary) -> None:
    """Only the failure is excluded: a run's allocation stated as a result is its memory (a
    KV-cache pool set aside at start-up is the card's headroom since LABELLING's fourteenth
    pass, so the allocation here is of the weights)."""
    assert _sizes("The server allocated 22.5 GB for the weights at startup.", vocab) == [
        (22.5, "GB")
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Peak memory: 18 GB", [(18.0, "GB")]),
        ("peak_vram: 18 GB", [(18.0, "GB")]),
        ("Peak GPU memory: 22 GB after the 8k prompt.", [(22.0, "GB")]),
        ("Max allocated GPU memory: 22 GB", [(22.0, "GB")]),
        # a key naming only a kind of memory is the machine's size
        ("VRAM: 96GB", []),
        ("Specs: GPU memory: 80 GB, bandwidth 3.35 TB/s", []),
    ],
)
def test_a_word_of_use_before_a_memory_key_makes_it_a_runs_figure(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "VRAM: 96GB" is a spec line, but "Peak memory: 18 GB" is what the run used, even in
    whole gigabytes."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ('{"gpu_peak_mem": 23.5, "tokensPerSec": 88.1}', [(23.5, "GB")]),
        ("peak_memory: 41.2", [(41.2, "GB")]),
        ("max_memory_allocated: 12.5", [(12.5, "GB")]),
        ("peakGpuMem: 30.4", [(30.4, "GB")]),
        # a limit one sets, and a peak in units the key does not say, are not read
        ("max_memory: 20", []),
        ("peak_mem: 23500000000", []),
    ],
)
def test_a_peak_memory_key_without_a_unit_is_in_gigabytes(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """Tool output names its peak memory by the key alone (TensorRT-LLM's gpu_peak_mem)."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("It used 3.2G of VRAM while decoding at 40 tok/s.", [(3.2, "GB")]),
        ("peak 14.5G during prefill", [(14.5, "GB")]),
        ("显存占用8G", [(8.0, "GB")]),
        # a part's name, a network, a card's size: a "G" that is no size in use
        ("Ryzen 7 5700G with 64GB RAM runs it at 9 tok/s", []),
        ("the box has a 10G network and 128GB RAM", []),
        ("A100 40G at 30 tok/s, memory bound", []),
    ],
)
def test_a_bare_g_is_gigabytes_beside_words_of_memory(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "8G" is a size only where memory is spoken of, in any language the set has."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Le modèle utilise 12 Go de VRAM.", [(12.0, "GB")]),
        ("Le modèle occupe 512 Mo de mémoire.", [(512.0, "MB")]),
        ("El modelo usa 14 GB de VRAM a 30 tokens/s.", [(14.0, "GB")]),
        # what a card has, said the same way, is its spec
        ("Ma carte a 24 Go de VRAM.", []),
        ("Mi tarjeta tiene 24 GB de VRAM.", []),
        # "Go" as a word is no unit
        ("Let's Go with 12 Go programs", []),
    ],
)
def test_french_and_spanish_sizes_read_as_english_ones(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """French octets (Go, Mo), "de VRAM" for "of VRAM", and the verbs of use of both."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Weights take 16.2 + 3.1 GB of KV cache.", [(16.2, "GB"), (3.1, "GB")]),
        ("VRAM usage: 2,924 + 286 MB buffer.", [(2924.0, "MB"), (286.0, "MB")]),
    ],
)
def test_sizes_that_add_up_are_each_read(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """ "16.2 + 3.1 GB": the first size borrows the second's unit (weights plus a buffer)."""
    assert _sizes(text, vocab) == want


def test_rates_that_add_up_are_not_paired(vocab: Vocabulary) -> None:
    """Rates and times are not summed in a run's report: "40 + 12 tok/s" pairs nothing."""
    assert [c.value for c in extract_claims("It decodes 40 + 12 tok/s", vocab)] == []


@pytest.mark.parametrize(
    "text",
    [
        "M2 Maxのメモリは64GBです。生成速度は30 tok/sでした。",
        "このMacのメモリが 32GB あるので、20 tok/s で動きます。",
        "내 맥의 메모리는 32GB이고 속도는 20 tok/s입니다.",
        "这台机器内存是 64GB，速度 20 tok/s。",
        "統合メモリは約 128GB です。",
    ],
)
def test_a_memory_word_with_a_topic_particle_is_the_machines(text: str, vocab: Vocabulary) -> None:
    """'メモリは64GBです', '메모리는 32GB', '内存是 64GB': what the machine has, no figure."""
    assert _sizes(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("実行中のピークメモリは 15GB でした。", [(15.0, "GB")]),
        ("최대 메모리는 21GB였습니다.", [(21.0, "GB")]),
        ("読み込むとメモリは約 12.5GB 使用しました。", [(12.5, "GB")]),
    ],
)
def test_a_word_of_use_or_a_fraction_keeps_the_topic_particles_size(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    """'ピークメモリは 15GB': a run's peak; a fractional size after 'メモリは' was used."""
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "Two used cards with a bridge give you a 48GB unified VRAM pool for about $1,400.",
        "The 70B model fails on the small card but loads on both 96GB unified-memory desktops.",
        "Both test desktops: 64GB unified, 2TB SSD, Wi-Fi 7.",
        "It comes with 36 GB unified RAM and a 14-core CPU.",
    ],
)
def test_a_size_of_unified_memory_is_the_machines_capacity(text: str, vocab: Vocabulary) -> None:
    """ "48GB unified VRAM pool", "96GB unified-memory desktops", a cell "64GB unified": unified
    memory is what a machine has (reading rules §4), however the words are joined."""
    assert _sizes(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a size of use, with "unified" nowhere right after it, still counts
        ("On the unified-memory Mac the 8B model peaked at 9.4 GB while decoding.", [(9.4, "GB")]),
        ("Peak memory: 21.3 GB (unified) at 40 tok/s.", [(21.3, "GB")]),
        # "unifiedmem" is no word of unified memory: the size is still read as use
        ("Peak memory used 12.5 GB; unifiedmem flag off.", [(12.5, "GB")]),
    ],
)
def test_a_run_size_near_unified_memory_words_still_counts(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _sizes(text, vocab) == want


@pytest.mark.parametrize(
    "text",
    [
        "| Spec | Laptop A | Laptop B |\n|---|---|---|\n| Unified Memory | 32 GB | 64 GB |\n",
        "| Part | Board X | Board Y |\n|---|---|---|\n| VRAM | 16 GB | 24 GB |\n"
        "| Price | $500 | $900 |\n",
        "| | Base | Pro |\n|---|---|---|\n| Max Unified Memory | 48 GB | 96 GB |\n",
    ],
)
def test_a_row_named_for_a_kind_of_memory_is_a_spec_sheet(text: str, vocab: Vocabulary) -> None:
    """A row keyed "VRAM" or "Unified Memory" with whole gigabytes in each column gives what
    each machine has (reading rules §4), as a column so named does."""
    assert _sizes(text, vocab) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a tool's MiB reading under a bare "VRAM" row is what each run used
        (
            "| | old | new |\n|---|---|---|\n| VRAM | 10420MiB | 9870MiB |\n| tok/s | 30 | 34 |\n",
            [(10420.0, "MiB"), (9870.0, "MiB")],
        ),
        # a word of use in the row key makes the row a run's figure
        (
            "| | run A | run B |\n|---|---|---|\n| Peak VRAM | 18 GB | 21 GB |\n"
            "| tok/s | 30 | 34 |\n",
            [(18.0, "GB"), (21.0, "GB")],
        ),
    ],
)
def test_a_row_of_memory_used_still_counts(
    text: str, want: list[tuple[float, str]], vocab: Vocabulary
) -> None:
    assert _sizes(text, vocab) == want
