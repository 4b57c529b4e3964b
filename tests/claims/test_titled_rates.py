"""A table of bare figures whose only stated unit is the page or issue title's token rate.

Reading rules §1 and §4: the title is the figures' context and a unit may be stated only
there. Only a table whose header, row labels and caption name no measure of their own reads
the title's unit, and only when every unit the title names is a token rate; the title's own
setup (its GPU, its load) stays the title's.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_TABLE = (
    "Two runs on one L40S, median of five:\n\n"
    "| setup | short prompt | long prompt |\n|---|---:|---:|\n"
    "| plain | 31.5 | 28.2 |\n| with EAGLE-3 | 52.7 | 44.9 |\n"
)


def _read(text: str, vocab: Vocabulary, title: str) -> dict[float, tuple[str, str | None]]:
    return {c.value: (c.metric, c.hardware) for c in extract_claims(text, vocab, title=title)}


class TestATitleStatesTheTableUnit:
    def test_a_rate_title_gives_its_unit_to_bare_cells(self, vocab: Vocabulary) -> None:
        got = _read(_TABLE, vocab, "EAGLE-3 in SGLang stops short of 60 tok/s on long prompts")
        assert got == {
            31.5: ("decode_tok_s", "L40S"),
            28.2: ("decode_tok_s", "L40S"),
            52.7: ("decode_tok_s", "L40S"),
            44.9: ("decode_tok_s", "L40S"),
        }

    def test_the_title_setup_stays_the_titles(self, vocab: Vocabulary) -> None:
        """The title's GPU is another run's; the caption's L40S is the table's."""
        got = _read(_TABLE, vocab, "On an H200 we saw 90 tokens/s; why is this slower?")
        assert set(got) == {31.5, 28.2, 52.7, 44.9}
        assert {hw for _, hw in got.values()} == {"L40S"}

    def test_a_title_naming_another_unit_too_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "40 tok/s and 300 ms" says nothing about which table is which."""
        assert _read(_TABLE, vocab, "Decode stuck at 40 tok/s and TTFT at 300 ms") == {}

    def test_a_title_naming_no_unit_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "slow decoding" names no unit for the bare cells."""
        assert _read(_TABLE, vocab, "Slow decoding with EAGLE-3 on long prompts") == {}

    def test_a_header_naming_a_count_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a table of lengths under a rate title counts, it does not time."""
        text = (
            "Prompts used, one L40S:\n\n| prompt | input length | output length |\n"
            "|---|---:|---:|\n| chat | 512 | 128 |\n| code | 2048 | 256 |\n"
        )
        assert _read(text, vocab, "Decode drops below 20 tok/s on long prompts") == {}

    def test_a_caption_naming_another_measure_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "acceptance" above the table says what its cells are."""
        text = (
            "Mean acceptance per step on one L40S:\n\n| setup | short prompt | long prompt |\n"
            "|---|---:|---:|\n| EAGLE-3 | 3.1 | 2.6 |\n"
        )
        assert _read(text, vocab, "EAGLE-3 in SGLang stops short of 60 tok/s") == {}

    def test_a_catalogue_of_models_gives_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "Layers" and "Year" are the models' properties, not runs."""
        text = (
            "Models tried:\n\n| model | layers | year |\n|---|---:|---:|\n"
            "| Llama | 32 | 2024 |\n| Qwen | 28 | 2025 |\n"
        )
        assert _read(text, vocab, "Llama runs at 40 tok/s on one A100") == {}
