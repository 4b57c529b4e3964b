"""The plain side of a comparison of decoding methods: which figures are AR (``ar``).

Reading rules §2: before/after and with/without pairs give the baseline AR; "without draft",
"baseline", "vanilla" and "normal decoding" columns are AR, and negation counts. The
resolved mode of a figure is corrected here when the figure's own label, column or caption
says it is the plain side of a drafting method named around it:

- a switch label right before the figure: "off: 41 t/s" is plain, "on: 63 t/s" the method;
- "the original model has 200 TPS, while the EAGLE drafter only has 130": the side set
  against a drafter as "original" or "plain";
- a table column headed "Baseline" or "Vanilla", or a row labelled so (naming no engine,
  card or precision), under a heading or title naming one method: its figures are the
  plain model's;
- the bare "vs" side of a pair whose other side the method's figure is ("33.9 s vs 63.1 s"
  in a post about MTP), its own words naming no engine, card, precision or mode;
- a short caption line right above the figure's table or block that calls what follows the
  base or baseline run ("The base model speed:", "Baseline (concurrency = 1):"), where
  neither the figure's row, header nor block names a method of its own.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import deque

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.elided_off import elided_off, turned_on_next
from watcher.claims.foreign_preps import OFF_WORDS, WITHOUT_WORDS
from watcher.claims.later_with import REACH, joined_figure, one_series
from watcher.claims.patterns import FIGURE, PLAIN_MODE
from watcher.claims.rowsetup import _PLAIN_ROW, _label_span
from watcher.claims.sides import baseline_side, names_format
from watcher.claims.units import _Table

# "without: 120 tok/s", "off: 41 t/s" / "on: 63 t/s": a switch written as the figure's label
_OFF_LABEL = re.compile(
    r"(?<![a-z])(?:without|w/o|off|disabled|not[ \t]enabled"
    # "sem: 40", "bez: 40", "zonder: 40", "без: 40", "désactivé : 40", "deaktiviert: 40"
    rf"|{WITHOUT_WORDS}|{OFF_WORDS}|выключен[оа]?|отключен[оа]?"
    # "不开: 95", "关闭：40", "オフ: 40", "なし: 40", "미사용: 40": the same label in Chinese,
    # Japanese and Korean
    r"|不开|不開|关闭|關閉|オフ|なし|無し|無効|미사용|미적용|끔)[ \t]{0,2}[:=：][ \t]{0,3}\**$",
    re.I,
)
# "…后达到 210 tokens/s，关闭时为 130 tokens/s", "; turned off, 130", "오프 시 130": a clause
# switching the sentence's method off before its figure
_OFF_CLAUSE = re.compile(
    r"(?:[,;，；、]|\.(?!\d))[ \t]{0,3}(?:(?:and|but|while)[ \t]{1,2})?"
    r"(?:(?:when[ \t]{1,2})?(?:turned|switched)[ \t]{1,2}off|(?:when[ \t]{1,2})?disabled"
    r"|with[ \t]{1,2}it[ \t]{1,2}(?:off|disabled)"
    r"|without[ \t]{1,2}it|w/o[ \t]{1,2}it"
    # "…, ohne 95 tok/s", "…, sin él 95", "…, bez 95": the bare negation (or with its pronoun)
    # right before the figure, as "without it" in English
    rf"|(?:{WITHOUT_WORDS})(?:[ \t]{{1,2}}(?:lui|elle|ihn|sie|es|él|ella"
    r"|ele|ela|esso|essa|niego|niej|него|неё|нее))?"
    r"|关闭|關閉|关掉|關掉|不开启|不開啟|不开|不開|未开启|未開啟|不启用|未启用|未啟用|禁用|不使用|オフ|無効"
    r"|끄면|미적용|비활성화?"
    # "、無効時に 95", "、なしでは 95", "、未使用時は 95", "미사용 시 95", "사용 안 함 시 95",
    # "; désactivé, 95", "y desactivado, 95": the same switch in Japanese, Korean and others
    r"|なし|無し|未使用|使用しない(?:場合|とき)|미사용|사용[ \t]?안[ \t]?함|오프|꺼진[ \t]?상태"
    rf"|(?:(?:et|y|e|und|i|en)[ \t]{{1,2}})?(?:une[ \t]fois[ \t]{{1,2}})?(?:{OFF_WORDS}))"
    r"[ \t]{0,2}(?:后|後|时|時|시|후|の場合|にすると|では|에서)?[ \t]{0,2}(?:に|には|では|에는|에)?"
    r"[ \t,，:：]{0,3}"
    r"(?:(?:it|we)[ \t]{1,2}(?:gets?|reach(?:es)?|runs?|hits?|drops[ \t]to|falls[ \t]to)"
    r"[ \t]{1,2}|为|為|是|只有|仅|僅|は|은|는)?[ \t]{0,2}(?:约|約|~|≈|about[ \t])?[ \t]{0,2}$",
    re.IGNORECASE,
)
# (not "speculative decoding not enabled: 88 tok/s", the switch negated)
_ON_LABEL = re.compile(
    r"(?<![a-z])(?<!not[ \t])(?:with|w/|on|enabled)[ \t]{0,2}[:=][ \t]{0,3}\**$", re.I
)
_PLAIN_SIDE = re.compile(
    r"(?<![a-z])(?:original|plain|base|baseline)(?![a-z])|基线|基線|ベースライン|베이스라인"
    r"|原始模型|原模型|元のモデル|원본[ \t]?모델",
    re.IGNORECASE,
)
# a clause break, or a bracket closed before the figure: "50 tok/s (plain), 70 tok/s (EAGLE-3)"
# holds the 50's own label, not the 70's
_SIDE_BREAK = re.compile(r"[;:()；：。!?！？]|\.(?!\d)")


_BACK_REACH = 120  # characters back from "with it" to the method it stands for
_OWN_CLAUSE = 40  # characters after a figure that its own words ("with the drafter") fill


def _names_own_method(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the words right after the figure, up to the next comma or clause break,
    name a drafting method: "89.0 tok/s with the drafter" is the drafter's run."""
    hi = min(local.segment.end, fig.end + _OWN_CLAUSE)
    stop = _AFTER_BREAK.search(doc.text, fig.end, hi)
    hi = stop.start() if stop is not None else hi
    # "baseline 30 tok/s vs EAGLE 62 tok/s": past "vs" is the other side's
    other = _OTHER_SIDE.search(doc.text, fig.end, hi)
    hi = other.start() if other is not None else hi
    return any(m.name != PLAIN_MODE for m in doc.near("mode", fig.end, hi))


# "; with it, 95 tok/s", ", enabled: 95", "; turned on, it reaches 95": the method back on
_BACK_ON = re.compile(
    r"(?:[,;:(，；：]|\.(?!\d))[ \t]{0,3}"
    r"(?:(?:and|but|while|et|mais|und|aber|y|pero|e|mas)[ \t]{1,2})?"
    r"(?:with[ \t]{1,2}it|enabled|when[ \t]{1,2}enabled|turned[ \t]{1,2}on|switched[ \t]{1,2}on"
    r"|once[ \t]{1,2}enabled"
    # "; enabling it brings 340 tok/s", ", turning it on lifts it to 95"
    r"|(?:enabling|turning[ \t]{1,2}on)[ \t]{1,2}it|turning[ \t]{1,2}it[ \t]{1,2}on"
    # "sans EAGLE : 40 tok/s, avec : 95", "ohne MTP 40, mit: 95", "sin MTP 40; con él, 95":
    # the same turn in French, German, Spanish, Portuguese and Russian
    r"|avec(?:[ \t]{1,2}(?:lui|elle))?|activée?|mit(?:[ \t]{1,2}(?:ihm|ihr))?|aktiviert"
    r"|con(?:[ \t]{1,2}(?:él|ella))?|activad[oa]|com(?:[ \t]{1,2}(?:ele|ela))?|ativad[oa]"
    r"|с[ \t]{1,2}ним|включ[её]н[оа]?)(?![^\W\d_])[ \t,:]{0,3}"
    r"(?:(?:it|we|the[ \t]model)[ \t]{1,2}(?:gets?|reach(?:es)?|runs?|hits?|decodes?)[ \t]{1,2}"
    r"|(?:brings|gives|yields)[ \t]{1,2}(?:it[ \t]{1,2}to[ \t]{1,2})?"
    r"|(?:lifts|raises|pushes|takes)[ \t]{1,2}it[ \t]{1,2}to[ \t]{1,2})?$"
    # "关闭 MTP 时 40 tok/s，开启后 95 tok/s", "導入前 40、導入後 95", "적용 전 40, 적용 후 95"
    r"|[,;:，；：、][ \t]{0,3}(?:(?:开启|開啟|启用|啟用|打开|打開|使用|导入|導入|適用|有効化?"
    r"|사용|적용|도입)[ \t]{0,2}(?:后|後|时|時|후|시)|有効(?:時|にすると)|켜면)"
    # "、有効時に 210": the particle after the time word
    r"[ \t]{0,2}(?:に|には|에는|에)?"
    r"[ \t,，、:：]{0,3}(?:为|為|は|은|는)?[ \t]{0,2}$",
    re.IGNORECASE,
)
# "40 tok/s without MTP, 95 tok/s with it": the method named back on right after the figure
_ON_AFTER = re.compile(
    # "40 tok/s before enabling MTP, 95 tok/s after": "after" alone is the method's run
    r"[ \t]{1,2}(?:after(?:wards)?(?=[ \t]{0,2}(?:[.;,)]|$))"
    r"|with[ \t]{1,2}it(?:[ \t]{1,2}(?:on|enabled|turned[ \t]on))?|when[ \t]enabled"
    r"|once[ \t]enabled|with[ \t]{1,2}it[ \t]{1,2}switched[ \t]on)(?![a-z])",
    re.IGNORECASE,
)
# "70 tok/s with EAGLE-3, 50 tok/s without it", "50 with it off": the method named before,
# switched off for this figure (reading rules §2: negation counts)
_OFF_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:without|w/o)[ \t]{1,2}(?:it|them|that)"
    r"|with[ \t]{1,2}it[ \t]{1,2}(?:off|disabled|turned[ \t]off|switched[ \t]off))"
    # the negation ends its clause: "without it being tuned" negates no method
    r"(?=[ \t]{0,2}(?:[.,;:)!?\n]|$|(?:and|but|while)(?![a-z])))",
    re.IGNORECASE,
)
# the word that turns from one side of a comparison to the other
_OTHER_SIDE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|against|compared[ \t]{1,2}(?:to|with)|relative[ \t]to)(?![a-z])"
    r"|对比|對比|相比|相对于|相對於|比起",
    re.IGNORECASE,
)
_AFTER_BREAK = re.compile(r"[,;:(，；：。!?！？]|\.(?!\d)")


# "40 tok/s; enabling EAGLE-3 lifts it to 95", "40 tok/s, and with MTP turned on, 95": the
# clause after a figure turns a method on for the next figure, so the first is the plain run
_TURN_ON = re.compile(
    r"(?:[,;:，；：]|\.(?!\d))[ \t]{0,3}(?:(?:and|but|while|then)[ \t]{1,2})?"
    r"(?:enabling|turning[ \t]on|switching[ \t]on|activating|adding|with)[ \t]{1,2}"
    r"(?:(?:the|an?)[ \t])?$"
    # "约 2,450 tokens/s，开启 MTP 后达到 3,100": "after enabling" in Chinese and Japanese
    r"|[,;:，；：、][ \t]{0,3}(?:开启|開啟|启用|啟用|打开|打開|加上|导入|導入|有効化し(?:た)?)"
    r"[ \t]{0,2}$",
    re.IGNORECASE,
)
_TURN_REACH = 40  # characters from a figure to the words that turn the method on


def _turned_on_after(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the words right after the figure turn a drafting method on for the next
    figure of its sentence ("50 tok/s; enabling EAGLE-3 lifts it to 90 tok/s")."""
    if local.sentence is None:
        return False
    hi = min(local.sentence.end, fig.end + _TURN_REACH)
    for m in doc.near("mode", fig.end, hi):
        if m.name == PLAIN_MODE or not _TURN_ON.search(doc.text, fig.end, m.start):
            continue
        # the method's own figure follows in the sentence, and no other figure between
        nxt = local.last_peer_in(fig.end, local.sentence.end)
        return nxt is not None and nxt > m.end and local.last_peer_in(fig.end, m.start) is None
    return False


# "50 tok/s, 70 with EAGLE-3", "40 t/s; 62 t/s using MTP", "41 vs 63 tok/s with Medusa": the
# sentence's next figure is the method's run, named right after it; the figure set before it
# with no method of its own is the plain run (reading rules §2: a with/without pair)
_TO_NEXT = re.compile(
    r"[ \t]{0,2}(?:[,;，；]|vs\.?|versus|→|->)[ \t]{0,2}(?:(?:and|but|while)[ \t]{1,2})?$",
    re.IGNORECASE,
)


def _method_after_next(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True when the sentence's next figure is named as a drafting method's run right after
    it, this figure is set just before it, and no method stands before the next figure."""
    if local.sentence is None or fig.kind != "absolute":
        return False
    i = bisect_right(local.ordered_peers, fig.start)
    if i >= len(local.ordered_peers):
        return False
    nxt = local.ordered_peers[i]
    if not _TO_NEXT.fullmatch(doc.text, fig.end, nxt) or one_series(fig, nxt, doc):
        return False  # "45, 40, and 38 tok/s with EAGLE-3": one series, one setup
    if any(m.name != PLAIN_MODE for m in doc.near("mode", local.sentence.start, nxt)):
        return False
    after = doc.near("mode", nxt, min(local.sentence.end, nxt + REACH))
    return any(m.name != PLAIN_MODE and joined_figure(m, local, doc) == nxt for m in after[:1])


def switched_mode(mode: str | None, fig: _Figure, local: _Local, doc: _Doc) -> str | None:
    """The mode a switch label right before the figure gives: off is plain decoding, on is
    the drafting method named earlier in the sentence; a figure of a baseline column under a
    drafting method is plain decoding."""
    if mode != PLAIN_MODE and _method_after_next(fig, local, doc):
        return PLAIN_MODE
    if mode not in (None, PLAIN_MODE) and _OFF_AFTER.match(doc.text, fig.end):
        return PLAIN_MODE
    if elided_off(mode, fig, local, doc):  # "210 tok/s with EAGLE-3 and 95 without."
        return PLAIN_MODE
    if mode is None and local.sentence is not None and _called_baseline(fig, doc):
        # "50 tok/s plain, 70 tok/s with EAGLE-3": the method is the later figure's; this
        # one, called the plain run, is the other side of the sentence's pair
        sentence = local.sentence
        if any(m.name != PLAIN_MODE for m in doc.near("mode", sentence.start, sentence.end)):
            return PLAIN_MODE
    if mode is None and local.plain_side and _bare_off_row(local, doc):
        return PLAIN_MODE  # "| w/o | 50 |" under "| w/ EAGLE-3 | 70 |"
    if mode not in (None, PLAIN_MODE) and (
        local.plain_side
        or _under_plain_caption(local, doc)
        or _bare_vs_side(fig, local, doc)
        or _called_baseline(fig, doc)
    ):
        return PLAIN_MODE
    before = doc.text[max(local.segment.start, fig.start - 16) : fig.start]
    if _OFF_LABEL.search(before):
        return PLAIN_MODE
    if mode not in (None, PLAIN_MODE) and _OFF_CLAUSE.search(
        doc.text, max(local.segment.start, fig.start - 32), fig.start
    ):
        return PLAIN_MODE
    if mode is None and fig.kind == "absolute" and _turned_on_after(fig, local, doc):
        return PLAIN_MODE
    if turned_on_next(mode, fig, local, doc):  # "… 95 tok/s. With EAGLE-3 enabled it …"
        return PLAIN_MODE
    if mode != PLAIN_MODE and _keyed_plain(fig, doc):
        return PLAIN_MODE
    sentence = local.sentence or local.segment
    drafting = mode not in (None, PLAIN_MODE) or any(
        m.name != PLAIN_MODE for m in doc.near("mode", sentence.start, sentence.end)
    )
    if drafting:
        # "the original model has 200 TPS, while the EAGLE drafter only has 130": the side
        # set against a drafter as "original", "plain", "base" or "baseline" is plain decoding
        clause = doc.text[max(local.segment.start, fig.start - 60) : fig.start]
        # "plain 41.0 -> 44.6 tok/s at 1K, 36.4 -> 41.7 at 16K; DSpark ...": the side's word
        # holds over its list of runs, up to a clause break (a decimal point is none)
        cut = max((m.end() for m in _SIDE_BREAK.finditer(clause)), default=0)
        clause = clause[cut:]
        side = _PLAIN_SIDE.search(clause)
        lo = fig.start - len(clause)
        if side is not None:
            # "EAGLE 62 tok/s vs baseline 30 tok/s", "against a baseline of 30": the side's own
            # words start after the comparison word; the method before it is the other side's
            against = deque(_OTHER_SIDE.finditer(clause, 0, side.start()), maxlen=1)
            lo += against[0].end() if against else 0
        # "the MLX baseline 40 tok/s": a side named for an engine is that engine's run
        if (
            side is not None
            and not any(doc.near(c, lo, fig.start) for c in ("mode", "engine"))
            and not _names_own_method(fig, local, doc)
        ):
            return PLAIN_MODE
    if mode == PLAIN_MODE and local.sentence is not None:
        # "Without speculative decoding we get 40 tok/s; with it, 95 tok/s": the clause that
        # turns the negated method back on is the method's run; so is "95 tok/s with it"
        lo = max(local.block.start, fig.start - _OWN_CLAUSE)
        on = _BACK_ON.search(doc.text, lo, fig.start) or _ON_AFTER.match(doc.text, fig.end)
        if on is not None:
            cut = min(on.start(), fig.start)
            back = max(local.block.start, cut - _BACK_REACH)
            named = [m.name for m in doc.near("mode", back, cut) if m.name != PLAIN_MODE]
            if named:
                return named[-1]
    if _ON_LABEL.search(before) and mode in (None, PLAIN_MODE):
        named = [
            m.name
            for m in doc.near("mode", max(local.segment.start, fig.start - 200), fig.start)
            if m.name != PLAIN_MODE
        ]
        if named:
            return named[-1]
    return mode


# "- Baseline: 79 tok/s", "Vanilla = 41 t/s, EAGLE-3 = 95 t/s": a key naming the plain run,
# at the start of its line or item, or after a comma, right before the figure
_PLAIN_KEY = re.compile(
    r"(?:^|[,;，；])[ \t]{0,3}(?:[-*+•][ \t]{1,3})?[*_]{0,2}"
    r"(?:baseline|vanilla|no[ \t]sd|w/o[ \t]draft|without[ \t]draft|normal[ \t]decoding"
    # "Plain: 42 tok/s" / "Original model: 42" beside "EAGLE-3: 71 tok/s"
    r"|plain|base[ \t]model|original(?:[ \t]model)?)"
    r"[*_]{0,2}[ \t]{0,2}[:=][*_]{0,2}[ \t]{0,3}[~≈]?\**$",
    re.IGNORECASE | re.MULTILINE,
)
_KEY_REACH = 40  # characters back from a figure to its key's line start
_LIST_REACH = 400  # characters around a keyed figure where its sibling keys stand


def _keyed_plain(fig: _Figure, doc: _Doc) -> bool:
    """True when the figure's key calls it the plain run and a sibling line or key of its
    paragraph or list, or the title, names a drafting method: a key/value list is read
    like the table whose "Baseline" column it would be (reading rules §2)."""
    text = doc.text
    lo = max(0, fig.start - _KEY_REACH)
    if _PLAIN_KEY.search(text[lo : fig.start]) is None:
        return False
    start, end = max(0, fig.start - _LIST_REACH), min(len(text), fig.end + _LIST_REACH)
    if doc.layout is not None:  # within the figure's section: its heading and no further
        heads = doc.layout.heading_starts()
        i = bisect_right(heads, fig.start)
        start = max(start, heads[i - 1]) if i else start
        end = min(end, heads[i]) if i < len(heads) else end
    named = [*doc.near("mode", start, end), *doc.title_mentions["mode"]]
    return any(m.name not in (PLAIN_MODE, "diffusion") for m in named)


# "| Baseline | ...", "| Vanilla (tok/s) |": a column of the plain model's figures; "Speedup
# vs baseline" is a column of multiples over it, not of its figures
_BASELINE_HEADER = re.compile(r"(?<![a-z])(?:baseline|vanilla)(?![a-z])", re.IGNORECASE)
_OVER_BASELINE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|over|than|relative[ \t]to|compared[ \t](?:to|with)|against)"
    r"[ \t]{1,2}(?:the[ \t]{1,2})?(?:baseline|vanilla)",
    re.IGNORECASE,
)


def baseline_columns(headers: list[str], offsets: list[int], end: int, doc: _Doc) -> set[int]:
    """Columns headed "Baseline" or "Vanilla" alone: no engine, card, precision or mode in
    the header ("MLX baseline" is another engine's run), and not a multiple over it."""
    out: set[int] = set()
    for i in range(1, min(len(headers), len(offsets))):
        header = headers[i]
        if not _BASELINE_HEADER.search(header) or _OVER_BASELINE.search(header):
            continue
        stop = offsets[i + 1] if i + 1 < len(offsets) else end
        if any(doc.near(c, offsets[i], stop) for c in doc.mentions):
            continue
        out.add(i)
    return out


# a row labelled only by the off word, under a row "w/ EAGLE-3": "| w/o |", "| without |"
_BARE_OFF_ROW = re.compile(r"[\W_]{0,3}(?:w/o|without|off)[\W_]{0,3}", re.IGNORECASE)
# the row it stands beside: "| w/ EAGLE-3 |", "| with MTP |"
_WITH_ROW = re.compile(r"[\W_]{0,3}(?:w/|with)[ \t]", re.IGNORECASE)


def _bare_off_row(local: _Local, doc: _Doc) -> bool:
    """True for a table row labelled only by the off word ("| w/o | 50 |")."""
    label = _label_span(doc.text, local.segment) if local.header is not None else None
    return label is not None and _BARE_OFF_ROW.fullmatch(label[0].strip()) is not None


def baseline_rows(text: str, table: _Table, doc: _Doc) -> set[int]:
    """Rows labelled "Baseline" or "Vanilla" alone, naming no engine, card or precision; and
    rows labelled "w/o" alone in a table with a row "w/ M" naming a drafting method (§2: the
    side without the method is the plain run)."""
    out: set[int] = set()
    labels = [_label_span(text, row) for row in table.rows]
    switched = any(
        label is not None
        and _WITH_ROW.match(label[0].strip())
        and any(m.name != PLAIN_MODE for m in doc.near("mode", label[1].start, label[1].end))
        for label in labels
    )
    for k, label in enumerate(labels):
        if label is None:
            continue
        bare = label[0].strip()
        if not _PLAIN_ROW.fullmatch(bare) and not (switched and _BARE_OFF_ROW.fullmatch(bare)):
            continue
        span = label[1]
        if not any(doc.near(c, span.start, span.end) for c in doc.mentions):
            out.add(k)
    return out


# "The base model speed:", "Baseline:", "*) base (concurrency = 1):", "Vanilla results:"
_PLAIN_CAPTION = re.compile(
    r"(?<![a-z])(?:base(?:line)?|vanilla)(?:[ \t]model)?(?![a-z])", re.IGNORECASE
)
_CAPTION_MAX = 60


def _under_plain_caption(local: _Local, doc: _Doc) -> bool:
    """True when the caption line right above the figure's table or block names the plain
    run, and nothing nearer the figure names a method."""
    text = doc.text
    if local.header is not None:  # a table row: its block is the table's caption
        end = text.rfind("\n", local.block.start, local.block.end)
        end = local.block.end if end < 0 or not text[end : local.block.end].strip() else end
        if local.extra_mentions.get("mode") or doc.near(
            "mode", local.segment.start, local.segment.end
        ):
            return False
    else:
        if doc.near("mode", local.block.start, local.block.end):
            return False
        end = local.block.start
    floor = max(0, end - 8)  # a blank line or two between the caption and its block
    while end > floor and text[end - 1] in " \t\n":
        end -= 1
    start = text.rfind("\n", max(0, end - _CAPTION_MAX - 1), end) + 1
    if start == 0 and end > _CAPTION_MAX:
        return False  # the line is longer than a caption (its start is further back)
    line = text[start:end]
    if not line.endswith(":") or len(line) > _CAPTION_MAX or FIGURE.search(line):
        return False
    return _PLAIN_CAPTION.search(line) is not None and not doc.near("mode", start, end)


# "40 tok/s baseline", "40 tok/s (baseline)", "40 tok/s for the baseline", "50 tok/s plain",
# "50 tok/s (original)": the figure called the baseline or the plain run right after it
_BASELINE_AFTER = re.compile(
    r"[ \t]{0,2}(?:\(|(?:for|on|of)[ \t]{1,2}the[ \t]{1,2})?(?:AR[ \t]{1,2})?"
    r"(?:baseline|vanilla|plain(?![ \t\-]{1,2}text))(?![a-z])"
    r"|[ \t]{0,2}\([ \t]{0,2}(?:base|original)(?:[ \t]model)?[ \t]{0,2}\)",
    re.IGNORECASE,
)


def _called_baseline(fig: _Figure, doc: _Doc) -> bool:
    """True when the words right after the figure call it the baseline ("40 tok/s
    baseline"), naming no engine: the plain run the method is set against."""
    m = _BASELINE_AFTER.match(doc.text, fig.end)
    return m is not None and not doc.near("engine", fig.end, m.end())


_OWN_LABEL = 24  # characters after a figure where its bracketed label ("(EAGLE)") stands
_PAIR_REACH = 48  # characters from the "vs" back to the figure it sets this one against


def _bare_vs_side(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True for the figure after "vs" in "A vs B" when its side names nothing of its own: the
    baseline of the run A is (reading rules §2), not another engine's, card's or quant's."""
    if fig.kind != "absolute" or local.sentence is None:
        return False
    side = baseline_side(doc.text, fig.start, fig.end, local.sentence.start)
    if side is None or names_format(doc.text, *side):
        return False
    if any(doc.near(c, side[0], side[1]) for c in doc.mentions):
        return False
    if doc.near("mode", fig.end, min(local.sentence.end, fig.end + _OWN_LABEL)):
        return False  # "40 tok/s (AR) vs 95 tok/s (EAGLE)": the side's own label names it
    return local.last_peer_in(max(local.sentence.start, side[0] - _PAIR_REACH), side[0]) is not None
