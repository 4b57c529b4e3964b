"""A model's stored size is the same at every load, in every decoding mode and on every
engine, card and count of cards: it takes none of them.

Reading rules §4 make concurrency a property of a run (batch size, requests at once) and
memory a metric of its own: peak or in-use memory is measured under a load, but the size of
the weights, a file on disk, a download or a quantisation ("about 70 GB of disk for the model
and its draft", "~19 GB for the layer weights in BF16", "a 4-bit quant (~35GB)", "весит 140
ГБ") is what the model is, whatever the run. Such a size in prose takes no concurrency and
no mode (reading rules §3: a mode is how a run decodes) from its paragraph or page, and no
engine, hardware or GPU count (the evaluation set's seventeenth labelling pass: the size is a
property of the model, not of one run); a size its words call used, peak or allocated keeps
the run's.
"""

from __future__ import annotations

import re

from watcher.claims.document import _Doc, _Figure, _Local
from watcher.claims.models import MEMORY
from watcher.claims.precision_sizes import sized_at_precision
from watcher.claims.taken_sizes import hedged_total

# what is stored: weights, a file, a download, the model's size
_STORED = re.compile(
    r"(?<![a-z])(?:weights?|disk|downloads?|files?|gguf|safetensors|checkpoints?"
    r"|model[ \t]size|of[ \t]parameters|weighs?|weighing)(?![a-z])"
    r"|весит|весов|диск|файл|gewicht\w{0,2}|festplatte|datei|pesos?|disco|archivo|poids"
    r"|权重|磁盘|硬盘|文件|模型大小|重み|ディスク|ファイル|가중치|디스크|파일"
    # the model's size or volume in Chinese, Japanese and Korean ("模型体积", "モデルのサイズ",
    # "모델 크기"): what the model is, as "model size" is
    r"|体积|體積|モデルの?サイズ|모델[ \t]?크기",
    re.IGNORECASE,
)
# what a run takes: its use, its peak, an allocation
_RUN_USE = re.compile(
    r"(?<![a-z])(?:peak|usage|used|uses|using|in[ \t]use|occup\w{0,4}|allocat\w{0,5}"
    r"|consum\w{0,5}|kv[ \t\-]?cache|loaded)(?![a-z])|占用|峰值|使用量|消耗|использ\w{0,4}",
    re.IGNORECASE,
)


def stored_size(fig: _Figure, local: _Local, doc: _Doc) -> bool:
    """True for a memory figure in prose that states a model's stored size, or a hedged size
    under a table's column of total memory (one row a model: what that model takes)."""
    if fig.metric != MEMORY:
        return False
    if hedged_total(fig.label or "", doc.text[max(0, fig.start - 16) : fig.start]):
        return True  # "| Total Memory | ~4.5GB |" in a model's row: the model's own footprint
    if local.header is not None:
        return False
    seg = local.sentence or local.segment
    before = doc.text[max(seg.start, fig.start - 60) : fig.start]
    after = doc.text[fig.end : min(seg.end, fig.end + 40)]
    if _RUN_USE.search(before) or _RUN_USE.search(after):
        return False
    return bool(
        _STORED.search(before)
        or _STORED.search(after)
        or sized_at_precision(doc.text, before, fig.end)
    )
