"""The measurement maths: token counts from the engine, never from chunks."""

from __future__ import annotations

import pytest

from watcher.bench.measure import (
    MeasureError,
    Sample,
    StreamAccumulator,
    accept_length,
    discard_reasons,
    draft_summary,
    rate_disagreement,
    stat,
)


def _text(t: str) -> dict:
    return {"choices": [{"text": t, "finish_reason": None}]}


def test_decode_rate_uses_engine_count_not_chunks() -> None:
    """4 chunks carrying 16 tokens (speculative): (16-4)/(t_last-t_first)."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add({"choices": [{"text": ""}]}, 0.05)  # empty text does not start the clock
    for i, t in enumerate([0.1, 0.2, 0.3, 0.4]):
        acc.add(_text("abcd"), t)
        assert acc.first_text_at == 0.1
        assert acc.text_chunks == i + 1
    acc.add(
        {
            "choices": [{"text": "", "finish_reason": "length"}],
            "usage": {"completion_tokens": 16, "prompt_tokens": 8},
        },
        0.41,
    )
    s = acc.finish(0.5)
    assert s.completion_tokens == 16
    assert s.decode_tok_s == pytest.approx(12 / 0.3)
    assert s.ttft_s == pytest.approx(0.1)
    assert s.e2e_s == pytest.approx(0.5)
    assert s.prompt_tokens == 8
    assert s.finish_reason == "length"


def test_count_falls_back_to_timings_then_meta_info() -> None:
    """usage > timings.predicted_n > meta_info.completion_tokens."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add(_text("a"), 1.0)
    acc.add(_text("b"), 2.0)
    acc.add({"meta_info": {"completion_tokens": 7, "spec_verify_ct": 2}}, 2.0)
    assert acc.completion_tokens() == 7
    acc.add(
        {
            "timings": {
                "predicted_n": 5,
                "predicted_per_second": 4.0,
                "draft_n": 4,
                "draft_n_accepted": 3,
            }
        },
        2.0,
    )
    assert acc.completion_tokens() == 5
    s = acc.finish(2.0)
    assert (s.server_decode_tok_s, s.draft_n, s.draft_n_accepted, s.spec_verify_ct) == (
        4.0,
        4,
        3,
        2,
    )
    assert s.drafted


def test_no_count_is_an_error() -> None:
    """Without an engine count there is no figure (chunks are never counted)."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add(_text("a"), 1.0)
    acc.add(_text("b"), 2.0)
    with pytest.raises(MeasureError, match="no token count"):
        acc.finish(2.0)


def test_error_chunk_and_empty_stream() -> None:
    """An error object in the stream, or no text at all, gives no figure."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add({"error": {"message": "context full"}}, 0.1)
    with pytest.raises(MeasureError, match="context full"):
        acc.finish(1.0)
    acc = StreamAccumulator(sent_at=0.0)
    acc.add({"usage": {"completion_tokens": 4}}, 0.1)
    with pytest.raises(MeasureError, match="no text"):
        acc.finish(1.0)


def test_one_token_cannot_give_a_rate() -> None:
    """A single token has no decode interval."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add(_text("a"), 0.1)
    acc.add({"usage": {"completion_tokens": 1}}, 0.2)
    with pytest.raises(MeasureError, match="raise max_tokens"):
        acc.finish(0.3)


def test_stat_and_chat_delta() -> None:
    """min/median/max/runs; chat-style deltas count as text."""
    assert stat([3.0, 1.0, 2.0]) == {"min": 1.0, "median": 2.0, "max": 3.0, "runs": [3.0, 1.0, 2.0]}
    acc = StreamAccumulator(sent_at=0.0)
    acc.add({"choices": [{"delta": {"content": "x"}}]}, 0.5)
    assert acc.first_text_at == 0.5


def _sample(**kw: object) -> Sample:
    base = {
        "ttft_s": 0.1,
        "decode_tok_s": 10.0,
        "e2e_s": 1.0,
        "completion_tokens": 100,
        "text_chunks": 40,
    }
    return Sample(**{**base, **kw})  # type: ignore[arg-type]


def test_accept_length_and_draft_summary() -> None:
    """Accept length = tokens / verify steps; draft rate = accepted / drafted; absent = None."""
    assert accept_length([_sample(), _sample()]) is None
    assert draft_summary([_sample()]) is None
    assert accept_length([_sample(spec_verify_ct=25), _sample(spec_verify_ct=50)]) == pytest.approx(
        200 / 75
    )
    d = draft_summary(
        [_sample(draft_n=10, draft_n_accepted=5), _sample(draft_n=30, draft_n_accepted=25)]
    )
    assert d is not None and d["acceptance_rate"] == pytest.approx(0.75)
    # a counter that is there but zero proves nothing: drafting means drafted tokens
    assert not _sample().drafted and not _sample(draft_n=0).drafted
    assert _sample(draft_n=1).drafted and _sample(spec_verify_ct=3).drafted
    assert not _sample(spec_verify_ct=0).drafted


def test_all_text_in_one_read_cannot_be_timed() -> None:
    """Chunks that arrived in the same network read have no measurable decode interval."""
    acc = StreamAccumulator(sent_at=0.0)
    for _ in range(16):
        acc.add(_text("a"), 0.1, read=3)
    acc.add({"usage": {"completion_tokens": 16}}, 0.1, read=3)
    with pytest.raises(MeasureError, match="one network read"):
        acc.finish(0.2)
    acc = StreamAccumulator(sent_at=0.0)
    acc.add(_text("a"), 0.1, read=1)
    acc.add(_text("b"), 0.2, read=2)
    acc.add({"usage": {"completion_tokens": 2}}, 0.2, read=2)
    assert acc.finish(0.3).decode_tok_s == pytest.approx(10.0)


def test_late_first_read_is_not_counted_in_the_span() -> None:
    """A client that read 3 chunks at once at the start excludes all 3 from the decode."""
    acc = StreamAccumulator(sent_at=0.0)
    for _ in range(3):
        acc.add(_text("a"), 0.3, read=1)  # descheduled: three tokens stamped late
    for i, t in enumerate([0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0], start=2):
        acc.add(_text("a"), t, read=i)
    acc.add({"usage": {"completion_tokens": 10}}, 1.0, read=8)
    s = acc.finish(1.0)
    assert s.decode_tok_s == pytest.approx((10 - 3) / 0.7)


def test_backlog_at_either_end_means_client_did_not_keep_up() -> None:
    """More than max(1, 2%) of the chunks in the first or last read flags the sample."""

    def run(reads: list[int]) -> Sample:
        acc = StreamAccumulator(sent_at=0.0)
        for i, r in enumerate(reads):
            acc.add(_text("a"), 0.1 + 0.01 * r + 0.0001 * i, read=r)
        acc.add({"usage": {"completion_tokens": len(reads)}}, 1.0, read=reads[-1])
        return acc.finish(1.0)

    assert run(list(range(150))).client_kept_up
    assert run([0, 0, 0, *range(1, 148)]).client_kept_up  # 3 of 150 chunks: within 2%
    assert not run([0, 0, 0, 0, *range(1, 147)]).client_kept_up  # a backlog at the start
    assert not run([*range(146), 146, 146, 146, 146]).client_kept_up  # a backlog at the end
    assert not run([0, 0, 1, 1, 2, 2]).client_kept_up  # few chunks: one per read allowed


def test_client_and_engine_rates_that_disagree_are_flagged() -> None:
    """Within 5% is silent; beyond it a line with both figures and the signed gap."""
    assert rate_disagreement(2616.0, 2534.0) is None
    assert rate_disagreement(None, 2534.0) is None and rate_disagreement(100.0, 0.0) is None
    warning = rate_disagreement(7000.0, 2500.0)
    assert warning is not None
    assert "7000.0 tok/s" in warning and "2500.0 tok/s" in warning and "+180%" in warning
    slow = rate_disagreement(90.0, 100.0)
    assert slow is not None and "-10%" in slow


def test_run_with_client_far_from_engine_is_discarded_with_both_figures() -> None:
    """5,578 tok/s read by the client against the engine's 3,595 is not a figure."""
    bad = _sample(decode_tok_s=5578.0, server_decode_tok_s=3595.0)
    ok = _sample(decode_tok_s=3610.0, server_decode_tok_s=3595.0)
    late = _sample(client_kept_up=False)
    [dropped] = discard_reasons([ok, bad])
    assert dropped["decode_tok_s"] == 5578.0 and dropped["server_decode_tok_s"] == 3595.0
    assert "5578.0" in dropped["discarded_because"] and "3595.0" in dropped["discarded_because"]
    assert discard_reasons([ok]) == []
    assert discard_reasons([late])[0]["discarded_because"] == "the client read a backlog"
    assert discard_reasons([_sample(server_decode_tok_s=None)]) == []


def test_a_run_discarded_for_two_reasons_says_both() -> None:
    """A busy machine makes the client read a backlog and skews its rate at once."""
    both = _sample(decode_tok_s=5578.0, server_decode_tok_s=3595.0, client_kept_up=False)
    [dropped] = discard_reasons([both])
    why = dropped["discarded_because"]
    assert why.startswith("the client read a backlog; ")
    assert "5578.0" in why and "the engine's 3595.0" in why


def _native(text: str, tokens: int, **meta: object) -> dict:
    """One chunk of SGLang's native /generate stream (cumulative text)."""
    info = {"id": "r1", "finish_reason": None, "prompt_tokens": 8, "completion_tokens": tokens}
    return {"text": text, "output_ids": [7] * tokens, "meta_info": {**info, **meta}}


def test_sglang_native_stream_cumulative_text() -> None:
    """/generate repeats the whole text so far: each chunk's new text is one piece; the
    final meta_info gives the count, finish reason, prompt tokens and spec_verify_ct."""
    acc = StreamAccumulator(sent_at=0.0)
    acc.add(_native("", 0), 0.05)  # nothing new yet: the clock does not start
    acc.add(_native(" a b c", 3), 0.1)
    acc.add(_native(" a b c d e f", 6), 0.2)
    acc.add(_native(" a b c d e f", 6), 0.25)  # no new text (held-back bytes)
    acc.add(
        _native(
            " a b c d e f g h i",
            9,
            finish_reason={"type": "length", "length": 9},
            spec_verify_ct=3,
            cached_tokens=7,
        ),
        0.3,
        read=2,
    )
    s = acc.finish(0.4)
    assert s.text_chunks == 3
    assert s.completion_tokens == 9
    assert s.finish_reason == "length"
    assert s.prompt_tokens == 8
    assert s.spec_verify_ct == 3 and s.drafted
    assert s.cached_tokens == 7  # a radix-cache hit on the prompt is on record
    assert s.decode_tok_s == pytest.approx((9 - 3) / 0.2)
