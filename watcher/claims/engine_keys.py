"""A setup line keyed by the engine's field: "Runtime: Ollama 0.15", "- **Engine:** vLLM".

Reading rules §1: context may imply, and a page's statement of its own setup is context. A
line that names its field ("Engine:", "Runtime:", "Backend:", "Framework:", "Inference
engine:", "推理框架：") and then the engine states the setup of the page's runs, as "GPU: H100"
states its card: it is no bullet's own detail (reading rules §2 keeps a bullet's details to
that bullet), so it reaches the figures of a later section ("## Environment" over
"## Results") the way a keyed card does. A bullet that merely mentions an engine ("- works
with vLLM") stays its own. Patterns hold literals and bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.names import Mention

# the line from its start up to the engine: an optional bullet, the key in bold or not, a
# colon, then the engine first in the value ("Runtime: Ollama", "- **Engine:** `vLLM`")
_KEYED = re.compile(
    r"[ \t]{0,8}(?:[-*•+][ \t]{1,4}|\d{1,2}[.)][ \t]{1,4})?[*_]{0,2}"
    r"(?:(?:inference|serving|llm|model)[ \t\-_]{1,2})?"
    r"(?:runtime|engine|backend|framework|server|stack)s?"
    r"(?:[ \t]{1,2}(?:used|version))?[*_]{0,2}[ \t]{0,2}[:：=][*_]{0,2}[ \t]{0,4}"
    r"(?:(?:nvidia|hugging[ \t]?face|apple|ggml[\-/]org)[ \t/]{1,2})?[`\"'*_]{0,2}$"
    r"|[ \t]{0,8}(?:[-*•+][ \t]{1,4})?[*_]{0,2}(?:推理|部署|服务|服務)?(?:框架|引擎|后端|後端)"
    r"[*_]{0,2}[ \t]{0,2}[:：][*_]{0,2}[ \t]{0,4}"
    r"(?:(?:nvidia|hugging[ \t]?face|apple|ggml[\-/]org)[ \t/]{1,2})?[`]{0,1}$"
    r"|[ \t]{0,8}(?:[-*•+][ \t]{1,4})?[*_]{0,2}(?:推論)?(?:エンジン|フレームワーク|バックエンド)"
    r"[*_]{0,2}[ \t]{0,2}[:：][*_]{0,2}[ \t]{0,4}$",
    re.IGNORECASE,
)


def keyed_engine(m: Mention, text: str) -> bool:
    """True when ``m`` is the value of a line keyed as the engine's field."""
    line = text.rfind("\n", 0, m.start) + 1
    return m.start - line <= 64 and _KEYED.fullmatch(text, line, m.start) is not None
