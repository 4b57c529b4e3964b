"""Durations written in words with two or three parts are one time.

LABELLING: "delivered a response in just 1 minute and 3 seconds" is an `e2e_latency` of 63 s,
"1 hour and 57 minutes" one of 7020 s. Read part by part they give figures the text never
states (60 s and 3 s). A worded duration of a step around the run (an install) stays out, as
its plain parts do.
"""

from __future__ import annotations

from watcher.claims.extract import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


def test_minutes_and_seconds_are_one_time(vocab: Vocabulary) -> None:
    text = (
        "On a Raspberry Pi 5, TinyLlama delivered a response in just 1 minute and 3 seconds,"
        " while DeepSeek-R1 consumed 21 minutes and 49 seconds."
    )
    assert _read(text, vocab) == [(63.0, "e2e_latency"), (1309.0, "e2e_latency")]


def test_hours_and_minutes_are_one_time(vocab: Vocabulary) -> None:
    text = "On the Raspberry Pi 5, DeepSeek-R1 required 1 hour and 57 minutes to answer."
    assert _read(text, vocab) == [(7020.0, "e2e_latency")]


def test_cjk_minutes_and_seconds_are_one_time(vocab: Vocabulary) -> None:
    text = "在 RTX 4090 上用 vLLM 生成这篇文章耗时2分30秒。"
    assert _read(text, vocab) == [(150.0, "e2e_latency")]


def test_an_install_written_in_words_is_no_run(vocab: Vocabulary) -> None:
    text = "On the RTX 4090, the install took 3 minutes and 20 seconds."
    assert _read(text, vocab) == []


def test_one_part_alone_keeps_its_old_reading(vocab: Vocabulary) -> None:
    text = "On a Raspberry Pi 5, Gemma2 delivered a response in about 50 seconds."
    assert _read(text, vocab) == [(50.0, "e2e_latency")]
