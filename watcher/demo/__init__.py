"""``watcher demo``: an offline replay of the scenario through the production code paths.

A bundled recording of ggml-org/llama.cpp and sgl-project/sglang (as of 2026-11-29) is
turned into fixed snapshots of GitHub (``timeline``) and served read-only on 127.0.0.1
(``github_replay``); the timeline then unfolds one snapshot at a time (a Clover
self-speculative PR opens in llama.cpp; SGLang #46927 is approved, merges and ships).
Each step runs the real cycle — poll, claims, dispatch, notify, report — against that
server. Only two things differ from production: the GitHub base URL, and the benchmark
backend, which is the ``command`` backend running a stand-in that writes a result
clearly labelled as demo data (no GPU, no engine).
"""

from __future__ import annotations

from watcher.demo.replay import DemoStep, run_demo

__all__ = ["DemoStep", "run_demo"]
