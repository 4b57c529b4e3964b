"""Unit-less figures named by their metric (LABELLING's "unit-less figures named by their
metric", eighteenth pass class 4: a metric word in the figure's scope suffices and a named time
is labelled as displayed) in shapes the reader dropped:

- two bare times coordinated on two setups ("TTFT was 23 with ExLlamaV2 and 366 with vLLM"),
  however far apart, take one unit decision and are both read;
- "came out at", "came in at", "clocked in at" state the named metric's value;
- the moments of one run ("230 at first and 170 after warm-up") and a feature present and absent
  ("38 with prefix caching and 45 without it") coordinate like one preposition repeated;
- a sentence that names no metric repeats the previous sentence's times in order (reading rules
  §2, ``parallel_times``), as a later clause of the same sentence does.

Units: the rules label a named time as displayed and decide no unit for a bare number. The
reader keeps its own convention (``named_values``: 50 and over is ms, below it s), applied once to
the largest of the coordinated numbers so that they never disagree; the tests check that the
units agree, and the one unit only where the convention is all that decides it (noted there).
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)]


def _cards(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.hardware) for c in extract_claims(text, vocab)]


def _units(text: str, vocab: Vocabulary) -> set[str]:
    return {c.unit for c in extract_claims(text, vocab)}


def test_coordinated_bare_times_far_apart_are_both_read(vocab: Vocabulary) -> None:
    text = "TTFT was 23 with ExLlamaV2 and 366 with vLLM."
    assert _read(text, vocab) == [(23.0, "ttft", "exllamav2"), (366.0, "ttft", "vllm")]
    text = "In my runs the TTFT was 31 on llama.cpp and 540 on Ollama."
    assert _read(text, vocab) == [(31.0, "ttft", "llama.cpp"), (540.0, "ttft", "ollama")]
    text = "Mean latency was 12 with SGLang and 190 with TGI."
    assert _read(text, vocab) == [(12.0, "e2e_latency", "sglang"), (190.0, "e2e_latency", "tgi")]


def test_coordinated_bare_times_take_one_unit(vocab: Vocabulary) -> None:
    # undecided by the rules: the convention (largest number 50 or over: ms) picks it
    assert _units("TTFT was 23 with ExLlamaV2 and 366 with vLLM.", vocab) == {"ms"}
    assert _units("In my runs the TTFT was 31 on llama.cpp and 540 on Ollama.", vocab) == {"ms"}
    assert len(_units("TPOT was 38 with prefix caching and 45 without it.", vocab)) == 1


def test_coordinated_bare_times_not_a_time(vocab: Vocabulary) -> None:
    # a year or a count after the joiner ends the chain
    assert _read("TTFT was 4 with vLLM and 2024 with TGI.", vocab) == [(4.0, "ttft", "vllm")]
    assert _read("TTFT was 30 with vLLM and 2 GPUs with TGI.", vocab) == [(30.0, "ttft", "vllm")]
    text = "With vLLM, TTFT was 230 at first and 3 GPUs after warm-up."
    assert _read(text, vocab) == [(230.0, "ttft", "vllm")]


def test_came_out_at_states_the_value(vocab: Vocabulary) -> None:
    text = "Time to first token came out at 310 with TGI."
    assert _read(text, vocab) == [(310.0, "ttft", "tgi")]
    text = "The median latency clocked in at 870 with llama.cpp."
    assert _read(text, vocab) == [(870.0, "e2e_latency", "llama.cpp")]
    text = "TPOT came in at 42 on the H100."
    assert _cards(text, vocab) == [(42.0, "tpot", "H100")]


def test_came_out_at_without_a_metric_is_no_claim(vocab: Vocabulary) -> None:
    assert _read("The release came out at 310 stores.", vocab) == []
    assert _read("Our new office came in at 42 desks after the move.", vocab) == []
    assert _read("The max latency came out at 900 after tuning.", vocab) == []


def test_moments_of_one_run_coordinate(vocab: Vocabulary) -> None:
    text = "With vLLM, TTFT was 230 at first and 170 after warm-up."
    assert _read(text, vocab) == [(230.0, "ttft", "vllm"), (170.0, "ttft", "vllm")]
    text = "On SGLang the TTFT was 410 before the patch and 260 after it."
    assert _read(text, vocab) == [(410.0, "ttft", "sglang"), (260.0, "ttft", "sglang")]
    text = "TPOT was 38 with prefix caching and 45 without it."
    assert [v for v, _, _ in _read(text, vocab)] == [38.0, 45.0]


def test_next_sentence_repeats_the_metrics(vocab: Vocabulary) -> None:
    text = "The H100 reaches 95 ms TTFT and 12 ms TPOT. The A100 reaches 160 ms and 19 ms."
    assert _cards(text, vocab) == [
        (95.0, "ttft", "H100"),
        (12.0, "tpot", "H100"),
        (160.0, "ttft", "A100"),
        (19.0, "tpot", "A100"),
    ]
    text = "vLLM gives a TTFT of 140 ms and a TPOT of 21 ms. SGLang gives 120 ms and 18 ms."
    assert _read(text, vocab) == [
        (140.0, "ttft", "vllm"),
        (21.0, "tpot", "vllm"),
        (120.0, "ttft", "sglang"),
        (18.0, "tpot", "sglang"),
    ]
    text = "On the 4090 we saw 210 ms TTFT and 35 ms TPOT! On the 3090 we saw 330 ms and 52 ms."
    assert _cards(text, vocab)[2:] == [(330.0, "ttft", "RTX 3090"), (52.0, "tpot", "RTX 3090")]


def test_next_sentence_that_does_not_repeat(vocab: Vocabulary) -> None:
    # a sentence on its own line, or with a different count of times, is not the earlier's repeat
    assert _read("The A100 reaches 160 ms and 19 ms.", vocab) == []
    text = "The H100 reaches 95 ms TTFT and 12 ms TPOT.\nThe A100 reaches 160 ms and 19 ms."
    assert [m for _, m, _ in _read(text, vocab)] == ["ttft", "tpot"]
    text = "The H100 reaches 95 ms TTFT and 12 ms TPOT. The A100 boots in 160 ms, 19 ms and 40 ms."
    assert [m for _, m, _ in _read(text, vocab)] == ["ttft", "tpot"]
