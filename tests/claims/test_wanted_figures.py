"""Figures a text wants rather than ran: a table's target column that names its unit, an
issue's "Expected behavior" section, an expectation said in Chinese (docs/READING_RULES.md
§2: goals, targets and expectations are not measurements). Each class keeps its near
misses: the measured column beside the target, a sentence under the heading that says
where things stand, the sections and comments after it."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_target_column_naming_its_unit_holds_no_claims(vocab: Vocabulary) -> None:
    table = (
        "| Model | TTFT (ms) | Goal TTFT (ms) | t/s/u | Target t/s/u |\n"
        "|---|---|---|---|---|\n"
        "| Llama 8B | 120 | 100 | 52.5 | 60 |\n"
        "| Qwen 14B | 190 | 150 | 31.2 | 40 |\n"
    )
    assert _read(table, vocab) == [
        (120.0, "ttft"),
        (52.5, "decode_tok_s"),
        (190.0, "ttft"),
        (31.2, "decode_tok_s"),
    ]
    speeds = (
        "| Build | Throughput | Target throughput |\n|---|---|---|\n"
        "| v2 | 880 tok/s | 1000 tok/s |\n"
    )
    assert [v for v, _ in _read(speeds, vocab)] == [880.0]


def test_a_target_model_column_names_a_model_and_keeps_the_speeds(vocab: Vocabulary) -> None:
    table = "| Draft model | Target model | tok/s |\n|---|---|---|\n| 1B | 70B | 45.2 |\n"
    assert _read(table, vocab) == [(45.2, "decode_tok_s")]


def test_the_expected_behavior_section_of_an_issue_is_wanted(vocab: Vocabulary) -> None:
    text = (
        "On vLLM the 8B decodes at 52 tok/s on an RTX 4090.\n\n"
        "### Expected behavior\n\n"
        "Go back to the old 60 tokens/s. Memory should be near 9 GB.\n\n"
        "### Actual behavior\n\n"
        "It runs at 30 tokens/s.\n"
    )
    assert _read(text, vocab) == [(52.0, "decode_tok_s"), (30.0, "decode_tok_s")]


def test_a_plain_expected_behavior_line_heads_its_block(vocab: Vocabulary) -> None:
    text = (
        "Expected Behavior\n"
        "    Return to the earlier speed (~60 tokens/s) please.\n\n"
        "Steps\n"
        "    Run it again and see 31 tokens/s.\n"
    )
    assert _read(text, vocab) == [(31.0, "decode_tok_s")]
    assert _read("期望行为\n恢复到之前的 60 tokens/s。\n\n实际：31 tokens/s\n", vocab) == [
        (31.0, "decode_tok_s")
    ]


def test_a_sentence_there_that_says_what_ran_stays(vocab: Vocabulary) -> None:
    text = (
        "### Expected behavior\n\n"
        "Faster decoding with the drafter.\n\n"
        "Currently it decodes at 31 tokens/s instead.\n\n"
        "In our experiment with TGI it did increase the speed around 2x.\n"
    )
    assert _read(text, vocab) == [(31.0, "decode_tok_s"), (2.0, "speedup")]


def test_a_plain_statement_there_describes_speeds_that_ran(vocab: Vocabulary) -> None:
    text = (
        "### Expected behavior\n\n"
        "The 0.5.1 build decodes at 45 tokens/s on the same card.\n\n"
        "It should decode at 45 tokens/s again.\n"
    )
    assert _read(text, vocab) == [(45.0, "decode_tok_s")]


def test_a_comment_after_the_expected_section_is_its_own(vocab: Vocabulary) -> None:
    text = (
        "alice · description · 2025-01-02\n"
        "### Expected behavior\n\n"
        "Keep 40 tokens/s on battery.\n\n"
        "bob · comment · 2025-01-03\n"
        "Same card here, I see 38 tokens/s.\n"
    )
    assert _read(text, vocab) == [(38.0, "decode_tok_s")]


def test_an_expectation_said_in_chinese_is_no_measurement(vocab: Vocabulary) -> None:
    assert _read("int4量化后，预期总共占用10GB以下，现在是17GB。", vocab) == [(17.0, "memory")]
    assert _read("期望达到 50 tokens/s，实测只有 32 tokens/s。", vocab) == [(32.0, "decode_tok_s")]
    assert _read("按理说应该有 60 tokens/s，实际只有 35 tokens/s。", vocab) == [
        (35.0, "decode_tok_s")
    ]
    assert _read("这张卡本该有 24 tokens/s。", vocab) == []
    # a vendor's "expected performance" over a scenario is a projection, and stays
    assert _read("预期性能：50 tokens/s", vocab) == [(50.0, "decode_tok_s")]


def test_what_a_run_was_expected_to_do_is_no_measurement(vocab: Vocabulary) -> None:
    text = "Throughput was expected to reach 5,000 tok/s but we measured 3,200 tok/s."
    assert _read(text, vocab) == [(3200.0, "decode_tok_s")]
    text = "It was supposed to hit 100 tok/s on the 4090; I get 60 tok/s."
    assert _read(text, vocab) == [(60.0, "decode_tok_s")]
    # a projection and a report's claim stay
    assert _read("EAGLE is expected to deliver a 2x speedup on vLLM.", vocab) == [(2.0, "speedup")]
    assert _read("The report says it is supposed to be 2.2x faster.", vocab) == [(2.2, "speedup")]


def test_a_hope_said_after_the_figure_in_japanese_or_korean_is_wanted(vocab: Vocabulary) -> None:
    assert _read("速度が 2 倍になることを期待しています。", vocab) == []
    assert _read("生成速度が 50 tokens/s になってほしい。", vocab) == []
    assert _read("속도가 2배가 되기를 기대합니다.", vocab) == []
    # a run's speed beside the word stays
    assert _read("vLLM では 45 tokens/s でした。期待していたより速い。", vocab) == [
        (45.0, "decode_tok_s")
    ]


def test_an_ideal_a_goal_set_or_a_wishful_question_is_no_reading(vocab: Vocabulary) -> None:
    assert _read("Ideally we'd get to 60 tok/s with EAGLE; today it does 45 tok/s.", vocab) == [
        (45.0, "decode_tok_s")
    ]
    assert _read("Let's shoot for 100 tok/s on the 4090.", vocab) == []
    assert _read("We are gunning for 2x faster decoding with MTP.", vocab) == []
    text = "Any chance of getting 30 t/s on an M2? Right now I get 12 t/s."
    assert _read(text, vocab) == [(12.0, "decode_tok_s")]
    text = "Wouldn't it be nice if we hit 500 tok/s? It runs at 300 tok/s today."
    assert _read(text, vocab) == [(300.0, "decode_tok_s")]
