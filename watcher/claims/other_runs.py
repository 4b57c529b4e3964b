"""Figures of something other than an LLM's inference run: training and fine-tuning speed,
a drafter's acceptance statistics, other models' tasks (embeddings, speech, images), downloads
and builds (reading rules §4 count a model's inference; LABELLING leaves the rest out)."""

from __future__ import annotations

import re

from watcher.claims.hints import folded, hinted

# vLLM's speculative-decoding statistics: the drafter's rates, not the run's
_SPEC_STAT_BEFORE = re.compile(
    r"(?<![a-z])(?:accepted|drafted|draft)[ \t](?:token[ \t])?throughput[ \t]{0,2}[:=]?[ \t]{0,2}$",
    re.IGNORECASE,
)

# "download 3.4 GB", "a 40 GB download": how much a download moves, not a run's memory
_DOWNLOAD_BEFORE = re.compile(
    r"(?<![a-z])download(?:s|ed|ing)?[ \t]{1,2}"
    r"(?:of[ \t]|(?:about|roughly|another|~|≈)[ \t]{0,2})?$",
    re.IGNORECASE,
)
_DOWNLOAD_AFTER = re.compile(r"[ \t]{0,2}(?:of[ \t])?downloads?(?![a-z])", re.IGNORECASE)

# "训练流程…带来 2 倍到 3 倍解码性能提升", "… gives 2x faster decoding": the figure itself
# names the inference phase it is of, whatever the sentence trained before it
_INFERENCE_AFTER = re.compile(
    r"[ \t]{0,2}(?:faster[ \t]{1,2}|higher[ \t]{1,2}|的)?"
    r"(?:decod(?:e|ing)|inference|解码|推理|推論|デコード|디코딩|추론)(?![a-z])",
    re.IGNORECASE,
)


# a speed of something other than inference: "3x faster downloading", "fine-tuning throughput"
_NOT_INFERENCE_AFTER = re.compile(
    # "2.5x the training performance": the thing the multiple is of, after "the"/"more"
    r"[ \t]{0,2}(?:faster|quicker|speed[ \t\-]?up|(?:the|more|higher|better)(?=[ \t]))?[ \t]{0,2}"
    r"(?:downloads?|downloading|training"
    r"|fine[ \t\-]?tuning|finetuning|compil(?:e|ing|ation)|install(?:s|ing|ation)?)(?![a-z\-])"
    # "1M tokens/s across the fleet in training", "4x faster at training": the clause says
    # what ran
    r"|(?:[^.;,:!?\n]|[.,](?=\d)){0,50}?(?<![a-z])(?:in|during|while|for|when|at)[ \t]{1,2}"
    r"(?:pre-?training|training|fine[ \t\-]?tuning|finetuning|rlhf|dpo|grpo|ppo"
    # "12 GB while converting the weights": a conversion or quantization step, not a run
    r"|convert(?:ing|sion)|quantiz(?:ing|ation)"
    # "5.7x faster than x86 in AI vision", "3x faster at image classification": another
    # model's task, no LLM's decoding
    r"|(?:ai[ \t])?(?:computer[ \t])?vision(?:[ \t](?:tasks?|workloads?|models?))?"
    r"|image[ \t](?:classification|recognition|generation)|object[ \t]detection"
    r"|(?:video|audio)[ \t](?:de|en|trans)cod(?:ing|e))(?![a-z\-])",
    re.IGNORECASE,
)


# a heading naming training alone ("## Training", "### Fine-tuning throughput", "训练"):
# its section reports training runs (LABELLING: training throughput and memory are no
# claims); "Training and evaluation" or "Inference" headings name more and stay
_TRAINING_HEADING = re.compile(
    r"[\W_]{0,8}(?:(?:model|drafter|draft[ \t]model|lora|qlora)[ \t])?(?:pre-?training|training"
    r"|fine[ \t\-]?tuning|finetuning|训练|微调|学習|訓練|ファインチューニング|トレーニング"
    r"|학습|훈련|파인[ \t]?튜닝|entra[iî]nement|entrenamiento)"
    r"(?:[ \t](?:details|setup|procedure|recipe|data|hyperparameters|throughput|speed|performance"
    r"|costs?|time|efficiency))?[\W_]{0,4}",
    re.IGNORECASE,
)


def is_training_heading(line: str) -> bool:
    """True for a heading that names training and nothing else."""
    return _TRAINING_HEADING.fullmatch(line.strip()) is not None


_TRAINING_BEFORE = re.compile(
    # "we train the head at", "Fine-tune Llama 2x faster": the verb as well as the noun
    # "トレーニングワークロードでは最大1.13倍", "학습 속도", "l'entraînement": the same word
    # in Japanese katakana, Korean, French and Spanish
    r"(?:(?<![a-z])(?:training|fine[ \t\-]?tuning|finetuning|pre-?training|训练|訓練|学習"
    r"|トレーニング|트레이닝|학습|훈련|entra[iî]nement|entrenamiento"
    r"|(?:(?<![a-z])(?:we|i|you|they|to)[ \t]{1,2}|^[ \t*#>\-]{0,4})(?:pre-?)?"
    r"(?:train|fine[ \t\-]?tune|finetune))(?![a-z\-])"
    # "During SFT we saw 3,000 tok/s", "in RLHF": a post-training stage named as when it ran
    r"|(?<![a-z])(?:during|in|while|for)[ \t](?:the[ \t])?(?:sft|rlhf|dpo|grpo|ppo)(?![a-z]))"
    # (a comma grouping thousands, "2,048 基", does not end the clause)
    r"(?:[^.;,\n]|(?<=\d),(?=\d{3})){0,40}$"
    # "Finetune Llama 3.3, Qwen3 & Gemma 3 2x faster": a line that opens on the verb lists
    # the models it trains, commas and all ("Fine-tune it, then decode 2x faster" names
    # inference after the figure and stays)
    r"|^[ \t*#>\-]{0,4}(?:pre-?)?(?:train|fine[ \t\-]?tune|finetune)[ \t]"
    r"(?:(?!(?<![a-z])(?:then|decod|infer|serv|runs?[ \t]|generat))[^.;!?\n]|\.(?=\w)){0,56}$"
    # "This model was trained 2x faster with Unsloth": the multiple the passive verb takes
    # at once is how fast the training ran
    r"|(?<![a-z])(?:was|were|been|being|is|are|gets?|got)[ \t](?:pre-?)?(?:trained"
    r"|fine[ \t\-]?tuned|finetuned)[ \t]{1,2}(?:(?:up[ \t]to|about|around|roughly|over|nearly"
    r"|almost)[ \t]{1,2}|[~≈][ \t]?)?$"
    # "was pretrained on 2,048 H800s at 1.2M tokens/s": a model's training, its rate after "at"
    # ("a fine-tuned Llama runs at 80 tok/s" is served, not trained)
    r"|(?<![a-z])(?:was|were|been|being|is|are)[ \t](?:pre-?)?(?:trained|fine[ \t\-]?tuned"
    r"|finetuned)(?![a-z])(?:[^.;,\n]|(?<=\d),(?=\d{3})){0,40}?(?<![a-z])at[ \t]{1,2}"
    r"(?:~|≈|about[ \t]|around[ \t]|roughly[ \t])?$",
    re.IGNORECASE,
)


# another model's task measured in tokens: "Embedding throughput reached 5,000 tokens/s",
# "the reranker handles 2,000 tokens per second" (no text generation: reading rules §4 count
# an LLM's decoding, and LABELLING leaves rates of other tasks out)
_OTHER_TASK_BEFORE = re.compile(
    r"(?<![a-z])(?:embeddings?|rerank(?:ing|ers?)?|transcription|whisper|speech[ \t]recognition"
    r"|stable[ \t]diffusion|sdxl|image[ \t]generation"
    # "the new tokenizer encodes 1M tokens/s": the tokenizer's own rate, no model's decoding
    r"|(?:de)?tokeniz(?:ers?|ation|ing))(?![a-z])"
    r"(?:(?!decod|generat|infer|llm)[^.;,\n]){0,40}$",
    re.IGNORECASE,
)


# a per-GPU token rate in a paragraph that speaks of training runs ("with default hparams:
# ~2.5K tokens/sec/GPU on 256 A100s", "... once we test convergence"): training throughput
# (LABELLING: tokens/sec/GPU while training is no claim)
# ("24k tokens per second per A100-40G GPU": the card may be named before "GPU")
_PER_GPU_AFTER = re.compile(
    r"[^\d\n.;,]{0,24}?(?:/[ \t]?gpu|per[ \t](?:[a-z][\w\-]{0,15}[ \t])?gpu)(?![a-z])", re.I
)
_TRAINING_WORDS = re.compile(
    r"(?<![a-z])(?:hparams|hyper-?parameters|mfu|convergence|epochs?|gradients?|optimizer"
    r"|loss[ \t]curves?|pre-?training|training[ \t]run)(?![a-z])",
    re.IGNORECASE,
)


def is_not_inference(text: str, start: int, end: int, before: str) -> bool:
    """True for a figure of something other than an inference run: a drafter's acceptance
    statistics ("Accepted throughput: 63 tokens/s"), training or fine-tuning speed, a
    download or build ("3x faster downloading")."""
    if _PER_GPU_AFTER.match(text, end):
        lo = text.rfind("\n\n", max(0, start - 600), start)
        hi = text.find("\n\n", end, end + 600)
        if _TRAINING_WORDS.search(
            text, lo if lo >= 0 else max(0, start - 600), hi if hi >= 0 else end + 600
        ):
            return True
    lowered = folded(before)  # each pattern before the figure is tried where its words stand
    return bool(
        ("throughput" in lowered and _SPEC_STAT_BEFORE.search(before[-40:]))
        or (
            hinted(lowered, TRAINING_HINTS)
            and _TRAINING_BEFORE.search(before)
            and not _INFERENCE_AFTER.match(text, end)
        )
        or (hinted(lowered, OTHER_TASK_HINTS) and _OTHER_TASK_BEFORE.search(before))
        or _NOT_INFERENCE_AFTER.match(text, end)
        or ("download" in lowered and _DOWNLOAD_BEFORE.search(before[-24:]))
        or _DOWNLOAD_AFTER.match(text, end)
    )


# a word of each spelling of _TRAINING_BEFORE and of _OTHER_TASK_BEFORE (``hints``: no "i" or
# "s", which IGNORECASE matches apart from ``str.lower``): where none stands, neither pattern
# can match ("training" and "fine-tune" hold "tra" or "tun", "SFT" holds "ft")
TRAINING_HINTS: tuple[str, ...] = (
    "tra",
    "tun",
    "entr",
    "ft",
    "rlhf",
    "dpo",
    "grpo",
    "ppo",
    "训练",
    "訓練",
)
TRAINING_HINTS += ("学習", "トレーニング", "트레이닝", "학습", "훈련")
OTHER_TASK_HINTS = ("embed", "rerank", "tran", "wh", "peech", "table", "dxl", "mage", "token")
