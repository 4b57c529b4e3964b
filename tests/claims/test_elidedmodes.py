"""The plain side of a with/without pair whose negation leaves the method out (reading rules
§2: "negation counts"; LABELLING's Comparisons bullet: the before/without side of a pair
credited to a decoding method is ``ar``).

- a bare negation right after the figure, closing its clause ("and 95 without.", "against 95
  without", "(95 w/o)", "95 when disabled") makes that figure the plain run of the method
  named earlier in the sentence, the bare number taking the unit of the figure it is set
  against;
- the bare negation set off before the figure ("; without, 95 tok/s", "… 210 tok/s. Without,
  95 tok/s.") does too, the method standing in its sentence or the one before;
- a label written before the figure in German or Chinese ("ohne: 95", "不开: 95") does too;
- a figure alone in a sentence naming no method, followed in the same paragraph by a sentence
  that opens by turning a method on and gives its rate, is the plain run (LABELLING, eighth
  pass: "a user's usual speed set against the speculative run they try").

Must not fire: "without" followed by a word that is no method ("without quantization"), a
bare "without" after "with" named something else ("with CUDA graphs and 180 without"), a
question, a figure naming its own method, and the next-sentence reading where the next
sentence changes the card, starts a new paragraph, turns on no method, or the first sentence
holds two runs.
"""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _modes(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.mode) for c in extract_claims(text, vocab)]


def _rates(text: str, vocab: Vocabulary) -> list[tuple[float, str, str | None]]:
    return [(c.value, c.metric, c.mode) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    "text",
    [
        "On one H100, vLLM decodes 140 tok/s with MTP and 88 without.",
        "With EAGLE-3, our SGLang box on an H200 hits 210 tok/s, against 95 without.",
        "llama.cpp on an RTX 4090 gives 74 tok/s with a draft model (41 w/o).",
        "TensorRT-LLM on 1x H200 pushes 300 tok/s with Medusa, 170 when disabled.",
        "vLLM on an A100 reaches 120 tok/s using n-gram lookup but 80 when it is off.",
    ],
)
def test_bare_negation_after_the_figure_is_the_plain_run(text: str, vocab: Vocabulary) -> None:
    read = _rates(text, vocab)
    assert len(read) == 2
    assert read[0][2] not in (None, "ar")
    # the bare number takes the unit and metric of the figure it is set against
    assert read[1][1] == read[0][1] == "decode_tok_s"
    assert read[1][2] == "ar"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Our TGI deployment with Medusa on an A10G: 64 tok/s; without, 37 tok/s.", 37.0),
        ("We ran ExLlamaV2 with a draft model on a 3090 at 48 t/s. Without, about 30 t/s.", 30.0),
        ("vLLM with EAGLE on 1x H100 does 150 tok/s, but without: 90 tok/s.", 90.0),
    ],
)
def test_bare_negation_before_the_figure(text: str, plain: float, vocab: Vocabulary) -> None:
    modes = _modes(text, vocab)
    assert (plain, "ar") in modes
    assert len({mode for _, mode in modes}) == 2


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("SGLang auf einer H200 mit EAGLE-3: 210 tok/s, ohne: 95 tok/s.", 95.0),
        ("SGLang 在 H200 上开 MTP: 180 tok/s，不开: 90 tok/s。", 90.0),
        ("SGLang 在 H200 上开 MTP 达到 180 tok/s，不开 90 tok/s。", 90.0),
    ],
)
def test_negation_label_in_other_languages(text: str, plain: float, vocab: Vocabulary) -> None:
    assert (plain, "ar") in _modes(text, vocab)


@pytest.mark.parametrize(
    ("text", "plain", "method"),
    [
        (
            "SGLang on an H200 decodes Llama 3 8B at 95 tok/s. With EAGLE-3 enabled it "
            "reaches 210 tok/s.",
            95.0,
            (210.0, "eagle"),
        ),
        (
            "Our vLLM server on 2x L40S streams 48 tokens/s. Enabling MTP lifts it to 81 tokens/s.",
            48.0,
            (81.0, "mtp"),
        ),
        (
            "llama.cpp on an M2 Ultra does 33 tok/s. With a draft model, it gets 52 tok/s.",
            33.0,
            (52.0, "speculative"),
        ),
    ],
)
def test_method_turned_on_in_the_next_sentence(
    text: str, plain: float, method: tuple[float, str], vocab: Vocabulary
) -> None:
    assert _modes(text, vocab) == [(plain, "ar"), method]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # "without" followed by no method: the sentence's method stays
        ("SGLang on H200 hits 210 tok/s with EAGLE-3 and 95 tok/s without quantization.", "eagle"),
        (
            "SGLang on H200 hits 210 tok/s with EAGLE-3 and 95 tok/s without flash attention.",
            "eagle",
        ),
        ("SGLang on H200 hits 210 tok/s with EAGLE-3 and 95 tok/s without batching.", "eagle"),
        # the bare negation stands for what "with" named last: CUDA graphs, not the method
        ("EAGLE-3 on SGLang with H200 gets 210 tok/s with CUDA graphs and 180 without.", "eagle"),
        ("vLLM with MTP on H100 does 140 tok/s, with prefix caching 150; without, 120.", "mtp"),
    ],
)
def test_negation_of_no_method_keeps_the_mode(text: str, kept: str, vocab: Vocabulary) -> None:
    assert {mode for _, mode in _modes(text, vocab)} == {kept}


def test_figure_naming_its_own_method_keeps_it(vocab: Vocabulary) -> None:
    text = "SGLang on H200 hits 210 tok/s with EAGLE-3, 150 tok/s with MTP and 95 without."
    modes = dict(_modes(text, vocab))
    assert modes[150.0] == "mtp"
    assert modes[95.0] == "ar"


def test_question_gives_no_claim(vocab: Vocabulary) -> None:
    assert _modes("Can SGLang on H200 reach 210 tok/s with EAGLE-3 and 95 without?", vocab) == []


@pytest.mark.parametrize(
    "text",
    [
        # the next sentence moves to another card: the first is no baseline of its run
        "SGLang on H200 decodes at 95 tok/s. With EAGLE-3 enabled on a B200 it reaches 310 tok/s.",
        # a new paragraph
        "SGLang on H200 decodes at 95 tok/s.\n\nWith EAGLE-3 enabled it reaches 210 tok/s.",
        # no method turned on
        "SGLang on H200 decodes at 95 tok/s. With larger batches it reaches 210 tok/s.",
        # two runs in the first sentence: whose baseline it is stays open
        "SGLang on H200 decodes at 95 tok/s and vLLM at 80 tok/s. With EAGLE-3 enabled SGLang "
        "reaches 210 tok/s.",
    ],
)
def test_next_sentence_near_misses_leave_the_mode(text: str, vocab: Vocabulary) -> None:
    assert all(mode is None for value, mode in _modes(text, vocab) if value < 100)
