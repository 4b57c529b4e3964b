"""Figures the reader used to miss for how they are written or laid out (recall): a unit
spelled in a way the reader did not know, a table whose unit sits only in its header or
its caption. Each class is pinned by sentences and tables of our own, with cases of the
same shape that must give nothing (reading rules §4)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str, str]]:
    return [(c.value, c.metric, c.unit) for c in extract_claims(text, vocab)]


class TestSecondsPerToken:
    """Reading rules §4: a per-token latency may be written in seconds ("s/token",
    "sec/tok", "seconds per token"); it is a TPOT whose unit is seconds."""

    def test_in_a_table_header(self, vocab: Vocabulary) -> None:
        text = (
            "| build | weights (MiB) | p50(s/token) |\n"
            "|---|---|---|\n"
            "| baseline | 14200 | 0.0412 |\n"
            "| fused | 14200 | 0.0316 |\n"
        )
        got = _got(text, vocab)
        assert (0.0412, "tpot", "s") in got
        assert (0.0316, "tpot", "s") in got

    def test_in_prose(self, vocab: Vocabulary) -> None:
        got = _got("On the laptop each step takes 0.21 sec/tok with the 7B model.", vocab)
        assert (0.21, "tpot", "s") in got
        got = _got("The old build needed about 1.4 seconds per token.", vocab)
        assert (1.4, "tpot", "s") in got

    def test_milliseconds_stay_milliseconds(self, vocab: Vocabulary) -> None:
        got = _got("Decoding runs at 23.5 ms/token on one card.", vocab)
        assert (23.5, "tpot", "ms") in got

    def test_a_request_time_or_a_rate_is_not_per_token(self, vocab: Vocabulary) -> None:
        got = _got("We measured 3.2 s per request and 41 tokens/s on the same box.", vocab)
        assert all(metric != "tpot" for _, metric, _ in got)
        assert (41.0, "decode_tok_s", "tok/s") in got

    def test_a_price_per_token_is_no_claim(self, vocab: Vocabulary) -> None:
        assert (
            _got("The hosted API bills $0.002 per token, and 0.5 cents per 1k tokens.", vocab) == []
        )
