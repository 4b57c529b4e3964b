"""A list item that grades speeds is a guidance scale, not a run (reading rules §2).

LABELLING counts guidance thresholds ("below 30 tok/s is too slow") as no claims. A glossary
or a buyer's guide often lists them as a scale, one band an item::

    • < 5 t/s — Noticeably slow.
    • 5–15 t/s — Usable but sluggish.
    • 20–40 t/s — Comfortable.

An item that opens with a band (a bound, a range or "60+"), then a dash or a colon and a
verdict on how the speed feels, with no other figure after it (a sentence or two may say
more of the verdict: "Noticeably slow. You're waiting for each sentence."), names a band of
speeds in general. An item that opens with a single figure ("- 45 tok/s — smooth") or names a
model or a card before the figure ("Llama 8B: 20–40 t/s — comfortable") is left to the other rules.
"""

from __future__ import annotations

import re

# the item's opening, before the figure: a bullet, then perhaps a bound
_OPEN = re.compile(
    r"[ \t]{0,4}(?:[-*+•·][ \t]{1,3})?(?:\*\*)?(?P<bound>(?:[<>≤≥]=?|under|below|over|above"
    r"|less[ \t]than|more[ \t]than)[ \t]{0,2})?",
    re.IGNORECASE,
)
# from the figure's end: the rest of a range or a "+", the unit, then a dash or a colon and a
# verdict, to the end of the line with no other figure
_REST = re.compile(
    r"(?P<band>[ \t]{0,2}[-–~][ \t]{0,2}\d[\d.,]{0,6}|\+)?[ \t]{0,2}"
    r"(?P<plus>\+)?(?:[a-z/]{1,12}(?:[ \t]per[ \t]sec(?:ond)?)?)?(?P<plus2>\+)?(?:\*\*)?"
    r"[ \t]{0,3}[—–:\-][ \t]{1,3}(?:\*\*)?(?:[a-z]{2,12}[ \t,]{1,2}){0,3}"
    r"(?:slow|sluggish|usable|unusable|comfortable|fast|smooth|instant|instantaneous|painful"
    r"|readable|acceptable|interactive|real[ \t\-]time|responsive|laggy|tolerable|snappy"
    r"|fluid|frustrating|excellent|ideal)(?![a-z])[^\d\n]{0,120}(?:\n|$)",
    re.IGNORECASE,
)

# the figure itself a band: "5–15 t/s", "60+ t/s"
_BAND = re.compile(r"\d[ \t]{0,2}[-–~][ \t]{0,2}\d|\d\+")


def is_scale_item(text: str, start: int, end: int) -> bool:
    """True when the figure at ``start``..``end`` opens a list item that grades a band of
    speeds ("• 5–15 t/s — Usable but sluggish."): a guidance scale, no run."""
    line_start = text.rfind("\n", max(0, start - 40), start) + 1
    if line_start == 0 and start > 40:
        return False  # no line start near: the figure does not open its item
    opening = _OPEN.fullmatch(text, line_start, start)
    if opening is None:
        return False
    rest = _REST.match(text, end)
    if rest is None:
        return False
    return bool(
        opening.group("bound")
        or rest.group("band")
        or rest.group("plus")
        or rest.group("plus2")
        or _BAND.search(text, start, end)
    )
