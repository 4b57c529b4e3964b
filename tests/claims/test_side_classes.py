"""Exclusions every time and multiple passes (reading rules §4: settings, steps around a
run and ratios of price or size are no claims), each pinned by sentences written for it."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestSideTimesAreNoRunsTime:
    """A timeout, an interval, a sleep or a start-up time is a setting or a step around the
    run, not the run's time (rules §4; LABELLING: setting values, load times)."""

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("Generation took 12 s end to end, with a 30 s timeout.", [(12.0, "e2e_latency")]),
            ("TTFT was 120 ms, measured every 5 s.", [(120.0, "ttft")]),
            (
                "The reply took 12 s on an RTX 3090, while the model loads in 40 s.",
                [(12.0, "e2e_latency")],
            ),
            (
                "The whole request took 8 s with a 10-second polling interval.",
                [(8.0, "e2e_latency")],
            ),
            ("请求耗时 12 s，超时 30 s", [(12.0, "e2e_latency")]),
        ],
    )
    def test_the_setting_is_left_out(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        """Only the run's own time is read."""
        assert _read(text, vocab) == want

    @pytest.mark.parametrize(
        "text",
        [
            "The reply took 12 s on an RTX 3090.",
            "Each request took 4.2 s end to end.",
            "Latency per request was 350 ms at batch size 1.",
        ],
    )
    def test_a_runs_time_stays(self, text: str, vocab: Vocabulary) -> None:
        """ "Each request took" is no interval: the run's own time is kept."""
        assert len(_read(text, vocab)) == 1


class TestMultiplesOfPriceSizeOrSettingsAreNoSpeedups:
    """ "10x cheaper", "2x smaller", "2x the batch size": a multiple of something other than
    speed (LABELLING: size and data ratios, cost) is no speedup."""

    @pytest.mark.parametrize(
        ("text", "want"),
        [
            ("It runs 3x faster than vLLM, 10x cheaper and 2x smaller.", [(3.0, "speedup")]),
            ("Speedup is 1.8x with 2x the batch size.", [(1.8, "speedup")]),
            ("We got 2.5x faster decoding with a 4x larger batch.", [(2.5, "speedup")]),
            ("It is 1.6x faster and supports 4x longer context.", [(1.6, "speedup")]),
        ],
    )
    def test_the_other_multiple_is_left_out(
        self, text: str, want: list[tuple[float, str]], vocab: Vocabulary
    ) -> None:
        """Only the multiple of speed is read."""
        assert _read(text, vocab) == want

    @pytest.mark.parametrize(
        "text",
        [
            "EAGLE gives 2x smaller latency on the H100.",
            "The 8B decodes 3x faster than the 70B.",
            "MTP delivers a 1.9x speedup at batch size 1.",
            "On two L40S cards the chat model gains 1.4x at batch size 1.",
        ],
    )
    def test_a_speedup_stays(self, text: str, vocab: Vocabulary) -> None:
        """A smaller latency is a speedup; a batch size after "at" is its condition."""
        assert [m for _, m in _read(text, vocab)] == ["speedup"]
