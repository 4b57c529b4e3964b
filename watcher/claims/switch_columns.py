"""A table column that switches a drafting method on or off for its row.

Reading rules §2: with/without pairs give the plain side AR, and negation counts. A column
headed by a method ("EAGLE-3", "MTP") or by speculative decoding itself ("Speculative", "Spec
decoding", "SD", "Draft") whose cells say on or off ("on"/"off", "yes"/"no", "✓"/"✗",
"enabled"/"disabled", "none") sets the mode of the row's figures in its other columns: off is
plain decoding (``ar``), on is the header's method, or the one method the table's caption
names when the header names speculative decoding only. A dash or an empty cell says
nothing (a missing run), and a column whose cells are figures is no switch.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Span
from watcher.claims.patterns import PLAIN_MODE

GENERIC_MODE = "speculative"
_MARKUP = re.compile(r"[*_`]{1,3}")
_OFF = re.compile(
    r"off|no|n|none|disabled?|false|without|w/o|✗|✘|❌|✖️?|否|无|無|关|關|关闭|關閉|不使用|なし|無効"
    r"|없음|미사용|aus|nein|ohne|sans|non|sin|não|sem|нет|выкл\.?|без",
    re.IGNORECASE,
)
_ON = re.compile(
    r"on|yes|y|enabled?|true|with|w/|✓|✔️?|✅|☑️?|是|有|开|開|开启|開啟|使用|あり|有効|사용|켬"
    r"|an|ja|mit|oui|avec|sí|si|sim|com|con|да|вкл\.?",
    re.IGNORECASE,
)
# a header naming speculative decoding, not one method: "Speculative", "Spec. decoding", "SD"
_GENERIC = re.compile(
    r"(?:spec(?:ulative|\.)?(?:[ \t\-_]?(?:decoding|decode|sampling|dec\.?))?|sd"
    r"|draft(?:ing|er)?(?:[ \t]model)?|speculation"
    r"|投机(?:解码|采样)?|推测解码|投機的?デコーディング|추측[ \t]?디코딩"
    r"|décodage[ \t]spéculatif|spekulatives[ \t]decoding|decodificación[ \t]especulativa)"
    r"(?:[ \t]?(?:on|enabled|used|\?|\(on/off\)|\(y/n\)))?",
    re.IGNORECASE,
)
_HEADER_MAX = 32  # a switch's header is a name, not a sentence


def _state(cell: str) -> bool | None:
    """True for a cell that says on, False for off, None for anything else."""
    word = _MARKUP.sub("", cell).strip()
    if _OFF.fullmatch(word):
        return False
    if _ON.fullmatch(word):
        return True
    return None


def switch_columns(
    headers: list[str], offsets: list[int], end: int, caption: _Span, doc: _Doc
) -> dict[int, str]:
    """Column index -> the method its "on" cells stand for, for each column whose header
    names a drafting method or speculative decoding and nothing else."""
    out: dict[int, str] = {}
    for i in range(min(len(headers), len(offsets))):
        header = _MARKUP.sub("", headers[i]).strip()
        if not header or len(header) > _HEADER_MAX:
            continue
        stop = offsets[i + 1] if i + 1 < len(offsets) else end
        if any(doc.near(c, offsets[i], stop) for c in ("engine", "hardware", "precision")):
            continue
        named = [m.name for m in doc.near("mode", offsets[i], stop) if m.name != PLAIN_MODE]
        if len(set(named)) > 1:
            continue
        if named and named[0] != GENERIC_MODE:
            out[i] = named[0]
        elif named or _GENERIC.fullmatch(header):
            above = {
                m.name
                for m in doc.near("mode", caption.start, caption.end)
                if m.name not in (PLAIN_MODE, GENERIC_MODE)
            }
            out[i] = above.pop() if len(above) == 1 else GENERIC_MODE
    return out


def row_switch(cells: list[str], switches: dict[int, str], column: int) -> str | None:
    """The mode the row's switch cells give a figure in ``column``: ``ar`` where one says off,
    the column's method where one says on; None where no switch cell speaks, or they
    disagree."""
    said = set()
    for j, mode in switches.items():
        if j == column or j >= len(cells):
            continue
        state = _state(cells[j])
        if state is not None:
            said.add(mode if state else PLAIN_MODE)
    return said.pop() if len(said) == 1 else None
