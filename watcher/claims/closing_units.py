"""A unit stated once, closing the line right above a table or a list of bare figures.

Writers often say the unit once for a whole table or list, at the end of the heading, caption
or lead line above it, and leave the header cells and the items bare::

    ## Results (tok/s)

    | Backend | Decode | Speedup |
    | vLLM    | 45.2   | 1.0x    |

    I tested speculative decoding on the 27B model with a small context window (tok/s):

    - Without speculative decoding: 65.1
    - With speculative decoding: 95.9

Reading rules §1: a heading, a table header or a caption line directly above the figure is
its context; §4: a unit may sit only in a table header -- or once above the figures, which is
the same statement made for all of them. One rule set:

- the unit **closes** the line: in brackets at its end ("Results (tok/s)", "TTFT [ms]:",
  "Decode on H100 (in tok/s):"), after ", in" ("EAGLE-3 (K=2), in tok/s:"), or as a closing
  sentence that says what the figures are in ("... at batch 1. All figures in ms.");
  bold, a colon or spaces may follow it, nothing else;
- a unit standing inside the line ("(2048 tok) context window") says nothing of the figures
  below, and neither does a figure with its unit ("reached 45 tok/s."), which the closing
  bracket or sentence never holds.

The line is the caption the table or list readers already find (``headers._caption_unit``,
``captions.caption_unit``); this module only says which unit closes it, so a unit stated
last, right above the figures, wins over one mentioned earlier in the caption's block.
"""

from __future__ import annotations

import re

from watcher.claims.patterns import _UNITS_UNNAMED, UNIT_ANYWHERE

_CLOSING = re.compile(
    rf"(?:[(（\[][ \t]?(?:in[ \t])?(?P<b>{_UNITS_UNNAMED})[ \t]?[)）\]]"
    rf"|,[ \t]in[ \t](?P<c>{_UNITS_UNNAMED})"
    rf"|(?<![\w])(?:figures|numbers|values|results|timings|times|speeds)[ \t](?:are[ \t])?"
    rf"(?:given[ \t]|shown[ \t]|reported[ \t])?in[ \t](?P<s>{_UNITS_UNNAMED})\.?)"
    r"[ \t*_]*[:：]?[ \t*_]*$",
    re.IGNORECASE,
)


def closing_unit(line: str) -> re.Match[str] | None:
    """The unit that closes ``line`` (a caption, heading or lead line) as ``UNIT_ANYWHERE``
    matches it, so its groups say which kind (``toks``, ``time``, ``mem``...), or None.

    >>> closing_unit("## Results (tok/s)").group(0)
    'tok/s'
    >>> closing_unit("Tested with a (2048 tok) context window:") is None
    True
    """
    m = _CLOSING.search(line)
    if m is None:
        return None
    name = next(g for g in ("b", "c", "s") if m.group(g))
    return UNIT_ANYWHERE.fullmatch(line, m.start(name), m.end(name))
