"""Which metric a figure is, when the words naming it are spelled without a colon.

Reading rules §4: a prefill figure is never a decode figure, and Ollama's "eval rate" (or a
bare "eval" opening its clause) is generation even after a "prompt eval" figure in the same
sentence; memory a run uses ("VRAM usage 40 GB") is `memory` even right after a card's name,
where a bare size would be the card's own ("H100 80GB"), and a size placed "on" or "across"
a card named after it is the run's or the model's, not the card's. Each class is pinned by made-up
sentences, with must-not-fire cases beside the ones that must.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _metrics(text: str, vocab: Vocabulary) -> dict[float, str]:
    return {c.value: c.metric for c in extract_claims(text, vocab)}


class TestEvalRateAfterPromptEval:
    """ "eval rate" with no colon names generation, whatever phase the clause before named."""

    def test_eval_rate_after_prompt_eval_is_decode(self, vocab: Vocabulary) -> None:
        text = "llama.cpp on RTX 4090: prompt eval 2500 tok/s, eval rate 80 tok/s."
        assert _metrics(text, vocab) == {2500: "prefill_tok_s", 80: "decode_tok_s"}

    def test_eval_rate_after_prompt_processing_is_decode(self, vocab: Vocabulary) -> None:
        text = "Ollama on M3 Max: prompt processing 900 tok/s; eval rate 41.5 tok/s."
        assert _metrics(text, vocab) == {900: "prefill_tok_s", 41.5: "decode_tok_s"}

    def test_a_bare_eval_opening_its_clause_is_decode(self, vocab: Vocabulary) -> None:
        text = "Ollama on RTX 3090: prompt eval 1800 tok/s, eval 55 tok/s."
        assert _metrics(text, vocab) == {1800: "prefill_tok_s", 55: "decode_tok_s"}

    def test_eval_speed_after_prompt_eval_speed_is_decode(self, vocab: Vocabulary) -> None:
        text = "llama.cpp on RTX 4090: prompt eval speed 2500 tok/s, eval speed 80 tok/s."
        assert _metrics(text, vocab) == {2500: "prefill_tok_s", 80: "decode_tok_s"}

    def test_prompt_at_opening_its_clause_is_prefill(self, vocab: Vocabulary) -> None:
        text = "llama.cpp on RTX 4090: generation at 80 tok/s, prompt at 2500 tok/s."
        assert _metrics(text, vocab) == {80: "decode_tok_s", 2500: "prefill_tok_s"}

    def test_a_prompt_length_at_a_rate_is_no_prefill(self, vocab: Vocabulary) -> None:
        """Must not fire: "a 4k prompt at 45 tok/s" names the prompt's length, no phase."""
        text = "A 4k prompt at 45 tok/s with llama.cpp on RTX 4090."
        assert _metrics(text, vocab) == {45: "decode_tok_s"}

    def test_prompt_eval_rate_stays_prefill(self, vocab: Vocabulary) -> None:
        """Must not fire: "prompt eval rate" is the prompt's phase, not generation."""
        text = "Ollama on RTX 3090: prompt eval rate 1800 tok/s."
        assert _metrics(text, vocab) == {1800: "prefill_tok_s"}

    def test_prompt_hyphen_eval_rate_stays_prefill(self, vocab: Vocabulary) -> None:
        """Must not fire: "prompt-eval rate" is spelled with a hyphen, still the prompt's."""
        text = "Ollama on RTX 3090: prompt-eval rate 1800 tok/s."
        assert _metrics(text, vocab) == {1800: "prefill_tok_s"}


class TestUsageAfterACardName:
    """ "VRAM usage 40 GB" right after a card is what the run used, not the card's size."""

    def test_vram_usage_after_the_card(self, vocab: Vocabulary) -> None:
        text = "vLLM on H100: VRAM usage 40 GB."
        assert _metrics(text, vocab) == {40: "memory"}

    def test_ram_usage_after_the_card(self, vocab: Vocabulary) -> None:
        text = "llama.cpp on MI300X: RAM usage 46 GB."
        assert _metrics(text, vocab) == {46: "memory"}

    def test_weights_and_kv_cache_after_the_card(self, vocab: Vocabulary) -> None:
        text = "vLLM on H100: weights 40 GB, KV cache 20 GB."
        assert _metrics(text, vocab) == {40: "memory", 20: "memory"}

    def test_a_bare_size_after_the_card_is_the_cards(self, vocab: Vocabulary) -> None:
        """Must not fire: "H100 80GB" names the card's size, no use between."""
        text = "vLLM on H100 80GB reaches 52 tok/s."
        assert 80 not in _metrics(text, vocab)

    def test_a_usage_total_keeps_the_card_size_out(self, vocab: Vocabulary) -> None:
        """Must not fire: in "VRAM usage 9.8/24 GB" the 24 GB is what the card has."""
        text = "On RTX 4090 with llama.cpp, VRAM usage 9.8/24 GB."
        assert 24 not in _metrics(text, vocab)


class TestASizePlacedOnACardAfterIt:
    """ "40 GB on H100": the card after "on" is where the size sits, not what the card has."""

    def test_weights_take_a_size_on_the_card(self, vocab: Vocabulary) -> None:
        text = "The weights take 40 GB on H100 with vLLM."
        assert _metrics(text, vocab) == {40: "memory"}

    def test_a_kv_cache_on_the_card(self, vocab: Vocabulary) -> None:
        text = "vLLM reserves a KV cache of 20 GB on H100."
        assert _metrics(text, vocab) == {20: "memory"}

    def test_a_size_across_cards(self, vocab: Vocabulary) -> None:
        text = "SGLang's weights take 140 GB across 2x H100."
        assert _metrics(text, vocab) == {140: "memory"}

    def test_a_size_written_before_the_card_is_the_cards(self, vocab: Vocabulary) -> None:
        """Must not fire: "an 80GB H100" is the card's size."""
        text = "vLLM on an 80GB H100 reaches 52 tok/s."
        assert _metrics(text, vocab) == {52: "decode_tok_s"}

    def test_with_a_size_on_a_card_is_the_cards(self, vocab: Vocabulary) -> None:
        """Must not fire: "with 80GB on H100 cards" says what the cards have."""
        text = "Running vLLM with 80GB on H100 cards gives 50 tok/s."
        assert _metrics(text, vocab) == {50: "decode_tok_s"}


class TestEachUsersShare:
    """ "N users at R tok/s each": each stream's own rate, one stream's decode at that load."""

    def test_concurrent_users_each(self, vocab: Vocabulary) -> None:
        text = "vLLM on H100 serves 64 concurrent users at 30 tok/s each."
        got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
        assert got == [(30, "decode_tok_s", 64)]

    def test_requests_each(self, vocab: Vocabulary) -> None:
        text = "SGLang handles 16 requests on H200 at 42.5 tok/s each."
        assert _metrics(text, vocab) == {42.5: "decode_tok_s"}

    def test_each_node_is_no_users_share(self, vocab: Vocabulary) -> None:
        """Must not fire: a node's share of many streams is still the server's output."""
        text = "vLLM on 4x H100 nodes reaches 2000 tok/s each."
        assert _metrics(text, vocab) == {2000: "output_tok_s"}

    def test_users_with_no_each_is_the_sum(self, vocab: Vocabulary) -> None:
        """Must not fire: with no "each" the rate over 64 users is the server's."""
        text = "vLLM on H100 serves 64 concurrent users at 1900 tok/s."
        assert _metrics(text, vocab) == {1900: "output_tok_s"}


class TestAMemorySizeConvertedInBrackets:
    """ "40 GB of VRAM (37.3 GiB)": the same amount in another unit is one figure."""

    def test_gib_after_the_memory_words(self, vocab: Vocabulary) -> None:
        text = "vLLM on H100 uses 40 GB of VRAM (37.3 GiB)."
        assert [c.value for c in extract_claims(text, vocab)] == [40]

    def test_megabytes_then_gigabytes(self, vocab: Vocabulary) -> None:
        text = "SGLang on H200: peak memory 40,960 MB (40 GB)."
        assert [c.value for c in extract_claims(text, vocab)] == [40960]

    def test_another_amount_in_brackets_is_its_own(self, vocab: Vocabulary) -> None:
        """Must not fire: "(30 GiB)" after 40 GB is another amount, not a conversion."""
        text = "vLLM on H100: peak memory 40 GB (30 GiB)."
        assert sorted(c.value for c in extract_claims(text, vocab)) == [30, 40]


class TestATimesWordsPastItsConversion:
    """ "0.35 s (350 ms) to the first token": the words after the bracket name the first time."""

    def test_to_the_first_token_past_the_bracket(self, vocab: Vocabulary) -> None:
        text = "vLLM on H100 takes 0.35 s (350 ms) to the first token."
        assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(0.35, "ttft")]

    def test_a_latency_name_past_the_bracket(self, vocab: Vocabulary) -> None:
        text = "SGLang on H200: 12 ms (0.012 s) inter-token latency."
        assert [(c.value, c.metric) for c in extract_claims(text, vocab)] == [(12, "tpot")]

    def test_a_bracket_naming_no_time_is_no_conversion(self, vocab: Vocabulary) -> None:
        """Must not fire: "(p50)" is no time; the words after still name the metric."""
        text = "vLLM on H100: end-to-end latency 2.5 s (p50), 0.4 s to the first token."
        got = {c.value: c.metric for c in extract_claims(text, vocab)}
        assert got == {2.5: "e2e_latency", 0.4: "ttft"}
