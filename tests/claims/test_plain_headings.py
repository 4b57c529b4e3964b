"""Section titles written without Markdown's ``#``: a numbered line ("2:TensorRT-LLM 部署",
"Step 2: ..."), a Chinese "（二）" section or a bold-only line is the heading of what follows
(reading rules §2: a figure takes its setup from the nearest unit outward, up to the heading
over it). Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.layout import render
from watcher.claims.plain_headings import plain_heading_level
from watcher.rules import Vocabulary


def _speedup_engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab) if c.metric == "speedup"]


class TestNumberedTitle:
    """A numbered title's engine reaches the figures of its subsections."""

    TEXT = (
        "1:LMDeploy:老牌框架\n\n"
        "2:TensorRT-LLM:大厂出品,稳定可靠!\n\n"
        "2.1:调度优化:\n\n"
        "开启新的调度策略之后,长文本场景下解码吞吐量提升 2.3 倍,效果明显。\n"
    )

    def test_the_title_names_the_engine(self, vocab: Vocabulary) -> None:
        assert _speedup_engines(self.TEXT, vocab) == ["tensorrt-llm"]

    def test_titles_are_headings_nested_by_their_numbers(self) -> None:
        layout = render(self.TEXT)
        levels = [level for _, level in layout.headings]
        assert len(levels) == 3 and levels[1] < levels[2]


class TestWhatIsNoTitle:
    """A line with a figure, a sentence, a clock time or a top-level part is not read."""

    def test_a_line_with_a_figure(self) -> None:
        assert plain_heading_level("1: 158 tok/s on one card") is None

    def test_a_clock_time(self) -> None:
        assert plain_heading_level("10:30 we restarted the server") is None

    def test_a_sentence(self) -> None:
        assert plain_heading_level("1、我们先安装了驱动，然后重启。") is None

    def test_a_long_line(self) -> None:
        assert plain_heading_level("1:" + "很长的一句话" * 12) is None

    def test_titles(self) -> None:
        for line in ("（三）部署结果", "Step 4 — Start the server", "**Numbers on the L40S**"):
            assert plain_heading_level(line) is not None, line
