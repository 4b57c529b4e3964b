"""A size stated with a precision is the model's size at that precision (reading rules §4:
memory is peak, weights, model size; LABELLING: model sizes by precision in prose or a bullet
are memory).

"Drop to a 4-bit quant (~35GB)", "Q4 (about 35 GB)", "in 4-bit — 35 GB", "в 4-битном
квантовании — 35 ГБ", "a 4-bit quant is ~35GB", "(15.3 GB Q4, MoE ~5.2 GB active)", "35 GB at
Q4_K_M": the precision or quantisation joined to the size by a bracket, a dash, "is", or
written right after it names whose size it is, though no memory word is near; so does a
hedged size written right after the precision ("FP16 ~13.5 GB -> Q4_K_M ~4.1 GB", "4-bit
~6.5GB"), where an exact one ("Q4_K_M 4.92 GB") is a file list's column. A colon is not
such a join ("Q4_K_M: 4.9 GB" keys a file-size list), nor a card's memory followed by a
precision it computes in ("80 GB H100 in FP8" names the card first).
"""

from __future__ import annotations

import re

# "4-bit", "4bit", "4 bits", "4-битном", "4ビット", "4비트", "4位", "4比特"
_BITS = r"\d{1,2}[ \t\-]?(?:bits?|бит\w{0,4}|ビット|비트|位|比特)"
_PRECISION = (
    rf"(?:(?:fp|bf|int|nvfp|mxfp)\d{{1,2}}|q\d(?:_[a-z0-9]{{1,4}}){{0,3}}|{_BITS}|awq|gptq)"
)
# "quant", "quantization", "квантовании", "Quantisierung", "cuantización", "量化", "量子化"
_QUANT_WORD = (
    r"(?:quant(?:s|ized|ised|ization|isation)?|version|build|weights|квантовани\w{0,3}"
    r"|квант\w{0,3}|quantisierung|cuantización|quantification|quantização|量化|量子化|양자화)"
)
_APPROX = (
    r"(?:~|≈|约|約|about[ \t]|around[ \t]|roughly[ \t]|approx\.?[ \t]|около[ \t]"
    r"|примерно[ \t])?"
)
_PRECISION_BEFORE = re.compile(
    rf"(?<![a-z\d]){_PRECISION}(?:[ \t\-]{{1,2}}{_QUANT_WORD})?[ \t]{{0,2}}"
    # "4-bit quant (~35GB)", "в 4-битном квантовании — 35 ГБ"
    rf"(?:[(（]|[—–][ \t]{{0,2}}"
    # "a 4-bit quant is ~35GB", "Q4 weighs 35 GB"
    r"|(?<=[a-zа-я\u3040-\u9fff])[ \t]{1,2}(?:[^\n.;,:()]{0,20}?[ \t])?"
    r"(?:is|are|weighs?|comes[ \t]to|весит|занимает|wiegt|pesa|pèse)[ \t])"
    rf"[ \t]{{0,2}}{_APPROX}[ \t]{{0,2}}$",
    re.IGNORECASE,
)
# "15.3 GB Q4, ...", "35 GB at Q4_K_M.", "35 GB in 4-bit)": the precision right after the size
_PRECISION_AFTER = re.compile(
    rf"[ \t]{{0,2}}(?:(?:in|at|as|@|в|en|em|bei)[ \t]{{1,2}})?{_PRECISION}"
    rf"(?:[ \t\-]{{1,2}}{_QUANT_WORD})?(?=[ \t]{{0,2}}(?:[,;)）\]]|[.](?!\d)|$))",
    re.IGNORECASE,
)


# "FP16 ~13.5 GB -> Q4_K_M ~4.1 GB", "Qwen3-8B 4-bit ~6.5GB", "GLM-4.7-GPTQ-Int4 ~26GB": a
# precision written right before a hedged size names the weights the size is of; an exact size
# there ("Q4_K_M 4.92 GB") is how file lists are written, and a colon keys one
_PRECISION_SPACED = re.compile(
    rf"(?<![a-z\d]){_PRECISION}[ \t]{{1,2}}(?:~|≈|约|約)[ \t]{{0,2}}$",
    re.IGNORECASE,
)


def sized_at_precision(text: str, before: str, end: int) -> bool:
    """True when a precision joined to a size (``before`` it, or ``text`` after ``end``)
    makes the size a model's at that precision."""
    return bool(
        _PRECISION_BEFORE.search(before[-48:])
        or _PRECISION_SPACED.search(before[-24:])
        or _PRECISION_AFTER.match(text, end)
    )


# "MoE ~5.2 GB active", "3 GB of active weights", "активных": what one token reads of a
# mixture of experts, not the model's size (LABELLING: active-weight bytes are not labelled)
_ACTIVE_AFTER = re.compile(
    r"[ \t]{0,2}(?:of[ \t]{1,2})?(?:active|activated|aktive\w{0,2}|activos?|actifs?"
    r"|активн\w{0,3}|激活|アクティブ)(?![a-z])",
    re.IGNORECASE,
)


def active_share(text: str, end: int) -> bool:
    """True for a size (ending at ``end``) named as a mixture of experts' active weights."""
    return _ACTIVE_AFTER.match(text, end) is not None
