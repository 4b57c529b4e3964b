"""Failure classification from real engine log lines."""

# ruff: noqa: E501  (log lines are quoted verbatim)

from __future__ import annotations

import pytest

from watcher.bench.failures import classify_log

# llama-server b0c1e570 refusing a GGUF without llama.context_length (seen on this machine)
LLAMA_MISSING_KEY = """\
main: server is listening on http://127.0.0.1:8080 - starting the main loop
llama_model_loader: loaded meta data with 18 key-value pairs and 21 tensors from tiny.gguf
\x1b[31mE llama_model_load: error loading model: error loading model hyperparameters: key not found in model: llama.context_length\x1b[0m
E llama_model_load_from_file_impl: failed to load model
E srv    load_model: failed to load model, 'tiny.gguf'
"""
SCENARIO = (
    "llama_model_load: error loading model: error loading model hyperparameters: "
    "key not found in model: clover_moe.expert_shared_count\n"
    "llama_model_load_from_file_impl: failed to load model\n"
)
CUDA_OOM = """\
ggml_backend_cuda_buffer_type_alloc_buffer: allocating 21924.00 MiB on device 0: cudaMalloc failed: out of memory
alloc_tensor_range: failed to allocate CUDA0 buffer of size 22988390400
llama_model_load: error loading model: unable to allocate CUDA0 buffer
"""
SGLANG_OOM = """\
[2026-11-20 10:00:01] Scheduler hit an exception: Traceback (most recent call last):
  File "/sglang/srt/managers/scheduler.py", line 2400, in run_scheduler_process
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 139.81 GiB
"""
SGLANG_BAD_ARG = "launch_server.py: error: unrecognized arguments: --speculative-algo NEXTN\n"
ASSERT = "/src/ggml/src/ggml-cpu/ops.cpp:1234: GGML_ASSERT(n_dims <= 4) failed\n"
# common/arg.cpp (llama-cpp-python 0.3.36's llama.cpp): a renamed or mistyped flag value
LLAMA_BAD_ARG = """\
error while handling argument "--spec-draft-n-max": stoi

usage:
--spec-draft-n-max, --draft-max N       number of tokens to draft for speculative decoding

to show complete usage, run with -h
"""


@pytest.mark.parametrize(
    ("log", "kind", "needle"),
    [
        (LLAMA_MISSING_KEY, "model_load", "key not found in model: llama.context_length"),
        (SCENARIO, "model_load", "key not found in model: clover_moe.expert_shared_count"),
        (CUDA_OOM, "oom", "cudaMalloc failed: out of memory"),
        (SGLANG_OOM, "oom", "torch.OutOfMemoryError: CUDA out of memory"),
        (SGLANG_BAD_ARG, "engine_start", "unrecognized arguments: --speculative-algo"),
        (ASSERT, "crash", "GGML_ASSERT(n_dims <= 4) failed"),
        (LLAMA_BAD_ARG, "engine_start", 'error while handling argument "--spec-draft-n-max"'),
    ],
)
def test_classify(log: str, kind: str, needle: str) -> None:
    """The kind and the engine's own line, without colour codes."""
    c = classify_log(log, fallback="engine_start", context="server exited with code 1")
    assert c.kind == kind
    assert needle in c.message
    assert "\x1b" not in c.message


def test_key_line_comes_first() -> None:
    """For a missing key the message starts with the line naming the key."""
    c = classify_log(LLAMA_MISSING_KEY, fallback="engine_start", context="x")
    assert c.message.splitlines()[0] == (
        "E llama_model_load: error loading model: error "
        "loading model hyperparameters: key not found in "
        "model: llama.context_length"
    )


def test_fallbacks() -> None:
    """No known line: the fallback kind with the context and last line; a signal = crash."""
    c = classify_log(
        "hello\nloading weights\n", fallback="timeout", context="server not ready after 5 s"
    )
    assert (c.kind, c.message) == (
        "timeout",
        "server not ready after 5 s; last log line: loading weights",
    )
    c = classify_log("", fallback="engine_start", context="exited", exit_code=-9)
    assert c.kind == "crash" and "signal 9" in c.message
    c = classify_log("", fallback="engine_start", context="exited with code 1")
    assert c.message.endswith("the server logged nothing")
