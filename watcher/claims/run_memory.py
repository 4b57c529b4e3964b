"""Whether a memory figure is a run's use, which takes the run's setup (reading rules §2, §4).

A model's size or need holds on any machine and engine, so a memory figure takes an engine or
card from beyond its own row, item or sentence only when it is a run's use: a column or key of
use ("Peak memory", "VRAM usage"), or, new here, the VRAM a measured run took, written beside
that run's token rate in one item or sentence ("- Qwen3-8B + Qwen3-1.7B draft: 279.9 tok/s
(+236% speedup, 13.6 GB VRAM)"): the rate's run is the one whose memory it is, so both take
the same setup from the list's lead-in or the paragraph above; or a size that words of use
lead to in its own clause ("峰值 42.3 GB", "VRAM in use ~20 GB"). Patterns hold literals and
bounded quantifiers.
"""

from __future__ import annotations

import re

from watcher.claims.captions import BARE_LINE, caption_unit
from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.memory_keys import is_run_memory, row_key
from watcher.claims.patterns import _TOKS_UNIT

# right after the size's unit: the memory of the machine the run took ("13.6 GB VRAM")
_MACHINE_MEMORY_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t]{1,2})?(?:v?ram|gpu[ \t]memory|unified[ \t]memory|显存|内存)(?![a-z])",
    re.IGNORECASE,
)
# a token rate in the same sentence: a figure and its unit ("279.9 tok/s")
_RATE = re.compile(rf"\d[ \t]{{0,2}}(?:{_TOKS_UNIT})(?![A-Za-z0-9_])", re.IGNORECASE)
# how far around the size a rate is looked for: an item or a sentence, not a page
_REACH = 240
# right before the size, in its own clause: words of use ("峰值 42.3 GB", "VRAM in use ~20 GB",
# "峰值记忆体使用:491 GB", "peak RSS of 9 GB"): what the run took, not what a model needs
# ("权重就要占用约16GB": a model's weights occupy memory on any machine)
_IN_USE_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:peak|in[ \t]use|used|usage)(?![a-z])|峰值)[^\n.;,!?。;,:\d]{0,16}"
    r"[:：]?[ \t]{0,2}(?:~|≈|about[ \t]|around[ \t])?[ \t]{0,2}$",
    re.IGNORECASE,
)

# a key of use right before the size, its padding aside: an allocator's stats line ("Memory
# allocated      = 17.56 GB"), a Chinese "显存占用：14881MiB" / "内存占用: 903.6G" (VRAM or RAM
# in use: "权重就要占用" stays a model's weights), "Пиковое потребление памяти — 155":
# what the run took
_USE_KEY_BEFORE = re.compile(
    r"(?:(?<![a-z])allocated|(?:显存|内存|記憶體|记忆体)(?:占用|使用)"
    r"|пиков\w{0,4}[ \t]потреблени\w{0,3}[ \t]памяти)"
    r"[ \t]{0,40}[=:：—\-]?[ \t]{0,2}$",
    re.IGNORECASE,
)
_USE_KEY_REACH = 64


def run_memory(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the memory figure ``fig`` is what a run used (see the module docstring)."""
    if is_run_memory(fig.label, fig.value, fig.unit):
        return True
    if local.header is not None:
        return is_run_memory(row_key(fig.start, doc.text))
    if _IN_USE_BEFORE.search(doc.text, max(0, fig.start - 32), fig.start):
        return True
    if _USE_KEY_BEFORE.search(doc.text, max(0, fig.start - _USE_KEY_REACH), fig.start):
        return True
    if not _MACHINE_MEMORY_AFTER.match(doc.text, fig.end):
        return False
    own = local.sentence or local.segment
    lo, hi = max(own.start, fig.start - _REACH), min(own.end, fig.end + _REACH)
    return _RATE.search(doc.text, lo, hi) is not None or _rate_stated_above(doc.text, fig.start)


def _rate_stated_above(text: str, at: int) -> bool:
    """True when the line holding ``at`` is a value line ("- Qwen3-8B: 279.9 (13.6 GB VRAM)")
    under a caption whose unit is a token rate ("Top speed results (tok/s)"): its bare figure
    is the run's rate, written without the unit the caption states once (``captions``)."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    if not BARE_LINE.fullmatch(text, start, len(text) if end < 0 else end):
        return False
    caption = caption_unit(text, start)
    return caption is not None and bool(caption[1].get("toks"))
