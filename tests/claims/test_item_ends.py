"""A CJK line right under a bullet in a page copied as text opens a paragraph of its own."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.item_ends import end_items_at_cjk_lines
from watcher.rules import Vocabulary


@pytest.mark.parametrize(
    "text",
    [
        "- 显卡是一张 RTX 3090。\n另一台机器用的是 A100。",
        "- 显卡:两张 RTX 3090(24GB)\n另一台机器用的是 A100。",
        "1. 测试环境说明:\n下面是结果",
        "- GPU は RTX 4090 です。\nもう一台は A100 です。",
        "- GPU는 RTX 4090이다.\n다른 서버는 A100이다.",
    ],
)
def test_a_cjk_line_under_a_closed_bullet_opens_a_paragraph(text: str) -> None:
    bullet, line = text.split("\n")
    assert end_items_at_cjk_lines(text) == f"{bullet}\n\n{line}"


_SPLIT = "- 显卡是一张 RTX 3090。\n另一台机器用的是 A100。"


@pytest.mark.parametrize(
    "text",
    [
        # a bullet's sentence wrapped by hand: the line above ends mid-sentence
        "- 显卡是一张 RTX 3090,\n另一台机器用的是 A100。",
        "- the first box has an RTX 3090 and\n另一台机器用的是 A100。",
        # a Latin line, an indented line, a table row, a bullet, a line after a blank line
        "- 显卡是一张 RTX 3090。\nthe other box has an A100.",
        "- 显卡是一张 RTX 3090。\n  另一台机器用的是 A100。",
        "- 平台:\n模型 | 速度 |\n---|---|",
        "- 显卡是一张 RTX 3090。\n- 另一台机器用的是 A100。",
        "- 显卡是一张 RTX 3090。\n\n另一台机器用的是 A100。",
        # a code block's lines are the tool's, as written
        "```\n- 显卡是一张 RTX 3090。\n另一台机器用的是 A100。\n```",
    ],
)
def test_other_lines_are_left_as_written(text: str) -> None:
    """Each look-alike stays as written, beside the bullet and line that are split."""
    assert end_items_at_cjk_lines(text) == text
    assert (
        end_items_at_cjk_lines(f"{text}\n\n{_SPLIT}")
        == f"{text}\n\n{_SPLIT.replace(chr(10), chr(10) * 2)}"
    )


@pytest.mark.parametrize(
    "text",
    [
        "安装说明:\n- 用 pip 安装框架即可,无需额外配置。\n以下是各模型的 TTFT,单位为秒:\n"
        "- Qwen2-7B:2.41s\n- Qwen2-14B:4.83s\n",
        "準備:\n- pip でフレームワークを入れるだけです。\n各モデルの TTFT は以下の通り:\n"
        "- Qwen2-7B: 2.41s\n- Qwen2-14B: 4.83s\n",
    ],
)
def test_a_lead_in_under_another_list_names_its_own_lists_metric(
    vocab: Vocabulary, text: str
) -> None:
    """The lead-in naming TTFT is not swallowed by the bullet above it, so the list under
    it reads its times as first-token latency (reading rules §1, §4)."""
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(2.41, "ttft"), (4.83, "ttft")]
