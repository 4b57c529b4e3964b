"""Repeated tool-output lines standing in columns are runs, not a table under a header
(docs/READING_RULES.md §2: pasted tool output yields claims; a table row's header names its
metric, and a header names columns, it holds no measure). The first line of such a block
("eval time =   5120.33 ms /   200 runs   (   25.60 ms per token, ...") is a run like the
others: its figures are read, never taken as the names of the columns under it."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.leading_measure import opens_with_measure
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def test_first_of_repeated_eval_lines_is_read(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "   eval time =   5120.33 ms /   200 runs  "
        " (   25.60 ms per token,    39.06 tokens per second)\n"
        "   eval time =   5098.71 ms /   200 runs  "
        " (   25.49 ms per token,    39.23 tokens per second)\n"
        "   eval time =   5140.02 ms /   200 runs  "
        " (   25.70 ms per token,    38.91 tokens per second)\n"
        "```\n"
    )
    got = _read(text, vocab)
    assert (39.06, "decode_tok_s") in got
    assert (25.6, "tpot") in got
    assert (38.91, "decode_tok_s") in got


def test_first_of_two_aligned_phase_lines_is_read(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "prompt eval time     =    1830.27 ms /   512 tokens"
        " (    3.57 ms per token,   279.74 tokens per second)\n"
        "generation eval time =   12044.90 ms /   400 runs  "
        " (   30.11 ms per token,    33.21 tokens per second)\n"
        "```\n"
    )
    got = _read(text, vocab)
    assert (279.74, "prefill_tok_s") in got
    assert (33.21, "decode_tok_s") in got


def test_first_of_a_scripts_step_lines_is_read(vocab: Vocabulary) -> None:
    text = (
        "Benchmark loop on one H100 with vLLM:\n\n"
        "```\n"
        "[bench] batch   8   latency   84.12 ms,   output   1521.70 tok/s;\n"
        "[bench] batch  16   latency   97.40 ms,   output   2630.25 tok/s;\n"
        "[bench] batch  32   latency  121.88 ms,   output   4203.61 tok/s;\n"
        "```\n"
    )
    got = _read(text, vocab)
    assert (1521.7, "output_tok_s") in got
    assert (4203.61, "output_tok_s") in got


def test_first_of_decode_summary_lines_is_read(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "decode:   11.21 s total,   512 tokens,   45.67 tokens/s avg\n"
        "decode:   11.02 s total,   512 tokens,   46.46 tokens/s avg\n"
        "decode:   10.98 s total,   512 tokens,   46.63 tokens/s avg\n"
        "```\n"
    )
    assert (45.67, "decode_tok_s") in _read(text, vocab)


def test_header_naming_lengths_stays_a_header(vocab: Vocabulary) -> None:
    text = (
        "Decode speed on llama.cpp, tok/s:\n\n"
        "```\n"
        "model        128 tokens   512 tokens   2048 tokens\n"
        "llama 8B       91.20        88.40        80.10\n"
        "qwen 14B       52.70        50.90        46.30\n"
        "```\n"
    )
    got = _read(text, vocab)
    assert (91.2, "decode_tok_s") in got
    assert all(v not in (128, 512, 2048) for v, _ in got)


def test_header_naming_model_sizes_stays_a_header(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "card     1.5B (tok/s)   7B (tok/s)\n"
        "4090       310.5          120.4\n"
        "3090       250.1           95.7\n"
        "```\n"
    )
    got = _read(text, vocab)
    assert (310.5, "decode_tok_s") in got
    assert all(v not in (1.5, 7) for v, _ in got)


def test_names_are_no_measures() -> None:
    names = ("128 tokens", "4090", "1.5B (tok/s)", "Latency (ms)", "2 GPUs", "v0.6.3", "Q4_K_M")
    for name in names:
        assert not opens_with_measure(name), name
    for piece in ("68124.92 ms /", "216.27 ms per token,", "4.62 tokens per second)", "84.12 ms,"):
        assert opens_with_measure(piece), piece
