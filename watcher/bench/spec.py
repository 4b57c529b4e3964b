"""The benchmark spec (docs/ARCHITECTURE.md "Bench spec"): what to run and how to measure it.

A spec is plain data. It is written inline in the rules (``benchmarks:``) or as a YAML
file passed to ``watcher bench run``. Engine-specific flags for a *mode* live in the
rules' ``engines`` table, not here and not in code.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

EngineName = Literal["llama.cpp", "sglang"]
MAX_TOKENS = 10_000_000  # no context window or prompt is this long


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ServerSpec(_Strict):
    """How to start the engine's server: an argv, never a shell string."""

    binary: str | None = Field(
        default=None, description="llama.cpp: path to llama-server (or a name on PATH)"
    )
    python: str | None = Field(
        default=None, description="sglang: the interpreter that runs -m sglang.launch_server"
    )
    args: list[str] = Field(default_factory=list, description="extra arguments, as a list")
    env: dict[str, str] = Field(default_factory=dict, description="extra environment")


class ModelSpec(_Strict):
    """The model file (GGUF for llama.cpp) or model path/id (SGLang)."""

    path: str
    name: str = Field(description="display name, e.g. Clover-35B-A3B")
    quantization: str | None = Field(default=None, description="e.g. Q4_0, BF16")


class BenchSpec(_Strict):
    """One benchmark: engine, model, mode and load. Defaults: one request at a time."""

    engine: EngineName
    server: ServerSpec = Field(default_factory=ServerSpec)
    model: ModelSpec
    mode: str = Field(default="ar", description="ar | self-speculative | an engine mode")
    engine_ref: str | None = Field(default=None, description="commit sha or tag, if known")
    prompt: str | None = Field(default=None, description="prompt text; synthetic if unset")
    # upper bounds: refused before a server starts, and within what a result may record
    prompt_tokens: int = Field(default=128, ge=1, le=MAX_TOKENS)
    max_tokens: int = Field(default=256, ge=1, le=MAX_TOKENS)
    repeats: int = Field(default=5, ge=1, le=10_000)
    warmup: int = Field(default=1, ge=0, le=1_000)
    concurrency: int = Field(default=1, ge=1, le=1_024)
    context: int | None = Field(
        default=None, ge=1, le=MAX_TOKENS, description="memory probe: fill to N"
    )
    timeout_s: float = Field(default=600, gt=0, le=86_400)
    fixups: dict[str, int | float | str | bool] = Field(
        default_factory=dict, description="GGUF metadata added to a copy of the model"
    )
    prompt_file: str | None = Field(
        default=None, description="read the prompt text from this file (else prompt/synthetic)"
    )
    mode_flags: list[str] | None = Field(
        default=None,
        description="server flags for the mode, overriding the rules' engines table "
        "(for one-off spec files; prefer the table)",
    )
    ready_timeout_s: float | None = Field(
        default=None,
        gt=0,
        le=86_400,
        description="how long the server may take to load [timeout_s]",
    )

    @field_validator("mode")
    @classmethod
    def _mode_is_a_name(cls, v: str) -> str:
        if not v or any(c.isspace() for c in v):
            raise ValueError("mode must be a single word such as 'ar' or 'self-speculative'")
        return v
