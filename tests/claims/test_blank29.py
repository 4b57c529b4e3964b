"""Sizes whose own words name a model's file are memory, though no memory word is near.

The labelling decisions (tests/data/claims_eval/LABELLING.md, "Memory"): "model-file sizes
stated in prose or a list ("The weights are 105.3 GB") … are `memory`". The file may be named by
a noun before the size's bracket, by a format after the size, or as a model folder said to be
that size. Each text is made up for the test, not taken from the evaluation set."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.claims.model_files import names_model_file
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


@pytest.mark.parametrize(
    ("sentence", "size"),
    [
        ("The installer fetches three adapter files (~212 MiB) and verifies them.", 212.0),
        ("We mirrored the weights (about 6.5 GB) to the local cache first.", 6.5),
        ("- Tested: Phi-3 mini (2.2GB GGUF)", 2.2),
        ("Converting it leaves a 3.9 GB safetensors export in the output folder.", 3.9),
        ("The exported model folder is approximately 0.8 GB.", 0.8),
        ("Our checkpoint directory weighs nearly 27 GB after merging.", 27.0),
    ],
)
def test_a_size_its_words_call_a_model_file_is_memory(
    vocab: Vocabulary, sentence: str, size: float
) -> None:
    """A file noun before the bracket, a format after the size or a model folder said to be
    the size: the model's stored size, which the rules count as memory."""
    assert (size, "memory") in _read(sentence, vocab)


@pytest.mark.parametrize(
    "sentence",
    [
        "Rotate the log files (3 GB) every week.",
        "The swap files (16 GB) live on the second SSD.",
        "Upload the video files (4 GB) before the meeting.",
        "This laptop has a 512 GB drive and a 14-inch screen.",
    ],
)
def test_a_size_of_no_model_file_stays_unread(vocab: Vocabulary, sentence: str) -> None:
    """A log, swap or video file, or a machine's drive, is no model's file: no claim."""
    assert not any(metric == "memory" for _, metric in _read(sentence, vocab))


def test_the_words_are_read_at_the_size_only() -> None:
    """The noun must close right at the size's bracket and the format follow right after it:
    "files" far before a bare size names nothing."""
    assert names_model_file("three files (~212 MiB)", "three files (~", 21)
    assert not names_model_file(
        "three files were copied, then 2 GB", "three files were copied, then ", 34
    )
    assert names_model_file("a 2 GB GGUF", "a ", 6)
    assert not names_model_file("a 2 GB of GGUF weights", "a ", 6)
