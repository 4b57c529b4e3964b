"""A change with bare numbers after the rate it changes (``named_changes``).

Reading rules §2: both sides of a before/after pair are figures of one quantity; §4: a unit
may be stated once for several figures. A rate named by its unit or phase before a change
whose two numbers carry no unit gives both numbers; a number with a unit of its own, a range
with no "from", a thing of the phase ("chunk", "threads") and a text with no token rate at all
give none.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestMustFire:
    def test_phase_then_arrow(self, vocab: Vocabulary) -> None:
        text = "All rates below are tok/s. Decode after the cache fix: 31.2→44.9 (+44%)."
        assert _read(text, vocab) == [(31.2, "decode_tok_s"), (44.9, "decode_tok_s")]

    def test_chinese_phase_from_to(self, vocab: Vocabulary) -> None:
        text = "下面的数字单位都是 tok/s。换了新驱动以后，解码速度从 `52.6` 提升到 `70.3`。"
        assert _read(text, vocab) == [(52.6, "decode_tok_s"), (70.3, "decode_tok_s")]

    def test_russian_unit_key(self, vocab: Vocabulary) -> None:
        text = "Скорость меряли в tok/s. TPS на одного пользователя упал с 48.5 до 39.1."
        assert _read(text, vocab) == [(48.5, "decode_tok_s"), (39.1, "decode_tok_s")]

    def test_list_of_changes_keyed_by_context(self, vocab: Vocabulary) -> None:
        text = "Rates are tok/s. Decode by context: 8k 40.1→41.0 (+2%), 32k 30.4→36.8 (+21%)."
        assert [v for v, _ in _read(text, vocab)] == [40.1, 41.0, 30.4, 36.8]

    def test_prefill_phase(self, vocab: Vocabulary) -> None:
        text = "Everything is in tok/s. With the fused kernel prefill went from 1,210 to 1,655."
        assert _read(text, vocab) == [(1210, "prefill_tok_s"), (1655, "prefill_tok_s")]


class TestMustNotFire:
    def test_other_unit_after(self, vocab: Vocabulary) -> None:
        text = "Model runs at 20 tok/s. Video decode 310 → 1,839 fps on the new codec."
        assert [v for v, _ in _read(text, vocab)] == [20]

    def test_thing_of_the_phase(self, vocab: Vocabulary) -> None:
        text = "We saw 20 tok/s. The prefill chunk was raised 512 → 1024 and decode threads 4 → 8."
        assert [v for v, _ in _read(text, vocab)] == [20]

    def test_range_without_from(self, vocab: Vocabulary) -> None:
        text = "Units are tok/s. Decode on a small card: 50 to 65, depending on the prompt."
        assert _read(text, vocab) == []

    def test_no_token_rate_in_text(self, vocab: Vocabulary) -> None:
        text = "The JPEG decode path changed: 12.5→9.8 after the rewrite."
        assert _read(text, vocab) == []

    def test_percent_change(self, vocab: Vocabulary) -> None:
        text = "At 30 tok/s, decode reuse rose 0% -> 72.2% once the graph was cached."
        assert [v for v, _ in _read(text, vocab)] == [30]

    def test_another_figure_between(self, vocab: Vocabulary) -> None:
        text = "Unit: tok/s. Decode at batch 8 and 16 threads, 3.1→3.4 after tuning."
        assert _read(text, vocab) == []
