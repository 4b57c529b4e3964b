"""Token rates in loose spellings (reading rules §4: units vary) and the words around them
that decide what a figure is: "t / s", "TKs", a bare "/s" glued to its number, a range with
the unit at both ends, "+SD:" keys, and "N times slower"."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestLooseSpellings:
    def test_a_spaced_t_slash_s_is_a_rate(self, vocab: Vocabulary) -> None:
        assert _read("我的 3090 跑 7B 模型大概是 42 t / s，还可以。", vocab) == [
            (42, "decode_tok_s")
        ]

    def test_tks_is_a_rate(self, vocab: Vocabulary) -> None:
        text = "With the new build the 4090 does around 31 TKs on the 14B model."
        assert _read(text, vocab) == [(31, "decode_tok_s")]

    def test_tokens_without_a_time_stay_a_count(self, vocab: Vocabulary) -> None:
        assert _read("The 4090 generated 31 tokens before it stopped.", vocab) == []


class TestABareSlashS:
    def test_a_bare_per_second_in_a_speed_sentence_is_a_rate(self, vocab: Vocabulary) -> None:
        text = "Generation speed on the A6000 falls from 64/sec to 17/sec as the cache fills."
        assert _read(text, vocab) == [(64, "decode_tok_s"), (17, "decode_tok_s")]

    def test_a_range_with_the_unit_at_both_ends_is_one_range(self, vocab: Vocabulary) -> None:
        claims = extract_claims("Token speed on my 3060 is only 4/s-5/s with this model.", vocab)
        assert [(c.value_min, c.value_max) for c in claims] == [(4, 5)]

    def test_a_bare_per_second_of_requests_is_no_claim(self, vocab: Vocabulary) -> None:
        assert _read("The proxy in front of the H100 takes about 40/s requests.", vocab) == []

    def test_a_bare_per_second_of_bytes_is_no_claim(self, vocab: Vocabulary) -> None:
        assert _read("Copying the weights ran at len/duration = 61/s here.", vocab) == []


class TestSpeculationKeys:
    def test_plus_and_minus_sd_key_rates(self, vocab: Vocabulary) -> None:
        text = "speed, -SD: 21.4 tokens/second\nspeed, +SD: 33.9 tokens/second\n"
        assert _read(text, vocab) == [(21.4, "decode_tok_s"), (33.9, "decode_tok_s")]

    def test_an_sd_of_runs_is_still_a_spread(self, vocab: Vocabulary) -> None:
        assert _read("Mean 48.2 tok/s over ten runs, SD: 1.3 tok/s.", vocab) == [
            (48.2, "decode_tok_s")
        ]


class TestTimesSlower:
    def test_n_times_slower_is_a_multiple(self, vocab: Vocabulary) -> None:
        text = "Ollama gives 4 times slower decoding than llama-server on the same card."
        assert _read(text, vocab) == [(4, "speedup")]

    def test_n_times_without_a_comparative_is_a_count(self, vocab: Vocabulary) -> None:
        assert _read("I ran the benchmark 4 times slowly increasing the batch.", vocab) == []


class TestAParallelClause:
    """A second subject's clause after a comma or "and" repeats the verb and leaves the unit
    out: its number is a figure of the first's unit (reading rules §4), prices between the
    two being words."""

    def test_a_comma_clause_with_its_own_verb_continues_the_rate(self, vocab: Vocabulary) -> None:
        text = "The H200 runs 4210 tok/s/GPU at $0.12/M tokens, the MI300X runs 1740 at $0.31/M."
        assert _read(text, vocab) == [(4210, "output_tok_s"), (1740, "output_tok_s")]

    def test_an_and_clause_with_its_own_verb_continues_the_rate(self, vocab: Vocabulary) -> None:
        text = (
            "Gemma on the L40S produces 88 tok/s ($0.40 an hour) and the A10 produces 41 ($0.20)."
        )
        assert _read(text, vocab) == [(88, "decode_tok_s"), (41, "decode_tok_s")]

    def test_a_clause_counting_tokens_is_no_rate(self, vocab: Vocabulary) -> None:
        text = "The L40S produces 88 tok/s, and the chat template generates 300 tokens per reply."
        assert _read(text, vocab) == [(88, "decode_tok_s")]

    def test_the_same_subjects_past_verb_continues_the_rate(self, vocab: Vocabulary) -> None:
        text = "The Orin peaked at 95 tok/s on short prompts and sustained 70-74 on long ones."
        claims = extract_claims(text, vocab)
        assert [(c.value, c.metric) for c in claims] == [(95, "decode_tok_s"), (72, "decode_tok_s")]

    def test_a_past_verb_of_a_count_is_no_rate(self, vocab: Vocabulary) -> None:
        text = "The Orin peaked at 95 tok/s and generated 400 tokens per reply."
        assert _read(text, vocab) == [(95, "decode_tok_s")]


class TestAUnitKeyWithItsStatistic:
    def test_a_bracketed_statistic_before_the_colon_keeps_the_value(
        self, vocab: Vocabulary
    ) -> None:
        assert _read("- Decode token/s(峰值)：27.8\n", vocab) == [(27.8, "decode_tok_s")]
        assert _read("- Prefill tok/s (median): 912\n", vocab) == [(912, "prefill_tok_s")]

    def test_a_bracketed_spread_before_the_colon_is_no_figure(self, vocab: Vocabulary) -> None:
        assert _read("- Decode tok/s (stdev): 0.8\n", vocab) == []


def test_a_bare_per_second_of_a_disk_or_a_download_is_no_token_rate(vocab: Vocabulary) -> None:
    for text in (
        "Disk speed is ~900/s on the NVMe scratch volume.",
        "Download speed held at 80/sec during the model pull.",
    ):
        assert [c.value for c in extract_claims(text, vocab)] == [], text
