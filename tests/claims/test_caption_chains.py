"""Value lines under a caption with a unit keep their figures when the line adds a note on the
run in brackets or chains later runs with arrows ("Name: 54.2 (32 cores) → 74.4 (2 sockets)";
reading rules §4: a unit may sit only above; §2: each step of a chain is its own figure)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_a_bracketed_note_after_the_value_keeps_it(vocab: Vocabulary) -> None:
    text = "Decode speed (tok/s):\n- ours: 23.4 (one socket)\n- upstream: 17.9\n"
    assert _values(text, vocab) == [(23.4, "decode_tok_s"), (17.9, "decode_tok_s")]


def test_a_chain_of_runs_gives_each_step(vocab: Vocabulary) -> None:
    text = "Prompt processing (tokens/s):\n  - engine X: 120.5 (AVX2) → 188.0 (AMX) → 240.25\n"
    assert _values(text, vocab) == [
        (120.5, "prefill_tok_s"),
        (188.0, "prefill_tok_s"),
        (240.25, "prefill_tok_s"),
    ]


def test_a_chain_with_ascii_arrows(vocab: Vocabulary) -> None:
    text = "Generation (tok/s):\n* build A: 31 -> 36 (flash attention on)\n"
    assert _values(text, vocab) == [(31.0, "decode_tok_s"), (36.0, "decode_tok_s")]
