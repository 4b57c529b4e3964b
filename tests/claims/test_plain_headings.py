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


class TestTitleCasedLine:
    """A short title-cased line is a section's heading: a feature bullet of the section
    before names no engine of its figures, and a --- rule before it parts sections, not
    posts, so the page's stated card still reaches them."""

    def test_an_earlier_sections_bullet_names_no_engine(self, vocab: Vocabulary) -> None:
        text = (
            "What we like:\n\n- it pairs well with SGLang for serving\n- it is small\n\n"
            "Numbers From Our Desk\n\nQwen 7B decodes at 33 tok/s on an RTX 4080.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert claim.engine is None and claim.hardware == "RTX 4080"

    def test_a_rule_before_it_parts_sections_not_posts(self, vocab: Vocabulary) -> None:
        text = (
            "Every run below used one RTX 4080 with 16 GB.\n\n---\n\n"
            "Decode Speed\n\nQwen 7B decodes at 33 tok/s.\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert claim.hardware == "RTX 4080"

    def test_a_sentence_is_no_title(self) -> None:
        assert plain_heading_level("We Tested It Again Later.") is None
        assert plain_heading_level("the results are below") is None


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


class TestTopPart:
    """A page's top part ("二、...") is a boundary, unless the part before it states the
    setup ("一、测试环境"): that part's names are the context of the part after it."""

    def test_a_part_cuts_the_names_of_the_text_before_it(self, vocab: Vocabulary) -> None:
        text = (
            "主要特点：\n- 与 SGLang 配合良好\n- 体积小\n\n"
            "二、量化方案对比\n\n"
            "改用 INT8 之后，吞吐提升 2.4 倍。\n"
        )
        assert _speedup_engines(text, vocab) == [None]

    def test_a_setup_part_reaches_the_part_after_it(self, vocab: Vocabulary) -> None:
        text = (
            "一、测试环境\n\n- 推理框架：SGLang\n- 显卡：一张 RTX 4080\n\n"
            "二、量化方案对比\n\n"
            "改用 INT8 之后，吞吐提升 2.4 倍。\n"
        )
        assert _speedup_engines(text, vocab) == ["sglang"]

    def test_part_titles(self) -> None:
        from watcher.claims.plain_headings import part_title

        assert part_title("一、测试环境") is True
        assert part_title("第2章 测试结果") is False
        assert part_title("三、结果如下。") is None
        assert part_title("十二、3 倍") is None


class TestTitleUnderTitle:
    """A name written with a small first letter ("vLLM: The Pragmatic Choice") still opens a
    title-cased line, and a plain title right under another plain title ("What It Does Well")
    titles a part of it: the outer title's engine reaches the part's figures."""

    TEXT = (
        "I have run vLLM and SGLang side by side on one L40S for weeks.\n\n"
        "vLLM: The Pragmatic Choice\n\nWhat It Does Well\n\n"
        "On my L40S with an 8B model:\n\n- One request: ~71 tok/s\n\n"
        "SGLang: The Newer Contender\n\nWhat It Does Well\n\n"
        "On my L40S with an 8B model:\n\n- One request: ~77 tok/s\n"
    )

    def test_a_name_in_small_letters_opens_a_title(self) -> None:
        assert plain_heading_level("vLLM: The Pragmatic Choice") is not None

    def test_a_title_right_under_a_title_is_its_part(self) -> None:
        levels = [level for _, level in render(self.TEXT).headings]
        assert levels[0] < levels[1] and levels[0] == levels[2] < levels[3]

    def test_each_part_takes_its_titles_engine(self, vocab: Vocabulary) -> None:
        engines = [c.engine for c in extract_claims(self.TEXT, vocab)]
        assert engines == ["vllm", "sglang"]

    def test_a_paragraph_between_keeps_titles_apart(self) -> None:
        text = "Setup Notes\n\nWe used one L40S.\n\nSpeed Results\n\nIt reached 71 tok/s.\n"
        levels = [level for _, level in render(text).headings]
        assert len(levels) == 2 and levels[0] == levels[1]

    def test_a_small_word_without_capitals_opens_no_title(self) -> None:
        assert plain_heading_level("usually Fast on Big Cards") is None
