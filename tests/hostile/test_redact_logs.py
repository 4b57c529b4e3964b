"""Log redaction covers tracebacks too, in both formats."""

from __future__ import annotations

import io
import logging

import pytest

from watcher.logs import JsonFormatter, RedactSecrets

SECRET = "https://hooks.slack.test/services/T0/B0/tracebackSecret123"


@pytest.mark.parametrize("formatter", [logging.Formatter("%(message)s"), JsonFormatter()])
def test_secret_inside_an_exception_is_redacted(formatter: logging.Formatter) -> None:
    """log.exception() with the secret in the exception text prints *** instead."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RedactSecrets([SECRET]))
    handler.setFormatter(formatter)
    log = logging.getLogger("test.redact")
    log.addHandler(handler)
    log.propagate = False
    try:
        try:
            raise RuntimeError(f"POST {SECRET} failed")
        except RuntimeError:
            log.exception("delivery to %s failed", SECRET)
    finally:
        log.removeHandler(handler)
    out = stream.getvalue()
    assert "RuntimeError" in out
    assert "tracebackSecret123" not in out
    assert "***" in out
