"""What the reader sees: repaired, normalised, invisible text removed, size limit reported."""

from __future__ import annotations

from watcher.claims.normalize import normalise, prepare


def test_mojibake_is_repaired() -> None:
    """UTF-8 read as Windows-1252 comes back."""
    assert normalise("Llama 2 \u00e2\u20ac\u201c 120 tok/s") == "Llama 2 \u2013 120 tok/s"


def test_full_width_digits_and_odd_spaces_are_plain() -> None:
    """NFKC: full-width digits, thin and non-breaking spaces."""
    assert normalise("\uff11\uff12\uff10 tok/s") == "120 tok/s"
    assert normalise("1\u2009250\u00a0tok/s") == "1 250 tok/s"


def test_zero_width_characters_are_removed() -> None:
    """'4\\u200b53' is displayed as 453."""
    assert normalise("4\u200b53 tok/s") == "453 tok/s"


def test_html_comments_are_removed_even_unclosed() -> None:
    """GitHub hides comments; an unclosed one hides the rest of the body."""
    assert normalise("a <!-- 999 tok/s --> b") == "a  b"
    assert normalise("a <!-- 999 tok/s") == "a "


def test_latex_times() -> None:
    """'$8\\times$ H800' reads as '8× H800'."""
    assert normalise("on $8\\times$ H800") == "on 8× H800"


def test_size_limit_cuts_at_a_line_and_says_so() -> None:
    """Over the limit: cut at a line end, truncated."""
    cut = prepare("line one\nline two\nline three", 15)
    assert (cut.text, cut.truncated) == ("line one", True)
    assert prepare("short", 15).truncated is False
