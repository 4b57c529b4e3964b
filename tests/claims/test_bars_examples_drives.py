"""A speed a reader wants at least (or 欲しい), an example quoted after "for example" /
"比如" / "例えば", the consequence "At 5 tok/s you will ...", a drive's size and a machine's
unified memory "の統合メモリ" describe no run (docs/READING_RULES.md §2 and §4; LABELLING:
goals, bars, illustrative figures, hardware specs). An offer ("you want 1.5x vLLM
throughput"), a quote of a named source and a model's size on disk stay."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_wanted_bar_is_no_run(vocab: Vocabulary) -> None:
    assert _read("To code comfortably you want at least 25 tok/s.", vocab) == []
    assert _read("会話なら 15 トークン/秒 以上は欲しいです。", vocab) == []


def test_an_offer_the_reader_wants_stays(vocab: Vocabulary) -> None:
    text = "Use SGLang when:\n- You want 1.8x vLLM throughput on long shared prefixes\n"
    assert _read(text, vocab) == [(1.8, "speedup")]


def test_an_example_quote_is_no_claim(vocab: Vocabulary) -> None:
    assert _read('For instance, "my 3060 does 31 tok/s" says little.', vocab) == []
    assert _read("例如“双卡 55 tokens/s”这种说法无法复现。", vocab) == []
    assert _read("例えば「40 tok/s 出た」だけでは比べられない。", vocab) == []


def test_a_consequence_of_an_assumed_rate_is_no_run(vocab: Vocabulary) -> None:
    assert _read("At 4 tok/s you will wait ages for each reply.", vocab) == []


def test_a_drive_and_unified_memory_are_the_machine(vocab: Vocabulary) -> None:
    assert _read("ストレージは 2TB、メモリは 64GB にしました。", vocab) == []
    assert _read("Box: 96 GB RAM, storage: 4TB, one 4090.", vocab) == []
    assert _read("64GB の統合メモリを積んだ Mac なら 32B も動きます。", vocab) == []


def test_a_models_size_on_disk_stays(vocab: Vocabulary) -> None:
    assert _read("The Q4 file takes 4.7 GB on disk.", vocab) == [(4.7, "memory")]
