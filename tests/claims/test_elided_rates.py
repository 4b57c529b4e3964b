"""A count of tokens set against a token rate is that rate with its "per second" left out
(reading rules §4: a unit may be written once for several figures).

"delivered 8,064 tokens per second ..., up from 2,907 tokens six months prior": a comparison
or attainment word ("up from", "faster than", "reached") sets the count against a token rate
of its sentence or of the sentence just before, of one order of magnitude. Token counts
otherwise stay no claim (§4): a length, a context, a count many times off the rate.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestARateShortenedToTokens:
    def test_up_from_in_the_same_sentence(self, vocab: Vocabulary) -> None:
        text = (
            "The new build delivered 5,120 tokens per second per GPU on the server "
            "scenario, up from 1,930 tokens six months ago.\n"
        )
        got = _read(text, vocab)
        assert got.get(5120) == got.get(1930) == "output_tok_s"

    def test_faster_than_the_tokens_seen(self, vocab: Vocabulary) -> None:
        text = "It streams at 412 tok/s, faster than the 180 tokens we've seen from other models.\n"
        assert _read(text, vocab).get(180) == "decode_tok_s"

    def test_reached_in_the_next_sentence(self, vocab: Vocabulary) -> None:
        text = (
            "I reached a speed of about 1500 tokens per second on my card. "
            "The docs say that the same model reached 4810.5 tokens.\n"
        )
        assert 4810.5 in _read(text, vocab)


class TestTokenCountsStayCounts:
    def test_no_rate_around(self, vocab: Vocabulary) -> None:
        """Must not fire: no token rate is stated, so the count is a count."""
        assert 2907 not in _read("The reply reached 2,907 tokens before it stopped.\n", vocab)

    def test_a_length_that_changed(self, vocab: Vocabulary) -> None:
        """Must not fire: "up from 512 tokens to 2,048" is a prompt length."""
        text = "It decodes 120 tok/s, with the prompt up from 512 tokens to 2,048 tokens.\n"
        assert 512 not in _read(text, vocab)

    def test_many_times_off_the_rate(self, vocab: Vocabulary) -> None:
        """Must not fire: 8,192 tokens beside 30 tok/s is a context, not a rate."""
        assert 8192 not in _read("It runs at 30 tok/s and reached 8,192 tokens.\n", vocab)

    def test_another_paragraph(self, vocab: Vocabulary) -> None:
        """Must not fire: the rate was stated in another paragraph."""
        text = "It runs at 300 tok/s.\n\nThe longest answer reached 900 tokens.\n"
        assert 900 not in _read(text, vocab)
