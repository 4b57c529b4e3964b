"""A system log's ``name[pid]:`` prefix names the program that printed the line: Ollama's
server prints llama-server's lines, and ``ollama[1234]: slot print_timing: ...`` is Ollama's
figure (LABELLING: ``ollama run`` names ollama; reading rules §1). A tool's line with no
such prefix, or with a process that names no engine, keeps the tool's engine. Texts written
for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab)]


def test_the_printing_process_names_the_engine(vocab: Vocabulary) -> None:
    text = (
        "```\n"
        "Mar 03 09:12:44 workstation ollama[48211]: slot print_timing: id  0 | task 7 | "
        "n_gen =    412, tg =  27.45 t/s\n"
        "```\n"
    )
    assert _engines(text, vocab) == ["ollama"]


def test_printed_timings_of_the_process_too(vocab: Vocabulary) -> None:
    text = (
        "Mar 03 09:12:44 box ollama[911]: llama_print_timings: prompt eval time =   120.50 ms"
        " /   96 tokens (    1.26 ms per token,   796.68 tokens per second)\n"
    )
    assert _engines(text, vocab) == ["ollama"]


def test_a_line_without_a_process_keeps_the_tool(vocab: Vocabulary) -> None:
    text = "slot print_timing: id  0 | task 7 | n_gen =    412, tg =  27.45 t/s\n"
    assert _engines(text, vocab) == ["llama.cpp"]


def test_a_process_naming_no_engine_keeps_the_tool(vocab: Vocabulary) -> None:
    text = (
        "Mar 03 09:12:44 box llama-wrapper[911]: slot print_timing: id  0 | task 7 | "
        "n_gen =    412, tg =  27.45 t/s\n"
    )
    assert _engines(text, vocab) == ["llama.cpp"]


LOAD_LOG = (
    "```\n"
    "llm_load_tensors: offloaded 29/29 layers to GPU\n"
    "llm_load_tensors:      CUDA0 buffer size =  3712.40 MiB\n"
    "```\n"
)


def test_llama_cpps_load_lines_name_it(vocab: Vocabulary) -> None:
    assert _engines(LOAD_LOG, vocab) == ["llama.cpp"]


def test_its_lines_in_an_embedding_engines_repository_are_that_engines(
    vocab: Vocabulary,
) -> None:
    claims = extract_claims(LOAD_LOG, vocab, source="ollama/ollama#4242")
    assert [c.engine for c in claims] == ["ollama"]


def test_a_program_run_in_that_repository_keeps_its_engine(vocab: Vocabulary) -> None:
    text = "Running the same model with llama-cli I get 131 t/s on my RTX 4070.\n"
    claims = extract_claims(text, vocab, source="ollama/ollama#4242")
    assert [c.engine for c in claims] == ["llama.cpp"]


RELEASE_TITLE = "quill-serve 0.4.0: Metal support"


def test_printed_timings_in_a_projects_release_name_the_engine(vocab: Vocabulary) -> None:
    text = (
        "```\nllama_print_timings:        eval time =   402.10 ms /    36 runs   "
        "(   11.17 ms per token,    89.53 tokens per second)\n```\n"
    )
    claims = extract_claims(text, vocab, title=RELEASE_TITLE)
    assert {c.engine for c in claims} == {"llama.cpp"}


def test_a_shipped_program_in_a_projects_release_names_none(vocab: Vocabulary) -> None:
    text = "quill-serve now bundles llama-server, and decodes at 52 tok/s on an M2 Max.\n"
    claims = extract_claims(text, vocab, title=RELEASE_TITLE)
    assert [c.engine for c in claims] == [None]
