"""Request bodies for the measured streams, per endpoint. Pure.

- OpenAI ``/v1/completions`` (llama-server): ``max_tokens``, ``ignore_eos``, usage included.
- SGLang native ``/generate`` (``GenerateReqInput`` in sglang 0.5.23's
  ``srt/managers/io_struct.py``): ``text`` or ``input_ids``, ``sampling_params``
  (``max_new_tokens``, ``ignore_eos``, ``temperature``) and ``stream``.
"""

from __future__ import annotations

from typing import Any


def completion_payload(
    *, model: str, prompt: str | list[int], max_tokens: int, extra: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The request body: exactly ``max_tokens`` tokens (``ignore_eos``), usage included."""
    body: dict[str, Any] = {
        "model": model,
        "prompt": prompt,
        "max_tokens": max_tokens,
        "stream": True,
        "stream_options": {"include_usage": True},
        "ignore_eos": True,
        "temperature": 0.0,
    }
    body.update(extra or {})
    return body


def generate_payload(*, prompt: str | list[int], max_tokens: int) -> dict[str, Any]:
    """SGLang's native request: exactly ``max_tokens`` new tokens, streamed."""
    body: dict[str, Any] = {"input_ids": prompt} if isinstance(prompt, list) else {"text": prompt}
    body["sampling_params"] = {
        "max_new_tokens": max_tokens,
        "ignore_eos": True,
        "temperature": 0.0,
    }
    body["stream"] = True
    return body


def expected_tokens(payload: dict[str, Any]) -> int | None:
    """How many tokens the request asks for (``max_tokens`` or ``max_new_tokens``)."""
    value = payload.get("max_tokens")
    params = payload.get("sampling_params")
    if value is None and isinstance(params, dict):
        value = params.get("max_new_tokens")
    return value if isinstance(value, int) and not isinstance(value, bool) else None
