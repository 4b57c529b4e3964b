"""The command a post says it used, given after its figure.

A report often states its result first and the command after it: "Vulkan drops to ~9 t/s.
Here are the command lines I used: llama-server ... -np 1", "I'm seeing 20-25 tokens/s with
the following: vllm serve ... --max-num-seqs 1". That command produced the figure, so its
flags (one slot, the tensor-parallel size) are the run's setup (reading rules §4: concurrency
from slots in use; LABELLING.md: `-np 1` / `--parallel 1` / `--max-num-seqs 1` "in the command
that produced the figure"). Only a command the post's own words introduce as the one used counts,
and only within the figure's post: a command shown later for another purpose ("try this
instead:") says nothing of the figure.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

# "Here are the command lines I used:", "used the following to run it:", "with the following",
# "the command I ran:", "launched with:": the post names what follows as its own command
_USED_CUE = re.compile(
    r"(?<![a-z])(?:(?:with|using|used|ran|run)[ \t]{1,2}the[ \t]{1,2}following(?![a-z])"
    r"|command(?:[ \t]{1,2}lines?|s)?[ \t]{1,2}(?:I|we)[ \t]{1,2}(?:used|ran)(?![a-z])"
    r"|(?:launched|started|ran[ \t]{1,2}it)[ \t]{1,2}with[ \t]{0,2}:)",
    re.IGNORECASE,
)
# the command follows its cue closely: the cue's own line, then at most a fence or a blank line
CUE_REACH = 400


def used_after(text: str, fig_end: int, starts: list[int], bounds: list[int]) -> int | None:
    """The index in ``starts`` (where a run flag stands, ascending) of the first flag after
    ``fig_end`` that a cue of the post introduces as its command, or None. ``bounds`` (sorted)
    are where a thread's posts part; the flag must stand before the next one after the
    figure."""
    k = bisect_right(starts, fig_end)
    if k >= len(starts):
        return None
    flag = starts[k]
    j = bisect_left(bounds, fig_end)
    if j < len(bounds) and bounds[j] <= flag:
        return None  # another post's command
    cue = None
    # the cue ends within CUE_REACH of the flag: only that stretch is searched (linear time)
    for m in _USED_CUE.finditer(text, max(fig_end, flag - CUE_REACH - 60), flag):
        cue = m
    if cue is None or flag - cue.end() > CUE_REACH:
        return None
    return k
