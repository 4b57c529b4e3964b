"""Each entry of a changelog is its own scope, with or without a pull request reference.

Reading rules §2: details never leak from one bullet into the next. "- EAGLE-3 support"
under "## v0.5.0" names a change, not the method of "- Faster decode: 120 tok/s on H100";
"- Enable TP=4 (#1)" names a change's count, not the next entry's. A keyed setup list
("- Method: EAGLE-3"), a list outside a changelog's section, and a bullet that heads its
own nested bullets still set up the figures they lead.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _one(text: str, vocab: Vocabulary) -> tuple[str | None, int | None]:
    (claim,) = extract_claims(text, vocab)
    return claim.mode, claim.gpu_count


class TestAChangelogEntryLendsNothing:
    def test_a_method_entry_under_a_version(self, vocab: Vocabulary) -> None:
        text = "## v0.5.0\n\n- EAGLE-3 support\n- Faster decode: 120 tok/s on H100\n"
        assert _one(text, vocab) == (None, None)

    def test_a_method_entry_under_whats_changed(self, vocab: Vocabulary) -> None:
        text = "## What's Changed\n\n- Medusa heads for Llama\n- Decode reaches 88 tok/s on A100\n"
        assert _one(text, vocab) == (None, None)

    def test_a_method_entry_beside_referenced_entries(self, vocab: Vocabulary) -> None:
        text = "- MTP drafting\n- Faster decode: 120 tok/s on H100 (#1234)\n"
        assert _one(text, vocab) == (None, None)

    def test_a_count_entry_with_a_reference(self, vocab: Vocabulary) -> None:
        text = "## v0.5.0\n\n- Enable TP=4 (#1)\n- Faster decode: 120 tok/s on H100\n"
        assert _one(text, vocab) == (None, None)

    def test_a_dated_version_heading(self, vocab: Vocabulary) -> None:
        text = "## [0.1.9] - 2025-11-21\n\n- EAGLE-3 support\n- Decode: 120 tok/s on H100\n"
        assert _one(text, vocab) == (None, None)


class TestWhatStillSetsUpAFigure:
    def test_a_keyed_setup_list(self, vocab: Vocabulary) -> None:
        """Must not fire: "Method: EAGLE-3" states the run's setup."""
        text = "## v0.5.0\n\n- Method: EAGLE-3\n- Faster decode: 120 tok/s on H100\n"
        assert _one(text, vocab)[0] == "eagle"

    def test_a_list_outside_a_changelog(self, vocab: Vocabulary) -> None:
        """Must not fire: a "Setup" section's bullets are no changelog's entries."""
        text = "## Setup\n\n- EAGLE-3 support\n- Faster decode: 120 tok/s on H100\n"
        assert _one(text, vocab)[0] == "eagle"

    def test_a_section_number_is_no_version(self, vocab: Vocabulary) -> None:
        """Must not fire: "1.1 Results" numbers a section; its bullets set up its figures."""
        text = "## 1.1 Results\n\n- EAGLE-3 support\n- Faster decode: 120 tok/s on H100\n"
        assert _one(text, vocab)[0] == "eagle"

    def test_a_bullet_heading_its_own_bullets(self, vocab: Vocabulary) -> None:
        """Must not fire: the parent bullet leads its nested entries."""
        text = (
            "### Added\n\n- **Speculative decoding API**\n  - Added `SpecParams`\n"
            "  - Enables 2.5x faster decode with a draft model\n"
        )
        assert _one(text, vocab)[0] == "speculative"

    def test_the_entrys_own_count(self, vocab: Vocabulary) -> None:
        text = "## v0.5.0\n\n- Faster decode with TP=4: 120 tok/s on H100 (#2)\n"
        assert _one(text, vocab)[1] == 4
