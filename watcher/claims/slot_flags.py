"""A server's or CLI's ``--parallel N`` / ``-np N``: slots configured, not requests in flight.

LABELLING (thirteenth pass, question 3): ``--parallel N`` / ``-np N`` on the server or CLI
that produced a figure (llama-server, llama-cli, koboldcpp) is a slot count, not a
concurrency, unless N is 1: it bounds the load without stating it, and one prompt or one
streaming client uses one slot whatever N is. A load generator's flag sets the requests in
flight and is a concurrency: SGLang's bench scripts' ``--parallel N``, ``evalscope perf
--parallel N``. So a ``--parallel`` above one is a load only in a command that runs a
benchmark client.
"""

from __future__ import annotations

import re

# a command that sends the requests: a bench script or tool, a perf or load generator
_LOAD_GENERATOR = re.compile(
    r"bench|evalscope|(?<![a-z])perf(?![a-z])|locust|loadgen|load[_\-]test|genai-perf",
    re.IGNORECASE,
)
_COMMAND_REACH = 600  # characters back over a command's continued lines


def slot_count(text: str, flag: re.Match[str]) -> bool:
    """True when ``flag`` (a ``_RUN_FLAG`` match) is ``--parallel``/``-np`` above one on a
    command that runs no benchmark client: the server's or CLI's slots."""
    name = (flag.group("cflag") or "").lower()
    if name not in ("parallel", "np") or int(flag.group("v")) <= 1:
        return False
    return _LOAD_GENERATOR.search(_command(text, flag.start())) is None


def _command(text: str, at: int) -> str:
    """The command holding ``at``: its line and the lines before it that it continues (a
    shell line ending in a backslash), up to ``_COMMAND_REACH`` characters back."""
    floor = max(0, at - _COMMAND_REACH)
    start = text.rfind("\n", floor, at) + 1 or floor
    while start > floor + 1 and text[start - 2 : start - 1] == "\\":
        start = text.rfind("\n", floor, start - 1) + 1 or floor
    end = text.find("\n", at)
    return text[start : end if end >= 0 else len(text)]
