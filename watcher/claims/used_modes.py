"""A method the run is said to use beats a decoding family in a model's name.

Reading rules §3 keep modes distinct because a claim is checked against a run of the same
mode, and the vocabulary notes that a diffusion model's name describes the model, not how a
run decoded. In "Nemotron-Labs Diffusion hits 865 tokens/second on B200 using
self-speculation mode", "Gemini Diffusion läuft mit Self-Speculation bei 900 tok/s" or
"Seed Diffusion, en modo self-speculative, alcanza 2.000 tok/s" the clause says which
decoding the run used; that method is the figure's mode, though the family word in the name
stands nearer the figure. With no such method stated, the name's family stays the mode.

The same holds for a method named in an earlier clause (reading rules §2: each figure takes
its own setup): in "we get 50 tok/s, 70 with EAGLE-3, 90 with MTP" the 90's clause says its
run used MTP, though EAGLE-3 stands nearer. A family word after the figure ("with speculative
decoding") does not override a named method, and a method switched off there is left to the
negation rules.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.metric_words import _NEGATED_AFTER
from watcher.claims.names import Mention

_FAMILY_IN_NAMES = frozenset({"diffusion"})
# "using self-speculation mode", "with EAGLE-3", "via MTP", "in self-speculative mode",
# "mit ...", "con ...", "en modo ...", "avec ...", "使用/采用 ..."
_USED_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:using|with|via|in|mit|con|avec|en[ \t]modo|en[ \t]mode|im)"
    r"[ \t]{1,2}(?:(?:the|its|a|der|dem|el|la|le)[ \t]{1,2})?$|(?:使用|采用|用|开启)[ \t]{0,2}$",
    re.IGNORECASE,
)


# the words from the figure to the method: no clause mark (and no other figure)
_SAME_CLAUSE = re.compile(r"[^,;:!?—–\n]*")


def used_method(best: Mention, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The method the figure's clause says its run used (after the figure, in its clause),
    when ``best`` is a family word of a name or stands in an earlier clause."""
    family = best.name in _FAMILY_IN_NAMES
    if not family and (
        best.end > fig.start or _SAME_CLAUSE.fullmatch(doc.text, best.end, fig.start)
    ):
        return None  # a method in the figure's own clause, or after it, stands
    seg = local.sentence or local.segment
    stop = min(seg.end, fig.end + 60)
    used = [
        m
        for m in doc.near("mode", fig.end, stop)
        if m.name not in (best.name, "ar")
        and (family or (m.name != "speculative" and not _NEGATED_AFTER.match(doc.text, m.end)))
        and _USED_BEFORE.search(doc.text, max(0, m.start - 16), m.start)
        # in the figure's own clause, with no other figure between
        and _SAME_CLAUSE.fullmatch(doc.text, fig.end, m.start)
        and local.last_peer_in(fig.end, m.start) is None
    ]
    return used[0] if len({m.name for m in used}) == 1 else None
