"""Figures that are no measurement: differences, expected figures, wanted memory, speed scales.

Reading rules §2 (goals, expectations and requirements are not measurements) and §4 (a
machine's memory is a spec); LABELLING: a difference between two runs ("a difference of
roughly 30 tok/s", "saves 4963 MB", "低20token每秒") is not labelled. Each
test pairs a figure that must stay unread with a neighbour that must still be read. Every
text is made up for the test, not taken from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> set[tuple[float, str]]:
    return {(c.value, c.metric) for c in extract_claims(text, vocab)}


# --- differences between two runs -------------------------------------------------------


def test_a_difference_of_a_rate_is_no_figure(vocab: Vocabulary) -> None:
    """A difference ("of roughly 25 tok/s") compares two runs; the runs' own rates stay."""
    text = (
        "On my RTX 4090 llama.cpp did 95 tok/s and Ollama 70 tok/s,"
        " a difference of roughly 25 tok/s."
    )
    assert _read(text, vocab) == {(95.0, "decode_tok_s"), (70.0, "decode_tok_s")}


def test_a_rate_named_a_difference_after_it_is_no_figure(vocab: Vocabulary) -> None:
    """Changes named after the figure: "~40 tok/s difference", "a ~150 token/s total
    throughput decrease"."""
    text = (
        "With the proxy there is a ~150 token/s total throughput decrease (~40 tok/s difference)."
    )
    assert _read(text, vocab) == set()
    assert _read("Behind the proxy vLLM serves 1,150 tok/s total throughput.", vocab) == {
        (1150.0, "output_tok_s")
    }


def test_saves_a_time_is_a_difference(vocab: Vocabulary) -> None:
    """What a change removes ("saves ~3 ms/step") is not a step's time."""
    assert _read("CUDA graphs save launches: saves ~3 ms/step on decode.", vocab) == set()
    assert _read("Decode takes ~3 ms/step with CUDA graphs on.", vocab) != set()


def test_a_chinese_comparison_by_an_amount_is_a_difference(vocab: Vocabulary) -> None:
    """Chinese changes, code spans around the number: "比 MTP2 低 `0.05 ms`", "增加 `2.4 ms`"."""
    text = "MTP3 的 TPOT 比 MTP2 低 `0.05 ms`,但 TTFT 增加 `2.4 ms`。"
    assert _read(text, vocab) == set()
    assert _read("MTP3 的 TPOT 为 `12.5 ms`。", vocab) == {(12.5, "tpot")}


# --- expected figures named after the figure ---------------------------------------------


def test_a_figure_called_expected_after_it_is_no_run(vocab: Vocabulary) -> None:
    """Beside what ran, "(vs ~120 expected)" is foreseen: only the run's figure is read."""
    got = _read("- Short prompt: ~55 tok/s (vs ~120 expected)", vocab)
    assert got == {(55.0, "decode_tok_s")}


def test_instead_of_as_expected_marks_the_foreseen_figure(vocab: Vocabulary) -> None:
    """In "2.5 tok/s instead of 8 tok/s as expected" 8 is foreseen; "as expected" alone keeps."""
    text = "I only get 2.5 tok/s for Phi-2 instead of 8 tok/s as expected."
    assert _read(text, vocab) == {(2.5, "decode_tok_s")}
    assert _read("We measured 64 tok/s, as expected for this card.", vocab) == {
        (64.0, "decode_tok_s")
    }


# --- memory a reader's machine needs -----------------------------------------------------


def test_a_minimum_ram_column_is_no_run(vocab: Vocabulary) -> None:
    """A model list's "RAM min" column says what a machine needs; "Peak memory" stays."""
    wanted = "| Model | RAM min |\n|---|---|\n| Qwen 7B | 16 GB |\n| Qwen 14B | 32 GB |\n"
    assert _read(wanted, vocab) == set()
    used = "| Model | Peak memory |\n|---|---|\n| Qwen 7B | 16 GB |\n| Qwen 14B | 32 GB |\n"
    assert _read(used, vocab) == {(16.0, "memory"), (32.0, "memory")}


def test_a_suggested_memory_column_is_no_run(vocab: Vocabulary) -> None:
    """Columns named "Suggested memory" or "推荐显存" hold what a machine should have; a
    model's own "显存需求" (its footprint) stays read."""
    for header in ("Suggested memory", "推荐显存"):
        wanted = f"| Model | {header} |\n|---|---|\n| Qwen 7B | 10.5 GB |\n| Qwen 14B | 20.5 GB |\n"
        assert _read(wanted, vocab) == set(), header
    need = "| Model | 显存需求 |\n|---|---|\n| Qwen 7B | 10.5 GB |\n| Qwen 14B | 20.5 GB |\n"
    assert _read(need, vocab) == {(10.5, "memory"), (20.5, "memory")}


# --- a scale of speeds with a longer verdict ---------------------------------------------


def test_a_speed_scale_whose_verdict_runs_on_is_no_run(vocab: Vocabulary) -> None:
    """A band and a verdict that says a sentence more, no figure after: a guidance scale."""
    text = (
        "- 10–20 t/s — Comfortable. About as fast as most people read, with no waiting.\n"
        "- < 4 t/s — Painfully slow. You wait for every single word to show up on screen.\n"
    )
    assert _read(text, vocab) == set()
    run = "- Llama 8B on an RTX 3060: 42 t/s — comfortable for chat, measured with llama-bench.\n"
    assert (42.0, "decode_tok_s") in _read(run, vocab)


# --- what a machine was given or has usable --------------------------------------------


def test_memory_a_machine_was_upgraded_to_is_no_run(vocab: Vocabulary) -> None:
    """Memory a machine was upgraded to ("my RAM to 96GB", "内存升级到256G") is what it has;
    the run's use stays."""
    text = "I upgraded my RAM to 96GB and llama.cpp now uses 41.5 GB of it on the M2 Max."
    assert _read(text, vocab) == {(41.5, "memory")}
    assert _read("内存升级到256G,其他配置不变。", vocab) == set()


def test_memory_called_usable_is_headroom(vocab: Vocabulary) -> None:
    """Memory called usable ("RAM 29GB usable") is what a machine offers; "used" is a run's."""
    assert _read("VRAM 12GB + RAM 29GB usable", vocab) == set()
    assert _read("Qwen 32B with llama.cpp: RAM 29.5GB used", vocab) == {(29.5, "memory")}
