"""The one engine a page names, stated after its figures as built or run (a build number, a
command, "Build X"), sets up those figures; one named only in passing, or one of two, not."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_SUMMARY = (
    "Short version: decoding went from 31 tok/s to 52 tok/s on an RTX 4070 once MTP was on.\n\n"
    "## How I ran it\n\n"
)


def _engines(text: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(text, vocab) if c.metric == "decode_tok_s"]


def test_a_build_named_in_a_later_setup_section_is_the_runs_engine(vocab: Vocabulary) -> None:
    text = _SUMMARY + "Everything used llama.cpp build 8123 compiled with CUDA 12.8.\n"
    assert _engines(text, vocab) == ["llama.cpp", "llama.cpp"]


def test_a_later_step_that_builds_the_engine_sets_up_the_figures(vocab: Vocabulary) -> None:
    text = _SUMMARY + "- Clone the repository\n- Build llama.cpp with CUDA support\n"
    assert _engines(text, vocab) == ["llama.cpp", "llama.cpp"]


def test_a_later_command_launching_the_engine_sets_up_the_figures(vocab: Vocabulary) -> None:
    text = (
        "| Batch | Output tok/s |\n|---|---|\n| 64 | 1712.4 |\n\n"
        "## Serving\n\nStart the server:\n\n"
        "```bash\nlmdeploy serve api_server internlm/internlm2-7b --tp 2\n```\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.engine == "lmdeploy"


def test_an_engine_named_later_in_passing_sets_up_nothing(vocab: Vocabulary) -> None:
    text = _SUMMARY + "Support for llama.cpp may come in a later post.\n"
    assert _engines(text, vocab) == [None, None]


def test_a_later_build_on_a_page_naming_two_engines_sets_up_nothing(vocab: Vocabulary) -> None:
    text = (
        _SUMMARY + "Everything used llama.cpp build 8123. I also tried Ollama on another machine.\n"
    )
    assert _engines(text, vocab) == [None, None]


def test_a_version_in_a_later_stack_list_is_not_a_build_that_ran(vocab: Vocabulary) -> None:
    text = _SUMMARY + "- PyTorch 2.5.0\n- vLLM 0.4.3\n"
    assert _engines(text, vocab) == [None, None]
