"""Escaping of untrusted text for Markdown tables and Slack."""

from __future__ import annotations

import re

import pytest

from tests.report.cells import UNESCAPED_PIPE
from watcher.report.escape import (
    ELLIPSIS,
    cap,
    md_link,
    md_text,
    one_line,
    safe_url,
    slack_link,
    slack_text,
)

HOSTILE = [
    "a | b | c",
    "<script>alert(1)</script>",
    "[x](javascript:alert(1))",
    "![img](https://evil.example/x.png)",
    "<!channel> <!here> <@U024BE7LH> <!subteam^S123>",
    "@channel @here @everyone @octocat",
    "line one\nline two\r\n| injected | row |",
    "`code` ``double`` \\| escaped pipe",
    "<img src=x onerror=alert(1)>",
    "&lt;already&gt; & raw",
    "tab\there\u2028sep\u0000nul\u202eRTL",
    "x" * 10_240,
]


@pytest.mark.parametrize("text", HOSTILE)
def test_md_text_is_one_safe_cell(text: str) -> None:
    """No newline, raw pipe, tag, link syntax or mention survives md_text."""
    out = md_text(text)
    assert "\n" not in out and "\r" not in out
    assert not UNESCAPED_PIPE.search(out)
    assert "<" not in out and ">" not in out
    assert "](" not in out.replace("\\](", "")
    assert not re.search(r"(?<!\\)`", out)
    assert not re.search(r"(?<![\w\\])@(channel|here|everyone|octocat)", out)
    assert len(out) <= 200 * 2  # capped before escaping, escapes at most double it


@pytest.mark.parametrize("text", HOSTILE)
def test_slack_text_never_pings(text: str) -> None:
    """No <!…> or <@…> control sequence and no bare @channel survives slack_text."""
    out = slack_text(text)
    assert "<" not in out and ">" not in out
    assert not re.search(r"@(channel|here|everyone)\b", out)
    assert "\n" not in out
    assert len(out) <= 300 * 5


def test_slack_escapes_ampersand_first() -> None:
    """& becomes &amp; before < and > become entities (Slack's three escapes)."""
    assert slack_text("a & <b>") == "a &amp; &lt;b&gt;"


def test_cap_marks_truncation() -> None:
    """Long text ends in an ellipsis within the limit; short text is untouched."""
    assert cap("abc", 5) == "abc"
    out = cap("x" * 10_240, 100)
    assert len(out) == 100 and out.endswith(ELLIPSIS)


def test_one_line_folds_controls() -> None:
    """Newlines, tabs, control and bidi characters become single spaces."""
    assert one_line("a\n\tb\u202ec\x00d") == "a b c d"


@pytest.mark.parametrize(
    "url",
    [
        "javascript:alert(1)",
        "data:text/html,x",
        "ftp://x/y",
        "//evil.example",
        "https://",
        "http://a b",
        None,
        42,
    ],
)
def test_unsafe_urls_are_refused(url: object) -> None:
    """Only absolute http(s) URLs are linked."""
    assert safe_url(url) is None
    assert "](" not in md_link("label", url)
    assert slack_link("label", url) == "label"


def test_urls_cannot_break_out() -> None:
    """Parentheses, pipes and angle brackets in a URL are percent-encoded."""
    link = md_link("PR", "https://github.com/a/b/pull/1)<x>|y")
    assert link == "[PR](https://github.com/a/b/pull/1%29%3Cx%3E%7Cy)"
    assert slack_link("a|b", "https://x.example/p>q") == "<https://x.example/p%3Eq|a¦b>"


def test_md_text_keeps_ordinary_text_readable() -> None:
    """Versions, ranges and names stay as they are."""
    assert (
        md_text("llama.cpp v0.9.0, AR mode, 202–211 tok/s (1× RTX 4090)")
        == "llama.cpp v0.9.0, AR mode, 202–211 tok/s (1× RTX 4090)"
    )
    assert md_text("org/repo@v1.0") == "org/repo@v1.0"
