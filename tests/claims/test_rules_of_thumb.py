"""A rule of thumb is no speedup (LABELLING: "Rules of thumb are not speedups"): a habitual
multiple ("typically 5-10x slower") or one under a doubling condition ("パラメータ数が2倍に
なると、…2倍遅くなります") names no run; a measured multiple beside it stays."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _speedups(text: str, vocab: Vocabulary) -> list[float]:
    return [c.value for c in extract_claims(text, vocab) if c.metric == "speedup"]


def test_a_habitual_multiple_is_no_speedup(vocab: Vocabulary) -> None:
    text = (
        "If even one layer spills to CPU, you get RAM-bandwidth-limited throughput — "
        "typically 5-10x slower. The 3060 12GB keeps the models that matter on-GPU."
    )
    assert _speedups(text, vocab) == []


def test_a_doubling_condition_states_a_scaling_relation(vocab: Vocabulary) -> None:
    text = (
        "- モデルのパラメータ数が2倍になると、プロンプト処理速度はおよそ2倍遅くなります。\n"
        "- モデルファイルサイズが2倍になると、テキスト生成速度は2倍遅くなります。\n"
    )
    assert _speedups(text, vocab) == []


def test_a_measured_multiple_stays(vocab: Vocabulary) -> None:
    text = (
        "With the layers on the GPU, llama.cpp decoded 4.3x faster than before.\n"
        "Upgrading doubled nothing else; the new build is 2x faster on the 4090.\n"
    )
    assert _speedups(text, vocab) == [4.3, 2.0]
