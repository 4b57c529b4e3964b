"""The fake GitHub in the state of SCENARIO.md on 2026-11-29, shared by the ops and fault suites."""

from __future__ import annotations

from watcher.demo.github_fake import FakeGitHub

LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"


def seed_scenario(gh: FakeGitHub) -> None:
    """#31306 merged and shipped in v0.9.0, 1.0.0 after it; SGLang #46927 open."""
    gh.add_repo(LLAMA)
    gh.add_repo(SGLANG)
    gh.add_pull(
        LLAMA, 31306, title="model : add Clover support (AR mode only)", at="2026-10-28T09:00:00Z"
    )
    gh.merge_pull(LLAMA, 31306, at="2026-11-02T10:00:00Z")
    gh.publish_release(LLAMA, "v0.9.0", at="2026-11-04T12:00:00Z")
    gh.push(LLAMA, "remove deprecated functions")
    gh.publish_release(LLAMA, "1.0.0", at="2026-11-13T12:00:00Z")
    gh.add_pull(
        SGLANG,
        46927,
        title="[Feature] Clover draft-and-verify (self-speculative)",
        body="453.59 tok/s on 1x H200, one request at a time.",
        user="ziruiwu",
        at="2026-11-18T08:00:00Z",
    )
