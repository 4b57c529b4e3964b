"""A ``<details>`` fold reads as if it were not there (reading rules §2: the page's reader
expands it, and what it holds keeps the setup around it).

GitHub PR bodies and issues fold long benchmark tables and logs into
``<details><summary>…</summary>``; the fold's lines, and the blank lines GitHub needs around
Markdown inside it, are markup. A caption line above the fold still captions the table in it,
a setup line under the fold still states the setup of the table above it, and a summary
that says what the fold holds reads as that block's caption. The shapes follow what GitHub
bodies hold (summary on the ``<details>`` line or the next one, ``<details open>``, no blank
line after ``</summary>``); every value here is made up.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.folds import unfolded
from watcher.rules import Vocabulary

Row = tuple[float, str, str | None, str | None, int | None, str | None]


def _got(text: str, vocab: Vocabulary) -> list[Row]:
    return [
        (c.value, c.metric, c.engine, c.hardware, c.gpu_count, c.precision)
        for c in extract_claims(text, vocab)
    ]


_TPOT_TABLE = (
    "| Model | main | this PR |\n"
    "| --- | ---: | ---: |\n"
    "| Llama-3.1-8B | 12.40 | 11.10 |\n"
    "| Qwen3-14B | 21.75 | 19.30 |\n"
)


def test_metric_in_the_caption_above_a_folded_table(vocab: Vocabulary) -> None:
    """The line above the fold names the metric the table's columns leave out."""
    text = (
        "## Results\n\nRTX 4090, vLLM, 5 prompts, Mean TPOT (ms):\n\n"
        f"<details><summary>Details</summary>\n\n{_TPOT_TABLE}\n</details>\n"
    )
    want = [(v, "tpot", "vllm", "RTX 4090", None, None) for v in (12.40, 11.10, 21.75, 19.30)]
    assert _got(text, vocab) == want


def test_phase_in_the_caption_right_above_the_fold(vocab: Vocabulary) -> None:
    """ "13B pp 256:" right above the fold makes the table's t/s prompt processing."""
    table = "| Threads | ms/t | t/s |\n| --- | --- | --- |\n| 8 | 61.20 | 16.34 |\n"
    head = "Ryzen 9 7950X, llama.cpp CPU backend\n\n13B pp 256:\n"
    folded = f"{head}<details>\n<summary>Click to expand</summary>\n\n{table}\n</details>\n"
    got = _got(folded, vocab)
    assert (16.34, "prefill_tok_s", "llama.cpp", "Ryzen 9 7950X", None, None) in got
    assert got == _got(head + table, vocab)


def test_setup_line_under_the_fold_reaches_the_table(vocab: Vocabulary) -> None:
    """A setup line under ``</details>`` states the setup of the table folded above it."""
    table = "| Method | Output tok/s |\n|---|---|\n| Baseline | 1,450 |\n| EAGLE-3 | 3,900 |\n"
    under = "Qwen3 32B FP8 on one H100 SXM with vLLM.\n"
    folded = f"<details open>\n<summary>Details</summary>\n\n{table}\n</details>\n\n{under}"
    got = _got(folded, vocab)
    assert [g[2:] for g in got] == [("vllm", "H100", 1, "FP8")] * 2
    assert got == _got(f"{table}\n{under}", vocab)


def test_setup_under_a_fold_with_the_summary_on_its_line(vocab: Vocabulary) -> None:
    table = "| Method | Output tok/s |\n|---|---|\n| Baseline | 1,450 |\n| EAGLE-3 | 3,900 |\n"
    folded = (
        f"<details><summary>Show results</summary>\n\n{table}\n</details>\n\n"
        "Qwen3 32B FP8 on one H100 SXM with vLLM.\n"
    )
    assert all(g[2:] == ("vllm", "H100", 1, "FP8") for g in _got(folded, vocab))


def test_summary_names_the_setup_of_what_it_folds(vocab: Vocabulary) -> None:
    """ "SGLang on 2x L40S, Mean TPOT (ms)" as the summary, with no blank line after it."""
    text = (
        "Numbers after the rebase.\n\n<details>\n"
        "<summary>SGLang on 2x L40S, Mean TPOT (ms)</summary>\n"
        "| concurrency | main | this PR |\n| --- | ---: | ---: |\n| 1 | 9.80 | 9.10 |\n"
        "</details>\n"
    )
    assert _got(text, vocab) == [(v, "tpot", "sglang", "L40S", 2, None) for v in (9.80, 9.10)]


def test_summary_over_lines_of_its_own(vocab: Vocabulary) -> None:
    text = (
        "Here are my numbers:\n\n<details>\n<summary>\nMean TTFT (ms), 4x A100 80GB, TGI\n"
        "</summary>\n\n| prompt len | main | PR |\n|---|---:|---:|\n| 1024 | 180.5 | 150.2 |\n"
        "\n</details>\n"
    )
    assert _got(text, vocab) == [(v, "ttft", "tgi", "A100", 4, None) for v in (180.5, 150.2)]


def test_folded_log_in_a_list_item_reads_as_unfolded(vocab: Vocabulary) -> None:
    log = (
        "  ```\n  Prompt: 120 tokens, 410.5 tokens-per-sec\n"
        "  Generation: 256 tokens, 38.2 tokens-per-sec\n  ```\n"
    )
    head = "- On the M2 Max with MLX 4-bit:\n"
    folded = f"{head}  <details><summary>Details</summary>\n\n{log}\n  </details>\n"
    got = _got(folded, vocab)
    assert [g[:2] for g in got] == [(410.5, "prefill_tok_s"), (38.2, "decode_tok_s")]
    assert got == _got(head + log, vocab)


# --- what the fold's removal leaves as it is


def test_text_without_a_fold_is_returned_as_it_is() -> None:
    text = "Results on H100:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<summary>x</summary>\n"
    assert unfolded(text) is text


def test_fold_lines_inside_code_stay() -> None:
    """A fold shown as HTML source in a fenced block is code, not a fold."""
    text = "Template:\n\n```html\n<details><summary>Logs</summary>\n\n</details>\n```\n"
    assert unfolded(text) == text


def test_generic_summary_goes_and_a_telling_one_stays() -> None:
    generic = "Setup:\n<details><summary><b>Click to expand</b></summary>\n\n| a | b |\n"
    assert unfolded(generic) == "Setup:\n| a | b |\n"
    telling = "<details><summary><b>Benchmark on 2x H100</b></summary>\n\n| a | b |\n"
    assert unfolded(telling) == "Benchmark on 2x H100\n\n| a | b |\n"


def test_prose_inside_a_fold_stays_apart_from_prose_outside() -> None:
    text = "Ran it twice.\n<details>\nThe first run was cold.\n</details>\nThe second was warm.\n"
    assert unfolded(text) == ("Ran it twice.\n\nThe first run was cold.\n\nThe second was warm.\n")


def test_inline_details_in_a_sentence_stays() -> None:
    """A ``<details>`` tag named in prose is no fold line: the sentence stays as written."""
    text = "Wrap the log in <details> so the thread stays short; vLLM did 120 tok/s on an L4.\n"
    assert unfolded(text) == text
