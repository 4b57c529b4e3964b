"""Engines a text names as not run: "I couldn't get vLLM running", "没办法跑vllm等引擎".

A post often says which engine it could not use before saying the one it did ("since I
couldn't run vLLM under WSL, all tests use LM Studio"). Such a name, stated apart from any
figure, is no engine of the figures (reading rules §1: record what the text states of the
figure), and it must not make the page's one stated engine look like one of two. Patterns
hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.names import Mention

# "couldn't run", "could not get", "unable to build", "failed to install", "never got ...
# to work with", "没能运行", "没办法跑", "无法使用", "跑不了": a verb of running negated right
# before the name (a few words between)
_NOT_RUN_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:couldn'?t|could[ \t]not|can'?t|cannot|unable[ \t]to|failed[ \t]to"
    r"|didn'?t[ \t]manage[ \t]to|never[ \t]got)[ \t]{1,2}(?:get|run|use|build|install|load"
    r"|compile|start|set[ \t]up|try)(?![a-z])[^.;:!?\n]{0,16}"
    r"|(?:没能|没办法|沒辦法|无法|無法|不能)[^。，,；;\n]{0,6}(?:跑|运行|運行|使用|用|部署|安装))"
    r"[ \t]{0,2}$",
    re.IGNORECASE,
)
# "vllm等主流推理引擎": a name followed by "etc." in Chinese is an example of a kind
_ETC_AFTER = re.compile(r"[ \t]{0,2}等")
# "llama.cpp does not support this model", "vLLM currently doesn't support ...", "X do not
# yet support": an engine said to lack support for the model or method never ran it
_UNSUPPORTED_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:currently|still|yet|also)[ \t]{1,2})?"
    r"(?:do(?:es)?[ \t]{1,2}not|do(?:es)?n['’]?t|can(?:not|['’]?t))[ \t]{1,2}"
    r"(?:(?:yet|currently|fully|natively)[ \t]{1,2})?support(?![a-z])",
    re.IGNORECASE,
)
# "not (yet) supported by llama.cpp", "not supported in vLLM"
_UNSUPPORTED_BEFORE = re.compile(
    r"(?<![a-z])not[ \t]{1,2}(?:(?:yet|currently)[ \t]{1,2})?supported[ \t]{1,2}(?:by|in|on)"
    r"[ \t]{1,2}$",
    re.IGNORECASE,
)

# "moved from Ollama on Windows to llama.cpp", "switched over from vLLM to SGLang":
# the engine the writer left, not the one the post's runs use (as a card the writer had before
# is not the post's card); the move's "to" must follow in the same sentence
_LEFT_BEFORE = re.compile(
    r"(?<![a-z])(?:moved|moving|switched|switching|migrated|migrating|went|going|came|coming"
    r"|transitioned|upgraded)(?:[ \t]{1,2}(?:over|back))?[ \t]{1,2}from[ \t]{1,2}"
    r"(?:(?:the|my|our|an?)[ \t]{1,2})?$",
    re.IGNORECASE,
)
_MOVED_TO = re.compile(r"[^.;:!?\n]{0,60}?(?<![a-z])to[ \t]", re.IGNORECASE)


def not_run(m: Mention, doc: _Doc) -> bool:
    """True for an engine the words around name as not run (nor able to run the model:
    "llama.cpp does not support ..."; nor kept: "moved from Ollama to llama.cpp"), or as an
    example of a kind."""
    if m.category != "engine":
        return False
    text = doc.text
    return bool(
        _NOT_RUN_BEFORE.search(text, max(0, m.start - 48), m.start)
        or _ETC_AFTER.match(text, m.end)
        or _UNSUPPORTED_AFTER.match(text, m.end)
        or _UNSUPPORTED_BEFORE.search(text, max(0, m.start - 32), m.start)
        or (
            _LEFT_BEFORE.search(text, max(0, m.start - 40), m.start) is not None
            and _MOVED_TO.match(text, m.end) is not None
        )
    )
