"""A memory size written beside a card's name is the card's (a spec, reading rules §4:
never a card's capacity), unless a placing word (Chinese 在 among them), a word of use, a
sentence or, for a card after the size, the card's own nearer size, a closed bracket or a
parted clause ("25GB memory but M1 only has", "(~27 GB) — 5090 only") lies between."""

from __future__ import annotations

import re

from watcher.claims.document import _Doc
from watcher.claims.patterns import _USE_BEFORE
from watcher.claims.used_on_card import used_past_card

# a card beside a memory size owns it ("80 GB H100") unless a placing word lies between: "(26 GB)
# fits on an A6000", "runs in two MI300Xs", "take 40 GB on H100", "20 GB across 2x H100", and
# Chinese 在 ("仅需14GB显存,可在RTX 4090上运行", "14GB显存占用,在你的4090上"; not 存在/现在/正在)
_PLACED_ON = re.compile(
    r"(?<![a-z])(?:(?:fits?|fitting|runs?|running|loads?|loaded|served?|deployed)[ \t]{1,2}in"
    r"|on|across)(?![a-z])|(?<![存现正实])在",
    re.IGNORECASE,
)
# Russian places a size on the card after it with "на" ("занимает 22 ГБ на RTX 4090", "40 ГБ на
# двух H100": on, across). Only after the size: before it "на" sizes the card ("RTX 4090 на 24
# ГБ" is "a 24 GB RTX 4090", a spec)
_PLACED_ON_AFTER = re.compile(r"(?<![а-яё])на(?![а-яё])", re.IGNORECASE)


def card_size(text: str, start: int, end: int, doc: _Doc) -> bool:
    """True for a size written right beside a card's name ("80GB H100", "H100 80GB"), unless a
    placing verb or a sentence lies between ("(26 GB) fits on an A6000", "4GB. The 4090's")."""
    lo = max(0, start - 30)
    for m in doc.near("hardware", start - 60, end + 15):
        if (
            start - 14 <= m.end <= start
            and not _PLACED_ON.search(text[m.end : start])
            # "RTX 4090 显存占用 20GB", "M2 Ultra，显存占用 38GB": a word of use between the
            # card and the size makes it what the run used (reading rules §4: memory in use)
            and not _USE_BEFORE.search(text[m.end : start])
            # "Peak memory on the RTX 4090 was 22 GB": the use named before the card
            and not used_past_card(text, m.start, m.end, start)
            and not _CLOSED.search(text, m.end, start)
            and "\n" not in text[m.end : start]  # a card on the line above is no spec
        ):
            return True
        if (
            end <= m.start <= end + 14
            and not _PLACED_ON.search(text[end : m.start])
            and not _PLACED_ON_AFTER.search(text, end, m.start)
            and not _SENTENCE_GAP.search(text, end, m.start)
            # "仅需14GB显存,轻松适配24GB显存的RTX 4090": the card owns the size next to it
            and not _OTHER_SIZE.search(text, end, m.start)
            # "(40GB)等…,效能达 M3 Ultra", "(~27 GB) — 5090 only", "needs 25GB memory but M1
            # only has": a bracket closed, a clause parted, the card is another clause's
            and not _PARTED.search(text, end, m.start)
            # "显存占用 20GB（RTX 4090）": a used size with its setup in brackets after it
            and not (_ASIDE_OPEN.match(text, end) and _USE_BEFORE.search(text, lo, start))
        ):
            return True
    return False


_ASIDE_OPEN = re.compile(r"[ \t]{0,2}[(（]")
# "(tested on B300) and about 70 GB": the card's mention closed, or a list going on
_CLOSED = re.compile(r"[)\]]|(?<![a-z])and(?![a-z])", re.IGNORECASE)

_SENTENCE_GAP = re.compile(r"[.!?。][ \t]")
_PARTED = re.compile(r"[)）,，;；—–]|(?<![a-z])(?:but|while|whereas|yet)(?![a-z])", re.IGNORECASE)
_OTHER_SIZE = re.compile(r"\d[ \t]?(?:[GMT]i?B|G)(?![a-z])", re.IGNORECASE)
