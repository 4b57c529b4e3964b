"""Figures of a project outside the rules' list take no engine from the listed engines it is
built on, ported from or measured against (reading rules §1 and §3; LABELLING: a project's own
engine, bindings and forks leave the engine null).

- A README titled with the project's bare name whose first line says what the project is
  ("# lumen-node" then "> Fast LLM inference for Node.js") reads like a release of such a
  project: an engine named in its intro is what it wraps, not what its table ran.
- On such a page an engine named in another sentence of the figure's paragraph or item ("a
  port of mlx-lm's kernel", "where mlx-lm runs two passes") is not the figure's; the figure's
  own sentence still names it.
- A table row naming a project outside the list where other rows name a listed engine
  ("| mindIE | 2.9s |" under "| vllm | 1.3s |") takes no engine from the repository.
- A mixed-case name after one or two small letters opening a word ("rvLLM") is a project's
  own name, not the engine glued to a word.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_README = (
    "# lumen-node\n\n"
    "> Fast LLM inference for Node.js\n\n"
    "Runs GGUF models through [llama.cpp](https://github.com/ggml-org/llama.cpp) with Metal "
    "on Apple Silicon and CUDA elsewhere.\n\n"
    "## Speed\n\n"
    "Measured on an **Apple M2 Max**.\n\n"
    "| Model | Short | Long |\n"
    "| ----- | ----- | ---- |\n"
    "| Qwen3 4B | 41 tok/s | 37 tok/s |\n"
    "| Llama 3.1 8B | 26 tok/s | 22 tok/s |\n"
)


def test_a_self_described_project_readme_gives_its_table_no_engine(vocab: Vocabulary) -> None:
    claims = extract_claims(_README, vocab, title="lumen-node")
    assert [c.value for c in claims] == [41, 37, 26, 22]
    assert all(c.engine is None for c in claims)
    assert all(c.hardware == "M2 Max" for c in claims)


def test_a_readme_that_does_not_describe_a_project_keeps_its_engine(vocab: Vocabulary) -> None:
    """Without the line saying what the project is, the page's engine still reaches."""
    text = _README.replace("> Fast LLM inference for Node.js", "> Notes from my desk")
    claims = extract_claims(text, vocab, title="lumen-node")
    assert claims and all(c.engine == "llama.cpp" for c in claims)


def test_a_release_item_naming_the_ported_engine_elsewhere_gives_none(vocab: Vocabulary) -> None:
    text = (
        "Performance\n\n"
        "  • Prefill on long prompts is ~3× faster. The old path ran 40 passes where mlx-lm "
        "runs 2; the kernel is now a straight port of mlx-lm's scan kernel. TTFT on "
        "Qwen3-30B-A3B: 8k 6100→2050 ms (3.0×).\n"
    )
    claims = extract_claims(text, vocab, title="kMLX 0.4.1")
    assert [c.value for c in claims if c.metric == "ttft"] == [6100, 2050]
    assert all(c.engine is None for c in claims)


def test_a_release_figures_own_sentence_still_names_the_engine(vocab: Vocabulary) -> None:
    text = (
        "Performance\n\n"
        "  • Decode is faster on long prompts. For reference, mlx-lm decodes at 48 tok/s "
        "on the same M3 Max.\n"
    )
    (claim,) = extract_claims(text, vocab, title="kMLX 0.4.1")
    assert claim.engine == "mlx-lm"


_ROWS = (
    "Comparing against the other stack on 8 cards:\n\n"
    "| Framework | Setup | TTFT |\n"
    "|---|---|---|\n"
    "| vllm | qwen3-32b, 2k in | 1.4s |\n"
    "| FlexServe | qwen3-32b, 2k in | 3.1s |\n"
)


def test_a_row_naming_another_project_takes_no_repository_engine(vocab: Vocabulary) -> None:
    claims = extract_claims(_ROWS, vocab, source="vllm-project/vllm#4242")
    assert [(c.value, c.engine) for c in claims] == [(1.4, "vllm"), (3.1, None)]


def test_rows_naming_no_engine_keep_the_repository_engine(vocab: Vocabulary) -> None:
    text = _ROWS.replace("| vllm |", "| main |").replace("| FlexServe |", "| this PR |")
    claims = extract_claims(text, vocab, source="vllm-project/vllm#4242")
    assert [(c.value, c.engine) for c in claims] == [(1.4, "vllm"), (3.1, "vllm")]


def test_a_project_named_after_an_engine_is_not_that_engine(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("Our Rust server qvLLM reaches 88 tok/s on one H100.", vocab)
    assert claim.engine is None
    claims = extract_claims("Same card · Ollama 41 tok/s · vLLM 47 tok/svLLM +15%", vocab)
    assert [(c.value, c.engine) for c in claims] == [(41, "ollama"), (47, "vllm")]


def test_a_bare_exllama_names_no_engine_of_the_list(vocab: Vocabulary) -> None:
    """ "ExLlama" alone is neither ExLlamaV2 nor ExLlamaV3 (LABELLING: the version is not
    supplied from the date); its old repository implies none either."""
    (claim,) = extract_claims("ExLlama decodes a 13B GPTQ model at 41 tok/s on a 3090.", vocab)
    assert claim.engine is None
    text = "On one A100 80GB I get 14 t/s with the 70B model."
    (claim,) = extract_claims(text, vocab, source="turboderp/exllama#301")
    assert claim.engine is None


def test_exllamav2_by_name_or_repository_is_still_named(vocab: Vocabulary) -> None:
    (claim,) = extract_claims("ExLlamaV2 decodes a 13B EXL2 model at 52 tok/s on a 3090.", vocab)
    assert claim.engine == "exllamav2"
    (claim,) = extract_claims("exllama v2 reaches 52 tok/s on a 3090.", vocab)
    assert claim.engine == "exllamav2"
    text = "On one A100 80GB I get 14 t/s with the 70B model."
    (claim,) = extract_claims(text, vocab, source="turboderp-org/exllamav2#301")
    assert claim.engine == "exllamav2"


def test_an_engine_a_project_is_tied_with_is_the_yardstick(vocab: Vocabulary) -> None:
    text = "Quillserve is effectively tied with vLLM on H100 prefill at a 1.01x mean speedup."
    (claim,) = extract_claims(text, vocab)
    assert claim.engine is None
    (claim,) = extract_claims("vLLM reaches a 1.3x mean speedup on H100 prefill.", vocab)
    assert claim.engine == "vllm"
