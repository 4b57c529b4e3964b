"""Rates named by their key alone, with no unit (reading rules §4: a metric word suffices, and a
named rate with no unit is read in tokens per second)."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a script's output: key and value alone on their lines
        (
            "I could not reproduce the result on one A100.\nspeed 87.25\nspeed0 30.5\n",
            [(87.25, "decode_tok_s"), (30.5, "decode_tok_s")],
        ),
        # llama-bench test names as JSON keys
        (
            '```json\n{ "quant": "q4_k_m", "pp512": 1203.4, "tg128": 48.9 }\n```\n',
            [(1203.4, "prefill_tok_s"), (48.9, "decode_tok_s")],
        ),
        # the phase and a rate word, ':' or '=', in a bulleted list
        (
            "Results on my M2 Max:\n- Prefill speed: 640\n- Decode speed = 41.7\n",
            [(640.0, "prefill_tok_s"), (41.7, "decode_tok_s")],
        ),
        # snake_case keys in a log line, the values ending their clauses
        ("generation_throughput=77.1, prompt_processing=905.2\n", None),
        # a speedup in inline code, closed by its backtick
        ("The receipt also records `speedup: 1.84` for the MTP arm.\n", [(1.84, "speedup")]),
        # llama-bench's phases in words
        ("Token generation: 12.4\nPrompt processing: 310\n", None),
    ],
)
def test_a_key_naming_a_rate_reads_its_bare_value(
    text: str, want: list[tuple[float, str]] | None, vocab: Vocabulary
) -> None:
    got = _read(text, vocab)
    if want is None:  # two figures, one of each phase
        assert sorted(m for _, m in got) == ["decode_tok_s", "prefill_tok_s"]
    else:
        assert got == want


@pytest.mark.parametrize(
    "text",
    [
        # a phase named alone is a length, not a rate
        "=== prompt=512 gen=1000 decode=128 ===\n",
        # bounds and aims are no measurement
        "max speed: 50\ntarget throughput = 120\nMinimum decode speed: 20\n",
        # the value carries its own unit, a multiple or a percent: read elsewhere or not at all
        "Throughput: 3.20 requests/s\nspeed: 2x\nspeed: 35%\n",
        # a playback speed in a config and a zero
        '{"voice": "alloy", "speed": 0}\n',
        # the number does not end its clause: a key word in running prose
        "speed 40 is what I hoped for on this card\n",
        # a key with words before it on its line, no ':' or '='
        "The model speed 12 and more\n",
    ],
)
def test_look_alikes_of_a_named_rate_stay_unread(text: str, vocab: Vocabulary) -> None:
    assert _read(text, vocab) == []
