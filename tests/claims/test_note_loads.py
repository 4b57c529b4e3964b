"""The load stated in the note right under a table is every row's.

Reading rules §1 and §4, and the tenth pass (a set-up stated after the figures is their
context): "All at batch size 32 on 1x H100." under a table gives each row concurrency 32, so
its token rates are aggregate output. Must-fire and must-not-fire made-up tables.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

TABLE = "| Engine | Throughput (tok/s) |\n|---|---|\n| vLLM | 1,234.5 |\n| SGLang | 1 310 |\n"


def _read(text: str, vocab: Vocabulary) -> dict[float, tuple[str, int | None]]:
    return {c.value: (c.metric, c.concurrency) for c in extract_claims(text, vocab)}


class TestALoadInTheNoteUnderATable:
    def test_a_batch_size_note(self, vocab: Vocabulary) -> None:
        got = _read(TABLE + "\nBoth at batch size 32 on 1x H100.\n", vocab)
        assert got == {1234.5: ("output_tok_s", 32), 1310: ("output_tok_s", 32)}

    def test_a_concurrent_requests_note(self, vocab: Vocabulary) -> None:
        got = _read(TABLE + "\nAll with 64 concurrent requests, 8x H100.\n", vocab)
        assert got == {1234.5: ("output_tok_s", 64), 1310: ("output_tok_s", 64)}

    def test_a_single_stream_note(self, vocab: Vocabulary) -> None:
        text = "| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 141 |\n\nSingle stream, 1x H100.\n"
        assert _read(text, vocab) == {141: ("decode_tok_s", 1)}

    def test_a_range_of_loads_names_none(self, vocab: Vocabulary) -> None:
        """Must not fire: "batch size 1-4" is no one row's load."""
        text = "| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 141 |\n\nH100, batch size 1-4.\n"
        assert _read(text, vocab)[141][1] is None

    def test_repeated_runs_are_no_load(self, vocab: Vocabulary) -> None:
        """Must not fire: "18 parallel test runs" counts repetitions, not streams at once."""
        text = (
            "| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 141 |\n\n"
            "Data compiled from 18 parallel test runs.\n"
        )
        assert _read(text, vocab)[141][1] is None

    def test_two_loads_name_none(self, vocab: Vocabulary) -> None:
        """Must not fire: a note naming two loads says nothing of one row's."""
        text = (
            "| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 141 |\n\n"
            "Batch size 1 for vLLM, batch size 8 elsewhere.\n"
        )
        assert _read(text, vocab)[141][1] is None

    def test_a_sentence_with_its_own_figure_is_no_note(self, vocab: Vocabulary) -> None:
        """Must not fire: a line under the table with a figure of its own is a claim."""
        text = (
            "| Engine | Decode (tok/s) |\n|---|---|\n| vLLM | 141 |\n\n"
            "At batch size 32 it reaches 2,900 tok/s.\n"
        )
        assert _read(text, vocab)[141][1] is None
