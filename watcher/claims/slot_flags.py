"""A server's or CLI's ``--parallel N`` / ``-np N``: slots configured, not requests in flight.

LABELLING (thirteenth pass, question 3): ``--parallel N`` / ``-np N`` on the server or CLI
that produced a figure (llama-server, llama-cli, koboldcpp) is a slot count, not a
concurrency, unless N is 1: it bounds the load without stating it, and one prompt or one
streaming client uses one slot whatever N is. A load generator's flag sets the requests in
flight and is a concurrency: SGLang's bench scripts' ``--parallel N``, ``evalscope perf
--parallel N``. So a ``--parallel`` above one is a load only in a command that runs a
benchmark client. A short ``-b N`` is a load only on mlx_lm.benchmark, which decodes N
sequences together; elsewhere (llama.cpp's ``-b 2048``) it is no load at all.
"""

from __future__ import annotations

import re

# a command that sends the requests: a bench script or tool, a perf or load generator
_LOAD_GENERATOR = re.compile(
    r"bench|evalscope|(?<![a-z])perf(?![a-z])|locust|loadgen|load[_\-]test|genai-perf",
    re.IGNORECASE,
)
# a benchmark whose "-b N" is the number of sequences decoded together: mlx_lm.benchmark
# (LABELLING: its "-b 16" run is the batch's output at concurrency 16)
_BATCH_TOOL = re.compile(r"mlx_lm[._ \t]benchmark", re.IGNORECASE)
_COMMAND_REACH = 600  # characters back over a command's continued lines


def slot_count(text: str, flag: re.Match[str]) -> bool:
    """True when ``flag`` (a ``_RUN_FLAG`` match) states no load: ``--parallel``/``-np`` above
    one on a command that runs no benchmark client (the server's or CLI's slots), or ``-b``
    on a command other than mlx_lm.benchmark."""
    name = (flag.group("cflag") or "").lower()
    if name == "b":  # llama.cpp's "-b 2048" is its prompt batch in tokens, no load
        return _BATCH_TOOL.search(_command(text, flag.start())) is None
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
