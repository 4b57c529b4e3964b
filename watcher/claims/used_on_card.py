"""A size after a word of memory use is what the run used, even with a card named between.

Reading rules §4: memory is what a run used (peak, weights, model size), never a card's
capacity. "Peak memory on the RTX 4090 was 22 GB", "Memory usage on an H100: 61 GB",
"Пиковое потребление памяти на RTX 4090 — 22 ГБ" name the card only as where the run was; the
size after it is the run's. A size written right against the card ("RTX 4090 24GB", "H100
(80 GB)") or before it ("the 24 GB RTX 4090") stays the card's."""

from __future__ import annotations

import re

# the memory a run used, named before the card: "peak memory", "memory usage", "VRAM used",
# "memory consumption", "потребление памяти", "использование памяти", "显存占用"
_USE_WORDS = re.compile(
    r"(?:(?<![a-z])(?:peak|max(?:imum)?|resident)[ \t](?:gpu[ \t])?(?:memory|vram|ram|mem)"
    r"|(?<![a-z])(?:gpu[ \t])?(?:memory|vram|ram|mem)[ \t](?:usage|use|used|consumption"
    r"|consumed|footprint|peak)"
    r"|(?<![а-яё])(?:потреблени[ея]|использовани[ея]|расход)[ \t](?:видео)?памяти"
    r"|(?<![а-яё])пиков\w{0,4}[ \t](?:потреблени[ея][ \t])?(?:видео)?памят[ьи]"
    r"|显存占用|内存占用|峰值显存|显存峰值)"
    # the words run on to the card in one clause, with no figure or break between
    r"(?![a-zа-яё])[^.;!?\n\d。；]{0,30}$",
    re.IGNORECASE,
)
# between the card and the size a verb, a colon or a dash ("was", ":", "—"): a size written
# right against the card ("RTX 4090 24GB", "RTX 4090 (24 GB)") is the card's own
_SET_APART = re.compile(r"[^\s(（\[]")


def used_past_card(text: str, card_start: int, card_end: int, start: int) -> bool:
    """True for a size at ``start`` after a card (``card_start``-``card_end``) that a word of
    memory use before the card names ("Peak memory on the RTX 4090 was 22 GB")."""
    if not _SET_APART.search(text, card_end, start):
        return False
    return _USE_WORDS.search(text, max(0, card_start - 60), card_start) is not None
