"""An example command under a usage heading sets up no results elsewhere on the page."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _precisions(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.precision) for c in extract_claims(text, vocab)]


def test_a_usage_sections_model_file_is_no_results_precision(vocab: Vocabulary) -> None:
    text = (
        "# decode-sweep\n\nSweeps decode speed over the context.\n\n"
        "## Usage\n\n    ./decode-sweep -m models/Mistral-7B-Instruct-Q6_K.gguf -c 4096\n\n"
        "## Results\n\n| N_KV | S_TG t/s |\n|---|---|\n| 0 | 61.3 |\n| 2048 | 54.9 |\n"
    )
    assert _precisions(text, vocab) == [(61.3, None), (54.9, None)]
    quick = text.replace("## Usage", "### Quick start")
    assert _precisions(quick, vocab) == [(61.3, None), (54.9, None)]
    # a section setting up the runs ("## Setup") still sets up the results below it
    setup = text.replace("## Usage", "## Setup")
    assert _precisions(setup, vocab) == [(61.3, "Q6_K"), (54.9, "Q6_K")]
