"""The learned figure finder benchmark: candidates, targets and training on made-up texts."""

from __future__ import annotations

from tests.helpers import load_benchmark

LEARNED = load_benchmark("claims_learned")

TRAIN = [
    (
        "Our box decodes at 83.5 tok/s with a 512 token prompt, build 4411.",
        [{"value": 83.5, "metric": "decode_tok_s"}],
    ),
    (
        "| Chip | Batch | tok/s |\n|---|---|---|\n| Zeta | 4 | 61.2 |\n| Theta | 8 | 1,240.5 |\n",
        [
            {"value": 61.2, "metric": "decode_tok_s"},
            {"value": 1240.5, "metric": "decode_tok_s"},
        ],
    ),
    (
        "Prompt of 2048 tokens; first token after 310 ms, then it decodes at 47 tok/s.",
        [{"value": 310, "metric": "ttft"}, {"value": 47, "metric": "decode_tok_s"}],
    ),
]


def test_candidates_read_numbers_whole_with_their_context() -> None:
    cands = LEARNED.candidates("We saw 1,240.5 tok/s and 12-16 tok/s on the Z9.\n")
    values = [c.value for c in cands]
    assert values[:2] == [1240.5, 12.0]  # a number whole, never a fragment of it
    first = cands[0].features
    assert "p1:saw" in first and "n1:tok" in first
    assert "range1" in cands[1].features and cands[1].shown == 14.0
    table = LEARNED.candidates(TRAIN[1][0])
    cell = next(c for c in table if c.value == 61.2)
    assert {"tab", "h:tok", "r0:zeta"} <= set(cell.features)


def test_targets_take_the_first_unmatched_candidate_of_a_value() -> None:
    cands = LEARNED.candidates("7 GPUs; 7 tok/s; 7 tok/s again")
    labels = [{"value": 7, "metric": "decode_tok_s"}, {"value": 7, "metric": "ttft"}]
    assert LEARNED.targets(cands, labels) == ["decode_tok_s", "ttft", "none"]


def test_a_model_trained_on_three_texts_finds_a_figure_in_a_new_one() -> None:
    feats, ys = [], []
    for text, labels in TRAIN:
        cands = LEARNED.candidates(text)
        feats += [c.features for c in cands]
        ys += LEARNED.targets(cands, labels)
    model = LEARNED.Model(steps=200, l2=1e-4).fit(feats, ys)
    new = LEARNED.candidates("The laptop decodes at 29.4 tok/s with a 1024 token prompt.")
    guesses = model.predict([c.features for c in new])
    found = [(c.value, m) for c, (m, p) in zip(new, guesses, strict=True) if p >= 0.5]
    assert found == [(29.4, "decode_tok_s")]
    assert LEARNED.paired([(29.4, "decode_tok_s")], [{"value": 29.5, "metric": "decode_tok_s"}])
