"""The measurement maths: one streamed request → one sample; samples → statistics. Pure.

Definitions (the result document states them too):

- **TTFT**: request sent → first SSE chunk whose text is non-empty.
- **decode tok/s**: (tokens − tokens that came with the first text) ÷ (time of the last
  non-empty chunk − time of the first). That is (tokens − 1) ÷ span for one token per
  chunk; a speculative first chunk of k tokens counts k, and chunks a late client read
  together with the first one are excluded too (they carry the late timestamp).
  Tokens come from the engine's own count (``usage.completion_tokens``, else
  ``timings.predicted_n``, else SGLang's ``meta_info.completion_tokens``), never from the
  number of chunks: with speculative or diffusion decoding one chunk can carry many tokens,
  and a server holds back partial UTF-8 (fewer chunks than tokens).
- **end-to-end**: request sent → end of stream.
- **server decode tok/s**: llama-server's ``timings.predicted_per_second`` as reported.
- **accept length**: tokens committed per target-model verification step
  (``completion_tokens ÷ spec_verify_ct``; SGLang's ``avg_spec_accept_length``; counts the
  bonus token). llama-server reports drafted/accepted counts but not steps, so for it only
  the draft acceptance rate (``draft_n_accepted ÷ draft_n``) is given.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from watcher.errors import MeasureError as MeasureError

ACCEPT_LENGTH_DEFINITION = (
    "tokens committed per target-model verification step (completion_tokens / "
    "spec_verify_ct, as SGLang's avg_spec_accept_length; includes the bonus token)"
)
DRAFT_RATE_DEFINITION = "draft_n_accepted / draft_n (fraction of drafted tokens accepted)"
TTFT_DEFINITION = "request sent -> first streamed chunk with non-empty text"
DECODE_DEFINITION = (
    "(engine-reported completion tokens - tokens that arrived with the first text) / "
    "(last text arrival - first text arrival); with one token per chunk and one chunk per "
    "network read this is (tokens - 1) / span"
)


BACKLOG_SHARE = 0.02


@dataclass
class StreamAccumulator:
    """Fold parsed JSON chunks of one streamed completion, each with its arrival time."""

    sent_at: float
    first_text_at: float | None = None
    last_text_at: float | None = None
    first_text_read: int | None = None
    last_text_read: int | None = None
    first_read_chunks: int = 0
    last_read_chunks: int = 0
    _last_read_seen: int | None = None
    text_chunks: int = 0
    usage: dict[str, Any] | None = None
    timings: dict[str, Any] | None = None
    meta_info: dict[str, Any] | None = None
    finish_reason: str | None = None
    error: str | None = None
    _native_text: str = ""

    def add(self, chunk: dict[str, Any], at: float, read: int | None = None) -> None:
        """Record one chunk received at ``at`` (same clock as ``sent_at``) in network ``read``."""
        if isinstance(chunk.get("error"), (dict, str)):
            err = chunk["error"]
            self.error = str(err.get("message", err)) if isinstance(err, dict) else err
            return
        piece = ""
        choices = chunk.get("choices")
        if isinstance(choices, list):
            for choice in choices:
                if not isinstance(choice, dict):
                    continue
                piece += _text_of(choice)
                if choice.get("finish_reason"):
                    self.finish_reason = str(choice["finish_reason"])
        elif isinstance(chunk.get("content"), str):  # llama-server native /completion
            piece = chunk["content"]
        elif isinstance(chunk.get("meta_info"), dict):  # SGLang native /generate
            piece = self._native_piece(chunk.get("text"))
            reason = chunk["meta_info"].get("finish_reason")
            if isinstance(reason, dict) and reason.get("type"):
                self.finish_reason = str(reason["type"])
            elif isinstance(reason, str):
                self.finish_reason = reason
        if piece:
            if self.first_text_at is None:
                self.first_text_at, self.first_text_read = at, read
            self.text_chunks += 1
            if read is None or read == self.first_text_read:
                self.first_read_chunks = 1 if read is None else self.first_read_chunks + 1
            if read is not None and read == self._last_read_seen:
                self.last_read_chunks += 1
            else:
                self.last_read_chunks = 1
            self._last_read_seen = read
            self.last_text_at, self.last_text_read = at, read
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        if isinstance(chunk.get("timings"), dict):
            self.timings = chunk["timings"]
        if isinstance(chunk.get("meta_info"), dict):
            self.meta_info = chunk["meta_info"]

    def _native_piece(self, text: object) -> str:
        """The new text of a cumulative ``text`` field (SGLang streams the whole text so far)."""
        if not isinstance(text, str):
            return ""
        previous, self._native_text = self._native_text, text
        return text[len(previous) :] if text.startswith(previous) else text

    def completion_tokens(self) -> int | None:
        """The engine's own count of generated tokens, or None if it gave none."""
        for source, key in (
            (self.usage, "completion_tokens"),
            (self.timings, "predicted_n"),
            (self.meta_info, "completion_tokens"),
        ):
            if (
                source
                and isinstance(source.get(key), int)
                and not isinstance(source.get(key), bool)
            ):
                return int(source[key])
        return None

    def tokens_with_first_text(self, tokens: int) -> float:
        """Tokens that arrived together with the first text, so before the decode clock.

        Normally one (one token in the first chunk). A client that was descheduled when the
        stream began receives several chunks in its first read, all stamped late; they are
        then excluded too (at the stream's mean tokens per chunk), so that the figure is not
        inflated by a late start. A speculative first chunk of k tokens counts k.
        """
        if self.text_chunks == 0:
            return 1.0
        per_chunk = tokens / self.text_chunks
        return max(1.0, self.first_read_chunks * per_chunk)

    def kept_up(self) -> bool:
        """False when the client read a backlog at the start or the end of the stream.

        A client that was descheduled stamps a whole batch of chunks with one late time;
        at the start or the end of the stream that moves the span's edges, and the figure
        is the client's, not the engine's. Allowed: one chunk, or up to 2% of them.
        """
        limit = max(1, int(self.text_chunks * BACKLOG_SHARE))
        return self.first_read_chunks <= limit and self.last_read_chunks <= limit

    def finish(self, ended_at: float, *, decode: bool = True) -> Sample:
        """The sample for this request; MeasureError when no honest figure exists.

        ``decode=False`` (the context probe: first token only) skips the decode checks and
        leaves ``decode_tok_s`` at 0.
        """
        if self.error:
            raise MeasureError(f"engine reported an error in the stream: {self.error}")
        tokens = self.completion_tokens()
        if tokens is None:
            raise MeasureError(
                "the engine reported no token count (no usage, timings or meta_info in the stream)"
            )
        if self.first_text_at is None or self.last_text_at is None:
            raise MeasureError("the stream carried no text")
        timed = self.first_text_read is None or self.first_text_read != self.last_text_read
        span = self.last_text_at - self.first_text_at
        rate = 0.0
        if decode:
            if not timed:
                raise MeasureError(
                    "all text arrived in one network read, so the client cannot time the "
                    "decode (one chunk, or the client was descheduled); raise max_tokens or retry"
                )
            if tokens < 2 or span <= 0:
                raise MeasureError(
                    f"cannot measure decode speed from {tokens} token(s) over "
                    f"{span:.6f} s; raise max_tokens"
                )
            rate = (tokens - self.tokens_with_first_text(tokens)) / span
        timings = self.timings or {}
        meta = self.meta_info or {}
        return Sample(
            ttft_s=self.first_text_at - self.sent_at,
            decode_tok_s=rate,
            e2e_s=ended_at - self.sent_at,
            completion_tokens=tokens,
            text_chunks=self.text_chunks,
            prompt_tokens=_int(self.usage, "prompt_tokens")
            or _int(timings, "prompt_n")
            or _int(meta, "prompt_tokens"),
            server_decode_tok_s=_float(timings, "predicted_per_second"),
            draft_n=_int(timings, "draft_n"),
            draft_n_accepted=_int(timings, "draft_n_accepted"),
            spec_verify_ct=_int(meta, "spec_verify_ct"),
            finish_reason=self.finish_reason,
            client_kept_up=self.kept_up(),
            cached_tokens=_int(meta, "cached_tokens"),
        )


@dataclass(frozen=True)
class Sample:
    """The figures of one request."""

    ttft_s: float
    decode_tok_s: float
    e2e_s: float
    completion_tokens: int
    text_chunks: int
    prompt_tokens: int | None = None
    server_decode_tok_s: float | None = None
    draft_n: int | None = None
    draft_n_accepted: int | None = None
    spec_verify_ct: int | None = None
    finish_reason: str | None = None
    client_kept_up: bool = True
    cached_tokens: int | None = None  # prompt tokens the engine served from its cache

    @property
    def drafted(self) -> bool:
        """True when the engine drafted tokens for this request: ``draft_n`` > 0 or at
        least one speculative verification step. A counter that is present but zero is no
        proof of a speculative mode."""
        return (self.draft_n or 0) > 0 or (self.spec_verify_ct or 0) > 0

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (the raw per-run record in the result)."""
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


def stat(values: Sequence[float]) -> dict[str, Any]:
    """``{min, median, max, runs}`` of the values (the result's Stat shape)."""
    if not values:
        raise ValueError("no values")
    return {
        "min": min(values),
        "median": statistics.median(values),
        "max": max(values),
        "runs": list(values),
    }


# Past this relative difference between the client's and the engine's decode rate, the run
# says so: on a quiet machine the two agree within ~1%.
DISAGREEMENT_WARN = 0.05


def rate_disagreement(client: float | None, server: float | None) -> str | None:
    """A one-line warning when the client's and the engine's decode medians disagree.

    The two watch the same stream, so they differ only by what happens around it: a busy
    machine stalling the server before its first token, or the client reading late. A
    large gap means the figures measured the machine as much as the engine.
    """
    if not client or not server or client <= 0 or server <= 0:
        return None
    gap = client / server - 1
    if abs(gap) <= DISAGREEMENT_WARN:
        return None
    return (
        f"client decode median {client:.1f} tok/s and the engine's own {server:.1f} tok/s "
        f"differ by {gap:+.0%}: the machine was busy or the stream was buffered; "
        "rerun on an idle machine before trusting these figures"
    )


RUN_DISAGREEMENT_DISCARD = 0.30
"""One run whose client and engine decode rates differ by more than this is not a figure:
it is repeated and listed in ``discarded_requests`` (a busy machine measured, not the
engine). Per run the bound is wider than :data:`DISAGREEMENT_WARN` on the medians."""


def run_disagreement(sample: Sample, bound: float = RUN_DISAGREEMENT_DISCARD) -> str | None:
    """Why one request's client rate cannot be trusted next to the engine's, else None."""
    client, server = sample.decode_tok_s, sample.server_decode_tok_s
    if not client or not server or client <= 0 or server <= 0:
        return None
    gap = client / server - 1
    if abs(gap) <= bound:
        return None
    return (
        f"client {client:.1f} tok/s vs the engine's {server:.1f} tok/s ({gap:+.0%}, "
        f"beyond ±{bound:.0%})"
    )


def discard_reasons(samples: Sequence[Sample]) -> list[dict[str, Any]]:
    """The requests of one run that cannot be counted, each with both figures and why.

    One bad request discards the whole run (its batch is repeated); a run is either timed
    whole or not at all.
    """
    out = []
    for sample in samples:
        # every reason, not the first: a busy machine often makes the client read a backlog
        # and skews its rate at once, and the record should say both
        backlog = None if sample.client_kept_up else "the client read a backlog"
        why = "; ".join(r for r in (backlog, run_disagreement(sample)) if r)
        if why:
            out.append({**sample.to_json(), "discarded_because": why})
    return out


def accept_length(samples: Sequence[Sample]) -> float | None:
    """Total tokens ÷ total verification steps over requests that report steps."""
    steps = [s for s in samples if s.spec_verify_ct]
    if not steps:
        return None
    return sum(s.completion_tokens for s in steps) / sum(s.spec_verify_ct or 0 for s in steps)


def draft_summary(samples: Sequence[Sample]) -> dict[str, Any] | None:
    """Summed llama-server draft counts and the acceptance rate; None if none reported."""
    with_draft = [s for s in samples if s.draft_n is not None]
    if not with_draft:
        return None
    drafted = sum(s.draft_n or 0 for s in with_draft)
    accepted = sum(s.draft_n_accepted or 0 for s in with_draft)
    return {
        "draft_n": drafted,
        "draft_n_accepted": accepted,
        "acceptance_rate": accepted / drafted if drafted else None,
        "definition": DRAFT_RATE_DEFINITION,
    }


def _text_of(choice: dict[str, Any]) -> str:
    text = choice.get("text")
    if isinstance(text, str):
        return text
    delta = choice.get("delta")
    if isinstance(delta, dict) and isinstance(delta.get("content"), str):
        return delta["content"]
    return ""


def _int(source: dict[str, Any] | None, key: str) -> int | None:
    value = (source or {}).get(key)
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _float(source: dict[str, Any] | None, key: str) -> float | None:
    value = (source or {}).get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None
