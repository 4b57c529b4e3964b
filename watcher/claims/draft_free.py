"""A speedup "without a draft model" is a draft-free method's, not plain decoding's.

Reading rules §2 make a negated method plain decoding ("speculative decoding disabled" is
AR). A negated *draft model* beside a multiple says something else: "1.8x faster without a
separate draft model", "2x speedup, no draft model needed", "aceleración de 2x sin modelo
borrador" credit the speedup to a method that drafts without one (lookahead, n-gram, Medusa,
MTP, self-speculation). Plain decoding has no speedup over itself, so such a mention names no
mode for a multiple; the method comes from the figure's other names or its context. A rate
("40 tok/s without a draft model") keeps the negation's plain decoding.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure
from watcher.claims.metric_words import _NEGATED
from watcher.claims.names import Mention

# the drafting model named as a thing, in the languages the vocabulary knows it in
_DRAFT_MODEL = re.compile(
    r"(?:draft(?:ing)?|speculative|assistant|drafter)[ \t\-]?models?|drafters?"
    r"|草稿模型|ドラフトモデル|드래프트[ \t]?모델|modelo[ \t]borrador|modèle[ \t]brouillon"
    r"|draft-?modell",
    re.IGNORECASE,
)
_MODEL_AFTER = re.compile(r"[ \t\-]?models?(?![a-z])", re.IGNORECASE)
# "without needing a draft model", "no separate draft model", "sin un modelo borrador"
_NEGATED_LOOSE = re.compile(
    r"(?:without|w/o|no|sin|sans|ohne|без|无需|無需|不需要|无须)[ \t]{0,2}"
    r"(?:(?:needing|requiring|using|an?|the|any|separate|extra|additional|un|une|einen?)"
    r"[ \t]{1,2}){0,3}$",
    re.IGNORECASE,
)

# a plain-decoding name that holds its own negation before "model": "without a draft model"
_SAYS_NO = re.compile(r"(?:without|w/o|with[ \t]no)[ \t]", re.IGNORECASE)


def negated_draft_model(m: Mention, doc: _Doc) -> bool:
    """True for a mode mention that names the draft model and is negated before it."""
    said = doc.text[m.start : m.end]
    if not (_DRAFT_MODEL.fullmatch(said) or _MODEL_AFTER.match(doc.text, m.end)):
        return False
    before = doc.text[max(0, m.start - 32) : m.start]
    return bool(
        _NEGATED.search(before[-24:]) or _NEGATED_LOOSE.search(before) or _SAYS_NO.match(said)
    )


def draft_free(m: Mention, fig: _Figure, doc: _Doc) -> bool:
    """True when ``m`` negates the draft model beside a multiple: it names no mode there."""
    return fig.metric == "speedup" and negated_draft_model(m, doc)
