"""Formatting for the report: numbers, ranges, context sizes, dates and setups. Pure."""

from __future__ import annotations

import math
from typing import Any


def fmt_num(value: float | None, decimals: int = 1, *, strip: bool = True) -> str:
    """A number with thousands separators and ``decimals`` decimals (trailing zeros cut)."""
    if value is None or not math.isfinite(value):
        return "—"
    text = f"{value:,.{decimals}f}"
    if strip and "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def fmt_range(low: float | None, high: float | None, decimals: int = 1) -> str:
    """``low–high`` (or one number when they are equal)."""
    if low is None or high is None:
        return fmt_num(low if high is None else high, decimals)
    if fmt_num(low, decimals) == fmt_num(high, decimals):
        return fmt_num(low, decimals)
    return f"{fmt_num(low, decimals)}–{fmt_num(high, decimals)}"


def fmt_context(tokens: int | None) -> str:
    """128K-style context length."""
    if not tokens:
        return "—"
    if tokens % 1024 == 0:
        return f"{tokens // 1024}K"
    return f"{tokens:,}"


def date_of(value: Any) -> str:
    return str(value)[:10] if value else "—"


def mode_label(mode: Any) -> str:
    return {"ar": "AR", None: "", "": ""}.get(mode, str(mode)) if mode is not None else ""


def setup_parts(
    engine: Any, version: Any, mode: Any, gpu: Any, count: Any, precision: Any, concurrency: Any
) -> list[str]:
    parts: list[str] = []
    eng = " ".join(str(x) for x in (engine, version) if x)
    if eng:
        parts.append(eng)
    if mode:
        parts.append(f"{mode_label(mode)} mode")
    if gpu:  # the count only where it is stated: never a made-up "1×"
        parts.append(f"{count}× {gpu}" if count else str(gpu))
    if precision:
        parts.append(str(precision))
    if concurrency:
        parts.append(
            "one request at a time" if concurrency == 1 else f"{concurrency} concurrent requests"
        )
    return parts


__all__ = ["date_of", "fmt_context", "fmt_num", "fmt_range", "mode_label", "setup_parts"]
