"""Chinese, Japanese and Korean spellings of three rules the grammar's CJK shapes exercise.

Reading rules §2: negation counts ("EAGLE-3を無効にすると", "MTP를 사용하지 않고" are the AR
run); goals and questions are no measurements ("…가능할까요?" asks; "目标是…用 llama.cpp 达到
100 tok/s" wants, the dot inside the engine's name ending no sentence). Each class is pinned
by made-up sentences, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> dict[float, str | None]:
    return {c.value: c.mode for c in extract_claims(text, vocab)}


def _values(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab)]


class TestAMethodTurnedOffInJapaneseOrKorean:
    """A method "disabled" ("を無効にすると", "をオフにして") or "not used" ("를 사용하지 않고",
    "を使用せず") after its name is the AR run."""

    def test_japanese_disabled(self, vocab: Vocabulary) -> None:
        text = "H100 で SGLang は EAGLE-3を無効にすると 102 tok/s を記録した。"
        assert _modes(text, vocab) == {102: "ar"}

    def test_japanese_switched_off_and_not_used(self, vocab: Vocabulary) -> None:
        assert _modes("H100 で vLLM は MTP をオフにして 61 tok/s だった。", vocab) == {61: "ar"}
        assert _modes("H100 で vLLM は MTPを使用せず 58 tok/s だった。", vocab) == {58: "ar"}

    def test_korean_not_used(self, vocab: Vocabulary) -> None:
        text = "H100에서 SGLang은 MTP를 사용하지 않고 52 tok/s를 기록했다."
        assert _modes(text, vocab) == {52: "ar"}

    def test_the_method_used_keeps_its_mode(self, vocab: Vocabulary) -> None:
        """Must not fire: the method turned on, or used, is the method's run."""
        assert _modes("H100 で SGLang は EAGLE-3を有効にすると 150 tok/s。", vocab) == {
            150: "eagle"
        }
        assert _modes("H100에서 SGLang은 MTP를 사용해 90 tok/s를 기록했다.", vocab) == {90: "mtp"}


class TestAKoreanPoliteQuestion:
    """A Korean sentence ending "…요?" ("가능할까요?", "되나요?") asks its figure."""

    def test_can_it_reach(self, vocab: Vocabulary) -> None:
        assert _values("H100에서 SGLang으로 145 tok/s가 가능할까요?", vocab) == []

    def test_a_figure_before_the_comma_is_stated(self, vocab: Vocabulary) -> None:
        """Must not fire: the clause the ending closes asks; the one before states."""
        text = "4090에서 vLLM은 30 tok/s가 나오는데, 정상인가요?"
        assert _values(text, vocab) == [30]

    def test_a_statement_is_read(self, vocab: Vocabulary) -> None:
        """Must not fire: a statement ending in "요." is no question."""
        assert _values("H100에서 SGLang은 145 tok/s가 나와요.", vocab) == [145]


class TestAGoalNamingADottedEngine:
    """ "目标 … 用 llama.cpp 达到 N": the dot inside a name does not end the goal's sentence."""

    def test_chinese_goal_with_llama_cpp(self, vocab: Vocabulary) -> None:
        assert _values("我们的目标是在 H100 上用 llama.cpp 达到 173 tok/s。", vocab) == []

    def test_a_sentence_ended_before_the_figure(self, vocab: Vocabulary) -> None:
        """Must not fire: a goal in the sentence before, ended by a full stop, is not this
        figure's."""
        text = "Our goal was speed. llama.cpp reaches 80 tok/s on H100."
        assert _values(text, vocab) == [80]
