"""A card named as a kind of machine ("hardware like ...", "GPUs like ...") sets up no figure.

Reading rules §1/§2: only the setup a figure's text states is its own; "on hardware like the
A100" names an example of where such numbers come from, not the run's card. Sentences are made
up for these tests.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_caption_naming_example_hardware_gives_its_rows_no_card(vocab: Vocabulary) -> None:
    text = (
        "Rough decode speeds on datacenter hardware like NVIDIA H100 GPUs:\n\n"
        "| Model | Decode (tokens/s) |\n"
        "|---|---|\n"
        "| Mistral 7B | 310 |\n"
        "| Mixtral 8x7B | 140 |\n"
    )
    got = {c.value: c.hardware for c in extract_claims(text, vocab)}
    assert got == {310.0: None, 140.0: None}
    # a caption stating the card the rows ran on keeps it
    ran = text.replace("datacenter hardware like NVIDIA H100 GPUs", "one NVIDIA H100 GPU")
    got = {c.value: c.hardware for c in extract_claims(ran, vocab)}
    assert got == {310.0: "H100", 140.0: "H100"}


def test_gpus_like_a_card_in_a_label_line_is_an_example(vocab: Vocabulary) -> None:
    text = (
        "Measured with GPUs like the L40S in mind:\n"
        "- 8B chat model: 95 tok/s\n"
        "- 70B chat model: 21 tok/s\n"
    )
    assert {c.hardware for c in extract_claims(text, vocab)} == {None}


def test_an_engine_named_as_a_kind_of_tool_is_no_figures_engine(vocab: Vocabulary) -> None:
    """'using tools like vLLM' names an example of an engine, not the run's."""
    text = "A 7B model reaches about 240 tok/s on one L40S using tools like vLLM."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware) == (240.0, None, "L40S")
    ran = text.replace("using tools like vLLM", "using vLLM")
    (claim,) = extract_claims(ran, vocab)
    assert claim.engine == "vllm"


def test_either_of_two_engines_names_neither(vocab: Vocabulary) -> None:
    """'through SGLang or vLLM': the figure is said of either engine, so of no single one."""
    text = "On an H200 the 32B model streams 95 tokens per second through SGLang or vLLM."
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.engine, claim.hardware) == (95.0, None, "H200")
    one = text.replace("through SGLang or vLLM", "through SGLang")
    (claim,) = extract_claims(one, vocab)
    assert claim.engine == "sglang"


def test_a_card_after_nx_what_is_the_multiples_baseline(vocab: Vocabulary) -> None:
    """'about 4x what an A100 node does' (reading rules §2): the A100 is the baseline the
    multiple is of, not the subject's card."""
    text = "Our MI300X box serves the 70B model at 510 tokens/sec, about 4x what an A100 node does."
    got = {c.metric: c.hardware for c in extract_claims(text, vocab)}
    assert got == {"decode_tok_s": "MI300X", "speedup": "MI300X"}
