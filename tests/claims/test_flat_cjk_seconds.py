"""A flattened table whose time column writes its seconds in Korean or Chinese ("3.1초",
"4.5秒") keeps the shape of its rows: such a cell is a figure, as "3.1s" is, so the rows'
figures line up under the header's names (reading rules §4: units vary). The load time itself
is no claim; the rate and memory columns beside it are. The tables here are made up."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_korean_seconds_in_a_flattened_table(vocab: Vocabulary) -> None:
    text = (
        "벤치마크 결과 (M2 Pro 기준)\n\n"
        "모델 포맷 토큰/초 메모리 사용량 로딩 시간\n"
        "Qwen2.5-1.5B MLX-8bit 61.3 1.9GB 2.4초\n"
        "Qwen2.5-1.5B GGUF-Q8_0 48.6 2.0GB 3.7초\n"
        "Qwen2.5-7B MLX-8bit 17.9 8.1GB 7.2초\n"
    )
    got = {c.value: c for c in extract_claims(text, vocab)}
    assert got[61.3].metric == "decode_tok_s" and got[61.3].hardware == "M2 Pro"
    assert got[1.9].metric == "memory"
    assert got[48.6].precision == "Q8_0"
    assert 2.4 not in got and 7.2 not in got
