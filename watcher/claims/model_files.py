"""A size whose own words name a model's file is the model's size, though no memory word is near.

The labelling decisions (tests/data/claims_eval/LABELLING.md, "Memory"): "model-file sizes
stated in prose or a list ("The weights are 105.3 GB") … are `memory`". A size in prose is read
as memory only beside a memory word or a model's name (``metric._unit_figure``); the file it
measures is often named instead:

- a file noun right before the size's bracket: "seven draft files (~457 MiB)", "the weights
  (about 4 GB)", "checkpoint (12 GB)";
- a file format right after the size: "(270MB GGUF)", "a 4.1 GB safetensors", "8 GB on disk";
- a model's file stated to be that size, with a hedge: "the model file is approximately
  1.2 GB"; a model's folder in the size's clause: "the exported model directory is about
  1.2 GB";
- where the bytes sit, said in the size's clause: "Weight resident per node: 57.64 GiB",
  "30.5 GB stays resident", "the app downloads … files (~457 MiB)" (the verb, never the noun
  "Download:", which keys a file's field).

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

# "the model file is approximately 1.2 GB", "the weights file weighs nearly 15 GB": a model's
# file said to be the size, the hedge the one ``metric._MODEL_IS`` lacks (its folder: below)
_STORED_IS = re.compile(
    r"(?<![a-z])(?:model|weights?|checkpoint)[ \t]{1,2}files?"
    r"[ \t]{1,2}(?:is|are|was|weighs?|takes[ \t]up|occupies)[ \t]{1,2}"
    r"(?:(?:approximately|about|around|roughly|nearly|just[ \t]under|under)[ \t]{1,2}|~|≈)?$",
    re.IGNORECASE,
)


# "Weight resident per node: 57.64 GiB", "the app downloads … files (~457 MiB)", "the exported
# model directory is approximately 1.2 GB": the model's bytes held in memory, fetched or kept on
# disk, named by the word for where they sit rather than a kind of memory (LABELLING, model
# size: a model file's or its weights' size on disk or in memory is `memory`). The clause must
# run on to the size (no sentence end, semicolon or line between), and the verb forms of
# "download" are read, never the noun, which keys a file's field ("Download: 4 GB").
_HELD_BYTES_BEFORE = re.compile(
    r"(?<![a-z])(?:resident|download(?:s|ed|ing)"
    r"|(?:model|output|checkpoint|export(?:ed)?|weights?)[ \t](?:directory|folder|dir))(?![a-z])"
    r"[^\n.;!?]{0,40}$",
    re.IGNORECASE,
)

# "30.5 GB stays resident on each worker", "41 GiB resident": the same, said after the size
_RESIDENT_AFTER = re.compile(
    r"[ \t]{1,2}(?:(?:stays?|stayed|remains?|remained|is|are|was|were|kept)[ \t]{1,2})?"
    r"resident(?![a-z])",
    re.IGNORECASE,
)


def names_model_file(text: str, before: str, end: int) -> bool:
    """True when the words right around a size (``before`` it, ``text`` after ``end``) name
    the model file it measures."""
    return bool(
        _FILE_BRACKET.search(before[-40:])
        or _FORMAT_AFTER.match(text, end)
        or _STORED_IS.search(before[-60:])
        or _HELD_BYTES_BEFORE.search(before[-60:])
        or _RESIDENT_AFTER.match(text, end)
    )
