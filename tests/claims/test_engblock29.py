"""The engine named in the lead-in paragraph right above a figure's block (reading rules §2:
the nearest unit decides first, outward to the list's lead-in, the paragraph and the heading
above; a question is no measurement). Sentences invented for these tests."""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

_MLX = "The Mac cluster used MLX and the setup took a day.\n\n"


def _engines(text: str, vocab: Vocabulary) -> list[tuple[float, str | None]]:
    return [(c.value, c.engine) for c in extract_claims(text, vocab)]


def test_a_lead_in_paragraph_names_the_engine_of_the_line_below(vocab: Vocabulary) -> None:
    """A page that ran MLX on one box and TGI on another: the figure under the paragraph
    naming TGI and ending 'As for the speed:' is TGI's."""
    text = (
        _MLX + "For the cloud box I took the easy way and used TGI for serving.\n"
        "As for the speed:\n\n"
        "It came to 12.5 tokens/s in the end.\n"
    )
    assert _engines(text, vocab) == [(12.5, "tgi")]
    plain = (
        "Our first box ran SGLang for a week.\n\n"
        "The second one got LMDeploy instead, with the same model.\nResult after warm-up:\n\n"
        "Decode settled at 44.0 tokens/s.\n"
    )
    assert _engines(plain, vocab) == [(44.0, "lmdeploy")]


def test_a_lead_in_paragraph_names_the_engine_of_a_pasted_log(vocab: Vocabulary) -> None:
    """'... served it with vLLM.\\nThe log:' over a code block: vLLM's run."""
    text = (
        _MLX + "On the rented box I served it with vLLM.\nThe log:\n\n"
        "```\ngeneration: 31.0 tokens/s\n```\n"
    )
    assert _engines(text, vocab) == [(31.0, "vllm")]


def test_lead_in_paragraphs_written_in_chinese_and_japanese(vocab: Vocabulary) -> None:
    """'这次改用 Ollama ...\\n速度如下：', '... Ollama で ...\\n結果は次のとおり：'."""
    zh = (
        "之前在工作站上一直用 SGLang 部署。\n\n"
        "这次在家里改用 Ollama 跑同一个模型。\n速度如下：\n\n"
        "最后大约是 23.5 tokens/s。\n"
    )
    assert _engines(zh, vocab) == [(23.5, "ollama")]
    ja = (
        "最初のマシンでは SGLang を使いました。\n\n"
        "二台目では Ollama で同じモデルを動かしました。\n結果は次のとおり：\n\n"
        "速度は 23.5 tokens/s でした。\n"
    )
    assert _engines(ja, vocab) == [(23.5, "ollama")]


def test_a_paragraph_closing_its_sentence_or_further_up_lends_no_engine(
    vocab: Vocabulary,
) -> None:
    """A paragraph ending in a full stop is prose of its own, not the block's lead-in; a lead-in
    with another paragraph between introduced something else."""
    closed = _MLX + "On the rented box I served it with vLLM.\n\nIt came to 31.0 tokens/s.\n"
    assert _engines(closed, vocab) == [(31.0, None)]
    further = (
        _MLX + "On the rented box I served it with vLLM.\nThe driver:\n\n"
        "Then I changed the driver and rebooted twice.\n\n"
        "It came to 31.0 tokens/s in the end.\n"
    )
    assert _engines(further, vocab) == [(31.0, None)]


def test_an_engine_asked_about_in_the_lead_in_lends_nothing(vocab: Vocabulary) -> None:
    """'Would it be faster with vLLM?', '... llama.cpp on it?': a question runs nothing, and
    the dot inside 'llama.cpp' ends no sentence."""
    for engine in ("vLLM", "llama.cpp"):
        text = (
            _MLX + f"Would it be faster if I served it with {engine} instead?\n"
            "Here is what I got:\n\n"
            "It came to 31.0 tokens/s in the end.\n"
        )
        assert _engines(text, vocab) == [(31.0, None)], engine
        stated = text.replace("Would it be faster if I served", "I then served")
        stated = stated.replace("instead?", "instead.")
        assert _engines(stated, vocab) == [(31.0, engine.lower())], engine
