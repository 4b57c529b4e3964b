"""A thread's posts keep their own decoding method; a page of an engine's repository implies it.

Reading rules §1: nothing is taken from elsewhere in the thread, so a method one post names
("Setup: 2x A100, MTP enabled.") is not the method of another post's figure when an author
line or a --- rule parts them, as its card already is not; the post's own method, a title's
method and a dated thread's opening post still set a reply up. The repository is context: a
GitHub address of an engine's repository implies that engine whatever page of it the text
is (its releases, its front page), as an issue or a PR address does. Each class is pinned by
made-up texts, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary, **context: str) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab, **context)}


def _engines(text: str, vocab: Vocabulary, source: str) -> dict[float, str | None]:
    return {c.value: c.engine for c in extract_claims(text, vocab, source=source)}


class TestAMethodStaysInItsPost:
    def test_an_author_line_parts_the_posts(self, vocab: Vocabulary) -> None:
        text = (
            "alice · comment\n\nSetup: 2x A100, MTP enabled.\n\n"
            "bob · comment\n\nDecode is 75 tok/s for me.\n"
        )
        assert _modes(text, vocab) == {75: None}

    def test_a_rule_parts_the_posts(self, vocab: Vocabulary) -> None:
        text = "I run the model on 2x H100 with EAGLE-3.\n\n---\n\nI get 41 tok/s here.\n"
        assert _modes(text, vocab) == {41: None}

    def test_the_posts_own_method_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: the method the post itself names is its figure's."""
        text = (
            "alice · comment\n\nSetup: 2x A100, MTP enabled. It decodes at 67 tok/s.\n\n"
            "bob · comment\n\nWith Medusa I get 90 tok/s.\n"
        )
        assert _modes(text, vocab) == {67: "mtp", 90: "medusa"}

    def test_one_post_keeps_its_method_across_paragraphs(self, vocab: Vocabulary) -> None:
        """Must not fire: no author line or rule, one writer's text."""
        text = "I run the model on 2x H100 with EAGLE-3.\n\nI get 41 tok/s here.\n"
        assert _modes(text, vocab) == {41: "eagle"}

    def test_a_titled_method_still_reaches_a_reply(self, vocab: Vocabulary) -> None:
        """Must not fire: the title is every post's context."""
        text = "alice · comment\n\nSame here.\n\nbob · comment\n\nI get 41 tok/s.\n"
        assert _modes(text, vocab, title="MTP is slow on H100") == {41: "mtp"}


class TestAnEngineRepositorysPage:
    def test_a_releases_page_implies_the_engine(self, vocab: Vocabulary) -> None:
        text = "## v0.5.0\n\n- Faster decode: 120 tok/s on H100 (#1234)\n"
        got = _engines(text, vocab, "https://github.com/vllm-project/vllm/releases")
        assert got == {120: "vllm"}

    def test_the_repository_front_page_implies_the_engine(self, vocab: Vocabulary) -> None:
        got = _engines(
            "Decode reaches 80 tok/s on A100.", vocab, "https://github.com/InternLM/lmdeploy"
        )
        assert got == {80: "lmdeploy"}

    def test_an_engine_the_text_names_wins(self, vocab: Vocabulary) -> None:
        """Must not fire: another engine named for the figure is that engine's."""
        text = "For comparison, Ollama gets 50 tok/s on the same H100."
        got = _engines(text, vocab, "https://github.com/sgl-project/sglang/releases")
        assert got == {50: "ollama"}

    def test_another_projects_repository_implies_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a repository outside the vocabulary names no engine."""
        got = _engines("Decode reaches 80 tok/s on A100.", vocab, "https://github.com/acme/toolkit")
        assert got == {80: None}


class TestAChangeEntrysMethod:
    """Reading rules §2: a changelog entry closing on its pull request names a change."""

    def test_an_added_method_is_not_another_entrys(self, vocab: Vocabulary) -> None:
        text = "- Add EAGLE-3 support (#1234)\n- Faster sampling: 90 tok/s decode on A100 (#1235)\n"
        assert _modes(text, vocab) == {90: None}

    def test_a_pull_request_address_closes_an_entry(self, vocab: Vocabulary) -> None:
        text = (
            "* Support MTP by @alice in https://github.com/acme/x/pull/12\n"
            "* Faster decode: 2x on H100 by @bob in https://github.com/acme/x/pull/13\n"
        )
        assert _modes(text, vocab) == {2: None}

    def test_an_entrys_own_method_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: the entry holding the figure names its method."""
        text = "- Fix a crash (#1)\n- [MTP] 90 tok/s decode on A100 (#1235)\n"
        assert _modes(text, vocab) == {90: "mtp"}

    def test_a_setup_item_without_a_reference_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: a list item that is no change entry still sets up the list."""
        text = "- Method: MTP with 3 heads\n- Decode: 90 tok/s\n"
        assert _modes(text, vocab) == {90: "mtp"}

    def test_a_card_an_entry_adds_is_not_another_entrys(self, vocab: Vocabulary) -> None:
        text = "- Add support for MI300X (#1)\n- Faster sampling: 90 tok/s decode (#2)\n"
        assert {c.value: c.hardware for c in extract_claims(text, vocab)} == {90: None}

    def test_a_setup_card_without_a_reference_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: "- Tested on MI300X" above the figure's item is its setup."""
        text = "- Tested on MI300X\n- Decode: 90 tok/s\n"
        assert {c.value: c.hardware for c in extract_claims(text, vocab)} == {90: "MI300X"}

    def test_a_load_a_fix_names_is_not_another_entrys(self, vocab: Vocabulary) -> None:
        text = "- Fix batch 1 latency (#1)\n- Faster sampling: 90 tok/s decode on H100 (#2)\n"
        assert {c.value: c.concurrency for c in extract_claims(text, vocab)} == {90: None}

    def test_a_setup_load_without_a_reference_stays(self, vocab: Vocabulary) -> None:
        """Must not fire: a setup item's load is the list's figures' load."""
        text = "- Setup: batch 1\n- Decode: 90 tok/s on H100\n"
        assert {c.value: c.concurrency for c in extract_claims(text, vocab)} == {90: 1}
