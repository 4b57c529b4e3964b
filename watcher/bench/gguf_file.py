"""GGUF preflight and fix-ups with the ``gguf`` package (extra ``bench``).

``inspect_gguf`` reads architecture, quantization (``general.file_type``) and every metadata
key before launch. ``apply_fixups`` writes a COPY of the file with the declared keys added —
the original is never opened for writing — and returns one record per fix-up for the
result. Tensor data is copied byte for byte.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from watcher.errors import GgufError as GgufError


@dataclass(frozen=True)
class GgufInfo:
    """What preflight learned from a GGUF's header."""

    path: str
    architecture: str | None
    quantization: str | None
    keys: dict[str, Any]
    tensor_count: int

    def has(self, key: str) -> bool:
        """True when the metadata key is present."""
        return key in self.keys


def _gguf() -> Any:
    try:
        import gguf
    except ImportError as exc:  # pragma: no cover - the extra is part of [dev]
        raise GgufError(
            "the gguf package is missing: pip install 'upstream-watcher[bench]'"
        ) from exc
    return gguf


def _scalar(field: Any) -> Any:
    try:
        value = field.contents()
    except Exception:  # exotic arrays: their presence matters, not their value
        return None
    if isinstance(value, list) and len(value) > 16:
        return f"[{len(value)} items]"
    return value


def inspect_gguf(path: str | Path) -> GgufInfo:
    """Read a GGUF's metadata (not its tensors' data); GgufError if it is not one."""
    gguf = _gguf()
    try:
        reader = gguf.GGUFReader(str(path), "r")
    except (OSError, ValueError) as exc:
        raise GgufError(f"{path}: not a readable GGUF file: {exc}") from exc
    keys = {name: _scalar(f) for name, f in reader.fields.items() if not name.startswith("GGUF.")}
    arch = keys.get("general.architecture")
    ftype = keys.get("general.file_type")
    quant = None
    if isinstance(ftype, int):
        try:
            quant = gguf.LlamaFileType(ftype).name.removeprefix("MOSTLY_")
        except ValueError:
            quant = f"file_type {ftype}"
    return GgufInfo(
        str(path), arch if isinstance(arch, str) else None, quant, keys, len(reader.tensors)
    )


def _value_type(gguf: Any, value: Any) -> Any:
    t = gguf.GGUFValueType
    if isinstance(value, bool):
        return t.BOOL
    if isinstance(value, int):
        if 0 <= value < 2**32:
            return t.UINT32
        return t.INT64
    if isinstance(value, float):
        return t.FLOAT32
    if isinstance(value, str):
        return t.STRING
    raise GgufError(f"fix-up value {value!r} must be an int, float, bool or string")


def apply_fixups(
    src: str | Path, dst: str | Path, fixups: Mapping[str, int | float | str | bool]
) -> list[dict[str, Any]]:
    """Copy ``src`` to ``dst`` adding each missing key; return one record per fix-up.

    A key already present is left as it is and recorded as ``skipped`` (the file does not
    need that fix); ``dst`` is written only if at least one key is added.
    """
    gguf = _gguf()
    from gguf.scripts.gguf_new_metadata import MetadataDetails, copy_with_new_metadata

    src, dst = Path(src), Path(dst)
    if src.resolve() == dst.resolve():
        raise GgufError(f"{src}: fix-ups are written to a copy, never the original")
    try:
        reader = gguf.GGUFReader(str(src), "r")
    except (OSError, ValueError) as exc:
        raise GgufError(f"{src}: not a readable GGUF file: {exc}") from exc
    records: list[dict[str, Any]] = []
    new: dict[str, Any] = {}
    for key, value in fixups.items():
        vtype = _value_type(gguf, value)
        field = reader.get_field(key)
        if field is not None:
            records.append(
                {
                    "key": key,
                    "value": value,
                    "action": "skipped",
                    "reason": f"already present ({_scalar(field)!r})",
                }
            )
            continue
        new[key] = MetadataDetails(vtype, value)
        records.append({"key": key, "value": value, "type": vtype.name, "action": "added"})
    if not new:
        return records
    arch_field = reader.get_field("general.architecture")
    arch = arch_field.contents() if arch_field is not None else "llama"
    dst.parent.mkdir(parents=True, exist_ok=True)
    try:
        writer = gguf.GGUFWriter(str(dst), arch=arch, endianess=reader.endianess)
        _quiet_copy(copy_with_new_metadata, reader, writer, new)
    except (OSError, ValueError) as exc:
        raise GgufError(f"cannot write the fixed copy {dst}: {exc}") from exc
    for rec in records:
        if rec["action"] == "added":
            rec["file"] = str(dst)
    return records


def _quiet_copy(copy: Any, reader: Any, writer: Any, new: dict[str, Any]) -> None:
    """copy_with_new_metadata draws a tqdm bar on stderr; silence it for clean CI logs."""
    import contextlib
    import io

    with contextlib.redirect_stderr(io.StringIO()):
        copy(reader, writer, new, [])


def sha256_file(path: str | Path, chunk: int = 8 * 1024 * 1024) -> str:
    """Hex SHA-256 of a file, read in chunks."""
    h = hashlib.sha256()
    with Path(path).open("rb") as f:
        while block := f.read(chunk):
            h.update(block)
    return h.hexdigest()
