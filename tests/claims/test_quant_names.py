"""Quantisation types the vocabulary does not list are named as written (reading rules §3):
Unsloth's dynamic quants and the types llama.cpp's forks add are other files than the listed
type their names start with."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_dynamic_quant_keeps_its_prefix(vocab: Vocabulary) -> None:
    text = "With Qwen3-30B-A3B-UD-Q4_K_XL.gguf on an RTX 3090, llama.cpp decodes at 120 tok/s."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "UD-Q4_K_XL"
    (claim,) = extract_claims("The ud-iq2_xxs file decodes at 60.2 tok/s on my 4090.", vocab)
    assert claim.precision == "UD-IQ2_XXS"


def test_a_listed_type_without_the_prefix_stays_listed(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("The Q4_K_XL file decodes at 88 tok/s on my 4090.", vocab)
    assert claim.precision == "Q4_K_XL"
    (claim,) = extract_claims("The CUDA-Q4_K_M build decodes at 88 tok/s on my 4090.", vocab)
    assert claim.precision == "Q4_K_M"


def test_a_forks_repacked_type_is_not_the_type_it_repacks(vocab: Vocabulary) -> None:
    text = "The repacked Q8_0_R8 model reaches 45 t/s on a Ryzen 9 7950X."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "Q8_0_R8"


def test_unlisted_types_in_a_table_column_are_named_per_row(vocab: Vocabulary) -> None:
    text = (
        "| Model | Quant | tg128 |\n|---|---|---|\n"
        "| Qwen3 8B | iq4_ks | 55.1 t/s |\n| Qwen3 8B | Q4_K_M | 50.2 t/s |\n"
        "| Qwen3 8B | IQ3_KT | 61.0 t/s |\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(55.1, "IQ4_KS"), (50.2, "Q4_K_M"), (61.0, "IQ3_KT")]


def test_an_unlisted_type_for_the_cache_is_not_the_models(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("With KV cache type q8_0_r4 it decodes at 40 tok/s.", vocab)
    assert claim.precision is None


def test_a_quarter_or_a_version_is_no_quant_type(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("In Q3 2025 the H100 decoded at 40 tok/s.", vocab)
    assert claim.precision is None
    (claim,) = extract_claims("Release Q2_release decodes at 40 tok/s on an H100.", vocab)
    assert claim.precision is None


def test_a_misspelt_type_names_no_type(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("The UD_IQ3_XSS file decodes at 40 tok/s on an H100.", vocab)
    assert claim.precision is None
    (claim,) = extract_claims("The IQ4_KSS file decodes at 40 tok/s on an H100.", vocab)
    assert claim.precision == "IQ4_KSS"


def test_many_written_types_are_read_in_linear_time(vocab: Vocabulary) -> None:
    from watcher.claims.names import lexicon_for

    text = "Q5_0_R4 Q4_K_M " * 4000
    found = lexicon_for(vocab).find("precision", text)
    assert [m.name for m in found[:2]] == ["Q5_0_R4", "Q4_K_M"] and len(found) == 8000


def test_a_mix_of_two_precisions_names_neither(vocab: Vocabulary) -> None:
    text = "The mixed NVFP4+FP8 variant decodes at 53 tok/s on one RTX PRO 6000."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None
    text = "The NVFP4 variant decodes at 53 tok/s on one RTX PRO 6000 (FP8 + BF16 draft aside)."
    (claim,) = extract_claims(text, vocab)
    assert claim.precision == "NVFP4"
