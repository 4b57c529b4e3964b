"""Number and unit spellings that leave a figure as it is (reading rules §4: units vary, a
number may be written "1.5k"); ``benchmarks/claims_perturb.py`` rewrites dev texts so."""

from __future__ import annotations

import pytest

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

WORDED = ["tokens per second", "tokens per sec", "token per second"]


@pytest.mark.parametrize("unit", WORDED)
def test_a_rate_spelled_in_words_in_a_pipe_cell_is_read(vocab: Vocabulary, unit: str) -> None:
    """ "| vLLM | 46.8 tokens per second | 71 ms |": the cell's own unit, as "46.8 tok/s"."""
    text = (
        "| Engine | Decode | TTFT |\n|---|---|---|\n"
        f"| vLLM | 46.8 {unit} | 71 ms |\n"
        f"| llama.cpp | 34.7 {unit} | 72 ms |\n"
    )
    got = {(c.value, c.metric, c.engine) for c in extract_claims(text, vocab)}
    assert (46.8, "decode_tok_s", "vllm") in got
    assert (34.7, "decode_tok_s", "llama.cpp") in got


@pytest.mark.parametrize("unit", WORDED)
def test_a_worded_rate_cell_reads_as_its_symbol_spelling_does(vocab: Vocabulary, unit: str) -> None:
    """The same row with "tok/s" and with the unit in words gives the same figures."""

    def read(u: str) -> list[tuple[float, str]]:
        text = f"| Run | Speed | Load |\n|---|---|---|\n| SGLang | 120.5 {u} | 2.1 s |\n"
        return sorted((c.value, c.metric) for c in extract_claims(text, vocab))

    assert read(unit) == read("tok/s")
    assert (120.5, "decode_tok_s") in read(unit)


@pytest.mark.parametrize("cell", ["256 tokens", "1139 token(s)", "512 tokens generated"])
def test_a_count_of_tokens_in_a_cell_stays_no_rate(vocab: Vocabulary, cell: str) -> None:
    """ "| 256 tokens |" counts tokens (reading rules §4: token counts are no claims)."""
    text = f"| Engine | Output | TTFT |\n|---|---|---|\n| vLLM | {cell} | 71 ms |\n"
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(71.0, "ttft")]


K_RATES = ["~1.5k tokens/second", "1.5k tok/s", "about 1.5k tokens per second"]


@pytest.mark.parametrize("rate", K_RATES)
def test_a_diffusion_rate_in_thousands_is_one_stream(vocab: Vocabulary, rate: str) -> None:
    """A diffusion model's "~1.5k tokens/second" is one stream, as its "~1,500" is."""
    text = f"The model refines whole blocks through denoising. It writes {rate}."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1500.0, "decode_tok_s")]


@pytest.mark.parametrize("rate", K_RATES)
def test_k_and_digits_read_alike_in_a_diffusion_text(vocab: Vocabulary, rate: str) -> None:
    """The "k" spelling and the digits give the same metric there."""

    def read(r: str) -> list[str]:
        text = f"Mercury Coder uses diffusion decoding and writes {r} on our box."
        return [c.metric for c in extract_claims(text, vocab)]

    assert read(rate) == read(rate.replace("1.5k", "1,500")) == ["decode_tok_s"]


@pytest.mark.parametrize("rate", K_RATES)
def test_a_rate_in_thousands_without_diffusion_stays_the_servers(
    vocab: Vocabulary, rate: str
) -> None:
    """With no diffusion decoding named, a rate rounded to thousands stays many streams'."""
    text = f"The Llama 3.1 8B deployment writes {rate}."
    got = [(c.value, c.metric) for c in extract_claims(text, vocab)]
    assert got == [(1500.0, "output_tok_s")]


def _once_unit_table(sep: str) -> str:
    """A table whose unit is written once, on its first figure (``first_cell_units``)."""
    return (
        "| Users | vLLM | SGLang | TGI |\n|---|---|---|---|\n"
        "| 1 | 136 tok/s | 160 | 154 |\n"
        f"| 16 | 1{sep}072 | 912 | 2{sep}037 |\n"
    )


@pytest.mark.parametrize("sep", [" ", "\u2009", "\u202f"])
def test_spaced_thousands_keep_a_unit_written_once(vocab: Vocabulary, sep: str) -> None:
    """ "1 072" is 1072 (reading rules §4: "1 100", also a thin space) and stays in the
    column that "136 tok/s" names, as "1,072" does."""
    got = {(c.value, c.engine) for c in extract_claims(_once_unit_table(sep), vocab)}
    assert {(1072.0, "vllm"), (2037.0, "tgi"), (912.0, "sglang")} <= got
    comma = {(c.value, c.engine) for c in extract_claims(_once_unit_table(","), vocab)}
    assert got == comma


@pytest.mark.parametrize("cell", ["10 72", "1 0720", "12 34"])
def test_digits_split_otherwise_are_no_spaced_thousands(vocab: Vocabulary, cell: str) -> None:
    """ "10 72" groups no thousands: its column takes no unit from the first figure."""
    text = (
        "| Users | vLLM | SGLang |\n|---|---|---|\n"
        "| 1 | 136 tok/s | 160 |\n"
        f"| 16 | 912 | {cell} |\n"
    )
    got = {(c.value, c.engine) for c in extract_claims(text, vocab)}
    assert not any(engine == "sglang" for _, engine in got)
