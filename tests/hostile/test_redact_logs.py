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


def test_secret_terms_cover_the_echoable_parts_of_a_url() -> None:
    """A webhook URL is hidden whole, by its path, and by its long segments and query values."""
    from watcher.logs import redact, secret_terms

    url = "https://hooks.example.test/services/T01/B02/abcdefghijklmnopqrstuvwx?key=queryValueSecret99"
    terms = secret_terms([url, "  ", "whsec_plain"])
    text = f"POST {url} / echo: /services/T01/B02/abcdefghijklmnopqrstuvwx / key=queryValueSecret99"
    cleaned = redact(text, terms)
    assert "abcdefghijklmnopqrstuvwx" not in cleaned
    assert "queryValueSecret99" not in cleaned
    assert "services" in cleaned  # short, non-secret parts survive
    assert redact("whsec_plain!", terms) == "***!"
