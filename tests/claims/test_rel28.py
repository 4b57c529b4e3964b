"""Key-figure panels copied as text with each field's label on the line above its figure
(reading rules §2: the label is the figure's own unit of scope; §4: a unit may be written
apart from its number, here on a line of its own between label and figure)."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.label_cards import join_label_cards
from watcher.rules import Vocabulary


def _read(text: str, vocab: Vocabulary) -> list[tuple[float, str]]:
    return [(c.value, c.metric) for c in extract_claims(text, vocab)]


class TestLabelOverFigure:
    """Must fire: a run of label-over-figure cards reads each figure under its label."""

    def test_panel_fields_take_their_metric(self, vocab: Vocabulary) -> None:
        text = (
            "Mistral 7B on two L40S with SGLang\n\n"
            "Measured\n\n"
            "Generation tok/s\n"
            "61.3\n"
            "Prompt processing tok/s\n"
            "4410\n"
        )
        got = _read(text, vocab)
        assert (61.3, "decode_tok_s") in got
        assert (4410.0, "prefill_tok_s") in got

    def test_a_unit_line_between_label_and_figure(self, vocab: Vocabulary) -> None:
        text = "Summary card\n\nTime to first token\nms\n347\nDecode tok/s\n28.9\n"
        got = _read(text, vocab)
        assert (347.0, "ttft") in got
        assert (28.9, "decode_tok_s") in got

    def test_a_field_list_with_units_on_the_figures(self, vocab: Vocabulary) -> None:
        text = (
            "Gemma 2 27B on an RTX 3090\n"
            "Run details\n"
            "- Speed (tok/s)\n"
            "- 19.4\n"
            "- Peak VRAM\n"
            "- 21.7 GB\n"
        )
        got = _read(text, vocab)
        assert (19.4, "decode_tok_s") in got
        assert (21.7, "memory") in got

    def test_the_card_keeps_the_panel_titles_setup(self, vocab: Vocabulary) -> None:
        text = "Phi-3 mini on one H100 with vLLM\n\nOutcome\n\nDecode tok/s\n143\nTTFT\nms\n52\n"
        claims = [c for c in extract_claims(text, vocab) if c.value == 143]
        assert claims and claims[0].engine == "vllm" and claims[0].hardware == "H100"

    def test_the_join_writes_label_then_figure(self) -> None:
        joined = join_label_cards("Notes\n\nLatency p90\nms\n88\nDecode tok/s\n12.5\n")
        assert "Latency p90 (ms): 88" in joined
        assert "Decode tok/s: 12.5" in joined


class TestNotALabelCard:
    """Must not fire: captions under figures, stacked tables, lone cards and prose."""

    def test_figure_first_stat_cards_are_left_to_statcards(self) -> None:
        text = "Highlights\n\n9.8K\ntok/s on 8xH200\n310\nms to first token\n"
        assert join_label_cards(text) == text

    def test_a_single_card_joins_nothing(self) -> None:
        text = "Overview\n\nPeak speed\n77.1\n\nSee the notes below.\n"
        assert join_label_cards(text) == text

    def test_a_stacked_table_under_its_header_is_not_rejoined(self) -> None:
        text = "Model\nThroughput (tok/s)\nLlama\n812\nQwen\n905\n"
        assert join_label_cards(text) == text

    def test_run_names_in_snake_case_are_no_fields(self) -> None:
        text = "Per prompt\n\nshort_story\n41.2\nlong_summary\n39.8\n"
        assert join_label_cards(text) == text

    def test_numbered_steps_read_no_claim(self, vocab: Vocabulary) -> None:
        text = "How to\n\nStep\n1\nStep\n2\n"
        assert _read(text, vocab) == []

    def test_code_blocks_are_left_as_written(self) -> None:
        text = "```\nDecode tok/s\n50\nPrefill tok/s\n900\n```\n"
        assert join_label_cards(text) == text

    def test_a_list_item_below_another_item_does_not_open_a_run(self) -> None:
        text = "- 42\n- Decode tok/s\n- 10\n- Prefill tok/s\n- 200\n"
        assert join_label_cards(text) == text
