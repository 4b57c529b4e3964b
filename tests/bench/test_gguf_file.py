"""GGUF preflight and fix-ups on a copy (the original is never written)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from watcher.bench.gguf_file import GgufError, apply_fixups, inspect_gguf, sha256_file


def test_inspect(tiny_gguf: Path) -> None:
    """Architecture, quantization and keys come from the header."""
    info = inspect_gguf(tiny_gguf)
    assert info.architecture == "llama"
    assert info.quantization == "ALL_F32"
    assert info.keys["llama.context_length"] == 2048
    assert info.has("tokenizer.ggml.tokens") and info.tensor_count == 21


def test_fixup_adds_key_to_a_copy(tiny_gguf_no_ctx: Path, tmp_path: Path) -> None:
    """The copy gains the key with tensors intact; the original's bytes are unchanged."""
    before = sha256_file(tiny_gguf_no_ctx)
    dst = tmp_path / "fixed.gguf"
    records = apply_fixups(
        tiny_gguf_no_ctx, dst, {"llama.context_length": 2048, "clover_moe.expert_shared_count": 1}
    )
    assert [(r["key"], r["action"], r["type"]) for r in records] == [
        ("llama.context_length", "added", "UINT32"),
        ("clover_moe.expert_shared_count", "added", "UINT32"),
    ]
    assert sha256_file(tiny_gguf_no_ctx) == before
    fixed = inspect_gguf(dst)
    assert fixed.keys["llama.context_length"] == 2048
    assert fixed.keys["clover_moe.expert_shared_count"] == 1
    assert not inspect_gguf(tiny_gguf_no_ctx).has("llama.context_length")
    import gguf

    a, b = gguf.GGUFReader(str(tiny_gguf_no_ctx)), gguf.GGUFReader(str(dst))
    assert [t.name for t in a.tensors] == [t.name for t in b.tensors]
    for ta, tb in zip(a.tensors, b.tensors, strict=True):
        assert (
            hashlib.sha256(ta.data.tobytes()).digest() == hashlib.sha256(tb.data.tobytes()).digest()
        )


def test_present_key_is_skipped_and_no_copy(tiny_gguf: Path, tmp_path: Path) -> None:
    """A key the file already has is recorded as skipped; nothing is written."""
    dst = tmp_path / "fixed.gguf"
    records = apply_fixups(tiny_gguf, dst, {"llama.context_length": 4096})
    assert records[0]["action"] == "skipped" and "2048" in records[0]["reason"]
    assert not dst.exists()


def test_never_in_place_and_bad_values(tiny_gguf: Path, tmp_path: Path) -> None:
    """Writing onto the original, or a value of an unknown type, is refused."""
    with pytest.raises(GgufError, match="never the original"):
        apply_fixups(tiny_gguf, tiny_gguf, {"x.y": 1})
    with pytest.raises(GgufError, match="must be an int"):
        apply_fixups(tiny_gguf, tmp_path / "o.gguf", {"x.y": [1, 2]})  # type: ignore[dict-item]


def test_not_a_gguf(tmp_path: Path) -> None:
    """A non-GGUF file is a GgufError naming it."""
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"not a gguf at all" * 10)
    with pytest.raises(GgufError, match=r"bad\.gguf"):
        inspect_gguf(bad)
