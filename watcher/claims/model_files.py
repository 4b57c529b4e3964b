"""A size whose own words name a model's file is the model's size, though no memory word is near.

Reading rules §5 (CLAIMS.md, "Memory"): "model-file sizes stated in prose or a list ("The
weights are 105.3 GB") … are `memory`". A size in prose is read as memory only beside a memory
word or a model's name (``metric._unit_figure``); the file it measures is often named instead:

- a file noun right before the size's bracket: "seven draft files (~457 MiB)", "the weights
  (about 4 GB)", "checkpoint (12 GB)";
- a file format right after the size: "(270MB GGUF)", "a 4.1 GB safetensors", "8 GB on disk";
- a model's file or folder stated to be that size, with a hedge: "the model directory is
  approximately 1.2 GB", "the checkpoint weighs nearly 15 GB".

A log, swap, page or video file is no model's, and "free"/"left" after the size is headroom
(filtered before this is asked). Each pattern is anchored at the size and bounded: linear time.
"""

from __future__ import annotations

import re

# "files (~457 MiB)", "weights (about 4 GB)", "GGUF (4.1 GB)": the noun the bracket sizes
_FILE_BRACKET = re.compile(
    r"(?<![a-z])(?<!log[ \t])(?<!swap[ \t])(?<!page[ \t])(?<!video[ \t])(?<!image[ \t])"
    r"(?:files|weights|checkpoints?|shards|gguf|safetensors|模型文件|权重|權重|重み)"
    r"[ \t]{0,2}[(（][ \t]{0,2}"
    r"(?:~|≈|约|約|(?:about|around|approx\.?|approximately|roughly|nearly)[ \t]{1,2})?[ \t]{0,2}$",
    re.IGNORECASE,
)

# "(270MB GGUF)", "4.1 GB safetensors", "8 GB on disk": the file's format or place after it
_FORMAT_AFTER = re.compile(
    r"[ \t]{0,2}(?:gguf|safetensors|\.gguf|\.safetensors|on[ \t]disk)(?![a-z])"
    r"(?![ \t]{1,2}(?:free|left|spare|available|space))",  # "20 GB on disk free": headroom
    re.IGNORECASE,
)

# "the model directory is approximately 1.2 GB", "the weights folder weighs nearly 15 GB":
# a model's stored form said to be the size, the hedge the one ``metric._MODEL_IS`` lacks
_STORED_IS = re.compile(
    r"(?<![a-z])(?:model|weights?|checkpoint)[ \t]{1,2}(?:directory|folder|files?|dir)"
    r"[ \t]{1,2}(?:is|are|was|weighs?|takes[ \t]up|occupies)[ \t]{1,2}"
    r"(?:(?:approximately|about|around|roughly|nearly|just[ \t]under|under)[ \t]{1,2}|~|≈)?$",
    re.IGNORECASE,
)


def names_model_file(text: str, before: str, end: int) -> bool:
    """True when the words right around a size (``before`` it, ``text`` after ``end``) name
    the model file it measures."""
    return bool(
        _FILE_BRACKET.search(before[-40:])
        or _FORMAT_AFTER.match(text, end)
        or _STORED_IS.search(before[-60:])
    )
