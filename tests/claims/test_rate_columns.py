"""Which rate a tok/s figure is (reading rules §4): the prompt's processing, one stream's
decode, a server's output under load, or input and output together. Each class is one cue
the reader once lacked, pinned by texts of our own, with ones it must leave alone."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def _got(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


def _loads(text: str, vocab: Vocabulary) -> list[tuple[float, str, int | None]]:
    return [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]


class TestAColumnNamedByThePrompt:
    """A column named by the prompt or the input alone holds prompt-processing rates: a
    prefill figure is never a decode figure."""

    def test_prompt_and_long_prompt_columns_are_prefill(self, vocab: Vocabulary) -> None:
        for prompt, gen in (("Prompt", "Gen"), ("Long prompt", "Decode")):
            text = (
                f"| Box | {prompt} | {gen} |\n|---|---|---|\n| M3 Ultra | 610 tok/s | 37 tok/s |\n"
            )
            assert _got(text, vocab) == [(610.0, "prefill_tok_s"), (37.0, "decode_tok_s")]

    def test_an_input_column_with_its_unit_is_prefill(self, vocab: Vocabulary) -> None:
        text = (
            "| Box | Input (tok/s) | Output (tok/s) |\n|---|---|---|\n| RTX 5080 | 3,310 | 88 |\n"
        )
        assert _got(text, vocab) == [(3310.0, "prefill_tok_s"), (88.0, "decode_tok_s")]

    def test_a_column_of_a_prompts_rate_is_not_every_column_naming_prompts(
        self, vocab: Vocabulary
    ) -> None:
        text = "| Box | Prompts answered | Speed |\n|---|---|---|\n| RTX 5080 | 12 | 88 tok/s |\n"
        assert _got(text, vocab) == [(88.0, "decode_tok_s")]


class TestALoadInBrackets:
    """A load written in brackets in a column header or beside a rate ("Throughput (40 req)",
    "(48 users)") is the load the rate was measured under: the server's output at it."""

    def test_a_header_load_in_brackets(self, vocab: Vocabulary) -> None:
        text = (
            "| Engine | Throughput (40 req) | TTFT p50 (8 req) |\n|---|---|---|\n"
            "| vLLM | 1,730 tok/s | 95 ms |\n"
        )
        assert _loads(text, vocab) == [(1730.0, "output_tok_s", 40), (95.0, "ttft", 8)]

    def test_users_in_brackets_after_the_figure(self, vocab: Vocabulary) -> None:
        got = _loads("SGLang on one L40S held 1,310 tok/s of throughput (48 users).", vocab)
        assert got == [(1310.0, "output_tok_s", 48)]

    def test_a_count_in_brackets_that_is_no_load(self, vocab: Vocabulary) -> None:
        got = _loads("SGLang on one L40S held 41 tok/s (48 layers offloaded).", vocab)
        assert got == [(41.0, "decode_tok_s", None)]


class TestOverallAndTotalWords:
    """An "overall throughput" beside a per-request rate is the server's output; "input and
    output throughput" is the total, not the output its last words name."""

    def test_an_overall_column_beside_a_per_request_one(self, vocab: Vocabulary) -> None:
        text = (
            "| Engine | Overall throughput (tok/s) | Per request (tok/s) |\n|---|---|---|\n"
            "| TGI | 1,420 | 31 |\n"
        )
        assert _got(text, vocab) == [(1420.0, "output_tok_s"), (31.0, "decode_tok_s")]

    def test_input_and_output_throughput_is_the_total(self, vocab: Vocabulary) -> None:
        for words in ("input+output throughput", "combined input and output throughput"):
            got = _got(f"On one A100 the {words} came to 3,150 tok/s.", vocab)
            assert got == [(3150.0, "total_tok_s")]
        # the output side alone, with no load, stays one stream's rate (below the rate no
        # single stream reaches on a GPU, which would be many streams)
        got = _got("On one A100 the output throughput came to 315 tok/s.", vocab)
        assert got == [(315.0, "decode_tok_s")]

    def test_prompt_processing_in_russian_declined(self, vocab: Vocabulary) -> None:
        got = _got("На RTX 4090 при обработке промпта: 2300 токенов/с.", vocab)
        assert got == [(2300.0, "prefill_tok_s")]


class TestSumsInOtherLanguages:
    """The aggregate or the whole named in Spanish, French, German, Japanese and Korean is the
    server's output, as "aggregate" and "système" are."""

    def test_aggregate_and_whole_words(self, vocab: Vocabulary) -> None:
        for text in (
            "En una L40S, SGLang da 2.750 tokens/s de rendimiento agregado.",
            "Sur une L40S, SGLang atteint 2750 tokens/s en débit agrégé.",
            "Auf einer L40S erreicht SGLang einen Gesamtdurchsatz von 2750 Tokens/s.",
            "L40SでSGLangの全体スループットは2750 tokens/s。",
            "L40S에서 SGLang의 전체 처리량은 2750 tokens/s.",
        ):
            assert [c.metric for c in extract_claims(text, vocab)] == ["output_tok_s"], text

    def test_one_streams_rate_in_the_same_languages_stays_decode(self, vocab: Vocabulary) -> None:
        got = _got("En una L40S, SGLang genera 61 tokens/s.", vocab)
        assert got == [(61.0, "decode_tok_s")]


class TestPromptProcessingInOtherLanguages:
    def test_spanish_portuguese_and_russian(self, vocab: Vocabulary) -> None:
        for text in (
            "En una L40S, el procesamiento de prompts alcanza 5200 tokens/s.",
            "Numa L40S, o processamento do prompt chega a 5200 tokens/s.",
            "На L40S скорость префилла 5200 токенов/с.",
        ):
            assert [c.metric for c in extract_claims(text, vocab)] == ["prefill_tok_s"], text


class TestLoadsWrittenShort:
    """ "conc 8", "@ 8 concurrency", a "Parallel" column and a column per number of users are
    loads: a rate above one stream is the server's output. llama-server's "-np 8" is a slot
    count, no load (LABELLING, thirteenth pass, question 3, replacing batches 16-25)."""

    def test_short_loads_in_prose(self, vocab: Vocabulary) -> None:
        for text in (
            "On a 7900 XTX, vLLM holds 420 t/s at conc 6.",
            "On a 7900 XTX, vLLM holds 420 t/s @ 6 concurrency.",
        ):
            assert _loads(text, vocab) == [(420.0, "output_tok_s", 6)], text

    def test_a_servers_slot_count_is_no_load(self, vocab: Vocabulary) -> None:
        got = _loads("With -np 6 on a 7900 XTX, llama-server holds 420 t/s.", vocab)
        assert got == [(420.0, "decode_tok_s", None)]

    def test_a_parallel_column(self, vocab: Vocabulary) -> None:
        text = (
            "| GPU | Parallel | tok/s |\n|---|---|---|\n"
            "| 7900 XTX | 6 | 420 |\n| 7900 XTX | 1 | 71 |\n"
        )
        assert _loads(text, vocab) == [(420.0, "output_tok_s", 6), (71.0, "decode_tok_s", 1)]

    def test_a_column_per_number_of_users(self, vocab: Vocabulary) -> None:
        text = "| GPU | 1 user | 6 users |\n|---|---|---|\n| 7900 XTX | 71 tok/s | 420 tok/s |\n"
        assert _loads(text, vocab) == [(71.0, "decode_tok_s", 1), (420.0, "output_tok_s", 6)]

    def test_total_output_after_the_figure_is_the_output(self, vocab: Vocabulary) -> None:
        got = _got("On a 7900 XTX, vLLM holds 420 t/s total output.", vocab)
        assert got == [(420.0, "output_tok_s")]
        # "total" alone, with no input or output rate around it, sums the streams' output
        # (LABELLING, fifteenth pass); beside the reply's own rate it counts the prompt too
        got = _got("On a 7900 XTX, vLLM holds 420 t/s total.", vocab)
        assert got == [(420.0, "output_tok_s")]
        got = _got("On a 7900 XTX, vLLM holds 420 t/s total (~180 t/s output).", vocab)
        assert got[0] == (420.0, "total_tok_s")


class TestABareWordLabellingTheFigure:
    """ "input 4500 tok/s, output 320 tok/s": the bare word opening a clause labels the figure
    right after it; a prompt length before a rate names no phase."""

    def test_input_and_output_opening_their_clauses(self, vocab: Vocabulary) -> None:
        for first in ("input", "prompt"):
            text = f"On one MI300X, SGLang: {first} 4,700 tok/s, output 330 tok/s."
            assert _got(text, vocab) == [(4700.0, "prefill_tok_s"), (330.0, "decode_tok_s")]

    def test_a_prompt_length_before_a_rate_is_no_label(self, vocab: Vocabulary) -> None:
        got = _got("On one MI300X, with a 4k prompt 33 tok/s.", vocab)
        assert got == [(33.0, "decode_tok_s")]


class TestOneSequencesShare:
    """A rate per sequence, client or connection of a loaded run, or per user written in
    Spanish, French or German, is one stream's; "tokens per sequence" is a length."""

    def test_per_sequence_client_and_connection(self, vocab: Vocabulary) -> None:
        for text in (
            "TGI on an L40S: 27 tok/s per sequence at batch 48.",
            "TGI on an L40S: 27 tok/s/seq at batch 48.",
            "TGI on an L40S at 48 concurrent requests: 27 tok/s per client.",
            "TGI on an L40S at batch 48, individual request speed is 27 tok/s.",
            "TGI en una L40S con 48 usuarios concurrentes: 27 tokens/s por usuario.",
        ):
            assert [c.metric for c in extract_claims(text, vocab)] == ["decode_tok_s"], text

    def test_tokens_per_sequence_is_no_share(self, vocab: Vocabulary) -> None:
        text = "TGI on an L40S at batch 48 reached 1,300 tok/s with 256 tokens per sequence."
        assert [c.metric for c in extract_claims(text, vocab)][:1] == ["output_tok_s"]


class TestTotalTpsAndRatesPerNamedChip:
    """A "Total TPS" column counts every token of the run (the total); a rate per
    accelerator named by its model ("tok/s/h200") is a share of the server's output."""

    def test_a_total_tps_column(self, vocab: Vocabulary) -> None:
        text = "| GPU | Total TPS | TPS Per Request |\n|---|---|---|\n| L40S | 1900 | 31 |\n"
        assert _got(text, vocab) == [(1900.0, "total_tok_s"), (31.0, "decode_tok_s")]

    def test_a_rate_per_named_chip(self, vocab: Vocabulary) -> None:
        for chip in ("h200", "MI300X"):
            got = _got(f"SGLang reached 2.4k tok/s/{chip} on the new kernels.", vocab)
            assert got == [(2400.0, "output_tok_s")], chip
