"""A size named with the memory parts a machine is built with (ECC or registered RAM, DIMMs,
HBM written out, an aggregate pool), a size "or more" ("48 GB+ VRAM"), a card's size counted
out ("80GB*8 GPUs") and the Russian "ГБ памяти" ("GB of memory") are a machine's spec, no
claim (docs/READING_RULES.md §4; LABELLING: memory is never a card's capacity). A model's
stated need or use stays memory."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_memory_parts_after_a_size_are_the_machine(vocab: Vocabulary) -> None:
    assert _read("Test box:\n- 2x Xeon Gold\n- 512GB ECC registered RAM\n", vocab) == []
    assert _read("Workstation with 96 GB non-ECC memory and one GPU.", vocab) == []
    assert _read("The node carries 256GB RDIMM (3200 MT/s).", vocab) == []


def test_an_aggregate_or_spelled_out_hbm_pool_is_a_spec(vocab: Vocabulary) -> None:
    text = "A four-way board provides 564 TFLOPS and 0.56TB of aggregate high-bandwidth memory."
    assert _read(text, vocab) == []
    assert _read("Each rack ships with 13.5 TB of HBM3e.", vocab) == []


def test_a_size_or_more_and_counted_cards_are_capacities(vocab: Vocabulary) -> None:
    assert _read("Big models stall on cards without 24 GB+ VRAM.", vocab) == []
    assert _read("For full precision, 96GB x 4 GPUs are needed.", vocab) == []


def test_russian_gigabytes_of_memory_name_a_machine(vocab: Vocabulary) -> None:
    assert _read("Сервер с 512 ГБ памяти стоит дорого.", vocab) == []


def test_a_models_need_or_use_stays_memory(vocab: Vocabulary) -> None:
    assert _read("The 70B needs 48 GB+ VRAM at Q4.", vocab) == [(48.0, "memory")]
    assert _read("Модель использует 21,3 ГБ памяти.", vocab) == [(21.3, "memory")]
    assert _read("Peak usage was 30.2 GB of VRAM on the run.", vocab) == [(30.2, "memory")]


def test_a_memory_part_a_wall_or_an_allowance_is_the_machine(vocab: Vocabulary) -> None:
    assert _read("Anything that fits within 24 GB of GDDR6X runs well here.", vocab) == []
    assert _read("单卡:峰值 61.2 GB(离 96 GB 上限还远)", vocab) == [(61.2, "memory")]
    assert _read("host: 64 GB RAM, 48.5 GB Metal working set", vocab) == []


def test_machines_picked_by_size_are_no_run(vocab: Vocabulary) -> None:
    assert _read("This release helps laptops under 16 GB load bigger quants.", vocab) == []
    assert _read("The 14B needs 9.6 GB of GDDR6 at Q4.", vocab) == [(9.6, "memory")]


def test_the_whole_a_share_is_taken_of_is_the_machine(vocab: Vocabulary) -> None:
    text = "The flag reserves 85% of the 48 GB; the run peaked at 39.6 GB."
    assert _read(text, vocab) == [(39.6, "memory")]
