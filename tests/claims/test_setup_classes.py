"""Setup classes of reading mistakes (hardware, GPU count, precision, concurrency), each
pinned by sentences of its own."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary


def test_a_closing_line_ending_in_a_colon_introduces_the_block_below(vocab: Vocabulary) -> None:
    """The last line of a paragraph that ends with ':' is the lead-in of the next block."""
    text = (
        "**Numbers**\n"
        "Every run below was made with one request at a time:\n\n"
        "Chat prompt -> 2.5 s = ~40 tokens/s\n"
        "Code prompt -> 3.1 s = ~52 tokens/s\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab) if c.unit == "tok/s"]
    assert got == [(40.0, 1), (52.0, 1)]


def test_batch_size_and_gpu_count_columns_written_in_cjk(vocab: Vocabulary) -> None:
    """'批处理大小', 'バッチサイズ', '배치 크기' columns give concurrency; 'GPU数量' the count."""
    for head in ("批处理大小", "バッチサイズ", "배치 크기", "并发数"):
        text = f"| {head} | GPU数量 | 吞吐量 (tok/s) |\n|---|---|---|\n| 16 | 2 | 950 |\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.concurrency, claim.gpu_count) == (950.0, 16, 2), head
    (prose,) = extract_claims("在批处理大小32时吞吐量达到 1800 tok/s。", vocab)
    assert prose.concurrency == 32


def test_a_cards_count_written_at_another_mention_of_it_in_the_post(vocab: Vocabulary) -> None:
    """'My L40S ...' then 'Card: 2x L40S': figures that take the card take its count too."""
    text = (
        "My L40S box is water-cooled.\n\n"
        "Card: 2x L40S (96 GB in all)\n\n"
        "Results, one request at a time:\n\n"
        "short prompt -> ~70 tokens/s\n"
    )
    rate = next(c for c in extract_claims(text, vocab) if c.unit == "tok/s")
    assert (rate.value, rate.hardware, rate.gpu_count) == (70.0, "L40S", 2)
    # two counts for the card: no single one
    both = text.replace("Card: 2x L40S", "Cards: 2x L40S, later 4x L40S")
    rate = next(c for c in extract_claims(both, vocab) if c.unit == "tok/s")
    assert rate.gpu_count is None
    # a count written after the figures ("across four L40S hosts") is no setup of theirs
    later = "| Card | tok/s |\n|---|---|\n| L40S | 70.5 |\n\nRates varied across four L40S hosts.\n"
    (row,) = extract_claims(later, vocab)
    assert (row.hardware, row.gpu_count) == ("L40S", None)


def test_a_multiple_on_a_captioned_value_line_shares_the_captions_load(vocab: Vocabulary) -> None:
    """Under 'tokens/s on L40S BS1', 'draft 3: 150.2, speedup: 1.4x' is one run at batch 1."""
    text = "Decode tokens/s on L40S BS1\n\nplain: 107\n\n* draft 3: 150.2, speedup: 1.4x\n"
    got = [(c.value, c.metric, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(107.0, "decode_tok_s", 1), (150.2, "decode_tok_s", 1), (1.4, "speedup", 1)]


def test_upper_case_m_equals_n_is_the_batched_runs_concurrency(vocab: Vocabulary) -> None:
    """'M=16' (sequences in a batched run) in prose or a header is the concurrency."""
    (prose,) = extract_claims("- **Batched M=8**: 640.5 tok/s on the RTX 4080", vocab)
    assert (prose.value, prose.concurrency) == (640.5, 8)
    text = "| Build | M=32 |\n|---|---|\n| nightly | 910.2 tok/s |\n"
    (cell,) = extract_claims(text, vocab)
    assert (cell.value, cell.concurrency) == (910.2, 32)
    (minutes,) = extract_claims("Ran for m=8 then reached 40 tok/s", vocab)
    assert minutes.concurrency is None


def test_a_key_value_tables_setting_row_holds_for_its_figures(vocab: Vocabulary) -> None:
    """'| Number of concurrency | 4 |' in a summary table is the load of all its figures."""
    text = (
        "| Key | Value |\n|---|---|\n"
        "| Number of concurrency | 4 |\n"
        "| Output token throughput (tok/s) | 88.5 |\n"
        "| Average time to first token (s) | 0.31 |\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(88.5, 4), (0.31, 4)]


def test_a_baselines_card_and_a_later_clauses_own_card(vocab: Vocabulary) -> None:
    """In '4x faster than X (an aside) on L40S, 2.5x faster on A10G', L40S is the baseline's
    and A10G belongs to the second multiple, not the first."""
    text = (
        "The new kernel is 4x faster than the old path (fp32 softmax) on L40S, 2.5x faster on A10G."
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(4.0, None), (2.5, "A10G")]


def test_a_comment_header_line_begins_another_post_of_the_thread(vocab: Vocabulary) -> None:
    """'someone · comment' or 'someone commented' parts posts: the OP's card stays the OP's."""
    for head in ("dev-42 · comment", "dev-42 commented on May 3"):
        text = (
            "Deployed on two L40S cards, the server answers slowly.\n\n"
            "The whole answer took 95 s.\n\n"
            f"{head}\n\n"
            "Mine decodes at 31 tokens/s, what flags do you use?\n"
        )
        got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
        assert got == [(95.0, "L40S"), (31.0, None)], head


def test_a_rate_other_users_reached_takes_none_of_the_posts_card(vocab: Vocabulary) -> None:
    """'I have seen others reach 900 tps' quotes someone else's run: not on the writer's card."""
    text = "I get 120 tokens per second on 1 L40S. I have seen others reach as high as 900 tps."
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(120.0, "L40S"), (900.0, None)]
    # "Production deployments report up to 3x": other people's runs
    text = "On one L40S the server reaches 900 tok/s. Production deployments report up to 3x."
    assert [c.hardware for c in extract_claims(text, vocab)] == ["L40S", None]
    # "failed to reproduce the given speedup (x2.8)": the project's published figure
    text = "I ran it on 1 L40S. But I failed to reproduce the given speedup (2.8x)."
    (quoted,) = extract_claims(text, vocab)
    assert (quoted.value, quoted.hardware) == (2.8, None)


def test_a_precision_named_for_the_kv_cache_or_attention_is_not_the_models(
    vocab: Vocabulary,
) -> None:
    """'Q4_K_M weights, INT8 group-32 KV, BF16 attention': the model's precision is Q4_K_M."""
    text = (
        "Setup: Mistral 7B Q4_K_M, INT8 group-32 KV, BF16 attention, one RTX 4070.\n\n"
        "| Prompt | Decode (tok/s) |\n|---|---|\n| short | 61.5 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.precision) == (61.5, "Q4_K_M")


def test_accelerator_count_columns_and_batch_cells_with_separators(vocab: Vocabulary) -> None:
    """'# HPU' / '# NPU' columns count accelerators; a batch cell of '1,024' is 1024."""
    for head in ("# HPU", "# NPU", "#Devices"):
        text = (
            f"| Model | {head} | Batch Size | Throughput (tokens/sec) |\n|---|---|---|---|\n"
            "| Mistral 7B | 2 | 1,024 | 9,870 |\n"
        )
        (claim,) = extract_claims(text, vocab)
        assert (claim.value, claim.gpu_count, claim.concurrency) == (9870.0, 2, 1024), head


def test_tensor_and_pipeline_parallel_sizes_multiply_into_the_gpu_count(vocab: Vocabulary) -> None:
    """'--tensor-parallel-size 4 --pipeline-parallel-size 2' runs on 8 GPUs."""
    text = (
        "vllm serve my-model --tensor-parallel-size 4 --pipeline-parallel-size 2\n\n"
        "Avg generation throughput: 35.5 tokens/s, Running: 1 reqs\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert (claim.value, claim.gpu_count) == (35.5, 8)
    alone = text.replace(" --pipeline-parallel-size 2", "")
    assert extract_claims(alone, vocab)[0].gpu_count == 4


def test_a_tables_corner_cell_names_what_every_row_shares(vocab: Vocabulary) -> None:
    """'| Mistral 7B Q5_K_M | tg128 |': each row's figure is at Q5_K_M unless the row says."""
    text = (
        "| Mistral 7B Q5_K_M | tg128 (t/s) |\n|---|---|\n"
        "| RTX 4070 | 61.5 |\n| RTX 4070 Q8_0 | 44.0 |\n"
    )
    got = [(c.value, c.hardware, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(61.5, "RTX 4070", "Q5_K_M"), (44.0, "RTX 4070", "Q8_0")]


def test_a_count_of_cards_written_in_chinese_before_the_card(vocab: Vocabulary) -> None:
    """'四卡H20', '16卡H100': the count written before the card's name."""
    (four,) = extract_claims("我们在四卡H20上测试，单并发解码速度约 150 tokens/s。", vocab)
    assert (four.hardware, four.gpu_count) == ("H20", 4)
    (many,) = extract_claims("用16卡H100部署后，输出速度只有 2.9 tokens/s。", vocab)
    assert (many.hardware, many.gpu_count) == ("H100", 16)


def test_a_card_after_a_dash_and_but_opens_the_next_clause(vocab: Vocabulary) -> None:
    """'... up to 3x with FP8 — but the L4 at $0.80/hr ...': the L4 is not the figure's card."""
    text = "The L40S reached 2.1x on the 8B model and up to 3x with FP8 — but the L4 stays cheaper."
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(2.1, "L40S"), (3.0, "L40S")]


def test_the_titles_card_settles_a_post_that_names_several(vocab: Vocabulary) -> None:
    """'I swapped my old RTX 3060 for an L40S' under a title naming the L40S: the table's
    runs are on the L40S, the card the page is about."""
    text = (
        "I finally swapped the old RTX 3060 for an L40S.\n\n"
        "Same prompt, averaged over five runs.\n\n"
        "| Model | Backend | tok/s |\n|---|---|---|\n| Qwen3 8B | Vulkan | 71.4 |\n"
    )
    (claim,) = extract_claims(text, vocab, title="Vulkan on the L40S")
    assert claim.hardware == "L40S"
    # untitled, the old card swapped out is no setup either: the post's runs are the L40S's
    (untitled,) = extract_claims(text, vocab)
    assert untitled.hardware == "L40S"
    # a post naming two cards with neither set aside names no single one
    both = text.replace("finally swapped the old RTX 3060 for", "run an RTX 3060 and")
    (untitled,) = extract_claims(both, vocab)
    assert untitled.hardware is None
    (claim,) = extract_claims(both, vocab, title="Vulkan on the L40S")
    assert claim.hardware == "L40S"


def test_a_posts_own_setup_line_is_nearer_than_the_title(vocab: Vocabulary) -> None:
    """A reply's 'Model: ...-Q8_0' sets its runs' precision, not the FP8 of the issue's title."""
    text = (
        "Adding another data point.\n\n- Model: `some-org/Mistral-7B-Q8_0`\n\n"
        "Numbers below.\n\n| config | tok/s |\n|---|---|\n| default | 8.8 |\n"
    )
    (claim,) = extract_claims(text, vocab, title="Slow decode on Mistral-7B-FP8")
    assert claim.precision == "Q8_0"


def test_one_stream_stated_in_the_posts_setup_lines_holds_for_its_tables(vocab: Vocabulary) -> None:
    """'Hardware: 2x L40S, single-stream decode' above a table: its rows ran one stream."""
    text = (
        "Hardware: 2x L40S, single-stream decode.\n\n"
        "Without the patch:\n\n| config | tok/s |\n|---|---|\n| plain | 119 |\n\n"
        "---\n\nMine, under load:\n\n| config | tok/s |\n|---|---|\n| plain | 90 |\n"
    )
    got = [(c.value, c.concurrency) for c in extract_claims(text, vocab)]
    assert got == [(119.0, 1), (90.0, None)]


def test_a_cards_own_model_number_is_no_gpu_count(vocab: Vocabulary) -> None:
    """'on a single NVIDIA RTX 4080 GPU': one GPU, not 4080 of them."""
    text = "It reaches 13.2 tokens/s on a single NVIDIA RTX 4080 GPU, below the A100's rate."
    claim = extract_claims(text, vocab)[0]
    assert claim.gpu_count in (None, 1)
    text = "Decode reaches 13.2 tokens/s on the RTX 4080 GPU."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == ("RTX 4080", None)


def test_a_load_set_at_the_head_of_pasted_output_holds_below_a_blank_line(
    vocab: Vocabulary,
) -> None:
    """'concurrency: 64' heading a benchmark report is the load of its figures further down."""
    text = (
        "```\nconcurrency: 64\nelapsed_time: 120.5s\n\n"
        "first token latency(s)(min, max, ave): 0.31, 2.2, 0.9\n"
        "token throughput (completion token): 1800.5 token/s\n```\n"
    )
    got = {c.value: c.concurrency for c in extract_claims(text, vocab)}
    assert got[1800.5] == 64 and got[0.9] == 64


def test_a_column_header_naming_one_gpu_count_gives_that_columns_count(vocab: Vocabulary) -> None:
    """'| 任务 | 单卡延迟(ms) | 双卡延迟(ms) |': each column's own count; a model number none."""
    text = "| 任务 | 单卡延迟(ms) | 双卡延迟(ms) |\n|---|---|---|\n| 生成 | 3270 | 1890 |\n"
    got = [(c.value, c.gpu_count) for c in extract_claims(text, vocab)]
    assert got == [(3270.0, 1), (1890.0, 2)]
    text = "| Task | RTX 4080 GPU latency (ms) |\n|---|---|\n| chat | 3270 |\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.gpu_count is None


def test_sub_bullets_take_the_setup_of_their_parent_bullet(vocab: Vocabulary) -> None:
    """'- Mistral 7B Q5_K_M:' over '  - RTX 4070: 61 tok/s': the sub-bullet ran at Q5_K_M."""
    text = (
        "- Mistral 7B Q5_K_M:\n  - RTX 4070: 61 tok/s\n  - RTX 3060: 40 tok/s\n"
        "- Mistral 7B Q8_0:\n  - RTX 4070: 44 tok/s\n"
    )
    got = [(c.value, c.hardware, c.precision) for c in extract_claims(text, vocab)]
    assert got == [
        (61.0, "RTX 4070", "Q5_K_M"),
        (40.0, "RTX 3060", "Q5_K_M"),
        (44.0, "RTX 4070", "Q8_0"),
    ]


def test_bullets_two_levels_down_take_the_setup_of_the_bullet_above_them(
    vocab: Vocabulary,
) -> None:
    """A sub-sub-bullet under a grouping bullet ("Decode:") takes the precision of the bullet
    the group is nested under, even when that bullet holds figures of its own."""
    text = (
        "- Phi-4 14B in its AWQ build on a laptop, 9 GB of VRAM in use.\n"
        "  - Decode (tokens/s):\n"
        "    - ours: 31.5\n  - Prefill (tokens/s):\n    - ours: 380.2\n"
        "- Phi-4 14B in its Q8_0 build:\n"
        "  - Decode (tokens/s):\n"
        "    - ours: 22.4\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab) if c.metric != "memory"]
    assert got == [(31.5, "INT4"), (380.2, "INT4"), (22.4, "Q8_0")]


def test_a_setup_mixing_different_cards_keeps_its_count(vocab: Vocabulary) -> None:
    """'an RTX 4080 + RTX 3060 setup': no single card, but two GPUs (LABELLING batches 40-45)."""
    text = "With a mixed RTX 4080 + RTX 3060 setup the 14B model decodes at 41 tokens/s."
    (claim,) = extract_claims(text, vocab)
    assert (claim.hardware, claim.gpu_count) == (None, 2)


def test_a_machine_given_as_an_example_is_not_the_next_sentences_setup(vocab: Vocabulary) -> None:
    """'deployable on hardware such as a single RTX 4080 or a Mac': an example, not the run."""
    text = (
        "It can be deployed on hardware such as a PC with a single RTX 4080 or a Mac. "
        "The inference speed is 150 tokens per second."
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware is None
    # "For example, on my L40S, ..." opens the writer's own case, not a list of examples
    mine = "For example, on my L40S, decoding reaches 24 t/s. The other build reaches 60 t/s."
    assert [c.hardware for c in extract_claims(mine, vocab)] == ["L40S", "L40S"]


def test_a_price_before_a_card_is_no_gpu_count(vocab: Vocabulary) -> None:
    """'the $8,500 L40S trails at 7,648 TPS': 500 is part of a price, not 500 cards."""
    (claim,) = extract_claims("The $8,500 L40S trails at 7,648 tokens/s.", vocab)
    assert (claim.hardware, claim.gpu_count) == ("L40S", None)
    (two,) = extract_claims("On 2 L40S it reaches 7,648 tokens/s.", vocab)
    assert two.gpu_count == 2


def test_the_card_named_right_above_pasted_output_is_its_card(vocab: Vocabulary) -> None:
    """A post naming several cards: output pasted right under a line naming one takes that
    one, when no other figure stands between them."""
    text = (
        "Since the update my runs on the L40S and the A10 both got slower.\n\n"
        "The drop is largest on my MI210. Maybe the new kernels?\n\n"
        "`./bench --model tiny-7b --steps 2`\n\n"
        "Build 0.4.2\n"
        "```\n"
        "step 1: 41.20 tok/s\n"
        "step 2: 40.85 tok/s\n"
        "```\n"
    )
    got = [(c.value, c.hardware) for c in extract_claims(text, vocab)]
    assert got == [(41.2, "MI210"), (40.85, "MI210")]
    # another figure between the card and the output: the card was that figure's
    between = text.replace("Maybe the new kernels?", "It did 52 tok/s before.")
    later = [c for c in extract_claims(between, vocab) if c.value in (41.2, 40.85)]
    assert [c.hardware for c in later] == [None, None]
    # a paragraph naming two cards ("I have an X ... I had a Y") names no single one
    two = text.replace("my MI210. Maybe", "my MI210.\nMy old A10 never did this. Maybe")
    assert [c.hardware for c in extract_claims(two, vocab)] == [None, None]
    # nor does a card named in a bullet reach past its bullet
    bullet = text.replace("The drop is largest on my MI210.", "- The drop is largest on my MI210.")
    assert [c.hardware for c in extract_claims(bullet, vocab)] == [None, None]


def test_a_note_right_under_a_table_gives_its_rows_their_precision(vocab: Vocabulary) -> None:
    """'Measured with Mistral Small at BF16, ...' under a table is the table's setup note."""
    text = (
        "| Method | Decode tok/s |\n|---|---|\n| plain | 410 |\n| n-gram | 655 |\n\n"
        "Measured with Mistral Small at BF16 on one MI300X, prices from March.\n"
    )
    got = [(c.value, c.precision) for c in extract_claims(text, vocab)]
    assert got == [(410.0, "BF16"), (655.0, "BF16")]
    # a line under the table with a figure of its own is a claim, not the table's note
    claim = text.replace("prices from March", "BF16 itself ran at 380 tok/s")
    rows = [c for c in extract_claims(claim, vocab) if c.value in (410.0, 655.0)]
    assert [c.precision for c in rows] == [None, None]
    # a precision the rows name themselves wins
    own = text.replace("| n-gram | 655 |", "| n-gram, FP8 | 655 |")
    assert [c.precision for c in extract_claims(own, vocab)] == ["BF16", "FP8"]


def test_single_gpu_written_after_the_card_is_a_count_of_one(vocab: Vocabulary) -> None:
    """'- Hardware: Jetson AGX Thor, single GPU' in a setup list gives one GPU."""
    for words in ("single GPU", "a single-GPU box", "one GPU"):
        text = f"**Setup**\n- Hardware: Jetson AGX Thor, {words}\n\nDecode: 41.5 tok/s\n"
        (claim,) = extract_claims(text, vocab)
        assert (claim.hardware, claim.gpu_count) == ("Jetson AGX Thor", 1), words
    # written in the figure's own sentence
    (prose,) = extract_claims("On a single GPU the 8B model decodes at 77 tok/s.", vocab)
    assert prose.gpu_count == 1
    # what cannot be done, or a part of one GPU, is no run's count
    for said in (
        "The 70B model cannot fit on a single GPU; on the RTX 5090 it decodes at 12 tok/s.",
        "We split a single GPU's compute between prefill and decode and reach 410 tok/s.",
    ):
        (claim,) = extract_claims(said, vocab)
        assert claim.gpu_count is None, said


def test_a_quant_tag_written_without_underscores_in_a_file_name(vocab: Vocabulary) -> None:
    """LABELLING: a quantisation tag inside a model or file name gives the precision, also
    written compactly ('q40' is Q4_0) or joined to the name by an underscore."""
    for name, want in (
        ("mistral_7b_instruct_q40", "Q4_0"),
        ("phi4-mini-q5km.gguf", "Q5_K_M"),
        ("gemma3-12b-iq3xxs", "IQ3_XXS"),
        ("qwen3_14b_Q6_K", "Q6_K"),
    ):
        text = f"| Model | Tokens/s |\n| --- | --- |\n| `{name}` | 23.5 |\n"
        (claim,) = extract_claims(text, vocab)
        assert claim.precision == want, name
    # a precision named for the activations is not the weights'
    (claim,) = extract_claims(
        "The model runs in W4A8 (INT4 weights, INT8 activations) at 61 tok/s.", vocab
    )
    assert claim.precision == "INT4"
    # a file name that goes on to name other quant types mixes them: no single precision
    text = "| Model | Tokens/s |\n| --- | --- |\n| `glm-air-IQ3XXS-ffnQ4K-embQ8` | 23.5 |\n"
    (claim,) = extract_claims(text, vocab)
    assert claim.precision is None


def test_bit_widths_written_apart_or_joined_to_a_file_name(vocab: Vocabulary) -> None:
    """'8 bit', '4 bits', '-6bit' name the weights' width: INT8, INT4, INT6 (and INT5)."""
    for said, want in (
        ("With the 8 bit weights the M2 Max decodes 21.5 tok/s.", "INT8"),
        ("Quantised to 4 bits, it decodes 38.5 tok/s.", "INT4"),
        ("mlx-community/Mistral-Small-24B-6bit decodes 17.2 tok/s.", "INT6"),
        ("The 5-bit build decodes 29.5 tok/s.", "INT5"),
    ):
        (claim,) = extract_claims(said, vocab)
        assert claim.precision == want, said


def test_a_card_glossed_in_brackets_is_one_machine(vocab: Vocabulary) -> None:
    """'on the Ryzen AI Max 385 (Strix Halo)': the bracket names the same chip's family."""
    text = (
        "I ran it on the Ryzen AI Max 385 (Strix Halo) with 64 GB.\n\n"
        "| Backend | Decode t/s |\n|---|---|\n| Vulkan | 38.5 |\n"
    )
    (claim,) = extract_claims(text, vocab)
    assert claim.hardware == "Ryzen AI Max 385"


def test_the_page_context_is_names_stated_apart_from_any_figure(vocab: Vocabulary) -> None:
    """Beyond its own paragraph a figure reads only names stated apart from figures: a setup
    line gives its engine, another figure's sentence does not (reading rules §2)."""
    apart = "We serve the model with vLLM on one H100.\n\nAnother run gave 30 tok/s."
    (claim,) = extract_claims(apart, vocab)
    assert (claim.engine, claim.hardware) == ("vllm", "H100")
    with_figure = "vLLM reaches 50 tok/s on one H100.\n\nAnother run gave 30 tok/s."
    got = [(c.value, c.engine, c.hardware) for c in extract_claims(with_figure, vocab)]
    assert got == [(50.0, "vllm", "H100"), (30.0, None, None)]
