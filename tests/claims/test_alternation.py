"""Names grouped by first character match exactly as the plain alternation does."""

from __future__ import annotations

import re

from watcher.claims.alternation import by_first_char


def _spelled(names: list[str]) -> dict[str, str]:
    return {n: r"[ \t\-]?".join(re.escape(p) for p in n.split()) for n in names}


def test_names_sharing_a_first_letter_are_written_once_after_it() -> None:
    names = ["Hx 900 Pro", "hx900", "Zeta", "H7"]
    assert by_first_char(names, _spelled(names)) == (
        r"H(?:x[ \t\-]?900[ \t\-]?Pro|x900|7)|Z(?:eta)"
    )


def test_grouped_names_find_what_the_plain_alternation_finds() -> None:
    names = sorted(
        {"Hx 900 Pro", "hx900", "Hx9", "Zeta", "zed", "H7", "#tag", "9000"},
        key=lambda n: (-len(n), n),
    )
    spelled = _spelled(names)
    plain = re.compile(r"(?<!\w)(?P<alias>" + "|".join(spelled[n] for n in names) + r")", re.I)
    grouped = re.compile(r"(?<!\w)(?P<alias>" + by_first_char(names, spelled) + r")", re.I)
    text = "on the HX-900 pro and an hx9, ZED beats zeta; #TAG 9000 h7 and Hx900 Pro x"
    want = [(m.span(), m.group("alias")) for m in plain.finditer(text)]
    assert want  # the made-up text names several of them
    assert [(m.span(), m.group("alias")) for m in grouped.finditer(text)] == want
