"""Numbers that share one unit in a series, and setups written as a parallel series.

Reading rules §4: a unit may be stated once for several figures, and every member of "A / B /
C tok/s" is a figure of that unit (LABELLING: "A / B" pairs are two figures). Reading rules
§2: each figure takes its own setup, so a parallel series after the figures ("at batch 1 / 8 /
32", "for Q4_K_M / Q8_0 / F16") pairs with them index-wise when it has as many members, and
pairs nothing otherwise. A series of context lengths is no load. Dates, fractions, versions,
model sizes and scores written with slashes give no figure. Sentences made up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.models import Claim
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[Claim]:
    return extract_claims(text, vocab)


def _values(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in _read(text, vocab)]


def test_every_member_of_a_spaced_slash_series_is_a_figure(vocab: Vocabulary) -> None:
    """Must carry: four numbers before one unit are four figures, not the last two."""
    text = "On a single L40S the 14B model gives 96 / 91 / 83 / 74 tok/s as the prompt grows.\n"
    assert [v for v, _ in _values(text, vocab)] == [96, 91, 83, 74]
    assert {c.hardware for c in _read(text, vocab)} == {"L40S"}


def test_an_unspaced_series_is_read_whole(vocab: Vocabulary) -> None:
    """Must carry: "61/58/52 ms" is three times, the unit after the last."""
    text = "Per-token latency on the 4070 came out at 61/58/52 ms across the three runs.\n"
    assert [(c.value, c.unit) for c in _read(text, vocab)] == [(61, "ms"), (58, "ms"), (52, "ms")]


def test_an_unspaced_pair_before_a_unit_in_words(vocab: Vocabulary) -> None:
    """Must carry: "21/23 tokens per second" is two figures though the unit is three words."""
    text = "For a lone chat session the Mistral build does 21/23 tokens per second for me.\n"
    assert _values(text, vocab) == [(21, "decode_tok_s"), (23, "decode_tok_s")]


def test_a_series_in_german_before_its_unit(vocab: Vocabulary) -> None:
    """Must carry: the unit in another language serves the whole series."""
    text = "Auf der RTX 3060 messen wir 33 / 31 / 27 Token/s mit dem 8B-Modell.\n"
    assert [v for v, _ in _values(text, vocab)] == [33, 31, 27]


def test_batches_after_the_series_pair_index_wise(vocab: Vocabulary) -> None:
    """Must carry: the n-th figure is at the n-th batch size; above one it is many streams."""
    text = "Llama 3 8B serves 52 / 380 / 1210 tok/s at batch 1 / 8 / 32 on one L4.\n"
    got = [(c.value, c.concurrency, c.metric) for c in _read(text, vocab)]
    assert got == [(52, 1, "decode_tok_s"), (380, 8, "output_tok_s"), (1210, 32, "output_tok_s")]


def test_gpu_counts_listed_after_a_comma_series_pair_index_wise(vocab: Vocabulary) -> None:
    """Must carry: "on 1, 2 and 8 GPUs" gives each figure its own count."""
    text = "SGLang reached 33, 61 and 205 tok/s on 1, 2 and 8 GPUs respectively.\n"
    assert [(c.value, c.gpu_count) for c in _read(text, vocab)] == [(33, 1), (61, 2), (205, 8)]


def test_precisions_after_the_series_pair_index_wise(vocab: Vocabulary) -> None:
    """Must carry: each quant named in the parallel series is its own figure's."""
    text = "Gemma runs at 71 / 52 / 30 tok/s for Q4_0 / Q8_0 / BF16 on an M2 Max.\n"
    got = [(c.value, c.precision) for c in _read(text, vocab)]
    assert got == [(71, "Q4_0"), (52, "Q8_0"), (30, "BF16")]


def test_engines_after_the_series_pair_index_wise(vocab: Vocabulary) -> None:
    """Must carry: "with A / B / C" after three figures names one engine each."""
    text = "Batch throughput was 2,400 / 2,650 / 2,900 tok/s with vLLM / SGLang / LMDeploy.\n"
    got = [(c.value, c.engine) for c in _read(text, vocab)]
    assert got == [(2400, "vllm"), (2650, "sglang"), (2900, "lmdeploy")]


def test_a_setup_series_of_another_length_pairs_nothing(vocab: Vocabulary) -> None:
    """Must not pair: two precisions for three figures say nothing of which is whose."""
    text = "Gemma runs at 71 / 52 / 30 tok/s for Q4_0 / Q8_0 on an M2 Max.\n"
    precisions = {c.precision for c in _read(text, vocab)}
    assert precisions != {"Q4_0", "Q8_0"} or len(precisions) == 1


def test_a_context_series_is_a_context_never_a_load(vocab: Vocabulary) -> None:
    """Must not leak: "at 0 / 8K / 32K context" gives contexts, and no concurrency."""
    text = "Decode holds 140 / 128 / 101 tok/s at 0 / 8K / 32K context on an RTX 4090.\n"
    got = [(c.value, c.context, c.concurrency) for c in _read(text, vocab)]
    assert got == [(140, 0, None), (128, 8192, None), (101, 32768, None)]


def test_an_earlier_series_in_brackets_takes_the_unit(vocab: Vocabulary) -> None:
    """Must carry: "(before: a / b / c)" after a series are the same rates of the old build."""
    text = (
        "The new kernel gives 88 / 80 / 71 tok/s at 1K / 8K / 16K context (before: 80 / 70 / 59).\n"
    )
    assert [v for v, _ in _values(text, vocab)] == [88, 80, 71, 80, 70, 59]


def test_phases_named_in_a_parallel_series_give_each_rate_its_metric(vocab: Vocabulary) -> None:
    """Must carry: "prompt/gen 900/31 t/s" is a prefill rate and a decode rate."""
    text = "On the Radeon 780M, prompt/gen: 900/31 t/s with the 3B model.\n"
    assert _values(text, vocab) == [(900, "prefill_tok_s"), (31, "decode_tok_s")]


def test_a_series_of_phases_in_chinese(vocab: Vocabulary) -> None:
    """Must carry: 输入/输出 before the two rates names their phases."""
    text = "在 Orin 上，7B 模型的输入/输出速度为 512/21 tok/s。\n"
    assert _values(text, vocab) == [(512, "prefill_tok_s"), (21, "decode_tok_s")]


def test_dates_fractions_and_versions_give_no_figure(vocab: Vocabulary) -> None:
    """Must not leak: slashes in a date, a fraction and versions are no series."""
    text = "Tagged 2025/11/03; about 2/3 of layers sit on the GPU with 0.5.1/0.5.2 builds.\n"
    assert _read(text, vocab) == []


def test_model_sizes_before_a_rate_are_no_series(vocab: Vocabulary) -> None:
    """Must not leak: "3B/8B/70B" are sizes; only the rate after them is a figure."""
    text = "Across 3B/8B/70B models the card managed 45 tok/s at best.\n"
    assert [v for v, _ in _values(text, vocab)] == [45]


def test_scores_and_page_counts_are_no_figures(vocab: Vocabulary) -> None:
    """Must not leak: benchmark scores and pages carry no unit of a claim."""
    text = "It scores 61.2 / 64.8 on GSM8K, see pages 12/40 of the report.\n"
    assert _read(text, vocab) == []


def test_a_number_far_off_the_others_breaks_the_series(vocab: Vocabulary) -> None:
    """Must not leak: "build 5120/18/17 tok/s" is a build and two rates, not three rates."""
    text = "Runs 5120/18/17 tok/s here.\n"
    assert 5120 not in [v for v, _ in _values(text, vocab)]


def test_a_per_user_unit_is_not_read_as_a_series(vocab: Vocabulary) -> None:
    """Must not leak: the slashes of "tok/s/user" join no numbers."""
    text = "The node sustains 9,800 tok/s/GPU at 48 tok/s/user on the B200.\n"
    assert 1 not in [v for v, _ in _values(text, vocab)]
    assert all(c.value in (9800, 48) for c in _read(text, vocab))


def test_a_goal_series_stays_a_goal(vocab: Vocabulary) -> None:
    """Must not leak: the members of a target are targets too."""
    text = "Our target is 60 / 55 / 50 tok/s at 1K / 8K / 32K context.\n"
    assert _read(text, vocab) == []


def test_a_load_series_that_pairs_with_nothing_gives_no_load(vocab: Vocabulary) -> None:
    """Must not leak: "at batch 1 / 4 / 16" over two figures is no figure's load alone."""
    text = "On one A10 the 7B model reads 610 / 1,480 tok/s at batch 1 / 4 / 16 overall.\n"
    assert {c.concurrency for c in _read(text, vocab)} == {None}
