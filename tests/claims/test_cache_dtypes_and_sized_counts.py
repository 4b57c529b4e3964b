"""A KV cache's dtype flag and a card's memory between its count and its name.

Reading rules §3 (LABELLING: a KV-cache type is not the precision): vLLM's "--kv-cache-dtype
fp8" and "kv_cache_dtype=fp8" name the cache's type, as llama.cpp's "-ctk q8_0" does, while
"--dtype bf16" is the model's. A GPU count written before a card with the board's memory
between them ("2x 80GB A100", "two 24GB 3090s", "a single 80GB H100") is the card's count;
so is a count word joined to a card's number ("a dual-3090 rig", "a quad-4090 box") or
spelled out ("five", "twelve", "sixteen H100s"). Each class is pinned by made-up sentences,
with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _one(text: str, vocab: Vocabulary, field: str) -> object:
    claims = extract_claims(text, vocab)
    assert len(claims) == 1
    return getattr(claims[0], field)


class TestACacheDtypeFlag:
    def test_kv_cache_dtype_flag_is_no_precision(self, vocab: Vocabulary) -> None:
        text = "vLLM reaches 42 tok/s on an H100 with --kv-cache-dtype fp8."
        assert _one(text, vocab, "precision") is None

    def test_keyword_argument_and_equals(self, vocab: Vocabulary) -> None:
        text = "SGLang decodes at 61 tok/s on H200 with kv_cache_dtype=fp8_e4m3."
        assert _one(text, vocab, "precision") is None

    def test_the_weights_precision_beside_it_is_kept(self, vocab: Vocabulary) -> None:
        text = "vLLM hits 88 tok/s on A100 with --kv-cache-dtype=fp8 and AWQ weights."
        assert _one(text, vocab, "precision") == "INT4"

    def test_the_model_dtype_flag_still_names_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "--dtype bf16" is the model's precision."""
        text = "vLLM reaches 42 tok/s on an H100 with --dtype bf16."
        assert _one(text, vocab, "precision") == "BF16"

    def test_a_quantization_flag_still_names_it(self, vocab: Vocabulary) -> None:
        """Must not fire: "--quantization fp8" is the weights'."""
        text = "vLLM reaches 42 tok/s on an H100 with --quantization fp8."
        assert _one(text, vocab, "precision") == "FP8"


class TestACountPastTheCardsMemory:
    def test_multiplier_then_memory(self, vocab: Vocabulary) -> None:
        text = "vLLM reaches 42 tok/s on 2x 80GB A100."
        assert _one(text, vocab, "gpu_count") == 2

    def test_word_then_memory(self, vocab: Vocabulary) -> None:
        text = "llama.cpp decodes at 31 tok/s on two 24GB 3090s."
        assert _one(text, vocab, "gpu_count") == 2

    def test_single_then_memory(self, vocab: Vocabulary) -> None:
        text = "TGI gets 55 tok/s on a single 80 GB H100."
        assert _one(text, vocab, "gpu_count") == 1

    def test_an_article_and_memory_count_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: "an 80GB H100" is an article, not a count."""
        text = "vLLM reaches 42 tok/s on an 80GB H100."
        assert _one(text, vocab, "gpu_count") is None

    def test_memory_alone_is_no_count(self, vocab: Vocabulary) -> None:
        """Must not fire: the 24 of "24 GB" counts no cards."""
        text = "llama.cpp reaches 42 tok/s on a 24 GB RTX 3090."
        assert _one(text, vocab, "gpu_count") is None


class TestCountWordsJoinedAndSpelled:
    def test_a_count_word_hyphen_joined_to_the_number(self, vocab: Vocabulary) -> None:
        claims = extract_claims("vLLM reaches 42 tok/s on a dual-3090 rig.", vocab)
        assert [(c.hardware, c.gpu_count) for c in claims] == [("RTX 3090", 2)]

    def test_quad_joined(self, vocab: Vocabulary) -> None:
        claims = extract_claims("ExLlamaV2 hits 61 tok/s on a quad-4090 box.", vocab)
        assert [(c.hardware, c.gpu_count) for c in claims] == [("RTX 4090", 4)]

    def test_spelled_out_counts(self, vocab: Vocabulary) -> None:
        for word, n in (("five", 5), ("seven", 7), ("twelve", 12), ("sixteen", 16)):
            text = f"SGLang serves 90 tok/s on {word} H100s."
            assert _one(text, vocab, "gpu_count") == n

    def test_a_model_name_joined_to_a_number_is_no_card(self, vocab: Vocabulary) -> None:
        """Must not fire: "Model-4090" is no count word joined to a card."""
        text = "Model-4090 decodes at 42 tok/s with vLLM."
        assert _one(text, vocab, "hardware") is None

    def test_a_range_ending_in_a_card_number_is_no_card(self, vocab: Vocabulary) -> None:
        """Must not fire: a number after a hyphen stays part of the number before it."""
        text = "Prompts of 2000-3090 tokens decode at 42 tok/s with vLLM."
        assert _one(text, vocab, "hardware") is None


class TestWaysAndHyphenedTensorParallel:
    def test_an_n_way_card(self, vocab: Vocabulary) -> None:
        text = "vLLM reaches 42 tok/s on an 8-way H100 node."
        assert _one(text, vocab, "gpu_count") == 8

    def test_n_way_tp(self, vocab: Vocabulary) -> None:
        text = "SGLang reaches 42 tok/s with 4-way TP on H200."
        assert _one(text, vocab, "gpu_count") == 4

    def test_tp_hyphen_n(self, vocab: Vocabulary) -> None:
        text = "vLLM reaches 42 tok/s with TP-8 on H100."
        assert _one(text, vocab, "gpu_count") == 8

    def test_a_way_of_something_else_counts_nothing(self, vocab: Vocabulary) -> None:
        """Must not fire: a 2-way merge is no split over cards."""
        text = "vLLM reaches 42 tok/s on H100 after a 2-way merge of the kernels."
        assert _one(text, vocab, "gpu_count") is None


class TestAModelYearBeforeTheChip:
    def test_a_year_counts_no_cards(self, vocab: Vocabulary) -> None:
        """Must not fire: "a 2021 M1 Max" is the machine's year."""
        text = "llama.cpp reaches 42 tok/s on a 2021 M1 Max."
        assert _one(text, vocab, "gpu_count") is None

    def test_a_cluster_size_still_counts(self, vocab: Vocabulary) -> None:
        text = "vLLM serves 42 tok/s per user on a cluster of 2048 H100s."
        assert _one(text, vocab, "gpu_count") == 2048
