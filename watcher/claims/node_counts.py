"""The nodes a card's count is multiplied by: "two nodes of 8xH200", "2 nodes x 8 H100",
"Two machines, each with 8 * Ascend910B", "two 8xH100 nodes" (reading rules §3: the GPU count;
LABELLING: "Two machines, each with 8 * Ascend910B" gives 16). A figure stated per node keeps
a node's count ("22.3k output tokens/second per node" with "12 nodes (each with 8 H100 GPUs)"
is 8)."""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Local
from watcher.claims.names import Mention
from watcher.claims.setup_patterns import _COUNT_BEFORE

_NODE_WORDS = {"two": 2, "three": 3, "four": 4, "six": 6, "eight": 8, "twelve": 12}
_NODE_NUMBER = r"(?P<k>\d{1,3}|two|three|four|six|eight|twelve)"
_NODE_NOUN = r"(?:nodes|machines|servers|hosts|boxes|instances)"

# "two nodes of 8x", "2 nodes x 8", "Two machines, each with 8 *", "2 nodes (8x": the nodes
# right before the count written with the card
_NODES_BEFORE = re.compile(
    r"(?<![\w.$])" + _NODE_NUMBER + r"[ \t\-]{1,2}" + _NODE_NOUN + r"[ \t]{0,2}"
    r"(?:,[ \t]{0,2}|\([ \t]{0,2})?(?:(?:each|every)[ \t]{1,2}(?:with|of|has|having)"
    r"|with|of|x|×|\*)[ \t]{0,2}\Z",
    re.IGNORECASE,
)
# "two 8xH100 nodes": a number of nodes before the card's own count, the noun after the card
_NUMBER_BEFORE = re.compile(r"(?<![\w.$])" + _NODE_NUMBER + r"[ \t]{1,2}\Z", re.IGNORECASE)
_NOUN_AFTER = re.compile(
    r"(?:[ \t]{0,2}(?:\d{1,3}[ \t]?GB|SXM\d?|PCIe|gpus?)){0,2}[ \t\-]{1,2}"
    + _NODE_NOUN
    + r"(?![a-z])",
    re.IGNORECASE,
)
# "per node", "/node", "each node", "every server": a figure stated for one node
_PER_NODE = re.compile(
    r"(?:per|each|every|a)[ \t]{1,2}(?:node|machine|server|host)(?![a-z])"
    r"|/[ \t]?(?:node|server)(?![a-z])|每(?:个)?节点|单节点",
    re.IGNORECASE,
)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NODE_WORDS[word.lower()]


def nodes_of(text: str, mention: Mention) -> int:
    """How many nodes the count written with ``mention`` is per (1 when none is written)."""
    lo = max(0, mention.start - 64)
    near = max(0, mention.start - 24)
    m = _COUNT_BEFORE.search(text[near : mention.start])
    if m is None and not mention.count:
        return 1
    # "8xH200" is read with its card; "H100x8" writes the count after it
    start = near + m.start() if m is not None else mention.start
    before = _NODES_BEFORE.search(text[lo:start])
    if before is None and m is not None:
        before = _NUMBER_BEFORE.search(text[lo:start])
        if before is not None and not _NOUN_AFTER.match(text, mention.end):
            before = None
    k = _number(before.group("k")) if before is not None else 1
    return k if 1 <= k <= 64 else 1


def node_multiple(count: int, mention: Mention, local: _Local, doc: _Doc) -> int:
    """``count`` times the nodes written before the card, unless the figure's own sentence
    states it per node."""
    k = nodes_of(doc.text, mention)
    if k == 1:
        return count
    own = local.sentence or local.segment
    return count if _PER_NODE.search(doc.text, own.start, own.end) else count * k
