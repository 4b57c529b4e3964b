"""The fake GitHub in the scenario's state on 2026-11-29, shared by the ops and fault suites."""

from __future__ import annotations

from .github_api import FakeGitHub
from .hub_api import FakeHub

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


def add_sglang_clover_pr(gh: FakeGitHub) -> None:
    """SGLang's open draft-and-verify PR #46927 as the poll and dispatch scenario tests
    see it (their wording: the body names the model and a figure)."""
    gh.add_pull(
        SGLANG,
        46927,
        title="[Feature] Clover draft-and-verify decoding",
        body="Self-speculative path for Clover-35B-A3B; 453.59 tok/s on 1x H200.",
        user="ziruiwu",
        at="2026-11-18T08:00:00Z",
    )


# ---------------------------------------------------------------- the vendor's model card

CLOVER = "DiffuSpace/Clover-35B-A3B"
CLOVER_CARD = """---
license: apache-2.0
pipeline_tag: text-generation
tags: [diffusion, moe]
---

# Clover-35B-A3B

Clover-35B-A3B is a diffusion language model by DiffuSpace (MoE, about 3B active).
It drafts a block of 32 slots and commits every slot whose confidence reaches 95%.

## Speed

| Hardware | Decode speed | Weights |
|---|---|---|
| 1x H200 | 515 tok/s | uncompressed |
| GB300 | 680 tok/s | uncompressed |

The official file is a Q4_0 GGUF.
"""
# The edit: the H200 figure now names engine and mode, so it can be checked.
CLOVER_CARD_EDITED = CLOVER_CARD.replace(
    "| 1x H200 | 515 tok/s |", "| 1x H200 | 515 tok/s with SGLang's draft-and-verify mode |"
)


def seed_hub_scenario(hub: FakeHub) -> str:
    """DiffuSpace's Clover model card as first published (515 and 680 tok/s, no engine/mode)."""
    return hub.commit(CLOVER, CLOVER_CARD, at="2026-11-14T09:00:00.000Z")


def edit_clover_card(hub: FakeHub) -> str:
    """The vendor names the engine and mode of the H200 figure."""
    return hub.commit(CLOVER, CLOVER_CARD_EDITED, at="2026-11-30T09:00:00.000Z")
