"""A rate's phase read from its sentence (reading rules §4: a prefill figure is never a decode
figure): one rate given for both phases is two figures, and a rate with no phase word set
against a prefill rate of its sentence is a prefill rate."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return sorted((c.value, c.metric) for c in extract_claims(text, vocab))


class TestOneRateForBothPhases:
    """Prefill and generation named together as one rate's subject: a figure for each."""

    def test_prefill_and_generation_speed_is_both(self, vocab: Vocabulary) -> None:
        text = "On my M4 Pro, the prefill and token generation speed is low like 10 token/s.\n"
        assert _read(text, vocab) == [(10, "decode_tok_s"), (10, "prefill_tok_s")]

    def test_pp_and_tg_are_both(self, vocab: Vocabulary) -> None:
        text = "The 9B mlx_lm result is also interesting: PP and TG are both ~22 t/s.\n"
        assert _read(text, vocab) == [(22, "decode_tok_s"), (22, "prefill_tok_s")]

    def test_both_phases_are_no_sum_of_both_sides(self, vocab: Vocabulary) -> None:
        text = "PP and TG are both around 61.5 t/s on the mini PC.\n"
        assert _read(text, vocab) == [(61.5, "decode_tok_s"), (61.5, "prefill_tok_s")]

    def test_decode_named_first(self, vocab: Vocabulary) -> None:
        text = "On the RTX 4090 the decode and prefill speeds are both about 35 tok/s.\n"
        assert _read(text, vocab) == [(35, "decode_tok_s"), (35, "prefill_tok_s")]

    def test_a_rate_for_each_phase_is_not_doubled(self, vocab: Vocabulary) -> None:
        text = "On the RTX 4090, prefill runs at 1500 tok/s and decode at 45 tok/s.\n"
        assert _read(text, vocab) == [(45, "decode_tok_s"), (1500, "prefill_tok_s")]

    def test_a_generation_rate_alone_is_one_figure(self, vocab: Vocabulary) -> None:
        text = "Token generation speed is low like 10 token/s on my M4 Pro.\n"
        assert _read(text, vocab) == [(10, "decode_tok_s")]

    def test_phases_sharing_a_machine_are_no_rates_subject(self, vocab: Vocabulary) -> None:
        text = "Prefill and decode run on separate GPUs of the node, reaching 45 tok/s per user.\n"
        assert _read(text, vocab) == [(45, "decode_tok_s")]

    def test_disaggregated_serving_names_no_phases(self, vocab: Vocabulary) -> None:
        text = "Disaggregated prefill/decode gives 45 tok/s on the H100.\n"
        assert _read(text, vocab) == [(45, "decode_tok_s")]


class TestARateSetAgainstAPrefillRate:
    """The second rate of a comparison with no phase word of its own keeps the first's."""

    def test_the_claimed_rate_is_prefill_too(self, vocab: Vocabulary) -> None:
        text = (
            "However, the prefill speed for Qwen1.5-1.8B is approximately 4-6 tokens per "
            "second, which significantly diverges from the 1000 tokens per second claimed in "
            "the paper.\n"
        )
        assert _read(text, vocab) == [(5, "prefill_tok_s"), (1000, "prefill_tok_s")]

    def test_a_rate_naming_generation_keeps_it(self, vocab: Vocabulary) -> None:
        text = (
            "The prefill speed for this small model is approximately 400 tokens per second, "
            "compared with a generation speed of 30 tokens per second on the same phone.\n"
        )
        assert _read(text, vocab) == [(30, "decode_tok_s"), (400, "prefill_tok_s")]

    def test_a_slash_pair_is_read_by_its_words(self, vocab: Vocabulary) -> None:
        text = "RK3588 NPU:Qwen2-VL 2B模型输入/输出速度达43.48/15.82 tok/s,准确率85%。\n"
        assert _read(text, vocab) == [(15.82, "decode_tok_s"), (43.48, "prefill_tok_s")]

    def test_a_later_rate_not_set_against_it_stays_decode(self, vocab: Vocabulary) -> None:
        text = (
            "Prefill averaged 900 tokens per second on the long document, and my M4 Pro then "
            "streamed the reply at 25 tokens per second.\n"
        )
        assert _read(text, vocab) == [(25, "decode_tok_s"), (900, "prefill_tok_s")]
