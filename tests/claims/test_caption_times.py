"""A time column whose header names only its unit, under a caption naming the time measured.

Reading rules §1 and §4: the caption right above a table is its context, and a unit may sit
only in a header ("| ms |"). "TPOT on 1x H100:" over "| Engine | ms |" makes the cells
per-token times; "Short prompt (ms)" names a workload, not prompt processing. Each class is
pinned by made-up tables, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, str | None]]:
    return {c.value: (c.metric, c.engine) for c in extract_claims(text, vocab)}


class TestACaptionNamesTheTimeOfABareUnitColumn:
    def test_a_bare_ms_column_under_a_tpot_caption(self, vocab: Vocabulary) -> None:
        text = "TPOT on 1x H100:\n\n| Engine | ms |\n|---|---|\n| vLLM | 6.8 |\n| SGLang | 6.1 |\n"
        assert _read(text, vocab) == {6.8: ("tpot", "vllm"), 6.1: ("tpot", "sglang")}

    def test_workload_columns_under_a_first_token_caption(self, vocab: Vocabulary) -> None:
        text = (
            "Time to first token on 2x A100:\n\n| Engine | Short prompt (ms) | Long prompt (ms) |"
            "\n|---|---|---|\n| TGI | 68 | 410 |\n"
        )
        assert _read(text, vocab) == {68: ("ttft", "tgi"), 410: ("ttft", "tgi")}

    def test_a_short_prompt_column_under_tpot_is_no_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "Per-token latency on 1x L40S:\n\n| Engine | Short prompt (ms) | Long prompt (ms) |"
            "\n|---|---|---|\n| vLLM | 7.2 | 9.9 |\n"
        )
        assert _read(text, vocab) == {7.2: ("tpot", "vllm"), 9.9: ("tpot", "vllm")}

    def test_a_caption_naming_no_time_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "Results" names no time; a bare "ms" column stays unread."""
        text = "Results on 1x H100:\n\n| Engine | ms |\n|---|---|\n| vLLM | 6.8 |\n"
        assert _read(text, vocab) == {}

    def test_a_caption_stating_a_figure_is_no_caption(self, vocab: Vocabulary) -> None:
        """Must not fire: a sentence with its own time is a claim, not the table's measure."""
        text = "TTFT was 80 ms overall.\n\n| Engine | ms |\n|---|---|\n| vLLM | 6.8 |\n"
        assert 6.8 not in _read(text, vocab)

    def test_a_legend_item_is_no_caption(self, vocab: Vocabulary) -> None:
        """Must not fire: a tool's legend above its table ("- `T` - total time") defines the
        code columns; "T s" stays a duration."""
        text = "- `T` - total time\n\n| B | T s | S t/s |\n|---|---|---|\n| 1 | 3.187 | 80.32 |\n"
        assert 3.187 not in _read(text, vocab)

    def test_a_header_naming_its_own_time_keeps_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "Load time (s)" says what it measures; the caption's TTFT is not it."""
        text = "TTFT on 1x H100:\n\n| Engine | Load time (s) |\n|---|---|\n| vLLM | 41 |\n"
        assert _read(text, vocab).get(41, ("", None))[0] != "ttft"

    def test_a_plain_prompt_key_stays_prompt_processing(self) -> None:
        """Must not fire: "Prompt (ms)" and "prompt_per_token_ms" still time the prompt; only a
        length word before it ("Short prompt", "long input") names a workload."""
        from watcher.claims.metric_words import _PREFILL
        from watcher.claims.timing import is_prompt_key

        assert _PREFILL.search("Prompt (ms)") and is_prompt_key("prompt_per_token_ms")
        assert is_prompt_key("TPOT: input (ms)")
        assert not is_prompt_key("TPOT: Short prompt (ms)")
        assert not is_prompt_key("TPOT: long input")
