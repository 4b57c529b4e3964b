"""The program that printed a log line is the engine of the line's figures.

LABELLING: ``ollama run`` names ollama, and llama-server's lines (``slot print_timing``,
``llama_print_timings``) name llama.cpp. Ollama's own server prints those same lines, and a
system log shows which program printed each: ``Jun 16 20:44:07 host ollama[13938]: slot
print_timing: ... 585.80 tokens per second`` is a line of the ollama process (reading rules §1:
the text names the engine; the line's own prefix is its nearest unit). So a line's tool name
yields to the engine named as the line's process, ``name[pid]:`` as syslog and journald write
it. In the repository of an engine whose server runs another's code and prints its lines
(``embeds`` in the vocabulary: Ollama prints llama.cpp's ``llm_load_tensors:``), such a line
with no process named is the repository's engine's too: the line is printed output, a name
opening a message ("llm_load_tensors: ..."), not a program the writer ran ("./llama-bench").
A release of a project outside the vocabulary (``own_project``) ships the engine's programs,
which name no engine there, but the engine's printed lines pasted in it still name the engine
(LABELLING: llama_print_timings pasted in Tabby's notes names llama.cpp).
Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

# right after the process's name: its id and the colon that opens the message
_PID = re.compile(r"\[\d{1,10}\]:")
# after a printed line's name: the colon that opens its message
_MESSAGE = re.compile(r"[ \t]{0,4}:")
# how far into its line the process's name may stand (a date and a host come first)
_PREFIX_REACH = 96


def printed(engine: Mention, doc: _Doc) -> bool:
    """True when the tool name ``engine`` opens a printed line's message ("llama_print_timings:
    ..."), not a program named or run ("./llama-server -m ...")."""
    return _MESSAGE.match(doc.text, engine.end) is not None


def printed_by(engine: Mention | None, doc: _Doc, repo_engine: str | None) -> Mention | None:
    """``engine``, or the engine named as the log line's process when ``engine`` is a tool
    name inside that line ("ollama[1066]: llama_print_timings: ..."); None (the repository's
    engine then implied) for a line printed by an engine that ``repo_engine`` embeds."""
    if engine is None or not doc.lex.names_tool(doc.text, engine):
        return engine
    if (repo_engine, engine.name) in doc.lex.embeds and printed(engine, doc):
        return None
    line = doc.text.rfind("\n", 0, engine.start) + 1
    for m in doc.near("engine", line, min(engine.start, line + _PREFIX_REACH)):
        if m.name != engine.name and _PID.match(doc.text, m.end):
            return m
    return engine
