"""An engine named only inside a Markdown link's target: "[1d799da](https://github.com/acme/
vllm/tree/1d799da)" shows the reader the commit, not the address; the repository in the
address (often a platform's own port) is no engine the text names for its figures (reading
rules §1: record what the text states; §2: hidden text is not text). The link's own words
("[vLLM](https://...)") are visible and still name it. Patterns hold only literals and
bounded quantifiers."""

from __future__ import annotations

import re

from watcher.claims.names import Mention

# "](https://host/owner/" right before the name, with no space or closing bracket between
_TARGET_BEFORE = re.compile(r"\]\([^()\s]{0,200}$")


def in_link_target(text: str, mention: Mention) -> bool:
    """True when ``mention`` lies inside the address of a Markdown link."""
    return _TARGET_BEFORE.search(text[max(0, mention.start - 200) : mention.start]) is not None


# the start of a web address or registry reference: "https://", "www.", or a host with a
# path ("ghcr.io/owner/", "github.com/acme/", "nvcr.io/nvidia/")
_ADDRESS = re.compile(
    r"(?:https?://|www\.|[a-z0-9\-]{1,63}(?:\.[a-z0-9\-]{1,63}){0,3}\.[a-z]{2,6}/)", re.IGNORECASE
)
# a line that runs or declares an image: "docker run ...", "$ podman pull ...", "image: ...",
# "FROM ..." (text may lie between the command and the address)
_COMMAND = re.compile(
    r"[ \t>$#`]{0,8}(?:sudo[ \t]{1,2})?(?:docker|podman|nerdctl|apptainer|singularity|image:"
    r"|from[ \t])",
    re.IGNORECASE,
)
# a name that fills its path segment: "/" before it, and after it the end of the token, a tag,
# a further path, a query or an anchor ("/vllm", "/sglang:latest"); "vllm-glm53-flash" is
# another project's name built on it (a fork or a build, outside the list)
_WHOLE_BEFORE = re.compile(r"/")
_WHOLE_AFTER = re.compile(r"$|[\s:/@#?)\]>\"'`,;]|\.(?![a-z0-9])", re.IGNORECASE)
# what ends an address on the left: a space, a bracket, a quote or a backtick
_ADDRESS_EDGE = re.compile(r"[\s()<>\"'`\[\]]")


def in_address(text: str, mention: Mention) -> bool:
    """True when ``mention`` lies inside a web address or a registry reference written out
    as part of another project's name ("ghcr.io/someone/vllm-glm53-flash:v11",
    "https://github.com/acme/vllm-fork"): text inside an address gives nothing (LABELLING),
    and a fork or build named after an engine is outside the list. The address's own host
    and path come before the name, so a name that opens a path ("llama.cpp/examples") is
    still read, as is a segment that is the engine's own name or an image a command runs."""
    lo = max(0, mention.start - 200)
    start = lo
    for edge in _ADDRESS_EDGE.finditer(text, lo, mention.start):
        start = edge.end()
    if start == lo and lo > 0:
        return False  # no edge within reach: a token this long is no address we read
    found = _ADDRESS.match(text, start)
    if found is None or found.end() > mention.start:
        return False
    if _WHOLE_BEFORE.match(text, mention.start - 1) and _WHOLE_AFTER.match(text, mention.end):
        # "https://github.com/vllm-project/vllm", "lmsysorg/sglang:latest": a path segment
        # that is the engine's own name points at the engine itself
        return False
    # "docker run ghcr.io/huggingface/text-generation-inference:3.0": the image a command
    # runs names the engine it ships (a command is what ran, not an address cited)
    line = text.rfind("\n", max(0, start - 400), start) + 1
    return _COMMAND.match(text, line, start) is None
