"""A pasted thread's posts: where one ends and the next begins, and whose setup reaches whom.

Reading rules §1: nothing is taken from elsewhere in the thread; the repository and the title
still imply what no post states. Each class is pinned by sentences of its own (not taken from
the evaluation set), with must-not-leak and must-still-carry cases.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.layout import render
from watcher.rules import Vocabulary

_OPENING = "Decoding feels slow with the 14B model on our server.\n\n"


def _hardware(
    text: str, vocab: Vocabulary, title: str | None = None
) -> list[tuple[float, str | None]]:
    claims = extract_claims(text, vocab, source="acme/serve#41", title=title)
    return [(c.value, c.hardware) for c in claims]


def test_another_writers_reply_does_not_set_up_a_later_reply(vocab: Vocabulary) -> None:
    """Must not leak: 'carol · comment · <date>' naming her 2x A6000 is carol's setup, not
    dave's, whose later reply states none."""
    text = (
        _OPENING + "carol · comment · 2024-05-02\nHere it is fine on 2x A6000.\n\n"
        "dave · comment · 2024-05-03\nSame model, I only get 12 tokens/s.\n"
    )
    assert _hardware(text, vocab) == [(12.0, None)]


def test_a_writers_own_earlier_post_still_sets_up_their_reply(vocab: Vocabulary) -> None:
    """Must still carry: carol names her card in one reply and reports a figure in her next."""
    text = (
        _OPENING + "carol · comment · 2024-05-02\nI run it on one A6000.\n\n"
        "dave · comment · 2024-05-03\nWhich flags do you pass?\n\n"
        "Carol · comment · 2024-05-04\nNone at all, and I see 12 tokens/s.\n"
    )
    assert _hardware(text, vocab) == [(12.0, "RTX A6000")]


def test_the_opening_post_still_sets_up_dated_replies(vocab: Vocabulary) -> None:
    """Must still carry: the issue's own machine is what the replies discuss, in a dump whose
    first post has an author line as well as in one whose first post has none."""
    for head in ("", "erin · description · 2024-05-01\n"):
        text = (
            head + "The server has a single L4 card.\n\n"
            "frank · comment · 2024-05-02\nHow fast is it?\n\n"
            "erin · comment · 2024-05-03\nAbout 12 tokens/s.\n"
        )
        assert _hardware(text, vocab) == [(12.0, "L4")], head


def test_the_title_still_implies_what_no_post_states(vocab: Vocabulary) -> None:
    """Must still carry: a title's card reaches a reply that names none; a reply's own card
    stays its own."""
    text = (
        _OPENING + "carol · comment · 2024-05-02\nHere it is fine on 2x A6000.\n\n"
        "dave · comment · 2024-05-03\nSame model, I only get 12 tokens/s.\n"
    )
    assert _hardware(text, vocab, title="Slow decoding on H100") == [(12.0, "H100")]


def test_more_author_lines_begin_a_post(vocab: Vocabulary) -> None:
    """'**octocat** commented on 3 May', '@octocat wrote:' and GitHub's 'Originally posted
    by' line part posts: the first post's card is not the next post's."""
    for head in (
        "**gina** commented on May 3, 2024",
        "@gina wrote:",
        "_Originally posted by @gina in https://github.com/acme/serve/issues/40_",
    ):
        text = f"Our box has a single L4 card.\n\n{head}\n\nI only get 12 tokens/s.\n"
        assert _hardware(text, vocab) == [(12.0, None)], head


def test_prose_that_mentions_a_comment_parts_nothing(vocab: Vocabulary) -> None:
    """Must not match: a sentence about comments or about what someone wrote is no author
    line, so the card above still sets up the figure."""
    for line in (
        "The maintainers commented that it should be faster.",
        "As gina wrote: it may be the driver.",
        "See the comment below.",
    ):
        text = f"Our box has a single L4 card.\n\n{line}\n\nI only get 12 tokens/s.\n"
        assert _hardware(text, vocab) == [(12.0, "L4")], line


def test_a_quantisation_another_post_names_is_not_this_posts(vocab: Vocabulary) -> None:
    """Must not leak: a model file one post names (Q5_K_M) is not the precision of a figure in
    the post after a --- rule; must still carry: within its own post it is."""
    text = (
        "I load the Q5_K_M file of the 14B model.\n\n---\n\n"
        "Pasted from my own run: it generates 12 tokens/s.\n"
    )
    (claim,) = extract_claims(text, vocab, source="acme/serve#41")
    assert (claim.value, claim.precision) == (12.0, None)
    own = text.replace("---\n\n", "")
    (claim,) = extract_claims(own, vocab, source="acme/serve#41")
    assert (claim.value, claim.precision) == (12.0, "Q5_K_M")


def test_posts_and_writers_of_a_thread_dump() -> None:
    """The layout records where each post begins and who wrote it."""
    layout = render(
        "Opening text.\n\nhank · comment · 2024-05-02\nReply.\n\n"
        "**Ivy** commented on May 3\n\nAnother.\n\n---\n\nLast.\n"
    )
    got = [(layout.text[p.start :].lstrip()[:4], p.writer, p.dated) for p in layout.posts]
    assert got == [("hank", "hank", True), ("**Iv", "ivy", False), ("Last", None, False)]
