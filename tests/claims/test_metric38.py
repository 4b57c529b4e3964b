"""Phase words of prose: a prompt that fills or is read in at a rate is its prefill ("Prompts
fill at 2.4k tok/s", "the prompt is read at 950 tok/s"); the reply as the subject of the next
clause ("and the response streams at 38 tok/s") is generation, so the prompt's phase word does
not carry to it (reading rules §4: a prefill figure is never a decode figure). Texts written
for these tests, none from the evaluation set.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary, value: float) -> list[str]:
    return [c.metric for c in extract_claims(text, vocab) if abs(c.value - value) < 0.01]


@pytest.mark.parametrize(
    ("text", "value", "want"),
    [
        # must fire: the prompt filled or read in at a rate is its prefill (reading rules §4)
        ("Prompts fill at 2,400 tok/s and replies decode at 70 tok/s.", 2400.0, "prefill_tok_s"),
        ("Long prompts fill at roughly 3,000 tok/s on the 4090.", 3000.0, "prefill_tok_s"),
        ("The prompt is read at 950 tokens/s on my M2 Max.", 950.0, "prefill_tok_s"),
        ("On my 3090 the prompt fill rate is 1,100 t/s for Qwen 32B.", 1100.0, "prefill_tok_s"),
        # must not fire: "fill" of no prompt, the decode figure beside a filled prompt
        ("The model fills the screen at 40 tok/s.", 40.0, "decode_tok_s"),
        ("Prompts fill at 2,400 tok/s and replies decode at 70 tok/s.", 70.0, "decode_tok_s"),
        ("The context window fills at 45 tok/s while it writes.", 45.0, "decode_tok_s"),
    ],
)
def test_a_prompt_filled_or_read_is_prefill(
    text: str, value: float, want: str, vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab, value) == [want]


@pytest.mark.parametrize(
    ("text", "value", "want"),
    [
        # must fire: the reply as its clause's subject is generation, after a prompt's phase
        ("Prefill runs at 900 tok/s and the response streams at 38 tok/s.", 38.0, "decode_tok_s"),
        ("Prompt processing hit 700 t/s; responses came out at 22 t/s.", 22.0, "decode_tok_s"),
        ("Prefill is 1200 tok/s, while replies are written at 41 tok/s.", 41.0, "decode_tok_s"),
        (
            "The prompt is read at 950 tok/s, then the reply comes at 32 tok/s.",
            32.0,
            "decode_tok_s",
        ),
        # must not fire: the prompt's own rate keeps its phase; replies as a length name none
        ("Prefill runs at 900 tok/s and the response streams at 38 tok/s.", 900.0, "prefill_tok_s"),
        ("Prefill is 1200 tok/s for replies of 200 tokens.", 1200.0, "prefill_tok_s"),
    ],
)
def test_the_reply_as_subject_is_generation(
    text: str, value: float, want: str, vocab: Vocabulary
) -> None:
    assert _metrics(text, vocab, value) == [want]
