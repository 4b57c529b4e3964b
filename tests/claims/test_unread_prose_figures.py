"""Prose figures the reader once set aside or never reached (docs/READING_RULES.md §2, §4).

Each rule has a must-read case and a must-not case beside it: the goal, question, count or
spec the old filter rightly dropped stays dropped."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_question_mark_opening_a_bracket_doubts_and_asks_nothing(vocab: Vocabulary) -> None:
    text = (
        "With vLLM the job takes 95 seconds, while LMDeploy takes 14 seconds (? surprising). "
        "We moved to LMDeploy."
    )
    assert _read(text, vocab) == [(95.0, "e2e_latency"), (14.0, "e2e_latency")]
    assert _read("My 3090 now decodes at 41 tok/s (?!) with llama.cpp.", vocab) == [
        (41.0, "decode_tok_s")
    ]


def test_a_question_with_a_doubt_mark_still_asks(vocab: Vocabulary) -> None:
    assert _read("Does LMDeploy really take only 14 seconds (?)", vocab) == []
    assert _read("Why does vLLM take 95 seconds here?", vocab) == []


def test_by_as_much_as_names_the_most_a_run_gained(vocab: Vocabulary) -> None:
    text = "The new kernels help decoding too, in some cases by as much as 1.45x on AVX2."
    assert _read(text, vocab) == [(1.45, "speedup")]


def test_by_as_much_as_grows_no_revenue(vocab: Vocabulary) -> None:
    assert _read("Our revenue grew by as much as 3x this year.", vocab) == []


def test_a_machine_noun_in_a_compound_names_a_gains_scope(vocab: Vocabulary) -> None:
    text = "Compared with the old kernels, it achieves up to 1.58x system-level speedup."
    assert _read(text, vocab) == [(1.58, "speedup")]


def test_a_multiple_before_machines_still_counts_them(vocab: Vocabulary) -> None:
    assert _read("The benchmark ran on 4x DGX systems over a weekend.", vocab) == []


def test_seconds_per_token_in_characters_is_a_per_token_latency(vocab: Vocabulary) -> None:
    got = [(c.value, c.metric, c.unit) for c in extract_claims("长文本生成 2.4 秒/token。", vocab)]
    assert got == [(2.4, "tpot", "s")]
    got = [(c.value, c.metric, c.unit) for c in extract_claims("평균 0.8 초/토큰.", vocab)]
    assert got == [(0.8, "tpot", "s")]


def test_tokens_per_second_in_characters_stays_a_rate(vocab: Vocabulary) -> None:
    assert _read("生成速度 18 tokens/秒，模型加载 40 秒。", vocab) == [(18.0, "decode_tok_s")]


def test_each_named_side_of_a_comparison_takes_the_last_sides_unit(vocab: Vocabulary) -> None:
    text = "On a Ryzen CPU: Q4_0 19.5 vs Q6_K 12.1 vs BF16 7.4 tok/s."
    assert _read(text, vocab) == [
        (19.5, "decode_tok_s"),
        (12.1, "decode_tok_s"),
        (7.4, "decode_tok_s"),
    ]


def test_a_settings_number_before_vs_is_no_side(vocab: Vocabulary) -> None:
    assert [v for v, _ in _read("With batch 8 vs batch 16 it decodes 40 tok/s.", vocab)] == [40.0]
    assert [v for v, _ in _read("llama.cpp build 12 vs Ollama 40 tok/s.", vocab)] == [40.0]
    assert _read("Is Q4_0 19.5 vs Q6_K 12.1 tok/s normal?", vocab) == []


def test_a_later_speedup_of_a_list_may_stand_far_from_the_first(vocab: Vocabulary) -> None:
    text = (
        "The method achieves up to 2.4x acceleration over plain decoding for Mistral-7B on "
        "the long-context set and 1.62x for Qwen2-7B."
    )
    assert _read(text, vocab) == [(2.4, "speedup"), (1.62, "speedup")]


def test_a_multiple_past_a_stop_is_no_speedup_of_the_list(vocab: Vocabulary) -> None:
    text = "We measured a 1.9x speedup on the chat set; the rig drew 1.35x the power of the old."
    assert _read(text, vocab) == [(1.9, "speedup")]


def test_the_entire_process_of_a_run_is_its_end_to_end_time(vocab: Vocabulary) -> None:
    text = "On the wafer-scale system the model finishes the entire process in just 4.2 seconds."
    assert _read(text, vocab) == [(4.2, "e2e_latency")]


def test_the_entire_install_process_is_no_run(vocab: Vocabulary) -> None:
    assert _read("The entire installation process took 25 minutes on my laptop.", vocab) == []
