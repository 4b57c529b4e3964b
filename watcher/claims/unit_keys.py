"""A unit written as a key before "=" or ":", and when the value after it is no rate of it.

"ms/t: 44.56 t/s: 22.44": a unit followed by a colon and a number names the next value (the
figure before the unit is then not a rate of it). But a value that carries its own multiple,
as a sign or a word, is a speedup worked out from the rates before it (reading rules §4:
speedup is its own metric): "132.52 vs 39.69 tok/s = 3.34x", "= 3.34 times faster",
"= 2.2倍", "= 3.34-fold". There "tok/s" is the two rates' unit, and "3.34" no rate.
"""

from __future__ import annotations

import re

# a multiple's sign or word right after a value: "3.34x", "3.34 ×", "3.34 times", "2.2倍",
# "3.34-fold" (never the "x" that starts a word: "3 xformers")
MULTIPLE_AFTER = r"[ \t]{0,2}[x×](?![a-z])|[ \t\-]{0,2}(?:times|fold|倍)(?![a-z])"

# the key's value, unless it carries its own multiple: then the unit is the figure's before
UNIT_IS_KEY = re.compile(
    rf"[ \t]{{0,2}}[:=][ \t]{{0,3}}\d{{1,12}}(?:[.,]\d{{1,20}}){{0,4}}(?![\d.,]|{MULTIPLE_AFTER})",
    re.IGNORECASE,
)
