"""Look-ups the reader shares between figures: a sentence's peers, a name's own words, the
headings over a figure, the figure after a name. Each answers as the walk it replaces did, read
once per text (a body of thousands of figures asks them once per figure)."""

from __future__ import annotations

import itertools

import pytest

from tests.claims.bare_doc import bare_doc
from watcher.claims.document import _Doc, _Local, _Span
from watcher.claims.extract import extract_claims
from watcher.claims.layout import Layout, Span
from watcher.claims.names import Mention
from watcher.claims.patterns import figure_within
from watcher.claims.wishes import wish_start
from watcher.rules import Vocabulary


def _local(peers: tuple[int, ...]) -> _Local:
    return _Local(segment=_Span(0, 100), block=_Span(0, 100), text="", peers=peers)


@pytest.mark.parametrize("peers", [(5, 40, 20, 70), (70, 5, 40, 20), (5, 20, 40, 70)])
def test_a_sentences_peers_are_found_in_any_order(peers: tuple[int, ...]) -> None:
    """Peers listed out of document order (nested JSON figures come last) answer alike."""
    local = _local(peers)
    for lo, hi in itertools.product(range(0, 80, 5), repeat=2):
        walked = [p for p in peers if lo <= p < hi]
        assert local.last_peer_in(lo, hi) == (max(walked) if walked else None)
    assert all(local.has_peer(p) for p in peers)


def test_no_peer_is_found_where_none_starts() -> None:
    """Must not match: an empty range, a range ending on a peer, a position between peers,
    a sentence without peers."""
    local = _local((10, 30))
    assert local.last_peer_in(11, 30) is None  # the end is not in the range
    assert local.last_peer_in(20, 20) is None
    assert not local.has_peer(20)
    assert not local.has_peer(31)
    assert _local(()).last_peer_in(0, 100) is None
    assert not _local(()).has_peer(0)


def test_a_names_own_words_are_read_once(vocab: Vocabulary) -> None:
    """The answer for a name is kept; another name, or the same place in another category,
    is asked anew."""
    doc = bare_doc("e.g. an A100 and an H100", vocab)
    asked: list[Mention] = []

    def test(m: Mention, d: _Doc) -> bool:
        asked.append(m)
        return d.text[max(0, m.start - 8) : m.start].startswith("e.g.")

    a100 = Mention("hardware", "A100", 8, 12)
    h100 = Mention("hardware", "H100", 20, 24)
    assert doc.once(test, a100) and doc.once(test, a100)
    assert not doc.once(test, h100) and not doc.once(test, h100)
    assert doc.once(test, Mention("precision", "A100", 8, 12))
    assert len(asked) == 3


def test_the_figure_after_a_name_is_the_one_a_fresh_search_finds(vocab: Vocabulary) -> None:
    """The kept answer equals a search at each place, limit and reach; none where no figure
    lies within reach (must not match)."""
    text = "on H100 then 95 tok/s, on A100 " + " " * 60 + "then 80 tok/s"
    doc = bare_doc(text, vocab)
    for pos, limit, reach in itertools.product(range(0, len(text), 4), (40, len(text)), (8, 48)):
        want = figure_within(text, pos, limit, reach)
        got = doc.figure_within(pos, limit, reach)
        assert (got and got.span()) == (want and want.span())
    assert doc.figure_within(text.index("A100"), len(text), 48) is None


@pytest.mark.parametrize(
    ("words", "wished"),
    [("we hope to reach ", True), ("the goal is ", False), ("we measured ", False)],
)
def test_a_kept_answer_about_words_holds_on_every_asking(words: str, wished: bool) -> None:
    """Words asked about again (a line of many figures) get the first answer again; words
    that wish nothing are never kept as a wish (must not match)."""
    for _ in range(3):
        assert (wish_start(words) is not None) is wished


def test_one_sentence_of_many_figures_gives_each_its_own_card(vocab: Vocabulary) -> None:
    """A long sentence of figures, each with its card after it: the card is that figure's,
    and a card past the next figure's clause is not (reading rules §2)."""
    parts = [f"{100 + i} tok/s on {'H100' if i % 2 else 'A100'}" for i in range(200)]
    claims = extract_claims(", ".join(parts) + ".", vocab)
    assert [c.value for c in claims] == [100.0 + i for i in range(200)]
    assert [c.hardware for c in claims] == ["H100" if i % 2 else "A100" for i in range(200)]
    claims = extract_claims("It is 5x faster on H100, and 3.5x faster on A100.", vocab)
    assert [(c.value, c.hardware) for c in claims] == [(5.0, "H100"), (3.5, "A100")]
    claims = extract_claims("It is 5x faster than vLLM, and 3.5x faster on A100.", vocab)
    assert (claims[0].value, claims[0].hardware) == (5.0, None)


def _runs(lead: str, n: int = 3, tail: str = "") -> str:
    return lead + "".join(f"We got {10 + i} tok/s.\n\n" for i in range(n)) + tail


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        (_runs("Setup: RTX 4090.\n\n"), ["RTX 4090"] * 3),
        # must not set up: an example, a former card
        (_runs("A card such as an A100 would do.\n\n"), [None] * 3),
        (_runs("I had an RTX 2060.\n\n"), [None] * 3),
        # stated after the figures: about all the page's runs, or only those right above
        (_runs("", tail="All runs used an RTX 4090."), ["RTX 4090"] * 3),
        (_runs("", tail="These numbers were measured on an RTX 4090."), [None, None, "RTX 4090"]),
    ],
)
def test_a_card_stated_apart_is_weighed_alike_for_every_figure(
    text: str, cards: list[str | None], vocab: Vocabulary
) -> None:
    """What a card's own words say (an example, a former card, the runs' setup) is read once
    and holds for each figure of the page (reading rules §1)."""
    assert [c.hardware for c in extract_claims(text, vocab)] == cards


@pytest.mark.parametrize(
    ("text", "engines"),
    [
        (_runs("Engine: vLLM.\n\n"), ["vllm"] * 3),
        (_runs("Runtimes tested: oMLX, Ollama, and ds4.\n\n"), [None] * 3),  # one of several
        # a lead-in naming several engines names no single one (LABELLING: "llama.cpp / Ollama")
        ("Engines: SGLang and vLLM\n\n- 10 tok/s\n- 11 tok/s", [None] * 2),
        ("Engines: vLLM\n\n- 10 tok/s\n- 11 tok/s", ["vllm"] * 2),
    ],
)
def test_an_engine_stated_apart_or_in_a_lead_in_is_weighed_alike_for_every_figure(
    text: str, engines: list[str | None], vocab: Vocabulary
) -> None:
    """A list's lead-in gives its items the one engine it names, none when it names several;
    a listed engine names none (must not match)."""
    assert [c.engine for c in extract_claims(text, vocab)] == engines


def test_items_under_an_example_lead_in_are_no_claims(vocab: Vocabulary) -> None:
    """Every item of a list led in by "looks like:" is a mock figure; the next list's are
    read (must not drop them)."""
    text = "The log looks like:\n\n- 50 tok/s\n- 60 tok/s\n\nOur runs:\n\n- 70 tok/s\n- 80 tok/s"
    assert [c.value for c in extract_claims(text, vocab)] == [70.0, 80.0]


def _walked(layout: Layout, at: int) -> list[tuple[Span, int]]:
    out, level = [], 7
    for span, depth in reversed(layout.headings):
        if span.start < at and depth < level:
            out.append((span, depth))
            level = depth
    return out


@pytest.mark.parametrize("levels", [[1, 2, 3, 2, 3, 1, 2], [2, 2, 2], [3, 1, 2, 6, 4, 4], []])
def test_the_headings_over_a_position_are_the_sections_it_lies_in(levels: list[int]) -> None:
    """Nearest first, each one above of a higher level; a heading at or after the position,
    or one of a level no higher than a nearer one, is not among them (must not match)."""
    layout = Layout(
        text="", headings=[(Span(10 * i, 10 * i + 5), lv) for i, lv in enumerate(levels)]
    )
    for at in range(0, 10 * len(levels) + 10):
        got = layout.enclosing(at)
        assert got == _walked(layout, at)
        assert all(a[1] > b[1] for a, b in itertools.pairwise(got))


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("My rig: 2x RTX 3090.\n\nThe RTX 3090 runs cool.\n\nWe got 50 tok/s.\n\nWe got 60.", [2]),
        ("My rig: 2x RTX 3090.\n\nThe RTX 3090 runs cool.\n\nWe got 50 tok/s.\n\n5 tok/s.", [2, 2]),
        # must not count: a setup stated after the figure, or in another post
        ("The RTX 3090 runs cool.\n\nWe got 50 tok/s.\n\nMy rig: 2x RTX 3090.", [None]),
        ("My rig: 2x RTX 3090.\n\n---\n\nThe RTX 3090 runs cool.\n\nWe got 50 tok/s.", [None]),
    ],
)
def test_a_cards_count_comes_from_an_earlier_mention_of_it_in_the_same_post(
    text: str, counts: list[int | None], vocab: Vocabulary
) -> None:
    """ "2x RTX 3090" stated before the figures counts the card they name bare (reading
    rules §1: what the context states); a later line or another post does not."""
    claims = extract_claims(text, vocab)
    assert [c.gpu_count for c in claims] == counts
    assert all(c.hardware == "RTX 3090" for c in claims)
