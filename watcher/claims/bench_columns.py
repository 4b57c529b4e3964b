"""llama-bench's CSV records (``-o csv``) named as its markdown table names them.

Its markdown printer shows each test by name ("pp512", "tg128") under a "t/s" column; its CSV
gives the same rate as ``avg_ts`` and the test only as the token counts ``n_prompt`` and
``n_gen``. Naming the CSV's columns as the markdown does lets the table reader read both the
same way (LABELLING: ``pp`` is prefill, ``tg`` decode; reading rules §4: a unit may sit only
in a table header). A mixed test ("pp512+tg128") times neither phase alone; its rate is left
out, as its JSON record's is (``bench_records``). Other CSV passes through unchanged.
"""

from __future__ import annotations

_TEST_COLUMNS = ("n_prompt", "n_gen", "avg_ts")
_CACHE_COLUMNS = ("type_k", "type_v")


def _test_name(n_prompt: str, n_gen: str) -> str:
    """The test as llama-bench's markdown names it: "pp512", "tg128", "pp512+tg128"."""
    prompt, gen = (int(n) if n.isdigit() else 0 for n in (n_prompt, n_gen))
    if prompt and gen:
        return f"pp{prompt}+tg{gen}"
    return f"pp{prompt}" if prompt else f"tg{gen}"


def bench_csv_columns(header: list[str], rows: list[list[str]]) -> list[list[str]]:
    """llama-bench's CSV header and rows with a "test" column and its rate under "t/s", as its
    markdown printer shows them; any other CSV is returned as it came (header first)."""
    if not all(c in header for c in _TEST_COLUMNS):
        return [header, *rows]
    at = {c: header.index(c) for c in _TEST_COLUMNS}
    cache_at = [i for i, c in enumerate(header) if c in _CACHE_COLUMNS]
    out = [["test" if c == "n_prompt" else "t/s" if c == "avg_ts" else c for c in header]]
    for row in rows:
        if len(row) != len(header):
            out.append(row)
            continue
        cells = list(row)
        cells[at["n_prompt"]] = name = _test_name(row[at["n_prompt"]], row[at["n_gen"]])
        if "+" in name:
            cells[at["avg_ts"]] = ""  # the mixed test times neither phase alone: as in JSON
        for i in cache_at:
            cells[i] = ""  # "type_k" / "type_v": the KV cache's type, not the model's precision
        out.append(cells)
    return out
