"""A unit written once for a whole number series (reading rules §4), away from the series'
end: in the label before it ("Decode speed (tok/s): 41 / 45 / 52") or on the series it is
set against ("591 / 1,183 ms against 360 / 356"). Every member is a figure of that unit and
metric; a label naming a setting, members far apart, a side of another length or with a
unit of its own, and slash-written dates or versions stay as they were."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_labelled_unit_is_every_members(vocab: Vocabulary) -> None:
    text = "Decode speed (tok/s): 41 / 45 / 52"
    assert _read(text, vocab) == [(41, "decode_tok_s"), (45, "decode_tok_s"), (52, "decode_tok_s")]
    text = "Generation rate on my 3090 (tok/s): 18.2/19.6"
    assert _read(text, vocab) == [(18.2, "decode_tok_s"), (19.6, "decode_tok_s")]
    text = "Time to first token (ms): 220 / 240 / 310 / 395"
    assert _read(text, vocab) == [(220, "ttft"), (240, "ttft"), (310, "ttft"), (395, "ttft")]


def test_labelled_series_keeps_the_setup(vocab: Vocabulary) -> None:
    claims = extract_claims("Decode speed on an RTX 4090 with vLLM (tok/s): 61 / 66 / 70", vocab)
    assert [c.value for c in claims] == [61, 66, 70]
    assert {(c.engine, c.hardware) for c in claims} == {("vllm", "RTX 4090")}


def test_labelled_series_of_settings_or_far_apart_is_left(vocab: Vocabulary) -> None:
    assert [v for v, _ in _read("Batch size (tok/s): 1 / 8 / 32 / 64", vocab)] == [1]
    assert [v for v, _ in _read("Decode speed (tok/s): 41 / 4112", vocab)] == [41]
    assert _read("Release date (UTC): 2024/05/12", vocab) == []
    assert _read("Context (tokens): 4096 / 8192 / 16384", vocab) == []


def test_against_series_takes_the_first_sides_unit(vocab: Vocabulary) -> None:
    text = "Median TTFT with the new scheduler was 591 / 1,183 ms against 360 / 356 before."
    assert [v for v, _ in _read(text, vocab)] == [591, 1183, 360, 356]
    assert {m for _, m in _read(text, vocab)} == {"ttft"}
    text = "Our decode rate is 44 / 52 tok/s vs. 38 / 41 with the old kernels."
    assert _read(text, vocab) == [
        (44, "decode_tok_s"),
        (52, "decode_tok_s"),
        (38, "decode_tok_s"),
        (41, "decode_tok_s"),
    ]
    text = "TPOT came to 21.5 / 24.0 ms versus 25.1 / 27.9 on the previous release."
    assert [v for v, _ in _read(text, vocab)] == [21.5, 24.0, 25.1, 27.9]


def test_against_series_of_another_size_or_kind_is_left(vocab: Vocabulary) -> None:
    text = "Median TTFT with the new scheduler was 240 / 310 ms against 280 / 330 / 400 before."
    assert [v for v, _ in _read(text, vocab)] == [240, 310]
    text = "Median TTFT with the new scheduler was 240 / 310 ms against 2 / 3 before."
    assert [v for v, _ in _read(text, vocab)] == [240, 310]
    text = "Our decode rate is 44 / 52 tok/s vs. 0.6.3 / 0.6.4 of the old build."
    assert [v for v, _ in _read(text, vocab)] == [44, 52]
    text = "Our decode rate is 44 / 52 tok/s vs. 12 / 14 GB of memory before."
    assert [v for v, m in _read(text, vocab) if m == "decode_tok_s"] == [44, 52]
