"""A number that belongs to a name before a dash is no range start (reading rules §4: a
range keeps both ends, but its ends are two figures of one quantity). "Gemma 3 — 50 tok/s"
names a model, then its figure; a real range ("40 — 45 tok/s") stays a range."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, float | None, float | None]]:
    return [(c.value, c.value_min, c.value_max) for c in extract_claims(text, vocab)]


class TestVersionAfterAFamilyWord:
    @pytest.mark.parametrize("dash", ["—", "–", "-"])
    def test_a_model_version_then_its_figure(self, vocab: Vocabulary, dash: str) -> None:
        for name in ("Llama 3", "Qwen 2.5", "Gemma 3", "Mistral 7", "Phi 4", "Llama 3.1"):
            got = _read(f"- {name} {dash} 64 tok/s on one card\n", vocab)
            assert got == [(64.0, None, None)], (name, dash)

    def test_in_a_sentence(self, vocab: Vocabulary) -> None:
        got = _read("With vLLM, Qwen 2.5 – 38 tok/s was the best we saw.", vocab)
        assert got == [(38.0, None, None)]

    def test_any_unit_after_the_version(self, vocab: Vocabulary) -> None:
        speedup = extract_claims("Gemma 3 — 2.2x faster with a draft model.", vocab)
        assert [(c.value, c.value_min, c.metric) for c in speedup] == [(2.2, None, "speedup")]
        ttft = extract_claims("Llama 3 – 85 ms TTFT on the card.", vocab)
        assert [(c.value, c.value_min, c.metric) for c in ttft] == [(85.0, None, "ttft")]

    def test_a_heading_and_a_list(self, vocab: Vocabulary) -> None:
        assert _read("### Qwen 2.5 — 47 tok/s\n\nNotes follow.\n", vocab) == [(47.0, None, None)]
        got = _read("- Llama 3 — 41 t/s, Gemma 3 — 57 t/s\n", vocab)
        assert got == [(41.0, None, None), (57.0, None, None)]

    def test_a_version_joined_to_its_family_was_never_a_start(self, vocab: Vocabulary) -> None:
        for name in ("GPT-4", "Phi-4", "DeepSeek V3", "Mistral 7B", "70B", "Llama 3 8B"):
            got = _read(f"- {name} — 52 tok/s\n", vocab)
            assert got == [(52.0, None, None)], name

    def test_a_family_word_inside_another_word_is_no_family(self, vocab: Vocabulary) -> None:
        # "Alphi 3" is no "Phi": the family word must stand alone
        got = _read("- Alphi 3 — 9 tok/s\n", vocab)
        assert got == [(6.0, 3.0, 9.0)]


class TestSmallNumberAfterAName:
    def test_a_name_number_far_below_the_figure(self, vocab: Vocabulary) -> None:
        got = _read("- Falconet 2 — 41 tok/s\n", vocab)
        assert got == [(41.0, None, None)]

    def test_ends_of_one_order_stay_a_range(self, vocab: Vocabulary) -> None:
        got = _read("Throughput 30 — 36 tok/s on the test box.", vocab)
        assert got == [(33.0, 30.0, 36.0)]

    def test_an_unspaced_dash_stays_a_range(self, vocab: Vocabulary) -> None:
        got = _read("Falconet 2-41 tok/s, depending on the prompt.", vocab)
        assert got == [(21.5, 2.0, 41.0)]

    def test_no_name_before_stays_a_range(self, vocab: Vocabulary) -> None:
        got = _read("It runs at 3 — 45 tok/s depending on load.", vocab)
        assert got == [(24.0, 3.0, 45.0)]


class TestTrueRangesStay:
    @pytest.mark.parametrize(
        ("text", "ends"),
        [
            ("The build does 40 — 45 tok/s.", (40.0, 45.0)),
            ("The build does 40-45 tok/s.", (40.0, 45.0)),
            ("We measured 202–211 tok/s on it.", (202.0, 211.0)),
            ("Speculation gives 1.5~3x over plain decoding.", (1.5, 3.0)),
            ("Llama 3 does 40-45 tok/s here.", (40.0, 45.0)),
            ("Gemma 3 runs at 28 — 31 tok/s.", (28.0, 31.0)),
        ],
    )
    def test_range(self, vocab: Vocabulary, text: str, ends: tuple[float, float]) -> None:
        got = [(c.value_min, c.value_max) for c in extract_claims(text, vocab)]
        assert got == [ends]
