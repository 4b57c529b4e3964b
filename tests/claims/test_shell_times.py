"""The shell's ``time`` report: its ``real`` line is the command's end-to-end time."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_real_line_over_user_and_sys_is_an_end_to_end_time(vocab: Vocabulary) -> None:
    text = "One call to the server:\n```\nreal\t0m4.250s\nuser\t0m0.010s\nsys\t0m0.003s\n```\n"
    assert _read(text, vocab) == [(4.25, "e2e_latency")]


def test_minutes_are_counted_and_spaces_align_as_tabs_do(vocab: Vocabulary) -> None:
    text = "* **Run time:**\nreal    3m12.500s\nuser    0m0.300s\nsys     0m1.100s\n"
    assert _read(text, vocab) == [(192.5, "e2e_latency")]


def test_real_without_the_report_under_it_is_no_time(vocab: Vocabulary) -> None:
    assert _read("The film runs for real 1m30.5s in this cut.\n", vocab) == []
    assert _read("real 0m2.500s\nand then we stopped.\n", vocab) == []


def test_user_and_sys_lines_alone_give_nothing(vocab: Vocabulary) -> None:
    assert _read("user\t0m0.010s\nsys\t0m0.003s\n", vocab) == []
