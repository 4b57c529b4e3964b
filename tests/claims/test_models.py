def test_distinct_figures_keeps_the_first_of_each_figure() -> None:
    """The same figure from the same source, worded twice, is one claim; setups differ apart."""
    from watcher.claims import distinct_figures

    seed = {
        "text": "curated",
        "source": "o/r#1",
        "metric": "decode_tok_s",
        "value": 453.59,
        "unit": "tok/s",
        "engine": "sglang",
        "mode": "self-speculative",
        "hardware": "H200",
    }
    body = {**seed, "text": "from the PR body"}
    other_hw = {**seed, "hardware": "H100"}
    other_source = {**seed, "source": "o/r#2"}
    assert distinct_figures([seed, body, other_hw, other_source]) == [seed, other_hw, other_source]
