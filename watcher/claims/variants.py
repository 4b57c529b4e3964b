"""An Apple chip's generation yields to the one tier of it the post names.

"Speculative decoding is slow on M1 chips" over "on my M1 Ultra 64GB": the post's runs are
on the M1 Ultra, the family word "M1" names the line it belongs to (reading rules §3: the
hardware is the accelerator model). Only a card named apart from the figure's sentence
yields, and only to a single variant ("M1 Max" and "M1 Ultra" both named: no one).
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.names import Mention
from watcher.claims.scope import same_post

# Apple's chip generations and their tiers: "RTX 3090" and "RTX 3090 Ti" are two cards
_APPLE_BASE = re.compile(r"M\d{1,2}")
_TIERS = ("Pro", "Max", "Ultra")


def named_variant(card: Mention | None, fig: _Figure, local: _Local, doc: _Doc) -> Mention | None:
    """The one variant of ``card``'s family ("M1 Ultra" for "M1") the figure's post names."""
    if card is None:
        return None
    own = local.sentence or local.segment
    if own.start <= card.start < own.end and card in doc.index["hardware"]:
        return card
    if not _APPLE_BASE.fullmatch(card.name):
        return card
    tiers = {f"{card.name} {tier}" for tier in _TIERS}
    variants = [m for m in doc.hardware_named(_TIERED) if m.name in tiers]
    if not variants:
        return card
    if doc.layout is not None:
        variants = same_post(variants, fig.start, doc.layout)
    before = [m for m in variants if m.start < fig.start]
    if len({m.name for m in before}) != 1:
        return card
    return before[-1]


_TIERED = re.compile(r"M\d{1,2} (?:Pro|Max|Ultra)")
